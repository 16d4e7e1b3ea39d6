// The skin's card form with the optional parts its options switch on (the billing address and the
// installments) as a merchant's production page: `npm run size` bundles this file (with Rolldown and
// with esbuild, against dist/) and measures what Chromium loads (scripts/size-browser.ts).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutProvider, type PaymentResponse } from 'headless-checkout';
import { CardForm, CheckoutRoot } from 'headless-checkout/skins/default';
import { readPageConfig } from './page-config';

const config = readPageConfig();

function Page() {
  const [result, setResult] = useState<PaymentResponse | null>(null);
  return (
    <CheckoutProvider
      environment={config.environment}
      clientKey={config.clientKey}
      amount={config.amount}
      countryCode={config.countryCode}
      session={config.session}
      onPaymentCompleted={setResult}
      onPaymentFailed={setResult}
    >
      <CheckoutRoot>
        <CardForm billingAddressMode="full" installmentOptions={{ card: { values: [1, 2, 3, 6] } }} />
      </CheckoutRoot>
      {result ? <p data-testid="result-code">{result.resultCode}</p> : null}
    </CheckoutProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
