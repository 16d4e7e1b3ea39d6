// Where the auth token comes from (spec section 9): a host frame's token, then local storage
// `se-token`, then the `se-token` cookie. Every browser access is lazy and guarded, so this module
// loads and runs in Node and during server rendering.

/** The storage key and cookie name of the token. */
const TOKEN_NAME = 'se-token';
/** How often the token is checked for a change (spec: 200 ms). */
const TOKEN_WATCH_INTERVAL_MS = 200;

/** Credentials for Basic auth. */
interface BasicAuth {
  /** User name. */
  username: string;
  /** Password. */
  password: string;
}

type MaybeToken = string | null | undefined;

/** Reads a token (default `se-token`) from local storage; `null` outside a browser or when storage is blocked. */
function readStoredToken(name: string = TOKEN_NAME): string | null {
  try {
    return globalThis.localStorage?.getItem(name) || null;
  } catch {
    return null;
  }
}

/** Reads a cookie (default `se-token`); `null` outside a browser. */
function readCookie(name: string = TOKEN_NAME): string | null {
  let cookies: string;
  try {
    cookies = globalThis.document?.cookie ?? '';
  } catch {
    return null;
  }
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return value || null;
    }
  }
  return null;
}

/**
 * The token in lookup order: the host frame's, then local storage, then the cookie. `name` is the
 * storage key and cookie name (default `se-token`; the creator-area and manager clients read
 * `id_token_creator` or `manager_token` the same way).
 */
function resolveToken(hostFrameToken?: MaybeToken, name: string = TOKEN_NAME): string | null {
  return hostFrameToken || readStoredToken(name) || readCookie(name);
}

/** Options of `watchToken`. */
interface WatchTokenOptions {
  /** Reads the current token; default `resolveToken()` (local storage, then cookie). */
  read?: () => string | null;
  /** Check interval in milliseconds; default 200 (the spec's cookie check). */
  intervalMs?: number;
}

/**
 * Checks the token every 200 ms and calls `onChange(next, previous)` when it changed (login, logout,
 * another user). Returns a function that stops the check. Does nothing harmful outside a browser.
 */
function watchToken(
  onChange: (next: string | null, previous: string | null) => void,
  options: WatchTokenOptions = {},
): () => void {
  const read = options.read ?? (() => resolveToken());
  let current = read();
  const timer = setInterval(() => {
    const next = read();
    if (next === current) return;
    const previous = current;
    current = next;
    onChange(next, previous);
  }, options.intervalMs ?? TOKEN_WATCH_INTERVAL_MS);
  return () => clearInterval(timer);
}

/** A host frame's message carrying the token. */
interface HostFrameTokenMessage {
  /** The token's name: `'se-token'` (or the client's `tokenName`). */
  type: string;
  /** The token; empty or null clears it. */
  token: string | null;
}

/**
 * Listens for `postMessage({ type: 'se-token', token })` (the type is `name`) from the allowed origins
 * only and hands the token to `onToken`. Returns a stop function; a no-op outside a browser or without origins.
 */
function listenForHostFrameToken(
  allowedOrigins: readonly string[],
  onToken: (token: string | null) => void,
  name: string = TOKEN_NAME,
): () => void {
  const target = globalThis.window;
  if (!target || allowedOrigins.length === 0) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (!allowedOrigins.includes(event.origin)) return;
    const data = event.data as Partial<HostFrameTokenMessage> | null;
    if (!data || typeof data !== 'object' || data.type !== name) return;
    if (typeof data.token === 'string' || data.token === null) onToken(data.token || null);
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}

/** The `Authorization` value for Basic auth (UTF-8, base64). */
function basicAuthorization({ username, password }: BasicAuth): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** Sends the browser to a URL (the site root after a 401/403); a no-op outside a browser. */
function assignLocation(url: string): void {
  globalThis.window?.location.assign(url);
}

export {
  TOKEN_NAME,
  TOKEN_WATCH_INTERVAL_MS,
  readStoredToken,
  readCookie,
  resolveToken,
  watchToken,
  listenForHostFrameToken,
  basicAuthorization,
  assignLocation,
};
export type { BasicAuth, WatchTokenOptions, HostFrameTokenMessage };
