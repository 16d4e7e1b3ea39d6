/** Creators and what hangs off them: channels, labels, programs, merge, bulk updates, imports, jobs. */
import * as v from 'valibot';
import { first, rows } from '../db';
import type { Sql } from '../db';
import type { Route } from '../../router';
import { json } from '../../http';
import { listPage, reindexCreators, route, updateRow, userOf, writeAudit } from '../context';
import type { BackofficeContext, BackofficeHandler } from '../context';
import { NotUtf8, stageUpload } from '../uploads';
import type { StagedUpload } from '../uploads';
import {
  ALL_CREATOR_PARTS,
  CREATOR_LABELS_SQL,
  CREATOR_PROGRAMS_SQL,
  PROGRAMS_SQL,
  loadChannels,
  loadCreators,
  mustExist,
  one,
  toCreatorLabel,
  toCreatorProgram,
  toJob,
  toProgram,
} from '../entities';
import {
  BULK_OPERATIONS,
  CREATOR_PARTS,
  MANAGER_ROLES,
  OUTREACH_MEDIUMS,
  OUTREACH_METHODS,
  SP_STANDINGS,
  TARGETS,
} from '../enums';
import { ApiError, badRequest, conflict, invalidAt, notFound } from '../errors';
import type { ImportType } from '../imports';
import {
  Country,
  IdSchema,
  IsoDate,
  Nullable,
  PAGE_ENTRIES,
  Text,
  boolParam,
  oneOf,
  readBody,
  readQuery,
} from '../validate';
import { creatorsOf, socialRoutes } from './organisations';

const CHANNEL_PARTS = ['stats', 'features', 'creator'] as const;
const Parts = v.object({ parts: v.array(oneOf(CREATOR_PARTS)) });
const BulkQuery = <T extends string>(parts: readonly T[]) =>
  v.object({
    ids: v.pipe(v.array(IdSchema), v.maxLength(500, 'at most 500 ids')),
    parts: v.array(oneOf(parts)),
  });
const Language = v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'must be a 2-letter lower-case language code'));

const CreatorUpdate = v.object({
  name: v.optional(Text),
  email: Nullable(v.pipe(v.string(), v.email('must be an email'))),
  country: v.optional(Country),
  languages: v.optional(v.array(Language)),
  details: v.optional(
    v.partial(
      v.object({ bio: v.string(), avatarUrl: v.nullable(v.pipe(v.string(), v.url())), timezone: Text }),
    ),
  ),
  outreach: v.optional(
    v.partial(
      v.object({
        medium: oneOf(OUTREACH_MEDIUMS),
        method: oneOf(OUTREACH_METHODS),
        target: oneOf(TARGETS),
        optType: oneOf(['in', 'out'] as const),
        lastContactedAt: v.nullable(IsoDate),
      }),
    ),
  ),
  contact: v.optional(
    v.partial(
      v.object({
        email: v.nullable(v.pipe(v.string(), v.email('must be an email'))),
        phone: v.nullable(v.string()),
        discord: v.nullable(v.string()),
      }),
    ),
  ),
  seRelationship: v.optional(
    v.partial(
      v.object({
        primaryManagerId: v.nullable(IdSchema),
        teamId: v.nullable(oneOf(MANAGER_ROLES)),
        spContractTarget: oneOf(TARGETS),
        paymentTarget: oneOf(TARGETS),
        spStanding: oneOf(SP_STANDINGS),
      }),
    ),
  ),
});

const BulkUpdate = v.object({
  ids: v.pipe(
    v.array(IdSchema),
    v.minLength(1, 'must name at least one creator'),
    v.maxLength(1000, 'at most 1000'),
  ),
  operation: oneOf(BULK_OPERATIONS),
  values: v.optional(v.array(v.string()), []),
});

/** The route option of the CSV imports: their body is `text/csv`. */
const CSV = { body: 'csv' } as const;

const allParts = (db: Sql, id: string) => one(loadCreators(db, [id], ALL_CREATOR_PARTS), 'Creator', id);

/**
 * Stages a CSV body as it arrives (uploads.ts: read as a stream, never whole in memory; 413 past
 * the import limit) and enqueues the import; a body that is not UTF-8 makes a job that fails with
 * the reason. `text` is the CSV of a JSON call.
 */
async function enqueueImport(context: BackofficeContext, type: ImportType, text?: string): Promise<Response> {
  const { db, now, request, importMaxBytes } = context;
  let upload: StagedUpload | null;
  try {
    upload = await stageUpload(db, text ?? request.body, importMaxBytes, now());
  } catch (error) {
    if (!(error instanceof NotUtf8)) throw error;
    upload = null;
  }
  const job = await context.jobs.enqueue(type, upload, userOf(context).id);
  return json(job, 202);
}

/** Applies one bulk operation to existing creators; answers how many were changed. */
async function bulkUpdate(sql: Sql, body: v.InferOutput<typeof BulkUpdate>, now: Date): Promise<number> {
  const { ids, operation, values } = body;
  const needOne = () => {
    if (values.length !== 1) throw invalidAt('values', `${operation} takes exactly one value`);
    return values[0]!;
  };
  const checkLanguages = () => {
    values.forEach((value, index) => {
      if (!/^[a-z]{2}$/.test(value))
        throw invalidAt(`values.${index}`, 'must be a 2-letter lower-case language code');
    });
  };
  const checkLabels = async () => {
    const known = new Set(
      (await rows<{ id: string }>(sql, 'select id from labels where id = any($1)', [values])).map(
        (r) => r.id,
      ),
    );
    values.forEach((value, index) => {
      if (!known.has(value)) throw invalidAt(`values.${index}`, `unknown label ${value}`);
    });
  };
  let text: string;
  let params: unknown[] = [ids, now];
  switch (operation) {
    case 'addLanguages':
      checkLanguages();
      text = `update creators set languages = array(select distinct x from unnest(languages || $3::text[]) x order by x),
        updated_at = $2 where id = any($1)`;
      params.push(values);
      break;
    case 'removeLanguages':
      checkLanguages();
      text = `update creators set languages = array(select x from unnest(languages) x where x <> all($3::text[]) order by x),
        updated_at = $2 where id = any($1)`;
      params.push(values);
      break;
    case 'replaceCountry': {
      const country = needOne();
      if (!/^[A-Z]{2}$/.test(country))
        throw invalidAt('values.0', 'must be a 2-letter upper-case country code');
      text = 'update creators set country = $3, updated_at = $2 where id = any($1)';
      params.push(country);
      break;
    }
    case 'addLabels':
      await checkLabels();
      await sql.query(
        `insert into creator_labels (creator_id, label_id, value, created_at)
         select c.id, l, null, $2 from creators c, unnest($3::text[]) l
         where c.id = any($1) and not exists (select 1 from creator_labels x where x.creator_id = c.id and x.label_id = l)`,
        [ids, now, values],
      );
      text = 'update creators set updated_at = $2 where id = any($1)';
      break;
    case 'removeLabels':
      await checkLabels();
      await sql.query('delete from creator_labels where creator_id = any($1) and label_id = any($2)', [
        ids,
        values,
      ]);
      text = 'update creators set updated_at = $2 where id = any($1)';
      break;
    case 'addPrimaryManager': {
      const managerId = needOne();
      if (!(await first(sql, 'select 1 from managers where id = $1', [managerId]))) {
        throw invalidAt('values.0', `unknown manager ${managerId}`);
      }
      text = 'update creators set primary_manager_id = $3, updated_at = $2 where id = any($1)';
      params.push(managerId);
      break;
    }
    case 'removePrimaryManager':
      text = 'update creators set primary_manager_id = null, updated_at = $2 where id = any($1)';
      params = [ids, now];
      break;
  }
  const changed = await rows<{ id: string }>(sql, `${text} returning id`, params);
  await reindexCreators(
    sql,
    changed.map((row) => row.id),
  );
  return changed.length;
}

/** Moves everything of `source` to `target`, archives the source (for open pits) and removes it. */
async function mergeCreators(sql: Sql, sourceId: string, targetId: string, now: Date): Promise<void> {
  const move = (table: string, extra = '') =>
    sql.query(`update ${table} set creator_id = $2 where creator_id = $1 ${extra}`, [sourceId, targetId]);
  await move('channels');
  await move('payments');
  await move(
    'creator_labels',
    'and label_id not in (select label_id from creator_labels where creator_id = $2)',
  );
  await move(
    'creator_programs',
    'and program_id not in (select program_id from creator_programs where creator_id = $2)',
  );
  await move('creator_agencies', 'and not exists (select 1 from creator_agencies where creator_id = $2)');
  await sql.query(`update socials set owner_id = $2 where owner_type = 'creator' and owner_id = $1`, [
    sourceId,
    targetId,
  ]);
  await sql.query(`update notes set main_id = $2 where main_type = 'creator' and main_id = $1`, [
    sourceId,
    targetId,
  ]);
  await sql.query(
    `update creators t set languages = array(select distinct x from unnest(t.languages || s.languages) x order by x),
       email = coalesce(t.email, s.email), primary_manager_id = coalesce(t.primary_manager_id, s.primary_manager_id),
       updated_at = $3
     from creators s where t.id = $2 and s.id = $1`,
    [sourceId, targetId, now],
  );
  await sql.query(
    'insert into creators_removed select * from creators where id = $1 on conflict do nothing',
    [sourceId],
  );
  await sql.query('delete from blocklist where creator_id = $1', [sourceId]);
  await sql.query('delete from creators where id = $1', [sourceId]);
  await reindexCreators(sql, [targetId]);
}

const creatorRoutes: Route<BackofficeHandler>[] = [
  // Channels
  route('GET', '/channels/bulk', 'staff', async ({ url, db }) => {
    const query = readQuery(url, BulkQuery(CHANNEL_PARTS), ['ids', 'parts']);
    return loadChannels(db, query.ids, query.parts);
  }),
  route('GET', '/channels/:id', 'staff', async ({ url, params, db }) => {
    const { parts } = readQuery(url, v.object({ parts: v.array(oneOf(CHANNEL_PARTS)) }), ['parts']);
    return one(loadChannels(db, [params.id!], parts), 'Channel', params.id!);
  }),
  route('DELETE', '/channels/:id', 'staff', async (context) => {
    const { keepSendingOffers } = readQuery(context.url, v.object({ keepSendingOffers: boolParam(false) }));
    const row = await first<{ creator_id: string }>(
      context.db,
      'delete from channels where id = $1 returning creator_id',
      [context.params.id],
    );
    if (!row) throw notFound(`Channel ${context.params.id} not found`);
    await reindexCreators(context.db, [row.creator_id]);
    await writeAudit(context.db, context, {
      refId: row.creator_id,
      type: 'Manual',
      action: 'channelRemoved',
      message: `Channel ${context.params.id} removed${keepSendingOffers ? ' (offers continue)' : ''}`,
    });
    return { deleted: context.params.id, keepSendingOffers };
  }),

  // Creators: fixed paths first, then /creators/:id
  route('GET', '/creators/bulk', 'staff', async ({ url, db }) => {
    const query = readQuery(url, BulkQuery(CREATOR_PARTS), ['ids', 'parts']);
    return loadCreators(db, query.ids, query.parts);
  }),
  route('PUT', '/creators/bulk/update', 'staff', async (context) => {
    const body = await readBody(context.request, BulkUpdate);
    const updated = await context.db.transaction((tx) => bulkUpdate(tx, body, context.now()));
    return { updated, operation: body.operation };
  }),
  route('POST', '/creators/merge', 'staff', async (context) => {
    const { sourceId, targetId } = await readBody(
      context.request,
      v.object({ sourceId: IdSchema, targetId: IdSchema }),
    );
    if (sourceId === targetId) throw conflict('A creator cannot be merged with itself');
    await mustExist(context.db, 'creators', sourceId, 'Creator');
    await mustExist(context.db, 'creators', targetId, 'Creator');
    await context.db.transaction(async (tx) => {
      await mergeCreators(tx, sourceId, targetId, context.now());
      await writeAudit(tx, context, {
        refId: targetId,
        type: 'Manual',
        action: 'merged',
        message: `Creator ${sourceId} merged into ${targetId}`,
      });
    });
    return allParts(context.db, targetId);
  }),
  // The imports take the file's text as `text/csv` only (guard.ts: other types are 415).
  route('POST', '/creators/import/csv', 'staff', (context) => enqueueImport(context, 'importCreators'), CSV),
  route(
    'POST',
    '/creators/import/update/csv',
    'staff',
    (context) => enqueueImport(context, 'updateCreators'),
    CSV,
  ),
  route(
    'POST',
    '/creators/import/email/csv',
    'staff',
    (context) => enqueueImport(context, 'importCreatorEmail'),
    CSV,
  ),
  route('POST', '/creators/internal/:id', 'admin', async ({ params, db, now }) => {
    await mustExist(db, 'creators', params.id!, 'Creator');
    await reindexCreators(db, [params.id!]);
    return { id: params.id, reindexedAt: now().toISOString() };
  }),
  route('GET', '/creators/:id', 'staff', async ({ url, params, db }) => {
    const { parts } = readQuery(url, Parts, ['parts']);
    return one(loadCreators(db, [params.id!], parts), 'Creator', params.id!);
  }),
  route('PUT', '/creators/:id', 'staff', async ({ request, params, db, now }) => {
    const body = await readBody(request, CreatorUpdate);
    const relationship = body.seRelationship ?? {};
    if (relationship.primaryManagerId)
      await mustExist(db, 'managers', relationship.primaryManagerId, 'Manager');
    await updateRow(
      db,
      'creators',
      params.id!,
      {
        name: body.name,
        email: body.email,
        country: body.country,
        languages: body.languages ? [...new Set(body.languages)].sort() : undefined,
        bio: body.details?.bio,
        avatar_url: body.details?.avatarUrl,
        timezone: body.details?.timezone,
        outreach_medium: body.outreach?.medium,
        outreach_method: body.outreach?.method,
        outreach_target: body.outreach?.target,
        opt_type: body.outreach?.optType,
        last_contacted_at: body.outreach?.lastContactedAt,
        contact_email: body.contact?.email,
        contact_phone: body.contact?.phone,
        contact_discord: body.contact?.discord,
        primary_manager_id: relationship.primaryManagerId,
        team_role: relationship.teamId,
        sp_contract_target: relationship.spContractTarget,
        payment_target: relationship.paymentTarget,
        sp_standing: relationship.spStanding,
      },
      { touch: now(), what: 'Creator' },
    );
    await reindexCreators(db, [params.id!]);
    return allParts(db, params.id!);
  }),
  route('DELETE', '/creators/:id/agencies/:creatorAgencyId', 'staff', async ({ params, db }) => {
    const row = await first(
      db,
      'delete from creator_agencies where id = $1 and creator_id = $2 returning id',
      [params.creatorAgencyId, params.id],
    );
    if (!row) throw notFound(`Agency link ${params.creatorAgencyId} of creator ${params.id} not found`);
    await reindexCreators(db, [params.id!]);
    return { deleted: params.creatorAgencyId };
  }),
  route('POST', '/creators/:id/labels/:labelId', 'staff', async ({ request, params, db, now }) => {
    const body = await readBody(
      request,
      v.object({ value: Nullable(v.string()), replace: v.optional(v.boolean('must be true or false')) }),
    );
    await mustExist(db, 'creators', params.id!, 'Creator');
    const label = await first<{ name: string }>(db, 'select name from labels where id = $1', [
      params.labelId,
    ]);
    if (!label) throw notFound(`Label ${params.labelId} not found`);
    const value = body.value ?? null;
    if (value !== null) {
      const allowed = (
        await rows<{ value: string }>(db, 'select value from label_values where label_id = $1 order by id', [
          params.labelId,
        ])
      ).map((row) => row.value);
      if (!allowed.includes(value))
        throw invalidAt(
          'value',
          allowed.length === 0
            ? `the label ${label.name} takes no value`
            : `must be one of the values of the label ${label.name}: ${allowed.join(', ')}`,
        );
    }
    const existing = await first<{ id: string; value: string | null }>(
      db,
      'select id, value from creator_labels where creator_id = $1 and label_id = $2',
      [params.id, params.labelId],
    );
    if (existing && body.replace !== true)
      throw new ApiError(
        409,
        'label_exists',
        `The creator already has the label ${label.name}${existing.value === null ? '' : ` (${existing.value})`}; change its value instead`,
      );
    if (existing) await db.query('update creator_labels set value = $2 where id = $1', [existing.id, value]);
    else {
      await db.query(
        'insert into creator_labels (creator_id, label_id, value, created_at) values ($1, $2, $3, $4)',
        [params.id, params.labelId, value, now()],
      );
    }
    await reindexCreators(db, [params.id!]);
    const row = await first(db, `${CREATOR_LABELS_SQL} where cl.creator_id = $1 and cl.label_id = $2`, [
      params.id,
      params.labelId,
    ]);
    return toCreatorLabel(row!);
  }),
  route('DELETE', '/creators/:id/labels/:creatorLabelId', 'staff', async ({ params, db }) => {
    const row = await first(db, 'delete from creator_labels where id = $1 and creator_id = $2 returning id', [
      params.creatorLabelId,
      params.id,
    ]);
    if (!row) throw notFound(`Label ${params.creatorLabelId} of creator ${params.id} not found`);
    await reindexCreators(db, [params.id!]);
    return { deleted: params.creatorLabelId };
  }),
  route('POST', '/creators/:id/programs', 'staff', async ({ request, params, db, now }) => {
    const { programId } = await readBody(request, v.object({ programId: IdSchema }));
    return joinProgram(db, params.id!, programId, 'active', now());
  }),
  route('DELETE', '/creators/:id/programs/:creatorProgramId', 'staff', async ({ params, db }) => {
    const row = await first(
      db,
      'delete from creator_programs where id = $1 and creator_id = $2 returning id',
      [params.creatorProgramId, params.id],
    );
    if (!row)
      throw notFound(`Program membership ${params.creatorProgramId} of creator ${params.id} not found`);
    return { deleted: params.creatorProgramId };
  }),
  ...socialRoutes('creators', 'creator', 'creators', 'Creator'),

  // Jobs
  route('POST', '/jobs/import', 'staff', async (context) => {
    const body = await readBody(
      context.request,
      v.object({ jobType: v.literal('importCreatorEmail', "must be 'importCreatorEmail'"), csv: v.string() }),
    );
    return enqueueImport(context, 'importCreatorEmail', body.csv);
  }),
  route('GET', '/jobs/:id', 'staff', async ({ params, db }) => {
    const row = await first(db, 'select * from jobs where id = $1', [params.id]);
    if (!row) throw notFound(`Job ${params.id} not found`);
    return toJob(row);
  }),

  // Labels (path spelling as in the spec)
  route('GET', '/lables', 'staff', ({ db }) =>
    rows(
      db,
      `select l.id, l.name, l.color, (select count(*)::int from label_values v where v.label_id = l.id) "valueCount"
       from labels l order by l.id`,
    ),
  ),
  route('GET', '/lables/:id/values', 'staff', async ({ params, db }) => {
    await mustExist(db, 'labels', params.id!, 'Label');
    return rows(
      db,
      'select id, label_id "labelId", value from label_values where label_id = $1 order by id',
      [params.id],
    );
  }),

  // Programs
  route('GET', '/programs', 'staff', async ({ db }) =>
    (await rows(db, `${PROGRAMS_SQL} order by p.id`)).map(toProgram),
  ),
  route('GET', '/programs/list', 'staff', async ({ url, db }) => {
    const query = readQuery(url, v.object(PAGE_ENTRIES));
    return listPage(db, {
      from: 'programs t',
      order: 't.id',
      page: query.page,
      count: query.count,
      load: async (ids) =>
        (await rows(db, `${PROGRAMS_SQL} where p.id = any($1) order by p.id`, [ids])).map(toProgram),
    });
  }),
  route('GET', '/programs/:id', 'staff', (context) =>
    creatorsOf(context, {
      table: 'programs',
      what: 'Program',
      members: 'creator_programs',
      key: 'program_id',
      parts: ['seCreatorPrograms'],
    }),
  ),
];

/** Adds a creator to a program (409 if already in it). */
async function joinProgram(sql: Sql, creatorId: string, programId: string, status: string, now: Date) {
  await mustExist(sql, 'creators', creatorId, 'Creator');
  const program = await first<{ open: boolean }>(sql, 'select open from programs where id = $1', [programId]);
  if (!program) throw notFound(`Program ${programId} not found`);
  if (status === 'applied' && !program.open) throw badRequest(`Program ${programId} is closed`);
  if (
    await first(sql, 'select 1 from creator_programs where creator_id = $1 and program_id = $2', [
      creatorId,
      programId,
    ])
  ) {
    throw conflict(`Creator ${creatorId} is already in program ${programId}`);
  }
  const row = await first<{ id: string }>(
    sql,
    'insert into creator_programs (creator_id, program_id, status, joined_at) values ($1, $2, $3, $4) returning id',
    [creatorId, programId, status, now],
  );
  return toCreatorProgram((await first(sql, `${CREATOR_PROGRAMS_SQL} where cp.id = $1`, [row!.id]))!);
}

export { creatorRoutes, joinProgram };
