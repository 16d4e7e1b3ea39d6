// `npm run bench`: the back-office's first start, as on a fresh clone: an empty data directory is
// created, migrated and seeded with the default 50,000 creators (in a worker thread), then opened.
// Each run uses a new temporary directory. Printed: the seed's own time (as the service logs it),
// the time until the service is ready, and the CPU time the process spent (on a busy machine the
// wall-clock figures grow, the CPU time much less).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { DEFAULT_SEED_CREATORS, createBackoffice } from '../../examples/sandbox/backoffice/app';

const dirs: string[] = [];
const runs: Record<string, number>[] = [];

afterAll(() => {
  console.log(`first start with ${DEFAULT_SEED_CREATORS.toLocaleString('en')} creators, on disk:`);
  console.table(runs);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('back-office first start', () => {
  bench(
    `seed ${DEFAULT_SEED_CREATORS.toLocaleString('en')} creators into an empty directory`,
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-seed-bench-'));
      dirs.push(dataDir);
      const cpu = process.cpuUsage();
      const started = performance.now();
      const backoffice = createBackoffice({ dataDir });
      const seeded = await backoffice.seeded;
      await backoffice.ready;
      const readyMs = performance.now() - started;
      const used = process.cpuUsage(cpu);
      await backoffice.close();
      if (!seeded) throw new Error('the directory was not empty');
      runs.push({
        seedS: +(seeded.ms / 1000).toFixed(2),
        readyS: +(readyMs / 1000).toFixed(2),
        cpuS: +((used.user + used.system) / 1e6).toFixed(2),
      });
    },
    { iterations: 2, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
