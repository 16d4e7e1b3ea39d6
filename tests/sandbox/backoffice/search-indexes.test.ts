/**
 * The search's indexes at 50,000 creators: the plans (EXPLAIN) of the statements a search runs,
 * recorded as it runs them, use an index for each operator family and never scan the creators table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import type { Backoffice } from '../../../examples/sandbox/backoffice/app';
import type { Database, Sql } from '../../../examples/sandbox/backoffice/db';
import { fieldValues, parseSearchRequest, search } from '../../../examples/sandbox/backoffice/routes/search';
import { freshStore } from './store';

let backoffice: Backoffice;
let db: Database;

beforeAll(async () => {
  backoffice = createBackoffice({ seed: { creators: 50_000 }, ...(await freshStore()) });
  db = await backoffice.database();
}, 300_000);

afterAll(async () => {
  await backoffice?.close();
});

/** The statements a search runs on the creators (count and page), with their parameters. */
async function statementsOf(body: unknown, pit?: string): Promise<{ text: string; params: unknown[] }[]> {
  const seen: { text: string; params: unknown[] }[] = [];
  const recording: Sql = {
    query: ((text: string, params?: unknown[]) => {
      seen.push({ text, params: params ?? [] });
      return db.query(text, params);
    }) as Sql['query'],
    exec: db.exec.bind(db),
  };
  const request = parseSearchRequest({ ...(body as object), ...(pit ? { pit: { id: pit } } : {}) });
  await search(recording, request, new Date());
  return seen.filter(({ text }) => /count\(\*\)|order by/.test(text));
}

async function plansOf(body: unknown, pit?: string): Promise<string[]> {
  const plans: string[] = [];
  for (const { text, params } of await statementsOf(body, pit)) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
    plans.push(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}

const SHAPES: [string, unknown, RegExp][] = [
  [
    'contains on a name (trigram)',
    { filters: [{ field: 'name', op: 'contains', value: 'nowak' }] },
    /Index Scan (on|using) creators_t_name/,
  ],
  [
    'contains on an email (trigram)',
    { filters: [{ field: 'email', op: 'contains', value: 'olivia' }] },
    /Index Scan (on|using) creators_t_email/,
  ],
  ['free-text terms (trigram)', { terms: 'riley' }, /Index Scan (on|using) creators_t_search_text/],
  [
    'eq on a manager (btree)',
    { filters: [{ field: 'primaryManagerId', op: 'eq', value: 'mg_00007' }] },
    /Index (Only )?Scan (on|using) creators_kd?_primary_manager_id/,
  ],
  [
    'eq on a number, sorted by it (btree)',
    { filters: [{ field: 'followers', op: 'eq', value: 1234 }], sort: [{ field: 'followers', dir: 'desc' }] },
    /Index (Only )?Scan (on|using) creators_kd?_followers/,
  ],
  [
    'a range on a date (btree)',
    { filters: [{ field: 'createdAt', op: 'gte', value: '2026-06-01T00:00:00.000Z' }] },
    /Index (Only )?Scan (on|using) creators_k_created_at/,
  ],
  [
    'in on a list (GIN)',
    { filters: [{ field: 'labels', op: 'in', value: ['VIP', 'Gaming'] }] },
    /Index Scan (on|using) creators_g_label_names/,
  ],
  [
    'isEmpty on an email (partial index)',
    { filters: [{ field: 'email', op: 'isEmpty' }] },
    /Index (Only )?Scan (using|on) creators_e_email/,
  ],
];

describe('search plans at 50,000 creators', () => {
  it('seeded 50,000 creators', async () => {
    expect((await db.query<{ n: number }>('select count(*)::int n from creators')).rows[0]!.n).toBe(50_000);
  });

  for (const [name, body, index] of SHAPES) {
    it(`${name}: uses its index in the count and the first page, no Seq Scan on creators`, async () => {
      const plans = await plansOf(body);
      expect(plans).toHaveLength(2);
      for (const plan of plans) {
        expect(plan).not.toMatch(/Seq Scan on creators\b/);
      }
      expect(plans.join('\n')).toMatch(index);
    });
  }

  it('a deeper page after a cursor reads an index range in the sort order (no sort of every match)', async () => {
    const body = { sort: [{ field: 'followers', dir: 'desc' }] };
    const first = await search(db, parseSearchRequest(body), new Date());
    const plans = await plansOf({ ...body, searchAfter: first.searchAfter });
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatch(/Index Scan using creators_kd_followers/);
    expect(plans[0]).not.toMatch(/Seq Scan on creators\b/);
  });

  it('in a point in time, the contains and eq filters still use their indexes', async () => {
    const { id } = (
      await db.query<{ id: string }>(
        `insert into pits (id, keep_alive_ms, expires_at, created_at, rev)
         values ('pit_explain', 60000, now() + interval '1 minute', now(), 1000000000) returning id`,
      )
    ).rows[0]!;
    for (const [body, index] of [
      [{ filters: [{ field: 'name', op: 'contains', value: 'nowak' }] }, /creators_t_name/],
      [
        { filters: [{ field: 'primaryManagerId', op: 'eq', value: 'mg_00007' }] },
        /creators_kd?_primary_manager_id/,
      ],
    ] as const) {
      const plans = await plansOf(body, id);
      expect(plans).toHaveLength(2);
      for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on creators\b/);
      expect(plans.join('\n')).toMatch(index);
    }
    await db.query(`delete from pits where id = 'pit_explain'`);
  });

  it.each([
    ['agencyId', 'agencies', /Index Only Scan using creators_kd?_agency_id/],
    ['primaryManagerId', 'managers', /Index Only Scan using creators_kd?_primary_manager_id/],
  ])(
    'the values of %s for a word of the names of %s read its btree index only',
    async (field, table, index) => {
      // The last word but one of the first name ('Lopez Media 12' → 'Media', 'Mia Nowak' → 'Mia').
      const name = (await db.query<{ name: string }>(`select name from ${table} order by id limit 1`))
        .rows[0]!.name;
      const words = name.split(' ');
      const term = words[Math.max(0, words.length - 2)]!;
      const seen: { text: string; params: unknown[] }[] = [];
      const recording: Sql = {
        query: ((text: string, params?: unknown[]) => {
          seen.push({ text, params: params ?? [] });
          return db.query(text, params);
        }) as Sql['query'],
        exec: db.exec.bind(db),
      };
      await fieldValues(recording, field, term);
      const counting = seen.filter(({ text }) => /count\(\*\)/.test(text));
      expect(counting).toHaveLength(1);
      const plan = (
        await db.query<{ 'QUERY PLAN': string }>(`explain ${counting[0]!.text}`, counting[0]!.params)
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(index);
      expect(plan).not.toMatch(/Seq Scan on creators\b/);
    },
  );
});
