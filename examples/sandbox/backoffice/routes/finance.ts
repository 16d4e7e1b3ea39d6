/** Payments (finance group) and permission groups (admin group). */
import * as v from 'valibot';
import { first, rows } from '../db';
import type { Sql } from '../db';
import type { Route } from '../../router';
import { route, userOf } from '../context';
import type { BackofficeHandler } from '../context';
import { isoOf, iso, mustExist, toPayment } from '../entities';
import { PAYMENT_SORT_COLUMNS, PAYMENT_STATUSES, SORT_DIRS } from '../enums';
import { ApiError, badRequest, conflict, invalidAt, notFound } from '../errors';
import {
  Country,
  DateBound,
  IdSchema,
  Text,
  intParam,
  isDateOnly,
  oneOf,
  readBody,
  readQuery,
} from '../validate';

const PaymentQuery = v.object({
  paymentStatus: v.array(oneOf(PAYMENT_STATUSES)),
  startDate: v.optional(DateBound),
  endDate: v.optional(DateBound),
  pageSize: intParam(1, 200, 25),
  pageToken: v.optional(v.string()),
  sortColumn: v.optional(oneOf(PAYMENT_SORT_COLUMNS), 'CREATED_AT'),
  sortDir: v.optional(oneOf(SORT_DIRS), 'DESC'),
});
const PAYMENT_COLUMNS: Record<(typeof PAYMENT_SORT_COLUMNS)[number], string> = {
  UNKNOWN_COLUMN: 'created_at',
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
  STATUS: 'status',
  AMOUNT: 'amount',
  TITLE: 'title',
  TARGET_DATE: 'target_date',
};
const AGENT_SUMMARY_COLUMNS: Record<(typeof PAYMENT_SORT_COLUMNS)[number], string> = {
  UNKNOWN_COLUMN: 'agent_name',
  CREATED_AT: 'last_payment_at',
  UPDATED_AT: 'last_payment_at',
  STATUS: 'agent_name',
  AMOUNT: 'total',
  TITLE: 'agent_name',
  TARGET_DATE: 'last_payment_at',
};
const direction = (dir: (typeof SORT_DIRS)[number], fallback: 'asc' | 'desc') =>
  dir === 'ASC' ? 'asc' : dir === 'DESC' ? 'desc' : fallback;

/** Page tokens are the offset, base64url-encoded. */
const encodeToken = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodeToken(token: string | undefined): number {
  if (!token) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (!match) throw invalidAt('pageToken', 'is not a page token of this list');
  return Number(match[1]);
}

async function accountStatus(sql: Sql, agentId: string) {
  const row = await first<{ status: string; updated_at: Date }>(
    sql,
    'select status, updated_at from payment_accounts where agent_id = $1',
    [agentId],
  );
  return { agentId, status: row?.status ?? 'none', updatedAt: iso(row?.updated_at) };
}

async function groupMustExist(sql: Sql, group: string): Promise<void> {
  if (!(await first(sql, 'select 1 from groups where name = $1', [group])))
    throw notFound(`Group ${group} not found`);
}

async function usersMustExist(sql: Sql, userIds: readonly string[]): Promise<void> {
  const known = new Set(
    (await rows<{ id: string }>(sql, 'select id from users where id = any($1)', [userIds])).map(
      (row) => row.id,
    ),
  );
  userIds.forEach((id, index) => {
    if (!known.has(id)) throw invalidAt(`userIds.${index}`, `unknown user ${id}`);
  });
}

/**
 * The groups the service's access rules name (docs/backoffice-api.md, "Permission groups required"):
 * they can never be removed, or nobody could reach payments, permissions or the staff calls again.
 */
const BUILT_IN_GROUPS: readonly string[] = ['admin', 'finance', 'staff'];

/** 409 `builtin_group`: a built-in group cannot be removed. */
function builtInGroupRefused(group: string): ApiError {
  return new ApiError(
    409,
    'builtin_group',
    `The ${group} group is built in: the service's access rules need it, so it cannot be removed`,
  );
}

/**
 * 409 `admin_lockout` when removing `userIds` from the admin group would take away the caller's own
 * admin access. Only admins reach this route, so the caller is a member: the group never ends empty.
 */
function refuseAdminLockout(callerId: string, userIds: readonly string[]): void {
  if (userIds.includes(callerId))
    throw new ApiError(
      409,
      'admin_lockout',
      'You cannot remove yourself from the admin group: you would lose access to permissions',
    );
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The upper bound of an endDate: the start of the next day for a date alone. */
const endBound = (end: Date, wholeDay: boolean) => (wholeDay ? new Date(end.getTime() + DAY_MS) : end);
const UserIds = v.object({
  userIds: v.pipe(v.array(IdSchema), v.minLength(1, 'must name at least one user')),
});

const financeRoutes: Route<BackofficeHandler>[] = [
  route('GET', '/payments/creators/:creatorId/list', 'finance', async ({ url, params, db }) => {
    const query = readQuery(url, PaymentQuery, ['paymentStatus']);
    await mustExist(db, 'creators', params.creatorId!, 'Creator');
    const conditions = ['creator_id = $1'];
    const values: unknown[] = [params.creatorId];
    const add = (condition: string, value: unknown) => {
      values.push(value);
      conditions.push(condition.replace('?', `$${values.length}`));
    };
    if (query.paymentStatus.length) add('status = any(?)', query.paymentStatus);
    // A date alone is a whole day: from its start (UTC), and through its end for endDate.
    const start = query.startDate ? new Date(query.startDate) : undefined;
    const end = query.endDate ? new Date(query.endDate) : undefined;
    const wholeDay = query.endDate !== undefined && isDateOnly(query.endDate);
    if (start) add('created_at >= ?', start.toISOString());
    if (end) add(wholeDay ? 'created_at < ?' : 'created_at <= ?', endBound(end, wholeDay).toISOString());
    if (start && end && (wholeDay ? start >= endBound(end, true) : start > end)) {
      throw badRequest('Invalid query: startDate is after endDate', [
        { path: 'startDate', message: 'must not be after endDate' },
      ]);
    }
    const where = conditions.join(' and ');
    const total = (await first<{ n: number }>(
      db,
      `select count(*)::int n from payments where ${where}`,
      values,
    ))!.n;
    const offset = decodeToken(query.pageToken);
    const order = `${PAYMENT_COLUMNS[query.sortColumn]} ${direction(query.sortDir, 'desc')}, id asc`;
    const list = await rows(
      db,
      `select * from payments where ${where} order by ${order} limit $${values.length + 1} offset $${values.length + 2}`,
      [...values, query.pageSize, offset],
    );
    const next = offset + query.pageSize;
    return { items: list.map(toPayment), nextPageToken: next < total ? encodeToken(next) : null, total };
  }),
  route('GET', '/payments/agencies/:id/agents', 'finance', async ({ url, params, db }) => {
    const query = readQuery(
      url,
      v.object({
        sortColumn: v.optional(oneOf(PAYMENT_SORT_COLUMNS), 'UNKNOWN_COLUMN'),
        sortDir: v.optional(oneOf(SORT_DIRS), 'ASC'),
      }),
    );
    await mustExist(db, 'agencies', params.id!, 'Agency');
    const order = `${AGENT_SUMMARY_COLUMNS[query.sortColumn]} ${direction(query.sortDir, 'asc')} nulls last, agent_id`;
    const list = await rows<{
      agent_id: string;
      agent_name: string;
      payment_count: number;
      total: number;
      last_payment_at: Date | null;
    }>(
      db,
      `select * from (select a.id agent_id, a.name agent_name, count(p.id)::int payment_count,
         coalesce(sum(p.amount) filter (where p.currency = 'EUR'), 0)::int total, max(p.created_at) last_payment_at
       from agents a left join payments p on p.agent_id = a.id where a.agency_id = $1 group by a.id, a.name) x
       order by ${order}`,
      [params.id],
    );
    return list.map((row) => ({
      agentId: row.agent_id,
      agentName: row.agent_name,
      paymentCount: row.payment_count,
      total: { value: row.total, currency: 'EUR' },
      lastPaymentAt: iso(row.last_payment_at),
    }));
  }),
  route('GET', '/payments/:id/account/status', 'finance', async ({ params, db }) => {
    await mustExist(db, 'agents', params.id!, 'Agent');
    return accountStatus(db, params.id!);
  }),
  route('POST', '/payments/:agentId/account', 'finance', async ({ request, params, db, now }) => {
    const body = await readBody(
      request,
      v.object({
        holderName: Text,
        iban: v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'must be an IBAN without spaces')),
        country: Country,
      }),
    );
    await mustExist(db, 'agents', params.agentId!, 'Agent');
    await db.query(
      `insert into payment_accounts (agent_id, status, holder_name, iban, country, updated_at)
       values ($1, 'pending', $2, $3, $4, $5) on conflict (agent_id)
       do update set status = 'pending', holder_name = $2, iban = $3, country = $4, updated_at = $5`,
      [params.agentId, body.holderName, body.iban, body.country, now()],
    );
    return accountStatus(db, params.agentId!);
  }),

  route('GET', '/permissions/groups', 'admin', ({ db }) =>
    rows(
      db,
      `select g.name, g.description, (select count(*)::int from group_members m where m.group_name = g.name) "memberCount",
       g.name = any($1) "builtIn"
       from groups g order by g.name`,
      [BUILT_IN_GROUPS],
    ),
  ),
  route('POST', '/permissions/groups', 'admin', async ({ request, db, now }) => {
    const body = await readBody(
      request,
      v.object({
        name: v.pipe(
          v.string(),
          v.regex(/^[a-z][a-z0-9-]{1,39}$/, 'must be 2-40 lower-case letters, digits or -'),
        ),
        description: v.string(),
      }),
    );
    if (await first(db, 'select 1 from groups where name = $1', [body.name])) {
      throw conflict(`A group named ${body.name} exists`);
    }
    await db.query('insert into groups (name, description, created_at) values ($1, $2, $3)', [
      body.name,
      body.description,
      now(),
    ]);
    return { name: body.name, description: body.description, memberCount: 0, builtIn: false };
  }),
  route('GET', '/permissions/groups/:group/users', 'admin', async ({ params, db }) => {
    await groupMustExist(db, params.group!);
    const list = await rows<{ user_id: string; email: string; name: string; added_at: Date }>(
      db,
      `select m.user_id, u.email, u.name, m.added_at from group_members m join users u on u.id = m.user_id
       where m.group_name = $1 order by m.added_at, m.user_id`,
      [params.group],
    );
    return list.map((row) => ({
      userId: row.user_id,
      email: row.email,
      name: row.name,
      addedAt: isoOf(row.added_at),
    }));
  }),
  route('POST', '/permissions/groups/:group/users/email', 'admin', async ({ request, params, db, now }) => {
    const { emails } = await readBody(
      request,
      v.object({ emails: v.pipe(v.array(v.pipe(v.string(), v.email('must be an email'))), v.minLength(1)) }),
    );
    await groupMustExist(db, params.group!);
    const known = await rows<{ id: string; email: string }>(
      db,
      'select id, email from users where lower(email) = any($1)',
      [emails.map((email) => email.toLowerCase())],
    );
    const byEmail = new Map(known.map((row) => [row.email.toLowerCase(), row.id]));
    const added = [...new Set(known.map((row) => row.id))];
    await db.query(
      `insert into group_members (group_name, user_id, added_at) select $1, u, $3 from unnest($2::text[]) u
       on conflict do nothing`,
      [params.group, added, now()],
    );
    return {
      group: params.group,
      added,
      unknownEmails: emails.filter((email) => !byEmail.has(email.toLowerCase())),
    };
  }),
  route('POST', '/permissions/groups/:group/users', 'admin', async ({ request, params, db, now }) => {
    const { userIds } = await readBody(request, UserIds);
    await groupMustExist(db, params.group!);
    await usersMustExist(db, userIds);
    await db.query(
      `insert into group_members (group_name, user_id, added_at) select $1, u, $3 from unnest($2::text[]) u
       on conflict do nothing`,
      [params.group, userIds, now()],
    );
    return { group: params.group, userIds };
  }),
  route('DELETE', '/permissions/groups/:group/users', 'admin', async (context) => {
    const { request, params, db } = context;
    const { userIds } = await readBody(request, UserIds);
    await groupMustExist(db, params.group!);
    if (params.group === 'admin') refuseAdminLockout(userOf(context).id, userIds);
    await db.query('delete from group_members where group_name = $1 and user_id = any($2)', [
      params.group,
      userIds,
    ]);
    return { group: params.group, userIds };
  }),
  route('GET', '/permissions/groups/:group/users/:userId', 'admin', async ({ params, db }) => {
    await groupMustExist(db, params.group!);
    const member = await first(db, 'select 1 from group_members where group_name = $1 and user_id = $2', [
      params.group,
      params.userId,
    ]);
    return { group: params.group, userId: params.userId, member: Boolean(member) };
  }),
  route('DELETE', '/permissions/groups/:group/akn', 'admin', async ({ params, db }) => {
    await groupMustExist(db, params.group!);
    if (BUILT_IN_GROUPS.includes(params.group!)) throw builtInGroupRefused(params.group!);
    await db.query('delete from groups where name = $1', [params.group]);
    return { removed: params.group };
  }),
];

export { financeRoutes };
