// The failures of a back-office call. Messages are the spec's names (section 8); the status, the
// endpoint, the request and the server's error body travel on the error.
import * as v from 'valibot';
import type { ApiErrorBody } from './schemas';

/** Where a failure happened. */
interface BackofficeErrorContext {
  /** Name of the endpoint table entry, e.g. `'creators.get'`. */
  endpoint: string;
  /** HTTP method of the request. */
  method: string;
  /** Full URL of the request. */
  url: string;
  /** HTTP status of the answer; `null` when there was none (network failure, abort). */
  status?: number | null;
  /** The server's error body, when it sent one of the documented shape. */
  body?: ApiErrorBody | undefined;
  /** The underlying error, if any. */
  cause?: unknown;
}

/** Base class of every back-office failure. */
class BackofficeError extends Error {
  override name = 'BackofficeError';
  /** HTTP status of the answer; `null` when there was none. */
  readonly status: number | null;
  /** Name of the endpoint table entry. */
  readonly endpoint: string;
  /** HTTP method of the request. */
  readonly method: string;
  /** Full URL of the request. */
  readonly url: string;
  /** The server's `ApiErrorBody`, when present. */
  readonly body: ApiErrorBody | undefined;

  constructor(message: string, context: BackofficeErrorContext) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.status = context.status ?? null;
    this.endpoint = context.endpoint;
    this.method = context.method;
    this.url = context.url;
    this.body = context.body;
  }
}

type ErrorClass = new (context: BackofficeErrorContext) => BackofficeError;
/** A subclass of BackofficeError with a fixed name and message. */
function namedError<const Name extends string>(name: Name, message: string) {
  return class extends BackofficeError {
    override name: Name = name;
    constructor(context: BackofficeErrorContext) {
      super(message, context);
    }
  };
}

/** 400: a malformed body or query (`body.details` names the fields). */
const BadRequestError = namedError('BadRequestError', 'Bad Request');
/** 401: no valid token. The client has already sent the browser to the site root. */
const UnauthorizedError = namedError('UnauthorizedError', 'Unauthorized');
/** 403: outside the required group. The client has already sent the browser to the site root. */
const ForbiddenError = namedError('ForbiddenError', 'Forbidden');
/** 404: unknown id (or an expired point in time, `pit_expired`). */
const NotFoundError = namedError('NotFoundError', 'Not Found');
/** 500: a server fault. */
const InternalServerError = namedError('InternalServerError', 'Internal Server Error');
/** 502. */
const BadGatewayError = namedError('BadGatewayError', 'Bad Gateway');
/** 503. */
const ServiceUnavailableError = namedError('ServiceUnavailableError', 'Service Unavailable');
/** Any other failure: another status (409 conflict, …) or no answer at all (network failure, status `null`). */
const GenericError = namedError('GenericError', 'Generic Error');
/** The request was aborted (its AbortSignal fired, e.g. a cancelled query). */
const RequestAbortedError = namedError('RequestAbortedError', 'Request aborted');
type BadRequestError = InstanceType<typeof BadRequestError>;
type UnauthorizedError = InstanceType<typeof UnauthorizedError>;
type ForbiddenError = InstanceType<typeof ForbiddenError>;
type NotFoundError = InstanceType<typeof NotFoundError>;
type InternalServerError = InstanceType<typeof InternalServerError>;
type BadGatewayError = InstanceType<typeof BadGatewayError>;
type ServiceUnavailableError = InstanceType<typeof ServiceUnavailableError>;
type GenericError = InstanceType<typeof GenericError>;
type RequestAbortedError = InstanceType<typeof RequestAbortedError>;

/** A 2xx answer that does not match the contract; the message names the endpoint and the first issue. */
class ResponseShapeError extends BackofficeError {
  override name = 'ResponseShapeError';
  /** Dot path of the first mismatch (`items.0.status`), `''` for the root. */
  readonly issuePath: string;

  constructor(context: BackofficeErrorContext, issuePath: string, problem: string) {
    super(
      `Unexpected answer from ${context.endpoint} (${context.method} ${context.url}) at ${issuePath || '(root)'}: ${problem}`,
      context,
    );
    this.issuePath = issuePath;
  }
}

const STATUS_ERRORS: Record<number, ErrorClass> = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  500: InternalServerError,
  502: BadGatewayError,
  503: ServiceUnavailableError,
};

/** The error class for an HTTP status. */
function errorForStatus(status: number, context: BackofficeErrorContext): BackofficeError {
  const ErrorClass = STATUS_ERRORS[status] ?? GenericError;
  return new ErrorClass({ ...context, status });
}

/** Builds a ResponseShapeError from a failed valibot parse. */
function shapeError(
  context: BackofficeErrorContext,
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
): ResponseShapeError {
  const [first] = issues;
  return new ResponseShapeError(context, v.getDotPath(first) ?? '', first.message);
}

export {
  BackofficeError,
  BadRequestError,
  UnauthorizedError,
  ForbiddenError,
  NotFoundError,
  InternalServerError,
  BadGatewayError,
  ServiceUnavailableError,
  GenericError,
  RequestAbortedError,
  ResponseShapeError,
  errorForStatus,
  shapeError,
};
export type { BackofficeErrorContext };
