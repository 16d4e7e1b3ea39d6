import { usePayment, useI18n } from 'headless-checkout';
import { ActionView, PaymentMessage } from 'headless-checkout/skins/default';

/**
 * Pay with a method whose data the page builds: WeChat Pay (a QR code) or a bank transfer
 * (instructions to pay from the shopper's bank).
 */
function OtherMethods() {
  const payment = usePayment();
  const { t } = useI18n();

  if (payment.action)
    return (
      <ActionView action={payment.action} onComplete={payment.completeAction} onError={payment.failAction} />
    );
  if (payment.status === 'success') return <PaymentMessage payment={payment} />;
  const busy = payment.status === 'loading';
  return (
    <div className="other-methods">
      <PaymentMessage key={payment.payment.ended} payment={payment} />
      <button
        type="button"
        className="hc-button"
        disabled={busy}
        onClick={() => void payment.submit({ paymentMethod: { type: 'wechatpayQR' } })}
      >
        {t('continueTo', { name: 'WeChat Pay' })}
      </button>
      <button
        type="button"
        className="hc-button"
        disabled={busy}
        onClick={() => void payment.submit({ paymentMethod: { type: 'bankTransfer_IBAN' } })}
      >
        {t('continueTo', { name: 'Bank Transfer' })}
      </button>
    </div>
  );
}

export { OtherMethods };
