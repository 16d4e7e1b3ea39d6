/** Creator search: every operator on every field type (checked against an oracle over all rows), AND/OR, sort, projection, terms, paging, points in time. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ISO, TEST_CREATORS, setupBackoffice } from './helpers';

type Hit = Record<string, string | number | boolean | string[] | null> & { id: string };
type Filter = { field: string; op: string; value?: unknown };

let clockMs = Date.parse('2026-11-22T09:30:00.000Z');
const bo = setupBackoffice({ now: () => new Date(clockMs) });
let all: Hit[] = [];

async function searchIds(body: Record<string, unknown>): Promise<string[]> {
  const answer = await bo.call('POST', 'search/creators/', {
    token: bo.staff,
    body: { count: 200, fields: ['name'], ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items.map((hit: Hit) => hit.id);
}

/** What a filter should match, computed here from the full rows. */
function oracle(hit: Hit, { field, op, value }: Filter): boolean {
  const actual = hit[field];
  if (Array.isArray(actual)) {
    if (op === 'contains') return actual.includes(value as string);
    if (op === 'neq') return !actual.includes(value as string);
    if (op === 'in') return actual.some((item) => (value as string[]).includes(item));
    return op === 'isEmpty' ? actual.length === 0 : actual.length > 0;
  }
  if (op === 'isEmpty') return actual === null || actual === '';
  if (op === 'notIsEmpty') return actual !== null && actual !== '';
  if (op === 'in') return (value as unknown[]).includes(actual);
  if (op === 'contains')
    return typeof actual === 'string' && actual.toLowerCase().includes(String(value).toLowerCase());
  const key = (x: unknown) => (typeof x === 'string' && ISO.test(x) ? Date.parse(x) : x) as number;
  if (op === 'eq') return actual !== null && key(actual) === key(value);
  if (op === 'neq') return actual === null || key(actual) !== key(value);
  if (actual === null) return false;
  const [a, b] = [key(actual), key(value)];
  return { lt: a < b, lte: a <= b, gt: a > b, gte: a >= b }[op as 'lt'] ?? false;
}

beforeAll(async () => {
  const answer = await bo.call('POST', 'search/creators/', { token: bo.staff, body: { count: 200 } });
  all = answer.body.items;
});

describe('creator search', () => {
  it('answers every field by default, with the documented shape', async () => {
    const answer = await bo.call('POST', 'search/creators/', { token: bo.staff, body: { count: 2 } });
    expect(answer.body).toEqual({
      items: expect.any(Array),
      page: 1,
      count: 2,
      total: TEST_CREATORS,
      totalRelation: 'eq',
      hasMore: true,
      searchAfter: expect.any(String),
      pitId: null,
      tookMs: expect.any(Number),
    });
    expect(Object.keys(answer.body.items[0]).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'country',
        'languages',
        'labels',
        'platforms',
        'followers',
        'avgViewers',
        'primaryManagerId',
        'agencyId',
        'spStanding',
        'mrpType',
        'blocked',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(answer.body.items[0].createdAt).toMatch(ISO);
    expect(all).toHaveLength(TEST_CREATORS);
  });

  it('lists the fields with their types and operators', async () => {
    const fields = (await bo.call('GET', 'search/creators/fields', { token: bo.staff })).body;
    expect(fields).toContainEqual({
      name: 'followers',
      type: 'Number',
      operators: ['lt', 'lte', 'eq', 'neq', 'gt', 'gte', 'in', 'isEmpty', 'notIsEmpty'],
      sortable: true,
    });
    expect(fields).toContainEqual({
      name: 'languages',
      type: 'Text',
      operators: ['contains', 'in', 'neq', 'isEmpty', 'notIsEmpty'],
      sortable: false,
    });
    expect(fields).toContainEqual({
      name: 'blocked',
      type: 'Bool',
      operators: ['eq', 'neq'],
      sortable: true,
    });
    expect(fields).toContainEqual({
      name: 'createdAt',
      type: 'Date',
      operators: ['lt', 'lte', 'eq', 'neq', 'gt', 'gte', 'isEmpty', 'notIsEmpty'],
      sortable: true,
    });
  });

  const mid = '2025-01-15T00:00:00.000Z';
  const cases: [string, Filter][] = [
    ['Text eq', { field: 'country', op: 'eq', value: 'US' }],
    ['Text neq', { field: 'country', op: 'neq', value: 'US' }],
    ['Text in', { field: 'country', op: 'in', value: ['DE', 'FR', 'GB'] }],
    ['Text contains (case-insensitive)', { field: 'name', op: 'contains', value: 'SA' }],
    ['Text contains with LIKE characters', { field: 'email', op: 'contains', value: '%' }],
    ['Text isEmpty (null email)', { field: 'email', op: 'isEmpty' }],
    ['Text notIsEmpty', { field: 'email', op: 'notIsEmpty' }],
    ['Text eq on an id', { field: 'primaryManagerId', op: 'eq', value: 'mg_00003' }],
    ['Text isEmpty on an id', { field: 'agencyId', op: 'isEmpty' }],
    ['List contains', { field: 'languages', op: 'contains', value: 'en' }],
    ['List in', { field: 'platforms', op: 'in', value: ['trovo', 'tiktok'] }],
    ['List neq', { field: 'languages', op: 'neq', value: 'en' }],
    ['List isEmpty', { field: 'labels', op: 'isEmpty' }],
    ['List notIsEmpty', { field: 'labels', op: 'notIsEmpty' }],
    ['List contains a label', { field: 'labels', op: 'contains', value: 'Gaming' }],
    ['Number lt', { field: 'followers', op: 'lt', value: 50_000 }],
    ['Number lte', { field: 'avgViewers', op: 'lte', value: 100 }],
    ['Number gt', { field: 'followers', op: 'gt', value: 500_000 }],
    ['Number gte', { field: 'followers', op: 'gte', value: 100_000 }],
    ['Number eq', { field: 'followers', op: 'eq', value: 0 }],
    ['Number neq', { field: 'avgViewers', op: 'neq', value: 0 }],
    ['Number in', { field: 'avgViewers', op: 'in', value: [0, 1, 2, 3, 4, 5] }],
    ['Number isEmpty', { field: 'followers', op: 'isEmpty' }],
    ['Number notIsEmpty', { field: 'followers', op: 'notIsEmpty' }],
    ['Date lt', { field: 'createdAt', op: 'lt', value: mid }],
    ['Date lte', { field: 'updatedAt', op: 'lte', value: mid }],
    ['Date gt', { field: 'createdAt', op: 'gt', value: mid }],
    ['Date gte', { field: 'createdAt', op: 'gte', value: mid }],
    ['Date isEmpty', { field: 'createdAt', op: 'isEmpty' }],
    ['Date notIsEmpty', { field: 'updatedAt', op: 'notIsEmpty' }],
    ['Bool eq', { field: 'blocked', op: 'eq', value: true }],
    ['Bool neq', { field: 'blocked', op: 'neq', value: true }],
  ];
  it.each(cases)('%s', async (_name, filter) => {
    const expected = all.filter((hit) => oracle(hit, filter)).map((hit) => hit.id);
    expect(await searchIds({ filters: [filter] })).toEqual(expected);
  });

  it('Date eq and neq on an exact instant', async () => {
    const instant = all[7]!.createdAt as string;
    const eq = { field: 'createdAt', op: 'eq', value: instant };
    expect(await searchIds({ filters: [eq] })).toEqual(
      all.filter((hit) => oracle(hit, eq)).map((hit) => hit.id),
    );
    expect(await searchIds({ filters: [{ ...eq, op: 'neq' }] })).toHaveLength(TEST_CREATORS - 1);
  });

  it('combines filters with AND and OR', async () => {
    const filters: Filter[] = [
      { field: 'country', op: 'eq', value: 'US' },
      { field: 'followers', op: 'gte', value: 100_000 },
    ];
    const and = all.filter((hit) => filters.every((f) => oracle(hit, f))).map((hit) => hit.id);
    const or = all.filter((hit) => filters.some((f) => oracle(hit, f))).map((hit) => hit.id);
    expect(await searchIds({ filters, queryOp: 'AND' })).toEqual(and);
    expect(await searchIds({ filters, queryOp: 'OR' })).toEqual(or);
    expect(and.length).toBeLessThan(or.length);
  });

  it('rejects unknown fields, wrong operators and wrong value types with a 400 naming the path', async () => {
    const cases: [Filter, string][] = [
      [{ field: 'nope', op: 'eq', value: 'x' }, 'filters.0.field'],
      [{ field: 'blocked', op: 'gt', value: true }, 'filters.0.op'],
      [{ field: 'followers', op: 'eq', value: 'many' }, 'filters.0.value'],
      [{ field: 'country', op: 'in', value: [] }, 'filters.0.value'],
      [{ field: 'createdAt', op: 'lt', value: 'yesterday' }, 'filters.0.value'],
      [{ field: 'country', op: 'like', value: 'x' }, 'filters.0.op'],
    ];
    for (const [filter, path] of cases) {
      const answer = await bo.call('POST', 'search/creators/', {
        token: bo.staff,
        body: { filters: [filter] },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.details[0].path).toBe(path);
    }
    const sort = await bo.call('POST', 'search/creators/', {
      token: bo.staff,
      body: { sort: [{ field: 'languages', dir: 'asc' }] },
    });
    expect(sort.body.details).toEqual([
      { path: 'sort.0.field', message: "field 'languages' is not sortable" },
    ]);
  });

  it('sorts on several keys with id as the last tiebreak', async () => {
    const ids = await searchIds({
      sort: [
        { field: 'country', dir: 'asc' },
        { field: 'followers', dir: 'desc' },
      ],
    });
    const expected = [...all]
      .sort(
        (a, b) =>
          String(a.country).localeCompare(String(b.country)) ||
          ((b.followers as number | null) ?? -1) - ((a.followers as number | null) ?? -1) ||
          a.id.localeCompare(b.id),
      )
      .map((hit) => hit.id);
    expect(ids).toEqual(expected);
    const byDate = await searchIds({ sort: [{ field: 'createdAt', dir: 'desc' }] });
    expect(byDate).toEqual(
      [...all]
        .sort(
          (a, b) =>
            Date.parse(b.createdAt as string) - Date.parse(a.createdAt as string) || a.id.localeCompare(b.id),
        )
        .map((hit) => hit.id),
    );
  });

  it('projects the asked fields only', async () => {
    const answer = await bo.call('POST', 'search/creators/', {
      token: bo.staff,
      body: { fields: ['followers', 'labels'], count: 3 },
    });
    for (const hit of answer.body.items)
      expect(Object.keys(hit).sort()).toEqual(['followers', 'id', 'labels']);
  });

  it('finds free-text terms in names, emails and channel handles', async () => {
    const target = all[11]!;
    const first = String(target.name).split(' ')[0]!.toLowerCase();
    const byName = await searchIds({ terms: String(target.name) });
    expect(byName).toContain(target.id);
    expect(byName).toEqual(
      all
        .filter((hit) => String(hit.name).toLowerCase().includes(String(target.name).toLowerCase()) || false)
        .map((h) => h.id)
        .filter((id) => byName.includes(id)),
    );
    expect(await searchIds({ terms: `${first}_${Number(target.id.slice(3))}` })).toContain(target.id);
    expect(await searchIds({ terms: 'zzzz-nobody' })).toEqual([]);
  });

  it('pages with page and count', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        bo.call('POST', 'search/creators/', { token: bo.staff, body: { page, count: 70, fields: [] } }),
      ),
    );
    expect(pages.map((p) => p.body.hasMore)).toEqual([true, true, false]);
    expect(pages.flatMap((p) => p.body.items.map((hit: Hit) => hit.id))).toEqual(all.map((hit) => hit.id));
    expect(pages[2]!.body.items).toHaveLength(TEST_CREATORS - 140);
  });

  it('lists the frequent values of a field, with a term', async () => {
    const answer = await bo.call('GET', 'search/creators/fields/languages?term=e', { token: bo.staff });
    expect(answer.body.field).toBe('languages');
    const en = all.filter((hit) => (hit.languages as string[]).includes('en')).length;
    expect(answer.body.values).toContainEqual({ value: 'en', count: en });
    expect(answer.body.values.every((v: { value: string }) => v.value.includes('e'))).toBe(true);
    expect((await bo.call('GET', 'search/creators/fields/nope', { token: bo.staff })).status).toBe(404);
    expect((await bo.call('GET', 'search/creators/status', { token: bo.staff })).body).toEqual({
      indexed: expect.any(Number),
      lastIndexedAt: expect.stringMatching(ISO),
      healthy: true,
    });
  });
});

describe('points in time', () => {
  it('keeps pages stable while creators are updated, added and removed', async () => {
    const sort = [{ field: 'followers', dir: 'desc' }];
    const filters = [{ field: 'followers', op: 'gte', value: 10_000 }];
    const before = await searchIds({ sort, filters });
    const pit = await bo.call('POST', 'search/creators/pit/open?keepAlive=2m', { token: bo.staff });
    expect(pit.body).toEqual({
      id: expect.any(String),
      expiresAt: new Date(clockMs + 120_000).toISOString(),
    });
    const page = (n: number) =>
      bo.call('POST', 'search/creators/', {
        token: bo.staff,
        body: { sort, filters, count: 25, page: n, pit: { id: pit.body.id }, fields: ['name', 'followers'] },
      });
    const first = await page(1);
    expect(first.body).toMatchObject({ pitId: pit.body.id, total: before.length });
    // Change the data under the pit: rename a creator of page 2, drop the biggest channel of one on page 3,
    // merge away a creator of page 4 and import a new giant.
    const onPage2 = before[30]!;
    const onPage3 = before[55]!;
    const removed = before[80]!;
    await bo.call('PUT', `creators/${onPage2}`, { token: bo.staff, body: { name: 'Renamed Under Pit' } });
    const channels = (await bo.call('GET', `creators/${onPage3}?parts[]=channels`, { token: bo.staff })).body
      .channels;
    for (const channel of channels) await bo.call('DELETE', `channels/${channel.id}`, { token: bo.staff });
    const merge = await bo.call('POST', 'creators/merge', {
      token: bo.staff,
      body: { sourceId: removed, targetId: before.at(-1) },
    });
    expect(merge.status).toBe(200);
    const job = await bo.call('POST', 'creators/import/csv', {
      token: bo.staff,
      body: 'name,email,country,languages,platform,handle,followers\nGiant,,US,en,twitch,giant_one,1999999999\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    for (
      let i = 0;
      i < 200 && (await bo.call('GET', `jobs/${job.body.id}`, { token: bo.staff })).body.status !== 'success';
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const rest = [];
    for (let n = 2; n <= Math.ceil(before.length / 25); n += 1) rest.push(await page(n));
    const paged = [first, ...rest].flatMap((answer) => answer.body.items.map((hit: Hit) => hit.id));
    expect(paged).toEqual(before);
    const hits = [first, ...rest].flatMap((answer) => answer.body.items as Hit[]);
    // The hits are the creators as they were when the pit opened (its name before the rename).
    const renamedBefore = all.find((hit) => hit.id === onPage2)!.name;
    expect(hits.find((hit) => hit.id === onPage2)?.name).toBe(renamedBefore);
    expect(renamedBefore).not.toBe('Renamed Under Pit');
    expect(hits.find((hit) => hit.id === removed)).toBeDefined();
    expect((await bo.call('GET', `creators/${removed}`, { token: bo.staff })).status).toBe(404);
    // Without the pit the same query sees the new data.
    const now = await searchIds({ sort, filters });
    expect(now[0]).not.toBe(before[0]);
    expect(now).not.toContain(removed);
    expect(
      (await bo.call('POST', `search/creators/pit/close/${pit.body.id}`, { token: bo.staff })).body,
    ).toEqual({ closed: true });
    expect((await page(1)).body).toEqual({
      status: 404,
      errorCode: 'pit_expired',
      message: expect.any(String),
    });
    expect(
      (await bo.call('POST', `search/creators/pit/close/${pit.body.id}`, { token: bo.staff })).body,
    ).toEqual({ closed: false });
  });

  it('expires by its keepAlive; each use extends it', async () => {
    const pit = (await bo.call('POST', 'search/creators/pit/open?keepAlive=30s', { token: bo.staff })).body;
    const use = () =>
      bo.call('POST', 'search/creators/', { token: bo.staff, body: { count: 5, pit: { id: pit.id } } });
    expect((await use()).status).toBe(200);
    clockMs += 25_000;
    expect((await use()).status).toBe(200);
    clockMs += 25_000; // 50 s after opening, 25 s after the last use
    expect((await use()).status).toBe(200);
    clockMs += 31_000;
    expect((await use()).body).toMatchObject({ status: 404, errorCode: 'pit_expired' });
    expect(
      (await bo.call('POST', 'search/creators/pit/open?keepAlive=11m', { token: bo.staff })).body.details,
    ).toEqual([{ path: 'keepAlive', message: 'must be at most 10m' }]);
    const defaulted = (await bo.call('POST', 'search/creators/pit/open', { token: bo.staff })).body;
    expect(Date.parse(defaulted.expiresAt) - clockMs).toBe(60_000);
  });
});
