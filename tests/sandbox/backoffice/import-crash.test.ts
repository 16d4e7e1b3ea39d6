/**
 * Crash safety of the CSV imports: a job cut short (the process killed, or the service closed
 * mid-import) resumes from its last committed batch when a service next opens the same data
 * directory, applying every row exactly once; one cut short too often ends failed with the line it
 * stopped on; a version-1 database's stuck job ends failed with the reason. At scale: a 100,000-row
 * realistic CSV with bad lines, posted over real HTTP (about 9 MB, over the 1 MB of other calls),
 * the process killed in the middle, every good row applied once and each bad line listed once.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import type { Backoffice } from '../../../examples/sandbox/backoffice/app';
import { MAX_ATTEMPTS } from '../../../examples/sandbox/backoffice/jobs';
import { SCHEMA_V1, SCHEMA_VERSION } from '../../../examples/sandbox/backoffice/schema';
import { clientOf, waitForJob } from './helpers';
import { largeCsv } from './import-rows';
import type { Call } from './helpers';
import { lastingStore } from './store';
import type { LastingStore } from './store';

const BASIC = `Basic ${Buffer.from('staff:staff-password').toString('base64')}`;
const HEADER = 'name,email,country,languages,platform,handle,followers';
const SEED = { creators: 40 };

const stores: LastingStore[] = [];
/**
 * A data directory (or a database on the test server) that outlives one service: holding the seed
 * of SEED (a copy of the run's template, store.ts), or empty.
 */
const freshStore = async (seeded: 'seeded' | 'empty') => {
  const store = await lastingStore('crash', seeded === 'seeded' ? SEED : undefined);
  stores.push(store);
  return store;
};
afterAll(async () => {
  for (const store of stores) await store.dispose();
});

/** A client that signs in with Basic auth (no session to carry over a restart). */
function staffClient(backoffice: Backoffice): Call {
  const call = clientOf(backoffice.handle);
  return (method, path, options = {}) =>
    call(method, path, { ...options, headers: { Authorization: BASIC, ...options.headers } });
}

function csvRows(rows: number, prefix: string): string {
  const lines = [HEADER];
  for (let index = 0; index < rows; index += 1) {
    lines.push(`Crash ${index},,DE,de,twitch,${prefix}_${index},${index}`);
  }
  return lines.join('\n');
}

/** The creators an import made (by handle prefix): how many rows and how many distinct handles. */
async function imported(backoffice: Backoffice, prefix: string) {
  const db = await backoffice.database();
  const { rows } = await db.query<{ rows: number; handles: number }>(
    `select count(*)::int "rows", count(distinct handle)::int handles from channels where handle like $1`,
    [`${prefix}\\_%`],
  );
  return rows[0]!;
}

/** A job as stored. */
interface StoredJob {
  status: string;
  processed: number;
  attempts: number;
  errors: unknown;
  finished_at: Date | null;
}

/** A job straight from the database (tests that cannot sign in, or must not wait behind a call). */
async function storedJob(backoffice: Backoffice, id: string): Promise<StoredJob> {
  const db = await backoffice.database();
  return (
    await db.query<StoredJob>(
      'select status, processed, attempts, errors, finished_at from jobs where id = $1',
      [id],
    )
  ).rows[0]!;
}

/** Polls a job until `done` holds for it. */
async function waitUntil(backoffice: Backoffice, id: string, done: (job: StoredJob) => boolean) {
  for (;;) {
    const job = await storedJob(backoffice, id);
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Runs import-child.ts on `store` (`rows` rows, handles `<prefix>_<index>`; `http`: the realistic
 * CSV with bad lines over real HTTP) and kills it (SIGKILL) once it has seen `killAt` rows processed.
 */
async function importThenKill(
  store: LastingStore,
  rows: number,
  prefix: string,
  killAt: number,
  mode?: 'http',
): Promise<{ id: string; processed: number }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./import-child.ts', import.meta.url)),
      JSON.stringify(store.options),
      String(rows),
      prefix,
      ...(mode ? [mode] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let id = '';
  let processed = 0;
  await new Promise<void>((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (const line of buffered.split('\n').slice(0, -1)) {
        const [word, value] = line.split(' ');
        if (word === 'job') id = value!;
        if (word === 'processed') processed = Number(value);
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
      if (processed >= killAt) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the child exited early (${code})`)));
  });
  child.kill('SIGKILL');
  await exited;
  return { id, processed };
}

describe('imports after a crash', () => {
  it('resumes a job from its last committed batch after the process is killed', async () => {
    // Seeded before the child opens it (the child passes no seed of its own).
    const store = await freshStore('seeded');

    const { id, processed } = await importThenKill(store, 600, 'killed', 100);
    expect(processed).toBeLessThan(600);

    const restarted = createBackoffice({ ...store.options, seed: SEED });
    const call = staffClient(restarted);
    await restarted.ready;
    const { job } = await waitForJob(call, '', id, 30_000);
    expect(job).toMatchObject({ status: 'success', total: 600, processed: 600, created: 600, errors: [] });
    expect(await imported(restarted, 'killed')).toEqual({ rows: 600, handles: 600 });
    await restarted.close();
  }, 90_000);

  it('imports 100,000 rows (9 MB over HTTP) with bad lines, killed in the middle: every good row once, each bad line listed once', async () => {
    const store = await freshStore('seeded');
    const rows = 100_000;
    const { badLines } = largeCsv(rows, 'large');
    const { id, processed } = await importThenKill(store, rows, 'large', 30_000, 'http');
    expect(processed).toBeGreaterThanOrEqual(30_000);
    expect(processed).toBeLessThan(rows);

    const restarted = createBackoffice({ ...store.options, seed: SEED });
    const call = staffClient(restarted);
    await restarted.ready;
    const { job } = await waitForJob(call, '', id, 600_000);
    expect(job).toMatchObject({
      status: 'success',
      total: rows,
      processed: rows,
      created: rows - badLines.length,
      updated: 0,
    });
    const errors = job.errors as { line: number; message: string }[];
    expect(errors.map((error) => error.line)).toEqual(badLines);
    // Each kind of bad line, by its message: three invalid cells and one quote never closed.
    const kinds = errors.map(
      ({ message }) =>
        /^(country|followers|platform): /.exec(message)?.[1] ??
        (/^the quoted cell opened on line \d+ is not closed/.test(message) ? 'quote' : message),
    );
    expect(new Set(kinds)).toEqual(new Set(['country', 'followers', 'platform', 'quote']));
    expect(await imported(restarted, 'large')).toEqual({
      rows: rows - badLines.length,
      handles: rows - badLines.length,
    });
    await restarted.close();
    // Seconds on a quiet 2-core machine; the generous bound is for a machine shared with other work.
  }, 900_000);

  it('resumes a job cut short by close() and applies each row once', async () => {
    const store = await freshStore('seeded');
    const first = createBackoffice({
      ...store.options,
      seed: SEED,
      jobs: { batchRows: 40, batchDelayMs: 20 },
    });
    const accepted = await staffClient(first)('POST', 'creators/import/csv', {
      body: csvRows(1_000, 'closed'),
      headers: { 'Content-Type': 'text/csv' },
    });
    const id = accepted.body.id as string;
    const cut = await waitUntil(first, id, (job) => job.processed >= 120);
    await first.close();
    expect(cut.status).toBe('started');

    const second = createBackoffice({ ...store.options, seed: SEED });
    const call = staffClient(second);
    await second.ready;
    const stopped = await (
      await second.database()
    ).query<{ processed: number; attempts: number }>('select processed, attempts from jobs where id = $1', [
      id,
    ]);
    expect(stopped.rows[0]!.processed).toBeGreaterThanOrEqual(120);
    expect(stopped.rows[0]!.processed).toBeLessThan(1_000);
    expect(stopped.rows[0]!.processed % 40).toBe(0);
    const { job } = await waitForJob(call, '', id, 30_000);
    expect(job).toMatchObject({ status: 'success', total: 1_000, processed: 1_000, created: 1_000 });
    expect(await imported(second, 'closed')).toEqual({ rows: 1_000, handles: 1_000 });
    await second.close();
  }, 90_000);

  it(`ends a job failed, at the line it stopped on, after ${MAX_ATTEMPTS} runs cut short`, async () => {
    const store = await freshStore('seeded');
    const slow = { batchRows: 10, batchDelayMs: 40 };
    let service = createBackoffice({ ...store.options, seed: SEED, jobs: slow });
    const accepted = await staffClient(service)('POST', 'creators/import/csv', {
      body: csvRows(2_000, 'again'),
      headers: { 'Content-Type': 'text/csv' },
    });
    const id = accepted.body.id as string;
    for (let run = 1; run <= MAX_ATTEMPTS; run += 1) {
      // This run has started (counted) and applied a batch; then the service stops.
      await waitUntil(service, id, (job) => job.attempts === run && job.processed > 0);
      await service.close();
      service = createBackoffice({ ...store.options, seed: SEED, jobs: slow });
    }
    const call = staffClient(service);
    const { job } = await waitForJob(call, '', id, 30_000);
    const stoppedAt = job.processed as number;
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(2_000);
    expect(job).toMatchObject({
      status: 'failed',
      total: 2_000,
      created: stoppedAt,
      errors: [
        {
          // The header is line 1, so the first row not imported is on line processed + 2.
          line: stoppedAt + 2,
          message: `the import was cut short ${MAX_ATTEMPTS} times at this line (the service stopped); the ${stoppedAt} rows before it were imported, this one and the rest were not`,
        },
      ],
    });
    expect(await imported(service, 'again')).toEqual({ rows: stoppedAt, handles: stoppedAt });
    await service.close();
  }, 90_000);

  it('upgrades a version-1 database: a stuck started job ends failed with the reason, an accepted one runs', async () => {
    const store = await freshStore('empty');
    const old = await store.raw();
    await old.exec(
      'create table schema_version (version integer primary key, applied_at timestamptz not null)',
    );
    await old.exec(SCHEMA_V1);
    await old.exec(`insert into schema_version values (1, now());
      insert into meta (key, value) values ('seed', '{"creators":0,"ms":0}');
      insert into jobs (type, status, created_at, started_at, total, processed, created, input)
        values ('importCreators', 'started', now(), now(), 300, 100, 100, 'x');
      insert into jobs (type, status, created_at, input)
        values ('importCreators', 'accepted', now(), '${csvRows(2, 'upgraded')}');`);
    await old.close();

    const service = createBackoffice({ ...store.options, seed: SEED });
    await service.ready;
    expect(await storedJob(service, 'jb_00001')).toMatchObject({
      status: 'failed',
      finished_at: expect.any(Date),
      errors: [
        {
          line: 1,
          message:
            'the import was interrupted by a stop of the service (before imports could resume); between 100 and 149 of its 300 rows were applied',
        },
      ],
    });
    expect(
      await waitUntil(service, 'jb_00002', (job) => job.status !== 'accepted' && job.status !== 'started'),
    ).toMatchObject({ status: 'success', errors: [] });
    expect(await imported(service, 'upgraded')).toEqual({ rows: 2, handles: 2 });
    const versions = await (
      await service.database()
    ).query<{ version: number }>('select max(version) version from schema_version');
    expect(versions.rows[0]!.version).toBe(SCHEMA_VERSION);
    await service.close();
  }, 60_000);
});
