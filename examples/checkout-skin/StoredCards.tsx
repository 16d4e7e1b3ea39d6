import { useEffect, useRef, useState } from 'react';
import { usePaymentMethods } from 'headless-checkout';
import { StoredCardForm, type PayButtonStatus } from 'headless-checkout/skins/default';

/**
 * The shopper's stored cards from the session's payment methods; pays with the first with its
 * security code. The shopper may remove it (the checkout's `showRemovePaymentMethodButton`): the
 * page then says so, with focus on the message, and shows the next stored card if there is one.
 */
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
  const [removed, setRemoved] = useState<string | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (removed) message.current?.focus();
  }, [removed]);
  if (!card && !removed) return null;
  return (
    <section
      aria-labelledby="stored-heading"
      className="shop-stored"
      hidden={hidden}
      {...(alone ? { 'data-alone': '' } : {})}
    >
      <h2 id="stored-heading">Your saved card</h2>
      {removed ? (
        <p ref={message} role="status" tabIndex={-1} className="shop-removed">
          {removed}
        </p>
      ) : null}
      {card ? (
        <StoredCardForm
          // A new form per card: another card's code and state start fresh.
          key={card.id}
          storedPaymentMethod={card}
          onPaymentStatus={onPaymentStatus}
          onRemoved={() => setRemoved(`Your saved card ending in ${String(card.lastFour)} was removed.`)}
        />
      ) : null}
    </section>
  );
}

export { StoredCards };
