// The page the bank returns the shopper to (the session's returnUrl, with `sessionId` and the
// redirect's result in the query): a Server Component finding the session again, and the client
// component that completes the payment with the redirect's result.
import { CheckoutProvider } from 'headless-checkout';
import { CheckoutRoot } from 'headless-checkout/skins/default';
import { CLIENT_KEY, findSession, sandboxUrl } from '../../lib/checkout';
import { RedirectOutcome } from './RedirectOutcome';

interface ReturnPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ReturnPage({ searchParams }: ReturnPageProps) {
  const { sessionId } = await searchParams;
  if (typeof sessionId !== 'string') return <p>No payment to check.</p>;
  const session = await findSession(sessionId);
  return (
    <main>
      <h1>Your payment</h1>
      <CheckoutProvider environment={sandboxUrl()} clientKey={CLIENT_KEY} session={session}>
        <CheckoutRoot>
          <RedirectOutcome />
        </CheckoutRoot>
      </CheckoutProvider>
    </main>
  );
}
