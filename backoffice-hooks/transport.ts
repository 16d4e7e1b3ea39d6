// The one transport of the back office's clients (creator management, streaming platform, key-value
// store): the token lookup or Basic auth, the request encoding, the named errors, the 401/403
// redirect to the site root and the answer's validation. Each client brings its own base address and
// call table; clients made with the same transport share its token and its unauthorized handling.
import * as v from 'valibot';
import {
  TOKEN_NAME,
  assignLocation,
  basicAuthorization,
  listenForHostFrameToken,
  resolveToken,
  watchToken,
  type BasicAuth,
} from './auth';
import type { CallDefinition } from './endpoint';
import type { BackofficeError } from './errors';
import {
  GenericError,
  RequestAbortedError,
  ResponseShapeError,
  errorForStatus,
  shapeError,
  type BackofficeErrorContext,
} from './errors';
import { buildPath, buildQuery, joinUrl } from './request';
import { ApiErrorBodySchema } from './schemas';
import type { AuthCookieName } from './values';

/** Options of `createBackofficeTransport` (and of every client that makes its own transport). */
interface BackofficeTransportOptions {
  /** The fetch to use; default the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** A token handed over by a host frame (or a function returning it); first in the lookup order. */
  hostFrameToken?: string | (() => string | null | undefined);
  /** Origins whose `postMessage({ type: tokenName, token })` is accepted (see `listenToHostFrame`). */
  hostFrameOrigins?: readonly string[];
  /**
   * The token's local storage key and cookie name, read in the spec's order after the host frame's
   * token; default `'se-token'` (`'id_token_creator'` for the creator area, `'manager_token'` for a manager).
   */
  tokenName?: AuthCookieName;
  /** Basic auth credentials; when set they are sent instead of the bearer token. */
  basicAuth?: BasicAuth;
  /** Called on a 401 or 403 before the call rejects; default `navigate('/')`. */
  onUnauthorized?: (error: BackofficeError) => void;
  /** Navigation used by the default `onUnauthorized`; default `window.location.assign` (no-op on a server). */
  navigate?: (url: string) => void;
  /** Token check interval of `watchToken` in milliseconds; default 200. */
  tokenWatchIntervalMs?: number;
}

/** The parameters of one request, as the typed clients hand them over. */
interface TransportParams {
  /** Path parameter values by name. */
  path?: Record<string, string>;
  /** Query values (arrays as `name[]=…`, objects as JSON). */
  query?: Record<string, unknown>;
  /** JSON body, or the CSV of a `csvBody` call (text, or a Blob/File sent as a stream). */
  body?: unknown;
  /** An explicit `Authorization` value; wins over Basic auth and the token. */
  authorization?: string;
  /** Aborts the request; it then rejects with RequestAbortedError. */
  signal?: AbortSignal | undefined;
}

/** One request: which call of which table, against which base address. */
interface TransportRequest {
  /** The service's base address; the call's path is relative to it. */
  baseUrl: string;
  /** The call's name in its table (errors carry it as `endpoint`). */
  name: string;
  /** The call. */
  definition: CallDefinition;
  /** Its parameters. */
  params?: TransportParams | undefined;
}

/** The shared transport. */
interface BackofficeTransport {
  /** Sends a request and answers the validated data; rejects with a BackofficeError. */
  request: (request: TransportRequest) => Promise<unknown>;
  /** The token name this transport reads (`'se-token'` unless configured). */
  tokenName: AuthCookieName;
  /** The token that would be sent now (host frame, local storage, cookie), or null. */
  getToken: () => string | null;
  /** Sets (or clears with null) the host frame's token. */
  setHostFrameToken: (token: string | null) => void;
  /** Starts accepting the token from `hostFrameOrigins` by postMessage; returns a stop function. */
  listenToHostFrame: () => () => void;
  /** Calls `onChange` when the token changes (checked every 200 ms); returns a stop function. */
  watchToken: (onChange: (next: string | null, previous: string | null) => void) => () => void;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

async function readErrorBody(response: Response) {
  try {
    const parsed = v.safeParse(ApiErrorBodySchema, await response.json());
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

async function encodeBody(definition: CallDefinition, body: unknown, headers: Record<string, string>) {
  if (!definition.body) return undefined;
  if ('contentType' in definition.body) {
    headers['Content-Type'] = definition.body.contentType;
    // A Blob (a chosen File) goes as it is: fetch streams it from disk, never read into a string.
    return body as string | Blob;
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/** Creates a transport. Pure: no browser API is touched until a request runs. */
function createBackofficeTransport(options: BackofficeTransportOptions = {}): BackofficeTransport {
  const tokenName = options.tokenName ?? TOKEN_NAME;
  let frameToken: string | null = null;
  const hostToken = () => {
    const given = options.hostFrameToken;
    return frameToken || (typeof given === 'function' ? given() : given) || null;
  };
  const getToken = () => resolveToken(hostToken(), tokenName);
  const onUnauthorized = options.onUnauthorized ?? (() => (options.navigate ?? assignLocation)('/'));

  function authorizationFor(explicit: string | undefined): string | null {
    if (explicit) return explicit;
    if (options.basicAuth) return basicAuthorization(options.basicAuth);
    const token = getToken();
    return token ? `Bearer ${token}` : null;
  }

  async function request({ baseUrl, name, definition, params = {} }: TransportRequest): Promise<unknown> {
    const { method } = definition;
    const url = joinUrl(baseUrl, buildPath(definition.path, params.path)) + buildQuery(params.query);
    const context: BackofficeErrorContext = { endpoint: name, method, url };
    const headers: Record<string, string> = { Accept: 'application/json' };
    const authorization = authorizationFor(params.authorization);
    if (authorization) headers.Authorization = authorization;
    const body = await encodeBody(definition, params.body, headers);
    const { signal } = params;
    if (signal?.aborted) throw new RequestAbortedError(context);
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(url, { method, headers, body, signal });
    } catch (cause) {
      if (isAbort(cause, signal)) throw new RequestAbortedError({ ...context, cause });
      throw new GenericError({ ...context, status: null, cause });
    }
    if (!response.ok) {
      const error = errorForStatus(response.status, { ...context, body: await readErrorBody(response) });
      if (response.status === 401 || response.status === 403) onUnauthorized(error);
      throw error;
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch (cause) {
      if (isAbort(cause, signal)) throw new RequestAbortedError({ ...context, cause });
      throw new ResponseShapeError(
        { ...context, status: response.status, cause },
        '',
        'the body is not JSON',
      );
    }
    const parsed = v.safeParse(definition.response, data);
    if (!parsed.success) throw shapeError({ ...context, status: response.status }, parsed.issues);
    return parsed.output;
  }

  return {
    request,
    tokenName,
    getToken,
    setHostFrameToken: (token) => {
      frameToken = token;
    },
    listenToHostFrame: () =>
      listenForHostFrameToken(
        options.hostFrameOrigins ?? [],
        (token) => {
          frameToken = token;
        },
        tokenName,
      ),
    watchToken: (onChange) =>
      watchToken(onChange, { read: getToken, intervalMs: options.tokenWatchIntervalMs }),
  };
}

/** Nests one function per table entry by the dots of its name: `calls.kappa.channels.get(params)`. */
function groupCalls(
  names: readonly string[],
  send: (name: string, params?: TransportParams) => Promise<unknown>,
): Record<string, unknown> {
  const grouped: Record<string, unknown> = {};
  for (const name of names) {
    const segments = name.split('.');
    let node = grouped;
    for (const segment of segments.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[segments.at(-1)!] = (params?: TransportParams) => send(name, params);
  }
  return grouped;
}

export { createBackofficeTransport, groupCalls };
export type { BackofficeTransport, BackofficeTransportOptions, TransportParams, TransportRequest };
