import { useRedirectResult } from 'headless-checkout';
import { PaymentResultView } from 'headless-checkout/skins/default';

/** The page the bank returns to: completes the payment with the redirect's result. */
function RedirectReturn() {
  const result = useRedirectResult();
  if (result.status === 'submitting' || result.status === 'none')
    return (
      <p role="status" aria-busy="true">
        Checking your payment…
      </p>
    );
  return (
    <PaymentResultView
      status={result.status === 'success' ? 'success' : 'error'}
      messageKey={
        result.response?.resultCode === 'Cancelled' ? 'error.subtitle.payment' : 'error.subtitle.refused'
      }
    />
  );
}

export { RedirectReturn };
