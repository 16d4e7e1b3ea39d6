// `npm run bench`: the payment API's latency while the back office imports a CSV in the same process.
// The sandbox serves both over real HTTP, as `npm start` does; a worker thread (its own event loop)
// asks the payment service's client-key route every 10 ms and times each answer, first idle, then
// during imports of 1,000, 5,000 and 15,000 new creators. A request unanswered after 10 s counts as a
// timeout. The table printed first gives p50 / p95 / max per phase and how long each import took;
// these are printed figures, not timed assertions. The database (a 50,000-creator seed)
// persists in examples/sandbox/.data/bench-imports, so only the first run seeds; the imported
// creators are deleted after each phase so every run starts from the same data.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { createBackoffice } from '../../examples/sandbox/backoffice/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { startSandboxServer } from '../../examples/sandbox/server';
import type { SandboxServer } from '../../examples/sandbox/server';
import { percentile, startProbe } from './latency-probe';

const dataDir = fileURLToPath(new URL('../../examples/sandbox/.data/bench-imports', import.meta.url));
const SIZES = [1_000, 5_000, 15_000] as const;
const TIMEOUT_MS = 10_000;
const BASIC = `Basic ${Buffer.from('staff:staff-password').toString('base64')}`;

// The load: one request every 10 ms whatever the server does (so a stalled server shows up as
// long answers, not as fewer questions), each answer timed; stops when the parent says so.
let server: SandboxServer;
let keyUrl: string;

async function call(method: string, path: string, body?: string, type = 'application/json') {
  const send = () =>
    fetch(new URL(`backoffice/${path}`, server.url), {
      method,
      headers: {
        Authorization: BASIC,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': type } : {}),
      },
      body,
    });
  // A GET is asked again once on a network error: after a long stall the server may close an idle
  // keep-alive connection just as the next request goes out on it.
  const response = await send().catch((error: unknown) => {
    if (method === 'GET') return send();
    throw error;
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

function csvOf(rows: number, run: string): string {
  const lines = ['name,email,country,languages,platform,handle,followers'];
  for (let index = 0; index < rows; index += 1) {
    lines.push(`Bench ${run} ${index},,DE,de;en,twitch,bench_${run}_${index},${index}`);
  }
  return `${lines.join('\n')}\n`;
}

beforeAll(async () => {
  const backoffice = createBackoffice({ dataDir, seed: { creators: 50_000 }, basePath: '/backoffice' });
  server = await startSandboxServer({ port: 0, sandbox: createSandbox(), backoffice });
  const seeded = await backoffice.seeded;
  console.log(
    seeded
      ? `seeded ${seeded.creators} creators in ${(seeded.ms / 1000).toFixed(1)} s`
      : 'reusing the seeded bench database',
  );
  const db = await backoffice.database();
  const baseline = (await db.query<{ seq: number }>('select max(seq)::int seq from creators')).rows[0]!.seq;
  keyUrl = new URL(`v1/clientKeys/${SANDBOX_CLIENT_KEY}/publicKey`, server.url).href;
  await fetch(keyUrl).then((response) => response.arrayBuffer());

  const table: Record<string, Record<string, number | string>> = {};
  const record = (name: string, result: { times: number[]; timeouts: number }, importMs?: number) => {
    const sorted = [...result.times].sort((a, b) => a - b);
    table[name] = {
      requests: result.times.length + result.timeouts,
      timeouts: result.timeouts,
      p50Ms: +percentile(sorted, 50).toFixed(1),
      p95Ms: +percentile(sorted, 95).toFixed(1),
      maxMs: +(sorted.at(-1) ?? NaN).toFixed(1),
      importS: importMs === undefined ? '' : +(importMs / 1000).toFixed(2),
    };
  };

  const idle = startProbe(keyUrl, TIMEOUT_MS);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  record('idle', await idle.stop());

  for (const size of SIZES) {
    const body = csvOf(size, `${Date.now().toString(36)}`);
    const probe = startProbe(keyUrl, TIMEOUT_MS);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const job = await call('POST', 'creators/import/csv', body, 'text/csv');
    let status = String(job.status);
    let last = job;
    while (status !== 'success' && status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      last = await call('GET', `jobs/${String(job.id)}`);
      status = String(last.status);
    }
    const importMs = performance.now() - started;
    record(`during a ${size.toLocaleString('en')}-row import`, await probe.stop(), importMs);
    if (status !== 'success' || last.created !== size) {
      throw new Error(`the ${size}-row import ended ${status}: ${JSON.stringify(last).slice(0, 300)}`);
    }
    await db.query('delete from creators where seq > $1', [baseline]);
  }
  console.log('payment API (GET /v1/clientKeys/{key}/publicKey) latency, one request every 10 ms:');
  console.table(table);
}, 900_000);

afterAll(async () => {
  await server?.close();
});

describe('payment API while idle (after the imports)', () => {
  bench(
    'GET /v1/clientKeys/{key}/publicKey',
    async () => {
      await (await fetch(keyUrl)).arrayBuffer();
    },
    { iterations: 50, time: 0 },
  );
});
