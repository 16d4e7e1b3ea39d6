import { useId, useState } from 'react';
import { usePaymentMethods, type SupportedPaymentMethodType } from 'headless-checkout';
import { OPEN_INVOICE_TYPES, VOUCHER_TYPES } from 'headless-checkout/core';
import { AchCheckout, MethodCheckout } from './MethodCheckout';

/** The methods this shop draws from their layout: the bank debits, the pay-later family, the vouchers. */
const LAID_OUT: readonly string[] = [
  'sepadirectdebit',
  'directdebit_GB',
  'ach',
  ...OPEN_INVOICE_TYPES,
  ...VOUCHER_TYPES,
];

/**
 * The bank-debit and pay-later methods the session offers in the shopper's market (SEPA and
 * AfterPay in the Netherlands, Bacs in the United Kingdom, ACH and Affirm in the United States…):
 * the shopper picks one, the shop draws its form from the hook's layout.
 */
function MethodChooser({ sessionId }: { sessionId: string }) {
  const { paymentMethods } = usePaymentMethods();
  const offered = paymentMethods.filter((method) => LAID_OUT.includes(method.type));
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  if (offered.length === 0) return null;
  // Nothing chosen at first: the page's main form is the card's, the shopper opens another.
  const current = offered.find((method) => method.type === chosen) ?? null;
  return (
    <section aria-labelledby="more-heading">
      <h2 id="more-heading" className="other-heading">
        Bank debit and pay later
      </h2>
      <fieldset className="shop-section">
        <legend>Choose a method</legend>
        {offered.map((method) => (
          <label key={method.type} className="shop-check">
            <input
              type="radio"
              name={name}
              checked={method.type === current?.type}
              onChange={() => setChosen(method.type)}
            />{' '}
            {method.name ?? method.type}
          </label>
        ))}
      </fieldset>
      {current === null ? null : current.type === 'ach' ? (
        <AchCheckout key={current.type} sessionId={sessionId} />
      ) : (
        <MethodCheckout
          key={current.type}
          type={current.type as SupportedPaymentMethodType}
          sessionId={sessionId}
        />
      )}
    </section>
  );
}

export { MethodChooser };
