// A bare-hooks card form as a merchant's production page: `npm run size` bundles this file (with
// Rolldown and with esbuild, against dist/) and measures what Chromium loads (scripts/size-browser.ts).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutProvider, useCard, useI18n, type PaymentResponse } from 'headless-checkout';
import { readPageConfig } from './page-config';

const config = readPageConfig();
const FIELDS = [
  ['cardNumber', 'creditCard.numberField.title'],
  ['expiryDate', 'creditCard.expiryDateField.title'],
  ['securityCode', 'creditCard.securityCodeField.title'],
] as const;

/** The merchant's own markup: labels, the frames' containers, errors and the pay button. */
function CardCheckout() {
  const card = useCard();
  const { t } = useI18n();
  return (
    <form {...card.getFormProps()}>
      {FIELDS.filter(([field]) => card.meta(field).visible).map(([field, label]) => (
        <div key={field}>
          <label {...card.getLabelProps(field)}>{t(label)}</label>
          <div {...card.getSecuredFieldProps(field)} />
          <span {...card.getErrorProps(field)}>{card.meta(field).error}</span>
        </div>
      ))}
      {card.status === 'success' || card.message ? (
        <p {...card.getResultProps()}>{card.status === 'success' ? t('payment.success') : card.message}</p>
      ) : null}
      <button type="submit" disabled={card.status === 'loading' || card.status === 'success'}>
        {card.payButtonLabel}
      </button>
    </form>
  );
}

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
      <CardCheckout />
      {result ? <p data-testid="result-code">{result.resultCode}</p> : null}
    </CheckoutProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
