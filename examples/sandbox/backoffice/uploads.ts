/**
 * The body of a CSV import, read as it arrives: bytes are counted against the import limit, decoded
 * as UTF-8 (a character split across two pieces is joined), read into records by the streaming CSV
 * reader (csv.ts) and staged in the database (`import_rows`, schema version 5) in batches of
 * STAGE_ROWS records, each batch written before the next piece is read. So the service holds one
 * piece of the body and one batch whatever the file's size, and the sender is slowed to the pace of
 * the database (the request stream is not read while a batch is written).
 *
 * An upload is not a job until its body has ended: the route then stores the job naming the upload
 * (jobs.ts), which applies the staged rows. An upload cut short (the client gone, the service
 * stopped, the limit passed, a byte that is not UTF-8) has its staged rows deleted; one left by a
 * crash is deleted when the service starts again (`deleteOrphanUploads`). Its client had no
 * answer, so nothing it was told was accepted is lost.
 */
import { ApiError } from './errors';
import type { Sql } from './db';
import { createCsvStreamReader } from './csv';
import type { CsvRecord } from './csv';

/** Records staged per insert. */
const STAGE_ROWS = 1_000;
/** Characters of a text body (the JSON call's CSV, a job stored before streaming) read at a time. */
const TEXT_PIECE = 64 * 1024;

/** The default most bytes of an import's body: 256 MiB (about 2.6 million realistic creator rows). */
const IMPORT_MAX_BYTES = 256 * 1024 * 1024;

/** A staged upload: its id and how many records (the header included) it holds. */
interface StagedUpload {
  uploadId: string;
  records: number;
}

/** `n` bytes for people: 256 MiB, 1.5 MiB, 900 KiB, 12 bytes. */
function formatBytes(bytes: number): string {
  const units = [
    ['MiB', 1024 * 1024],
    ['KiB', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1)).toLocaleString('en')} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** The message of an import refused as too large. */
function importTooLargeMessage(limit: number): string {
  return `The CSV file is larger than the import limit of ${formatBytes(limit)} (${limit} bytes); split it into smaller files`;
}

/** Thrown when the body is not UTF-8 (the route stores a job that fails with the reason). */
class NotUtf8 extends Error {}

/** Writes one batch of records (seq numbers from `firstSeq`). */
async function stageBatch(sql: Sql, uploadId: string, firstSeq: number, records: CsvRecord[]) {
  if (records.length === 0) return;
  const rows = records.map((record, index) => ({
    seq: firstSeq + index,
    line: record.line,
    cells: 'cells' in record ? record.cells : null,
    error: 'error' in record ? record.error : null,
  }));
  await sql.query(
    `insert into import_rows (upload_id, seq, line, cells, error)
     select $1, seq, line, cells, error
     from jsonb_to_recordset($2::jsonb) as t(seq integer, line integer, cells jsonb, error text)`,
    [uploadId, JSON.stringify(rows)],
  );
}

/**
 * Stages the records of a body that arrives in pieces (bytes, or text already decoded). Rejects
 * with a 413 ApiError past `limit` bytes, with NotUtf8 when the bytes are not UTF-8, or with the
 * error of the stream; its staged rows are then deleted. The stream is read with a reader that is
 * released, never cancelled, on a refusal: the HTTP adapter reads and drops the rest of the body
 * after the answer (server.ts), so the client sees the 413 rather than a reset.
 */
async function stageUpload(
  sql: Sql,
  body: ReadableStream<Uint8Array> | string | null,
  limit: number,
  now: Date,
): Promise<StagedUpload> {
  const created = await sql.query<{ id: string }>(
    'insert into import_uploads (created_at) values ($1) returning id::text id',
    [now],
  );
  const uploadId = created.rows[0]!.id;
  const reader = createCsvStreamReader();
  let batch: CsvRecord[] = [];
  let staged = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const writing = batch;
    batch = [];
    await stageBatch(sql, uploadId, staged, writing);
    staged += writing.length;
  };
  const take = async (records: CsvRecord[]) => {
    for (const record of records) {
      batch.push(record);
      if (batch.length >= STAGE_ROWS) await flush();
    }
  };
  try {
    if (typeof body === 'string') {
      // In pieces too, so the records of a large text are never all held at once (a surrogate
      // pair cut in two is joined again in the reader's pending text).
      for (let at = 0; at < body.length; at += TEXT_PIECE)
        await take(reader.push(body.slice(at, at + TEXT_PIECE)));
    } else if (body) {
      const decoder = new TextDecoder('utf-8', { fatal: true });
      const stream = body.getReader();
      let bytes = 0;
      try {
        for (;;) {
          const { done, value } = await stream.read();
          if (done) break;
          bytes += value.byteLength;
          if (bytes > limit) throw new ApiError(413, 'payload_too_large', importTooLargeMessage(limit));
          await take(reader.push(decodeOrThrow(decoder, value)));
        }
        await take(reader.push(decodeOrThrow(decoder)));
      } finally {
        stream.releaseLock();
      }
    }
    await take(reader.end());
    await flush();
    return { uploadId, records: staged };
  } catch (error) {
    await sql.query('delete from import_uploads where id = $1', [uploadId]).catch(() => undefined);
    throw error;
  }
}

/** Decodes the next piece (or, without one, the end) of the body; NotUtf8 when it is not UTF-8. */
function decodeOrThrow(decoder: TextDecoder, piece?: Uint8Array): string {
  try {
    return piece ? decoder.decode(piece, { stream: true }) : decoder.decode();
  } catch {
    throw new NotUtf8();
  }
}

/**
 * Deletes the uploads no job names: cut short by a crash or a stop. Run when the service starts,
 * before it serves a request (no upload is in progress then).
 */
async function deleteOrphanUploads(sql: Sql): Promise<void> {
  await sql.query(
    `delete from import_uploads u where not exists (select 1 from jobs j where j.upload_id = u.id)`,
  );
}

export {
  IMPORT_MAX_BYTES,
  NotUtf8,
  STAGE_ROWS,
  deleteOrphanUploads,
  formatBytes,
  importTooLargeMessage,
  stageUpload,
};
export type { StagedUpload };
