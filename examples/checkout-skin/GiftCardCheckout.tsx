import { useId, useState } from 'react';
import { OrderProvider } from 'headless-checkout';
import { CardForm, GiftCard, OrderSummary, type PayButtonStatus } from 'headless-checkout/skins/default';

/** The gift card brands the sandbox's merchant takes. */
const BRANDS = [
  { brand: 'givex', name: 'Givex', pinRequired: true },
  // Some SVS cards have no PIN: it is optional (`pinRequired: false`).
  { brand: 'svs', name: 'SVS', pinRequired: false },
] as const;

/** The meal vouchers (France). */
const MEAL_VOUCHERS = [
  { type: 'mealVoucher_FR_natixis', name: 'Apetiz (Natixis)' },
  { type: 'mealVoucher_FR_sodexo', name: 'Pass Restaurant (Sodexo)' },
  { type: 'mealVoucher_FR_groupeup', name: 'Up Déjeuner (Groupe Up)' },
] as const;

/**
 * Partial payments (`?checkout=giftcard`): gift cards (and in France meal vouchers) pay what their
 * balance allows within one order, the order summary lists each card's part and what is left,
 * and a card pays the rest. Everything inside `OrderProvider` pays within the order.
 */
function GiftCardCheckout({
  countryCode,
  onPaymentStatus,
}: {
  countryCode: string;
  onPaymentStatus: (status: PayButtonStatus) => void;
}) {
  const [brand, setBrand] = useState<(typeof BRANDS)[number]['brand']>('givex');
  const [voucher, setVoucher] = useState<(typeof MEAL_VOUCHERS)[number]['type']>('mealVoucher_FR_natixis');
  const brandId = useId();
  const voucherId = useId();
  return (
    <OrderProvider>
      <section aria-labelledby="giftcard-heading">
        <h2 id="giftcard-heading">Pay with a gift card</h2>
        <p className="shop-field">
          <label htmlFor={brandId}>Gift card brand</label>{' '}
          <select
            id={brandId}
            value={brand}
            onChange={(event) => setBrand(event.target.value as typeof brand)}
          >
            {BRANDS.map((option) => (
              <option key={option.brand} value={option.brand}>
                {option.name}
              </option>
            ))}
          </select>
        </p>
        <GiftCard
          key={brand}
          brand={brand}
          name={BRANDS.find((each) => each.brand === brand)!.name}
          pinRequired={BRANDS.find((each) => each.brand === brand)!.pinRequired}
        />
      </section>
      {countryCode === 'FR' ? (
        <section aria-labelledby="voucher-heading">
          <h2 id="voucher-heading">Pay with a meal voucher</h2>
          <p className="shop-field">
            <label htmlFor={voucherId}>Meal voucher</label>{' '}
            <select
              id={voucherId}
              value={voucher}
              onChange={(event) => setVoucher(event.target.value as typeof voucher)}
            >
              {MEAL_VOUCHERS.map((option) => (
                <option key={option.type} value={option.type}>
                  {option.name}
                </option>
              ))}
            </select>
          </p>
          <GiftCard key={voucher} type={voucher} />
        </section>
      ) : null}
      <section aria-labelledby="order-heading">
        <h2 id="order-heading">Your order</h2>
        <OrderSummary cancelButton />
      </section>
      <section aria-labelledby="rest-heading">
        <h2 id="rest-heading">Pay the rest by card</h2>
        <CardForm onPaymentStatus={onPaymentStatus} />
      </section>
    </OrderProvider>
  );
}

export { GiftCardCheckout };
