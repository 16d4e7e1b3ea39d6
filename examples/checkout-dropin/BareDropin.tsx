import {
  useDropin,
  useDropinItem,
  useI18n,
  useStoredMethodRemoval,
  type DropinItem,
  type GiftCardView,
  type StoredPaymentMethod,
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

/** A gift card's balance once checked, or why it cannot pay ('This gift card has zero balance'). */
function BalanceLine({ view }: { view: unknown }) {
  const { t, formatAmount } = useI18n();
  const balance = view as Partial<Pick<GiftCardView, 'balance' | 'errorKey'>> | null;
  if (balance?.errorKey) return <p role="alert">{t(balance.errorKey)}</p>;
  return balance?.balance ? (
    <p role="status">
      {t('giftcard.balance')}: {formatAmount(balance.balance)}
    </p>
  ) : null;
}

/** A stored method's 'Remove' and its confirmation, in the shop's markup (when the session allows it). */
function ShopRemove({ item, disabled }: { item: DropinItem; disabled: boolean }) {
  const { t } = useI18n();
  const removal = useStoredMethodRemoval(item.paymentMethod as StoredPaymentMethod);
  if (!removal.removable || removal.status === 'removed') return null;
  if (removal.status === 'confirming' || removal.status === 'removing')
    return (
      <div {...removal.getConfirmationProps({ className: 'shop-remove' })}>
        <p {...removal.getQuestionProps()}>{t('storedPaymentMethod.disable.confirmation')}</p>
        <button {...removal.getConfirmButtonProps({ className: 'card-secondary' })}>
          {t('storedPaymentMethod.disable.confirmButton')}
        </button>{' '}
        <button {...removal.getCancelButtonProps({ className: 'card-secondary' })}>
          {t('storedPaymentMethod.disable.cancelButton')}
        </button>
      </div>
    );
  return (
    <>
      <button {...removal.getRemoveButtonProps({ className: 'card-secondary' })} disabled={disabled}>
        {t('storedPaymentMethod.disable.button')}
      </button>
      {removal.status === 'error' ? <p {...removal.getErrorProps()}>{removal.message}</p> : null}
    </>
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
  const { screen } = dropin;
  if (screen.name === 'loading') return <p role="status">{t('loading')}</p>;
  if (screen.name === 'success' || screen.name === 'error' || screen.name === 'custom')
    return (
      // Focus moves here (getScreenProps): the shopper lands on the end.
      <p
        {...dropin.getScreenProps({
          className: 'bank-status',
          role: screen.name === 'error' ? 'alert' : 'status',
        })}
      >
        {screen.message ?? (screen.messageKey ? t(screen.messageKey) : '')}
      </p>
    );
  const { order } = dropin;
  return (
    <div {...dropin.getScreenProps({ className: 'shop-dropin' })}>
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
            <span {...dropin.getItemProps(item, { className: 'shop-method' })}>{item.label}</span>
            {dropin.selected?.key === item.key ? (
              <>
                <MethodCheckoutView method={dropin.active as unknown as Method} part="dropin" />
                <BalanceLine view={dropin.active.view} />
                {item.kind === 'stored' ? <ShopRemove item={item} disabled={dropin.paying !== null} /> : null}
              </>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

export { BareDropin };
