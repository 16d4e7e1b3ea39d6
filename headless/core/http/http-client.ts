import * as v from 'valibot';
import { CheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';

/** A valibot schema of a response body whose output is a `T` (what `request({ schema })` takes). */
type ResponseSchema<T = unknown> = v.GenericSchema<unknown, T>;

/** What happens with a non-ok response: raise it, log it and resolve with the body, or only resolve. */
type ErrorLevel = 'fatal' | 'warn' | 'silent';

/** One call to the payment service. */
interface HttpRequest<T = unknown> {
  /** Path relative to the environment's base URL, e.g. 'v1/order/status'. */
  path: string;
  /** GET by default; POST sends `body` as JSON. */
  method?: 'GET' | 'POST';
  /** The JSON body of a POST. */
  body?: unknown;
  /** Query parameters, e.g. `{ clientKey }`. */
  query?: Record<string, string | undefined>;
  /** Cancels the call; an aborted call rejects with a CANCEL error. */
  signal?: AbortSignal;
  /** Default 'fatal'. */
  errorLevel?: ErrorLevel;
  /** The message of the error raised for a failed call, instead of the service's message. */
  errorMessage?: string;
  /** A valibot schema the response body must match; a mismatch raises an ERROR naming the path and the issues. */
  schema?: ResponseSchema<T>;
}

/** The logger the client reports to (console by default). */
interface Logger {
  /** Logs a warning. */
  warn: (...args: unknown[]) => void;
}

/** Dependencies of the HTTP client. */
interface HttpClientOptions {
  /** Base URL ending in '/'. */
  apiUrl: string;
  /** The fetch implementation (the global one by default). */
  fetch?: typeof fetch;
  /** Where warnings go (console by default). */
  logger?: Logger;
}

/** The payment-service client. */
interface HttpClient {
  /** Sends a request and resolves with the parsed JSON body (undefined for 204). */
  request: <T = unknown>(request: HttpRequest<T>) => Promise<T>;
  /** The base URL calls are relative to. */
  apiUrl: string;
}

/** The error details a failed call's body may carry. */
interface ServiceError {
  /** The service's error code, e.g. '14_030'. */
  errorCode?: string | number | undefined;
  /** e.g. 'validation'. */
  errorType?: string | undefined;
  /** The service's message. */
  message?: string | undefined;
  /** The HTTP status the service reports. */
  status?: number | undefined;
}

const ServiceErrorSchema: ResponseSchema<ServiceError> = v.looseObject({
  errorCode: v.optional(v.union([v.string(), v.number()])),
  errorType: v.optional(v.string()),
  message: v.optional(v.string()),
  status: v.optional(v.number()),
});

function buildUrl(apiUrl: string, path: string, query: HttpRequest['query']): string {
  const url = new URL(path.replace(/^\//, ''), apiUrl);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.href;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/**
 * Creates the client of spec section 7: GET by default, POST with a JSON body, `mode: 'cors'`,
 * `credentials: 'same-origin'`. A non-ok response carrying errorCode / errorType / message /
 * status becomes a NETWORK_ERROR CheckoutError with those details (or is logged, per errorLevel).
 */
function createHttpClient({ apiUrl, fetch: fetchImpl, logger = console }: HttpClientOptions): HttpClient {
  const request = async <T>(call: HttpRequest<T>): Promise<T> => {
    const { path, method = 'GET', body, query, signal, errorLevel = 'fatal', errorMessage, schema } = call;
    const doFetch = fetchImpl ?? globalThis.fetch;
    const init: RequestInit = {
      method,
      mode: 'cors',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json, text/plain, */*',
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(signal ? { signal } : {}),
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    };

    let response: Response;
    try {
      response = await doFetch(buildUrl(apiUrl, path, query), init);
    } catch (error) {
      if (isAbort(error, signal))
        throw new CheckoutError('CANCEL', ERROR_TEXTS.requestAborted, { cause: error });
      throw new CheckoutError('NETWORK_ERROR', errorMessage ?? ERROR_TEXTS.networkError(path), {
        cause: error,
      });
    }

    let data: unknown;
    try {
      data = await readJson(response);
    } catch (error) {
      if (isAbort(error, signal))
        throw new CheckoutError('CANCEL', ERROR_TEXTS.requestAborted, { cause: error });
      data = undefined;
      if (response.ok) {
        throw new CheckoutError('NETWORK_ERROR', errorMessage ?? ERROR_TEXTS.networkError(path), {
          cause: error,
          status: response.status,
        });
      }
    }

    if (!response.ok) {
      const read = v.safeParse(ServiceErrorSchema, data);
      const details: ServiceError = read.success ? read.output : {};
      const error = new CheckoutError(
        'NETWORK_ERROR',
        errorMessage ?? details.message ?? ERROR_TEXTS.networkError(path),
        {
          status: details.status ?? response.status,
          ...(details.errorCode !== undefined ? { errorCode: String(details.errorCode) } : {}),
          ...(details.errorType !== undefined ? { errorType: details.errorType } : {}),
        },
      );
      if (errorLevel === 'fatal') throw error;
      if (errorLevel === 'warn') logger.warn(`${path}: ${error.message}`, details);
      return data as T;
    }

    if (!schema) return data as T;
    const result = v.safeParse(schema, data);
    if (!result.success) {
      throw new CheckoutError('ERROR', `Unexpected response from ${path}: ${v.summarize(result.issues)}`, {
        status: response.status,
      });
    }
    return result.output;
  };

  return { request, apiUrl };
}

export { createHttpClient };
export type { ErrorLevel, HttpClient, HttpClientOptions, HttpRequest, Logger, ResponseSchema };
