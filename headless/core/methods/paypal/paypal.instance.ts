/**
 * The instance check's text (spec section 8), apart from PayPal's other errors: the action view
 * (on every page that runs actions) carries only this string.
 */
const PAYPAL_INSTANCE_MISMATCH =
  'The instance of the PayPal component being used is not the same which started the payment';

export { PAYPAL_INSTANCE_MISMATCH };
