import { useCard, useI18n, type UseCardOptions, type UseCardResult } from 'headless-checkout';
import { CardFormShell } from './CardFormShell';
import { BrandBadge } from './BrandIcons';
import { ErrorPanel } from './ErrorPanel';
import { SecurityCodeField } from './Field';
import { useOnChange, type StoredCard } from './hook-adapters';
import { PaymentMessage } from './PaymentMessage';
import { RemoveStoredMethod } from './RemoveStoredMethod';
import { PayButton, type PayButtonStatus } from './PayButton';
import { useSecuredFieldTheme } from './secured-field-theme';

/** Props of StoredCardForm: the stored card and every other `useCard` option. */
interface StoredCardFormProps extends Omit<UseCardOptions, 'storedPaymentMethod'> {
  /** The stored card to pay with (from the payment methods response's `storedPaymentMethods`). */
  storedPaymentMethod: StoredCard;
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** Renders the pay button (type submit) at the end of the form; default true. */
  payButton?: boolean;
  /** false keeps the error panel for screen readers only; default true. */
  showErrorPanel?: boolean;
  /** An extra class name on the form. */
  className?: string;
  /**
   * Called once the shopper removed the card (offered when the checkout's
   * `showRemovePaymentMethodButton` is on): the checkout's stored methods no longer list it, so
   * move focus to what your page shows instead.
   */
  onRemoved?: (storedPaymentMethod: { id: string }) => void;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The stored card's expiry as printed on it, `MM/YY` ('' when the stored card has none). */
function storedExpiry(stored: StoredCard): string {
  const month = text(stored.expiryMonth);
  const year = text(stored.expiryYear);
  return month && year ? `${month.padStart(2, '0')}/${year.slice(-2)}` : '';
}

/** The stored card's header: brand, 'Stored card ending in 1111', read-only expiry. */
function StoredCardSummary({ card, stored }: { card: UseCardResult; stored: StoredCard }) {
  const { t } = useI18n();
  const lastFour = text(stored.lastFour);
  const expiry = storedExpiry(stored);
  return (
    <div className="hc-stored-card">
      {card.brand ? <BrandBadge brand={card.brand} name={card.getBrandName(card.brand)} /> : null}
      <p className="hc-stored-card__description">{t('creditCard.storedCard.description', { lastFour })}</p>
      {expiry ? (
        <dl className="hc-stored-card__details">
          <div className="hc-stored-card__detail">
            <dt>{t('creditCard.expiryDateField.title')}</dt>
            <dd>{expiry}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}

/**
 * Pay with a stored card: its brand, last four digits and read-only expiry, and the security code
 * only (none when the brand has no code), with the error panel and the pay button; its Remove
 * button with a confirmation when the merchant enabled removal (`showRemovePaymentMethodButton`).
 */
function StoredCardForm({
  storedPaymentMethod,
  onPaymentStatus,
  payButton = true,
  showErrorPanel = true,
  className,
  onRemoved,
  ...options
}: StoredCardFormProps) {
  const [themeRef, theme] = useSecuredFieldTheme();
  const card = useCard(
    { ...options, storedPaymentMethod, securedFieldStyles: options.securedFieldStyles ?? theme },
    { subscribe: 'form' },
  );
  useOnChange(card.status, onPaymentStatus);

  const classes = className
    ? `hc-card-form hc-card-form--stored ${className}`
    : 'hc-card-form hc-card-form--stored';
  return (
    <CardFormShell card={card} className={classes} formRef={themeRef}>
      <StoredCardSummary card={card} stored={storedPaymentMethod} />
      {card.status === 'success' ? null : (
        // Not while its payment runs; gone once it paid.
        <RemoveStoredMethod
          storedPaymentMethod={storedPaymentMethod}
          disabled={card.status === 'loading'}
          {...(onRemoved ? { onRemoved } : {})}
        />
      )}
      <SecurityCodeField card={card} />
      <ErrorPanel errors={card.errors} visible={showErrorPanel} />
      <PaymentMessage key={card.screen.result} payment={card} />
      {payButton ? <PayButton status={card.status} amount={card.state.options.amount} /> : null}
    </CardFormShell>
  );
}

export { StoredCardForm };
export type { StoredCardFormProps };
