/** The four kinds of error the SDK raises (spec section 8). */
type CheckoutErrorType = 'NETWORK_ERROR' | 'CANCEL' | 'IMPLEMENTATION_ERROR' | 'ERROR';

const CHECKOUT_ERROR_TYPES: readonly CheckoutErrorType[] = [
  'NETWORK_ERROR',
  'CANCEL',
  'IMPLEMENTATION_ERROR',
  'ERROR',
];

/**
 * The developer-facing texts of the errors the checkout itself raises: bad options, a submit with no
 * way to pay, an error of unknown shape. The whole catalogue is `ERROR_MESSAGES` (error-messages.ts).
 */
const CHECKOUT_ERROR_MESSAGES = {
  keyEnvironmentMismatch: (prefix: string, environment: string) =>
    `Error: you are using a '${prefix}' clientKey against the '${environment}' environment`,
  noClientKey: 'No clientKey available',
  invalidClientKey: 'ERROR: Invalid ClientKey',
  unknown: 'An unknown error occurred',
  noSessionNoSubmit:
    'Could not submit the payment: configure a session, or pass an onSubmit callback (advanced flow)',
  checkoutCompleted:
    'The checkout is complete: a payment on this page succeeded (a new order needs a new session)',
  methodNotOffered: (type: string) => `The payment methods do not offer '${type}': its form is not shown`,
  sessionAndCallbacks: 'Pass either a session or the onSubmit callback, not both',
  removalWithoutDisable:
    'showRemovePaymentMethodButton needs a session or an onDisableStoredPaymentMethod callback (advanced flow)',
  notRemovable: (id: string) => `The stored payment method '${id}' cannot be removed here`,
  amountDiffersFromSession: (option: string, session: string) =>
    `The amount option (${option}) is not the session's amount (${session}): the session's amount is shown and charged. Create the session with the amount to charge, or pass the session's amount`,
  invalidEnvironment: (environment: string) =>
    `Invalid environment '${environment}': use test, live, live-us, live-au, live-apse, live-in or an http(s) URL`,
} as const;

/** Details a service error response carries (spec section 7). */
interface ServiceErrorDetails {
  /** The service's error code, e.g. '901'. */
  errorCode?: string;
  /** The service's error category, e.g. 'validation'. */
  errorType?: string;
  /** The HTTP status of the response. */
  status?: number;
}

/** Options of a CheckoutError. */
interface CheckoutErrorOptions extends ServiceErrorDetails {
  /** The underlying error or value. */
  cause?: unknown;
}

/** The one error class the SDK raises: a type from the catalogue, a message, and service details. */
class CheckoutError extends Error {
  /** The error's kind. */
  readonly type: CheckoutErrorType;
  /** The service's error code, when the error came from a response. */
  readonly errorCode?: string;
  /** The service's error category, when the error came from a response. */
  readonly errorType?: string;
  /** The HTTP status, when the error came from a response. */
  readonly status?: number;

  constructor(type: CheckoutErrorType, message?: string, options: CheckoutErrorOptions = {}) {
    super(message ?? type, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CheckoutError';
    this.type = type;
    if (options.errorCode !== undefined) this.errorCode = options.errorCode;
    if (options.errorType !== undefined) this.errorType = options.errorType;
    if (options.status !== undefined) this.status = options.status;
  }
}

/** True for a CheckoutError (also across bundle copies, by name and type). */
function isCheckoutError(value: unknown): value is CheckoutError {
  return (
    value instanceof CheckoutError ||
    (value instanceof Error &&
      value.name === 'CheckoutError' &&
      CHECKOUT_ERROR_TYPES.includes((value as { type?: CheckoutErrorType }).type as CheckoutErrorType))
  );
}

export { CHECKOUT_ERROR_TYPES, CheckoutError, CHECKOUT_ERROR_MESSAGES, isCheckoutError };
export type { CheckoutErrorOptions, CheckoutErrorType, ServiceErrorDetails };
