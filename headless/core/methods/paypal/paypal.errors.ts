import { ERROR_MESSAGES } from '../../errors/error-messages';

/** The instance check's text (spec section 8): apart, so the action view carries only this string. */
const PAYPAL_INSTANCE_MISMATCH =
  'The instance of the PayPal component being used is not the same which started the payment';

/** The spec's texts of PayPal's errors (section 8). */
const PAYPAL_ERRORS = {
  submitNotSupported: ERROR_MESSAGES.submitNotSupported,
  instanceMismatch: PAYPAL_INSTANCE_MISMATCH,
  unavailable: 'PayPal: the SDK script did not define paypal.Buttons',
  missingClientId: "PayPal needs a client id (the clientId option or the payment method's configuration)",
} as const;

export { PAYPAL_ERRORS, PAYPAL_INSTANCE_MISMATCH };
