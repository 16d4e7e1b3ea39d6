'use client';
// Hooks run in client components: useRedirectResult reads the redirect's result from the page's
// address and submits it once.
import { useRedirectResult } from 'headless-checkout';
import { PaymentResultView } from 'headless-checkout/skins/default';

function RedirectOutcome() {
  const result = useRedirectResult();
  const end = result.result;
  if (!end)
    return (
      <p role="status" aria-busy="true">
        Checking your payment…
      </p>
    );
  const props = result.getResultProps();
  return end.status === 'error' ? (
    <PaymentResultView {...props} status="error" messageKey={end.messageKey} />
  ) : (
    <PaymentResultView {...props} status="success" />
  );
}

export { RedirectOutcome };
