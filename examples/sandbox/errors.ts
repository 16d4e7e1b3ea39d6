/**
 * Errors of the sandbox payment service. Every failure leaves the service as one JSON shape,
 * `{ status, errorCode, message, errorType }`, the shape the payment service uses.
 */

/** What kind of mistake an error reports. */
type SandboxErrorType = 'validation' | 'security' | 'configuration' | 'internal';

/** The JSON body of every error response. */
interface SandboxErrorBody {
  /** The HTTP status, repeated in the body. */
  status: number;
  /** A stable code, e.g. '901' for an invalid client key (see docs/sandbox.md). */
  errorCode: string;
  /** A readable explanation. */
  message: string;
  /** What kind of mistake it is. */
  errorType: SandboxErrorType;
}

/** The error codes the sandbox answers with, by name. */
const ERROR_CODES = {
  /** The body is not JSON. */
  malformedJson: '701',
  /** The body (or a parameter) does not match the route's schema. */
  invalidRequest: '702',
  /** The merchant API key is missing or unknown. */
  unauthorized: '000',
  /** The client key is missing or unknown. */
  invalidClientKey: '901',
  /** A card field could not be decrypted (tampered, foreign key, stale or future generationtime). */
  decryptionFailed: '174',
  /** The payment's encrypted card data (its JWE set or its card number) already paid or waits for the shopper. */
  cardDataReused: '175',
  /** The payment method type is not enabled or has no processor. */
  paymentMethodNotSupported: '905',
  /** The gift card is unknown or its PIN is wrong; a card number fails Luhn or its brand's length, or has no known brand. */
  invalidCard: '101',
  /** A card's security code is missing (when its brand requires one) or has the wrong length. */
  invalidSecurityCode: '103',
  /** The payment's card brand is not a brand of the card number (or of the stored card). */
  invalidCardBrand: '109',
  /** The merchant requires the card holder name and none was sent. */
  holderNameMissing: '128',
  /** A card's expiry date is malformed or in the past. */
  invalidExpiryDate: '140',
  /** A Korean card's password or tax number is missing or malformed. */
  invalidKoreanAuthentication: '150',
  /** A Brazilian card's socialSecurityNumber (CPF or CNPJ) is missing or has wrong check digits. */
  invalidSocialSecurityNumber: '151',
  /** Installments the session does not offer for the card's brand. */
  invalidInstallments: '152',
  /** The storedPaymentMethodId names no stored card of the session's shopper. */
  storedPaymentMethodNotFound: '803',
  /** The gift card's currency differs from the payment's currency. */
  currencyMismatch: '906',
  /** The sessionData is tampered, foreign or stale, or the session is unknown. */
  invalidSession: '720',
  /** The session's expiresAt has passed. */
  sessionExpired: '721',
  /** The session is already completed. */
  sessionCompleted: '722',
  /** The order is unknown, foreign, closed or does not belong to the session. */
  invalidOrder: '723',
  /** No pending action matches the submitted details, or a processor rejects them. */
  invalidDetails: '724',
  /** A Click to Pay stand-in's scheme refuses a call (its `reason`: CODE_INVALID, RETRIES_EXCEEDED…). */
  clickToPayRefused: '730',
  /**
   * An Amazon Pay checkout session another checkout created (another client key or session), or a
   * string signString is asked to sign that is not this checkout's button (docs/sandbox.md).
   */
  otherCheckout: '725',
  /** No route has this path. */
  notFound: '404',
  /** A route has this path but not this method. */
  methodNotAllowed: '405',
  /** The request body is larger than the service accepts. */
  payloadTooLarge: '413',
  /** A defect in the sandbox itself. */
  internal: '999',
} as const;

/** One of the sandbox error codes. */
type SandboxErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** An error that becomes an error response; throw it from any route or processor. */
class SandboxError extends Error {
  /** The HTTP status. */
  readonly status: number;
  /** The stable error code. */
  readonly errorCode: SandboxErrorCode;
  /** What kind of mistake it is. */
  readonly errorType: SandboxErrorType;
  /** Extra response headers (e.g. `Allow` for a 405). */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    errorCode: SandboxErrorCode,
    message: string,
    errorType: SandboxErrorType,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SandboxError';
    this.status = status;
    this.errorCode = errorCode;
    this.errorType = errorType;
    this.headers = headers;
  }

  /** The JSON body of this error. */
  toBody(): SandboxErrorBody {
    return {
      status: this.status,
      errorCode: this.errorCode,
      message: this.message,
      errorType: this.errorType,
    };
  }
}

/** 401 for a missing or unknown client key. */
function invalidClientKey(): SandboxError {
  return new SandboxError(401, ERROR_CODES.invalidClientKey, 'ERROR: Invalid ClientKey', 'security');
}

/** 401 for a missing or unknown merchant API key. */
function unauthorized(): SandboxError {
  return new SandboxError(401, ERROR_CODES.unauthorized, 'HTTP Status Response - Unauthorized', 'security');
}

/** 422 for a tampered, foreign or stale sessionData, or an unknown session. */
function invalidSession(): SandboxError {
  return new SandboxError(422, ERROR_CODES.invalidSession, 'Invalid session', 'validation');
}

/** 422 for a request that fails its schema. */
function invalidRequest(message: string): SandboxError {
  return new SandboxError(422, ERROR_CODES.invalidRequest, message, 'validation');
}

/** 422 for card data that cannot be decrypted; `reason` says why. */
function decryptionFailed(reason: string): SandboxError {
  return new SandboxError(
    422,
    ERROR_CODES.decryptionFailed,
    `Unable to decrypt data: ${reason}`,
    'validation',
  );
}

/** 422 for encrypted card data (a JWE set, or its card number alone) that was already accepted for a payment. */
function cardDataReused(part: 'set' | 'number' = 'set'): SandboxError {
  return new SandboxError(
    422,
    ERROR_CODES.cardDataReused,
    part === 'number'
      ? 'Encrypted card number already used for another payment: encrypt the card fields again for a new payment'
      : 'Encrypted card data already used: encrypt the card fields again for a new payment',
    'validation',
  );
}

/** 422 for a payment method type that is not enabled or has no processor. */
function paymentMethodNotSupported(): SandboxError {
  return new SandboxError(
    422,
    ERROR_CODES.paymentMethodNotSupported,
    'Payment details are not supported',
    'validation',
  );
}

/** 422 for an unknown, foreign or closed order. */
function invalidOrder(message = 'Invalid order'): SandboxError {
  return new SandboxError(422, ERROR_CODES.invalidOrder, message, 'validation');
}

/** 422 '724' for details (or a paymentData) that no pending action accepts. */
function invalidDetails(message = 'No pending payment matches these details'): SandboxError {
  return new SandboxError(422, ERROR_CODES.invalidDetails, message, 'validation');
}

/** 403 '725' for an Amazon Pay call that is not this checkout's; `reason` says why. */
function otherCheckout(reason: string): SandboxError {
  return new SandboxError(403, ERROR_CODES.otherCheckout, `Not this checkout's: ${reason}`, 'security');
}

/** 404 for a page or file the sandbox does not have (an unknown voucher, a finished bank page). */
function notFound(message: string): SandboxError {
  return new SandboxError(404, ERROR_CODES.notFound, message, 'validation');
}

/** The SandboxError for any thrown value; anything that is not a SandboxError becomes a 500. */
function toSandboxError(error: unknown): SandboxError {
  if (error instanceof SandboxError) return error;
  return new SandboxError(500, ERROR_CODES.internal, 'Internal sandbox error', 'internal');
}

export {
  ERROR_CODES,
  SandboxError,
  cardDataReused,
  decryptionFailed,
  toSandboxError,
  invalidClientKey,
  invalidDetails,
  invalidOrder,
  invalidRequest,
  invalidSession,
  notFound,
  otherCheckout,
  paymentMethodNotSupported,
  unauthorized,
};
export type { SandboxErrorBody, SandboxErrorCode, SandboxErrorType };
