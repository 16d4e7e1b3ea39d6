import {
  useDropin,
  useDropinItem,
  useI18n,
  type DropinItem,
  type UseDropinOptions,
  type UseDropinResult,
} from 'headless-checkout';
import { MethodCheckoutView, type Method } from '../checkout-hooks/MethodCheckout';

/** A wallet above the divider: its button, drawn by the wallet's script into the shop's container. */
function Wallet({ dropin, item }: { dropin: UseDropinResult; item: DropinItem }) {
  const wallet = useDropinItem(dropin, item);
  if (wallet.available === false) return null;
  return (
    <div role="group" aria-label={item.name} className="shop-wallet">
      <div {...wallet.getContainerProps('button')} />
      {wallet.message ? (
        <p className="bank-status" key={wallet.screen.result} {...wallet.getResultProps()}>
          {wallet.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The shop's own drop-in (`?page=hooks`): useDropin's list as the shop's radio buttons, the open
 * method's form drawn from its layout by the shop's markup (the hooks example's
 * MethodCheckoutView), the wallets above 'or pay with', and the shop's own end screens.
 */
function BareDropin(options: UseDropinOptions) {
  const { t, formatAmount } = useI18n();
  const dropin = useDropin(options);
  if (dropin.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (dropin.status === 'success')
    return (
      <p className="bank-status" role="status" tabIndex={-1} ref={(element) => element?.focus()}>
        {t('payment.success')}
      </p>
    );
  if (dropin.status === 'error')
    return (
      <p className="bank-status" role="alert">
        {dropin.error?.message ?? t('error.message.unknown')}
      </p>
    );
  const { order } = dropin;
  return (
    <div className="shop-dropin">
      {dropin.instant.map((item) => (
        <Wallet key={item.key} dropin={dropin} item={item} />
      ))}
      {dropin.instant.length > 0 ? <p className="shop-divider">{t('dropin.orPayWith')}</p> : null}
      {order.status === 'open' && order.remainingAmount ? (
        <p role="status">
          {t('partialPayment.remainingBalance', { amount: formatAmount(order.remainingAmount) })}
        </p>
      ) : null}
      <div {...dropin.getListProps({ className: 'shop-methods' })}>
        {[...dropin.stored, ...dropin.methods].map((item) => (
          <div key={item.key} className="shop-method-item">
            <span {...dropin.getItemProps(item, { className: 'shop-method' })}>
              {item.kind === 'stored'
                ? `${item.name} •••• ${String((item.paymentMethod as { lastFour?: string }).lastFour ?? '')}`
                : item.name}
            </span>
            {dropin.selected?.key === item.key ? (
              <MethodCheckoutView method={dropin.active as unknown as Method} part="dropin" />
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

export { BareDropin };
