import * as ERROR_TEXTS from '../../errors/error-texts';
import { PAYPAL_INSTANCE_MISMATCH } from './paypal.instance';

/** The spec's texts of PayPal's errors (section 8). */
const PAYPAL_ERRORS = {
  submitNotSupported: ERROR_TEXTS.submitNotSupported,
  instanceMismatch: PAYPAL_INSTANCE_MISMATCH,
  unavailable: 'PayPal: the SDK script did not define paypal.Buttons',
  missingClientId: "PayPal needs a client id (the clientId option or the payment method's configuration)",
} as const;

export { PAYPAL_ERRORS, PAYPAL_INSTANCE_MISMATCH };
