/*
 * The developer-facing texts of the error catalogue (spec section 8) that belong to the core, one
 * export each: the code that raises an error imports this module as a namespace
 * (`import * as ERROR_TEXTS from '../errors/error-texts'`), so a page's bundle keeps the texts of
 * the flows it has and no others. `ERROR_MESSAGES` (error-messages.ts) gathers them for merchants.
 */
const couldNotSubmit = 'Could not submit the payment';

const encryptionTimedOut = 'Secured fields: the card data took too long to encrypt';

const rootNodeNotFound = 'Component could not mount. Root node was not found';

const riskNodeNotFound = 'RiskModule node was not found';

const invalidActionNoType =
  'handleAction::Invalid Action - the passed action object does not have a "type" property';

const invalidActionWholeResponse =
  'handleAction::Invalid Action - you passed the whole payment response to handleAction; pass response.action instead';

const invalidAction = 'Invalid Action';

const noToken = 'No token was provided';

/** A submit() of a method whose provider's buttons pay (PayPal). */
const submitNotSupported = 'Calling submit() is not supported for this payment method';

const noActivePaymentMethod = 'No active payment method.';

const noPaymentMethodComponent = 'No Payment Method component was passed';

const notRenderableInDropin = (type: string) =>
  `'${type}' is left out of the drop-in: its fields (details) are not supported by this SDK`;

const notACheckoutComponent = (name: string) => `${name} is not a valid Checkout Component`;

const invalidSession = 'Invalid session';

const couldNotCheckStatus = 'Could not check the payment status';

const successWithoutPayload = 'successful result, but no payload in response';

const errorWithoutPayload = 'error result with no payload in response';

const paymentExpired = 'Payment Expired';

const paymentFailed = 'Payment failed';

const paymentRefused = 'Payment refused';

const redirectFailed = 'Redirect failed';

/** The code of an action's view (a chunk the app's bundler split) could not load. */
const actionNotLoaded = 'The action could not be shown: its code did not load';

/** An action's view failed before its action ended. */
const actionFailed = 'The action could not be shown';

const klarnaNotCompleted = 'Klarna: the shopper closed the authorization without an answer';

const klarnaUnavailable = 'Klarna: the widget script did not define Klarna.Payments';

const datasetUnavailable = (dataset: string) => `Dataset ${dataset} is not available`;

const networkError = (path: string) => `Network error while calling ${path}`;

const requestAborted = 'Request aborted';

export {
  couldNotSubmit,
  encryptionTimedOut,
  rootNodeNotFound,
  riskNodeNotFound,
  invalidActionNoType,
  invalidActionWholeResponse,
  invalidAction,
  noToken,
  submitNotSupported,
  noActivePaymentMethod,
  noPaymentMethodComponent,
  notRenderableInDropin,
  notACheckoutComponent,
  invalidSession,
  couldNotCheckStatus,
  successWithoutPayload,
  errorWithoutPayload,
  paymentExpired,
  paymentFailed,
  paymentRefused,
  redirectFailed,
  actionNotLoaded,
  actionFailed,
  klarnaNotCompleted,
  klarnaUnavailable,
  datasetUnavailable,
  networkError,
  requestAborted,
};
