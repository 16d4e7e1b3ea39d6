'use client';
// Hooks run in client components: useRedirectResult reads the redirect's result from the page's
// address and submits it once. After a refusal or a failure the way back is the checkout page (`/`),
// which makes a new session, as the skin example's RedirectReturn offers it.
import Link from 'next/link';
import { useI18n, useRedirectResult } from 'headless-checkout';
import { PaymentResultView } from 'headless-checkout/skins/default';

function RedirectOutcome() {
  const result = useRedirectResult();
  const { t } = useI18n();
  const end = result.result;
  if (!end)
    return (
      <p role="status" aria-busy="true">
        {t('payButton.processing')}
      </p>
    );
  const props = result.getResultProps();
  return end.status === 'error' ? (
    <>
      <PaymentResultView {...props} status="error" messageKey={end.messageKey} />
      <Link href="/" className="hc-button">
        {t('payment.tryAnotherMethod')}
      </Link>
    </>
  ) : (
    <PaymentResultView {...props} status="success" />
  );
}

export { RedirectOutcome };
