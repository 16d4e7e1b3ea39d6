import { useI18n, useRedirectResult } from 'headless-checkout';
import { PaymentResultView } from 'headless-checkout/skins/default';

/**
 * The page the bank returns to: completes the payment with the redirect's result. After a refusal
 * or a failure the session stays open: `onBack`, when given, takes the shopper back to the
 * checkout, where they may pay again (another bank, another method).
 */
function RedirectReturn({ onBack }: { onBack?: () => void }) {
  const result = useRedirectResult();
  const { t } = useI18n();
  // `result.result` is the end to show, classified by the one result table.
  const end = result.result;
  if (!end)
    return (
      <p role="status" aria-busy="true">
        {t('payButton.processing')}
      </p>
    );
  // Its props focus the result as it arrives (the shopper lands on it).
  const props = result.getResultProps();
  return end.status === 'error' ? (
    <>
      <PaymentResultView {...props} status="error" messageKey={end.messageKey} />
      {onBack ? (
        <button type="button" className="hc-button" onClick={onBack}>
          {t('payment.tryAnotherMethod')}
        </button>
      ) : null}
    </>
  ) : (
    <PaymentResultView {...props} status="success" />
  );
}

export { RedirectReturn };
