import { useEffect, useState } from 'react';
import { useCheckout, type StoredPaymentMethod } from 'headless-checkout';
import { normalizePaymentMethodsResponse } from 'headless-checkout/core';
import { StoredCardForm } from 'headless-checkout/skins/default';

/** The shopper's stored cards from the session's setup; pays with the first with its security code. */
function StoredCards() {
  const checkout = useCheckout();
  const [stored, setStored] = useState<StoredPaymentMethod[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    checkout.session
      ?.setup({ signal: controller.signal })
      .then((setup) => setStored(normalizePaymentMethodsResponse(setup.paymentMethods).storedPaymentMethods))
      .catch(() => setStored([]));
    return () => controller.abort();
  }, [checkout]);

  const card = stored.find((method) => method.type === 'scheme');
  if (!card) return null;
  return (
    <section aria-labelledby="stored-heading" className="shop-stored">
      <h2 id="stored-heading">Your saved card</h2>
      <StoredCardForm storedPaymentMethod={card} />
    </section>
  );
}

export { StoredCards };
