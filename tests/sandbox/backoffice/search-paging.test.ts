/**
 * Search at scale, the rules (docs/backoffice-api.md, "Search at scale"): keyset paging with the
 * `searchAfter` cursor, in a point in time and without one; numbered pages in a point in time; the
 * errors of a closed or expired point in time and of a foreign cursor; totals counted once per
 * point in time and once per revision of the creators.
 */
import type { Database } from '../../../examples/sandbox/backoffice/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupBackoffice } from './helpers';

type Hit = Record<string, unknown> & { id: string };
type Body = Record<string, unknown>;

let clockMs = Date.parse('2026-11-22T09:30:00.000Z');
const bo = setupBackoffice({ now: () => new Date(clockMs) });
let db: Database;
let made = 0;

beforeAll(async () => {
  db = await bo.backoffice.database();
});

async function searchPage(body: Body) {
  const answer = await bo.call('POST', 'search/creators/', { token: bo.staff, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    items: Hit[];
    total: number;
    totalRelation: 'eq' | 'gte';
    hasMore: boolean;
    searchAfter: string | null;
    page: number;
  };
}

/** Every id of a search by numbered pages of 200, nothing changing meanwhile (the reference order). */
async function allIds(body: Body): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await searchPage({ ...body, count: 200, page, fields: ['name'] });
    ids.push(...answer.items.map((hit) => hit.id));
    if (!answer.hasMore) return ids;
  }
}

/** New creators straight into the table, with the given followers (and names that sort first). */
async function insertCreators(followers: (number | null)[]) {
  for (const value of followers) {
    made += 1;
    await db.query(
      `insert into creators (name, email, country, created_at, updated_at, followers, languages)
       values ($1, $2, 'US', $3, $3, $4, '{en}')`,
      [`AAA New ${made}`, `new${made}@example.com`, new Date(clockMs), value],
    );
  }
}

async function openPit(keepAlive = '2m'): Promise<string> {
  const answer = await bo.call('POST', `search/creators/pit/open?keepAlive=${keepAlive}`, {
    token: bo.staff,
  });
  expect(answer.status).toBe(200);
  return answer.body.id as string;
}

async function closePit(id: string) {
  return (await bo.call('POST', `search/creators/pit/close/${id}`, { token: bo.staff })).body;
}

const SORTS: Record<string, Body> = {
  'id (the default)': {},
  'followers desc (nullable)': { sort: [{ field: 'followers', dir: 'desc' }] },
  'followers asc (nullable)': { sort: [{ field: 'followers', dir: 'asc' }] },
  'name asc': { sort: [{ field: 'name', dir: 'asc' }] },
  'country asc, email desc, createdAt asc (mixed)': {
    sort: [
      { field: 'country', dir: 'asc' },
      { field: 'email', dir: 'desc' },
      { field: 'createdAt', dir: 'asc' },
    ],
  },
  'no sort keys (insertion order)': { sort: [] },
};

describe('keyset paging in a point in time', () => {
  for (const [name, query] of Object.entries(SORTS)) {
    it(`pages by ${name}: the order of one big page, no duplicate, no gap, while creators are inserted and changed`, async () => {
      const body = { ...query, filters: [{ field: 'country', op: 'neq', value: 'XX' }] };
      const before = await allIds(body);
      const pit = await openPit();
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const answer = await searchPage({
          ...body,
          count: 7,
          fields: ['name', 'followers'],
          pit: { id: pit },
          ...(cursor ? { searchAfter: cursor } : {}),
        });
        expect(answer.total).toBe(before.length);
        seen.push(...answer.items.map((hit) => hit.id));
        cursor = answer.searchAfter;
        expect(cursor === null).toBe(!answer.hasMore);
        pages += 1;
        // Under the pit: new creators that sort first and last (and with no followers), and changes
        // to the sort keys of creators not yet seen (they would move around a live cursor).
        await insertCreators([2_000_000_000, 0, null]);
        const ahead = before[seen.length + 3];
        if (ahead) {
          await db.query(
            `update creators set followers = 1999999999, name = 'AAAA moved', email = null,
               country = 'AD', created_at = '2001-01-01' where id = $1`,
            [ahead],
          );
        }
        const gone = before[seen.length + 5];
        if (gone) await db.query('delete from creators where id = $1', [gone]);
      } while (cursor);
      expect(pages).toBe(Math.ceil(before.length / 7));
      expect(seen).toEqual(before);
      expect(await closePit(pit)).toEqual({ closed: true });
    });
  }

  it('serves the creators as they were when the point in time opened, and forgets kept versions once closed', async () => {
    const pit = await openPit();
    const [target] = await allIds({ sort: [{ field: 'followers', dir: 'desc' }] });
    const before = (
      await searchPage({ filters: [{ field: 'id', op: 'eq', value: target }], pit: { id: pit } })
    ).items[0]!;
    await db.query(`update creators set name = 'Changed Later', followers = 1 where id = $1`, [target]);
    const inPit = await searchPage({ filters: [{ field: 'id', op: 'eq', value: target }], pit: { id: pit } });
    expect(inPit.items[0]).toEqual(before);
    const live = await searchPage({ filters: [{ field: 'id', op: 'eq', value: target }] });
    expect(live.items[0]).toMatchObject({ name: 'Changed Later', followers: 1 });
    const kept = async () =>
      (await db.query<{ n: number }>('select count(*)::int n from creators_prior')).rows[0]!.n;
    expect(await kept()).toBeGreaterThan(0);
    expect(await closePit(pit)).toEqual({ closed: true });
    expect(await kept()).toBe(0);
  });
});

describe('keyset paging without a point in time', () => {
  it('walks live data after the cursor: every creator that stays is seen once, new ones after the cursor appear', async () => {
    const body = { sort: [{ field: 'followers', dir: 'desc' }], filters: [] };
    const before = await allIds(body);
    const seen: string[] = [];
    let cursor: string | null = null;
    let inserted = 0;
    do {
      const answer = await searchPage({
        ...body,
        count: 11,
        fields: ['followers'],
        ...(cursor ? { searchAfter: cursor } : {}),
      });
      seen.push(...answer.items.map((hit) => hit.id));
      cursor = answer.searchAfter;
      if (inserted === 0 && cursor) {
        // One that sorts before the cursor (not seen: already passed) and one with no followers (last).
        await insertCreators([2_100_000_000, null]);
        inserted = 2;
      }
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
    expect(seen.length).toBe(before.length + 1);
  });

  it('refuses a cursor of another search, and one that is not a cursor', async () => {
    const first = await searchPage({ sort: [{ field: 'name', dir: 'asc' }], count: 3 });
    for (const body of [
      { sort: [{ field: 'name', dir: 'desc' }], count: 3, searchAfter: first.searchAfter },
      { sort: [{ field: 'name', dir: 'asc' }], terms: 'a', count: 3, searchAfter: first.searchAfter },
      { sort: [{ field: 'name', dir: 'asc' }], count: 3, searchAfter: 'not-a-cursor' },
      {
        sort: [{ field: 'name', dir: 'asc' }],
        count: 3,
        searchAfter: Buffer.from('[1,2]').toString('base64url'),
      },
    ]) {
      const answer = await bo.call('POST', 'search/creators/', { token: bo.staff, body });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([
        { path: 'searchAfter', message: 'is not a cursor of this search (same filters, terms and sort)' },
      ]);
    }
  });
});

describe('numbered pages in a point in time', () => {
  it('follows the cursor the pit kept for the previous page; agrees with searchAfter and with offsets', async () => {
    const body = { sort: [{ field: 'avgViewers', dir: 'desc' }], fields: ['avgViewers'], count: 9 };
    const pit = await openPit();
    const byCursor: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await searchPage({
        ...body,
        pit: { id: pit },
        ...(cursor ? { searchAfter: cursor } : {}),
      });
      byCursor.push(...answer.items.map((hit) => hit.id));
      cursor = answer.searchAfter;
    } while (cursor);
    const numbered: string[] = [];
    for (let page = 1; page <= Math.ceil(byCursor.length / 9); page += 1) {
      const answer = await searchPage({ ...body, page, pit: { id: pit } });
      expect(answer.page).toBe(page);
      numbered.push(...answer.items.map((hit) => hit.id));
      await insertCreators([5]);
    }
    expect(numbered).toEqual(byCursor);
    const stored = await db.query<{ cursors: Record<string, string> }>(
      'select cursors from pits where id = $1',
      [pit],
    );
    expect(Object.keys(stored.rows[0]!.cursors)).toHaveLength(Math.ceil(byCursor.length / 9) - 1);
    // A page asked out of order (no kept cursor) is read by offset in the same snapshot.
    const jump = await searchPage({ ...body, count: 4, page: 5, pit: { id: pit } });
    expect(jump.items.map((hit) => hit.id)).toEqual(byCursor.slice(16, 20));
    await closePit(pit);
  });
});

describe('the end of a point in time', () => {
  it('answers 404 pit_expired after close and after expiry, also for a cursor of it', async () => {
    const pit = await openPit('30s');
    const first = await searchPage({ count: 5, pit: { id: pit } });
    expect(await closePit(pit)).toEqual({ closed: true });
    const expired = {
      status: 404,
      errorCode: 'pit_expired',
      message: `Point in time ${pit} is expired or closed`,
    };
    for (const body of [
      { count: 5, pit: { id: pit } },
      { count: 5, pit: { id: pit }, searchAfter: first.searchAfter },
    ]) {
      expect((await bo.call('POST', 'search/creators/', { token: bo.staff, body })).body).toEqual(expired);
    }
    const other = await openPit('30s');
    const page = await searchPage({ count: 5, pit: { id: other } });
    clockMs += 31_000;
    const late = await bo.call('POST', 'search/creators/', {
      token: bo.staff,
      body: { count: 5, pit: { id: other }, searchAfter: page.searchAfter },
    });
    expect(late.body).toEqual({ ...expired, message: `Point in time ${other} is expired or closed` });
    expect(await closePit(other)).toEqual({ closed: false });
  });
});

describe('totals', () => {
  it('counts once per point in time: the total stays the snapshot’s while matching creators are added', async () => {
    // Fewer than 1,000 matches (the cap, tested below), with the creators added here among them.
    const filters = [
      { field: 'languages', op: 'contains', value: 'en' },
      { field: 'followers', op: 'lte', value: 3 },
    ];
    await insertCreators([0, 1]);
    const pit = await openPit();
    const start = await searchPage({ filters, count: 1, pit: { id: pit } });
    expect(start.total).toBeGreaterThanOrEqual(2);
    expect(start.totalRelation).toBe('eq');
    const stored = await db.query<{ counts: Record<string, number> }>(
      'select counts from pits where id = $1',
      [pit],
    );
    expect(Object.values(stored.rows[0]!.counts)).toEqual([start.total]);
    await insertCreators([1, 2, 3]);
    const next = await searchPage({ filters, count: 1, pit: { id: pit }, searchAfter: start.searchAfter });
    expect(next.total).toBe(start.total);
    expect((await searchPage({ filters, count: 5 })).total).toBe(start.total + 3);
    await closePit(pit);
  });

  it('without a point in time, reuses the total of the same query until a creator changes', async () => {
    const filters = [{ field: 'platforms', op: 'contains', value: 'twitch' }];
    const real = (await searchPage({ filters, count: 3 })).total;
    // The cached total is what answers while the creators are unchanged (a planted value shows it).
    const planted = real === 987 ? 986 : 987;
    await db.query('update search_counts set total = $2 where total = $1', [real, planted]);
    const cached = await searchPage({ filters, count: 3, sort: [{ field: 'name', dir: 'asc' }] });
    expect(cached.total).toBe(planted);
    const after = await searchPage({
      filters,
      count: 3,
      searchAfter: cached.searchAfter,
      sort: [{ field: 'name', dir: 'asc' }],
    });
    expect(after.total).toBe(planted);
    // Any change to a creator is a new revision: the next search counts again.
    await insertCreators([7]);
    expect((await searchPage({ filters, count: 3 })).total).toBe(real);
  });

  it('counts up to 1,000 matches: beyond, the total is 1,000 and says "at least" (gte), in a point in time too', async () => {
    const filters = [{ field: 'name', op: 'contains', value: 'capped total' }];
    const insert = (from: number, to: number) =>
      db.query(
        `insert into creators (name, email, country, created_at, updated_at, languages)
         select 'Capped total ' || g, null, 'US', $3, $3, '{}' from generate_series($1::int, $2::int) g`,
        [from, to, new Date(clockMs)],
      );
    await insert(1, 999);
    const under = await searchPage({ filters, count: 5 });
    expect([under.total, under.totalRelation]).toEqual([999, 'eq']);
    await insert(1_000, 1_000);
    const at = await searchPage({ filters, count: 5 });
    expect([at.total, at.totalRelation, at.hasMore]).toEqual([1_000, 'eq', true]);
    const pit = await openPit();
    await insert(1_001, 1_250);
    const over = await searchPage({ filters, count: 5 });
    expect([over.total, over.totalRelation, over.items.length, over.hasMore]).toEqual([
      1_000,
      'gte',
      5,
      true,
    ]);
    // The pit was opened at 1,000: exact there, while the live search says "at least".
    const pinned = await searchPage({ filters, count: 5, pit: { id: pit } });
    expect([pinned.total, pinned.totalRelation]).toEqual([1_000, 'eq']);
    const pinnedNext = await searchPage({
      filters,
      count: 5,
      pit: { id: pit },
      searchAfter: pinned.searchAfter,
    });
    expect([pinnedNext.total, pinnedNext.totalRelation]).toEqual([1_000, 'eq']);
    // Every match is still reachable page by page: the cap is on the count only.
    expect(await allIds({ filters })).toHaveLength(1_250);
    await closePit(pit);
    await db.query(`delete from creators where name like 'Capped total %'`);
  });
});
