import { useI18n, useOrder, type UseOrderResult } from 'headless-checkout';

/** Props of OrderSummary. */
interface OrderSummaryProps {
  /** The order to show (a drop-in's `order`); by default the OrderProvider's around. */
  order?: UseOrderResult;
  /** Shows a button that cancels the open order (its parts go back to their cards); default false. */
  cancelButton?: boolean;
  /** An extra class name. */
  className?: string;
}

/**
 * The partial-payment summary of the OrderProvider around (spec section 2): per part paid, its last
 * four digits and the amount it paid ('Paid with card ending in 0010: €50.00'), the remaining
 * amount below, and while the order is open the hint to pay the rest with another method.
 * Nothing before the first partial payment.
 */
function OrderSummary({ order, ...props }: OrderSummaryProps) {
  return order ? <OrderSummaryView order={order} {...props} /> : <ProvidedOrderSummary {...props} />;
}

/** The summary of the OrderProvider's order. */
function ProvidedOrderSummary(props: Omit<OrderSummaryProps, 'order'>) {
  const order = useOrder();
  return <OrderSummaryView order={order} summaryProps={order.getSummaryProps()} {...props} />;
}

/** The summary of an order. */
function OrderSummaryView({
  order,
  cancelButton = false,
  className,
  summaryProps,
}: Omit<OrderSummaryProps, 'order'> & {
  order: UseOrderResult;
  /** The provided order's summary props (focused after each part paid). */
  summaryProps?: { id: string; tabIndex: -1 };
}) {
  const { t, formatAmount } = useI18n();
  if (order.status !== 'open' && order.status !== 'completed') return null;
  const classes = ['hc-order-summary', className].filter(Boolean).join(' ');
  return (
    <section
      {...summaryProps}
      className={classes}
      data-state={order.status}
      aria-live="polite"
      aria-busy={order.loading}
    >
      <ul className="hc-order-summary__parts">
        {order.parts.map((part, index) => (
          <li key={`${part.type}-${part.lastFour ?? ''}-${index}`} className="hc-order-summary__part">
            {t('partialPayment.paidWith', {
              lastFour: part.lastFour ?? '',
              amount: part.amount ? formatAmount(part.amount) : '',
            })}
          </li>
        ))}
      </ul>
      {order.remainingAmount ? (
        <p className="hc-order-summary__remaining">
          {t('partialPayment.remainingBalance', { amount: formatAmount(order.remainingAmount) })}
        </p>
      ) : null}
      {order.status === 'open' ? (
        <p className="hc-order-summary__hint">{t('partialPayment.warning')}</p>
      ) : null}
      {order.status === 'open' && cancelButton ? (
        <button
          type="button"
          className="hc-button hc-button--small hc-order-summary__cancel"
          disabled={order.loading}
          onClick={order.cancel}
        >
          {t('cancel')}
        </button>
      ) : null}
    </section>
  );
}

export { OrderSummary };
export type { OrderSummaryProps };
