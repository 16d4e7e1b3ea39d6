/** Agencies, agents, managers, teams and the socials of all four owner types. */
import * as v from 'valibot';
import { first, rows } from '../db';
import type { Route } from '../../router';
import { deleteRow, listPage, reindexCreators, route, updateRow } from '../context';
import type { BackofficeHandler } from '../context';
import {
  loadAgencies,
  loadAgents,
  loadCreators,
  loadManagers,
  loadTeams,
  mustExist,
  one,
  toSocial,
} from '../entities';
import { MANAGER_ROLES, SOCIAL_PLATFORMS } from '../enums';
import { conflict, notFound } from '../errors';
import { orderOf, parseFiltersJson, whereOf } from '../filters';
import type { FieldMap } from '../filters';
import {
  Country,
  Email,
  IdSchema,
  Nullable,
  PAGE_ENTRIES,
  Text,
  boolParam,
  readBody,
  readQuery,
} from '../validate';

const text = (column: string) => ({ column, type: 'Text' as const });
const date = (column: string) => ({ column, type: 'Date' as const });

/** Fields of the agencies' `filtersjson`. */
const AGENCY_FIELDS: FieldMap = {
  id: text('t.id'),
  name: text('t.name'),
  website: text('t.website'),
  country: text('t.country'),
  contactMethod: text('t.contact_method'),
  contact: text('t.contact'),
  createdAt: date('t.created_at'),
  updatedAt: date('t.updated_at'),
};
/** Fields of the agents' `filtersjson`. */
const AGENT_FIELDS: FieldMap = {
  id: text('t.id'),
  agencyId: text('t.agency_id'),
  name: text('t.name'),
  email: text('t.email'),
  phone: text('t.phone'),
  createdAt: date('t.created_at'),
  updatedAt: date('t.updated_at'),
};
/** Fields of the managers' `filtersjson`. */
const MANAGER_FIELDS: FieldMap = {
  id: text('t.id'),
  userId: text('t.user_id'),
  name: text('t.name'),
  email: text('t.email'),
  teamId: text('t.team_id'),
  role: text('t.role'),
  createdAt: date('t.created_at'),
  updatedAt: date('t.updated_at'),
};
/** Fields of the teams' `filtersjson`. */
const TEAM_FIELDS: FieldMap = {
  id: text('t.id'),
  name: text('t.name'),
  role: text('t.role'),
  leadManagerId: text('t.lead_manager_id'),
  createdAt: date('t.created_at'),
};

const ListQuery = v.object({
  ...PAGE_ENTRIES,
  withStats: boolParam(false),
  filtersjson: v.optional(v.string()),
});
const partsQuery = <T extends string>(parts: readonly T[]) =>
  v.object({ parts: v.array(v.picklist(parts, `must be one of ${parts.join(', ')}`)) });
const bulkQuery = <T extends string>(parts: readonly T[]) =>
  v.object({
    ids: v.pipe(v.array(IdSchema), v.maxLength(500, 'at most 500 ids')),
    parts: v.array(v.picklist(parts, `must be one of ${parts.join(', ')}`)),
  });

const NewAgency = v.object({
  name: Text,
  website: Nullable(v.pipe(v.string(), v.url('must be a URL'))),
  country: Country,
  contactMethod: v.picklist(['email', 'phone'], "must be 'email' or 'phone'"),
  contact: Text,
});
const NewAgent = v.object({ name: Text, email: Email, phone: Nullable(Text) });
const NewTeam = v.object({
  name: Text,
  role: v.picklist(MANAGER_ROLES, `must be one of ${MANAGER_ROLES.join(', ')}`),
  leadManagerId: Nullable(IdSchema),
});
const NewManager = v.object({
  userId: IdSchema,
  name: Text,
  email: Email,
  teamId: Nullable(IdSchema),
  role: v.picklist(MANAGER_ROLES, `must be one of ${MANAGER_ROLES.join(', ')}`),
});
const NewSocial = v.object({
  platform: v.picklist(SOCIAL_PLATFORMS, `must be one of ${SOCIAL_PLATFORMS.join(', ')}`),
  handle: Text,
  url: Nullable(v.pipe(v.string(), v.url('must be a URL'))),
});

type Db = Parameters<typeof mustExist>[0];

async function teamMustExist(db: Db, teamId: string | null | undefined): Promise<void> {
  if (teamId) await mustExist(db, 'teams', teamId, 'Team');
}

/** `Page<Creator>` of the creators linked to an agency or a program (trusted table names). */
async function creatorsOf(
  { url, params, db }: Parameters<BackofficeHandler['run']>[0],
  link: { table: string; what: string; members: string; key: string; parts?: string[] },
) {
  const query = readQuery(url, v.object(PAGE_ENTRIES));
  await mustExist(db, link.table, params.id!, link.what);
  return listPage(db, {
    from: 'creators t',
    where: `t.id in (select creator_id from ${link.members} where ${link.key} = $1)`,
    params: [params.id],
    order: 't.seq',
    page: query.page,
    count: query.count,
    load: (ids) => loadCreators(db, ids, link.parts),
  });
}

/** A list call with `filtersjson` over a whitelist (agencies, agents, managers, teams). */
function filteredList(
  table: string,
  fields: FieldMap,
  load: (db: Db, ids: string[], withStats: boolean, parts: string[]) => Promise<Record<string, unknown>[]>,
  parts: readonly string[] = [],
) {
  const Query = v.object({
    ...ListQuery.entries,
    parts: v.array(v.picklist(parts, `must be one of ${parts.join(', ') || '(none)'}`)),
  });
  return async ({ url, db }: Parameters<BackofficeHandler['run']>[0]) => {
    const query = readQuery(url, Query, ['parts']);
    const params: unknown[] = [];
    const where = whereOf(fields, parseFiltersJson(query.filtersjson), params, 'filtersjson.filters');
    return listPage(db, {
      from: `${table} t`,
      where,
      params,
      order: orderOf(fields, [], 't.id'),
      page: query.page,
      count: query.count,
      load: (ids) => load(db, ids, query.withStats, query.parts),
    });
  };
}

const AGENCY_PARTS = ['socials', 'agents'] as const;
const AGENT_PARTS = ['socials', 'agency'] as const;
const MANAGER_PARTS = ['socials', 'team', 'stats'] as const;

const listAgencies = filteredList('agencies', AGENCY_FIELDS, (db, ids, withStats) =>
  loadAgencies(db, ids, { withStats }),
);
const listAgents = filteredList('agents', AGENT_FIELDS, (db, ids, withStats) =>
  loadAgents(db, ids, { withStats }),
);
const listManagers = filteredList(
  'managers',
  MANAGER_FIELDS,
  (db, ids, _withStats, parts) => loadManagers(db, ids, parts),
  MANAGER_PARTS,
);
const listTeams = filteredList('teams', TEAM_FIELDS, (db, ids) => loadTeams(db, ids));

/** POST / DELETE of the socials of one owner type. */
function socialRoutes(
  segment: string,
  ownerType: string,
  table: string,
  what: string,
): Route<BackofficeHandler>[] {
  return [
    route('POST', `/${segment}/:id/socials`, 'staff', async ({ request, params, db, now }) => {
      const body = await readBody(request, NewSocial);
      await mustExist(db, table, params.id!, what);
      const row = await first(
        db,
        `insert into socials (owner_type, owner_id, platform, handle, url, created_at) values ($1, $2, $3, $4, $5, $6)
         returning *`,
        [ownerType, params.id, body.platform, body.handle, body.url ?? null, now()],
      );
      return toSocial(row!);
    }),
    route('DELETE', `/${segment}/:id/socials/:socialId`, 'staff', async ({ params, db }) => {
      const found = await first(
        db,
        'delete from socials where id = $1 and owner_type = $2 and owner_id = $3 returning id',
        [params.socialId, ownerType, params.id],
      );
      if (!found) throw notFound(`Social ${params.socialId} of ${what.toLowerCase()} ${params.id} not found`);
      return { deleted: params.socialId };
    }),
  ];
}

const organisationRoutes: Route<BackofficeHandler>[] = [
  // Agencies
  route('GET', '/agencies', 'staff', listAgencies),
  route('GET', '/agencies/get/list', 'staff', listAgencies),
  route('GET', '/agencies/stats', 'staff', async ({ db }) => {
    const totals = await first<{ total: number; with_agents: number; creators: number }>(
      db,
      `select (select count(*)::int from agencies) total,
         (select count(distinct agency_id)::int from agents) with_agents,
         (select count(distinct creator_id)::int from creator_agencies) creators`,
    );
    const byCountry = await rows<{ country: string; count: number }>(
      db,
      'select country, count(*)::int count from agencies group by country order by count desc, country',
    );
    return { total: totals!.total, withAgents: totals!.with_agents, creators: totals!.creators, byCountry };
  }),
  route('GET', '/agencies/bulk', 'staff', async ({ url, db }) => {
    const query = readQuery(url, bulkQuery(AGENCY_PARTS), ['ids', 'parts']);
    return loadAgencies(db, query.ids, { parts: query.parts });
  }),
  route('POST', '/agencies', 'staff', async ({ request, db, now }) => {
    const body = await readBody(request, NewAgency);
    const row = await first<{ id: string }>(
      db,
      `insert into agencies (name, website, country, contact_method, contact, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6) returning id`,
      [body.name, body.website ?? null, body.country, body.contactMethod, body.contact, now()],
    );
    return one(loadAgencies(db, [row!.id]), 'Agency', row!.id);
  }),
  route('GET', '/agencies/:id', 'staff', async ({ url, params, db }) => {
    const { parts } = readQuery(url, partsQuery(AGENCY_PARTS), ['parts']);
    return one(loadAgencies(db, [params.id!], { parts }), 'Agency', params.id!);
  }),
  route('PUT', '/agencies/:id', 'staff', async ({ request, params, db, now }) => {
    const body = await readBody(request, v.partial(NewAgency));
    await updateRow(
      db,
      'agencies',
      params.id!,
      {
        name: body.name,
        website: body.website,
        country: body.country,
        contact_method: body.contactMethod,
        contact: body.contact,
      },
      { touch: now(), what: 'Agency' },
    );
    return one(loadAgencies(db, [params.id!]), 'Agency', params.id!);
  }),
  route('DELETE', '/agencies/:id', 'staff', async ({ params, db }) => {
    const linked = await rows<{ creator_id: string }>(
      db,
      'select creator_id from creator_agencies where agency_id = $1',
      [params.id],
    );
    const answer = await deleteRow(db, 'agencies', params.id!, 'Agency');
    await reindexCreators(
      db,
      linked.map((row) => row.creator_id),
    );
    return answer;
  }),
  route('GET', '/agencies/:id/agents', 'staff', async ({ url, params, db }) => {
    const query = readQuery(url, v.object({ ...PAGE_ENTRIES, withStats: boolParam(false) }));
    await mustExist(db, 'agencies', params.id!, 'Agency');
    return listPage(db, {
      from: 'agents t',
      where: 't.agency_id = $1',
      params: [params.id],
      order: 't.id',
      page: query.page,
      count: query.count,
      load: (ids) => loadAgents(db, ids, { withStats: query.withStats }),
    });
  }),
  route('POST', '/agencies/:id/agents', 'staff', async ({ request, params, db, now }) => {
    const body = await readBody(request, NewAgent);
    await mustExist(db, 'agencies', params.id!, 'Agency');
    const row = await first<{ id: string }>(
      db,
      `insert into agents (agency_id, name, email, phone, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)
       returning id`,
      [params.id, body.name, body.email, body.phone ?? null, now()],
    );
    return one(loadAgents(db, [row!.id]), 'Agent', row!.id);
  }),
  route('GET', '/agencies/:id/creators', 'staff', (context) =>
    creatorsOf(context, { table: 'agencies', what: 'Agency', members: 'creator_agencies', key: 'agency_id' }),
  ),
  ...socialRoutes('agencies', 'agency', 'agencies', 'Agency'),

  // Agents
  route('GET', '/agents', 'staff', listAgents),
  route('GET', '/agents/get/list', 'staff', listAgents),
  route('GET', '/agents/bulk', 'staff', async ({ url, db }) => {
    const query = readQuery(url, bulkQuery(AGENT_PARTS), ['ids', 'parts']);
    return loadAgents(db, query.ids, { parts: query.parts });
  }),
  route('GET', '/agents/:id', 'staff', async ({ url, params, db }) => {
    const { parts } = readQuery(url, partsQuery(AGENT_PARTS), ['parts']);
    return one(loadAgents(db, [params.id!], { parts }), 'Agent', params.id!);
  }),
  route('PUT', '/agents/:id', 'staff', async ({ request, params, db, now }) => {
    const body = await readBody(request, v.partial(NewAgent));
    await updateRow(
      db,
      'agents',
      params.id!,
      { name: body.name, email: body.email, phone: body.phone },
      { touch: now(), what: 'Agent' },
    );
    return one(loadAgents(db, [params.id!]), 'Agent', params.id!);
  }),
  route('DELETE', '/agents/:id', 'staff', ({ params, db }) => deleteRow(db, 'agents', params.id!, 'Agent')),
  ...socialRoutes('agents', 'agent', 'agents', 'Agent'),

  // Managers
  route('GET', '/managers/users/all', 'staff', async ({ db }) =>
    rows(
      db,
      `select u.id, u.name, u.email, array(select g.group_name from group_members g where g.user_id = u.id
         order by g.group_name) groups
       from users u where exists (select 1 from group_members g where g.user_id = u.id and g.group_name = 'staff')
       order by u.id`,
    ),
  ),
  route('GET', '/managers/users', 'staff', async ({ url, db }) => {
    const { managerId } = readQuery(url, v.object({ managerId: IdSchema }));
    await mustExist(db, 'managers', managerId, 'Manager');
    return rows(
      db,
      `select u.id, u.name, u.email, array(select g.group_name from group_members g where g.user_id = u.id
         order by g.group_name) groups
       from users u join managers m on m.user_id = u.id where m.id = $1`,
      [managerId],
    );
  }),
  route('GET', '/managers/stats', 'staff', async ({ db }) => {
    const byRole = Object.fromEntries(MANAGER_ROLES.map((role) => [role, 0]));
    for (const row of await rows<{ role: string; n: number }>(
      db,
      'select role, count(*)::int n from managers group by role',
    ))
      byRole[row.role] = row.n;
    const totals = await first<{ total: number; unmanaged: number }>(
      db,
      `select (select count(*)::int from managers) total,
         (select count(*)::int from creators where primary_manager_id is null) unmanaged`,
    );
    return { total: totals!.total, byRole, creatorsWithoutManager: totals!.unmanaged };
  }),
  route('GET', '/managers/list', 'staff', listManagers),
  route('GET', '/managers/bulk', 'staff', async ({ url, db }) => {
    const query = readQuery(url, bulkQuery(MANAGER_PARTS), ['ids', 'parts']);
    return loadManagers(db, query.ids, query.parts);
  }),
  route('GET', '/managers/user/:userId', 'staff', async ({ params, db }) => {
    const row = await first<{ id: string }>(
      db,
      'select id from managers where user_id = $1 order by id limit 1',
      [params.userId],
    );
    if (!row) throw notFound(`No manager for user ${params.userId}`);
    return one(loadManagers(db, [row.id]), 'Manager', row.id);
  }),
  route('GET', '/managers', 'staff', async ({ url, db }) => {
    const { parts } = readQuery(url, partsQuery(MANAGER_PARTS), ['parts']);
    const ids = await rows<{ id: string }>(db, 'select id from managers order by id');
    return loadManagers(
      db,
      ids.map((row) => row.id),
      parts,
    );
  }),
  route('POST', '/managers', 'staff', async ({ request, db, now }) => {
    const body = await readBody(request, NewManager);
    await mustExist(db, 'users', body.userId, 'User');
    await teamMustExist(db, body.teamId);
    const row = await first<{ id: string }>(
      db,
      `insert into managers (user_id, name, email, team_id, role, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6) returning id`,
      [body.userId, body.name, body.email, body.teamId ?? null, body.role, now()],
    );
    return one(loadManagers(db, [row!.id]), 'Manager', row!.id);
  }),
  route('GET', '/managers/:id', 'staff', async ({ url, params, db }) => {
    const { parts } = readQuery(url, partsQuery(MANAGER_PARTS), ['parts']);
    return one(loadManagers(db, [params.id!], parts), 'Manager', params.id!);
  }),
  route('PUT', '/managers/:id', 'staff', async ({ request, params, db, now }) => {
    const body = await readBody(request, v.partial(NewManager));
    if (body.userId) await mustExist(db, 'users', body.userId, 'User');
    await teamMustExist(db, body.teamId);
    await updateRow(
      db,
      'managers',
      params.id!,
      { user_id: body.userId, name: body.name, email: body.email, team_id: body.teamId, role: body.role },
      { touch: now(), what: 'Manager' },
    );
    return one(loadManagers(db, [params.id!]), 'Manager', params.id!);
  }),
  route('DELETE', '/managers/:id', 'staff', async ({ params, db }) => {
    await db.query('update creators set primary_manager_id = null where primary_manager_id = $1', [
      params.id,
    ]);
    await db.query('update teams set lead_manager_id = null where lead_manager_id = $1', [params.id]);
    return deleteRow(db, 'managers', params.id!, 'Manager');
  }),
  ...socialRoutes('managers', 'manager', 'managers', 'Manager'),

  // Teams
  route('GET', '/teams', 'staff', async ({ db }) => {
    const ids = await rows<{ id: string }>(db, 'select id from teams order by id');
    return loadTeams(
      db,
      ids.map((row) => row.id),
    );
  }),
  route('GET', '/teams/get/list', 'staff', listTeams),
  route('POST', '/teams', 'staff', async ({ request, db, now }) => {
    const body = await readBody(request, NewTeam);
    if (body.leadManagerId) await mustExist(db, 'managers', body.leadManagerId, 'Manager');
    const duplicate = await first(db, 'select 1 from teams where lower(name) = lower($1)', [body.name]);
    if (duplicate) throw conflict(`A team named ${body.name} exists`);
    const row = await first<{ id: string }>(
      db,
      'insert into teams (name, role, lead_manager_id, created_at) values ($1, $2, $3, $4) returning id',
      [body.name, body.role, body.leadManagerId ?? null, now()],
    );
    return one(loadTeams(db, [row!.id]), 'Team', row!.id);
  }),
  route('GET', '/teams/:id', 'staff', ({ params, db }) =>
    one(loadTeams(db, [params.id!]), 'Team', params.id!),
  ),
  route('PUT', '/teams/:id', 'staff', async ({ request, params, db }) => {
    const body = await readBody(request, v.partial(NewTeam));
    if (body.leadManagerId) await mustExist(db, 'managers', body.leadManagerId, 'Manager');
    await updateRow(
      db,
      'teams',
      params.id!,
      { name: body.name, role: body.role, lead_manager_id: body.leadManagerId },
      { what: 'Team' },
    );
    return one(loadTeams(db, [params.id!]), 'Team', params.id!);
  }),
  route('DELETE', '/teams/:id', 'staff', ({ params, db }) => deleteRow(db, 'teams', params.id!, 'Team')),
  route('GET', '/teams/:id/managers', 'staff', async ({ params, db }) => {
    await mustExist(db, 'teams', params.id!, 'Team');
    const ids = await rows<{ id: string }>(db, 'select id from managers where team_id = $1 order by id', [
      params.id,
    ]);
    return loadManagers(
      db,
      ids.map((row) => row.id),
    );
  }),
];

export {
  AGENCY_FIELDS,
  AGENT_FIELDS,
  MANAGER_FIELDS,
  TEAM_FIELDS,
  creatorsOf,
  organisationRoutes,
  socialRoutes,
};
