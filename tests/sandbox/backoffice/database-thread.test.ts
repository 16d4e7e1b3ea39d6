/**
 * The back-office database runs in its own thread (backoffice/db.ts): a long statement does not hold
 * the thread that serves the payment API; transactions commit or roll back as a whole; errors keep
 * their PostgreSQL fields; statements after close fail.
 */
import { describe, expect, it } from 'vitest';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import { freshStore } from './store';

describe('the database thread', () => {
  it('keeps the service thread free during a long statement, commits, rolls back, keeps error codes', async () => {
    const backoffice = createBackoffice({ seed: { creators: 5 }, ...(await freshStore({ creators: 5 })) });
    const db = await backoffice.database();

    // A statement of about a second: this thread's timers keep firing meanwhile.
    let finished = false;
    const started = performance.now();
    const long = db.query('select pg_sleep(1.2)').then(() => {
      finished = true;
    });
    const ticks: number[] = [];
    for (let tick = 0; tick < 5; tick += 1) {
      const before = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      ticks.push(performance.now() - before);
    }
    expect(finished).toBe(false);
    expect(Math.max(...ticks)).toBeLessThan(500);
    await long;
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_150);

    // A transaction commits when its callback resolves and rolls back when it throws.
    await db.exec('create table thread_check (n integer primary key)');
    await db.transaction(async (tx) => {
      await tx.query('insert into thread_check values ($1)', [1]);
      await tx.exec('insert into thread_check values (2)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into thread_check values ($1)', [3]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const kept = await db.query<{ n: number }>('select n from thread_check order by n');
    expect(kept.rows).toEqual([{ n: 1 }, { n: 2 }]);

    // Errors come back with their fields; rows with their types.
    await expect(db.query('insert into thread_check values (1)')).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('duplicate key'),
    });
    const typed = await db.query<{ at: Date; list: string[]; doc: unknown }>(
      `select timestamptz '2026-01-02T03:04:05Z' at, array['a', 'b'] list, '{"x": [1]}'::jsonb doc`,
    );
    expect(typed.rows[0]).toEqual({
      at: new Date('2026-01-02T03:04:05Z'),
      list: ['a', 'b'],
      doc: { x: [1] },
    });

    await backoffice.close();
    expect(db.closed).toBe(true);
    await expect(db.query('select 1')).rejects.toThrow('The database is closed');
  }, 30_000);
});

describe('a PostgreSQL server that cannot be used', () => {
  it.each([
    ['not a URL', 'backoffice', 'The back-office database URL is not a URL'],
    ['another scheme', 'mysql://root@127.0.0.1/backoffice', 'must start with postgres:// or postgresql://'],
    ['no server on the port', 'postgres://postgres@127.0.0.1:1/backoffice', 'ECONNREFUSED'],
  ])('%s: ready fails with the reason, calls answer 503, close ends', async (_, databaseUrl, reason) => {
    const internal: unknown[] = [];
    const backoffice = createBackoffice({ databaseUrl, onInternalError: (error) => internal.push(error) });
    await expect(backoffice.ready).rejects.toThrow(reason);
    const answer = await backoffice.handle(new Request('http://backoffice.test/health'));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      errorCode: 'unavailable',
      message: 'The back-office database could not be opened',
    });
    expect(internal).toEqual([expect.objectContaining({ message: expect.stringContaining(reason) })]);
    await backoffice.close();
  });
});
