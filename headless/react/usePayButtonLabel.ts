import { payButtonLabelOf, type PayButtonLabelOptions } from 'headless-checkout/core';
import { useI18n } from './useI18n';

/**
 * The pay button's label in the shopper's language, by the core's rules (`payButtonLabelOf`):
 * 'Pay €120.00', 'Processing payment…', 'Paid', 'Save details', 'Continue to iDEAL'…
 */
function usePayButtonLabel(options: PayButtonLabelOptions): string {
  const { t, formatAmount } = useI18n();
  const { key, amount, name } = payButtonLabelOf(options);
  return t(key, {
    ...(amount ? { amount: formatAmount(amount) } : {}),
    ...(name !== undefined ? { name } : {}),
  });
}

export { usePayButtonLabel };
