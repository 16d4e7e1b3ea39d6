// The shop's server: the built page (dist/) at /checkout and the session routes of sessions.ts, on
// PORT. Plain node:http with a Fetch API adapter, as any Request → Response server would do.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCheckoutSession, getCheckoutSession } from './sessions';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

async function handle(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/sessions')
    return request.method === 'POST' ? createCheckoutSession(request) : getCheckoutSession(request);
  const path = pathname === '/' || pathname === '/checkout' ? '/index.html' : normalize(pathname);
  if (path.includes('..')) return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(join(dist, path));
    return new Response(body, {
      headers: { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

const server = createServer((incoming, outgoing) => {
  const url = `http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`;
  handle(new Request(url, { method: incoming.method ?? 'GET' }))
    .then(async (response) => {
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })
    .catch((error: unknown) => {
      outgoing.writeHead(500).end(String(error));
    });
});
server.listen(Number(process.env.PORT ?? 5173), '127.0.0.1', () => {
  const address = server.address();
  console.log(`SHOP_READY ${typeof address === 'object' && address ? address.port : ''}`);
});
