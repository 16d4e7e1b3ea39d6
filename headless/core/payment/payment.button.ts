import type { Amount } from '../amount/amount';
import type { MessageKey } from '../i18n/messages';
import type { ElementStatus } from './payment.machine';

/** What a pay button reads: a message key, with the amount or the method's name it names. */
interface PayButtonLabel {
  /** The message. */
  key: MessageKey;
  /** The amount of 'Pay {amount}'. */
  amount?: Amount;
  /** The method of 'Continue to {name}' / 'Preauthorize with {name}'. */
  name?: string;
}

/** Options of payButtonLabelOf. */
interface PayButtonLabelOptions {
  /** The payment's element status. */
  status: ElementStatus;
  /** The amount to pay; 0 stores the details (or preauthorizes) without a charge. */
  amount?: Amount | undefined;
  /** A method that pays elsewhere (an issuer list without issuers, an app): 'Continue to {name}'. */
  continueTo?: string | undefined;
  /** A method's own label while ready (Bacs: 'Continue', then 'Confirm {amount}'); it wins over the rest. */
  ready?: PayButtonLabel | undefined;
}

/**
 * The pay button's label (spec section 2), the same for every skin: progress while the payment is
 * submitted or redirects, 'Paid' after success; else the method's own label (`ready`: Bacs's 'Continue'
 * and 'Confirm {amount}'), 'Continue to {name}' for a method that pays
 * elsewhere ('Preauthorize with {name}' at amount 0), 'Save details' at amount 0, 'Pay {amount}',
 * or 'Pay' with no amount.
 */
function payButtonLabelOf({ status, amount, continueTo, ready }: PayButtonLabelOptions): PayButtonLabel {
  if (status === 'loading') return { key: 'payButton.processing' };
  if (status === 'redirect') return { key: 'payButton.redirecting' };
  if (status === 'success') return { key: 'payButton.completed' };
  if (ready) return ready;
  const zero = amount !== undefined && amount.value === 0;
  if (continueTo) return { key: zero ? 'preauthorizeWith' : 'continueTo', name: continueTo };
  if (zero) return { key: 'payButton.saveDetails' };
  if (amount) return { key: 'payButton.withAmount', amount };
  return { key: 'payButton' };
}

/**
 * How long a button shows its completed state after its click (spec section 4: 1000 ms by
 * default): the copy buttons' 'Copied'.
 */
const BUTTON_COMPLETED_MS = 1_000;

export { BUTTON_COMPLETED_MS, payButtonLabelOf };
export type { PayButtonLabel, PayButtonLabelOptions };
