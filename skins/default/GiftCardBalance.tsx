import { useI18n, type UseGiftCardResult } from 'headless-checkout';

/** Props of GiftCardBalance. */
interface GiftCardBalanceProps {
  /** What `useGiftCard` returned: its balance step (`view`: balance, remaining balance, error). */
  giftCard: Pick<UseGiftCardResult, 'view'>;
}

/**
 * A gift card's balance once checked ('Gift card balance', and what the card keeps after paying:
 * 'Remaining balance: {amount}'), or the balance flow's error ('This gift card has zero balance',
 * 'We have no gift card with this number', 'Gift cards are only valid in the currency they were
 * issued in', 'An unknown error occurred'), announced. Nothing before a check.
 */
function GiftCardBalance({ giftCard }: GiftCardBalanceProps) {
  const { t, formatAmount } = useI18n();
  const view = giftCard.view;
  if (view?.errorKey) {
    return (
      <p className="hc-result hc-giftcard-balance" data-state="error" role="alert">
        <span className="hc-result__icon" aria-hidden="true">
          !
        </span>
        <span className="hc-result__text">{t(view.errorKey)}</span>
      </p>
    );
  }
  if (!view?.balance) return null;
  // Plain lines: the skin's stylesheet (which the card's page loads too) has no rule of its own for them.
  return (
    <div className="hc-giftcard-balance" data-state="ready" role="status">
      <p>
        {t('giftcard.balance')}: <strong>{formatAmount(view.balance)}</strong>
      </p>
      {view.remainingBalance ? (
        <p>{t('giftcard.remainingBalance', { amount: formatAmount(view.remainingBalance) })}</p>
      ) : null}
    </div>
  );
}

export { GiftCardBalance };
export type { GiftCardBalanceProps };
