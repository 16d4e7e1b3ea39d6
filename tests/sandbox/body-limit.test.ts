/**
 * Bodies over the 1 MB limit over real HTTP (issues 17 and 29): a client sending 5 MB gets the 413,
 * with CORS headers and `Connection: close`, every time rather than a reset or EPIPE; the server
 * reads what is still coming without keeping it, then closes the connection; the next request
 * works. The same through a proxy (Vite's, as the staff app reaches /backoffice/ on its own
 * origin), which forwards the upload while the answer comes back: issue 29's reset after the 413.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer as createViteServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { IMPORT_MAX_BYTES, createBackoffice } from '../../examples/sandbox/backoffice/app';
import { importTooLargeMessage } from '../../examples/sandbox/backoffice/uploads';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { startSandboxServer } from '../../examples/sandbox/server';
import type { SandboxServer } from '../../examples/sandbox/server';
import { freshStore } from './backoffice/store';

/** How many times each kind of oversized upload is tried. */
const TRIES = 10;
const FIVE_MB = 5 * 1024 * 1024;
const STAFF_APP = 'http://127.0.0.1:5173';

/** What one upload saw. */
interface Upload {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: string;
  /** A client error (EPIPE, ECONNRESET) and whether it came before the answer. */
  error: { code: string | undefined; beforeResponse: boolean } | undefined;
  /** The server closed the connection after the answer. */
  closed: boolean;
}

/**
 * POSTs `size` bytes as fast as the socket takes them: with a Content-Length, chunked, or with
 * `Expect: 100-continue` (the body only after a 100).
 */
function upload(
  base: string,
  path: string,
  size: number,
  mode: 'length' | 'chunked' | 'expect',
  headers: Record<string, string> = {},
): Promise<Upload> {
  const url = new URL(base);
  const chunk = Buffer.alloc(64 * 1024, 'x');
  return new Promise((resolve) => {
    const seen: Upload = { status: undefined, headers: {}, body: '', error: undefined, closed: false };
    let answered = false;
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path,
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        ...headers,
        ...(mode === 'chunked' ? {} : { 'Content-Length': String(size) }),
        ...(mode === 'expect' ? { Expect: '100-continue' } : {}),
      },
    });
    const writeAll = () => {
      for (let sent = 0; sent < size; sent += chunk.length)
        req.write(chunk.subarray(0, Math.min(chunk.length, size - sent)));
      req.end();
    };
    req.on('error', (error: NodeJS.ErrnoException) => {
      seen.error ??= { code: error.code, beforeResponse: !answered };
    });
    req.on('socket', (socket) => socket.on('close', () => finish()));
    req.on('response', (res) => {
      answered = true;
      seen.status = res.statusCode;
      seen.headers = res.headers;
      res.setEncoding('utf8');
      res.on('data', (text: string) => (seen.body += text));
      res.on('end', () => {
        seen.closed = req.socket?.destroyed ?? true;
      });
    });
    if (mode === 'expect') req.on('continue', writeAll);
    else writeAll();
    let done = false;
    function finish() {
      if (done) return;
      done = true;
      seen.closed = true;
      resolve(seen);
    }
    // A server that never closes fails the test (the upload's promise stays open): vitest's timeout.
  });
}

/** What one upload by fetch (undici) saw: the answer, or why there was none. */
async function fetchUpload(
  url: string,
  size: number,
  body: 'buffer' | 'stream',
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string } | { error: string }> {
  const chunk = new Uint8Array(64 * 1024).fill(120);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) controller.close();
      else controller.enqueue(chunk.subarray(0, Math.min(chunk.length, size - sent)));
      sent += chunk.length;
    },
  });
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      ...(body === 'buffer' ? { body: new Uint8Array(size).fill(120) } : { body: stream, duplex: 'half' }),
    } as RequestInit);
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? String(error) };
  }
}

/** The 413 of each service, as its clients read it. */
const REFUSALS = {
  payment: {
    path: `/v2/analytics/log?clientKey=${SANDBOX_CLIENT_KEY}`,
    body: {
      status: 413,
      errorCode: '413',
      message: 'Request body is larger than 1000000 bytes',
      errorType: 'validation',
    },
  },
  'back office': {
    path: '/backoffice/notes/',
    body: {
      status: 413,
      errorCode: 'payload_too_large',
      message: 'Request body is larger than 1000000 bytes',
    },
  },
} as const;

describe('bodies over the limit over HTTP', () => {
  let running: SandboxServer;

  beforeAll(async () => {
    running = await startSandboxServer({
      port: 0,
      sandbox: createSandbox(),
      backoffice: createBackoffice({
        basePath: '/backoffice',
        seed: { creators: 20 },
        allowedOrigins: [STAFF_APP],
        ...(await freshStore()),
      }),
    });
    await running.backoffice!.ready;
  }, 60_000);
  afterAll(async () => {
    await running.close();
  });

  const works = async () => {
    const next = await fetch(new URL('datasets/countries.json', running.url));
    expect(next.status).toBe(200);
    expect(((await next.json()) as unknown[]).length).toBeGreaterThan(100);
  };

  for (const mode of ['length', 'chunked'] as const) {
    it(`answers ${TRIES} of ${TRIES} 5 MB uploads (${mode}) with a 413 that closes the connection`, async () => {
      const statuses: (number | undefined)[] = [];
      for (let attempt = 0; attempt < TRIES; attempt += 1) {
        const seen = await upload(
          running.url,
          `/v2/analytics/log?clientKey=${SANDBOX_CLIENT_KEY}`,
          FIVE_MB,
          mode,
          {
            Origin: STAFF_APP,
          },
        );
        statuses.push(seen.status);
        expect(seen.error, `try ${attempt + 1}: ${JSON.stringify(seen.error)}`).toBeUndefined();
        expect(seen.headers.connection).toBe('close');
        expect(seen.headers['access-control-allow-origin']).toBe(STAFF_APP);
        expect(JSON.parse(seen.body)).toEqual({
          status: 413,
          errorCode: '413',
          message: 'Request body is larger than 1000000 bytes',
          errorType: 'validation',
        });
        expect(seen.closed).toBe(true);
        await works();
      }
      expect(statuses).toEqual(Array<number>(TRIES).fill(413));
    }, 60_000);
  }

  it('answers the back office 413 with its error shape and its CORS (credentials)', async () => {
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const seen = await upload(
        running.url,
        '/backoffice/notes/',
        FIVE_MB,
        attempt % 2 ? 'length' : 'chunked',
        {
          Origin: STAFF_APP,
        },
      );
      expect(seen.error).toBeUndefined();
      expect(seen.status).toBe(413);
      expect(seen.headers.connection).toBe('close');
      expect(seen.headers['access-control-allow-origin']).toBe(STAFF_APP);
      expect(seen.headers['access-control-allow-credentials']).toBe('true');
      expect(JSON.parse(seen.body)).toEqual({
        status: 413,
        errorCode: 'payload_too_large',
        message: 'Request body is larger than 1000000 bytes',
      });
      expect(seen.closed).toBe(true);
    }
    await works();
  }, 60_000);

  it('refuses a 5 MB upload that asks Expect: 100-continue without taking its body', async () => {
    const seen = await upload(
      running.url,
      `/v2/analytics/log?clientKey=${SANDBOX_CLIENT_KEY}`,
      FIVE_MB,
      'expect',
    );
    expect(seen.error).toBeUndefined();
    expect(seen.status).toBe(413);
    expect(seen.headers.connection).toBe('close');
    await works();
  });

  it.each(Object.entries(REFUSALS))(
    'the %s: fetch reads the 413 and its JSON body for 10 of 10 5 MB uploads',
    async (_service, refusal) => {
      const seen = [];
      for (let attempt = 0; attempt < TRIES; attempt += 1)
        seen.push(
          await fetchUpload(
            new URL(refusal.path, running.url).href,
            FIVE_MB,
            attempt % 2 ? 'stream' : 'buffer',
          ),
        );
      expect(seen.map((answer) => ('error' in answer ? answer.error : answer.status))).toEqual(
        Array<number>(TRIES).fill(413),
      );
      for (const answer of seen) expect(JSON.parse((answer as { text: string }).text)).toEqual(refusal.body);
      await works();
    },
    60_000,
  );

  it.each(Object.entries(REFUSALS))(
    'the %s: 10 of 10 5 MB uploads that ask Expect: 100-continue read the 413 (no body sent)',
    async (_service, refusal) => {
      // At once: each answer ends a moment after its 413 (a body that did not wait may follow).
      const uploads = await Promise.all(
        Array.from({ length: TRIES }, () => upload(running.url, refusal.path, FIVE_MB, 'expect')),
      );
      for (const [attempt, seen] of uploads.entries()) {
        expect(seen.error, `try ${attempt + 1}: ${JSON.stringify(seen.error)}`).toBeUndefined();
        expect(seen.status).toBe(413);
        expect(seen.headers.connection).toBe('close');
        expect(JSON.parse(seen.body)).toEqual(refusal.body);
        expect(seen.closed).toBe(true);
      }
      await works();
    },
    60_000,
  );

  /**
   * Through Vite's proxy, as the staff app reaches the back office (examples/vite.config.ts): the
   * proxy forwards the upload while it passes the answer on, and closes both sides once the answer
   * is complete; it sends its own 100 to a client that asks `Expect: 100-continue` and forwards the
   * body without waiting for the service's. Before issue 29's fix a complete 413 closed the proxy's
   * connection mid-upload: the client's upload met a closed socket (EPIPE) 10 of 10 times, and the
   * Expect uploads got a 502.
   */
  describe("through Vite's proxy", () => {
    let vite: ViteDevServer;
    let proxy: Server;
    let base = '';
    const proxyErrors: string[] = [];
    const root = mkdtempSync(join(tmpdir(), 'body-limit-proxy-'));

    beforeAll(async () => {
      const logger = createLogger('silent');
      vite = await createViteServer({
        configFile: false,
        root,
        appType: 'custom',
        logLevel: 'silent',
        customLogger: { ...logger, error: (message) => void proxyErrors.push(message) },
        server: {
          middlewareMode: true,
          watch: null,
          proxy: {
            '/backoffice/': { target: running.url, changeOrigin: false },
            '/v2/': { target: running.url, changeOrigin: false },
          },
        },
      });
      proxy = createServer(vite.middlewares);
      await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
      base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`;
    }, 60_000);
    afterAll(async () => {
      proxy.closeAllConnections();
      await new Promise((closed) => proxy.close(closed));
      await vite.close();
      rmSync(root, { recursive: true, force: true });
    });

    it.each(Object.entries(REFUSALS))(
      'the %s: node:http and fetch read the 413 and its JSON body for 10 of 10 5 MB uploads of each kind',
      async (_service, refusal) => {
        for (const mode of ['length', 'chunked', 'expect'] as const) {
          for (let attempt = 0; attempt < TRIES; attempt += 1) {
            const seen = await upload(base, refusal.path, FIVE_MB, mode, { Origin: STAFF_APP });
            const what = `${mode}, try ${attempt + 1}: ${JSON.stringify(seen.error)} ${seen.status}`;
            expect(seen.error, what).toBeUndefined();
            expect(seen.status, what).toBe(413);
            expect(seen.headers['access-control-allow-origin']).toBe(STAFF_APP);
            expect(JSON.parse(seen.body)).toEqual(refusal.body);
          }
        }
        for (let attempt = 0; attempt < TRIES; attempt += 1) {
          const seen = await fetchUpload(
            new URL(refusal.path.slice(1), base).href,
            FIVE_MB,
            attempt % 2 ? 'stream' : 'buffer',
          );
          expect(seen, `fetch, try ${attempt + 1}`).toEqual({
            status: 413,
            text: JSON.stringify(refusal.body),
          });
        }
        expect(proxyErrors).toEqual([]);
        await works();
      },
      60_000,
    );
  });

  it('takes a CSV import over 1 MB (its own limit, 256 MiB), refuses one declared over it with that limit named', async () => {
    const basic = { Authorization: `Basic ${Buffer.from('staff:staff-password').toString('base64')}` };
    const lines = ['name,email,country,languages,platform,handle,followers'];
    for (let index = 0; index < 12_500; index += 1)
      lines.push(
        `Limit ${index} Lindqvist-Okafor,limit.${index}@mail.example.com,DE,de;en,twitch,limit_${index},${index}`,
      );
    const csv = lines.join('\n');
    expect(csv.length).toBeGreaterThan(1_000_000);
    const accepted = await fetch(new URL('backoffice/creators/import/csv', running.url), {
      method: 'POST',
      headers: { ...basic, 'Content-Type': 'text/csv' },
      body: csv,
    });
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toMatchObject({ status: 'accepted', type: 'importCreators' });
    // The other calls keep the 1 MB: the same body as a note is refused.
    const note = await upload(running.url, '/backoffice/notes/', 1_100_000, 'length', basic);
    expect(note.status).toBe(413);
    const over = await upload(
      running.url,
      '/backoffice/creators/import/csv',
      IMPORT_MAX_BYTES + 1,
      'expect',
      {
        ...basic,
        'Content-Type': 'text/csv',
      },
    );
    expect(over.error).toBeUndefined();
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toEqual({
      status: 413,
      errorCode: 'payload_too_large',
      message: importTooLargeMessage(IMPORT_MAX_BYTES),
    });
    await works();
  }, 60_000);

  it('still reads a body under the limit (not JSON here: 400)', async () => {
    for (const mode of ['length', 'chunked'] as const) {
      const seen = await upload(
        running.url,
        `/v2/analytics/log?clientKey=${SANDBOX_CLIENT_KEY}`,
        900_000,
        mode,
      );
      expect(seen.error).toBeUndefined();
      expect(seen.status).toBe(400);
      expect(JSON.parse(seen.body)).toMatchObject({ errorCode: '701' });
    }
  });
});
