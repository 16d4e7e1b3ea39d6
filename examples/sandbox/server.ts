/**
 * The sandbox over HTTP: a node:http server on 127.0.0.1 that turns each IncomingMessage into a
 * Request, asks the sandbox, and streams the Response back.
 *
 *   npm run sandbox                       # http://127.0.0.1:3100/
 *   SANDBOX_PORT=4000 npm run sandbox     # another port
 *   EXAMPLES_PORT=5200 npm run sandbox    # the examples' port: the pages the client key allows
 *
 * The command line also serves the back-office API under /backoffice/ (docs/sandbox.md), its
 * database in examples/sandbox/.data/backoffice (BACKOFFICE_DATA_DIR overrides), or on the
 * PostgreSQL server of BACKOFFICE_DATABASE_URL.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox } from './app';
import type { Sandbox } from './app';
import { DEFAULT_SEED_CREATORS, MAX_SEED_CREATORS, createBackoffice } from './backoffice/app';
import { describeDatabaseUrl } from './backoffice/db';
import type { Backoffice } from './backoffice/app';
import { MAX_BODY_BYTES } from './http';
import type { AdapterRefusal } from './http';
import {
  DEFAULT_EXAMPLES_PORT,
  SANDBOX_API_KEY,
  SANDBOX_CLIENT_KEY,
  examplesOrigins,
  sandboxMerchant,
} from './merchants';

/** The port used when SANDBOX_PORT is not set. */
const DEFAULT_SANDBOX_PORT = 3100;

/** Options of `startSandboxServer`. */
interface StartSandboxServerOptions {
  /** Port to listen on; 0 picks a free one (default: SANDBOX_PORT or 3100). */
  port?: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /** The sandbox to serve (default: a new one). */
  sandbox?: Sandbox;
  /** Print one line per request. */
  logRequests?: boolean;
  /**
   * The back-office service to serve under its base path (create it with basePath '/backoffice').
   * Its database opens in the background: payment routes answer at once, back-office calls wait.
   * The server closes it on close().
   */
  backoffice?: Backoffice;
}

/** A running sandbox server. */
interface SandboxServer {
  /** Its root URL, ending in '/', e.g. http://127.0.0.1:3100/. */
  url: string;
  /** The sandbox it serves. */
  sandbox: Sandbox;
  /** The back-office service it serves, if any. */
  backoffice: Backoffice | undefined;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/** What the server hands requests to: the payment service or the back office. */
type Service = Pick<Sandbox, 'handle' | 'refuse'> & {
  /** The most body bytes a request may carry (default MAX_BODY_BYTES): the back office's imports take more. */
  bodyLimit?(method: string, url: URL): number | undefined;
  /** Whether the service reads a call's body as a stream (and counts it against its limit itself). */
  streamsBody?(method: string, url: URL): boolean;
};

/** A port number from an environment variable, or the fallback. */
function portFrom(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port >= 0 && port < 65536 && value !== '' ? port : fallback;
}

/** The port from SANDBOX_PORT, or 3100. */
function portFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return portFrom(env.SANDBOX_PORT, DEFAULT_SANDBOX_PORT);
}

/** The examples' port from EXAMPLES_PORT, or 5173: the test client key allows their origins. */
function examplesPortFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return portFrom(env.EXAMPLES_PORT, DEFAULT_EXAMPLES_PORT);
}

/**
 * The back-office seed size from BACKOFFICE_SEED_CREATORS (`50000`, `500_000` or `500,000`), or the
 * default (5,000). It applies only to an empty database; anything but a whole number from 1 to
 * 5,000,000 is refused with the reason rather than seeding a size nobody asked for.
 */
function seedCreatorsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BACKOFFICE_SEED_CREATORS?.trim();
  if (!raw) return DEFAULT_SEED_CREATORS;
  const creators = /^\d{1,3}([,_]?\d{3})*$/.test(raw) ? Number(raw.replace(/[,_]/g, '')) : NaN;
  if (!Number.isSafeInteger(creators) || creators < 1 || creators > MAX_SEED_CREATORS) {
    throw new Error(
      `BACKOFFICE_SEED_CREATORS must be a whole number of creators from 1 to ${MAX_SEED_CREATORS.toLocaleString('en')} (got "${raw}")`,
    );
  }
  return creators;
}

/**
 * The import limit from BACKOFFICE_IMPORT_MAX_BYTES (a whole number of bytes, `268435456` or
 * `268_435_456`), or undefined for the default (256 MiB). Anything else is refused with the reason.
 */
function importMaxBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.BACKOFFICE_IMPORT_MAX_BYTES?.trim();
  if (!raw) return undefined;
  const bytes = /^\d{1,3}([,_]?\d{3})*$/.test(raw) ? Number(raw.replace(/[,_]/g, '')) : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1) {
    throw new Error(`BACKOFFICE_IMPORT_MAX_BYTES must be a whole number of bytes, at least 1 (got "${raw}")`);
  }
  return bytes;
}

/** How long the rest of an oversized body may pause (no byte arriving) before the connection closes. */
const DRAIN_IDLE_MS = 2_000;
/** How long the rest of an oversized body is read (and dropped) at most after its 413. */
const DRAIN_MAX_MS = 15_000;
/**
 * How long a body refused without its 100 (`Expect: 100-continue`) may take to start: a client
 * that waits for the 100 sends none, a proxy that did not wait (Vite's) sends it at once.
 */
const REFUSED_CONTINUE_WAIT_MS = 250;
/** Most bytes of an oversized body read (and dropped) after its 413 before the connection is cut. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** Methods a fetch Request cannot carry: the adapter answers them itself (405). */
const FORBIDDEN_FETCH_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

class BodyTooLarge extends Error {}
class ClientGone extends Error {}

/** Requests that asked `Expect: 100-continue` and were refused without a 100. */
const notContinued = new WeakSet<IncomingMessage>();

/** The declared Content-Length, or undefined. */
function declaredLength(message: IncomingMessage): number | undefined {
  const value = message.headers['content-length'];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * Reads the body into memory, up to `limit` bytes (MAX_BODY_BYTES unless the service says more for
 * the route). Past the limit (or a larger Content-Length) it rejects with BodyTooLarge and keeps
 * nothing; the stream is left open for `answerAndClose`.
 */
function readRequestBody(message: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolveBody, rejectBody) => {
    const declared = declaredLength(message);
    if (declared !== undefined && declared > limit) {
      rejectBody(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      message.off('data', onData);
      message.off('end', onEnd);
      message.off('error', onGone);
      message.off('close', onGone);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        chunks.length = 0;
        rejectBody(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolveBody(Buffer.concat(chunks));
    };
    const onGone = () => {
      stop();
      rejectBody(new ClientGone());
    };
    message.on('data', onData);
    message.once('end', onEnd);
    message.once('error', onGone);
    message.once('close', onGone);
  });
}

/**
 * The body as a stream that reads the request only when asked (so a slow reader slows the sender,
 * and at most one piece is held). Cancelling it (or leaving it unread) leaves the request as it is:
 * `answerAndClose` reads and drops the rest after the answer, so a refusal mid-body reaches the
 * client as an answer, not a reset.
 */
function streamRequestBody(message: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (message.readableEnded) {
          controller.close();
          return;
        }
        return new Promise<void>((resolvePull) => {
          const stop = () => {
            message.pause();
            message.off('data', onData);
            message.off('end', onEnd);
            message.off('error', onGone);
            message.off('close', onGone);
            resolvePull();
          };
          const onData = (chunk: Buffer) => {
            stop();
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          };
          const onEnd = () => {
            stop();
            controller.close();
          };
          const onGone = () => {
            stop();
            controller.error(new ClientGone());
          };
          message.on('data', onData);
          message.once('end', onEnd);
          message.once('error', onGone);
          message.once('close', onGone);
          message.resume();
        });
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Sends a refusal (413) and closes the connection without a reset. The answer's headers and body go
 * out at once with `Connection: close`; the rest of the request body is read and dropped (nothing is
 * kept) until the client has sent it (or paused DRAIN_IDLE_MS, or DRAIN_MAX_MS or DRAIN_MAX_BYTES
 * passed), and only then does the response end and the connection close:
 * - a server that closed at once would leave unread bytes in its socket, and the kernel answers
 *   those with a reset that can reach the client before the 413 (EPIPE, ECONNRESET);
 * - while the body may still come the answer is chunked (no Content-Length), so it is complete
 *   only once the body is read: a client or a proxy takes a complete answer with `Connection:
 *   close` as the end of the exchange and closes, and a proxy (Vite's, in front of the back office
 *   for the staff app) then stops forwarding the body it still reads from its client, whose
 *   upload meets a closed socket (EPIPE), or gets a 502 when it had asked `Expect: 100-continue`;
 * - a request refused without its 100 (`Expect: 100-continue`) is answered the same way: a client
 *   that waits for the 100 sends nothing (the answer ends REFUSED_CONTINUE_WAIT_MS later, or when
 *   it closes), a proxy that did not wait sends the body at once, which is read before the end.
 */
async function answerAndClose(
  message: IncomingMessage,
  target: ServerResponse,
  response: Response,
): Promise<void> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = headersOf(response);
  const pending = !(message.complete || message.destroyed);
  headers.connection = 'close';
  delete headers['content-length'];
  if (!pending) headers['content-length'] = String(body.byteLength);
  const drained = new Promise<void>((resolveDrain) => {
    if (!pending) {
      resolveDrain();
      return;
    }
    let dropped = 0;
    let idle = setTimeout(done, notContinued.has(message) ? REFUSED_CONTINUE_WAIT_MS : DRAIN_IDLE_MS);
    const limit = setTimeout(done, DRAIN_MAX_MS);
    function done() {
      clearTimeout(idle);
      clearTimeout(limit);
      message.off('data', onData);
      message.off('end', done);
      message.off('close', done);
      resolveDrain();
    }
    function onData(chunk: Buffer) {
      dropped += chunk.length;
      clearTimeout(idle);
      idle = setTimeout(done, DRAIN_IDLE_MS);
      if (dropped > DRAIN_MAX_BYTES) done();
    }
    message.on('data', onData);
    message.once('end', done);
    message.once('close', done);
    message.resume();
  });
  target.writeHead(response.status, headers);
  target.write(body);
  await drained;
  target.end();
}

/** Host headers the server believes: loopback names, so `localhost` and `127.0.0.1` stay two origins. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * The origin the client addressed: the Host header when it names a loopback host (the simulated
 * issuer pages are served as http://localhost:{port}/ while the service is http://127.0.0.1:{port}/),
 * else the address the server listens on.
 */
function requestOrigin(message: IncomingMessage, listening: string): string {
  const host = message.headers.host;
  return host !== undefined && LOOPBACK_HOST.test(host) ? `http://${host.toLowerCase()}` : listening;
}

/** The request's headers as fetch Headers (a value fetch refuses is left out). */
function requestHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      try {
        headers.append(name, item);
      } catch {
        // a header value fetch cannot hold: the services never read such headers
      }
    }
  }
  return headers;
}

/**
 * The URL a request addressed, on the request's origin: an origin-form target (`/path?query`), or
 * the path and query of an absolute-form one (`http://host/path`, as proxies send; its host is not
 * believed). Anything else (`*`, a bare name) is null.
 */
function requestUrl(message: IncomingMessage, origin: string): URL | null {
  const target = message.url ?? '/';
  try {
    if (target.startsWith('/')) return new URL(`${requestOrigin(message, origin)}${target}`);
    const absolute = new URL(target);
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return null;
    return new URL(`${requestOrigin(message, origin)}${absolute.pathname}${absolute.search}`);
  } catch {
    return null;
  }
}

/** A fetch Response's headers as node headers (Set-Cookie kept as a list). */
function headersOf(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return headers;
}

/** Writes a fetch Response to a node response, streaming the body. */
async function sendResponse(response: Response, target: ServerResponse, method: string): Promise<void> {
  target.writeHead(response.status, headersOf(response));
  if (response.body && method !== 'HEAD') {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      target.write(value);
    }
  }
  target.end();
}

function fail(target: ServerResponse, status: number, errorCode: string, message: string): void {
  if (target.headersSent) {
    target.destroy();
    return;
  }
  const body = JSON.stringify({
    status,
    errorCode,
    message,
    errorType: status >= 500 ? 'internal' : 'validation',
  });
  target.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(body);
}

/** Starts the sandbox on 127.0.0.1 and resolves once it listens. */
async function startSandboxServer(options: StartSandboxServerOptions = {}): Promise<SandboxServer> {
  const sandbox = options.sandbox ?? createSandbox();
  const host = options.host ?? '127.0.0.1';
  let origin = `http://${host}`;
  const { backoffice } = options;
  /** The service a URL belongs to: the back office under its base path, else the payment service. */
  const serviceFor = (url: URL): Service => {
    if (!backoffice?.basePath) return sandbox;
    const { pathname } = url;
    return pathname === backoffice.basePath || pathname.startsWith(`${backoffice.basePath}/`)
      ? backoffice
      : sandbox;
  };
  const bodyLimitOf = (method: string, url: URL | null | undefined): number =>
    (url && serviceFor(url).bodyLimit?.(method, url)) || MAX_BODY_BYTES;

  async function serve(message: IncomingMessage, target: ServerResponse): Promise<number> {
    const method = message.method ?? 'GET';
    const url = requestUrl(message, origin);
    const headers = requestHeaders(message);
    // What the adapter refuses itself goes back through the service: its error body, its CORS.
    const refuse = async (refusal: AdapterRefusal, close: boolean) => {
      const at = url ?? new URL(`${origin}/`);
      const response = serviceFor(at).refuse(new Request(at, { headers }), refusal);
      if (close) await answerAndClose(message, target, response);
      else await sendResponse(response, target, method);
      return response.status;
    };
    if (!url)
      return refuse({ kind: 'badRequest', message: `Malformed request target: ${message.url}` }, true);
    if (FORBIDDEN_FETCH_METHODS.has(method)) return refuse({ kind: 'methodNotAllowed', method }, false);
    let body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | undefined;
    const service = serviceFor(url);
    const streamed = method !== 'GET' && method !== 'HEAD' && service.streamsBody?.(method, url) === true;
    if (streamed) {
      // A declared length over the limit is refused before a byte is read; the service counts the rest.
      const limit = bodyLimitOf(method, url);
      const declared = declaredLength(message);
      if (declared !== undefined && declared > limit) return refuse({ kind: 'payloadTooLarge', limit }, true);
      body = streamRequestBody(message);
    } else if (method !== 'GET' && method !== 'HEAD') {
      const limit = bodyLimitOf(method, url);
      try {
        body = new Uint8Array(await readRequestBody(message, limit));
      } catch (error) {
        if (error instanceof BodyTooLarge) return refuse({ kind: 'payloadTooLarge', limit }, true);
        throw error;
      }
    }
    // `duplex: 'half'` is how fetch takes a stream as a request body (Node's RequestInit types lack it).
    const init = { method, headers, ...(body ? { body } : {}), ...(streamed ? { duplex: 'half' } : {}) };
    const response = await service.handle(new Request(url, init as RequestInit));
    // An answer before the whole body was read (a 413 mid-body, a 401): the rest is read and dropped.
    if (streamed && !message.complete) await answerAndClose(message, target, response);
    else await sendResponse(response, target, method);
    return response.status;
  }

  const onRequest = (message: IncomingMessage, target: ServerResponse) => {
    const started = Date.now();
    serve(message, target).then(
      (status) => {
        if (options.logRequests)
          console.log(`${message.method ?? 'GET'} ${message.url ?? '/'} ${status} ${Date.now() - started}ms`);
      },
      (error: unknown) => {
        if (error instanceof ClientGone) {
          target.destroy();
          return;
        }
        console.error('[sandbox] request failed', error);
        fail(target, 500, '999', 'Internal sandbox error');
      },
    );
  };
  const server: Server = createServer(onRequest);
  // `Expect: 100-continue` with a Content-Length over the limit: 413 at once, the body never asked for.
  server.on('checkContinue', (message: IncomingMessage, target: ServerResponse) => {
    const declared = declaredLength(message);
    const limit = bodyLimitOf(message.method ?? 'POST', requestUrl(message, origin));
    if (declared === undefined || declared <= limit) target.writeContinue();
    else notContinued.add(message);
    onRequest(message, target);
  });

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? portFromEnv(), host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  await sandbox.ready;

  return {
    url: `${origin}/`,
    sandbox,
    backoffice,
    close: async () => {
      await new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose()));
        server.closeAllConnections();
      });
      await backoffice?.close();
    },
  };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && resolve(entry) === fileURLToPath(import.meta.url);
}

/** The back-office database directory: BACKOFFICE_DATA_DIR or examples/sandbox/.data/backoffice. */
function backofficeDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.BACKOFFICE_DATA_DIR || fileURLToPath(new URL('./.data/backoffice', import.meta.url));
}

/**
 * The back-office service as the command line and `npm start` run it: on disk (or on the PostgreSQL
 * server of BACKOFFICE_DATABASE_URL), under /backoffice,
 * the staff app's origins those of the examples on EXAMPLES_PORT.
 */
function createDefaultBackoffice(): Backoffice {
  const dataDir = backofficeDataDir();
  const databaseUrl = process.env.BACKOFFICE_DATABASE_URL || undefined;
  console.log(
    `Back-office database: ${databaseUrl ? `PostgreSQL ${describeDatabaseUrl(databaseUrl)}` : dataDir} (opening in the background)`,
  );
  const backoffice = createBackoffice({
    ...(databaseUrl ? { databaseUrl } : { dataDir }),
    seed: { creators: seedCreatorsFromEnv() },
    importMaxBytes: importMaxBytesFromEnv(),
    basePath: '/backoffice',
    allowedOrigins: examplesOrigins(examplesPortFromEnv()),
    onSeeded: ({ creators, ms }) =>
      console.log(`Back-office database seeded with ${creators} creators in ${(ms / 1000).toFixed(1)} s`),
  });
  void backoffice.ready.then(() => console.log('Back-office API ready under /backoffice/'));
  return backoffice;
}

async function startFromCommandLine(): Promise<SandboxServer> {
  const port = portFromEnv();
  try {
    return await startSandboxServer({
      port,
      sandbox: createSandbox({ merchants: [sandboxMerchant(examplesPortFromEnv())] }),
      logRequests: process.env.SANDBOX_LOG !== '0',
      backoffice: createDefaultBackoffice(),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE' ? `Port ${port} is in use: stop the other process or set SANDBOX_PORT.` : error,
    );
    process.exit(1);
  }
}

if (isMainModule()) {
  const running = await startFromCommandLine();
  console.log(`Sandbox payment service listening on ${running.url}`);
  console.log(`  client key: ${SANDBOX_CLIENT_KEY}   merchant API key (x-api-key): ${SANDBOX_API_KEY}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the sandbox`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** A port free now on 127.0.0.1 (a server's port that must be known before the sandbox starts). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export {
  DEFAULT_SANDBOX_PORT,
  backofficeDataDir,
  createDefaultBackoffice,
  examplesPortFromEnv,
  freePort,
  importMaxBytesFromEnv,
  portFromEnv,
  seedCreatorsFromEnv,
  startSandboxServer,
};
export type { SandboxServer, StartSandboxServerOptions };
