/**
 * Errors of the back-office API. Every failure leaves the service as one JSON shape,
 * `{ status, errorCode, message, details? }` (docs/backoffice-api.md, "Base, auth and errors").
 */

/** One problem of a malformed request: where (dot path) and what. */
interface ErrorDetail {
  path: string;
  message: string;
}

/** The JSON body of every error response. */
interface ApiErrorBody {
  status: number;
  errorCode: string;
  message: string;
  details?: ErrorDetail[];
}

/** An error that becomes an error response; throw it from any route. */
class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly details: ErrorDetail[] | undefined;
  /** Extra response headers (`Allow` on a 405). */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    errorCode: string,
    message: string,
    details?: ErrorDetail[],
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.details = details;
    this.headers = headers;
  }

  /** The JSON body of this error. */
  toBody(): ApiErrorBody {
    return {
      status: this.status,
      errorCode: this.errorCode,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

/** 400: a malformed body or query; `details` names each problem. */
function badRequest(message: string, details?: ErrorDetail[]): ApiError {
  return new ApiError(400, 'bad_request', message, details);
}

/** 400 for one value at one path. */
function invalidAt(path: string, message: string): ApiError {
  return badRequest(`Invalid request: ${path}: ${message}`, [{ path, message }]);
}

/** 401: no valid token. */
function unauthorized(message = 'A valid token is required'): ApiError {
  return new ApiError(401, 'unauthorized', message);
}

/** 403: outside the required group. */
function forbidden(message: string): ApiError {
  return new ApiError(403, 'forbidden', message);
}

/** 404: an unknown id or route. */
function notFound(message: string): ApiError {
  return new ApiError(404, 'not_found', message);
}

/** 409: a conflict. */
function conflict(message: string): ApiError {
  return new ApiError(409, 'conflict', message);
}

/** A PostgreSQL error's SQLSTATE (five characters), or undefined for anything else. */
function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The ApiError for any thrown value. A PostgreSQL data exception (SQLSTATE class 22: a value out of
 * range, a NUL in a text, an invalid date) comes from a value the request sent: 400 with the
 * database's reason. Anything else unexpected becomes a 500.
 */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (sqlStateOf(error)?.startsWith('22')) {
    const reason = error instanceof Error ? error.message : 'invalid value';
    return badRequest(`Invalid value: ${reason}`, [{ path: '(root)', message: reason }]);
  }
  return new ApiError(500, 'internal', 'Internal back-office error');
}

export { ApiError, badRequest, conflict, forbidden, invalidAt, notFound, toApiError, unauthorized };
export type { ApiErrorBody, ErrorDetail };
