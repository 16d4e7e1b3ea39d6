/**
 * The version-2 → version-3 upgrade in place: a directory a version-2 service wrote (its creators,
 * its single-column search indexes, a point in time in the old format) opens at version 3 with its
 * data kept, creator revisions, the new indexes, pg_trgm, and search and points in time working.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import {
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_VERSION,
  SEARCH_INDEX_NAMES,
} from '../../../examples/sandbox/backoffice/schema';
import { clientOf } from './helpers';
import { lastingStore } from './store';
import type { LastingStore } from './store';

const store = await lastingStore('upgrade');
afterAll(() => store.dispose());

const BASIC = `Basic ${Buffer.from('staff:staff-password').toString('base64')}`;

/** A version-2 directory: the schema, staff, 30 creators, the v2 indexes, an old-format pit. */
async function writeVersion2(place: LastingStore) {
  const old = await place.raw();
  await old.exec(
    'create table schema_version (version integer primary key, applied_at timestamptz not null)',
  );
  await old.exec(SCHEMA_V1);
  await old.exec(SCHEMA_V2);
  await old.exec(`
    insert into schema_version values (1, now()), (2, now());
    insert into meta (key, value) values ('seed', '{"creators":30,"ms":0}');
    insert into users (id, name, email, created_at) values ('us_00002', 'Sam Staff', 'staff@example.com', now());
    insert into groups (name, description, created_at) values ('staff', 'Staff', now());
    insert into group_members values ('staff', 'us_00002', now());
    insert into creators (name, email, country, languages, created_at, updated_at, followers, search_text)
      select 'Upgraded ' || g, case when g % 3 = 0 then null else 'up' || g || '@example.com' end,
        case when g % 2 = 0 then 'DE' else 'US' end, '{de}', now(), now(), g * 10, lower('Upgraded ' || g)
      from generate_series(1, 30) g;
    create index creators_country on creators(country);
    create index creators_followers on creators(followers);
    create index creators_name on creators(lower(name));
    create index creators_languages on creators using gin(languages);
    insert into pits (id, keep_alive_ms, expires_at, ids, created_at)
      values ('pit_old', 60000, now() + interval '1 minute', array['cr_00001'], now());`);
  await old.close();
}

describe('schema versions 3 and 4 over a version-2 directory', () => {
  it('upgrades in place: data kept, revisions given, old indexes replaced, search and pits work', async () => {
    await writeVersion2(store);
    const service = createBackoffice({ ...store.options });
    await service.ready;
    const db = await service.database();
    const one = async <T>(text: string) => (await db.query<T>(text)).rows[0]!;

    expect(await one<{ v: number }>('select max(version) v from schema_version')).toEqual({
      v: SCHEMA_VERSION,
    });
    expect(SCHEMA_VERSION).toBe(6); // 3: search at scale; 4: the key-value store; 5: streamed imports; 6: statistics
    // Every creator kept, each with its own revision.
    expect(
      await one('select count(*)::int n, count(distinct rev)::int revs, min(rev) > 0 positive from creators'),
    ).toEqual({
      n: 30,
      revs: 30,
      positive: true,
    });
    const indexes = (
      await db.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'creators'`)
    ).rows.map((row) => row.indexname);
    for (const name of SEARCH_INDEX_NAMES) expect(indexes).toContain(name);
    for (const name of ['creators_country', 'creators_followers', 'creators_name', 'creators_languages']) {
      expect(indexes).not.toContain(name);
    }
    expect(await one(`select count(*)::int n from pg_extension where extname = 'pg_trgm'`)).toEqual({ n: 1 });
    // The old pit format is gone (its ids column); pits have a revision, counts and cursors.
    const pitColumns = (
      await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'pits' order by column_name`,
      )
    ).rows.map((row) => row.column_name);
    expect(pitColumns).toEqual([
      'counts',
      'created_at',
      'cursors',
      'expires_at',
      'id',
      'keep_alive_ms',
      'rev',
    ]);

    const call = clientOf(service.handle);
    const headers = { Authorization: BASIC };
    const contains = await call('POST', 'search/creators/', {
      headers,
      body: { filters: [{ field: 'name', op: 'contains', value: 'graded 2' }], fields: ['name'], count: 50 },
    });
    expect(contains.status).toBe(200);
    expect(contains.body.items.map((hit: { name: string }) => hit.name).sort()).toEqual(
      ['Upgraded 2', ...Array.from({ length: 10 }, (_, i) => `Upgraded ${20 + i}`)].sort(),
    );
    const pit = (await call('POST', 'search/creators/pit/open', { headers })).body;
    const body = {
      sort: [{ field: 'followers', dir: 'desc' }],
      fields: ['followers'],
      count: 20,
      pit: { id: pit.id },
    };
    const first = await call('POST', 'search/creators/', { headers, body });
    await db.query(`update creators set followers = 100000 where name = 'Upgraded 1'`);
    const second = await call('POST', 'search/creators/', {
      headers,
      body: { ...body, searchAfter: first.body.searchAfter },
    });
    const followers = [...first.body.items, ...second.body.items].map(
      (hit: { followers: number }) => hit.followers,
    );
    expect(followers).toEqual(Array.from({ length: 30 }, (_, i) => (30 - i) * 10));
    expect(first.body.total).toBe(30);
    await service.close();

    // Opening it again changes nothing: it is at the current version (6).
    const again = createBackoffice({ ...store.options });
    await again.ready;
    expect(
      (await (await again.database()).query<{ n: number }>('select count(*)::int n from schema_version'))
        .rows[0],
    ).toEqual({ n: 6 });
    await again.close();
  }, 60_000);
});
