/**
 * Background jobs (the CSV imports). A job is stored `accepted`, then runs on an unref'd timer:
 * `started`, row by row (good rows applied, bad rows listed by line), `success`; or `failed` with
 * nothing applied when the file itself is unusable. Timers never keep the process alive, and
 * `close()` cancels waiting jobs and waits for the running one.
 */
import type { PGlite } from '@electric-sql/pglite';
import { first } from './db';
import type { Json } from './entities';
import { toJob } from './entities';
import { parseCsv } from './csv';
import type { CsvRecord } from './csv';
import { IMPORT_HEADERS, applyRow, readRow } from './imports';
import type { ImportType } from './imports';

/** Timing of jobs (tests slow them down to watch them run). */
interface JobTiming {
  /** Wait before a job starts, in ms (default 0). */
  startDelayMs?: number;
  /** Wait after each row, in ms (default 0). */
  rowDelayMs?: number;
}

/** Starts and tracks jobs. */
interface JobRunner {
  /** Stores an accepted job and schedules it; `input` null means the body was not UTF-8. */
  enqueue(type: ImportType, input: string | null, actorId: string | null): Promise<Json>;
  /** Cancels waiting jobs and waits for the running one. */
  close(): Promise<void>;
}

const ROWS_PER_PROGRESS = 50;

function createJobRunner(db: PGlite, now: () => Date, timing: JobTiming = {}): JobRunner {
  let closed = false;
  const timers = new Map<NodeJS.Timeout, () => void>();
  const running = new Set<Promise<void>>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      timers.set(timer, resolve);
    });

  async function fail(id: string, message: string): Promise<void> {
    await db.query(`update jobs set status = 'failed', finished_at = $2, errors = $3 where id = $1`, [
      id,
      now(),
      JSON.stringify([{ line: 1, message }]),
    ]);
  }

  async function run(id: string, type: ImportType, input: string | null): Promise<void> {
    await db.query(`update jobs set status = 'started', started_at = $2 where id = $1`, [id, now()]);
    if (input === null) return fail(id, 'the file is not UTF-8');
    let records: CsvRecord[];
    try {
      records = parseCsv(input);
    } catch (error) {
      return fail(id, error instanceof Error ? error.message : 'the file is not CSV');
    }
    const [header, ...body] = records;
    const expected = IMPORT_HEADERS[type].join(',');
    if (!header) return fail(id, `the file is empty; expected the header ${expected}`);
    if (header.cells.map((cell) => cell.trim()).join(',') !== expected) {
      return fail(id, `wrong header '${header.cells.join(',')}'; expected ${expected}`);
    }
    await db.query('update jobs set total = $2 where id = $1', [id, body.length]);
    const errors: { line: number; message: string }[] = [];
    let created = 0;
    let updated = 0;
    for (const [index, record] of body.entries()) {
      if (closed) return;
      const read = readRow(type, record.cells);
      if ('error' in read) errors.push({ line: record.line, message: read.error });
      else {
        const outcome = await db.transaction((tx) => applyRow(tx, type, read.value, now()));
        if (outcome === 'created') created += 1;
        else if (outcome === 'updated') updated += 1;
        else errors.push({ line: record.line, message: outcome.error });
      }
      const processed = index + 1;
      if (processed % ROWS_PER_PROGRESS === 0 || timing.rowDelayMs) {
        await db.query(
          'update jobs set processed = $2, created = $3, updated = $4, errors = $5 where id = $1',
          [id, processed, created, updated, JSON.stringify(errors)],
        );
      }
      if (timing.rowDelayMs) await sleep(timing.rowDelayMs);
    }
    await db.query(
      `update jobs set status = 'success', finished_at = $2, processed = $3, created = $4, updated = $5, errors = $6
       where id = $1`,
      [id, now(), body.length, created, updated, JSON.stringify(errors)],
    );
  }

  return {
    async enqueue(type, input, actorId) {
      const row = await first(
        db,
        `insert into jobs (type, status, created_at, input, actor_id) values ($1, 'accepted', $2, $3, $4) returning *`,
        [type, now(), input ?? '', actorId],
      );
      const job = toJob(row!);
      const id = String(job.id);
      void sleep(timing.startDelayMs ?? 0).then(() => {
        if (closed) return;
        const task = run(id, type, input)
          .catch(async (error: unknown) => {
            if (!closed) await fail(id, `internal error: ${String(error)}`).catch(() => undefined);
          })
          .finally(() => running.delete(task));
        running.add(task);
      });
      return job;
    },
    async close() {
      closed = true;
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export { createJobRunner };
export type { JobRunner, JobTiming };
