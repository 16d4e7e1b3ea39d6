import { CHECKOUT_ERROR_MESSAGES } from './checkout-error';
import {
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
} from './error-texts';

/**
 * The developer-facing texts of the error catalogue (spec section 8) that belong to the core, in
 * one object for merchants. Shopper-facing texts are message keys in the i18n catalogue instead.
 * The SDK's own code imports the texts it raises one by one (`CHECKOUT_ERROR_MESSAGES`, and the
 * namespace of error-texts.ts), so a page carries only the texts of the flows it has.
 */
const ERROR_MESSAGES = {
  ...CHECKOUT_ERROR_MESSAGES,
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
} as const;

export { ERROR_MESSAGES };
