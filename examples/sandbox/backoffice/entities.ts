/**
 * Rows → the wire shapes of docs/backoffice-api.md. Each `loadX(sql, ids, …)` answers the entities
 * in the order of `ids` (unknown ids are left out), so list calls select ids and load them here.
 */
import { CREATOR_PARTS } from './enums';
import type { CreatorPart } from './enums';
import { first, rows } from './db';
import type { Row, Sql } from './db';
import { notFound } from './errors';

type Json = Record<string, unknown>;

/** An ISO-8601 string for a timestamp column (null stays null). */
function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}
const isoOf = (value: unknown) => iso(value) ?? '';

/** Rows grouped by a key column. */
function groupBy(list: Row[], key: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of list) {
    const k = String(row[key]);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Loads rows of `table` by id and answers them in the order of `ids`. */
async function byIds(sql: Sql, text: string, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const found = new Map((await rows(sql, text, [ids])).map((row) => [String(row.id), row]));
  return ids.flatMap((id): Row[] => {
    const row = found.get(id);
    return row ? [row] : [];
  });
}

/** The one entity with an id, or a 404 naming it. */
async function one<T>(load: Promise<T[]>, what: string, id: string): Promise<T> {
  const [item] = await load;
  if (item === undefined) throw notFound(`${what} ${id} not found`);
  return item;
}

/** Throws 404 unless a row with this id exists in `table` (a trusted table name). */
async function mustExist(sql: Sql, table: string, id: string, what: string): Promise<void> {
  if (!(await first(sql, `select 1 from ${table} where id = $1`, [id])))
    throw notFound(`${what} ${id} not found`);
}

function toSocial(row: Row): Json {
  return {
    id: row.id,
    platform: row.platform,
    handle: row.handle,
    url: row.url ?? null,
    createdAt: isoOf(row.created_at),
  };
}

/** Socials of owners of one type, grouped by owner id. */
async function socialsOf(sql: Sql, ownerType: string, ids: readonly string[]): Promise<Map<string, Json[]>> {
  const list = await rows(
    sql,
    'select * from socials where owner_type = $1 and owner_id = any($2) order by id',
    [ownerType, ids],
  );
  return new Map([...groupBy(list, 'owner_id')].map(([id, group]) => [id, group.map(toSocial)]));
}

function toAgency(row: Row): Json {
  return {
    id: row.id,
    name: row.name,
    website: row.website ?? null,
    country: row.country,
    contactMethod: row.contact_method,
    contact: row.contact,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

function toAgent(row: Row): Json {
  return {
    id: row.id,
    agencyId: row.agency_id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

interface AgencyOptions {
  withStats?: boolean;
  parts?: readonly string[];
}

async function loadAgents(sql: Sql, ids: readonly string[], options: AgencyOptions = {}): Promise<Json[]> {
  const list = await byIds(
    sql,
    `select a.*, (select count(*)::int from creator_agencies ca where ca.agent_id = a.id) creators
     from agents a where a.id = any($1)`,
    ids,
  );
  const parts = new Set(options.parts ?? []);
  const socials = parts.has('socials') ? await socialsOf(sql, 'agent', ids) : null;
  const agencies = parts.has('agency')
    ? new Map(
        (await loadAgencies(sql, [...new Set(list.map((row) => String(row.agency_id)))])).map((a) => [
          a.id,
          a,
        ]),
      )
    : null;
  return list.map((row) => ({
    ...toAgent(row),
    ...(options.withStats ? { stats: { creators: row.creators } } : {}),
    ...(socials ? { socials: socials.get(String(row.id)) ?? [] } : {}),
    ...(agencies ? { agency: agencies.get(String(row.agency_id)) } : {}),
  }));
}

async function loadAgencies(sql: Sql, ids: readonly string[], options: AgencyOptions = {}): Promise<Json[]> {
  const list = await byIds(
    sql,
    `select g.*, (select count(*)::int from creator_agencies ca where ca.agency_id = g.id) creators,
       (select count(*)::int from agents a where a.agency_id = g.id) agents
     from agencies g where g.id = any($1)`,
    ids,
  );
  const parts = new Set(options.parts ?? []);
  const socials = parts.has('socials') ? await socialsOf(sql, 'agency', ids) : null;
  let agents: Map<string, Row[]> | null = null;
  if (parts.has('agents')) {
    agents = groupBy(
      await rows(sql, 'select * from agents where agency_id = any($1) order by id', [ids]),
      'agency_id',
    );
  }
  return list.map((row) => ({
    ...toAgency(row),
    ...(options.withStats ? { stats: { creators: row.creators, agents: row.agents } } : {}),
    ...(socials ? { socials: socials.get(String(row.id)) ?? [] } : {}),
    ...(agents ? { agents: (agents.get(String(row.id)) ?? []).map(toAgent) } : {}),
  }));
}

function toTeam(row: Row): Json {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    leadManagerId: row.lead_manager_id ?? null,
    managerCount: row.manager_count,
    createdAt: isoOf(row.created_at),
  };
}

async function loadTeams(sql: Sql, ids: readonly string[]): Promise<Json[]> {
  const list = await byIds(
    sql,
    `select t.*, (select count(*)::int from managers m where m.team_id = t.id) manager_count
     from teams t where t.id = any($1)`,
    ids,
  );
  return list.map(toTeam);
}

async function loadManagers(
  sql: Sql,
  ids: readonly string[],
  partList: readonly string[] = [],
): Promise<Json[]> {
  const list = await byIds(
    sql,
    `select m.*, (select count(*)::int from creators c where c.primary_manager_id = m.id) creators
     from managers m where m.id = any($1)`,
    ids,
  );
  const parts = new Set(partList);
  const socials = parts.has('socials') ? await socialsOf(sql, 'manager', ids) : null;
  const teams = parts.has('team')
    ? new Map(
        (
          await loadTeams(sql, [
            ...new Set(list.flatMap((row) => (row.team_id ? [String(row.team_id)] : []))),
          ])
        ).map((team) => [team.id, team]),
      )
    : null;
  return list.map((row) => ({
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    teamId: row.team_id ?? null,
    role: row.role,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
    ...(socials ? { socials: socials.get(String(row.id)) ?? [] } : {}),
    ...(teams ? { team: row.team_id ? (teams.get(String(row.team_id)) ?? null) : null } : {}),
    ...(parts.has('stats') ? { stats: { creators: row.creators } } : {}),
  }));
}

function toChannel(row: Row): Json {
  return {
    id: row.id,
    creatorId: row.creator_id,
    platform: row.platform,
    handle: row.handle,
    url: row.url,
    followers: row.followers,
    createdAt: isoOf(row.created_at),
  };
}

async function loadChannels(
  sql: Sql,
  ids: readonly string[],
  partList: readonly string[] = [],
): Promise<Json[]> {
  const list = await byIds(sql, 'select * from channels where id = any($1)', ids);
  const parts = new Set(partList);
  const creators = parts.has('creator')
    ? new Map(
        (await loadCreators(sql, [...new Set(list.map((row) => String(row.creator_id)))])).map((c) => [
          c.id,
          c,
        ]),
      )
    : null;
  return list.map((row) => ({
    ...toChannel(row),
    ...(parts.has('stats')
      ? {
          stats: {
            avgViewers: row.avg_viewers,
            hoursStreamed30d: row.hours_30d,
            predictionTier: row.prediction_tier,
          },
        }
      : {}),
    ...(parts.has('features') ? { features: row.features } : {}),
    ...(creators ? { creator: creators.get(String(row.creator_id)) } : {}),
  }));
}

function toCreatorLabel(row: Row): Json {
  return {
    id: row.id,
    labelId: row.label_id,
    name: row.name,
    color: row.color,
    value: row.value ?? null,
    createdAt: isoOf(row.created_at),
  };
}

function toCreatorProgram(row: Row): Json {
  return {
    id: row.id,
    programId: row.program_id,
    name: row.name,
    status: row.status,
    joinedAt: isoOf(row.joined_at),
  };
}

/** The creator-program rows with their program names, for `where` on `cp` (trusted text). */
const CREATOR_PROGRAMS_SQL =
  'select cp.*, p.name from creator_programs cp join programs p on p.id = cp.program_id';
const CREATOR_LABELS_SQL =
  'select cl.*, l.name, l.color from creator_labels cl join labels l on l.id = cl.label_id';

/** The parts a creator has when all are asked for (PUT, merge). */
const ALL_CREATOR_PARTS: readonly CreatorPart[] = CREATOR_PARTS;

async function loadCreators(
  sql: Sql,
  ids: readonly string[],
  partList: readonly string[] = [],
): Promise<Json[]> {
  const list = await byIds(sql, 'select * from creators where id = any($1)', ids);
  const parts = new Set(partList);
  const related = async (text: string) =>
    groupBy(await rows(sql, `${text} where creator_id = any($1) order by id`, [ids]), 'creator_id');
  const channels = parts.has('channels') ? await related('select * from channels') : null;
  const labels = parts.has('labels') ? await related(`select * from (${CREATOR_LABELS_SQL}) x`) : null;
  const programs = parts.has('seCreatorPrograms')
    ? await related(`select * from (${CREATOR_PROGRAMS_SQL}) x`)
    : null;
  const agencies = parts.has('agency')
    ? await related(
        `select * from (select ca.*, g.name agency_name, a.name agent_name from creator_agencies ca
          join agencies g on g.id = ca.agency_id left join agents a on a.id = ca.agent_id) x`,
      )
    : null;
  const socials = parts.has('socials') ? await socialsOf(sql, 'creator', ids) : null;
  return list.map((row) => {
    const id = String(row.id);
    const agency = agencies?.get(id)?.[0];
    const creator: Json = {
      id,
      name: row.name,
      email: row.email ?? null,
      country: row.country,
      languages: row.languages,
      primaryManagerId: row.primary_manager_id ?? null,
      blocked: row.blocked,
      createdAt: isoOf(row.created_at),
      updatedAt: isoOf(row.updated_at),
    };
    if (parts.has('details'))
      creator.details = { bio: row.bio, avatarUrl: row.avatar_url ?? null, timezone: row.timezone };
    if (channels) creator.channels = (channels.get(id) ?? []).map(toChannel);
    if (labels) creator.labels = (labels.get(id) ?? []).map(toCreatorLabel);
    if (socials) creator.socials = socials.get(id) ?? [];
    if (agencies) {
      creator.agency = agency
        ? {
            id: agency.id,
            agencyId: agency.agency_id,
            agencyName: agency.agency_name,
            agentId: agency.agent_id ?? null,
            agentName: agency.agent_name ?? null,
          }
        : null;
    }
    if (parts.has('outreach')) {
      creator.outreach = {
        medium: row.outreach_medium,
        method: row.outreach_method,
        target: row.outreach_target,
        optType: row.opt_type,
        lastContactedAt: iso(row.last_contacted_at),
      };
    }
    if (parts.has('seFeatures')) creator.seFeatures = row.se_features;
    if (parts.has('contact')) {
      creator.contact = {
        email: row.contact_email ?? null,
        phone: row.contact_phone ?? null,
        discord: row.contact_discord ?? null,
      };
    }
    if (parts.has('seRelationship')) {
      creator.seRelationship = {
        primaryManagerId: row.primary_manager_id ?? null,
        teamId: row.team_role ?? null,
        spContractTarget: row.sp_contract_target,
        paymentTarget: row.payment_target,
        spStanding: row.sp_standing,
      };
    }
    if (programs) creator.seCreatorPrograms = (programs.get(id) ?? []).map(toCreatorProgram);
    if (parts.has('spStats')) {
      creator.spStats = {
        mrpType: row.mrp_type,
        mrpLast30d: row.mrp_30,
        mrpLast90d: row.mrp_90,
        invitesLast90d: row.invites_90,
      };
    }
    return creator;
  });
}

function toProgram(row: Row): Json {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    open: row.open,
    creatorCount: row.creator_count,
    createdAt: isoOf(row.created_at),
  };
}
const PROGRAMS_SQL = `select p.*, (select count(*)::int from creator_programs cp where cp.program_id = p.id
  and cp.status <> 'removed') creator_count from programs p`;

async function loadNotes(sql: Sql, ids: readonly string[]): Promise<Json[]> {
  const list = await byIds(
    sql,
    `select n.*, coalesce(u.name, 'Unknown') author_name,
       (select count(*)::int from comments c where c.note_id = n.id) comment_count
     from notes n left join users u on u.id = n.author_id where n.id = any($1)`,
    ids,
  );
  return list.map((row) => ({
    id: row.id,
    body: row.body,
    isPinned: row.is_pinned,
    isRead: row.is_read,
    mainContextType: row.main_type,
    mainContextId: row.main_id,
    secondaryContextType: row.sec_type ?? null,
    secondaryContextId: row.sec_id ?? null,
    authorId: row.author_id,
    authorName: row.author_name,
    commentCount: row.comment_count,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  }));
}

const COMMENTS_SQL = `select c.*, coalesce(u.name, 'Unknown') author_name from comments c left join users u on u.id = c.author_id`;
function toComment(row: Row): Json {
  return {
    id: row.id,
    noteId: row.note_id,
    body: row.body,
    authorId: row.author_id,
    authorName: row.author_name,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

function toNotification(row: Row): Json {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    status: row.status,
    link: row.link ?? null,
    createdAt: isoOf(row.created_at),
  };
}

function toPayment(row: Row): Json {
  return {
    id: row.id,
    creatorId: row.creator_id,
    agentId: row.agent_id ?? null,
    title: row.title,
    amount: { value: row.amount, currency: row.currency },
    status: row.status,
    target: row.target,
    targetDate: isoOf(row.target_date),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

const VIEWS_SQL = `select v.*, coalesce(u.name, 'Unknown') owner_name from saved_views v left join users u on u.id = v.owner_id`;
function toView(row: Row): Json {
  return {
    id: row.id,
    viewType: row.view_type,
    name: row.name,
    visibility: row.visibility,
    editableBy: row.editable_by,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    query: row.query,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

const BLOCKLIST_SQL = `select b.*, coalesce(c.name, '') creator_name from blocklist b left join creators c on c.id = b.creator_id`;
function toBlocklistEntry(row: Row): Json {
  return {
    creatorId: row.creator_id,
    creatorName: row.creator_name,
    reason: row.reason,
    blockedBy: row.blocked_by,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

function toAudit(row: Row): Json {
  return {
    id: row.id,
    refId: row.ref_id,
    auditType: row.audit_type,
    action: row.action,
    message: row.message,
    actorId: row.actor_id ?? null,
    actorName: row.actor_name ?? null,
    createdAt: isoOf(row.created_at),
  };
}

function toJob(row: Row): Json {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    createdAt: isoOf(row.created_at),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    errors: row.errors,
  };
}

export {
  ALL_CREATOR_PARTS,
  BLOCKLIST_SQL,
  COMMENTS_SQL,
  CREATOR_LABELS_SQL,
  CREATOR_PROGRAMS_SQL,
  PROGRAMS_SQL,
  VIEWS_SQL,
  iso,
  isoOf,
  loadAgencies,
  loadAgents,
  loadChannels,
  loadCreators,
  loadManagers,
  loadNotes,
  loadTeams,
  mustExist,
  one,
  toAudit,
  toBlocklistEntry,
  toComment,
  toCreatorLabel,
  toCreatorProgram,
  toJob,
  toNotification,
  toPayment,
  toProgram,
  toSocial,
  toView,
};
export type { Json };
