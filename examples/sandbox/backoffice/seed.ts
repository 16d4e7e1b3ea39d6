/**
 * The deterministic seed: every value comes from `hv(n, salt)`, a hash of the row number and a salt
 * (PostgreSQL's hashint8), so the same seed size always gives the same ids, names and numbers.
 * Everything is `INSERT ... SELECT ... FROM generate_series` inside one transaction, written once:
 * the channels, labels and agencies of the creators go to temporary tables first, so each creator is
 * inserted with its search columns already computed (no update of every creator afterwards), then
 * they are copied in; the foreign-key triggers are skipped (the rows are consistent by
 * construction) and the search indexes are built after the bulk inserts.
 */
import {
  AUDIT_TYPES,
  CHANNEL_FEATURES,
  CHANNEL_PLATFORMS,
  COUNTRIES,
  LANGUAGES,
  MANAGER_ROLES,
  MRP_TYPES,
  NOTIFICATION_STATUSES,
  PAYMENT_STATUSES,
  SOCIAL_PLATFORMS,
  SP_STANDINGS,
} from './enums';
import { ID_SEQUENCES, SEARCH_INDEXES, SEARCH_INDEX_NAMES } from './schema';

/** What the seed makes, by size. */
interface SeedOptions {
  /** Number of creators (createBackoffice's default: 5,000). */
  creators: number;
}

/** Seeded staff users: email → groups (docs/backoffice-api.md). */
const SEEDED_USERS = [
  { id: 'us_00001', name: 'Ada Admin', email: 'admin@example.com', groups: ['admin', 'staff', 'finance'] },
  { id: 'us_00002', name: 'Sam Staff', email: 'staff@example.com', groups: ['staff'] },
  { id: 'us_00003', name: 'Fay Finance', email: 'finance@example.com', groups: ['staff', 'finance'] },
] as const;

/** Counts of the fixed-size parts of the seed. */
const SEED_SIZES = { managers: 40, agencies: 300, agentsPerAgency: 3, labels: 20, programs: 8 } as const;

const FIRST = [
  'Alex',
  'Sam',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Mia',
  'Noah',
  'Emma',
  'Liam',
  'Olivia',
  'Lucas',
  'Sofia',
  'Mateo',
  'Lea',
  'Jonas',
  'Yuki',
  'Hana',
  'Min',
  'Jin',
  'Ana',
  'Pedro',
  'Chloe',
  'Hugo',
  'Elsa',
  'Nils',
  'Zoe',
  'Leo',
  'Iris',
  'Omar',
  'Nora',
  'Ivan',
  'Lina',
  'Max',
  'Ruby',
  'Theo',
];
const LAST = [
  'Stone',
  'Rivera',
  'Kim',
  'Müller',
  'Dubois',
  'Rossi',
  'Silva',
  'Smith',
  'Jansen',
  'Nowak',
  'Berg',
  'Tanaka',
  'Park',
  'Garcia',
  'Brown',
  'Martin',
  'Lopez',
  'Costa',
  'Weber',
  'Moreau',
  'Bianchi',
  'Santos',
  'Visser',
  'Kowalski',
  'Lind',
  'Sato',
  'Lee',
  'Fischer',
  'Bernard',
  'Romano',
  'Clark',
  'Young',
  'Hall',
  'Wright',
  'King',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
];
const LABELS = [
  'VIP',
  'Esports',
  'IRL',
  'Music',
  'Gaming',
  'Cooking',
  'Tech',
  'Art',
  'Fitness',
  'Travel',
  'Speedrun',
  'RPG',
  'Shooter',
  'Strategy',
  'Sports',
  'Education',
  'ASMR',
  'Fashion',
  'Comedy',
  'News',
];
const COLORS = ['#e11d48', '#2563eb', '#16a34a', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#4b5563'];

const arr = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;
/** `array[...]`[1 + hv(n, salt) % length]: a deterministic pick. */
const pick = (values: readonly string[], n: string, salt: number) =>
  `(${arr(values)})[1 + hv(${n}, ${salt}) % ${values.length}]`;
/** A deterministic instant within `days` after the base date. */
const at = (n: string, salt: number, days = 700) =>
  `(timestamptz '2024-01-01T00:00:00Z' + (hv(${n}, ${salt}) % ${days}) * interval '1 day' + (hv(${n}, ${salt + 1}) % 86400) * interval '1 second')`;
const person = (n: string, salt: number) => `${pick(FIRST, n, salt)} || ' ' || ${pick(LAST, n, salt + 1)}`;

/** The seed as SQL for `creators` creators. */
function seedSql({ creators }: SeedOptions): string {
  const n = Math.max(1, Math.floor(creators));
  const { managers, agencies, agentsPerAgency, labels, programs } = SEED_SIZES;
  const agents = agencies * agentsPerAgency;
  const notes = Math.max(60, Math.floor(n / 20));
  const users = SEEDED_USERS.map(
    (user) => `('${user.id}', '${user.name}', '${user.email}', timestamptz '2024-01-01T00:00:00Z')`,
  ).join(',');
  const members = SEEDED_USERS.flatMap((user) =>
    user.groups.map((group) => `('${group}', '${user.id}', timestamptz '2024-01-01T00:00:00Z')`),
  ).join(',');
  // Each feature is present with probability 1/4 and then disabled with probability 1/4: two bits
  // of one hash decide presence, two bits of another the state. The two hashes come from a lateral
  // subquery (`featureHashes`; `offset 0` keeps PostgreSQL from copying the call into every use).
  const features = (hashes: string) =>
    `('[' || concat_ws(',', ${CHANNEL_FEATURES.map(
      (type, index) =>
        `case when (${hashes}.presence >> ${2 * index}) & 3 = 0 then '{"type":"${type}","state":"' ||
          case when (${hashes}.state >> ${2 * index}) & 3 = 0 then 'disabled' else 'active' end || '"}' end`,
    ).join(', ')}) || ']')::jsonb`;
  const featureHashes = (n: string, salt: number, alias: string) =>
    `lateral (select hv(${n}, ${salt}) presence, hv(${n}, ${salt + 100}) state offset 0) ${alias}`;
  return `
-- The seed's rows are consistent by construction: when the role may (a superuser, as in PGlite),
-- skip the foreign-key triggers for this transaction (a third of the seed's time went to them).
do $$ begin if (select rolsuper from pg_roles where rolname = current_user) then
  perform set_config('session_replication_role', 'replica', true); end if; end $$;
-- The search indexes are built once after the bulk inserts (finishSeedSql), not row by row.
${SEARCH_INDEX_NAMES.map((name) => `drop index if exists ${name};`).join('\n')}
insert into users (id, name, email, created_at) values ${users};
insert into users (id, name, email, created_at)
  select mkid('us', 3 + g), ${person('g', 1)}, 'manager' || g || '@example.com', ${at('g', 3, 30)}
  from generate_series(1, ${managers}) g;
insert into groups (name, description, created_at) values
  ('admin', 'Administrators: permissions and reindexing', timestamptz '2024-01-01T00:00:00Z'),
  ('staff', 'Back-office staff: creators, agencies, managers', timestamptz '2024-01-01T00:00:00Z'),
  ('finance', 'Payments and payout accounts', timestamptz '2024-01-01T00:00:00Z');
insert into group_members (group_name, user_id, added_at) values ${members};
insert into group_members (group_name, user_id, added_at)
  select 'staff', mkid('us', 3 + g), timestamptz '2024-01-02T00:00:00Z' from generate_series(1, ${managers}) g;

insert into teams (id, name, role, lead_manager_id, created_at)
  select mkid('tm', i), initcap(role) || ' team', role, mkid('mg', i), timestamptz '2024-01-01T00:00:00Z'
  from unnest(${arr(MANAGER_ROLES)}) with ordinality r(role, i);
insert into managers (id, user_id, name, email, team_id, role, created_at, updated_at)
  select mkid('mg', g), u.id, u.name, u.email, mkid('tm', 1 + (g - 1) % 6), (${arr(MANAGER_ROLES)})[1 + (g - 1) % 6],
    u.created_at, u.created_at
  from generate_series(1, ${managers}) g join users u on u.id = mkid('us', 3 + g);

insert into agencies (id, name, website, country, contact_method, contact, created_at, updated_at)
  select mkid('ag', g), ${pick(LAST, 'g', 4)} || ' ' || ${pick(['Talent', 'Media', 'Creators', 'Agency', 'Partners', 'Group'], 'g', 5)} || ' ' || g,
    case when hv(g, 6) % 4 > 0 then 'https://agency' || g || '.example.com' end, ${pick(COUNTRIES, 'g', 7)},
    case when hv(g, 8) % 3 = 0 then 'phone' else 'email' end,
    case when hv(g, 8) % 3 = 0 then '+1555' || lpad((hv(g, 9) % 10000000)::text, 7, '0') else 'contact@agency' || g || '.example.com' end,
    ${at('g', 10)}, ${at('g', 10)} + (hv(g, 12) % 60) * interval '1 day'
  from generate_series(1, ${agencies}) g;
insert into agents (id, agency_id, name, email, phone, created_at, updated_at)
  select mkid('at', g), mkid('ag', 1 + (g - 1) / ${agentsPerAgency}), ${person('g', 13)},
    'agent' || g || '@agency' || (1 + (g - 1) / ${agentsPerAgency}) || '.example.com',
    case when hv(g, 15) % 2 = 0 then '+4420' || lpad((hv(g, 16) % 100000000)::text, 8, '0') end,
    ${at('g', 17)}, ${at('g', 17)} + (hv(g, 19) % 60) * interval '1 day'
  from generate_series(1, ${agents}) g;

insert into labels (id, name, color)
  select mkid('lb', i), name, (${arr(COLORS)})[1 + (i - 1) % ${COLORS.length}]
  from unnest(${arr(LABELS.slice(0, labels))}) with ordinality l(name, i);
insert into label_values (id, label_id, value)
  select mkid('lv', (i - 1) * 6 + k), mkid('lb', i), 'Tier ' || chr(64 + k::int)
  from generate_series(1, ${labels}) i, generate_series(1, 6) k where k <= 3 + hv(i, 20) % 4;

insert into programs (id, name, description, open, created_at)
  select mkid('pr', g), ${pick(['Partner', 'Rising Stars', 'Merch Drop', 'Charity', 'Beta Tester', 'Ambassador', 'Esports Cup', 'Summer Stream'], 'g', 0)} || ' ' || g,
    'Program ' || g || ' for creators', g % 4 <> 0, ${at('g', 21, 100)}
  from generate_series(1, ${programs}) g;

create temp table seed_channel_rows (like channels) on commit drop;
insert into seed_channel_rows (id, creator_id, platform, handle, url, followers, avg_viewers, hours_30d, prediction_tier, features, created_at)
  select mkid('ch', (cs.seq - 1) * 3 + k), c.id, p.platform, p.handle,
    case p.platform when 'twitch' then 'https://twitch.tv/' when 'youtube' then 'https://youtube.com/@'
      when 'facebook' then 'https://facebook.com/' when 'trovo' then 'https://trovo.live/' else 'https://tiktok.com/@' end || p.handle,
    (power((hv(cs.seq * 3 + k, 72) % 1000) / 1000.0, 4) * 2000000)::int + hv(cs.seq * 3 + k, 73) % 500,
    (power((hv(cs.seq * 3 + k, 72) % 1000) / 1000.0, 4) * 20000)::int + hv(cs.seq * 3 + k, 74) % 20,
    hv(cs.seq * 3 + k, 75) % 200, ${pick(['tier_1', 'tier_2', 'tier_3'], 'cs.seq * 3 + k', 76)},
    ${features('fh')}, c.created_at + (hv(cs.seq * 3 + k, 79) % 30) * interval '1 day'
  from generate_series(1, ${n}) cs(seq), generate_series(1, 3) k,
    lateral (select mkid('cr', cs.seq) id, ${at('cs.seq', 42)} created_at, lower(${pick(FIRST, 'cs.seq', 30)}) first offset 0) c,
    lateral (select (${arr(CHANNEL_PLATFORMS)})[1 + (hv(cs.seq, 70) + k - 1) % 5] platform,
      c.first || '_' || cs.seq || case when k > 1 then '_' || k else '' end handle) p,
    ${featureHashes('cs.seq * 3 + k', 77, 'fh')}
  where k <= 1 + hv(cs.seq, 71) % 3;

create temp table seed_label_rows (like creator_labels) on commit drop;
insert into seed_label_rows (id, creator_id, label_id, value, created_at)
  select mkid('cl', (cs.seq - 1) * 2 + k), c.id, mkid('lb', li), case when hv(cs.seq * 2 + k, 82) % 4 = 0 then null
      else 'Tier ' || chr(65 + (hv(cs.seq * 2 + k, 83) % (3 + hv(li, 20) % 4))::int) end,
    c.created_at + interval '1 day'
  from generate_series(1, ${n}) cs(seq), lateral (select mkid('cr', cs.seq) id, ${at('cs.seq', 42)} created_at offset 0) c, generate_series(1, 2) k,
    lateral (select 1 + (hv(cs.seq, 80) + (k - 1) * (1 + hv(cs.seq, 81) % ${labels - 1})) % ${labels} li) l
  where hv(cs.seq, 84) % 5 < 2 and k <= 1 + hv(cs.seq, 85) % 2;

create temp table seed_agency_rows (like creator_agencies) on commit drop;
insert into seed_agency_rows (id, creator_id, agency_id, agent_id, created_at)
  select mkid('ca', cs.seq), c.id, mkid('ag', a), case when hv(cs.seq, 88) % 5 > 0
      then mkid('at', (a - 1) * ${agentsPerAgency} + 1 + hv(cs.seq, 89) % ${agentsPerAgency}) end, c.created_at
  from generate_series(1, ${n}) cs(seq), lateral (select mkid('cr', cs.seq) id, ${at('cs.seq', 42)} created_at offset 0) c,
    lateral (select 1 + hv(cs.seq, 87) % ${agencies} a) x
  where hv(cs.seq, 86) % 10 < 3;

-- The search columns of each creator from what hangs off it (what refresh_creators computes), so
-- each creator is written once, complete; then what hangs off it.
create temp table seed_channels on commit drop as
  select substring(creator_id from 4)::bigint seq, sum(followers)::int followers, sum(avg_viewers)::int avg_viewers,
    array_agg(distinct platform order by platform) platforms,
    string_agg(handle, ' ' order by substring(id from 4)::bigint) handles
  from seed_channel_rows group by creator_id;
create temp table seed_labels on commit drop as
  select substring(x.creator_id from 4)::bigint seq, array_agg(distinct l.name order by l.name) names
  from seed_label_rows x join labels l on l.id = x.label_id group by x.creator_id;
create temp table seed_agencies on commit drop as
  select distinct on (creator_id) substring(creator_id from 4)::bigint seq, agency_id from seed_agency_rows
  order by creator_id, substring(id from 4)::bigint;

insert into creators (seq, name, email, country, languages, primary_manager_id, blocked, created_at, updated_at,
    bio, avatar_url, timezone, outreach_medium, outreach_method, outreach_target, opt_type, last_contacted_at,
    contact_email, contact_phone, contact_discord, team_role, sp_contract_target, payment_target, sp_standing,
    mrp_type, mrp_30, mrp_90, invites_90, se_features, followers, avg_viewers, platforms, label_names, agency_id,
    search_text)
  select g, c.name,
    c.email,
    case when hv(g, 33) % 3 = 0 then 'US' else ${pick(COUNTRIES, 'g', 34)} end,
    (select array_agg(distinct x order by x) from unnest(array[${pick(LANGUAGES, 'g', 35)},
      case when hv(g, 36) % 2 = 0 then 'en' end, case when hv(g, 37) % 5 = 0 then ${pick(LANGUAGES, 'g', 38)} end]) x
      where x is not null),
    case when hv(g, 39) % 5 = 0 then null else mkid('mg', 1 + hv(g, 40) % ${managers}) end,
    hv(g, 41) % 100 = 0, ${at('g', 42)}, ${at('g', 42)} + (hv(g, 44) % 100) * interval '1 day',
    'Streams ' || lower(${pick(LABELS, 'g', 45)}) || ' content.', case when hv(g, 46) % 3 > 0 then 'https://cdn.example.com/avatars/' || g || '.png' end,
    ${pick(['UTC', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'America/Sao_Paulo'], 'g', 47)},
    ${pick(['discord', 'email'], 'g', 48)}, ${pick(['automatic', 'manual'], 'g', 49)}, ${pick(['agency', 'direct'], 'g', 50)},
    case when hv(g, 51) % 8 = 0 then 'out' else 'in' end,
    case when hv(g, 52) % 2 = 0 then ${at('g', 53)} end,
    case when hv(g, 32) % 10 = 0 then null else 'contact.' || g || '@mail.example.com' end,
    case when hv(g, 55) % 3 = 0 then '+1555' || lpad((hv(g, 56) % 10000000)::text, 7, '0') end,
    case when hv(g, 57) % 2 = 0 then lower(${pick(FIRST, 'g', 30)}) || '#' || (1000 + hv(g, 58) % 9000) end,
    case when hv(g, 59) % 3 = 0 then null else ${pick(MANAGER_ROLES, 'g', 60)} end,
    ${pick(['agency', 'direct'], 'g', 61)}, ${pick(['agency', 'direct'], 'g', 62)},
    case when hv(g, 63) % 10 < 6 then 'good' else ${pick(SP_STANDINGS, 'g', 64)} end,
    ${pick(MRP_TYPES, 'g', 65)}, hv(g, 66) % 500, hv(g, 66) % 500 + hv(g, 67) % 1000, hv(g, 68) % 40,
    ${features('fh')}, ch.followers, ch.avg_viewers, coalesce(ch.platforms, '{}'), coalesce(lb.names, '{}'),
    ca.agency_id, lower(c.name || ' ' || coalesce(c.email, '') || ' ' || coalesce(ch.handles, ''))
  from generate_series(1, ${n}) g
    cross join lateral (select ${person('g', 30)} name, case when hv(g, 32) % 10 = 0 then null
      else lower(${pick(FIRST, 'g', 30)}) || '.' || g || '@mail.example.com' end email offset 0) c
    cross join ${featureHashes('g', 69, 'fh')}
    left join seed_channels ch on ch.seq = g left join seed_labels lb on lb.seq = g left join seed_agencies ca on ca.seq = g;

insert into channels select * from seed_channel_rows;
insert into creator_labels select * from seed_label_rows;
insert into creator_agencies select * from seed_agency_rows;

insert into creator_programs (id, creator_id, program_id, status, joined_at)
  select mkid('cp', c.seq), c.id, mkid('pr', 1 + hv(c.seq, 91) % ${programs}),
    ${pick(['applied', 'active', 'active', 'removed'], 'c.seq', 92)}, c.created_at + (hv(c.seq, 93) % 90) * interval '1 day'
  from creators c where hv(c.seq, 90) % 10 = 0;

insert into socials (id, owner_type, owner_id, platform, handle, url, created_at)
  select mkid('so', row_number() over (order by o, g)), t, mkid(p, g), ${pick(SOCIAL_PLATFORMS.slice(0, 8), 'g * 4 + o', 95)},
    lower(t) || '_' || g, case when hv(g * 4 + o, 96) % 3 > 0 then 'https://social.example.com/' || t || '/' || g end,
    timestamptz '2024-02-01T00:00:00Z' + (hv(g * 4 + o, 97) % 300) * interval '1 day'
  from (values (1, 'agency', 'ag', ${agencies}, 1), (2, 'agent', 'at', ${agents}, 2), (3, 'manager', 'mg', ${managers}, 1),
      (4, 'creator', 'cr', ${n}, 3)) s(o, t, p, total, every),
    generate_series(1, greatest(${agents}, ${n})) g
  where g <= total and hv(g * 4 + o, 94) % every = 0;

insert into notes (id, body, is_pinned, is_read, main_type, main_id, sec_type, sec_id, author_id, created_at, updated_at)
  select mkid('nt', g), ${pick(['Called about the next campaign.', 'Prefers email contact.', 'Asked for a rate card.', 'Contract renewal due next month.', 'Great fit for the summer program.', 'Follow up after the event.'], 'g', 100)},
    hv(g, 101) % 10 = 0, hv(g, 102) % 2 = 0, m.t, m.id,
    case when m.t = 'creator' and hv(g, 103) % 4 = 0 then 'agency' end,
    case when m.t = 'creator' and hv(g, 103) % 4 = 0 then mkid('ag', 1 + hv(g, 104) % ${agencies}) end,
    mkid('us', 1 + hv(g, 105) % ${3 + managers}), ${at('g', 106, 365)} + interval '300 days', ${at('g', 106, 365)} + interval '300 days'
  from generate_series(1, ${notes}) g, lateral (select case when hv(g, 99) % 10 < 7 then 'creator'
      when hv(g, 99) % 10 = 7 then 'agency' when hv(g, 99) % 10 = 8 then 'agent' else 'manager' end t) kind,
    lateral (select kind.t, case kind.t when 'creator' then mkid('cr', 1 + hv(g, 98) % ${n})
      when 'agency' then mkid('ag', 1 + hv(g, 98) % ${agencies}) when 'agent' then mkid('at', 1 + hv(g, 98) % ${agents})
      else mkid('mg', 1 + hv(g, 98) % ${managers}) end id) m;
insert into comments (id, note_id, body, author_id, created_at, updated_at)
  select mkid('cm', (n.g - 1) * 3 + k), mkid('nt', n.g), ${pick(['Agreed.', 'Done, sent the details.', 'Will check tomorrow.', 'See the contract draft.'], 'n.g * 3 + k', 110)},
    mkid('us', 1 + hv(n.g * 3 + k, 111) % ${3 + managers}), x.created_at + k * interval '1 hour', x.created_at + k * interval '1 hour'
  from generate_series(1, ${notes}) n(g), generate_series(1, 3) k, notes x
  where x.id = mkid('nt', n.g) and k <= hv(n.g, 112) % 4;

insert into notifications (id, user_id, title, body, status, link, created_at)
  select mkid('nf', (u - 1) * 12 + k), mkid('us', u), ${pick(['New creator assigned', 'Payment approved', 'Import finished', 'Note mention', 'Program application'], 'u * 12 + k', 120)},
    'Notification ' || k || ' for you.', ${pick(NOTIFICATION_STATUSES.slice(0, 2), 'u * 12 + k', 121)},
    case when hv(u * 12 + k, 122) % 2 = 0 then '/creators/' || mkid('cr', 1 + hv(u * 12 + k, 123) % ${n}) end,
    ${at('u * 12 + k', 124, 60)} + interval '640 days'
  from generate_series(1, ${3 + managers}) u, generate_series(1, 12) k;

insert into payments (id, creator_id, agent_id, title, amount, currency, status, target, target_date, created_at, updated_at)
  select mkid('pa', (c.seq - 1) * 5 + k), c.id, ca.agent_id,
    ${pick(['Campaign payout', 'Sponsorship', 'Merch revenue share', 'Program bonus', 'Tips transfer'], 'c.seq * 5 + k', 131)} || ' #' || k,
    1000 + hv(c.seq * 5 + k, 132) % 500000, case when hv(c.seq * 5 + k, 133) % 4 = 0 then 'USD' else 'EUR' end,
    ${pick(PAYMENT_STATUSES, 'c.seq * 5 + k', 134)}, case when ca.agent_id is null then 'direct' else 'agency' end,
    ${at('c.seq * 5 + k', 135, 400)} + interval '400 days', ${at('c.seq * 5 + k', 137, 400)} + interval '300 days',
    ${at('c.seq * 5 + k', 137, 400)} + interval '301 days'
  from creators c left join creator_agencies ca on ca.creator_id = c.id, generate_series(1, 5) k
  where (hv(c.seq, 130) % 5 = 0 or ca.agent_id is not null) and k <= 1 + hv(c.seq, 136) % 5;
insert into payment_accounts (agent_id, status, holder_name, iban, country, updated_at)
  select mkid('at', g), ${pick(['pending', 'active', 'active', 'rejected'], 'g', 140)}, 'Agent ' || g, 'NL91ABNA04171643' || lpad(g::text, 2, '0'),
    'NL', ${at('g', 141, 300)}
  from generate_series(1, ${agents}) g where hv(g, 142) % 3 > 0;

insert into saved_views (id, view_type, name, visibility, editable_by, owner_id, query, created_at, updated_at) values
  ('sv_00001', 'creators', 'Big US streamers', 'public', 'all', 'us_00001',
    '{"filters":[{"field":"country","op":"eq","value":"US"},{"field":"followers","op":"gte","value":100000}],"queryOp":"AND","sort":[{"field":"followers","dir":"desc"}]}',
    timestamptz '2024-03-01T00:00:00Z', timestamptz '2024-03-01T00:00:00Z'),
  ('sv_00002', 'creators', 'German speakers', 'public', 'me', 'us_00001',
    '{"filters":[{"field":"languages","op":"contains","value":"de"}],"queryOp":"AND"}', timestamptz '2024-03-02T00:00:00Z', timestamptz '2024-03-02T00:00:00Z'),
  ('sv_00003', 'creators', 'My banned watchlist', 'private', 'me', 'us_00001',
    '{"filters":[{"field":"spStanding","op":"eq","value":"banned"}],"queryOp":"AND"}', timestamptz '2024-03-03T00:00:00Z', timestamptz '2024-03-03T00:00:00Z'),
  ('sv_00004', 'creators', 'No manager yet', 'public', 'all', 'us_00002',
    '{"filters":[{"field":"primaryManagerId","op":"isEmpty"}],"queryOp":"AND"}', timestamptz '2024-03-04T00:00:00Z', timestamptz '2024-03-04T00:00:00Z'),
  ('sv_00005', 'creators', 'Staff private', 'private', 'me', 'us_00002',
    '{"filters":[],"queryOp":"AND"}', timestamptz '2024-03-05T00:00:00Z', timestamptz '2024-03-05T00:00:00Z'),
  ('sv_00006', 'agencies', 'Agencies in Germany', 'public', 'all', 'us_00002',
    '{"filters":[{"field":"country","op":"eq","value":"DE"}],"queryOp":"AND"}', timestamptz '2024-03-06T00:00:00Z', timestamptz '2024-03-06T00:00:00Z');

insert into blocklist (creator_id, reason, blocked_by, created_at, updated_at)
  select id, ${pick(['Fraudulent traffic', 'Terms violation', 'Chargebacks', 'Requested by the creator'], 'seq', 150)}, 'staff@example.com',
    updated_at, updated_at from creators where blocked;
insert into audit (id, ref_id, audit_type, action, message, actor_id, actor_name, created_at)
  select mkid('au', row_number() over (order by kind, seq)), id, t, a, m, actor, actor_name, ts from (
    select 1 kind, seq, id, 'Manual' t, 'blocked' a, 'Added to the blocklist' m, 'us_00002' actor, 'Sam Staff' actor_name, updated_at ts
      from creators where blocked
    union all
    select 2, seq, id, ${pick(
      AUDIT_TYPES.filter((type) => type !== 'Manual'),
      'seq',
      151,
    )}, 'created', 'Creator record created', null, null, created_at
      from creators where hv(seq, 152) % 10 = 0) x;
`;
}

/** Moves every id sequence past the seeded rows. */
function syncSequencesSql(): string {
  return Object.entries(ID_SEQUENCES)
    .map(([prefix, table]) =>
      prefix === 'cr'
        ? `select setval('cr_seq', coalesce((select max(seq) from creators), 0) + 1, false);`
        : `select setval('${prefix}_seq', coalesce((select max(substring(id from 4)::bigint) from ${table}), 0) + 1, false);`,
    )
    .join('\n');
}

/** The statements after the bulk inserts: the search indexes, the sequences, fresh statistics. */
function finishSeedSql(): string {
  return `${SEARCH_INDEXES}
${syncSequencesSql()}
analyze creators;`;
}

export { SEEDED_USERS, SEED_SIZES, finishSeedSql, seedSql };
export type { SeedOptions };
