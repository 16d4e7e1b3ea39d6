import { useRedirectResult } from 'headless-checkout';
import { PaymentResultView } from 'headless-checkout/skins/default';

/** The page the bank returns to: completes the payment with the redirect's result. */
function RedirectReturn() {
  const result = useRedirectResult();
  // `result.result` is the end to show, classified by the one result table.
  const end = result.result;
  if (!end)
    return (
      <p role="status" aria-busy="true">
        Checking your payment…
      </p>
    );
  // Its props focus the result as it arrives (the shopper lands on it).
  const props = result.getResultProps();
  return end.status === 'error' ? (
    <PaymentResultView {...props} status="error" messageKey={end.messageKey} />
  ) : (
    <PaymentResultView {...props} status="success" />
  );
}

export { RedirectReturn };
