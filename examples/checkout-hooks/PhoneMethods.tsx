import { useId, useState } from 'react';
import { usePaymentMethods, type SupportedPaymentMethodType } from 'headless-checkout';
import { MethodCheckout } from './MethodCheckout';

/** The phone, code and QR methods this shop draws from their layout, where the session offers them. */
const PHONE_METHOD_TYPES: readonly string[] = [
  'mbway',
  'blik',
  'qiwiwallet',
  'upi',
  'pix',
  'twint',
  'swish',
  'bcmc_mobile',
  'wechatpayQR',
  'paynow',
  'promptpay',
  'duitnow',
];

/**
 * Pay with a phone number, a code or an app, on the bare hooks (MB Way in Portugal, Blik in
 * Poland, UPI and QIWI in India, Pix in Brazil, TWINT in Switzerland, the QR methods…), and the
 * shopper's stored Blik or TWINT where the session offers the method: the shop draws each form
 * from usePaymentMethod's layout in its own markup.
 */
function PhoneMethods({ sessionId }: { sessionId: string }) {
  const { paymentMethods, storedPaymentMethods } = usePaymentMethods();
  const offered = paymentMethods.filter((method) => PHONE_METHOD_TYPES.includes(method.type));
  const choices = [
    ...storedPaymentMethods
      .filter((stored) => offered.some((method) => method.type === stored.type))
      .map((stored) => ({
        key: `stored-${stored.id}`,
        type: stored.type,
        label: `${stored.name ?? stored.type} (saved)`,
        options: { storedPaymentMethodId: stored.storedPaymentMethodId },
      })),
    ...offered.map((method) => ({
      key: method.type,
      type: method.type,
      label: method.name ?? method.type,
      options: {},
    })),
  ];
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  if (choices.length === 0) return null;
  // Nothing chosen at first: the page's main form is the card's, the shopper opens another.
  const current = choices.find((choice) => choice.key === chosen) ?? null;
  return (
    <section aria-labelledby="phone-heading">
      <h2 id="phone-heading" className="other-heading">
        Phone and app payments
      </h2>
      <fieldset className="shop-section">
        <legend>Choose a method</legend>
        {choices.map((choice) => (
          <label key={choice.key} className="shop-check">
            <input
              type="radio"
              name={name}
              checked={choice.key === current?.key}
              onChange={() => setChosen(choice.key)}
            />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      {current === null ? null : (
        <MethodCheckout
          key={current.key}
          type={current.type as SupportedPaymentMethodType}
          sessionId={sessionId}
          options={current.options}
          part="phone"
        />
      )}
    </section>
  );
}

export { PhoneMethods };
