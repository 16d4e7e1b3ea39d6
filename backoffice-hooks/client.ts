// The typed client: one `call(name, params)` for every entry of the endpoint table, and the same
// calls grouped by name (`client.creators.get(params)`). Creating a client touches no browser API.
import * as v from 'valibot';
import { endpoints } from './endpoints';
import type { EndpointDefinition } from './endpoint';
import {
  assignLocation,
  basicAuthorization,
  listenForHostFrameToken,
  resolveToken,
  watchToken,
  type BasicAuth,
} from './auth';
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
import type { CallArgs, EndpointName, EndpointResponse, GroupedCalls } from './types';

/** Options of `createBackofficeClient`. */
interface BackofficeClientOptions {
  /** API base URL; every table path is relative to it (sandbox: `http://127.0.0.1:3100/backoffice/`). */
  baseUrl: string;
  /** The fetch to use; default the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** A token handed over by a host frame (or a function returning it); first in the lookup order. */
  hostFrameToken?: string | (() => string | null | undefined);
  /** Origins whose `postMessage({ type: 'se-token', token })` is accepted (see `listenToHostFrame`). */
  hostFrameOrigins?: readonly string[];
  /** Basic auth credentials; when set they are sent instead of the bearer token. */
  basicAuth?: BasicAuth;
  /** Called on a 401 or 403 before the call rejects; default `navigate('/')`. */
  onUnauthorized?: (error: BackofficeError) => void;
  /** Navigation used by the default `onUnauthorized`; default `window.location.assign` (no-op on a server). */
  navigate?: (url: string) => void;
  /** Token check interval of `watchToken` in milliseconds; default 200. */
  tokenWatchIntervalMs?: number;
}

/** Calls every entry of the endpoint table by name. */
type BackofficeCall = <N extends EndpointName>(name: N, ...args: CallArgs<N>) => Promise<EndpointResponse<N>>;

/** The back-office client. */
type BackofficeClient = GroupedCalls & {
  /** Calls an entry by name: `call('creators.get', { path: { id }, query: { parts: ['details'] } })`. */
  call: BackofficeCall;
  /** The token that would be sent now (host frame, local storage, cookie), or null. */
  getToken: () => string | null;
  /** Sets (or clears with null) the host frame's token. */
  setHostFrameToken: (token: string | null) => void;
  /** Starts accepting the token from `hostFrameOrigins` by postMessage; returns a stop function. */
  listenToHostFrame: () => () => void;
  /** Calls `onChange` when the token changes (checked every 200 ms); returns a stop function. */
  watchToken: (onChange: (next: string | null, previous: string | null) => void) => () => void;
};

interface RawParams {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  authorization?: string;
  signal?: AbortSignal | undefined;
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

async function encodeBody(definition: EndpointDefinition, body: unknown, headers: Record<string, string>) {
  if (!definition.body) return undefined;
  if ('contentType' in definition.body) {
    headers['Content-Type'] = definition.body.contentType;
    return typeof body === 'string' ? body : await (body as Blob).text();
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/** Creates a client. Pure: no browser API is touched until a call runs. */
function createBackofficeClient(options: BackofficeClientOptions): BackofficeClient {
  let frameToken: string | null = null;
  const hostToken = () => {
    const given = options.hostFrameToken;
    return frameToken || (typeof given === 'function' ? given() : given) || null;
  };
  const getToken = () => resolveToken(hostToken());
  const onUnauthorized = options.onUnauthorized ?? (() => (options.navigate ?? assignLocation)('/'));

  function authorizationFor(explicit: string | undefined): string | null {
    if (explicit) return explicit;
    if (options.basicAuth) return basicAuthorization(options.basicAuth);
    const token = getToken();
    return token ? `Bearer ${token}` : null;
  }

  async function send(name: EndpointName, params: RawParams = {}): Promise<unknown> {
    const definition: EndpointDefinition = endpoints[name];
    const { method } = definition;
    const url = joinUrl(options.baseUrl, buildPath(definition.path, params.path)) + buildQuery(params.query);
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

  const call = send as BackofficeCall;
  const grouped: Record<string, unknown> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const segments = name.split('.');
    let node = grouped;
    for (const segment of segments.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[segments.at(-1)!] = (params?: RawParams) => send(name, params);
  }

  return Object.assign(grouped as GroupedCalls, {
    call,
    getToken,
    setHostFrameToken: (token: string | null) => {
      frameToken = token;
    },
    listenToHostFrame: () =>
      listenForHostFrameToken(options.hostFrameOrigins ?? [], (token) => {
        frameToken = token;
      }),
    watchToken: (onChange: (next: string | null, previous: string | null) => void) =>
      watchToken(onChange, { read: getToken, intervalMs: options.tokenWatchIntervalMs }),
  });
}

export { createBackofficeClient };
export type { BackofficeClient, BackofficeClientOptions, BackofficeCall };
