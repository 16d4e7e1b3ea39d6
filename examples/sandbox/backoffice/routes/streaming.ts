/**
 * The streaming platform (`/kappa/v2`, `/v3`; docs/backoffice-streaming.md) over the back office's
 * own data: a streaming channel is a creator's channel, a streaming user is a creator. Whether a
 * channel is live is simulated from the clock: the day is cut into 3-hour slots, and a channel with
 * streamed hours in the last 30 days is live in one slot of four, picked by a hash of the channel and
 * the slot, from a start minute in the slot to its end (docs/sandbox.md, "Streaming platform").
 */
import * as v from 'valibot';
import { rows } from '../db';
import type { Sql } from '../db';
import type { Route } from '../../router';
import { route } from '../context';
import type { BackofficeHandler } from '../context';
import { CHANNEL_PLATFORMS } from '../enums';
import { notFound } from '../errors';
import { oneOf, readQuery } from '../validate';

/** How long one live slot is. */
const LIVE_SLOT_MS = 3 * 60 * 60 * 1000;
/** One slot in LIVE_ONE_IN is live. */
const LIVE_ONE_IN = 4;
/** How many ids a bulk read takes. */
const BULK_MAX = 100;

const TITLES = [
  'Ranked grind until I drop',
  'Chill morning stream',
  'Community games night',
  'First playthrough, no spoilers',
  'Speedrun practice',
  'Just chatting and reviewing clips',
  'Charity stream for the local shelter',
  'Road to top 500',
] as const;
const CATEGORIES = [
  'Just Chatting',
  'Fortnite',
  'League of Legends',
  'Minecraft',
  'Valorant',
  'Counter-Strike',
  'Music',
  'Art',
] as const;

interface ChannelRow {
  id: string;
  creator_id: string;
  platform: string;
  handle: string;
  url: string;
  followers: number;
  avg_viewers: number;
  hours_30d: number;
  created_at: Date;
}

const CHANNEL_COLUMNS =
  'id, creator_id, platform, handle, url, followers, avg_viewers, hours_30d, created_at';

/** FNV-1a, 32 bits: a stable hash of a text. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function channelOf(row: ChannelRow) {
  return {
    id: row.id,
    userId: row.creator_id,
    platform: row.platform,
    login: row.handle.toLowerCase(),
    displayName: row.handle,
    url: row.url,
    followers: row.followers,
    averageViewers: row.avg_viewers,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The channel's stream at `now`, or null when it is not live (see the module comment). */
function streamOf(row: ChannelRow, now: Date) {
  if (row.hours_30d <= 0) return null;
  const slot = Math.floor(now.getTime() / LIVE_SLOT_MS);
  const h = hash(`${row.id}:${slot}`);
  if (h % LIVE_ONE_IN !== 0) return null;
  const startedAt = new Date(slot * LIVE_SLOT_MS + ((h >>> 8) % 90) * 60_000);
  if (startedAt > now) return null;
  return {
    id: `st_${row.id.slice(3)}_${slot}`,
    channelId: row.id,
    userId: row.creator_id,
    platform: row.platform,
    title: TITLES[(h >>> 4) % TITLES.length]!,
    category: CATEGORIES[(h >>> 12) % CATEGORIES.length]!,
    viewers: Math.max(0, Math.round(row.avg_viewers * (0.5 + ((h >>> 16) % 100) / 100))),
    startedAt: startedAt.toISOString(),
  };
}

async function channelRows(sql: Sql, ids: readonly string[]): Promise<ChannelRow[]> {
  return rows<ChannelRow>(sql, `select ${CHANNEL_COLUMNS} from channels where id = any($1::text[])`, [ids]);
}

async function channelById(sql: Sql, id: string): Promise<ChannelRow> {
  const [row] = await channelRows(sql, [id]);
  if (!row) throw notFound(`Channel ${id} not found`);
  return row;
}

/** 1 to 100 ids of a bulk read. */
const IdList = v.pipe(
  v.array(v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(64, 'is too long'))),
  v.minLength(1, 'must name at least one id'),
  v.maxLength(BULK_MAX, `must name at most ${BULK_MAX} ids`),
);

const streamingRoutes: Route<BackofficeHandler>[] = [
  route('GET', '/kappa/v2/channels/login/:login', 'staff', async ({ db, url, params }) => {
    const { platform } = readQuery(url, v.object({ platform: v.optional(oneOf(CHANNEL_PLATFORMS)) }));
    const login = params.login!;
    const [row] = await rows<ChannelRow>(
      db,
      `select ${CHANNEL_COLUMNS} from channels where lower(handle) = lower($1) and ($2::text is null or platform = $2)
       order by created_at, length(id), id limit 1`,
      [login, platform ?? null],
    );
    if (!row) throw notFound(`No channel with the login ${login}${platform ? ` on ${platform}` : ''}`);
    return channelOf(row);
  }),
  route('GET', '/kappa/v2/channels/:channelId', 'staff', async ({ db, params }) =>
    channelOf(await channelById(db, params.channelId!)),
  ),
  route('GET', '/kappa/v2/streams/:channelId', 'staff', async ({ db, params, now }) => {
    const row = await channelById(db, params.channelId!);
    const stream = streamOf(row, now());
    return { channelId: row.id, live: stream !== null, stream };
  }),
  route('GET', '/v3/users/:userId', 'staff', async ({ db, params }) => {
    const [user] = await usersById(db, [params.userId!]);
    if (!user) throw notFound(`User ${params.userId} not found`);
    return user;
  }),
  route('GET', '/v3/users', 'staff', async ({ db, url }) => {
    const { ids } = readQuery(url, v.object({ ids: IdList }), ['ids']);
    return { items: await usersById(db, ids) };
  }),
  route('GET', '/v3/streams', 'staff', async ({ db, url, now }) => {
    const { channelIds } = readQuery(url, v.object({ channelIds: IdList }), ['channelIds']);
    const at = now();
    const found = await channelRows(db, channelIds);
    const order = new Map(channelIds.map((id, index) => [id, index]));
    const live = found.flatMap((row) => streamOf(row, at) ?? []);
    return { items: live.sort((a, b) => order.get(a.channelId)! - order.get(b.channelId)!) };
  }),
];

/** Streaming users (creators) by id, in the order asked; unknown ids left out. */
async function usersById(sql: Sql, ids: readonly string[]) {
  const found = await rows<{
    id: string;
    name: string;
    country: string;
    languages: string[];
    channel_ids: string[];
    created_at: Date;
  }>(
    sql,
    `select c.id, c.name, c.country, c.languages, c.created_at,
       coalesce(array(select ch.id from channels ch where ch.creator_id = c.id order by ch.created_at, length(ch.id), ch.id), '{}') channel_ids
     from creators c where c.id = any($1::text[])`,
    [ids],
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        displayName: row.name,
        country: row.country,
        languages: row.languages,
        channelIds: row.channel_ids,
        createdAt: new Date(row.created_at).toISOString(),
      },
    ];
  });
}

export { LIVE_ONE_IN, LIVE_SLOT_MS, streamOf, streamingRoutes };
