/**
 * The back-office database schema (PostgreSQL, run by PGlite). Ids are text with a type prefix made by
 * `mkid` from a per-table sequence; creators keep their number in `seq` for ordering. Creators carry
 * denormalised search columns (followers, platforms, label names, agency, search text) that
 * `refresh_creators(ids)` recomputes after every change to a creator, its channels, labels or agency.
 */

/** The version this code writes; `schema_version` records what a database holds. */
const SCHEMA_VERSION = 6;

/** Tables whose ids come from a sequence named `<prefix>_seq`, by prefix. */
const ID_SEQUENCES = {
  us: 'users',
  ag: 'agencies',
  at: 'agents',
  mg: 'managers',
  tm: 'teams',
  so: 'socials',
  cr: 'creators',
  ch: 'channels',
  lb: 'labels',
  lv: 'label_values',
  cl: 'creator_labels',
  ca: 'creator_agencies',
  pr: 'programs',
  cp: 'creator_programs',
  nt: 'notes',
  cm: 'comments',
  nf: 'notifications',
  pa: 'payments',
  sv: 'saved_views',
  au: 'audit',
  jb: 'jobs',
} as const;

const sequences = Object.keys(ID_SEQUENCES)
  .map((prefix) => `create sequence ${prefix}_seq;`)
  .join('\n');

const id = (prefix: keyof typeof ID_SEQUENCES) =>
  `id text primary key default mkid('${prefix}', nextval('${prefix}_seq'))`;

/** DDL of version 1. */
const SCHEMA_V1 = `
create table meta (key text primary key, value jsonb not null);
${sequences}
create function mkid(prefix text, n bigint) returns text language sql immutable as
  $$ select prefix || '_' || lpad(n::text, greatest(5, length(n::text)), '0') $$;
create function hv(n bigint, salt int) returns int language sql immutable as
  $$ select (hashint8(n * 7919 + salt) & 2147483647) $$;

create table users (${id('us')}, name text not null, email text not null unique, created_at timestamptz not null);
create table groups (name text primary key, description text not null, created_at timestamptz not null);
create table group_members (
  group_name text not null references groups(name) on delete cascade,
  user_id text not null references users(id) on delete cascade,
  added_at timestamptz not null,
  primary key (group_name, user_id));
create table sessions (token text primary key, user_id text, creator_id text, created_at timestamptz not null);

create table agencies (${id('ag')}, name text not null, website text, country text not null,
  contact_method text not null, contact text not null, created_at timestamptz not null, updated_at timestamptz not null);
create table agents (${id('at')}, agency_id text not null references agencies(id) on delete cascade,
  name text not null, email text not null, phone text, created_at timestamptz not null, updated_at timestamptz not null);
create index agents_agency on agents(agency_id);
create table teams (${id('tm')}, name text not null, role text not null, lead_manager_id text, created_at timestamptz not null);
create table managers (${id('mg')}, user_id text not null references users(id), name text not null, email text not null,
  team_id text references teams(id) on delete set null, role text not null,
  created_at timestamptz not null, updated_at timestamptz not null);
create index managers_team on managers(team_id);
create table socials (${id('so')}, owner_type text not null, owner_id text not null, platform text not null,
  handle text not null, url text, created_at timestamptz not null);
create index socials_owner on socials(owner_type, owner_id);

create table creators (
  seq bigint not null default nextval('cr_seq') unique,
  id text primary key generated always as (mkid('cr', seq)) stored,
  name text not null, email text, country text not null, languages text[] not null default '{}',
  primary_manager_id text, blocked boolean not null default false,
  created_at timestamptz not null, updated_at timestamptz not null,
  bio text not null default '', avatar_url text, timezone text not null default 'UTC',
  outreach_medium text not null default 'email', outreach_method text not null default 'manual',
  outreach_target text not null default 'direct', opt_type text not null default 'in', last_contacted_at timestamptz,
  contact_email text, contact_phone text, contact_discord text,
  team_role text, sp_contract_target text not null default 'direct', payment_target text not null default 'direct',
  sp_standing text not null default 'unknown', mrp_type text not null default 'neverInvited',
  mrp_30 integer not null default 0, mrp_90 integer not null default 0, invites_90 integer not null default 0,
  se_features jsonb not null default '[]',
  followers integer, avg_viewers integer, platforms text[] not null default '{}',
  label_names text[] not null default '{}', agency_id text, search_text text not null default '');
create table creators_removed (like creators);
alter table creators_removed add primary key (id);
create view creators_all as select * from creators union all select * from creators_removed;

create table channels (${id('ch')}, creator_id text not null references creators(id) on delete cascade,
  platform text not null, handle text not null, url text not null, followers integer not null,
  avg_viewers integer not null, hours_30d integer not null, prediction_tier text not null,
  features jsonb not null default '[]', created_at timestamptz not null);
create index channels_creator on channels(creator_id);
create table labels (${id('lb')}, name text not null unique, color text not null);
create table label_values (${id('lv')}, label_id text not null references labels(id) on delete cascade, value text not null);
create index label_values_label on label_values(label_id);
create table creator_labels (${id('cl')}, creator_id text not null references creators(id) on delete cascade,
  label_id text not null references labels(id) on delete cascade, value text, created_at timestamptz not null);
create index creator_labels_creator on creator_labels(creator_id);
create table creator_agencies (${id('ca')}, creator_id text not null references creators(id) on delete cascade,
  agency_id text not null references agencies(id) on delete cascade, agent_id text references agents(id) on delete set null,
  created_at timestamptz not null);
create index creator_agencies_creator on creator_agencies(creator_id);
create index creator_agencies_agency on creator_agencies(agency_id);
create table programs (${id('pr')}, name text not null, description text not null, open boolean not null,
  created_at timestamptz not null);
create table creator_programs (${id('cp')}, creator_id text not null references creators(id) on delete cascade,
  program_id text not null references programs(id) on delete cascade, status text not null, joined_at timestamptz not null);
create index creator_programs_creator on creator_programs(creator_id);
create index creator_programs_program on creator_programs(program_id);

create table notes (${id('nt')}, body text not null, is_pinned boolean not null, is_read boolean not null,
  main_type text not null, main_id text not null, sec_type text, sec_id text, author_id text not null,
  created_at timestamptz not null, updated_at timestamptz not null);
create index notes_main on notes(main_type, main_id);
create table comments (${id('cm')}, note_id text not null references notes(id) on delete cascade, body text not null,
  author_id text not null, created_at timestamptz not null, updated_at timestamptz not null);
create index comments_note on comments(note_id);
create table notifications (${id('nf')}, user_id text not null, title text not null, body text not null,
  status text not null, link text, created_at timestamptz not null);
create index notifications_user on notifications(user_id, created_at);
create table notification_settings (user_id text primary key, email boolean not null, in_app boolean not null,
  digest text not null, muted_types text[] not null);

create table payments (${id('pa')}, creator_id text not null, agent_id text, title text not null,
  amount integer not null, currency text not null, status text not null, target text not null,
  target_date timestamptz not null, created_at timestamptz not null, updated_at timestamptz not null);
create index payments_creator on payments(creator_id);
create index payments_agent on payments(agent_id);
create table payment_accounts (agent_id text primary key, status text not null, holder_name text, iban text,
  country text, updated_at timestamptz not null);

create table saved_views (${id('sv')}, view_type text not null, name text not null, visibility text not null,
  editable_by text not null, owner_id text not null, query jsonb not null,
  created_at timestamptz not null, updated_at timestamptz not null);
create table blocklist (creator_id text primary key, reason text not null, blocked_by text not null,
  created_at timestamptz not null, updated_at timestamptz not null);
create table audit (${id('au')}, ref_id text not null, audit_type text not null, action text not null,
  message text not null, actor_id text, actor_name text, created_at timestamptz not null);
create index audit_ref on audit(ref_id, created_at);
create table jobs (${id('jb')}, type text not null, status text not null, created_at timestamptz not null,
  started_at timestamptz, finished_at timestamptz, total integer not null default 0,
  processed integer not null default 0, created integer not null default 0, updated integer not null default 0,
  errors jsonb not null default '[]', input text not null default '', actor_id text);
create table pits (id text primary key, keep_alive_ms integer not null, expires_at timestamptz not null,
  ids text[], created_at timestamptz not null);

create function refresh_creators(target text[]) returns void language sql as $$
  update creators c set
    followers = ch.followers, avg_viewers = ch.avg_viewers, platforms = coalesce(ch.platforms, '{}'),
    label_names = coalesce(lb.names, '{}'), agency_id = ca.agency_id,
    search_text = lower(c.name || ' ' || coalesce(c.email, '') || ' ' || coalesce(ch.handles, ''))
  from creators c2
  left join lateral (select sum(followers)::int followers, sum(avg_viewers)::int avg_viewers,
      array_agg(distinct platform order by platform) platforms, string_agg(handle, ' ') handles
    from channels where creator_id = c2.id) ch on true
  left join lateral (select array_agg(distinct l.name order by l.name) names
    from creator_labels x join labels l on l.id = x.label_id where x.creator_id = c2.id) lb on true
  left join lateral (select agency_id from creator_agencies where creator_id = c2.id order by id limit 1) ca on true
  where c2.id = any(target) and c.id = c2.id
$$;
`;

/**
 * Version 2: crash-safe imports (backoffice/jobs.ts). `attempts` counts the runs of a job (a resume
 * after a stop is one more); `input` is null when the file was not UTF-8. Jobs a version-1 service
 * left `started` cannot be resumed exactly (it saved their progress every 50 rows, apart from the
 * rows), so they end `failed` with the reason; `accepted` ones had applied nothing and run as usual.
 * The index on creator_agencies(creator_id, id) serves `refresh_creators`' first agency of a creator
 * (without it the planner walked the whole table by id for each creator: about 3 ms a creator).
 */
const SCHEMA_V2 = `
alter table jobs add column attempts integer not null default 0;
alter table jobs alter column input drop not null;
create index creator_agencies_creator_first on creator_agencies(creator_id, id);
update jobs set status = 'failed', finished_at = now(), errors = errors || jsonb_build_array(jsonb_build_object(
    'line', 1, 'message', 'the import was interrupted by a stop of the service (before imports could resume); '
      || 'between ' || processed || ' and ' || least(processed + 49, total) || ' of its ' || total
      || ' rows were applied'))
  where status = 'started';
`;

/** Sortable columns of creators that may be null (their `desc nulls last` order needs its own index). */
const NULLABLE_SORT_COLUMNS = [
  'email',
  'followers',
  'avg_viewers',
  'primary_manager_id',
  'agency_id',
] as const;
/** Sortable columns that are never null (a backward scan of `(column, seq)` gives `desc`). */
const NOT_NULL_SORT_COLUMNS = [
  'name',
  'country',
  'sp_standing',
  'mrp_type',
  'blocked',
  'created_at',
  'updated_at',
] as const;
/** Text columns searched with `contains` (ILIKE '%…%'), and the free-text column of `terms`. */
const TRIGRAM_COLUMNS = [
  'id',
  'name',
  'email',
  'country',
  'primary_manager_id',
  'agency_id',
  'sp_standing',
  'mrp_type',
  'search_text',
] as const;
/** Text columns that may be null: `isEmpty` tests `column is null or column = ''`. */
const NULLABLE_TEXT_COLUMNS = ['email', 'primary_manager_id', 'agency_id'] as const;
/** List columns: `contains`/`in` use GIN; `isEmpty`/`notIsEmpty` test `cardinality`. */
const LIST_COLUMNS = ['languages', 'label_names', 'platforms'] as const;

/**
 * The indexes of creator search (docs/backoffice-api.md, "Search at scale"), one per operator
 * family: btree `(column, seq)` for eq/neq/in/ranges and for keyset paging in the column's order
 * (seq is the tie-break), `desc nulls last` twins for nullable columns, trigram GIN for `contains`
 * and `terms`, GIN on the lists for `contains`/`in`, `cardinality` and partial indexes for
 * `isEmpty`. Idempotent: the seed drops them before its bulk inserts and builds them after.
 */
const SEARCH_INDEXES = [
  ...[...NOT_NULL_SORT_COLUMNS, ...NULLABLE_SORT_COLUMNS].map(
    (column) => `create index if not exists creators_k_${column} on creators(${column}, seq);`,
  ),
  ...NULLABLE_SORT_COLUMNS.map(
    (column) =>
      `create index if not exists creators_kd_${column} on creators(${column} desc nulls last, seq desc);`,
  ),
  ...TRIGRAM_COLUMNS.map(
    (column) =>
      `create index if not exists creators_t_${column} on creators using gin(${column} gin_trgm_ops);`,
  ),
  ...NULLABLE_TEXT_COLUMNS.map(
    (column) =>
      `create index if not exists creators_e_${column} on creators(seq) where ${column} is null or ${column} = '';`,
  ),
  ...LIST_COLUMNS.map((column) => [
    `create index if not exists creators_g_${column} on creators using gin(${column});`,
    `create index if not exists creators_c_${column} on creators((cardinality(${column})), seq);`,
  ]).flat(),
  'create index if not exists creators_prior_rev_to on creators_prior(rev_to);',
].join('\n');

/** Names of the search indexes (the seed drops them before its bulk inserts). */
const SEARCH_INDEX_NAMES = [...SEARCH_INDEXES.matchAll(/create index if not exists (\w+)/g)]
  .map((match) => match[1]!)
  .filter((name) => name !== 'creators_prior_rev_to');

/** The single-column search indexes of versions 1 and 2, replaced by the ones above. */
const OLD_SEARCH_INDEXES = [
  'creators_country',
  'creators_followers',
  'creators_avg_viewers',
  'creators_created',
  'creators_updated',
  'creators_manager',
  'creators_agency',
  'creators_standing',
  'creators_mrp',
  'creators_name',
  'creators_languages',
  'creators_labels',
  'creators_platforms',
];

/**
 * Version 3: search at scale. Every creator carries `rev`, the value of `creators_rev_seq` at its
 * last insert or update (a delete also takes a value), so a point in time is a number: the rows it
 * sees are those with `rev <= pit.rev`, plus the versions in `creators_prior` that were current at
 * that number (`rev <= pit.rev < rev_to`). `creators_prior` keeps the row before each update or
 * delete, only while some point in time is open (the service empties it as they close). `pits`
 * gains `rev`, the totals counted for it by query (`counts`) and the cursor after each page served
 * by number (`cursors`); `search_counts` keeps the last total of a query with the `rev` it was
 * counted at. pg_trgm serves `contains`. The old single-column indexes give way to the indexes above.
 */
const SCHEMA_V3 = `
create extension if not exists pg_trgm;
create sequence creators_rev_seq;
alter table creators add column rev bigint not null default nextval('creators_rev_seq');
alter table creators_removed add column rev bigint;
create table creators_prior (like creators);
alter table creators_prior add column rev_to bigint not null;
create function creators_rev_bump() returns trigger language plpgsql as $$
begin
  new.rev := nextval('creators_rev_seq');
  return new;
end $$;
create trigger creators_rev before update on creators for each row execute function creators_rev_bump();
create function creators_keep_prior() returns trigger language plpgsql as $$
begin
  if exists (select 1 from pits) then
    insert into creators_prior select old.*,
      case when tg_op = 'UPDATE' then new.rev else nextval('creators_rev_seq') end;
  elsif tg_op = 'DELETE' then
    perform nextval('creators_rev_seq');
  end if;
  return null;
end $$;
create trigger creators_prior after update or delete on creators for each row execute function creators_keep_prior();
alter table pits add column rev bigint not null default 0;
alter table pits add column counts jsonb not null default '{}';
alter table pits add column cursors jsonb not null default '{}';
alter table pits drop column ids;
create table search_counts (hash text primary key, rev bigint not null, total integer not null);
-- LIKE / ILIKE cost the planner one operator per row by default, far less than matching a pattern:
-- it then preferred reading a whole btree index and matching every name (215 ms at 500,000 rows)
-- to the trigram index of a contains (45 ms). Needs a superuser (PGlite's); elsewhere it is skipped.
do $$ begin
  alter function pg_catalog.textlike(text, text) cost 30;
  alter function pg_catalog.texticlike(text, text) cost 30;
exception when insufficient_privilege then null;
end $$;
${OLD_SEARCH_INDEXES.map((name) => `drop index if exists ${name};`).join('\n')}
${SEARCH_INDEXES}
analyze creators;
`;

/**
 * Version 4: the key-value store of the streaming side (`/v2/channel`, routes/key-value.ts): one row
 * per key of a channel, gone with its channel; and the channels' logins for the streaming
 * platform's lookup by login (routes/streaming.ts).
 */
const SCHEMA_V4 = `
create table channel_kv (
  channel_id text not null references channels(id) on delete cascade,
  key text not null,
  value jsonb not null,
  updated_at timestamptz not null,
  updated_by text,
  primary key (channel_id, key));
create index channels_login on channels(lower(handle));
`;

/**
 * Version 5: streamed imports (backoffice/uploads.ts). A CSV body is read as it arrives and its
 * records staged in `import_rows` (seq 0 the header, then the rows in order) under an upload; the
 * job names its upload once the body has ended, and the runner applies the staged rows by `seq`,
 * deleting them with the batch. An upload no job names was cut short (its client got no answer).
 */
const SCHEMA_V5 = `
create table import_uploads (id bigserial primary key, created_at timestamptz not null);
create table import_rows (
  upload_id bigint not null references import_uploads(id) on delete cascade,
  seq integer not null,
  line integer not null,
  cells jsonb,
  error text,
  primary key (upload_id, seq));
alter table jobs add column upload_id bigint references import_uploads(id) on delete set null;
`;

/**
 * Version 6: finer statistics of the free-text columns a `contains` and the `terms` search. With
 * the default 100 histogram entries a three-letter piece that no entry holds ('%gar%', 2.5% of
 * 500,000 creators) was estimated at 51 matches, and the first page of `terms` sorted all 10,000
 * of them (80-130 ms) instead of walking the sort's index (10 ms). 300 entries estimate such pieces
 * within a few percent; ANALYZE then samples 90,000 rows (about 5 s at 500,000 creators, once after
 * the seed or this migration).
 */
const SCHEMA_V6 = `
alter table creators alter column search_text set statistics 300;
alter table creators alter column name set statistics 300;
alter table creators alter column email set statistics 300;
`;

/** The migrations in order: entry i takes a database from version i to version i + 1. */
const MIGRATIONS: readonly string[] = [SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5, SCHEMA_V6];

export {
  ID_SEQUENCES,
  MIGRATIONS,
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  SCHEMA_V5,
  SCHEMA_V6,
  SCHEMA_VERSION,
  SEARCH_INDEXES,
  SEARCH_INDEX_NAMES,
};
