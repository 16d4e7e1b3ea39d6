/** Audit log, blocklist, notes and comments, notifications, saved views. */
import * as v from 'valibot';
import { first, rows } from '../db';
import type { Sql } from '../db';
import type { Route } from '../../router';
import { deleteRow, listPage, route, updateRow, userOf, writeAudit } from '../context';
import type { BackofficeHandler } from '../context';
import {
  BLOCKLIST_SQL,
  COMMENTS_SQL,
  VIEWS_SQL,
  loadNotes,
  mustExist,
  one,
  toAudit,
  toBlocklistEntry,
  toComment,
  toNotification,
  toView,
} from '../entities';
import { AUDIT_TYPES, CONTEXT_TYPES, NOTIFICATION_STATUSES } from '../enums';
import { forbidden, conflict, notFound } from '../errors';
import { parseFiltersJson, whereOf } from '../filters';
import type { FieldMap } from '../filters';
import { IdSchema, PAGE_ENTRIES, Text, oneOf, optionalBool, readBody, readQuery } from '../validate';

/** Fields of the blocklist's `filtersjson`. */
const BLOCKLIST_FIELDS: FieldMap = {
  creatorId: { column: 'b.creator_id', type: 'Text' },
  creatorName: { column: 'c.name', type: 'Text' },
  reason: { column: 'b.reason', type: 'Text' },
  blockedBy: { column: 'b.blocked_by', type: 'Text' },
  createdAt: { column: 'b.created_at', type: 'Date' },
  updatedAt: { column: 'b.updated_at', type: 'Date' },
};

const Reason = v.object({ reason: Text });

const NoteQuery = v.object({
  ...PAGE_ENTRIES,
  mainContextType: v.optional(oneOf(CONTEXT_TYPES)),
  mainContextId: v.optional(IdSchema),
  isPinned: optionalBool,
  secondaryContextType: v.optional(oneOf(CONTEXT_TYPES)),
  secondaryContextId: v.optional(IdSchema),
});
const NewNote = v.object({
  body: Text,
  isPinned: v.optional(v.boolean(), false),
  mainContextType: oneOf(CONTEXT_TYPES),
  mainContextId: IdSchema,
  secondaryContextType: v.optional(v.nullable(oneOf(CONTEXT_TYPES))),
  secondaryContextId: v.optional(v.nullable(IdSchema)),
});
const Settings = v.object({
  email: v.boolean(),
  inApp: v.boolean(),
  digest: oneOf(['none', 'daily', 'weekly'] as const),
  mutedTypes: v.array(v.string()),
});
const NewView = v.object({
  viewType: Text,
  name: Text,
  visibility: oneOf(['public', 'private'] as const),
  editableBy: oneOf(['me', 'all'] as const),
  query: v.looseObject({}),
});

/** The `where` of a notes query (params pushed). */
function noteWhere(query: v.InferOutput<typeof NoteQuery>, params: unknown[]): string {
  const columns: [string, unknown][] = [
    ['t.main_type', query.mainContextType],
    ['t.main_id', query.mainContextId],
    ['t.is_pinned', query.isPinned],
    ['t.sec_type', query.secondaryContextType],
    ['t.sec_id', query.secondaryContextId],
  ];
  const conditions = columns
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => {
      params.push(value);
      return `${column} = $${params.length}`;
    });
  return conditions.length ? conditions.join(' and ') : 'true';
}

async function blocklistEntry(sql: Sql, creatorId: string) {
  const row = await first(sql, `${BLOCKLIST_SQL} where b.creator_id = $1`, [creatorId]);
  if (!row) throw notFound(`Creator ${creatorId} is not on the blocklist`);
  return toBlocklistEntry(row);
}

async function viewOf(sql: Sql, id: string) {
  const row = await first(sql, `${VIEWS_SQL} where v.id = $1`, [id]);
  if (!row) throw notFound(`View ${id} not found`);
  return row;
}

const activityRoutes: Route<BackofficeHandler>[] = [
  route('GET', '/audit/:refId', 'staff', async ({ url, params, db }) => {
    const query = readQuery(url, v.object({ ...PAGE_ENTRIES, auditType: v.optional(oneOf(AUDIT_TYPES)) }));
    const filter = query.auditType ? ' and t.audit_type = $2' : '';
    return listPage(db, {
      from: 'audit t',
      where: `t.ref_id = $1${filter}`,
      params: query.auditType ? [params.refId, query.auditType] : [params.refId],
      order: 't.created_at desc, t.id desc',
      page: query.page,
      count: query.count,
      load: async (ids) =>
        (
          await rows(db, 'select * from audit where id = any($1) order by created_at desc, id desc', [ids])
        ).map(toAudit),
    });
  }),

  // Blocklist
  route('GET', '/blocklist/list', 'staff', async ({ url, db }) => {
    const query = readQuery(url, v.object({ ...PAGE_ENTRIES, filtersjson: v.optional(v.string()) }));
    const params: unknown[] = [];
    const where = whereOf(
      BLOCKLIST_FIELDS,
      parseFiltersJson(query.filtersjson),
      params,
      'filtersjson.filters',
    );
    return listPage(db, {
      from:
        '(select b.creator_id id, b.* from blocklist b left join creators c on c.id = b.creator_id where ' +
        `${where}) t`,
      params,
      order: 't.created_at desc, t.id',
      page: query.page,
      count: query.count,
      load: async (ids) => {
        const found = new Map(
          (await rows(db, `${BLOCKLIST_SQL} where b.creator_id = any($1)`, [ids])).map((row) => [
            row.creator_id,
            row,
          ]),
        );
        return ids.flatMap((id) => (found.has(id) ? [toBlocklistEntry(found.get(id)!)] : []));
      },
    });
  }),
  route('POST', '/blocklist', 'staff', async (context) => {
    const body = await readBody(context.request, v.object({ creatorId: IdSchema, reason: Text }));
    const { db } = context;
    await mustExist(db, 'creators', body.creatorId, 'Creator');
    if (await first(db, 'select 1 from blocklist where creator_id = $1', [body.creatorId])) {
      throw conflict(`Creator ${body.creatorId} is already on the blocklist`);
    }
    await db.transaction(async (tx) => {
      await tx.query(
        'insert into blocklist (creator_id, reason, blocked_by, created_at, updated_at) values ($1, $2, $3, $4, $4)',
        [body.creatorId, body.reason, userOf(context).email, context.now()],
      );
      await tx.query('update creators set blocked = true, updated_at = $2 where id = $1', [
        body.creatorId,
        context.now(),
      ]);
      await writeAudit(tx, context, {
        refId: body.creatorId,
        type: 'Manual',
        action: 'blocked',
        message: body.reason,
      });
    });
    return blocklistEntry(db, body.creatorId);
  }),
  route('PUT', '/blocklist/:creatorId', 'staff', async (context) => {
    const { reason } = await readBody(context.request, Reason);
    const found = await first(
      context.db,
      'update blocklist set reason = $2, updated_at = $3 where creator_id = $1 returning creator_id',
      [context.params.creatorId, reason, context.now()],
    );
    if (!found) throw notFound(`Creator ${context.params.creatorId} is not on the blocklist`);
    await writeAudit(context.db, context, {
      refId: context.params.creatorId!,
      type: 'Manual',
      action: 'blockReasonChanged',
      message: reason,
    });
    return blocklistEntry(context.db, context.params.creatorId!);
  }),
  route('DELETE', '/blocklist/:creatorId', 'staff', async (context) => {
    const { reason } = await readBody(context.request, Reason);
    const creatorId = context.params.creatorId!;
    await context.db.transaction(async (tx) => {
      const found = await first(tx, 'delete from blocklist where creator_id = $1 returning creator_id', [
        creatorId,
      ]);
      if (!found) throw notFound(`Creator ${creatorId} is not on the blocklist`);
      await tx.query('update creators set blocked = false, updated_at = $2 where id = $1', [
        creatorId,
        context.now(),
      ]);
      await writeAudit(tx, context, {
        refId: creatorId,
        type: 'Manual',
        action: 'unblocked',
        message: reason,
      });
    });
    return { deleted: creatorId };
  }),

  // Notes and comments
  route('GET', '/notes/totalUnreadNotes', 'staff', async ({ url, db }) => {
    const params: unknown[] = [];
    const where = noteWhere(readQuery(url, NoteQuery), params);
    const row = await first<{ n: number }>(
      db,
      `select count(*)::int n from notes t where ${where} and not t.is_read`,
      params,
    );
    return { total: row?.n ?? 0 };
  }),
  route('GET', '/notes', 'staff', async ({ url, db }) => {
    const query = readQuery(url, NoteQuery);
    const params: unknown[] = [];
    const where = noteWhere(query, params);
    return listPage(db, {
      from: 'notes t',
      where,
      params,
      order: 't.is_pinned desc, t.created_at desc, t.id desc',
      page: query.page,
      count: query.count,
      load: (ids) => loadNotes(db, ids),
    });
  }),
  route('POST', '/notes', 'staff', async (context) => {
    const body = await readBody(context.request, NewNote);
    const row = await first<{ id: string }>(
      context.db,
      `insert into notes (body, is_pinned, is_read, main_type, main_id, sec_type, sec_id, author_id, created_at, updated_at)
       values ($1, $2, false, $3, $4, $5, $6, $7, $8, $8) returning id`,
      [
        body.body,
        body.isPinned,
        body.mainContextType,
        body.mainContextId,
        body.secondaryContextType ?? null,
        body.secondaryContextId ?? null,
        userOf(context).id,
        context.now(),
      ],
    );
    return one(loadNotes(context.db, [row!.id]), 'Note', row!.id);
  }),
  route('PUT', '/notes/:id', 'staff', async ({ request, params, db, now }) => {
    const body = await readBody(
      request,
      v.object({
        body: v.optional(Text),
        isPinned: v.optional(v.boolean()),
        isRead: v.optional(v.boolean()),
      }),
    );
    await updateRow(
      db,
      'notes',
      params.id!,
      { body: body.body, is_pinned: body.isPinned, is_read: body.isRead },
      { touch: now(), what: 'Note' },
    );
    return one(loadNotes(db, [params.id!]), 'Note', params.id!);
  }),
  route('DELETE', '/notes/:id', 'staff', ({ params, db }) => deleteRow(db, 'notes', params.id!, 'Note')),
  route('GET', '/notes/:id/comments', 'staff', async ({ params, db }) => {
    await mustExist(db, 'notes', params.id!, 'Note');
    return (
      await rows(db, `${COMMENTS_SQL} where c.note_id = $1 order by c.created_at, c.id`, [params.id])
    ).map(toComment);
  }),
  route('POST', '/notes/:id/comments', 'staff', async (context) => {
    const body = await readBody(context.request, v.object({ id: v.optional(IdSchema), body: Text }));
    const { db, params } = context;
    await mustExist(db, 'notes', params.id!, 'Note');
    let id = body.id;
    if (id) {
      const found = await first(
        db,
        'update comments set body = $3, updated_at = $4 where id = $1 and note_id = $2 returning id',
        [id, params.id, body.body, context.now()],
      );
      if (!found) throw notFound(`Comment ${id} of note ${params.id} not found`);
    } else {
      const row = await first<{ id: string }>(
        db,
        `insert into comments (note_id, body, author_id, created_at, updated_at) values ($1, $2, $3, $4, $4) returning id`,
        [params.id, body.body, userOf(context).id, context.now()],
      );
      id = row!.id;
    }
    return toComment((await first(db, `${COMMENTS_SQL} where c.id = $1`, [id]))!);
  }),
  route('DELETE', '/notes/:id/comments/:commentId', 'staff', async ({ params, db }) => {
    const found = await first(db, 'delete from comments where id = $1 and note_id = $2 returning id', [
      params.commentId,
      params.id,
    ]);
    if (!found) throw notFound(`Comment ${params.commentId} of note ${params.id} not found`);
    return { deleted: params.commentId };
  }),

  // Notifications (the signed-in user's)
  route('GET', '/notifications/settings', 'staff', async (context) =>
    notificationSettings(context.db, userOf(context).id),
  ),
  route('PUT', '/notifications/settings', 'staff', async (context) => {
    const body = await readBody(context.request, v.partial(Settings));
    const current = await notificationSettings(context.db, userOf(context).id);
    const next = {
      ...current,
      ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
    };
    await context.db.query(
      `insert into notification_settings (user_id, email, in_app, digest, muted_types) values ($1, $2, $3, $4, $5)
       on conflict (user_id) do update set email = $2, in_app = $3, digest = $4, muted_types = $5`,
      [userOf(context).id, next.email, next.inApp, next.digest, next.mutedTypes],
    );
    return next;
  }),
  route('GET', '/notifications', 'staff', async (context) => {
    const query = readQuery(
      context.url,
      v.object({ ...PAGE_ENTRIES, status: v.optional(oneOf(NOTIFICATION_STATUSES)) }),
    );
    const params: unknown[] = [userOf(context).id];
    if (query.status) params.push(query.status);
    return listPage(context.db, {
      from: 'notifications t',
      where: `t.user_id = $1${query.status ? ' and t.status = $2' : ''}`,
      params,
      order: 't.created_at desc, t.id desc',
      page: query.page,
      count: query.count,
      load: async (ids) =>
        (
          await rows(
            context.db,
            'select * from notifications where id = any($1) order by created_at desc, id desc',
            [ids],
          )
        ).map(toNotification),
    });
  }),
  route('PUT', '/notifications', 'staff', async (context) => {
    const body = await readBody(
      context.request,
      v.object({ ids: v.array(IdSchema), status: oneOf(['Read', 'Unread'] as const) }),
    );
    const changed = await rows(
      context.db,
      'update notifications set status = $3 where id = any($1) and user_id = $2 returning id',
      [body.ids, userOf(context).id, body.status],
    );
    return { updated: changed.length };
  }),

  // Saved views
  route('GET', '/views', 'staff', async (context) =>
    (
      await rows(context.db, `${VIEWS_SQL} where v.visibility = 'public' or v.owner_id = $1 order by v.id`, [
        userOf(context).id,
      ])
    ).map(toView),
  ),
  route('POST', '/views', 'staff', async (context) => {
    const body = await readBody(context.request, NewView);
    const row = await first<{ id: string }>(
      context.db,
      `insert into saved_views (view_type, name, visibility, editable_by, owner_id, query, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
      [
        body.viewType,
        body.name,
        body.visibility,
        body.editableBy,
        userOf(context).id,
        JSON.stringify(body.query),
        context.now(),
      ],
    );
    return toView(await viewOf(context.db, row!.id));
  }),
  route('GET', '/views/:viewType', 'staff', async (context) =>
    (
      await rows(
        context.db,
        `${VIEWS_SQL} where v.view_type = $2 and (v.visibility = 'public' or v.owner_id = $1) order by v.id`,
        [userOf(context).id, context.params.viewType],
      )
    ).map(toView),
  ),
  route('PUT', '/views/:id', 'staff', async (context) => {
    const body = await readBody(context.request, v.partial(NewView));
    const view = await editableView(context.db, context.params.id!, userOf(context).id);
    await updateRow(
      context.db,
      'saved_views',
      String(view.id),
      {
        view_type: body.viewType,
        name: body.name,
        visibility: body.visibility,
        editable_by: body.editableBy,
        query: body.query ? JSON.stringify(body.query) : undefined,
      },
      { touch: context.now(), what: 'View' },
    );
    return toView(await viewOf(context.db, String(view.id)));
  }),
  route('DELETE', '/views/:id', 'staff', async (context) => {
    const view = await editableView(context.db, context.params.id!, userOf(context).id);
    return deleteRow(context.db, 'saved_views', String(view.id), 'View');
  }),
];

/** A view the user may change: 404 if invisible to them, 403 if it is someone else's 'me' view. */
async function editableView(sql: Sql, id: string, userId: string) {
  const view = await viewOf(sql, id);
  if (view.owner_id !== userId && view.visibility === 'private') throw notFound(`View ${id} not found`);
  if (view.owner_id !== userId && view.editable_by === 'me')
    throw forbidden(`Only the owner may change view ${id}`);
  return view;
}

async function notificationSettings(sql: Sql, userId: string) {
  const row = await first<{ email: boolean; in_app: boolean; digest: string; muted_types: string[] }>(
    sql,
    'select * from notification_settings where user_id = $1',
    [userId],
  );
  return row
    ? { email: row.email, inApp: row.in_app, digest: row.digest, mutedTypes: row.muted_types }
    : { email: true, inApp: true, digest: 'daily', mutedTypes: [] as string[] };
}

export { BLOCKLIST_FIELDS, activityRoutes };
