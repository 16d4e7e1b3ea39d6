import { useI18n, useStoredMethodRemoval, type UseStoredMethodRemovalOptions } from 'headless-checkout';
import type { StoredPaymentMethod } from 'headless-checkout';

/** Props of RemoveStoredMethod. */
interface RemoveStoredMethodProps extends UseStoredMethodRemovalOptions {
  /** The stored method the shopper may remove. */
  storedPaymentMethod: Pick<StoredPaymentMethod, 'id' | 'supportedShopperInteractions'>;
  /** Disables the button (a payment with the method runs). */
  disabled?: boolean;
}

/**
 * The stored method's 'Remove' button and its confirmation ('Remove stored payment method?',
 * 'Yes, remove', 'Cancel'), when the merchant enabled removal and the method is one-click;
 * nothing otherwise. A failure is announced and the method stays.
 */
function RemoveStoredMethod({ storedPaymentMethod, disabled = false, ...options }: RemoveStoredMethodProps) {
  const removal = useStoredMethodRemoval(storedPaymentMethod, options);
  const { t } = useI18n();
  if (!removal.removable || removal.status === 'removed') return null;
  const asking = removal.status === 'confirming' || removal.status === 'removing';
  return (
    <div className="hc-remove-stored" data-state={removal.status}>
      {asking ? (
        <div {...removal.getConfirmationProps({ className: 'hc-remove-stored__confirmation' })}>
          <p {...removal.getQuestionProps({ className: 'hc-remove-stored__question' })}>
            {t('storedPaymentMethod.disable.confirmation')}
          </p>
          <div className="hc-action__buttons">
            <button {...removal.getConfirmButtonProps({ className: 'hc-button hc-button--danger' })}>
              {t('storedPaymentMethod.disable.confirmButton')}
            </button>
            <button {...removal.getCancelButtonProps({ className: 'hc-button' })}>
              {t('storedPaymentMethod.disable.cancelButton')}
            </button>
          </div>
        </div>
      ) : (
        <button
          {...removal.getRemoveButtonProps({
            className: 'hc-button hc-button--small hc-remove-stored__button',
          })}
          disabled={disabled}
        >
          {t('storedPaymentMethod.disable.button')}
        </button>
      )}
      {removal.status === 'error' ? (
        <p {...removal.getErrorProps({ className: 'hc-field__error hc-remove-stored__error' })}>
          {removal.message}
        </p>
      ) : null}
    </div>
  );
}

export { RemoveStoredMethod };
export type { RemoveStoredMethodProps };
