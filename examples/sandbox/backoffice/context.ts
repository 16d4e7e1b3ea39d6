/** What every back-office route gets, how routes are declared, and helpers they share. */
import { first, rows } from './db';
import type { Database, Sql } from './db';
import type { Json } from './entities';
import { notFound } from './errors';
import type { BodyKind } from './guard';
import type { JobRunner } from './jobs';
import type { Route, RouteMethod } from '../router';

/** Who a request comes from. */
type Principal =
  | { kind: 'user'; user: { id: string; name: string; email: string; groups: string[] } }
  | { kind: 'creator'; creatorId: string };

/** Who may call a route: nobody needs to sign in ('open'), a staff group, or a creator token. */
type Access = 'open' | 'staff' | 'finance' | 'admin' | 'creator';

/** The context of one request. */
interface BackofficeContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  db: Database;
  /** The service's clock. */
  now(): Date;
  /** Set for every route except 'open' ones. */
  principal: Principal | null;
  jobs: JobRunner;
  /** The most bytes a CSV import's body may carry (uploads.ts). */
  importMaxBytes: number;
  /** When the service started (for /health). */
  startedAt: number;
}

/** A route's handler: who may call it and what it answers (a value is sent as JSON 200). */
interface BackofficeHandler {
  access: Access;
  /** What a POST/PUT/PATCH/DELETE body must be (its Content-Type); default JSON. */
  body?: BodyKind;
  run(context: BackofficeContext): Promise<unknown>;
}

/** The staff user of a request (routes with a staff access only). */
function userOf(context: BackofficeContext): { id: string; name: string; email: string; groups: string[] } {
  if (context.principal?.kind !== 'user') throw new Error('a staff route without a staff principal');
  return context.principal.user;
}

/** A `Page<T>`: counts, then loads the ids of one page in order. */
async function listPage(
  sql: Sql,
  options: {
    /** Trusted `from` clause; the listed table is aliased `t` and has an `id`. */
    from: string;
    /** The id column (default `t.id`). */
    key?: string;
    where?: string;
    params?: unknown[];
    /** Trusted `order by` list. */
    order: string;
    page: number;
    count: number;
    load: (ids: string[]) => Promise<Json[]>;
  },
): Promise<{ items: Json[]; page: number; count: number; total: number; hasMore: boolean }> {
  const where = options.where ?? 'true';
  const params = options.params ?? [];
  const counted = await first<{ n: number }>(
    sql,
    `select count(*)::int n from ${options.from} where ${where}`,
    params,
  );
  const total = counted?.n ?? 0;
  const ids = await rows<{ id: string }>(
    sql,
    `select ${options.key ?? 't.id'} id from ${options.from} where ${where} order by ${options.order} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, options.count, (options.page - 1) * options.count],
  );
  const items = await options.load(ids.map((row) => row.id));
  return {
    items,
    page: options.page,
    count: options.count,
    total,
    hasMore: options.page * options.count < total,
  };
}

/** Writes an audit entry by the request's user. */
async function writeAudit(
  sql: Sql,
  context: BackofficeContext,
  entry: { refId: string; type: 'Auto' | 'Manual' | 'Custom' | 'Comment'; action: string; message: string },
): Promise<void> {
  const actor = context.principal?.kind === 'user' ? context.principal.user : null;
  await sql.query(
    `insert into audit (ref_id, audit_type, action, message, actor_id, actor_name, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.refId,
      entry.type,
      entry.action,
      entry.message,
      actor?.id ?? null,
      actor?.name ?? null,
      context.now(),
    ],
  );
}

/** Recomputes the denormalised search columns of some creators. */
async function reindexCreators(sql: Sql, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await sql.query('select refresh_creators($1::text[])', [ids]);
}

export { listPage, reindexCreators, userOf, writeAudit };
export type { Access, BackofficeContext, BackofficeHandler, Principal };

/** Declares a route; `options.body` names a body other than JSON (the CSV imports). */
function route(
  method: RouteMethod,
  path: string,
  access: Access,
  run: (context: BackofficeContext) => Promise<unknown>,
  options: { body?: BodyKind } = {},
): Route<BackofficeHandler> {
  return { method, path, handler: { access, run, ...options } };
}

/**
 * `update <table> set …` for the given columns (undefined values are left out) plus `updated_at`
 * when `touch`; 404 when no row has the id. Table and column names are trusted (written in code).
 */
async function updateRow(
  sql: Sql,
  table: string,
  id: string,
  columns: Record<string, unknown>,
  options: { touch?: Date; what: string },
): Promise<void> {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (options.touch) entries.push(['updated_at', options.touch]);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  const text = sets.length
    ? `update ${table} set ${sets.join(', ')} where id = $1 returning id`
    : `select id from ${table} where id = $1`;
  const found = await first(sql, text, [id, ...entries.map(([, value]) => value)]);
  if (!found) throw notFound(`${options.what} ${id} not found`);
}

/** Deletes a row by id; 404 when there is none. Answers `{ deleted: id }`. */
async function deleteRow(sql: Sql, table: string, id: string, what: string): Promise<{ deleted: string }> {
  const found = await first(sql, `delete from ${table} where id = $1 returning id`, [id]);
  if (!found) throw notFound(`${what} ${id} not found`);
  return { deleted: id };
}

export { deleteRow, route, updateRow };
