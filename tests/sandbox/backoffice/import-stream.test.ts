/**
 * Streamed CSV imports over HTTP (uploads.ts, server.ts): the body is read as it arrives and its
 * rows staged in the database before it has ended (so memory does not grow with the file), the
 * import's own limit is counted while the body streams (413 naming the limit, nothing kept), and
 * an upload a stop cut short leaves nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../examples/sandbox/app';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import { parseCsv } from '../../../examples/sandbox/backoffice/csv';
import { STAGE_ROWS, importTooLargeMessage, stageUpload } from '../../../examples/sandbox/backoffice/uploads';
import { importMaxBytesFromEnv, startSandboxServer } from '../../../examples/sandbox/server';
import type { SandboxServer } from '../../../examples/sandbox/server';
import { freshStore, lastingStore } from './store';

/** A small import limit, so a refusal is quick to reach. */
const LIMIT = 64 * 1024;
const HEADER = 'name,email,country,languages,platform,handle,followers';
const STAFF = { Authorization: `Basic ${Buffer.from('staff:staff-password').toString('base64')}` };
const row = (prefix: string, index: number) =>
  `Zoë ${prefix} ${index},${prefix}.${index}@x.example,DE,de;en,twitch,${prefix}_${index},${index}\r\n`;

/** Polls until `check` holds (or fails the test after `ms`). */
async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('streamed CSV imports', () => {
  let running: SandboxServer;
  const db = async () => running.backoffice!.database();
  const count = async (sql: string) => (await (await db()).query<{ n: number }>(sql)).rows[0]!.n;
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(new URL('backoffice/creators/import/csv', running.url), {
      method: 'POST',
      headers: { ...STAFF, 'Content-Type': 'text/csv', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  beforeAll(async () => {
    running = await startSandboxServer({
      port: 0,
      sandbox: createSandbox(),
      backoffice: createBackoffice({
        basePath: '/backoffice',
        seed: { creators: 20 },
        importMaxBytes: 1024 * 1024 * 1024,
        ...(await freshStore()),
      }),
    });
    await running.backoffice!.ready;
  }, 60_000);
  afterAll(async () => {
    await running.close();
  });

  it('stages rows as the body arrives in small pieces, before it ends, and imports each once', async () => {
    const rows = 3 * STAGE_ROWS;
    let sent = 0;
    let stagedBeforeEnd = 0;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) controller.enqueue(encoder.encode(`${HEADER}\r\n`));
        if (sent === rows - 10) {
          // The body has not ended: the service must already hold two staged batches.
          await until(async () => (await count('select count(*)::int n from import_rows')) >= 2 * STAGE_ROWS);
          stagedBeforeEnd = await count('select count(*)::int n from import_rows');
        }
        if (sent === rows) {
          controller.close();
          return;
        }
        // Pieces of 7 to 40 bytes: cuts inside cells, between CR and LF, inside "ë".
        const text = encoder.encode(row('piece', sent));
        sent += 1;
        for (let at = 0; at < text.length;) {
          const size = 7 + ((at * 13 + sent) % 34);
          controller.enqueue(text.subarray(at, at + size));
          at += size;
        }
      },
    });
    const answer = await post(body);
    expect(answer.status).toBe(202);
    const job = (await answer.json()) as { id: string; status: string };
    expect(job.status).toBe('accepted');
    expect(stagedBeforeEnd).toBeGreaterThanOrEqual(2 * STAGE_ROWS);
    expect(stagedBeforeEnd).toBeLessThan(rows + 1);
    await until(async () => {
      const found = await (
        await db()
      ).query<{ status: string }>('select status from jobs where id = $1', [job.id]);
      return found.rows[0]!.status === 'success';
    }, 60_000);
    const done = await (
      await db()
    ).query<{ total: number; processed: number; created: number; errors: unknown[] }>(
      'select total, processed, created, errors from jobs where id = $1',
      [job.id],
    );
    expect(done.rows[0]).toEqual({ total: rows, processed: rows, created: rows, errors: [] });
    expect(
      await count(`select count(distinct handle)::int n from channels where handle like 'piece\\_%'`),
    ).toBe(rows);
    // The staged rows are gone with the job's end.
    expect(await count('select count(*)::int n from import_rows')).toBe(0);
    expect(await count('select count(*)::int n from import_uploads')).toBe(0);
  }, 90_000);

  it('stages a long text (the JSON call, a job stored before streaming) in pieces, as the whole text reads', async () => {
    const lines = [HEADER];
    for (let index = 0; index < 3_000; index += 1)
      lines.push(
        index % 7 === 0 ? `"Two\r\nlines 😀 ${index}",,DE,,twitch,t_${index},1` : row('text', index).trim(),
      );
    const text = lines.join('\r\n');
    expect(text.length).toBeGreaterThan(2 * 64 * 1024); // three pieces at least
    const database = await db();
    const upload = await stageUpload(database, text, Number.POSITIVE_INFINITY, new Date());
    const stored = await database.query<{ line: number; cells: string[] | null; error: string | null }>(
      'select line, cells, error from import_rows where upload_id = $1 order by seq',
      [upload.uploadId],
    );
    const whole = parseCsv(text);
    expect(upload.records).toBe(whole.length);
    expect(stored.rows.map(({ line, cells }) => ({ line, cells }))).toEqual(whole);
    await database.query('delete from import_uploads where id = $1', [upload.uploadId]);
  });

  it('reads a row whose name has a multibyte character split across two pieces', async () => {
    const bytes = new TextEncoder().encode(`${HEADER}\nZoë Ångström,,SE,,twitch,zoe_split,5\n`);
    const at = bytes.indexOf(0xc3) + 1;
    const pieces = [bytes.subarray(0, at), bytes.subarray(at)];
    const answer = await post(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = pieces.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
    );
    expect(answer.status).toBe(202);
    const { id } = (await answer.json()) as { id: string };
    await until(async () => {
      const found = await (
        await db()
      ).query<{ status: string }>('select status from jobs where id = $1', [id]);
      return found.rows[0]!.status === 'success';
    });
    const made = await (
      await db()
    ).query<{ name: string }>(
      `select c.name from creators c join channels h on h.creator_id = c.id where h.handle = 'zoe_split'`,
    );
    expect(made.rows).toEqual([{ name: 'Zoë Ångström' }]);
  }, 30_000);
});

describe('the import limit, counted while the body streams', () => {
  let running: SandboxServer;
  beforeAll(async () => {
    running = await startSandboxServer({
      port: 0,
      sandbox: createSandbox(),
      backoffice: createBackoffice({
        basePath: '/backoffice',
        seed: { creators: 20 },
        importMaxBytes: LIMIT,
        ...(await freshStore()),
      }),
    });
    await running.backoffice!.ready;
  }, 60_000);
  afterAll(async () => {
    await running.close();
  });

  const refusal = {
    status: 413,
    errorCode: 'payload_too_large',
    message: importTooLargeMessage(LIMIT),
  };

  it('names the limit in people’s units', () => {
    expect(importTooLargeMessage(LIMIT)).toBe(
      'The CSV file is larger than the import limit of 64 KiB (65536 bytes); split it into smaller files',
    );
    expect(importTooLargeMessage(256 * 1024 * 1024)).toMatch(
      /^The CSV file is larger than the import limit of 256 MiB \(268435456 bytes\)/,
    );
  });

  it('takes the command line limit from BACKOFFICE_IMPORT_MAX_BYTES, refusing what is not a size', () => {
    expect(importMaxBytesFromEnv({})).toBeUndefined();
    expect(importMaxBytesFromEnv({ BACKOFFICE_IMPORT_MAX_BYTES: ' ' })).toBeUndefined();
    expect(importMaxBytesFromEnv({ BACKOFFICE_IMPORT_MAX_BYTES: '536_870_912' })).toBe(536_870_912);
    expect(importMaxBytesFromEnv({ BACKOFFICE_IMPORT_MAX_BYTES: '65536' })).toBe(65_536);
    for (const bad of ['0', '-5', '1.5', '256MB', 'lots'])
      expect(() => importMaxBytesFromEnv({ BACKOFFICE_IMPORT_MAX_BYTES: bad })).toThrow(
        `BACKOFFICE_IMPORT_MAX_BYTES must be a whole number of bytes, at least 1 (got "${bad}")`,
      );
  });

  it('refuses a body without a length once it passes the limit, keeping nothing, and goes on serving', async () => {
    const db = await running.backoffice!.database();
    const jobsBefore = (await db.query<{ n: number }>('select count(*)::int n from jobs')).rows[0]!.n;
    let sent = 0;
    const piece = new TextEncoder().encode(row('over', 1).repeat(40));
    const answer = await fetch(new URL('backoffice/creators/import/csv', running.url), {
      method: 'POST',
      headers: { ...STAFF, 'Content-Type': 'text/csv' },
      duplex: 'half',
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(new TextEncoder().encode(`${HEADER}\n`));
          // Four times the limit, in pieces: the answer comes before the sender is done.
          if (sent > 4 * LIMIT) controller.close();
          else controller.enqueue(piece);
          sent += piece.length;
        },
      }),
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(refusal);
    expect((await db.query<{ n: number }>('select count(*)::int n from jobs')).rows[0]!.n).toBe(jobsBefore);
    expect((await db.query<{ n: number }>('select count(*)::int n from import_uploads')).rows[0]!.n).toBe(0);
    const small = await fetch(new URL('backoffice/creators/import/csv', running.url), {
      method: 'POST',
      headers: { ...STAFF, 'Content-Type': 'text/csv' },
      body: `${HEADER}\n${row('under', 1)}`,
    });
    expect(small.status).toBe(202);
  }, 30_000);

  it('refuses a declared length over the limit before reading the body, with the same message', async () => {
    const answer = await fetch(new URL('backoffice/creators/import/csv', running.url), {
      method: 'POST',
      headers: { ...STAFF, 'Content-Type': 'text/csv' },
      body: 'x'.repeat(LIMIT + 1),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(refusal);
  });
});

describe('an upload cut short', () => {
  it('leaves no staged rows after the service starts again', async () => {
    const store = await lastingStore('upload-cut');
    const first = createBackoffice({ ...store.options, seed: { creators: 5 } });
    await first.ready;
    const db = await first.database();
    // As a body still arriving when the service stopped: staged, but no job names it.
    await stageUpload(db, `${HEADER}\n${row('cut', 1)}${row('cut', 2)}`, LIMIT, new Date());
    expect((await db.query<{ n: number }>('select count(*)::int n from import_rows')).rows[0]!.n).toBe(3);
    await first.close();
    const second = createBackoffice({ ...store.options, seed: { creators: 5 } });
    await second.ready;
    const again = await second.database();
    expect((await again.query<{ n: number }>('select count(*)::int n from import_uploads')).rows[0]!.n).toBe(
      0,
    );
    expect((await again.query<{ n: number }>('select count(*)::int n from import_rows')).rows[0]!.n).toBe(0);
    await second.close();
    await store.dispose();
  }, 60_000);
});
