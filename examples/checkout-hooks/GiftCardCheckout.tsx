import { OrderProvider, useGiftCard, useI18n, useOrder, type GiftCardType } from 'headless-checkout';
import { ShopField, type Method } from './MethodCheckout';

/** The card chosen: its type, and a gift card's brand and name. */
interface GiftCardChoice {
  type: GiftCardType;
  brand?: string | undefined;
  name?: string | undefined;
}

/**
 * A gift card or meal voucher in the shop's own markup (`useGiftCard`): its secured fields from the
 * hook's layout, the balance or its error, and the button ('Check balance', then 'Pay {amount}'
 * when the card covers it). After a partial payment the hook empties the form for the next card.
 */
function GiftCardForm({ type, brand, name }: GiftCardChoice) {
  const { t, formatAmount } = useI18n();
  const giftCard = useGiftCard({ type, ...(brand ? { brand } : {}), ...(name ? { name } : {}) });
  const method = giftCard as unknown as Method;
  if (!giftCard.state)
    return (
      // The form loads: said, not announced (nothing the shopper did).
      <p className="bank-status" aria-busy="true">
        {t('loading')}
      </p>
    );
  // Ended with nothing to show: another payment completed the checkout, or the session does not offer it.
  if (giftCard.screen.name === 'unavailable') return null;
  return (
    <form className="card-form" aria-label={giftCard.name} {...giftCard.getFormProps()}>
      {giftCard.layout.map((section) => (
        <div key={section.name} className="shop-row">
          {section.rows.flat().map((field) => (
            <ShopField key={field.field} method={method} field={field} />
          ))}
        </div>
      ))}
      {giftCard.view?.errorKey ? (
        <p className="bank-status" role="alert">
          {t(giftCard.view.errorKey)}
        </p>
      ) : giftCard.view?.balance ? (
        <p className="bank-status" role="status">
          {t('giftcard.balance')}: {formatAmount(giftCard.view.balance)}
        </p>
      ) : null}
      {giftCard.end ? (
        <p className="bank-status" key={giftCard.screen.result} {...giftCard.getResultProps()}>
          {giftCard.message}
        </p>
      ) : null}
      <button className="card-pay" {...giftCard.getPayButtonProps()}>
        {giftCard.payButtonLabel}
      </button>
    </form>
  );
}

/** The parts of the order and what is left. */
function OrderLines() {
  const { t, formatAmount } = useI18n();
  const order = useOrder();
  if (order.status !== 'open' && order.status !== 'completed') return null;
  return (
    <div {...order.getSummaryProps({ className: 'bank-status', 'aria-live': 'polite' as const })}>
      {order.parts.map((part, index) => (
        <p key={index}>
          {t('partialPayment.paidWith', {
            lastFour: part.lastFour ?? '',
            amount: part.amount ? formatAmount(part.amount) : '',
          })}
        </p>
      ))}
      {order.remainingAmount ? (
        <p>{t('partialPayment.remainingBalance', { amount: formatAmount(order.remainingAmount) })}</p>
      ) : null}
    </div>
  );
}

/** A gift card (or meal voucher) paying within an order, the order's parts below. */
function GiftCardCheckout(props: GiftCardChoice) {
  return (
    <OrderProvider>
      <GiftCardForm {...props} />
      <OrderLines />
    </OrderProvider>
  );
}

export { GiftCardCheckout };
