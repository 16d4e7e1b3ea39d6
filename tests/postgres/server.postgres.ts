/**
 * What only a PostgreSQL server can show (run by tests/vitest.postgres.config.ts, never on PGlite):
 * the tests' services really use the server; a missing database is created and a temporary one
 * dropped; a role that is not a superuser runs the service too (pg_trgm is a trusted extension; the
 * LIKE cost tuning and the seed's skipped foreign-key triggers need a superuser and are left out),
 * with `contains` still answered on its trigram index; a lost connection is replaced.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackoffice } from '../../examples/sandbox/backoffice/app';
import type { Backoffice } from '../../examples/sandbox/backoffice/app';
import { clientOf, login } from '../sandbox/backoffice/helpers';
import { TEST_SERVER, freshStore } from '../sandbox/backoffice/store';

const server = new URL(TEST_SERVER!);

/** One statement on the server's maintenance database, as the test server's own role. */
async function admin<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: TEST_SERVER });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

const databaseExists = async (name: string) =>
  (await admin('select 1 from pg_database where datname = $1', [name])).length === 1;

const opened: Backoffice[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const backoffice of opened) await backoffice.close();
  for (const cleanup of cleanups) await cleanup();
});

describe('the back office on a PostgreSQL server', () => {
  it('runs the tests on the server: its database, created on open and dropped on close', async () => {
    const store = await freshStore();
    const name = new URL(store.databaseUrl!).pathname.slice(1);
    expect(store.temporaryDatabase).toBe(true);
    expect(await databaseExists(name)).toBe(false);
    const backoffice = createBackoffice({ seed: { creators: 20 }, ...store });
    const db = await backoffice.database();
    const where = await db.query<{ database: string; port: number; version: string }>(
      'select current_database() database, inet_server_port() port, version() version',
    );
    expect(where.rows[0]).toEqual({
      database: name,
      port: Number(server.port || 5432),
      version: expect.stringMatching(/^PostgreSQL \d+/),
    });
    expect(where.rows[0]!.version).not.toMatch(/emscripten|wasm/i);
    expect(await databaseExists(name)).toBe(true);
    // Values come back as PGlite gives them: int8 as numbers, dates at UTC midnight, intervals as text.
    const typed = await db.query(
      `select 9007199254740991::int8 big, 9007199254740993::int8 bigger, array[1, 2]::int8[] list,
         date '2026-03-04' "day", interval '1 day' span, count(*) n from creators`,
    );
    expect(typed.rows[0]).toEqual({
      big: 9007199254740991,
      bigger: 9007199254740993n,
      list: [1, 2],
      day: new Date('2026-03-04T00:00:00.000Z'),
      span: '1 day',
      n: 20,
    });
    await backoffice.close();
    expect(await databaseExists(name)).toBe(false);
  }, 60_000);

  it('runs as a role that is not a superuser: migrated, seeded, trigram search, no LIKE cost tuning', async () => {
    const role = `bo_plain_${randomBytes(3).toString('hex')}`;
    const database = `${role}_db`;
    await admin(`create role ${role} login createdb nosuperuser password 'plain-password'`);
    cleanups.push(async () => {
      await admin(`drop database if exists ${database} with (force)`);
      await admin(`drop role if exists ${role}`);
    });
    const url = new URL(TEST_SERVER!);
    url.username = role;
    url.password = 'plain-password';
    url.pathname = `/${database}`;
    const backoffice = createBackoffice({ seed: { creators: 200 }, databaseUrl: url.href });
    opened.push(backoffice);
    expect(await backoffice.seeded).toEqual({ creators: 200, ms: expect.any(Number) });
    const db = await backoffice.database();
    const facts = await db.query<{ superuser: boolean; owner: string; trgm: number; likeCost: number }>(
      `select (select rolsuper from pg_roles where rolname = current_user) superuser,
         (select pg_get_userbyid(datdba) from pg_database where datname = current_database()) owner,
         (select count(*) from pg_extension where extname = 'pg_trgm')::int trgm,
         (select procost from pg_proc where oid = 'pg_catalog.textlike(text, text)'::regprocedure)::int "likeCost"`,
    );
    expect(facts.rows[0]).toEqual({ superuser: false, owner: role, trgm: 1, likeCost: 1 });

    const call = clientOf(backoffice.handle);
    const token = await login(call, 'staff@example.com');
    const all = await call('POST', 'search/creators', { token, body: { count: 200 } });
    const expected = (all.body.items as { id: string; name: string }[])
      .filter((creator) => creator.name.toLowerCase().includes('ar'))
      .map((creator) => creator.id);
    expect(expected.length).toBeGreaterThan(5);
    const found = await call('POST', 'search/creators', {
      token,
      body: { filters: [{ field: 'name', op: 'contains', value: 'AR' }], count: 200 },
    });
    expect(found.status).toBe(200);
    expect((found.body.items as { id: string }[]).map((creator) => creator.id)).toEqual(expected);
    expect(found.body.total).toBe(expected.length);
    // The trigram index serves it when the planner is told to avoid a scan of every row.
    await db.query('set enable_seqscan = off');
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `explain select id from creators where name ilike '%ar%'`,
    );
    await db.query('reset enable_seqscan');
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('creators_t_');
  }, 90_000);

  it('replaces a lost connection: the next statement runs on a new one', async () => {
    const backoffice = createBackoffice({ seed: { creators: 10 }, ...(await freshStore()) });
    opened.push(backoffice);
    const db = await backoffice.database();
    const before = (await db.query<{ pid: number }>('select pg_backend_pid() pid')).rows[0]!.pid;
    await admin('select pg_terminate_backend($1)', [before]);
    // The statement that meets the dropped connection fails; the one after it runs again.
    await db.query('select 1').catch(() => undefined);
    const after = (await db.query<{ pid: number }>('select pg_backend_pid() pid')).rows[0]!.pid;
    expect(after).not.toBe(before);
    const call = clientOf(backoffice.handle);
    const token = await login(call, 'staff@example.com');
    expect((await call('GET', 'creators/cr_00001', { token })).status).toBe(200);
  }, 60_000);
});
