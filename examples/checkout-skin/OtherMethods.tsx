import { useEffect } from 'react';
import { usePayment, useI18n } from 'headless-checkout';
import { ActionView, PaymentMessage, type PayButtonStatus } from 'headless-checkout/skins/default';

/**
 * Pay with a method whose data the page builds: WeChat Pay (a QR code; the bank transfer, with its
 * email-copy form, is among the voucher methods). `onPaymentStatus` hears each payment status.
 */
function OtherMethods({ onPaymentStatus }: { onPaymentStatus?: (status: PayButtonStatus) => void }) {
  const payment = usePayment();
  const { t } = useI18n();
  // Tells the page each status (a success hides the other methods).
  useEffect(() => {
    onPaymentStatus?.(payment.status);
  }, [payment.status, onPaymentStatus]);

  if (payment.action)
    return (
      <ActionView action={payment.action} onComplete={payment.completeAction} onError={payment.failAction} />
    );
  if (payment.status === 'success') return <PaymentMessage payment={payment} />;
  const busy = payment.status === 'loading';
  return (
    <div className="other-methods">
      <PaymentMessage key={payment.screen.result} payment={payment} />
      <button
        type="button"
        className="hc-button"
        disabled={busy}
        onClick={() => void payment.submit({ paymentMethod: { type: 'wechatpayQR' } })}
      >
        {t('continueTo', { name: 'WeChat Pay' })}
      </button>
    </div>
  );
}

export { OtherMethods };
