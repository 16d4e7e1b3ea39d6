// `npm run bench`: the back-office's first start, as on a fresh clone: an empty data directory is
// created (PGlite's initdb), migrated and seeded (in a worker thread), then opened; with the default
// seed (what `npm start` does) and with 50,000 creators (BACKOFFICE_SEED_CREATORS=50000, the browser
// tests' template). Each run uses a new temporary directory. Printed: the seed's own time (as the
// service logs it), the time until the service is ready (initdb and migrations included), and the
// CPU time the process spent (on a busy machine the wall-clock figures grow, the CPU time much less).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { DEFAULT_SEED_CREATORS, createBackoffice } from '../../examples/sandbox/backoffice/app';

const dirs: string[] = [];
const runs: Record<string, string | number>[] = [];

afterAll(() => {
  console.log('first start, on disk:');
  console.table(runs);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function firstStart(creators: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-seed-bench-'));
  dirs.push(dataDir);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const backoffice = createBackoffice({ dataDir, seed: { creators } });
  const seeded = await backoffice.seeded;
  await backoffice.ready;
  const readyMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await backoffice.close();
  if (!seeded) throw new Error('the directory was not empty');
  runs.push({
    creators: creators.toLocaleString('en'),
    seedS: +(seeded.ms / 1000).toFixed(2),
    readyS: +(readyMs / 1000).toFixed(2),
    cpuS: +((used.user + used.system) / 1e6).toFixed(2),
  });
}

describe('back-office first start', () => {
  for (const creators of [DEFAULT_SEED_CREATORS, 50_000]) {
    bench(
      `seed ${creators.toLocaleString('en')} creators into an empty directory`,
      () => firstStart(creators),
      { iterations: 2, time: 0, warmupIterations: 0, warmupTime: 0 },
    );
  }
});
