/** Persistence across restarts (a temporary dataDir), a deterministic seed, and what the seed writes. */
import { afterAll, describe, expect, it } from 'vitest';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import { clientOf, login } from './helpers';
import { freshStore, lastingStore } from './store';

/** A creator's search columns, the search text as its sorted words (their order is not kept). */
const SEARCH_COLUMNS = `select id, followers, avg_viewers, platforms, label_names, agency_id,
    array(select w from unnest(string_to_array(search_text, ' ')) w order by w) words
  from creators order by id`;

const store = await lastingStore('persist');
afterAll(() => store.dispose());

describe('back-office persistence', () => {
  it('keeps writes across a restart and seeds only once', async () => {
    const seeded: unknown[] = [];
    const first = createBackoffice({
      ...store.options,
      seed: { creators: 40 },
      onSeeded: (info) => seeded.push(info),
    });
    let call = clientOf(first.handle);
    let token = await login(call, 'staff@example.com');
    const agency = await call('POST', 'agencies/', {
      token,
      body: { name: 'Persisted', country: 'NL', contactMethod: 'phone', contact: '+31' },
    });
    await call('PUT', 'creators/cr_00001', { token, body: { name: 'Still Here' } });
    expect(await first.seeded).toEqual({ creators: 40, ms: expect.any(Number) });
    await first.close();
    expect((await call('GET', 'health')).status).toBe(503);

    const second = createBackoffice({
      ...store.options,
      seed: { creators: 40 },
      onSeeded: (info) => seeded.push(info),
    });
    call = clientOf(second.handle);
    expect(await second.seeded).toBeNull();
    expect(seeded).toHaveLength(1);
    const again = await call('GET', `agencies/${agency.body.id}`, { token });
    expect(again.body).toEqual(agency.body);
    expect((await call('GET', 'creators/cr_00001', { token })).body.name).toBe('Still Here');
    token = await login(call, 'staff@example.com');
    const fresh = await call('POST', 'agencies/', {
      token,
      body: { name: 'Next', country: 'NL', contactMethod: 'phone', contact: '+31' },
    });
    expect(fresh.body.id > agency.body.id).toBe(true);
    expect((await call('GET', 'health')).body.creators).toBe(40);
    await second.close();
  }, 60_000);

  it('gives every table statistics after a seed, and on the next open a table that lost them', async () => {
    // PGlite runs no autovacuum: without statistics the planner takes any filter to keep half a
    // table's rows (creators.bulk with parts[]=channels read every channel instead of its index).
    const unanalyzed = `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.reltuples < 0 order by 1`;
    const lasting = await lastingStore('statistics');
    const { options } = lasting;
    const first = createBackoffice({ ...options, seed: { creators: 30 } });
    const db = await first.database();
    expect((await db.query(unanalyzed)).rows).toEqual([]);
    // A database seeded before this rule: its channels and labels never analyzed.
    await db.query(`update pg_class set reltuples = -1 where relname in ('channels', 'creator_labels')`);
    expect((await db.query(unanalyzed)).rows).toEqual([
      { relname: 'channels' },
      { relname: 'creator_labels' },
    ]);
    await first.close();
    const second = createBackoffice({ ...options, seed: { creators: 30 } });
    const again = await second.database();
    expect(await second.seeded).toBeNull();
    expect((await again.query(unanalyzed)).rows).toEqual([]);
    const channels = await again.query<{ reltuples: number }>(
      `select reltuples from pg_class where relname = 'channels'`,
    );
    expect(channels.rows[0]!.reltuples).toBeGreaterThan(30);
    await second.close();
    await lasting.dispose();
  }, 60_000);

  it('seeds the same data every time', async () => {
    const snapshot = async () => {
      const backoffice = createBackoffice({ seed: { creators: 30 }, ...(await freshStore()) });
      const call = clientOf(backoffice.handle);
      const token = await login(call, 'admin@example.com');
      const creators = await call('POST', 'search/creators/', { token, body: { count: 200 } });
      const agencies = await call('GET', 'agencies/?count=200', { token });
      const payments = await call('GET', 'payments/agencies/ag_00001/agents', { token });
      await backoffice.close();
      return { creators: creators.body.items, agencies: agencies.body.items, payments: payments.body };
    };
    const [a, b] = [await snapshot(), await snapshot()];
    expect(a.creators).toHaveLength(30);
    expect(a.creators[0]).toMatchObject({ id: 'cr_00001', name: 'Quinn Lopez' });
    expect(b).toEqual(a);
  }, 60_000);
});

describe('the seed', () => {
  it('writes each creator once, with the search columns refresh_creators computes', async () => {
    const backoffice = createBackoffice({ seed: { creators: 300 }, ...(await freshStore()) });
    const db = await backoffice.database();
    // No page of dead row versions (PGlite has no autovacuum): every page of the table holds live rows.
    const pages = await db.query<{ size: number; live: number }>(
      `select (pg_relation_size('creators') / 8192)::int size,
         (select count(distinct (ctid::text::point)[0]) from creators)::int live`,
    );
    expect(pages.rows[0]!.live).toBe(pages.rows[0]!.size);
    const written = (await db.query(SEARCH_COLUMNS)).rows;
    expect(written).toHaveLength(300);
    expect(written.filter((row) => (row as { followers: number | null }).followers !== null).length).toBe(
      300,
    );
    await db.query('select refresh_creators(array(select id from creators))');
    expect((await db.query(SEARCH_COLUMNS)).rows).toEqual(written);
    await backoffice.close();
  }, 60_000);

  it('satisfies every foreign key (it skips their triggers)', async () => {
    const backoffice = createBackoffice({ seed: { creators: 300 }, ...(await freshStore()) });
    const db = await backoffice.database();
    const keys = (
      await db.query<{ tbl: string; col: string; ref: string; refcol: string }>(
        `select c.conrelid::regclass::text tbl, a.attname col, c.confrelid::regclass::text ref, f.attname refcol
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         join pg_attribute f on f.attrelid = c.confrelid and f.attnum = c.confkey[1]
         where c.contype = 'f' order by 1, 2`,
      )
    ).rows;
    expect(keys.length).toBeGreaterThanOrEqual(15);
    const broken: string[] = [];
    for (const { tbl, col, ref, refcol } of keys) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int n from ${tbl} t
         where t.${col} is not null and not exists (select 1 from ${ref} r where r.${refcol} = t.${col})`,
      );
      if (rows[0]!.n > 0) broken.push(`${tbl}.${col} -> ${ref}.${refcol}: ${rows[0]!.n}`);
    }
    expect(broken).toEqual([]);
    const channels = await db.query<{ n: number }>('select count(*)::int n from channels');
    expect(channels.rows[0]!.n).toBeGreaterThan(300);
    await backoffice.close();
  }, 60_000);
});
