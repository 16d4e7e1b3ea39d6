// @vitest-environment happy-dom
// The streaming and key-value hooks against the sandbox's back-office handler through msw, and the
// token names of the creator area and the manager (`tokenName`) in the spec's lookup order.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BackofficeProvider,
  createBackofficeClients,
  resolveEnvironment,
  useChannelKeys,
  useDeleteChannelKey,
  useLiveStreams,
  useSetChannelKey,
  useStreamStatus,
  useStreamingChannel,
  useStreamingChannelByLogin,
  useStreamingUsers,
  type BackofficeClients,
} from 'headless-checkout/backoffice';
import { createBackoffice, type Backoffice } from '../../examples/sandbox/backoffice/app';
import { freshStore } from '../sandbox/backoffice/store';

const BASE = 'http://backoffice.test/backoffice/';
let backoffice: Backoffice;
const seen: { url: string; authorization: string | null }[] = [];
const server = setupServer(
  http.all(`${BASE}*`, ({ request }) => {
    seen.push({ url: request.url, authorization: request.headers.get('authorization') });
    return backoffice.handle(request);
  }),
);

let staffToken = '';
let creatorToken = '';
let channel = { id: '', handle: '', creatorId: '' };

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

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  backoffice = createBackoffice({
    basePath: '/backoffice',
    seed: { creators: 40 },
    ...(await freshStore({ creators: 40 })),
  });
  await backoffice.ready;
  staffToken = await devLogin('auth/dev-login', { email: 'staff@example.com' });
  creatorToken = await devLogin('auth/dev-login/creator', { creatorId: 'cr_00001' });
  const db = await backoffice.database();
  const row = (
    await db.query<{ id: string; handle: string; creator_id: string }>(
      'select id, handle, creator_id from channels order by length(id), id limit 1 offset 1',
    )
  ).rows[0]!;
  channel = { id: row.id, handle: row.handle, creatorId: row.creator_id };
}, 60_000);
afterEach(() => {
  seen.length = 0;
  localStorage.clear();
  for (const name of ['se-token', 'id_token_creator', 'manager_token'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});
afterAll(async () => {
  server.close();
  await backoffice.close();
});

function make(options: Parameters<typeof createBackofficeClients>[1] = {}): BackofficeClients {
  const environment = resolveEnvironment('development', {
    baseUrls: { creatorApi: BASE, streaming: BASE, keyValue: BASE },
  });
  return createBackofficeClients(environment, { navigate: vi.fn(), ...options });
}

function wrapperFor(clients: BackofficeClients) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <BackofficeProvider
          client={clients.creators}
          streaming={clients.streaming}
          keyValue={clients.keyValue}
        >
          {children}
        </BackofficeProvider>
      </QueryClientProvider>
    );
  };
}

describe('streaming hooks', () => {
  it('read a channel by id and login, its stream, its user and the live streams', async () => {
    const clients = make({ hostFrameToken: staffToken });
    const { result } = renderHook(
      () => ({
        channel: useStreamingChannel(channel.id),
        byLogin: useStreamingChannelByLogin(channel.handle.toUpperCase()),
        status: useStreamStatus(channel.id),
        users: useStreamingUsers([channel.creatorId]),
        live: useLiveStreams([channel.id]),
        none: useLiveStreams([]),
      }),
      { wrapper: wrapperFor(clients) },
    );
    await waitFor(() => expect(result.current.live.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.users.isSuccess && result.current.status.isSuccess).toBe(true));
    await waitFor(() =>
      expect(result.current.byLogin.isSuccess && result.current.channel.isSuccess).toBe(true),
    );
    expect(result.current.channel.data).toMatchObject({ id: channel.id, userId: channel.creatorId });
    expect(result.current.byLogin.data).toEqual(result.current.channel.data);
    expect(result.current.users.data?.items.map((user) => user.id)).toEqual([channel.creatorId]);
    const stream = result.current.status.data!.stream;
    expect(result.current.live.data?.items).toEqual(stream ? [stream] : []);
    expect(result.current.none.fetchStatus).toBe('idle');
    expect(seen.some((request) => request.url.includes('/v3/streams?channelIds[]=&'))).toBe(false);
  });

  it('a hook outside a provider with a streaming client names itself', () => {
    const clients = make();
    const queryClient = new QueryClient();
    const bare = ({ children }: { children?: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <BackofficeProvider client={clients.creators}>{children}</BackofficeProvider>
      </QueryClientProvider>
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useStreamingChannel('ch_1'), { wrapper: bare })).toThrow(
      'useStreamingChannel must be used within a <BackofficeProvider streaming={…}>',
    );
    expect(() => renderHook(() => useChannelKeys('ch_1'), { wrapper: bare })).toThrow(
      'useChannelKeys must be used within a <BackofficeProvider keyValue={…}>',
    );
    vi.mocked(console.error).mockRestore();
  });
});

describe('key-value hooks', () => {
  it('set and delete a key; the channel’s keys refresh after each write', async () => {
    const clients = make({ hostFrameToken: staffToken });
    const { result } = renderHook(
      () => ({ keys: useChannelKeys(channel.id), set: useSetChannelKey(), remove: useDeleteChannelKey() }),
      { wrapper: wrapperFor(clients) },
    );
    await waitFor(() => expect(result.current.keys.isSuccess).toBe(true));
    expect(result.current.keys.data?.items).toEqual([]);
    await act(() =>
      result.current.set.mutateAsync({
        path: { channelId: channel.id, key: 'tips.goal' },
        body: { value: 250 },
      }),
    );
    await waitFor(() =>
      expect(result.current.keys.data?.items.map((entry) => entry.key)).toEqual(['tips.goal']),
    );
    expect(result.current.keys.data?.items[0]?.value).toBe(250);
    await act(() => result.current.remove.mutateAsync({ path: { channelId: channel.id, key: 'tips.goal' } }));
    await waitFor(() => expect(result.current.keys.data?.items).toEqual([]));
  });

  it('a refused write surfaces as the mutation’s BadRequestError, with the reason', async () => {
    const clients = make({ hostFrameToken: staffToken });
    const { result } = renderHook(() => useSetChannelKey(), { wrapper: wrapperFor(clients) });
    await act(async () => {
      await result.current
        .mutateAsync({ path: { channelId: channel.id, key: 'bad key' }, body: { value: 1 } })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      name: 'BadRequestError',
      body: { details: [{ path: 'key', message: 'must be 1 to 128 of the characters A-Z a-z 0-9 _ . : -' }] },
    });
  });
});

describe('the creator-area and manager token names', () => {
  it('tokenName id_token_creator reads that key of local storage, then that cookie, not se-token', async () => {
    localStorage.setItem('se-token', staffToken);
    localStorage.setItem('id_token_creator', creatorToken);
    const creatorArea = make({ tokenName: 'id_token_creator' });
    expect(creatorArea.transport.getToken()).toBe(creatorToken);
    await expect(creatorArea.creators.public.me()).resolves.toMatchObject({ id: 'cr_00001' });
    expect(seen.at(-1)?.authorization).toBe(`Bearer ${creatorToken}`);
    localStorage.removeItem('id_token_creator');
    expect(creatorArea.transport.getToken()).toBeNull();
    document.cookie = `id_token_creator=${creatorToken}; path=/`;
    expect(creatorArea.transport.getToken()).toBe(creatorToken);
    const staff = make();
    expect(staff.transport.getToken()).toBe(staffToken);
  });

  it('tokenName manager_token: the host frame first, then storage; postMessage of that type only', async () => {
    localStorage.setItem('manager_token', staffToken);
    const manager = make({ tokenName: 'manager_token', hostFrameOrigins: ['https://host.test'] });
    expect(manager.transport.getToken()).toBe(staffToken);
    const stop = manager.transport.listenToHostFrame();
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://host.test',
        data: { type: 'se-token', token: 'other' },
      }),
    );
    expect(manager.transport.getToken()).toBe(staffToken);
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://host.test',
        data: { type: 'manager_token', token: 'framed' },
      }),
    );
    expect(manager.transport.getToken()).toBe('framed');
    stop();
    await expect(
      manager.streaming.kappa.channels.get({ path: { channelId: channel.id } }),
    ).rejects.toMatchObject({
      name: 'UnauthorizedError',
    });
    expect(seen.at(-1)?.authorization).toBe('Bearer framed');
  });
});
