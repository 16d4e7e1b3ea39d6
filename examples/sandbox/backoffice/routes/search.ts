/**
 * Creator search over the denormalised creator columns, points in time (a snapshot of the ordered
 * ids, taken at the pit's first search), field listings and the curation query.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { first, rows } from '../db';
import type { Row, Sql } from '../db';
import type { Route } from '../../router';
import { listPage, route } from '../context';
import type { BackofficeHandler } from '../context';
import { iso } from '../entities';
import { CURATION_DIMENSIONS, CURATION_FIELD_TYPES, LANGUAGES, MRP_TYPES } from '../enums';
import { ApiError, invalidAt, notFound } from '../errors';
import { FilterQuerySchema, SortSchema, isSortable, operatorsOf, orderOf, whereOf } from '../filters';
import type { FieldMap } from '../filters';
import { escapeLike, parse, readBody, readQuery } from '../validate';

/** The search fields (docs/backoffice-api.md) and their columns on `creators c`. */
const CREATOR_FIELDS: FieldMap = {
  id: { column: 'c.id', type: 'Text' },
  name: { column: 'c.name', type: 'Text' },
  email: { column: 'c.email', type: 'Text' },
  country: { column: 'c.country', type: 'Text' },
  languages: { column: 'c.languages', type: 'Text', list: true },
  labels: { column: 'c.label_names', type: 'Text', list: true },
  platforms: { column: 'c.platforms', type: 'Text', list: true },
  followers: { column: 'c.followers', type: 'Number' },
  avgViewers: { column: 'c.avg_viewers', type: 'Number' },
  primaryManagerId: { column: 'c.primary_manager_id', type: 'Text' },
  agencyId: { column: 'c.agency_id', type: 'Text' },
  spStanding: { column: 'c.sp_standing', type: 'Text' },
  mrpType: { column: 'c.mrp_type', type: 'Text' },
  blocked: { column: 'c.blocked', type: 'Bool' },
  createdAt: { column: 'c.created_at', type: 'Date' },
  updatedAt: { column: 'c.updated_at', type: 'Date' },
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

/** A live pit or 404 `pit_expired`; extends it by its keepAlive. */
async function touchPit(sql: Sql, id: string, keepAliveMs: number | undefined, now: Date) {
  const pit = await first<{
    id: string;
    keep_alive_ms: number;
    expires_at: Date;
    has_ids: boolean;
    total: number;
  }>(
    sql,
    'select id, keep_alive_ms, expires_at, ids is not null has_ids, coalesce(cardinality(ids), 0) total from pits where id = $1',
    [id],
  );
  if (!pit || pit.expires_at.getTime() <= now.getTime()) {
    if (pit) await sql.query('delete from pits where id = $1', [id]);
    throw new ApiError(404, 'pit_expired', `Point in time ${id} is expired or closed`);
  }
  const keepAlive = keepAliveMs ?? pit.keep_alive_ms;
  await sql.query('update pits set keep_alive_ms = $2, expires_at = $3 where id = $1', [
    id,
    keepAlive,
    new Date(now.getTime() + keepAlive),
  ]);
  return pit;
}

async function search(sql: Sql, request: SearchRequest, now: Date) {
  const started = performance.now();
  const fields = request.fields ?? FIELD_NAMES;
  const params: unknown[] = [];
  const where = searchWhere(request, params);
  const order = orderOf(CREATOR_FIELDS, request.sort, 'c.seq');
  const offset = (request.page - 1) * request.count;
  let total: number;
  let list: Row[];
  if (request.pit) {
    const pit = await touchPit(sql, request.pit.id, request.pit.keepAlive, now);
    total = pit.total;
    if (!pit.has_ids) {
      const snapshot = await first<{ total: number }>(
        sql,
        `update pits set ids = array(select c.id from creators c where ${where} order by ${order})
         where id = $${params.length + 1} returning cardinality(ids) total`,
        [...params, pit.id],
      );
      total = snapshot!.total;
    }
    list = await rows(
      sql,
      `select ${selectFields(fields)} from pits p, unnest(p.ids[$2:$3]) with ordinality u(id, pos)
       join creators_all c on c.id = u.id where p.id = $1 order by u.pos`,
      [pit.id, offset + 1, offset + request.count],
    );
  } else {
    total = (await first<{ n: number }>(
      sql,
      `select count(*)::int n from creators c where ${where}`,
      params,
    ))!.n;
    list = await rows(
      sql,
      `select ${selectFields(fields)} from creators c where ${where} order by ${order}
       limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, request.count, offset],
    );
  }
  return {
    items: list.map((row) =>
      toHit(
        row,
        fields.filter((field) => field !== 'id'),
      ),
    ),
    page: request.page,
    count: request.count,
    total,
    hasMore: request.page * request.count < total,
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

const searchRoutes: Route<BackofficeHandler>[] = [
  route('GET', '/search/creators/status', 'staff', async ({ db, now }) => {
    const row = await first<{ n: number; last: Date | null }>(
      db,
      'select count(*)::int n, max(updated_at) last from creators',
    );
    return { indexed: row!.n, lastIndexedAt: iso(row!.last) ?? now().toISOString(), healthy: true };
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
    const def = Object.hasOwn(CREATOR_FIELDS, params.field!) ? CREATOR_FIELDS[params.field!] : undefined;
    if (!def) throw notFound(`Unknown search field ${params.field}`);
    const { term } = readQuery(url, v.object({ term: v.optional(v.pipe(v.string(), v.maxLength(100)), '') }));
    const value = def.list
      ? `unnest(${def.column})`
      : def.type === 'Date'
        ? `to_char(${def.column} at time zone 'UTC', 'YYYY-MM-DD')`
        : `${def.column}::text`;
    const values = await rows<{ value: string; count: number }>(
      db,
      `select value, count(*)::int count from (select ${value} as value from creators c) x
       where value is not null and value ilike '%' || $1 || '%' group by value order by count desc, value limit 20`,
      [escapeLike(term)],
    );
    return { field: params.field, values };
  }),
  route('POST', '/search/creators/pit/open', 'staff', async ({ url, db, now }) => {
    const { keepAlive } = readQuery(url, v.object({ keepAlive: v.optional(KeepAlive, DEFAULT_KEEP_ALIVE) }));
    const id = `pit_${randomBytes(12).toString('base64url')}`;
    const expiresAt = new Date(now().getTime() + keepAlive);
    await db.query('delete from pits where expires_at <= $1', [now()]);
    await db.query('insert into pits (id, keep_alive_ms, expires_at, created_at) values ($1, $2, $3, $4)', [
      id,
      keepAlive,
      expiresAt,
      now(),
    ]);
    return { id, expiresAt: expiresAt.toISOString() };
  }),
  route('POST', '/search/creators/pit/close/:id', 'staff', async ({ params, db, now }) => {
    const row = await first<{ expires_at: Date }>(db, 'delete from pits where id = $1 returning expires_at', [
      params.id,
    ]);
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

export { CREATOR_FIELDS, parseSearchRequest, search, searchRoutes };
