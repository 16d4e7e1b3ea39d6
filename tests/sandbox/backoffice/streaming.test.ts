/**
 * The streaming platform (`/kappa/v2`, `/v3`) and the key-value store (`/v2/channel`) of the
 * back-office service: the same sign-in, groups and origin rules as the rest, bad input is a 4xx
 * (never a 5xx), keys are stored in the database and go with their channel.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SLOT_MS, streamOf } from '../../../examples/sandbox/backoffice/routes/streaming';
import { ISO, setupBackoffice } from './helpers';

/** The service's clock: fixed, so which channels are live is known. */
const NOW = new Date('2026-03-02T10:30:00.000Z');
const bo = setupBackoffice({ now: () => NOW });

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

async function channels(): Promise<ChannelRow[]> {
  const db = await bo.backoffice.database();
  return (
    await db.query<ChannelRow>(
      'select id, creator_id, platform, handle, url, followers, avg_viewers, hours_30d, created_at from channels order by length(id), id',
    )
  ).rows;
}

async function creatorToken(): Promise<string> {
  const answer = await bo.call('POST', 'auth/dev-login/creator', { body: { creatorId: 'cr_00001' } });
  return answer.body.token as string;
}

const READS = [
  'kappa/v2/channels/ch_00001',
  'kappa/v2/channels/login/anything',
  'kappa/v2/streams/ch_00001',
  'v3/users/cr_00001',
  'v3/users?ids[]=cr_00001',
  'v3/streams?channelIds[]=ch_00001',
  'v2/channel/ch_00001',
  'v2/channel/ch_00001/overlay.theme',
];

describe('auth and origins', () => {
  it.each(READS)('GET %s is 401 without a token, 403 with a creator token', async (path) => {
    const anonymous = await bo.call('GET', path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: 401, errorCode: 'unauthorized' });
    const creator = await bo.call('GET', path, { token: await creatorToken() });
    expect(creator.status).toBe(403);
    expect(creator.body).toMatchObject({ errorCode: 'forbidden' });
  });

  it('writes to the key-value store need a token too, and a creator token is refused', async () => {
    const put = await bo.call('PUT', 'v2/channel/ch_00001/greeting', { body: { value: 'hi' } });
    expect(put.status).toBe(401);
    const del = await bo.call('DELETE', 'v2/channel/ch_00001/greeting');
    expect(del.status).toBe(401);
    const creator = await bo.call('PUT', 'v2/channel/ch_00001/greeting', {
      body: { value: 'hi' },
      token: await creatorToken(),
    });
    expect(creator.status).toBe(403);
  });

  it('Basic staff credentials read the streaming platform', async () => {
    const answer = await bo.call('GET', 'kappa/v2/channels/ch_00001', {
      headers: { Authorization: `Basic ${Buffer.from('staff:staff-password').toString('base64')}` },
    });
    expect(answer.status).toBe(200);
  });

  it('a page of another origin is 403 origin_not_allowed, a text/plain write is 415', async () => {
    const foreign = await bo.call('GET', 'kappa/v2/channels/ch_00001', {
      token: bo.staff,
      headers: { Origin: 'http://127.0.0.1:6661' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errorCode).toBe('origin_not_allowed');
    const plain = await bo.call('PUT', 'v2/channel/ch_00001/greeting', {
      token: bo.staff,
      body: JSON.stringify({ value: 'hi' }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    const stored = await bo.call('GET', 'v2/channel/ch_00001/greeting', { token: bo.staff });
    expect(stored.status).toBe(404);
  });
});

describe('/kappa/v2: channels and streams', () => {
  it('answers a channel by id from the creator channels', async () => {
    const [row] = await channels();
    const answer = await bo.call('GET', `kappa/v2/channels/${row!.id}`, { token: bo.staff });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: row!.id,
      userId: row!.creator_id,
      platform: row!.platform,
      login: row!.handle.toLowerCase(),
      displayName: row!.handle,
      url: row!.url,
      followers: row!.followers,
      averageViewers: row!.avg_viewers,
      createdAt: new Date(row!.created_at).toISOString(),
    });
    expect(answer.body.createdAt).toMatch(ISO);
  });

  it('finds a channel by login, case-insensitively, and by platform', async () => {
    const row = (await channels())[5]!;
    const answer = await bo.call('GET', `kappa/v2/channels/login/${row.handle.toUpperCase()}`, {
      token: bo.staff,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(row.id);
    const onPlatform = await bo.call(
      'GET',
      `kappa/v2/channels/login/${row.handle}?platform=${row.platform}`,
      { token: bo.staff },
    );
    expect(onPlatform.body.id).toBe(row.id);
    const other = row.platform === 'twitch' ? 'youtube' : 'twitch';
    const elsewhere = await bo.call('GET', `kappa/v2/channels/login/${row.handle}?platform=${other}`, {
      token: bo.staff,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(`No channel with the login ${row.handle} on ${other}`);
  });

  it('refuses an unknown platform with 400 and answers 404 for unknown ids and logins', async () => {
    const platform = await bo.call('GET', 'kappa/v2/channels/login/x?platform=myspace', { token: bo.staff });
    expect(platform.status).toBe(400);
    expect(platform.body.details).toEqual([
      { path: 'platform', message: 'must be one of twitch, youtube, facebook, trovo, tiktok' },
    ]);
    for (const path of [
      'kappa/v2/channels/ch_99999',
      'kappa/v2/streams/nope',
      'kappa/v2/channels/login/nobody_here',
    ]) {
      const answer = await bo.call('GET', path, { token: bo.staff });
      expect(answer.status, path).toBe(404);
    }
  });

  it('simulates live streams from the clock: one slot in four, from a start minute in the slot', async () => {
    const rows = await channels();
    const statuses = await Promise.all(
      rows.map(async (row) => (await bo.call('GET', `kappa/v2/streams/${row.id}`, { token: bo.staff })).body),
    );
    const live = statuses.filter((status) => status.live);
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThan(rows.length / 2);
    for (const [index, status] of statuses.entries()) {
      const row = rows[index]!;
      expect(status).toEqual({ channelId: row.id, live: status.stream !== null, stream: streamOf(row, NOW) });
      if (!status.live) continue;
      const slotStart = Math.floor(NOW.getTime() / LIVE_SLOT_MS) * LIVE_SLOT_MS;
      expect(Date.parse(status.stream.startedAt)).toBeGreaterThanOrEqual(slotStart);
      expect(Date.parse(status.stream.startedAt)).toBeLessThanOrEqual(NOW.getTime());
      expect(row.hours_30d).toBeGreaterThan(0);
      expect(status.stream.viewers).toBeGreaterThanOrEqual(Math.floor(row.avg_viewers * 0.5));
      expect(status.stream.viewers).toBeLessThanOrEqual(Math.ceil(row.avg_viewers * 1.5));
      expect(status.stream.userId).toBe(row.creator_id);
    }
    const quiet = rows.filter((row) => row.hours_30d === 0);
    for (const row of quiet) expect(streamOf(row, NOW)).toBeNull();
  });
});

describe('/v3: users and live streams', () => {
  it('answers a user (creator) by id with its channels, oldest first', async () => {
    const rows = (await channels()).filter((row) => row.creator_id === 'cr_00002');
    const answer = await bo.call('GET', 'v3/users/cr_00002', { token: bo.staff });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 'cr_00002', createdAt: expect.stringMatching(ISO) });
    expect([...answer.body.channelIds].sort()).toEqual(rows.map((row) => row.id).sort());
    expect(typeof answer.body.displayName).toBe('string');
    expect(answer.body.country).toMatch(/^[A-Z]{2}$/);
    expect((await bo.call('GET', 'v3/users/cr_99999', { token: bo.staff })).status).toBe(404);
  });

  it('reads users in bulk in the order asked, unknown ids left out', async () => {
    const answer = await bo.call('GET', 'v3/users?ids[]=cr_00003&ids[]=cr_99999&ids[]=cr_00001', {
      token: bo.staff,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((user: { id: string }) => user.id)).toEqual(['cr_00003', 'cr_00001']);
  });

  it('answers the live streams among the channels asked for, the same as /kappa/v2/streams', async () => {
    const rows = (await channels()).slice(0, 100);
    const query = rows.map((row) => `channelIds[]=${row.id}`).join('&');
    const answer = await bo.call('GET', `v3/streams?${query}`, { token: bo.staff });
    expect(answer.status).toBe(200);
    const expected = rows.flatMap((row) => streamOf(row, NOW) ?? []);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body.items).toEqual(expected);
  });

  it('bulk reads take 1 to 100 ids (400 otherwise)', async () => {
    const none = await bo.call('GET', 'v3/users', { token: bo.staff });
    expect(none.status).toBe(400);
    expect(none.body.details).toEqual([{ path: 'ids', message: 'must name at least one id' }]);
    const many = Array.from({ length: 101 }, (_, i) => `channelIds[]=ch_${i}`).join('&');
    const tooMany = await bo.call('GET', `v3/streams?${many}`, { token: bo.staff });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details).toEqual([{ path: 'channelIds', message: 'must name at most 100 ids' }]);
    const empty = await bo.call('GET', 'v3/users?ids[]=', { token: bo.staff });
    expect(empty.status).toBe(400);
  });
});

describe('/v2/channel: the key-value store', () => {
  /** Channel ids of the seed (not every creator has three channels, so ids have gaps). */
  let a = '';
  let b = '';
  let c = '';
  beforeAll(async () => {
    [a, b, c] = (await channels()).slice(1, 4).map((row) => row.id) as [string, string, string];
  });

  it('sets, reads, lists, replaces and deletes a key, stored in channel_kv', async () => {
    const put = await bo.call('PUT', `v2/channel/${a}/overlay.theme`, {
      token: bo.staff,
      body: { value: { color: '#ff0066', size: 3, on: true, tags: ['a', null] } },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      channelId: a,
      key: 'overlay.theme',
      value: { color: '#ff0066', size: 3, on: true, tags: ['a', null] },
      updatedAt: NOW.toISOString(),
      updatedBy: expect.stringMatching(/^us_\d+$/),
    });
    await bo.call('PUT', `v2/channel/${a}/alerts:volume`, { token: bo.staff, body: { value: 0.5 } });
    const list = await bo.call('GET', `v2/channel/${a}`, { token: bo.staff });
    expect(list.body.channelId).toBe(a);
    expect(list.body.items.map((entry: { key: string }) => entry.key)).toEqual([
      'alerts:volume',
      'overlay.theme',
    ]);
    const replaced = await bo.call('PUT', `v2/channel/${a}/alerts:volume`, {
      token: bo.admin,
      body: { value: null },
    });
    expect(replaced.body.value).toBeNull();
    const db = await bo.backoffice.database();
    const stored = await db.query<{ value: unknown }>(
      `select value from channel_kv where channel_id = $1 and key = 'alerts:volume'`,
      [a],
    );
    expect(stored.rows).toEqual([{ value: null }]);
    const deleted = await bo.call('DELETE', `v2/channel/${a}/alerts:volume`, { token: bo.staff });
    expect(deleted.body).toEqual({ channelId: a, deleted: 'alerts:volume' });
    expect((await bo.call('GET', `v2/channel/${a}/alerts:volume`, { token: bo.staff })).status).toBe(404);
    expect((await bo.call('DELETE', `v2/channel/${a}/alerts:volume`, { token: bo.staff })).status).toBe(404);
  });

  it('refuses bad keys and values with 400 naming the problem', async () => {
    const badKey = await bo.call('PUT', `v2/channel/${a}/${encodeURIComponent('a key')}`, {
      token: bo.staff,
      body: { value: 1 },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.details).toEqual([
      { path: 'key', message: 'must be 1 to 128 of the characters A-Z a-z 0-9 _ . : -' },
    ]);
    const longKey = await bo.call('GET', `v2/channel/${a}/${'k'.repeat(129)}`, { token: bo.staff });
    expect(longKey.status).toBe(400);
    const missing = await bo.call('PUT', `v2/channel/${a}/x`, { token: bo.staff, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ path: 'value', message: 'is required' }]);
    const large = await bo.call('PUT', `v2/channel/${a}/x`, {
      token: bo.staff,
      body: { value: 'x'.repeat(16_400) },
    });
    expect(large.status).toBe(400);
    expect(large.body.details).toEqual([{ path: 'value', message: 'must be at most 16384 bytes as JSON' }]);
    const nul = await bo.call('PUT', `v2/channel/${a}/x`, { token: bo.staff, body: { value: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    const malformed = await bo.call('PUT', `v2/channel/${a}/x`, { token: bo.staff, body: '{"value": ' });
    expect(malformed.status).toBe(400);
    const escape = await bo.call('GET', `v2/channel/${a}/%E0%A4%A`, { token: bo.staff });
    expect(escape.status).toBe(400);
    expect((await bo.call('GET', `v2/channel/${a}/x`, { token: bo.staff })).status).toBe(404);
  });

  it('answers 404 for a channel that does not exist', async () => {
    const put = await bo.call('PUT', 'v2/channel/ch_99999/x', { token: bo.staff, body: { value: 1 } });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Channel ch_99999 not found');
    expect((await bo.call('GET', 'v2/channel/ch_99999', { token: bo.staff })).status).toBe(404);
  });

  it('holds at most 100 keys a channel (409 too_many_keys), replacing one still works', async () => {
    for (let index = 0; index < 100; index += 1) {
      const answer = await bo.call('PUT', `v2/channel/${b}/k${index}`, {
        token: bo.staff,
        body: { value: index },
      });
      expect(answer.status).toBe(200);
    }
    const more = await bo.call('PUT', `v2/channel/${b}/k100`, { token: bo.staff, body: { value: 100 } });
    expect(more.status).toBe(409);
    expect(more.body).toEqual({
      status: 409,
      errorCode: 'too_many_keys',
      message: `Channel ${b} already holds 100 keys; delete one before adding k100`,
    });
    const again = await bo.call('PUT', `v2/channel/${b}/k7`, { token: bo.staff, body: { value: 'seven' } });
    expect(again.status).toBe(200);
    expect((await bo.call('GET', `v2/channel/${b}`, { token: bo.staff })).body.items).toHaveLength(100);
  });

  it('removes a channel’s keys with the channel', async () => {
    await bo.call('PUT', `v2/channel/${c}/gone`, { token: bo.staff, body: { value: true } });
    const removed = await bo.call('DELETE', `channels/${c}`, { token: bo.staff });
    expect(removed.status).toBe(200);
    const db = await bo.backoffice.database();
    const left = await db.query('select 1 from channel_kv where channel_id = $1', [c]);
    expect(left.rows).toHaveLength(0);
    expect((await bo.call('GET', `v2/channel/${c}`, { token: bo.staff })).status).toBe(404);
  });
});
