import { useId, useState } from 'react';
import {
  useCheckoutCompletion,
  usePaymentMethods,
  type GiftCardType,
  type SupportedPaymentMethodType,
} from 'headless-checkout';
import { OPEN_INVOICE_TYPES, VOUCHER_TYPES } from 'headless-checkout/core';
import { GiftCardCheckout } from './GiftCardCheckout';
import { MethodCheckout } from './MethodCheckout';

/** The gift card and meal voucher types (each gift card brand is an entry of its own). */
const GIFT_CARDS: readonly string[] = [
  'giftcard',
  'mealVoucher_FR_natixis',
  'mealVoucher_FR_sodexo',
  'mealVoucher_FR_groupeup',
];

/** The methods this shop draws from their layout: the bank debits, the pay-later family, the vouchers. */
const LAID_OUT: readonly string[] = [
  'sepadirectdebit',
  'directdebit_GB',
  'ach',
  ...OPEN_INVOICE_TYPES,
  ...VOUCHER_TYPES,
];

/** An entry's id: its type, and a gift card's brand. */
const idOf = (method: { type: string; brand?: string | undefined }) =>
  method.brand ? `${method.type}:${method.brand}` : method.type;

/**
 * The bank-debit and pay-later methods the session offers in the shopper's market (SEPA and
 * AfterPay in the Netherlands, Bacs in the United Kingdom, ACH and Affirm in the United States…):
 * the shopper picks one, the shop draws its form from the hook's layout.
 */
function MethodChooser({
  sessionId,
  giftCards = false,
}: {
  sessionId: string;
  /** Offers the gift cards and meal vouchers instead of the bank debits and pay-later methods. */
  giftCards?: boolean;
}) {
  const { paymentMethods } = usePaymentMethods();
  const offered = paymentMethods.filter((method) =>
    (giftCards ? GIFT_CARDS : LAID_OUT).includes(method.type),
  );
  const heading = giftCards ? 'Gift cards and meal vouchers' : 'Bank debit and pay later';
  const headingId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  // Once a payment completed the checkout, nothing more is chosen: the chosen method's success
  // stays (it paid), or nothing (another part of the page paid).
  const completed = useCheckoutCompletion() !== null;
  // Nothing chosen at first: the page's main form is the card's, the shopper opens another.
  const current = offered.find((method) => idOf(method) === chosen) ?? null;
  if (offered.length === 0 || (completed && current === null)) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="other-heading">
        {heading}
      </h2>
      {completed ? null : (
        <fieldset className="shop-section">
          <legend>Choose a method</legend>
          {offered.map((method) => (
            <label key={idOf(method)} className="shop-check">
              <input
                type="radio"
                name={name}
                checked={current !== null && idOf(method) === idOf(current)}
                onChange={() => setChosen(idOf(method))}
              />{' '}
              {/* The service's name of the method, isolated: it keeps its order on a right-to-left page. */}
              <bdi>{method.name ?? method.type}</bdi>
            </label>
          ))}
        </fieldset>
      )}
      {current === null ? null : GIFT_CARDS.includes(current.type) ? (
        <GiftCardCheckout
          key={idOf(current)}
          type={current.type as GiftCardType}
          brand={typeof current.brand === 'string' ? current.brand : undefined}
          name={current.name}
        />
      ) : (
        <MethodCheckout
          key={current.type}
          type={current.type as SupportedPaymentMethodType}
          sessionId={sessionId}
          // The shop offers to keep an ACH account for next time.
          options={current.type === 'ach' ? { enableStoreDetails: true } : {}}
        />
      )}
    </section>
  );
}

export { MethodChooser };
