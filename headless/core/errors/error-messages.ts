import { CHECKOUT_ERROR_MESSAGES } from './checkout-error';

/**
 * The developer-facing texts of the error catalogue (spec section 8) that belong to the core.
 * Shopper-facing texts are message keys in the i18n catalogue instead. The checkout's own texts
 * (`CHECKOUT_ERROR_MESSAGES`) are part of it; the others are here, so a page carries them only with
 * the flows that raise them.
 */
const ERROR_MESSAGES = {
  ...CHECKOUT_ERROR_MESSAGES,
  couldNotSubmit: 'Could not submit the payment',
  encryptionTimedOut: 'Secured fields: the card data took too long to encrypt',
  rootNodeNotFound: 'Component could not mount. Root node was not found',
  riskNodeNotFound: 'RiskModule node was not found',
  invalidActionNoType:
    'handleAction::Invalid Action - the passed action object does not have a "type" property',
  invalidActionWholeResponse:
    'handleAction::Invalid Action - you passed the whole payment response to handleAction; pass response.action instead',
  invalidAction: 'Invalid Action',
  noToken: 'No token was provided',
  /** A submit() of a method whose provider's buttons pay (PayPal). */
  submitNotSupported: 'Calling submit() is not supported for this payment method',
  noActivePaymentMethod: 'No active payment method.',
  noPaymentMethodComponent: 'No Payment Method component was passed',
  notRenderableInDropin: (type: string) =>
    `'${type}' is left out of the drop-in: its fields (details) are not supported by this SDK`,
  notACheckoutComponent: (name: string) => `${name} is not a valid Checkout Component`,
  invalidSession: 'Invalid session',
  couldNotCheckStatus: 'Could not check the payment status',
  successWithoutPayload: 'successful result, but no payload in response',
  errorWithoutPayload: 'error result with no payload in response',
  paymentExpired: 'Payment Expired',
  paymentFailed: 'Payment failed',
  paymentRefused: 'Payment refused',
  redirectFailed: 'Redirect failed',
  /** The code of an action's view (a chunk the app's bundler split) could not load. */
  actionNotLoaded: 'The action could not be shown: its code did not load',
  /** An action's view failed before its action ended. */
  actionFailed: 'The action could not be shown',
  klarnaNotCompleted: 'Klarna: the shopper closed the authorization without an answer',
  klarnaUnavailable: 'Klarna: the widget script did not define Klarna.Payments',
  datasetUnavailable: (dataset: string) => `Dataset ${dataset} is not available`,
  networkError: (path: string) => `Network error while calling ${path}`,
  requestAborted: 'Request aborted',
} as const;

export { ERROR_MESSAGES };
