/**
 * Creator search over the denormalised creator columns (docs/backoffice-api.md, "Search at scale"):
 * keyset paging with a `searchAfter` cursor, points in time that see the creators as they were when
 * opened (`rev <= pit.rev`, plus the versions kept in `creators_prior`), totals counted once per
 * point in time (and, without one, once per state of the creators); field listings and the curation
 * query.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { first, rows } from '../db';
import type { Row, Sql } from '../db';
import type { Route } from '../../router';
import { listPage, route } from '../context';
import type { BackofficeHandler } from '../context';
import { iso } from '../entities';
import { CURATION_DIMENSIONS, CURATION_FIELD_TYPES, LANGUAGES, MRP_TYPES } from '../enums';
import { ApiError, invalidAt, notFound } from '../errors';
import { FilterQuerySchema, SortSchema, isSortable, operatorsOf, whereOf } from '../filters';
import type { FieldMap, FieldType } from '../filters';
import { escapeLike, parse, readBody, readQuery } from '../validate';

/** The search fields (docs/backoffice-api.md) and their columns on `creators c`. */
const CREATOR_FIELDS: FieldMap = {
  id: { column: 'c.id', type: 'Text', notNull: true },
  name: { column: 'c.name', type: 'Text', notNull: true },
  email: { column: 'c.email', type: 'Text' },
  country: { column: 'c.country', type: 'Text', notNull: true },
  languages: { column: 'c.languages', type: 'Text', list: true },
  labels: { column: 'c.label_names', type: 'Text', list: true },
  platforms: { column: 'c.platforms', type: 'Text', list: true },
  followers: { column: 'c.followers', type: 'Number' },
  avgViewers: { column: 'c.avg_viewers', type: 'Number' },
  primaryManagerId: { column: 'c.primary_manager_id', type: 'Text' },
  agencyId: { column: 'c.agency_id', type: 'Text' },
  spStanding: { column: 'c.sp_standing', type: 'Text', notNull: true },
  mrpType: { column: 'c.mrp_type', type: 'Text', notNull: true },
  blocked: { column: 'c.blocked', type: 'Bool', notNull: true },
  createdAt: { column: 'c.created_at', type: 'Date', notNull: true },
  updatedAt: { column: 'c.updated_at', type: 'Date', notNull: true },
};
const FIELD_NAMES = Object.keys(CREATOR_FIELDS);

/** Longest and default pit lifetime. */
const MAX_KEEP_ALIVE_MS = 10 * 60 * 1000;
const DEFAULT_KEEP_ALIVE = '1m';

const KeepAlive = v.pipe(
  v.string(),
  v.regex(/^\d{1,6}(ms|s|m)$/, "must be a duration such as '30s' or '1m'"),
  v.transform((text) => {
    const amount = Number(/^\d+/.exec(text)![0]);
    return text.endsWith('ms') ? amount : text.endsWith('s') ? amount * 1000 : amount * 60_000;
  }),
  v.minValue(1, 'must be longer than 0'),
  v.maxValue(MAX_KEEP_ALIVE_MS, 'must be at most 10m'),
);

const SearchRequest = v.object({
  ...FilterQuerySchema.entries,
  terms: v.optional(v.pipe(v.string(), v.maxLength(200, 'at most 200 characters'))),
  sort: v.optional(SortSchema, [{ field: 'id', dir: 'asc' as const }]),
  fields: v.optional(v.array(v.picklist(FIELD_NAMES, `must be one of ${FIELD_NAMES.join(', ')}`))),
  page: v.optional(
    v.pipe(v.number(), v.integer('must be an integer'), v.minValue(1, 'must be at least 1')),
    1,
  ),
  count: v.optional(
    v.pipe(
      v.number(),
      v.integer('must be an integer'),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(200, 'must be at most 200'),
    ),
    25,
  ),
  pit: v.optional(v.object({ id: v.pipe(v.string(), v.minLength(1)), keepAlive: v.optional(KeepAlive) })),
  searchAfter: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(2000, 'at most 2000 characters'))),
});
type SearchRequest = v.InferOutput<typeof SearchRequest>;

/** The `where` of a search (filters and free-text terms); params pushed. */
function searchWhere(request: SearchRequest, params: unknown[]): string {
  const conditions = [whereOf(CREATOR_FIELDS, request, params)];
  for (const term of (request.terms ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    params.push(escapeLike(term));
    conditions.push(`c.search_text like '%' || $${params.length} || '%'`);
  }
  return conditions.map((condition) => `(${condition})`).join(' and ');
}

/** The hit of a row: id plus the projected fields. */
function toHit(row: Row, fields: readonly string[]): Record<string, unknown> {
  const hit: Record<string, unknown> = { id: row.id };
  for (const field of fields) {
    const value = row[field];
    hit[field] = value instanceof Date ? iso(value) : (value ?? null);
  }
  return hit;
}

const selectFields = (fields: readonly string[]) =>
  [
    'c.id',
    ...fields.filter((f) => f !== 'id').map((field) => `${CREATOR_FIELDS[field]!.column} "${field}"`),
  ].join(', ');

/** One key of a search's order: its SQL, direction, whether it may be null, its cast. */
interface SortKey {
  expr: string;
  dir: 'asc' | 'desc';
  nullable: boolean;
  cast: string;
}

const CASTS: Record<FieldType, string> = {
  Text: '::text',
  Number: '::bigint',
  Bool: '::boolean',
  Date: '::timestamptz',
};

/**
 * The order of a search: the sort keys, then `seq` in the direction of the last key (so a one-key
 * sort walks one index, `(column, seq)` or its `desc nulls last` twin); `id` is unique and needs no
 * tie-break. Nulls sort last in both directions.
 */
function sortKeysOf(sort: SearchRequest['sort']): SortKey[] {
  const keys = sort.map((key, index): SortKey => {
    const def = Object.hasOwn(CREATOR_FIELDS, key.field) ? CREATOR_FIELDS[key.field] : undefined;
    if (!def) throw invalidAt(`sort.${index}.field`, `unknown field '${key.field}'`);
    if (!isSortable(def)) throw invalidAt(`sort.${index}.field`, `field '${key.field}' is not sortable`);
    return { expr: def.column, dir: key.dir ?? 'asc', nullable: !def.notNull, cast: CASTS[def.type] };
  });
  if (keys.at(-1)?.expr === 'c.id') return keys;
  return [...keys, { expr: 'c.seq', dir: keys.at(-1)?.dir ?? 'asc', nullable: false, cast: '::bigint' }];
}

const orderSql = (keys: readonly SortKey[], expr = (key: SortKey, _index: number) => key.expr) =>
  keys.map((key, index) => `${expr(key, index)} ${key.dir}${key.nullable ? ' nulls last' : ''}`).join(', ');

/** An opaque keyset cursor: the query's hash and the sort-key values of the last hit (as text). */
interface Cursor {
  hash: string;
  values: (string | null)[];
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.hash, cursor.values])).toString('base64url');

function decodeCursor(text: string, hash: string, keys: number): Cursor {
  const fail = () =>
    invalidAt('searchAfter', 'is not a cursor of this search (same filters, terms and sort)');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
  if (
    !Array.isArray(value) ||
    value[0] !== hash ||
    !Array.isArray(value[1]) ||
    value[1].length !== keys ||
    !value[1].every((item) => item === null || (typeof item === 'string' && item.length <= 300))
  ) {
    throw fail();
  }
  return { hash, values: value[1] as (string | null)[] };
}

/**
 * The keyset condition "after this cursor", as disjuncts that each walk one index range: for keys
 * k1..kn and values v1..vn, k1 after v1, or k1 = v1 and k2 after v2, and so on, where "after" is
 * `>`/`<` by direction, and also `is null` for a nullable key (nulls come last). A one-direction
 * order over keys that are never null is a single row comparison.
 */
function keysetDisjuncts(keys: readonly SortKey[], values: readonly (string | null)[], params: unknown[]) {
  const bind = (value: string, key: SortKey) => {
    params.push(value);
    return `$${params.length}${key.cast}`;
  };
  const uniform = keys.every((key) => key.dir === keys[0]!.dir && !key.nullable);
  if (uniform && values.every((value) => value !== null)) {
    const sign = keys[0]!.dir === 'asc' ? '>' : '<';
    return [
      `(${keys.map((key) => key.expr).join(', ')}) ${sign} (${keys.map((key, i) => bind(values[i]!, key)).join(', ')})`,
    ];
  }
  const disjuncts: string[] = [];
  const prefix: string[] = [];
  keys.forEach((key, index) => {
    const value = values[index] ?? null;
    if (value !== null) {
      const bound = bind(value, key);
      disjuncts.push([...prefix, `${key.expr} ${key.dir === 'asc' ? '>' : '<'} ${bound}`].join(' and '));
      if (key.nullable) disjuncts.push([...prefix, `${key.expr} is null`].join(' and '));
      prefix.push(`${key.expr} = ${bound}`);
    } else {
      prefix.push(`${key.expr} is null`);
    }
  });
  return disjuncts.length ? disjuncts : ['false'];
}

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/** The latest creator revision: every insert, update and delete of a creator takes a new one. */
const CURRENT_REV = `select case when is_called then last_value else last_value - 1 end rev from creators_rev_seq`;

/**
 * Where the creators a search sees live: the table (`c.rev <= pit.rev` in a point in time), and in
 * a point in time also the versions kept in `creators_prior` that were current at its revision.
 * Each is queried on its own (a UNION ALL subquery would hide the indexes' order from the planner:
 * every page would sort every match) and the branches are merged by the sort.
 */
const sourcesOf = (revParam: string | null) =>
  revParam === null
    ? [{ from: 'creators c', where: 'true' }]
    : [
        { from: 'creators c', where: `c.rev <= ${revParam}` },
        { from: 'creators_prior c', where: `c.rev <= ${revParam} and c.rev_to > ${revParam}` },
      ];

/** A pit as stored. */
interface PitRow {
  id: string;
  keep_alive_ms: number;
  expires_at: Date;
  rev: string;
  counts: Record<string, number>;
  cursors: Record<string, string>;
}

/** A live pit or 404 `pit_expired`. */
async function livePit(sql: Sql, id: string, now: Date): Promise<PitRow> {
  const pit = await first<PitRow>(
    sql,
    'select id, keep_alive_ms, expires_at, rev::text rev, counts, cursors from pits where id = $1',
    [id],
  );
  if (!pit || pit.expires_at.getTime() <= now.getTime()) {
    if (pit) await closePits(sql, 'delete from pits where id = $1', [id]);
    throw new ApiError(404, 'pit_expired', `Point in time ${id} is expired or closed`);
  }
  return pit;
}

/**
 * Removes pits (`statement`), then the kept creator versions no open pit can see any more (those
 * replaced at or before the oldest open pit's revision; all of them when none is open).
 */
async function closePits(sql: Sql, statement: string, params: unknown[]) {
  const removed = await sql.query(statement, params);
  await sql.query(
    `delete from creators_prior where rev_to <= coalesce((select min(rev) from pits), 9223372036854775807)`,
  );
  return removed;
}

/**
 * Totals are counted up to this many matches: a first page never waits for a count of every match
 * (at 500,000 creators that took longer than the page). Beyond it the answer says "at least"
 * (`total: TOTAL_CAP, totalRelation: 'gte'`), as Elasticsearch's `track_total_hits` does; kept
 * totals (`search_counts`, a pit's `counts`) hold TOTAL_CAP + 1 for "more than TOTAL_CAP".
 */
const TOTAL_CAP = 1_000;

/** How many cursors of numbered pages a pit keeps (the oldest go first). */
const MAX_PIT_CURSORS = 200;

async function search(sql: Sql, request: SearchRequest, now: Date) {
  const started = performance.now();
  const fields = request.fields ?? FIELD_NAMES;
  const params: unknown[] = [];
  const where = searchWhere(request, params);
  const keys = sortKeysOf(request.sort);
  const countHash = hashOf([request.filters, request.queryOp, request.terms ?? '']);
  const sortHash = hashOf([countHash, request.sort]);
  const pageKey = (page: number) => `${sortHash}:${request.count}:${page}`;
  const pit = request.pit ? await livePit(sql, request.pit.id, now) : null;
  if (pit) params.push(pit.rev);
  const sources = sourcesOf(pit ? `$${params.length}::bigint` : null);
  const whereParams = [...params];

  // The total: once per query and revision of the creators (kept in `search_counts`, shared by
  // the searches without a pit and the pits opened at that revision), then once per pit and query.
  let total: number | undefined = pit?.counts[countHash];
  const fromPit = total !== undefined;
  if (total === undefined) {
    const cached = await first<{ rev: string; total: number | null }>(
      sql,
      `select r.rev::text rev, (select total from search_counts where hash = $1 and rev = r.rev) total
       from (${pit ? 'select $2::bigint rev' : CURRENT_REV}) r`,
      pit ? [countHash, pit.rev] : [countHash],
    );
    total = cached!.total ?? undefined;
    if (total === undefined) {
      // Each source stops after TOTAL_CAP + 1 matches (a LIMIT under the count).
      total = (await first<{ n: number }>(
        sql,
        `select least(${sources
          .map(
            (source) =>
              `(select count(*) from (select 1 from ${source.from} where ${source.where} and ${where} limit ${TOTAL_CAP + 1}) m)`,
          )
          .join(' + ')}, ${TOTAL_CAP + 1})::int n`,
        whereParams,
      ))!.n;
      await sql.query(
        `insert into search_counts (hash, rev, total) values ($1, $2, $3)
         on conflict (hash) do update set rev = excluded.rev, total = excluded.total
         where search_counts.rev < excluded.rev`,
        [countHash, cached!.rev, total],
      );
    }
  }

  // The page: after a cursor (given, or the one a pit kept for the previous page), else by offset.
  const cursorText =
    request.searchAfter ?? (pit && request.page > 1 ? pit.cursors[pageKey(request.page - 1)] : undefined);
  const cursor = cursorText ? decodeCursor(cursorText, sortHash, keys.length) : null;
  const offset = cursor || request.searchAfter ? 0 : (request.page - 1) * request.count;
  const keyColumns = keys.map((key, index) => `(${key.expr})::text "__k${index}"`).join(', ');
  const limit = request.count + 1;
  const disjuncts = cursor ? keysetDisjuncts(keys, cursor.values, params) : ['true'];
  const merged = sources.length * disjuncts.length > 1;
  if (merged) params.push(limit + offset);
  // One branch per source and keyset disjunct, each reading its index in the sort's order.
  const branches = sources.flatMap((source) =>
    disjuncts.map(
      (disjunct) =>
        `select ${selectFields(fields)}, ${keyColumns} from ${source.from}
         where ${source.where} and ${where} and (${disjunct})
         order by ${orderSql(keys)}${merged ? ` limit $${params.length}` : ''}`,
    ),
  );
  params.push(limit, offset);
  const page = `limit $${params.length - 1} offset $${params.length}`;
  const outerOrder = orderSql(keys, (key, index) => `x."__k${index}"${key.cast}`);
  const list = await rows(
    sql,
    merged
      ? `select * from (${branches.map((branch) => `(${branch})`).join(' union all ')}) x
         order by ${outerOrder} ${page}`
      : `${branches[0]} ${page}`,
    params,
  );
  const hasMore = list.length > request.count;
  const pageRows = list.slice(0, request.count);
  const last = pageRows.at(-1);
  const next =
    hasMore && last
      ? encodeCursor({
          hash: sortHash,
          values: keys.map((_key, index) => (last[`__k${index}`] ?? null) as string | null),
        })
      : null;

  if (pit) {
    const keepAlive = request.pit?.keepAlive ?? pit.keep_alive_ms;
    const cursors = { ...pit.cursors };
    if (next && !request.searchAfter) {
      delete cursors[pageKey(request.page)];
      cursors[pageKey(request.page)] = next;
      const names = Object.keys(cursors);
      for (const name of names.slice(0, Math.max(0, names.length - MAX_PIT_CURSORS))) delete cursors[name];
    }
    await sql.query(
      `update pits set keep_alive_ms = $2, expires_at = $3, counts = $4, cursors = $5 where id = $1`,
      [
        pit.id,
        keepAlive,
        new Date(now.getTime() + keepAlive),
        fromPit ? pit.counts : { ...pit.counts, [countHash]: total },
        cursors,
      ],
    );
  }
  return {
    items: pageRows.map((row) =>
      toHit(
        row,
        fields.filter((field) => field !== 'id'),
      ),
    ),
    page: request.page,
    count: request.count,
    total: Math.min(total, TOTAL_CAP),
    totalRelation: total > TOTAL_CAP ? ('gte' as const) : ('eq' as const),
    hasMore,
    searchAfter: next,
    pitId: request.pit?.id ?? null,
    tookMs: Math.round((performance.now() - started) * 100) / 100,
  };
}

const ACCV_TIER = `case when coalesce(c.avg_viewers, 0) >= 1000 then 'tier_1' when coalesce(c.avg_viewers, 0) >= 100
  then 'tier_2' else 'tier_3' end`;
const CURATION_DIMENSION_COLUMNS: Record<
  (typeof CURATION_DIMENSIONS)[number],
  { column: string; list?: boolean }
> = {
  MRPType: { column: 'c.mrp_type' },
  Country: { column: 'c.country' },
  Language: { column: 'c.languages', list: true },
  ACCVTiers: { column: ACCV_TIER },
};
const CURATION_FIELDS: Record<string, { column: string; type: (typeof CURATION_FIELD_TYPES)[number] }> = {
  followers: { column: 'c.followers', type: 'number' },
  avgViewers: { column: 'c.avg_viewers', type: 'range' },
  mrpLast30d: { column: 'c.mrp_30', type: 'number' },
  mrpLast90d: { column: 'c.mrp_90', type: 'number' },
  languages: { column: 'c.languages', type: 'list' },
  platforms: { column: 'c.platforms', type: 'list' },
  spStanding: { column: 'c.sp_standing', type: 'string' },
  country: { column: 'c.country', type: 'string' },
  blocked: { column: 'c.blocked', type: 'boolean' },
};
const CurationQuery = v.object({
  dimensions: v.optional(
    v.array(v.object({ name: v.picklist(CURATION_DIMENSIONS), values: v.array(v.string()) })),
    [],
  ),
  fields: v.array(
    v.object({
      name: v.picklist(
        Object.keys(CURATION_FIELDS),
        `must be one of ${Object.keys(CURATION_FIELDS).join(', ')}`,
      ),
      type: v.picklist(CURATION_FIELD_TYPES),
      sortDirection: v.picklist(['Asc', 'Desc'], "must be 'Asc' or 'Desc'"),
    }),
  ),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 25),
});

/**
 * Answers computed from every creator (a field's values, the number of creators), kept per database
 * and creator revision: a repeat at the same revision reads one sequence, and any change to a
 * creator makes the next call compute again. In the service's memory (they are derived data, and
 * the revision comes from the database, so two services on one PostgreSQL database agree); the
 * most recently used entries are kept.
 */
const perRevision = new WeakMap<object, Map<string, { rev: string; value: unknown }>>();
const PER_REVISION_ENTRIES = 500;

/** `compute()`, or its answer at the current creator revision when this database has it. */
async function oncePerRevision<T>(sql: Sql, key: string, compute: () => Promise<T>): Promise<T> {
  const rev = (await first<{ rev: string }>(sql, `select r.rev::text rev from (${CURRENT_REV}) r`))!.rev;
  let entries = perRevision.get(sql);
  if (!entries) perRevision.set(sql, (entries = new Map()));
  const kept = entries.get(key);
  entries.delete(key);
  if (kept && kept.rev === rev) {
    entries.set(key, kept);
    return kept.value as T;
  }
  const value = await compute();
  entries.set(key, { rev, value });
  if (entries.size > PER_REVISION_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

/** How many creators there are and when one last changed (`/search/creators/status`). */
async function creatorStatus(sql: Sql): Promise<{ indexed: number; last: string | null }> {
  return oncePerRevision(sql, 'status', async () => {
    // The count reads an index only (the visibility map is set after seeds and migrations); the
    // latest change is the last entry of the updated_at index.
    const row = await first<{ n: number; last: Date | null }>(
      sql,
      'select (select count(*) from creators)::int n, (select max(updated_at) from creators) last',
    );
    return { indexed: row!.n, last: iso(row!.last) };
  });
}

/**
 * Fields whose values are ids of things with names: a suggestion's term matches the id or the name
 * (staff type "Northern", not "ag_00012"), the named table read afresh on each call.
 */
const NAMED_FIELDS: Record<string, { table: string }> = {
  agencyId: { table: 'agencies' },
  primaryManagerId: { table: 'managers' },
};

/** A value of a field and how many creators have it. */
interface FieldValue {
  value: string;
  count: number;
}

/**
 * The 20 most common values of a creator field containing `term` (case-insensitive), with their
 * counts (`GET /search/creators/fields/{field}`). For the fields of ids with names, the term matches
 * the name too, and the counts of the matching ids read the field's btree index; per revision.
 */
async function fieldValues(sql: Sql, field: string, term: string): Promise<FieldValue[]> {
  const def = CREATOR_FIELDS[field]!;
  const pattern = `%${escapeLike(term)}%`;
  const named = NAMED_FIELDS[field];
  if (named) {
    const ids = (
      await rows<{ id: string }>(
        sql,
        `select id from ${named.table} where id ilike $1 or name ilike $1 order by id`,
        [pattern],
      )
    ).map((row) => row.id);
    if (ids.length === 0) return [];
    const key = `values:${field}:${createHash('sha256').update(ids.join(',')).digest('base64url')}`;
    return oncePerRevision(sql, key, () =>
      rows<FieldValue>(
        sql,
        `select ${def.column} as value, count(*)::int count from creators c
         where ${def.column} = any($1::text[])
         group by 1 order by count desc, value limit 20`,
        [ids],
      ),
    );
  }
  const value = def.list
    ? `unnest(${def.column})`
    : def.type === 'Date'
      ? `to_char(${def.column} at time zone 'UTC', 'YYYY-MM-DD')`
      : `${def.column}::text`;
  return oncePerRevision(sql, `values:${field}:${term}`, () =>
    rows<FieldValue>(
      sql,
      `select value, count(*)::int count from (select ${value} as value from creators c) x
       where value is not null and value ilike $1 group by value order by count desc, value limit 20`,
      [pattern],
    ),
  );
}

const searchRoutes: Route<BackofficeHandler>[] = [
  route('GET', '/search/creators/status', 'staff', async ({ db, now }) => {
    const { indexed, last } = await creatorStatus(db);
    return { indexed, lastIndexedAt: last ?? now().toISOString(), healthy: true };
  }),
  route('GET', '/search/creators/fields', 'staff', async () =>
    Object.entries(CREATOR_FIELDS).map(([name, def]) => ({
      name,
      type: def.type,
      operators: operatorsOf(def),
      sortable: isSortable(def),
    })),
  ),
  route('GET', '/search/creators/fields/:field', 'staff', async ({ url, params, db }) => {
    if (!Object.hasOwn(CREATOR_FIELDS, params.field!)) throw notFound(`Unknown search field ${params.field}`);
    const { term } = readQuery(url, v.object({ term: v.optional(v.pipe(v.string(), v.maxLength(100)), '') }));
    return { field: params.field, values: await fieldValues(db, params.field!, term) };
  }),
  route('POST', '/search/creators/pit/open', 'staff', async ({ url, db, now }) => {
    const { keepAlive } = readQuery(url, v.object({ keepAlive: v.optional(KeepAlive, DEFAULT_KEEP_ALIVE) }));
    const id = `pit_${randomBytes(12).toString('base64url')}`;
    const expiresAt = new Date(now().getTime() + keepAlive);
    await closePits(db, 'delete from pits where expires_at <= $1', [now()]);
    await db.query(
      `insert into pits (id, keep_alive_ms, expires_at, created_at, rev)
       values ($1, $2, $3, $4, (${CURRENT_REV}))`,
      [id, keepAlive, expiresAt, now()],
    );
    return { id, expiresAt: expiresAt.toISOString() };
  }),
  route('POST', '/search/creators/pit/close/:id', 'staff', async ({ params, db, now }) => {
    const removed = await closePits(db, 'delete from pits where id = $1 returning expires_at', [params.id]);
    const row = removed.rows[0] as { expires_at: Date } | undefined;
    return { closed: Boolean(row && row.expires_at.getTime() > now().getTime()) };
  }),
  route('POST', '/search/creators', 'staff', async ({ request, db, now }) =>
    search(db, await readBody(request, SearchRequest), now()),
  ),

  route('GET', '/curation/metadata', 'staff', async ({ db }) => {
    const countries = await rows<{ v: string }>(db, 'select distinct country v from creators order by v');
    return {
      dimensions: [
        { name: 'MRPType', values: [...MRP_TYPES] },
        { name: 'Country', values: countries.map((row) => row.v) },
        { name: 'Language', values: [...LANGUAGES].sort() },
        { name: 'ACCVTiers', values: ['tier_1', 'tier_2', 'tier_3'] },
      ],
      fields: Object.entries(CURATION_FIELDS).map(([name, def]) => ({ name, type: def.type })),
    };
  }),
  route('POST', '/curation/query', 'staff', async ({ request, db }) => {
    const body = await readBody(request, CurationQuery);
    const params: unknown[] = [];
    const conditions = body.dimensions.map((dimension) => {
      const def = CURATION_DIMENSION_COLUMNS[dimension.name];
      params.push(dimension.values);
      return def.list
        ? `${def.column} && $${params.length}::text[]`
        : `${def.column} = any($${params.length}::text[])`;
    });
    body.fields.forEach((field, index) => {
      if (CURATION_FIELDS[field.name]!.type !== field.type) {
        throw invalidAt(
          `fields.${index}.type`,
          `field '${field.name}' is of type ${CURATION_FIELDS[field.name]!.type}`,
        );
      }
    });
    const order = [
      ...body.fields.map(
        (field) =>
          `${CURATION_FIELDS[field.name]!.column} ${field.sortDirection === 'Desc' ? 'desc' : 'asc'} nulls last`,
      ),
      'c.seq',
    ].join(', ');
    return listPage(db, {
      from: 'creators c',
      key: 'c.id',
      where: conditions.length ? conditions.join(' and ') : 'true',
      params,
      order,
      page: body.page,
      count: body.count,
      load: async (ids) => {
        const columns = body.fields.map((field) => `${CURATION_FIELDS[field.name]!.column} "${field.name}"`);
        const list = await rows(
          db,
          `select c.id, c.name, c.country, c.languages, c.mrp_type, ${ACCV_TIER} accv_tier
             ${columns.length ? `, ${columns.join(', ')}` : ''}
           from creators c where c.id = any($1)`,
          [ids],
        );
        const byId = new Map(list.map((row) => [row.id, row]));
        return ids.flatMap((id) => {
          const row = byId.get(id);
          if (!row) return [];
          return [
            {
              creatorId: row.id,
              name: row.name,
              country: row.country,
              languages: row.languages,
              mrpType: row.mrp_type,
              accvTier: row.accv_tier,
              values: Object.fromEntries(body.fields.map((field) => [field.name, row[field.name] ?? null])),
            },
          ];
        });
      },
    });
  }),
];

/** Validates a search request (the bench calls `search` directly). */
const parseSearchRequest = (value: unknown) => parse(SearchRequest, value);

export { TOTAL_CAP, CREATOR_FIELDS, creatorStatus, fieldValues, parseSearchRequest, search, searchRoutes };
