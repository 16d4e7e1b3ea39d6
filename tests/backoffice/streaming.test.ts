// The streaming-platform and key-value clients through msw with the sandbox's back-office handler:
// the typed calls against the real service (every answer validated by the client's schemas), on the
// same transport as the creator-management client (one token, Basic auth, the named errors, the
// 401/403 redirect to the site root, 'Request aborted').
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BadGatewayError,
  BadRequestError,
  ForbiddenError,
  GenericError,
  InternalServerError,
  NotFoundError,
  RequestAbortedError,
  ResponseShapeError,
  ServiceUnavailableError,
  UnauthorizedError,
  createBackofficeClients,
  createKeyValueClient,
  createStreamingClient,
  keyValueEndpoints,
  resolveEnvironment,
  streamingEndpoints,
  type BackofficeClients,
} from 'headless-checkout/backoffice';
import { createBackoffice, type Backoffice } from '../../examples/sandbox/backoffice/app';
import { freshStore } from '../sandbox/backoffice/store';

const ORIGIN = 'http://backoffice.test';
const BASE = `${ORIGIN}/backoffice/`;
let backoffice: Backoffice;
/** Overrides the sandbox for one status (the transport's 5xx names). */
let forced: number | null = null;

const server = setupServer(
  http.all(`${BASE}*`, ({ request }) =>
    forced ? HttpResponse.json({}, { status: forced }) : backoffice.handle(request),
  ),
);

let staffToken = '';
let creatorToken = '';
let channelId = '';
let login = '';
let creatorId = '';

async function devLogin(path: string, body: unknown): Promise<string> {
  const response = await backoffice.handle(
    new Request(new URL(path, BASE), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return ((await response.json()) as { token: string }).token;
}

/** The three clients of a development environment pointed at the msw origin. */
function clients(options: Parameters<typeof createBackofficeClients>[1] = {}): BackofficeClients {
  const environment = resolveEnvironment('development', {
    baseUrls: { creatorApi: BASE, streaming: BASE, keyValue: BASE },
  });
  return createBackofficeClients(environment, { navigate: vi.fn(), ...options });
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  backoffice = createBackoffice({ basePath: '/backoffice', seed: { creators: 60 }, ...(await freshStore()) });
  await backoffice.ready;
  staffToken = await devLogin('auth/dev-login', { email: 'staff@example.com' });
  creatorToken = await devLogin('auth/dev-login/creator', { creatorId: 'cr_00001' });
  const db = await backoffice.database();
  const row = (
    await db.query<{ id: string; handle: string; creator_id: string }>(
      'select id, handle, creator_id from channels order by length(id), id limit 1 offset 2',
    )
  ).rows[0]!;
  [channelId, login, creatorId] = [row.id, row.handle, row.creator_id];
}, 60_000);
afterEach(() => {
  forced = null;
});
afterAll(async () => {
  server.close();
  await backoffice.close();
});

describe('the call tables', () => {
  it('declares the streaming calls under /kappa/v2 and /v3 and the key-value calls under /v2/channel', () => {
    const streaming = Object.values(streamingEndpoints).map((entry) => `${entry.method} ${entry.path}`);
    expect(streaming).toEqual([
      'GET /kappa/v2/channels/{channelId}',
      'GET /kappa/v2/channels/login/{login}',
      'GET /kappa/v2/streams/{channelId}',
      'GET /v3/users/{userId}',
      'GET /v3/users',
      'GET /v3/streams',
    ]);
    const keyValue = Object.values(keyValueEndpoints).map((entry) => `${entry.method} ${entry.path}`);
    expect(keyValue).toEqual([
      'GET /v2/channel/{channelId}',
      'GET /v2/channel/{channelId}/{key}',
      'PUT /v2/channel/{channelId}/{key}',
      'DELETE /v2/channel/{channelId}/{key}',
    ]);
  });
});

describe('the streaming-platform client against the sandbox', () => {
  it('reads a channel by id and by login, its stream, users and live streams', async () => {
    const { streaming } = clients({ hostFrameToken: () => staffToken });
    const channel = await streaming.kappa.channels.get({ path: { channelId } });
    expect(channel).toMatchObject({ id: channelId, login: login.toLowerCase(), userId: creatorId });
    const byLogin = await streaming.call('kappa.channels.byLogin', {
      path: { login: login.toUpperCase() },
      query: { platform: channel.platform },
    });
    expect(byLogin).toEqual(channel);
    const status = await streaming.kappa.streams.get({ path: { channelId } });
    expect(status.channelId).toBe(channelId);
    expect(status.live).toBe(status.stream !== null);
    const user = await streaming.v3.users.get({ path: { userId: creatorId } });
    expect(user.channelIds).toContain(channelId);
    const bulk = await streaming.v3.users.bulk({ query: { ids: [creatorId, 'cr_99999'] } });
    expect(bulk.items).toEqual([user]);
    const live = await streaming.v3.streams.live({ query: { channelIds: [channelId] } });
    expect(live.items).toEqual(status.stream ? [status.stream] : []);
  });

  it('names the failures: 404 NotFoundError, 400 BadRequestError with the reason', async () => {
    const { streaming } = clients({ hostFrameToken: () => staffToken });
    const missing = streaming.kappa.channels.get({ path: { channelId: 'ch_99999' } });
    await expect(missing).rejects.toBeInstanceOf(NotFoundError);
    await expect(missing).rejects.toMatchObject({
      status: 404,
      endpoint: 'kappa.channels.get',
      url: `${BASE}kappa/v2/channels/ch_99999`,
      body: { errorCode: 'not_found', message: 'Channel ch_99999 not found' },
    });
    const bad = streaming.v3.users.bulk({ query: { ids: [] } });
    await expect(bad).rejects.toBeInstanceOf(BadRequestError);
    await expect(bad).rejects.toMatchObject({
      body: { details: [{ path: 'ids', message: 'must name at least one id' }] },
    });
  });

  it('sends the browser to the site root on a 401 (no token) and a 403 (a creator token)', async () => {
    const navigate = vi.fn();
    const anonymous = clients({ navigate });
    await expect(anonymous.streaming.kappa.channels.get({ path: { channelId } })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(navigate).toHaveBeenCalledWith('/');
    const creator = clients({ navigate, hostFrameToken: creatorToken });
    await expect(creator.keyValue.channel.keys.list({ path: { channelId } })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('signs in with Basic auth as the creator client does', async () => {
    const { streaming } = clients({ basicAuth: { username: 'staff', password: 'staff-password' } });
    await expect(streaming.kappa.channels.get({ path: { channelId } })).resolves.toMatchObject({
      id: channelId,
    });
  });

  it.each([
    [500, InternalServerError, 'Internal Server Error'],
    [502, BadGatewayError, 'Bad Gateway'],
    [503, ServiceUnavailableError, 'Service Unavailable'],
    [418, GenericError, 'Generic Error'],
  ] as const)('a %i is %o (%s)', async (status, ErrorClass, message) => {
    forced = status;
    const { streaming } = clients({ hostFrameToken: staffToken });
    const call = streaming.v3.users.get({ path: { userId: creatorId } });
    await expect(call).rejects.toBeInstanceOf(ErrorClass);
    await expect(call).rejects.toMatchObject({ status, message });
  });

  it("an aborted request is 'Request aborted'", async () => {
    const { streaming, keyValue } = clients({ hostFrameToken: staffToken });
    const controller = new AbortController();
    controller.abort();
    const call = streaming.kappa.streams.get({ path: { channelId }, signal: controller.signal });
    await expect(call).rejects.toBeInstanceOf(RequestAbortedError);
    await expect(call).rejects.toThrow('Request aborted');
    const write = keyValue.channel.keys.put({
      path: { channelId, key: 'never' },
      body: { value: 1 },
      signal: controller.signal,
    });
    await expect(write).rejects.toBeInstanceOf(RequestAbortedError);
  });

  it('validates answers: a 200 of another shape is a ResponseShapeError naming the field', async () => {
    server.use(http.get(`${BASE}kappa/v2/channels/:id`, () => HttpResponse.json({ id: 7 }), { once: true }));
    const { streaming } = clients({ hostFrameToken: staffToken });
    const call = streaming.kappa.channels.get({ path: { channelId } });
    await expect(call).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(call).rejects.toMatchObject({ issuePath: 'id' });
  });
});

describe('the key-value client against the sandbox', () => {
  it('puts, gets, lists and deletes a channel’s keys', async () => {
    const { keyValue } = clients({ hostFrameToken: staffToken });
    const value = { theme: 'dark', sizes: [1, 2.5], visible: true, note: null };
    const put = await keyValue.channel.keys.put({
      path: { channelId, key: 'overlay.theme' },
      body: { value },
    });
    expect(put).toMatchObject({ channelId, key: 'overlay.theme', value });
    expect(await keyValue.channel.keys.get({ path: { channelId, key: 'overlay.theme' } })).toEqual(put);
    expect((await keyValue.channel.keys.list({ path: { channelId } })).items).toEqual([put]);
    expect(await keyValue.channel.keys.delete({ path: { channelId, key: 'overlay.theme' } })).toEqual({
      channelId,
      deleted: 'overlay.theme',
    });
    await expect(
      keyValue.channel.keys.get({ path: { channelId, key: 'overlay.theme' } }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('encodes the key into the path and names a refused key as BadRequestError', async () => {
    const { keyValue } = clients({ hostFrameToken: staffToken });
    const call = keyValue.channel.keys.put({ path: { channelId, key: 'a/b' }, body: { value: 1 } });
    await expect(call).rejects.toBeInstanceOf(BadRequestError);
    await expect(call).rejects.toMatchObject({
      url: `${BASE}v2/channel/${channelId}/a%2Fb`,
      body: { details: [{ path: 'key', message: 'must be 1 to 128 of the characters A-Z a-z 0-9 _ . : -' }] },
    });
  });
});

describe('one transport for the three clients', () => {
  it('a token set once is sent by the creator, streaming and key-value clients', async () => {
    const set = clients();
    set.transport.setHostFrameToken(staffToken);
    expect(set.creators.getToken()).toBe(staffToken);
    await expect(set.creators.labels.list()).resolves.toBeInstanceOf(Array);
    await expect(set.streaming.v3.users.get({ path: { userId: creatorId } })).resolves.toMatchObject({
      id: creatorId,
    });
    await expect(set.keyValue.channel.keys.list({ path: { channelId } })).resolves.toMatchObject({
      channelId,
    });
    set.transport.setHostFrameToken(null);
    await expect(set.keyValue.channel.keys.list({ path: { channelId } })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it('standalone clients share a creator client’s transport when given it', async () => {
    const navigate = vi.fn();
    const { creators } = clients({ navigate });
    const streaming = createStreamingClient({ baseUrl: BASE, transport: creators.transport });
    const keyValue = createKeyValueClient({ baseUrl: BASE, transport: creators.transport });
    await expect(streaming.kappa.channels.get({ path: { channelId } })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(navigate).toHaveBeenCalledWith('/');
    creators.setHostFrameToken(staffToken);
    await expect(keyValue.channel.keys.list({ path: { channelId } })).resolves.toMatchObject({ channelId });
  });

  it('the creator area: a client with tokenName id_token_creator reads the public calls with a creator token', async () => {
    const creatorArea = clients({ tokenName: 'id_token_creator', hostFrameToken: creatorToken });
    expect(creatorArea.transport.tokenName).toBe('id_token_creator');
    await expect(creatorArea.creators.public.me()).resolves.toMatchObject({ id: 'cr_00001' });
  });
});
