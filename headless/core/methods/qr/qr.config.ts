/*
 * The QR-code methods (spec sections 2, 4 and 9): no field; the payment answers with a QR code the
 * shopper scans in the method's app, with a countdown (QR_COUNTDOWN_MINUTES: Swish 3 minutes,
 * PromptPay and DuitNow 1.5, the others 15) while the status is polled. What differs is data: the
 * name (the button reads 'Continue to {name}').
 */

/** The payment-service types of the family. */
const QR_METHOD_TYPES = ['swish', 'bcmc_mobile', 'wechatpayQR', 'paynow', 'promptpay', 'duitnow'] as const;

/** A payment-service type of the family. */
type QrMethodType = (typeof QR_METHOD_TYPES)[number];

/** One QR method's configuration. */
interface QrMethodConfig {
  /** The method's name when the payment methods give none (the provider's spelling). */
  name: string;
}

/** Every QR method. */
const QR_METHODS: Readonly<Record<QrMethodType, QrMethodConfig>> = {
  swish: { name: 'Swish' },
  bcmc_mobile: { name: 'Payconiq by Bancontact' },
  wechatpayQR: { name: 'WeChat Pay' },
  paynow: { name: 'PayNow' },
  promptpay: { name: 'PromptPay' },
  duitnow: { name: 'DuitNow' },
};

export { QR_METHODS, QR_METHOD_TYPES };
export type { QrMethodConfig, QrMethodType };
