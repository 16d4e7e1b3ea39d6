import { useDonation, type Amount } from 'headless-checkout';
import { donate } from '../shared/session';

/**
 * After an authorised payment, the shop offers a donation, built on the bare `useDonation` hook:
 * the amounts as the shop's own radio buttons, Donate and 'Not now'. The shop's server makes the
 * donation call after the session's payment (examples/vite.config.ts, /api/donations).
 */
function DonationOffer({ sessionId, currency }: { sessionId: string; currency: Amount['currency'] }) {
  const donation = useDonation({
    amounts: { currency, values: [100, 250, 500] },
    onDonate: ({ data }) => donate(sessionId, data.amount),
    // Declined: the offer goes, focus lands on the order's result.
    onCancel: () => document.getElementById('shop-result')?.focus(),
  });
  if (donation.status === 'dismissed') return null;
  return (
    <section className="donation" aria-labelledby="donation-heading">
      <h2 id="donation-heading" className="other-heading">
        Plant a tree with us
      </h2>
      {donation.status === 'success' ? (
        <p {...donation.getResultProps({ className: 'donation-thanks' })}>{donation.message}</p>
      ) : (
        <>
          <fieldset {...donation.getAmountGroupProps({ className: 'donation-amounts' })}>
            <legend>Add to your order</legend>
            {donation.amounts.map((amount) => (
              <label
                key={amount.value}
                className="donation-amount"
                data-selected={amount.selected || undefined}
              >
                <input {...donation.getAmountProps(amount.value)} />
                {amount.label}
              </label>
            ))}
          </fieldset>
          <p {...donation.getFieldErrorProps({ className: 'card-error' })}>{donation.fieldError}</p>
          {donation.status === 'error' ? (
            <p {...donation.getResultProps({ className: 'card-error' })}>{donation.message}</p>
          ) : null}
          <div className="donation-actions">
            <button {...donation.getDonateButtonProps({ className: 'card-pay' })}>Donate</button>
            <button {...donation.getNotNowButtonProps({ className: 'card-secondary' })}>Not now</button>
          </div>
        </>
      )}
    </section>
  );
}

export { DonationOffer };
