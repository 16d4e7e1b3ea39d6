// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, delay } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BackofficeProvider,
  backofficeKeys,
  createBackofficeClient,
  GenericError,
  useAddCreatorLabel,
  useBackofficeMutation,
  useBackofficeQuery,
  useCreateNote,
  useCreator,
  useCreatorPayments,
  useCreators,
  useDeleteNote,
  useImportCreators,
  useJob,
  useNotes,
  useNotifications,
  useRemoveCreatorLabel,
  useUpdateCreator,
  useUpdateNote,
  useUpdateNotificationStatus,
} from 'headless-checkout/backoffice';
import * as f from './fixtures';
import { BASE, recordingServer, type SeenRequest } from './helpers';

const recorder = recordingServer();
beforeAll(() => recorder.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  recorder.reset();
  document.cookie = 'se-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => recorder.server.close());

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const client = createBackofficeClient({ baseUrl: BASE, navigate: vi.fn(), fetch: fetchSpy });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BackofficeProvider client={client}>{children}</BackofficeProvider>
    </QueryClientProvider>
  );
  return { queryClient, client, wrapper, fetchSpy };
}

/** A server answer the test releases by hand: the optimistic state is visible until then. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const route = (handlers: Record<string, (request: SeenRequest) => Response | Promise<Response>>) =>
  recorder.respond((request) => {
    const handler = handlers[`${request.method} ${request.pathname}`];
    if (!handler) throw new Error(`unexpected ${request.method} ${request.pathname}`);
    return handler(request);
  });
const failure = () => HttpResponse.json({ status: 500, errorCode: 'boom', message: 'boom' }, { status: 500 });
const count = (method: string, pathname: string) =>
  recorder.seen.filter((request) => request.method === method && request.pathname === pathname).length;

describe('queries', () => {
  it('caches a read: a second render does not fetch again', async () => {
    route({ 'GET /backoffice/creators/cr_1': () => HttpResponse.json(f.creator) });
    const { wrapper } = setup();
    const first = renderHook(() => useCreator('cr_1', ['details']), { wrapper });
    await waitFor(() => expect(first.result.current.data?.name).toBe('Kai'));
    const second = renderHook(() => useCreator('cr_1', ['details']), { wrapper });
    expect(second.result.current.data?.name).toBe('Kai');
    expect(recorder.seen).toHaveLength(1);
    expect(recorder.last().query).toBe('parts[]=details');
  });

  it('uses hierarchical keys', () => {
    expect(
      backofficeKeys.endpoint('creators.get', { path: { id: 'cr_1' }, query: { parts: ['details'] } }),
    ).toEqual(['backoffice', 'creators', 'detail', 'cr_1', { parts: ['details'] }]);
    expect(backofficeKeys.endpoint('labels.list')).toEqual(['backoffice', 'labels', 'list']);
    expect(backofficeKeys.infinite('notes.list', { query: { mainContextId: 'cr_1', page: 2 } })).toEqual([
      'backoffice',
      'notes',
      'list',
      { mainContextId: 'cr_1' },
      'infinite',
    ]);
  });

  it('invalidates what a write changes', async () => {
    let name = 'Kai';
    route({
      'GET /backoffice/creators/cr_1': () => HttpResponse.json({ ...f.creator, name }),
      'PUT /backoffice/creators/cr_1': async (request) => {
        name = (JSON.parse(request.text) as { name: string }).name;
        return HttpResponse.json({ ...f.creator, name });
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ creator: useCreator('cr_1'), update: useUpdateCreator() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.creator.data?.name).toBe('Kai'));
    await act(() => result.current.update.mutateAsync({ path: { id: 'cr_1' }, body: { name: 'Kai K.' } }));
    await waitFor(() => expect(result.current.creator.data?.name).toBe('Kai K.'));
    expect(count('GET', '/backoffice/creators/cr_1')).toBe(2);
  });

  it('cancelling a query aborts its fetch', async () => {
    route({
      'GET /backoffice/creators/cr_1': async () => {
        await delay(5_000);
        return HttpResponse.json(f.creator);
      },
    });
    const { wrapper, queryClient, fetchSpy } = setup();
    renderHook(() => useCreator('cr_1'), { wrapper });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const signal = fetchSpy.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);
    await act(() => queryClient.cancelQueries({ queryKey: backofficeKeys.scope('creators') }));
    expect(signal.aborted).toBe(true);
  });

  it('offers every other call through the generic hooks', async () => {
    route({
      'GET /backoffice/agencies/stats': () =>
        HttpResponse.json({ total: 1, withAgents: 1, creators: 3, byCountry: [] }),
      'POST /backoffice/teams/': () => HttpResponse.json(f.team),
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ stats: useBackofficeQuery('agencies.stats'), create: useBackofficeMutation('teams.create') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.stats.data?.total).toBe(1));
    const team = await act(() =>
      result.current.create.mutateAsync({ body: { name: 'Growth', role: 'growth' } }),
    );
    expect(team.id).toBe('tm_1');
  });

  it('names the hook when used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    expect(() => renderHook(() => useBackofficeQuery('labels.list'), { wrapper })).toThrow(
      /useBackofficeQuery must be used within a <BackofficeProvider>/,
    );
    spy.mockRestore();
  });

  it('refetches with the new token when the se-token cookie changes', async () => {
    route({ 'GET /backoffice/creators/cr_1': () => HttpResponse.json(f.creator) });
    document.cookie = 'se-token=alice; path=/';
    const { wrapper } = setup();
    const { result } = renderHook(() => useCreator('cr_1'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(recorder.last().headers.get('authorization')).toBe('Bearer alice');
    document.cookie = 'se-token=bob; path=/';
    await waitFor(() => expect(recorder.seen).toHaveLength(2));
    expect(recorder.last().headers.get('authorization')).toBe('Bearer bob');
  });
});

describe('infinite lists', () => {
  it('pages the creator search by page until hasMore is false', async () => {
    route({
      'POST /backoffice/search/creators/': (request) => {
        const { page } = JSON.parse(request.text) as { page: number };
        return HttpResponse.json(
          page === 1 ? f.searchPage(['cr_1', 'cr_2'], 1, true) : f.searchPage(['cr_3'], 2),
        );
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useCreators({ terms: 'kai', count: 2 }), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() =>
      expect(result.current.data?.pages.flatMap((page) => page.items.map((hit) => hit.id))).toEqual([
        'cr_1',
        'cr_2',
        'cr_3',
      ]),
    );
    expect(result.current.hasNextPage).toBe(false);
    expect(recorder.seen.map((request) => JSON.parse(request.text))).toEqual([
      { terms: 'kai', count: 2, page: 1 },
      { terms: 'kai', count: 2, page: 2 },
    ]);
  });

  it('pages payments by page token', async () => {
    route({
      'GET /backoffice/payments/creators/cr_1/list': (request) =>
        HttpResponse.json(
          request.query.includes('pageToken=tok_2')
            ? { items: [{ ...f.payment, id: 'py_2' }], nextPageToken: null, total: 2 }
            : { items: [f.payment], nextPageToken: 'tok_2', total: 2 },
        ),
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useCreatorPayments('cr_1', { pageSize: 1 }), { wrapper });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() =>
      expect(result.current.data?.pages.flatMap((page) => page.items.map((item) => item.id))).toEqual([
        'py_1',
        'py_2',
      ]),
    );
    expect(result.current.hasNextPage).toBe(false);
    expect(recorder.seen.map((request) => request.query)).toEqual([
      'pageSize=1',
      'pageSize=1&pageToken=tok_2',
    ]);
  });
});

describe('optimistic updates', () => {
  const notesQuery = { mainContextType: 'creator', mainContextId: 'cr_1' } as const;
  const noteIds = (data: { pages: { items: { id: string; isPinned: boolean }[] }[] } | undefined) =>
    data?.pages.flatMap((page) => page.items.map((note) => `${note.id}${note.isPinned ? '*' : ''}`));

  function notesSetup(write: string, outcome: () => Response) {
    const answer = gate();
    route({
      'GET /backoffice/notes/': () => HttpResponse.json(f.page([f.note('nt_1')])),
      [write]: async () => {
        await answer.opened;
        return outcome();
      },
    });
    const { wrapper } = setup();
    const hooks = renderHook(
      () => ({
        notes: useNotes(notesQuery),
        create: useCreateNote(),
        update: useUpdateNote(),
        remove: useDeleteNote(),
      }),
      { wrapper },
    );
    return { ...hooks, answer };
  }

  it('shows a new note before the server answers', async () => {
    const { result, answer } = notesSetup('POST /backoffice/notes/', () =>
      HttpResponse.json(f.note('nt_2'), { status: 201 }),
    );
    await waitFor(() => expect(noteIds(result.current.notes.data)).toEqual(['nt_1']));
    act(() => result.current.create.mutate({ body: { body: 'Hi', ...notesQuery, isPinned: true } }));
    await waitFor(() =>
      expect(noteIds(result.current.notes.data)).toEqual([
        expect.stringMatching(/^optimistic-\d+\*$/),
        'nt_1',
      ]),
    );
    answer.open();
    await waitFor(() => expect(result.current.create.isSuccess).toBe(true));
  });

  it.each([
    ['POST /backoffice/notes/', 'create'],
    ['PUT /backoffice/notes/nt_1', 'update'],
    ['DELETE /backoffice/notes/nt_1', 'remove'],
  ] as const)('rolls %s back when the server fails', async (write, action) => {
    const { result, answer } = notesSetup(write, failure);
    await waitFor(() => expect(noteIds(result.current.notes.data)).toEqual(['nt_1']));
    act(() => {
      if (action === 'create') result.current.create.mutate({ body: { body: 'Hi', ...notesQuery } });
      if (action === 'update')
        result.current.update.mutate({ path: { id: 'nt_1' }, body: { isPinned: true } });
      if (action === 'remove') result.current.remove.mutate({ path: { id: 'nt_1' } });
    });
    // newest first, after the pinned notes
    const optimistic = {
      create: [expect.stringMatching(/^optimistic-/), 'nt_1'],
      update: ['nt_1*'],
      remove: [],
    };
    await waitFor(() => expect(noteIds(result.current.notes.data)).toEqual(optimistic[action]));
    answer.open();
    await waitFor(() => expect(result.current[action].isError).toBe(true));
    expect(noteIds(result.current.notes.data)).toEqual(['nt_1']);
  });

  it('marks notifications read at once and rolls back on error', async () => {
    const answer = gate();
    route({
      'GET /backoffice/notifications/': () =>
        HttpResponse.json(f.page([f.notification('no_1'), f.notification('no_2')])),
      'PUT /backoffice/notifications/': async () => {
        await answer.opened;
        return failure();
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ list: useNotifications(), update: useUpdateNotificationStatus() }),
      {
        wrapper,
      },
    );
    const statuses = () => result.current.list.data?.pages[0]?.items.map((item) => item.status);
    await waitFor(() => expect(statuses()).toEqual(['Unread', 'Unread']));
    act(() => result.current.update.mutate({ body: { ids: ['no_2'], status: 'Read' } }));
    await waitFor(() => expect(statuses()).toEqual(['Unread', 'Read']));
    answer.open();
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    expect(statuses()).toEqual(['Unread', 'Unread']);
  });

  it('adds and removes creator labels at once, and rolls back on error', async () => {
    const answer = gate();
    route({
      'GET /backoffice/creators/cr_1': () => HttpResponse.json(f.creator),
      'GET /backoffice/lables/': () =>
        HttpResponse.json([f.label, { ...f.label, id: 'lb_2', name: 'Rising' }]),
      'POST /backoffice/creators/cr_1/labels/lb_2': async () => {
        await answer.opened;
        return failure();
      },
      'DELETE /backoffice/creators/cr_1/labels/cl_1': async () => {
        await answer.opened;
        return failure();
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        creator: useCreator('cr_1', ['labels']),
        labels: useBackofficeQuery('labels.list'),
        add: useAddCreatorLabel(),
        remove: useRemoveCreatorLabel(),
      }),
      { wrapper },
    );
    const names = () => result.current.creator.data?.labels?.map((label) => label.name);
    await waitFor(() => expect(names()).toEqual(['VIP']));
    await waitFor(() => expect(result.current.labels.isSuccess).toBe(true));
    act(() => result.current.add.mutate({ path: { id: 'cr_1', labelId: 'lb_2' }, body: { value: null } }));
    await waitFor(() => expect(names()).toEqual(['VIP', 'Rising']));
    act(() => result.current.remove.mutate({ path: { id: 'cr_1', creatorLabelId: 'cl_1' } }));
    await waitFor(() => expect(names()).toEqual(['Rising']));
    answer.open();
    await waitFor(() => expect(result.current.add.isError && result.current.remove.isError).toBe(true));
    expect(names()).toEqual(['VIP']);
  });

  it('re-adding a label the creator has: nothing shown twice, 409 label_exists as a GenericError, value kept', async () => {
    const answer = gate();
    const labelled = { ...f.creator, labels: [{ ...f.creatorLabel, value: 'Tier A' }] };
    route({
      'GET /backoffice/creators/cr_1': () => HttpResponse.json(labelled),
      'GET /backoffice/lables/': () => HttpResponse.json([f.label]),
      'POST /backoffice/creators/cr_1/labels/lb_1': async () => {
        await answer.opened;
        return HttpResponse.json(
          {
            status: 409,
            errorCode: 'label_exists',
            message: 'The creator already has the label VIP (Tier A); change its value instead',
          },
          { status: 409 },
        );
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ creator: useCreator('cr_1', ['labels']), add: useAddCreatorLabel() }),
      { wrapper },
    );
    const shown = () => result.current.creator.data?.labels?.map((label) => [label.name, label.value]);
    await waitFor(() => expect(shown()).toEqual([['VIP', 'Tier A']]));
    act(() => result.current.add.mutate({ path: { id: 'cr_1', labelId: 'lb_1' }, body: { value: null } }));
    await waitFor(() => expect(result.current.add.isPending).toBe(true));
    expect(shown()).toEqual([['VIP', 'Tier A']]);
    answer.open();
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    const error = result.current.add.error!;
    expect(error).toBeInstanceOf(GenericError);
    expect(error.status).toBe(409);
    expect(error.body?.errorCode).toBe('label_exists');
    expect(JSON.parse(recorder.seen.find((seen) => seen.method === 'POST')!.text)).toEqual({ value: null });
    expect(shown()).toEqual([['VIP', 'Tier A']]);
  });

  it("replace: true changes the label's value in place at once, and back on error", async () => {
    const answer = gate();
    const labelled = { ...f.creator, labels: [{ ...f.creatorLabel, value: 'Tier A' }] };
    let fail = false;
    route({
      'GET /backoffice/creators/cr_1': () => HttpResponse.json(labelled),
      'POST /backoffice/creators/cr_1/labels/lb_1': async () => {
        await answer.opened;
        return fail ? failure() : HttpResponse.json({ ...f.creatorLabel, value: 'Tier C' });
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ creator: useCreator('cr_1', ['labels']), add: useAddCreatorLabel() }),
      { wrapper },
    );
    const shown = () => result.current.creator.data?.labels?.map((label) => [label.id, label.value]);
    await waitFor(() => expect(shown()).toEqual([['cl_1', 'Tier A']]));
    fail = true;
    act(() =>
      result.current.add.mutate({
        path: { id: 'cr_1', labelId: 'lb_1' },
        body: { value: 'Tier C', replace: true },
      }),
    );
    await waitFor(() => expect(shown()).toEqual([['cl_1', 'Tier C']]));
    expect(JSON.parse(recorder.seen.find((seen) => seen.method === 'POST')!.text)).toEqual({
      value: 'Tier C',
      replace: true,
    });
    answer.open();
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    expect(shown()).toEqual([['cl_1', 'Tier A']]);
  });
});

describe('imports and jobs', () => {
  it('uploads a CSV and polls the job every second until it succeeds', async () => {
    const statuses = ['accepted', 'started', 'success'] as const;
    let polls = 0;
    route({
      'POST /backoffice/creators/import/csv': () => HttpResponse.json(f.job(), { status: 202 }),
      'GET /backoffice/jobs/jb_1': () => HttpResponse.json(f.job(statuses[Math.min(polls++, 2)])),
    });
    const { wrapper } = setup();
    const upload = renderHook(() => useImportCreators(), { wrapper });
    const job = await act(() => upload.result.current.mutateAsync({ body: 'name,email\n' }));
    expect(job.status).toBe('accepted');
    expect(recorder.last().headers.get('content-type')).toBe('text/csv');
    // The poll's interval on a fake clock (setInterval only: the fetches and React's updates run as
    // usual), so each second of it is checked without waiting one.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { result } = renderHook(() => useJob(job.id), { wrapper });
      // vi.waitFor moves a fake clock by its interval at each check: 0 keeps it still.
      const shows = (status: string) =>
        vi.waitFor(() => expect(result.current.data?.status).toBe(status), { interval: 0, timeout: 10_000 });
      await shows('accepted');
      expect(polls).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(polls).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await shows('started');
      expect(polls).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await shows('success');
      expect(polls).toBe(3);
      await act(() => vi.advanceTimersByTimeAsync(1_200));
      expect(polls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays idle without a job id', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useJob(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(recorder.seen).toHaveLength(0);
  });
});
