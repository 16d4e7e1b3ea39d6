// `npm run bench`: creator search over the full 50,000-creator seed. The database persists in
// examples/sandbox/.data/bench-backoffice, so only the first run seeds. vitest prints mean/p75/p99;
// the table printed first gives median and p95 from 50 timed runs per combination.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createBackoffice } from '../../examples/sandbox/backoffice/app';
import type { Backoffice } from '../../examples/sandbox/backoffice/app';
import { parseSearchRequest, search } from '../../examples/sandbox/backoffice/routes/search';

const dataDir = fileURLToPath(new URL('../../examples/sandbox/.data/bench-backoffice', import.meta.url));

const COMBINATIONS: Record<string, unknown> = {
  'country eq + followers gte': {
    filters: [
      { field: 'country', op: 'eq', value: 'US' },
      { field: 'followers', op: 'gte', value: 100_000 },
    ],
  },
  'languages contains + platforms in, followers desc': {
    filters: [
      { field: 'languages', op: 'contains', value: 'de' },
      { field: 'platforms', op: 'in', value: ['twitch', 'youtube'] },
    ],
    sort: [{ field: 'followers', dir: 'desc' }],
  },
  'labels contains OR spStanding eq, with terms': {
    filters: [
      { field: 'labels', op: 'contains', value: 'Gaming' },
      { field: 'spStanding', op: 'eq', value: 'suspected' },
    ],
    queryOp: 'OR',
    terms: 'alex',
  },
};

let backoffice: Backoffice;
let db: PGlite;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

beforeAll(async () => {
  backoffice = createBackoffice({ dataDir, seed: { creators: 50_000 } });
  const seeded = await backoffice.seeded;
  console.log(
    seeded
      ? `seeded 50,000 creators in ${(seeded.ms / 1000).toFixed(1)} s`
      : 'reusing the seeded bench database',
  );
  db = await backoffice.database();
  const table: Record<string, { total: number; medianMs: number; p95Ms: number }> = {};
  for (const [name, body] of Object.entries(COMBINATIONS)) {
    const request = parseSearchRequest(body);
    await search(db, request, new Date());
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < 50; run += 1) {
      const started = performance.now();
      total = (await search(db, request, new Date())).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    table[name] = {
      total,
      medianMs: +percentile(times, 50).toFixed(2),
      p95Ms: +percentile(times, 95).toFixed(2),
    };
  }
  console.table(table);
}, 300_000);

afterAll(async () => {
  await backoffice.close();
});

describe('creator search (50,000 creators)', () => {
  for (const [name, body] of Object.entries(COMBINATIONS)) {
    const request = parseSearchRequest(body);
    bench(
      name,
      async () => {
        await search(db, request, new Date());
      },
      { iterations: 30, time: 0 },
    );
  }
});
