import { usePaymentMethods } from 'headless-checkout';
import { StoredCardForm, type PayButtonStatus } from 'headless-checkout/skins/default';

/** The shopper's stored cards from the session's payment methods; pays with the first with its security code. */
function StoredCards({
  onPaymentStatus,
  hidden = false,
  alone = false,
}: {
  /** Hears each payment status of the stored card's form. */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** Set aside while another part's payment runs (what was typed is kept). */
  hidden?: boolean;
  /** The only part shown (no divider). */
  alone?: boolean;
}) {
  const { storedPaymentMethods } = usePaymentMethods();
  const card = storedPaymentMethods.find((method) => method.type === 'scheme');
  if (!card) return null;
  return (
    <section
      aria-labelledby="stored-heading"
      className="shop-stored"
      hidden={hidden}
      {...(alone ? { 'data-alone': '' } : {})}
    >
      <h2 id="stored-heading">Your saved card</h2>
      <StoredCardForm storedPaymentMethod={card} onPaymentStatus={onPaymentStatus} />
    </section>
  );
}

export { StoredCards };
