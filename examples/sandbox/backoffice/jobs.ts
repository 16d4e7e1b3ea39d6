/**
 * Background jobs (the CSV imports), run one at a time in the order they were accepted, off the
 * request path. A job is stored `accepted` naming its upload, whose records the route staged in the
 * database as the body arrived (uploads.ts), then `started`: the staged rows are read and applied
 * in batches, each batch in one transaction together with the job's progress (processed, created,
 * updated, errors) and the deletion of the batch's staged rows, and between batches the runner
 * yields to the event loop, so the payment API and the other back-office calls are answered while a
 * long import runs. PGlite (in its own thread, db.ts) runs one transaction at a time, so a batch
 * holds the database: the batch size adapts to keep each batch near BATCH_TARGET_MS (a cold
 * database after a start costs many times a warm one per row). Good rows are applied and bad ones
 * (unreadable CSV, invalid cells, unknown ids) listed by line; the job ends `success`. A file
 * unusable as a whole (not UTF-8, empty, wrong header) ends `failed` with nothing applied.
 *
 * Crash safety: as a batch, its staged rows' deletion and the progress commit together,
 * `processed` always counts exactly the rows whose effect is in the database, and the staged rows
 * left are exactly the rest. When the service starts, it resumes every job left `accepted` or
 * `started` (by a crash, a kill or a `close()` mid-import) from its first unprocessed row, so
 * nothing is applied twice or lost. A job whose runs were cut short MAX_ATTEMPTS times ends
 * `failed`, the reason listed at the line it stopped on, so a file that kills the service cannot
 * keep it restarting. A job stored before streamed imports (schema version 4) carries its file's
 * text in `input`; it is staged when it runs.
 */
import { first } from './db';
import type { Database } from './db';
import type { Json } from './entities';
import { toJob } from './entities';
import type { CsvRecord } from './csv';
import { IMPORT_HEADERS, applyBatch, readRow } from './imports';
import type { ImportRow, ImportType, RowError } from './imports';
import { stageUpload } from './uploads';
import type { StagedUpload } from './uploads';

/** Timing of jobs (tests slow them down to watch them run). */
interface JobTiming {
  /** Wait before each job starts, in ms (default 0). */
  startDelayMs?: number;
  /** Rows per batch, fixed (default: adapted to BATCH_TARGET_MS). */
  batchRows?: number;
  /** Wait after each batch, in ms (default 0: only a turn of the event loop). */
  batchDelayMs?: number;
}

/** Starts and tracks jobs. */
interface JobRunner {
  /** Stores an accepted job for a staged upload and queues it; null means the body was not UTF-8. */
  enqueue(type: ImportType, upload: StagedUpload | null, actorId: string | null): Promise<Json>;
  /** Stops after the batch in progress (the job stays `started` and resumes at the next start). */
  close(): Promise<void>;
}

/**
 * The time a batch aims to take, in ms. The batch runs in the database thread (db.ts), so it holds
 * the database (other back-office calls wait for it), not the event loop that answers payments.
 */
const BATCH_TARGET_MS = 50;
/**
 * Batch sizes: the first of a run, and the bounds the adaptation stays within. With 5 rows at the
 * least (the bound while PGlite ran on the event loop), a busy machine shrank batches to 5 rows and
 * a 100,000-row import ran at 90 rows/s, each batch's own round trips costing more than its rows.
 */
const BATCH_ROWS = { first: 100, min: 50, max: 5_000 } as const;

/** The next batch size: scaled to the target by the last batch's time, at most doubled. */
function nextBatchRows(rows: number, elapsedMs: number): number {
  const scaled = (rows * BATCH_TARGET_MS) / Math.max(elapsedMs, 0.1);
  return Math.min(BATCH_ROWS.max, Math.max(BATCH_ROWS.min, Math.round(Math.min(scaled, rows * 2))));
}
/** Runs of a job that may be cut short before it ends `failed`. */
const MAX_ATTEMPTS = 3;
/** A job as stored. */
interface JobRow {
  type: ImportType;
  status: string;
  input: string | null;
  upload_id: string | null;
  processed: number;
  attempts: number;
}

/** A staged record as stored (cells as JSON, or the reason it could not be read). */
interface StagedRow {
  seq: number;
  line: number;
  cells: string[] | string | null;
  error: string | null;
}

/** A staged record as the CSV reader gave it. */
function recordOf(row: StagedRow): CsvRecord {
  if (row.error !== null || row.cells === null) return { line: row.line, error: row.error ?? 'unreadable' };
  const cells = typeof row.cells === 'string' ? (JSON.parse(row.cells) as string[]) : row.cells;
  return { line: row.line, cells };
}

/** Thrown out of a run when the runner is closed. */
class Stopped extends Error {}

function createJobRunner(db: Database, now: () => Date, timing: JobTiming = {}): JobRunner {
  const fixedRows = timing.batchRows === undefined ? null : Math.max(1, Math.floor(timing.batchRows));
  let closed = false;
  const queue: string[] = [];
  let draining: Promise<void> | null = null;
  const wakers = new Set<() => void>();

  /** Waits `ms` (0: one turn of the event loop, so pending I/O is served); throws once closed. */
  async function pause(ms = 0): Promise<void> {
    if (closed) throw new Stopped();
    await new Promise<void>((resolve) => {
      const wake = () => {
        wakers.delete(wake);
        resolve();
      };
      wakers.add(wake);
      if (ms > 0) setTimeout(wake, ms).unref();
      else setImmediate(wake);
    });
    if (closed) throw new Stopped();
  }

  async function finish(id: string, status: 'success' | 'failed', errors: RowError[] = []): Promise<void> {
    await db.query(
      `update jobs set status = $2, finished_at = $3, errors = errors || $4::jsonb where id = $1`,
      [id, status, now(), JSON.stringify(errors)],
    );
    // The staged rows left (all of them when the file failed as a whole) are no longer needed.
    await db.query('delete from import_uploads where id = (select upload_id from jobs where id = $1)', [id]);
  }

  /** Staged records of an upload, from `seq` on, at most `limit`. */
  async function staged(uploadId: string, seq: number, limit: number): Promise<CsvRecord[]> {
    const found = await db.query<StagedRow>(
      `select seq, line, cells, error from import_rows where upload_id = $1 and seq >= $2 order by seq limit $3`,
      [uploadId, seq, limit],
    );
    return found.rows.map(recordOf);
  }

  /** The job's upload: staged now for a job stored with its text before streamed imports. */
  async function uploadOf(id: string, job: JobRow): Promise<string | null> {
    if (job.upload_id !== null) return job.upload_id;
    if (job.input === null) return null;
    const upload = await stageUpload(db, job.input, Number.POSITIVE_INFINITY, now());
    await db.query('update jobs set upload_id = $2, input = null where id = $1', [id, upload.uploadId]);
    return upload.uploadId;
  }

  async function run(id: string): Promise<void> {
    const job = await first<JobRow>(
      db,
      'select type, status, input, upload_id::text upload_id, processed, attempts from jobs where id = $1',
      [id],
    );
    if (!job || (job.status !== 'accepted' && job.status !== 'started')) return;
    const { type } = job;
    const uploadId = await uploadOf(id, job);
    if (uploadId === null) {
      await db.query(`update jobs set status = 'started', started_at = $2 where id = $1`, [id, now()]);
      return finish(id, 'failed', [{ line: 1, message: 'the file is not UTF-8' }]);
    }
    // Seq 0 is the header; rows 1 to `processed` are applied (and their staged rows deleted).
    const [header] = await staged(uploadId, 0, 1);
    if (job.status === 'started' && job.attempts >= MAX_ATTEMPTS) {
      const [next] = await staged(uploadId, job.processed + 1, 1);
      const at = next?.line ?? header?.line ?? 1;
      return finish(id, 'failed', [
        {
          line: at,
          message:
            `the import was cut short ${job.attempts} times at this line (the service stopped); ` +
            `the ${job.processed} rows before it were imported, this one and the rest were not`,
        },
      ]);
    }
    await db.query(
      `update jobs set status = 'started', started_at = coalesce(started_at, $2), attempts = attempts + 1
       where id = $1`,
      [id, now()],
    );
    const expected = IMPORT_HEADERS[type].join(',');
    if (!header) {
      return finish(id, 'failed', [
        { line: 1, message: `the file is empty; expected the header ${expected}` },
      ]);
    }
    if ('error' in header) {
      return finish(id, 'failed', [
        { line: header.line, message: `the header cannot be read (${header.error}); expected ${expected}` },
      ]);
    }
    if (header.cells.map((cell) => cell.trim()).join(',') !== expected) {
      return finish(id, 'failed', [
        { line: header.line, message: `wrong header '${header.cells.join(',')}'; expected ${expected}` },
      ]);
    }
    const left = await db.query<{ rows: number }>(
      'select count(*)::int "rows" from import_rows where upload_id = $1 and seq > $2',
      [uploadId, job.processed],
    );
    const total = job.processed + left.rows[0]!.rows;
    await db.query('update jobs set total = $2 where id = $1', [id, total]);
    let rows = fixedRows ?? BATCH_ROWS.first;
    for (let start = job.processed; start < total;) {
      await pause(start === job.processed ? 0 : timing.batchDelayMs);
      const batch = await staged(uploadId, start + 1, rows);
      if (batch.length === 0) break;
      const began = performance.now();
      const errors: RowError[] = [];
      const valid: ImportRow[] = [];
      for (const record of batch) {
        if ('error' in record) {
          errors.push({ line: record.line, message: record.error });
          continue;
        }
        const read = readRow(type, record.cells);
        if ('error' in read) errors.push({ line: record.line, message: read.error });
        else valid.push({ line: record.line, value: read.value });
      }
      // Time on this thread: reading the rows and the transaction, not the wait for the database.
      let spent = performance.now() - began;
      await db.transaction(async (tx) => {
        const applying = performance.now();
        const outcome = await applyBatch(tx, type, valid, now());
        const listed = [...errors, ...outcome.errors].sort((a, b) => a.line - b.line);
        await tx.query(
          `update jobs set processed = $2, created = created + $3, updated = updated + $4,
             errors = errors || $5::jsonb where id = $1`,
          [id, start + batch.length, outcome.created, outcome.updated, JSON.stringify(listed)],
        );
        await tx.query('delete from import_rows where upload_id = $1 and seq between $2 and $3', [
          uploadId,
          start + 1,
          start + batch.length,
        ]);
        spent += performance.now() - applying;
      });
      start += batch.length;
      rows = fixedRows ?? nextBatchRows(rows, spent);
    }
    await finish(id, 'success');
  }

  async function drain(): Promise<void> {
    const pending = await db.query<{ id: string }>(
      `select id from jobs where status in ('accepted', 'started') order by created_at, length(id), id`,
    );
    queue.unshift(...pending.rows.map((row) => row.id).filter((id) => !queue.includes(id)));
    while (!closed && queue.length > 0) {
      const id = queue.shift()!;
      try {
        if (timing.startDelayMs) await pause(timing.startDelayMs);
        await run(id);
      } catch (error) {
        if (error instanceof Stopped || closed) return;
        await finish(id, 'failed', [{ line: 1, message: `internal error: ${String(error)}` }]).catch(
          () => undefined,
        );
      }
    }
  }

  function kick(): void {
    if (draining || closed) return;
    draining = drain().then(
      () => {
        draining = null;
        if (queue.length > 0) kick();
      },
      (error: unknown) => {
        // Only the database itself failing gets here (a job's own errors fail that job); the
        // queued jobs wait for the next enqueue or start.
        draining = null;
        if (!closed) console.error('[backoffice] the job runner stopped', error);
      },
    );
  }

  // Jobs a previous run of the service left unfinished resume now.
  kick();

  return {
    async enqueue(type, upload, actorId) {
      const row = await first(
        db,
        `insert into jobs (type, status, created_at, input, upload_id, actor_id)
         values ($1, 'accepted', $2, null, $3, $4) returning *`,
        [type, now(), upload?.uploadId ?? null, actorId],
      );
      const job = toJob(row!);
      const id = String(job.id);
      if (!queue.includes(id)) queue.push(id);
      kick();
      return job;
    },
    async close() {
      closed = true;
      for (const wake of [...wakers]) wake();
      await draining;
    },
  };
}

export { BATCH_ROWS, BATCH_TARGET_MS, MAX_ATTEMPTS, createJobRunner, nextBatchRows };
export type { JobRunner, JobTiming };
