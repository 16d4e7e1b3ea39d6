import { useI18n, usePayment, useRedirectResult } from 'headless-checkout';
import { ActionStep } from './ActionStep';
import { useReportPaid } from './paid';

/** WeChat Pay (a QR code) and Klarna (its widget) on the bare hooks. */
function OtherMethods() {
  const payment = usePayment();
  useReportPaid('other', payment.status);
  const { t } = useI18n();
  if (payment.action)
    return (
      <ActionStep action={payment.action} onComplete={payment.completeAction} onError={payment.failAction} />
    );
  const busy = payment.status === 'loading' || payment.status === 'success';
  return (
    <div className="other-methods">
      <button
        type="button"
        className="card-pay"
        disabled={busy}
        onClick={() => void payment.submit({ paymentMethod: { type: 'wechatpayQR' } })}
      >
        {t('continueTo', { name: 'WeChat Pay' })}
      </button>
      <button
        type="button"
        className="card-pay"
        disabled={busy}
        onClick={() => void payment.submit({ paymentMethod: { type: 'klarna', subtype: 'sdk' } })}
      >
        {t('continueTo', { name: 'Klarna' })}
      </button>
      {payment.end ? (
        <p key={payment.screen.result} {...payment.getResultProps()}>
          {payment.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The page the bank returns to: completes the payment with the redirect's result. After a refusal
 * or a failure the session stays open: `onBack` takes the shopper back to the checkout to pay again.
 */
function RedirectReturn({ onBack }: { onBack: () => void }) {
  const result = useRedirectResult();
  const { t } = useI18n();
  // `result.result` is the end to show (the one result table's): success, or the error's message.
  const end = result.result;
  if (!end)
    return (
      <p className="card-status" role="status" aria-busy="true">
        {t('payButton.processing')}
      </p>
    );
  return (
    <>
      <p {...result.getResultProps({ className: 'card-status' })}>
        {end.status === 'success' ? t('payment.success') : t(end.messageKey)}
      </p>
      {end.status === 'error' ? (
        <button type="button" className="card-pay" onClick={onBack}>
          {t('payment.tryAnotherMethod')}
        </button>
      ) : null}
    </>
  );
}

export { OtherMethods, RedirectReturn };
