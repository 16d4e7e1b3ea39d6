/**
 * The sandbox over HTTP: a node:http server on 127.0.0.1 that turns each IncomingMessage into a
 * Request, asks the sandbox, and streams the Response back.
 *
 *   npm run sandbox                       # http://127.0.0.1:3100/
 *   SANDBOX_PORT=4000 npm run sandbox     # another port
 *   EXAMPLES_PORT=5200 npm run sandbox    # the examples' port: the pages the client key allows
 *
 * The command line also serves the back-office API under /backoffice/ (docs/sandbox.md), its
 * database in examples/sandbox/.data/backoffice (BACKOFFICE_DATA_DIR overrides).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox } from './app';
import type { Sandbox } from './app';
import { createBackoffice } from './backoffice/app';
import type { Backoffice } from './backoffice/app';
import { MAX_BODY_BYTES } from './http';
import { DEFAULT_EXAMPLES_PORT, SANDBOX_API_KEY, SANDBOX_CLIENT_KEY, sandboxMerchant } from './merchants';

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

class BodyTooLarge extends Error {}

async function readRequestBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of message) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
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

/** Turns a node request into a fetch Request. */
async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = message.method ?? 'GET';
  const url = new URL(message.url ?? '/', requestOrigin(message, origin));
  const init: RequestInit = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') init.body = new Uint8Array(await readRequestBody(message));
  return new Request(url, init);
}

/** Writes a fetch Response to a node response, streaming the body. */
async function sendResponse(response: Response, target: ServerResponse, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  target.writeHead(response.status, headers);
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
  const handlerFor = (url: string): ((request: Request) => Promise<Response>) => {
    if (!backoffice?.basePath) return sandbox.handle;
    const { pathname } = new URL(url);
    return pathname === backoffice.basePath || pathname.startsWith(`${backoffice.basePath}/`)
      ? backoffice.handle
      : sandbox.handle;
  };

  const server: Server = createServer((message, target) => {
    const started = Date.now();
    void (async () => {
      try {
        const request = await toRequest(message, origin);
        const response = await handlerFor(request.url)(request);
        await sendResponse(response, target, request.method);
        if (options.logRequests) {
          console.log(`${request.method} ${message.url ?? '/'} ${response.status} ${Date.now() - started}ms`);
        }
      } catch (error) {
        if (error instanceof BodyTooLarge)
          fail(target, 413, '413', `Request body is larger than ${MAX_BODY_BYTES} bytes`);
        else {
          console.error('[sandbox] request failed', error);
          fail(target, 500, '999', 'Internal sandbox error');
        }
      }
    })();
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

/** The back-office service as the command line and `npm start` run it: on disk, under /backoffice. */
function createDefaultBackoffice(): Backoffice {
  const dataDir = backofficeDataDir();
  console.log(`Back-office database: ${dataDir} (opening in the background)`);
  const backoffice = createBackoffice({
    dataDir,
    basePath: '/backoffice',
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

export {
  DEFAULT_SANDBOX_PORT,
  backofficeDataDir,
  createDefaultBackoffice,
  examplesPortFromEnv,
  portFromEnv,
  startSandboxServer,
};
export type { SandboxServer, StartSandboxServerOptions };
