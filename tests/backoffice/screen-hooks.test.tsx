// @vitest-environment happy-dom
// The hooks behind the staff app's screens of issue 33: the audit log, the blocklist's reason, the
// curation query and the directory's writes (each refreshes the lists it changes).
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  useAgents,
  useAuditLog,
  useBlocklist,
  useCreateTeam,
  useCurationQuery,
  useDeleteAgent,
  useDeleteComment,
  useNoteComments,
  useStaffUsers,
  useTeams,
  useUpdateBlockReason,
  useUpsertComment,
} from 'headless-checkout/backoffice';
import * as f from './fixtures';
import { hookHarness } from './hook-harness';

const { recorder, setup, route, count } = hookHarness();

describe('audit log', () => {
  it('reads a record’s entries by type, page after page', async () => {
    route({
      'GET /backoffice/audit/cr_1': (request) => {
        const page = Number(new URLSearchParams(request.query).get('page'));
        return HttpResponse.json(f.page([{ ...f.auditEntry, id: `au_${page}` }], page, page < 2));
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useAuditLog('cr_1', { auditType: 'Manual', count: 1 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(recorder.last().query).toBe('auditType=Manual&count=1&page=1');
    await act(() => result.current.fetchNextPage());
    await waitFor(() =>
      expect(result.current.data?.pages.map((page) => page.items[0]!.id)).toEqual(['au_1', 'au_2']),
    );
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('blocklist', () => {
  it('a new reason refreshes the blocklist (and its audit)', async () => {
    let reason = 'spam';
    route({
      'GET /backoffice/blocklist/list': () => HttpResponse.json(f.page([{ ...f.blocklistEntry, reason }])),
      'PUT /backoffice/blocklist/cr_1': (request) => {
        reason = (JSON.parse(request.text) as { reason: string }).reason;
        return HttpResponse.json({ ...f.blocklistEntry, reason });
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useBlocklist(), update: useUpdateBlockReason() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.pages[0]?.items[0]?.reason).toBe('spam'));
    await act(() =>
      result.current.update.mutateAsync({ path: { creatorId: 'cr_1' }, body: { reason: 'Chargebacks' } }),
    );
    await waitFor(() => expect(result.current.list.data?.pages[0]?.items[0]?.reason).toBe('Chargebacks'));
    expect(count('GET', '/backoffice/blocklist/list')).toBe(2);
  });
});

describe('curation query', () => {
  const row = {
    creatorId: 'cr_1',
    name: 'Kai',
    country: 'US',
    languages: ['en'],
    mrpType: 'neverInvited',
    accvTier: 'tier_1',
    values: { followers: 10 },
  };

  it('stays idle without a request, then pages the body', async () => {
    route({
      'POST /backoffice/curation/query': (request) => {
        const page = (JSON.parse(request.text) as { page: number }).page;
        return HttpResponse.json(f.page([{ ...row, creatorId: `cr_${page}` }], page, page < 2));
      },
    });
    const { wrapper } = setup();
    const request = {
      dimensions: [{ name: 'Country' as const, values: ['US'] }],
      fields: [{ name: 'followers', type: 'number' as const, sortDirection: 'Desc' as const }],
      count: 1,
    };
    const { result, rerender } = renderHook(
      ({ asked }: { asked: boolean }) => useCurationQuery(asked ? request : null),
      { wrapper, initialProps: { asked: false } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(recorder.seen).toHaveLength(0);
    rerender({ asked: true });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(JSON.parse(recorder.last().text)).toEqual({ ...request, page: 1 });
    await act(() => result.current.fetchNextPage());
    expect(JSON.parse(recorder.last().text)).toEqual({ ...request, page: 2 });
    await waitFor(() =>
      expect(result.current.data?.pages.flatMap((page) => page.items.map((item) => item.creatorId))).toEqual([
        'cr_1',
        'cr_2',
      ]),
    );
  });
});

describe('comments', () => {
  /** A server answer the test releases by hand: the optimistic state is visible until then. */
  function gate() {
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  }
  const second = { ...f.comment, id: 'cm_2', body: 'Second' };

  it('an edit and a delete show at once; a refused delete puts the comment back', async () => {
    const answer = gate();
    const deleted = gate();
    let refuse = false;
    let comments = [f.comment, second];
    route({
      'GET /backoffice/notes/nt_1/comments/': () => HttpResponse.json(comments),
      'POST /backoffice/notes/nt_1/comments/': async (request) => {
        await answer.opened;
        return HttpResponse.json({ ...second, ...(JSON.parse(request.text) as object) });
      },
      'DELETE /backoffice/notes/nt_1/comments/cm_2': async () => {
        if (refuse)
          return HttpResponse.json({ status: 500, errorCode: 'internal', message: 'boom' }, { status: 500 });
        await deleted.opened;
        comments = [f.comment];
        return HttpResponse.json({ deleted: 'cm_2' });
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ list: useNoteComments('nt_1'), upsert: useUpsertComment(), remove: useDeleteComment() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    act(() => result.current.upsert.mutate({ path: { id: 'nt_1' }, body: { id: 'cm_2', body: 'Changed' } }));
    await waitFor(() => expect(result.current.list.data?.[1]?.body).toBe('Changed'));
    expect(result.current.upsert.isPending).toBe(true);
    answer.open();
    await waitFor(() => expect(result.current.upsert.isSuccess).toBe(true));

    refuse = true;
    act(() => result.current.remove.mutate({ path: { id: 'nt_1', commentId: 'cm_2' } }));
    await waitFor(() => expect(result.current.remove.isError).toBe(true));
    expect(result.current.list.data?.map((comment) => comment.id)).toEqual([f.comment.id, 'cm_2']);
    refuse = false;
    act(() => result.current.remove.mutate({ path: { id: 'nt_1', commentId: 'cm_2' } }));
    await waitFor(() =>
      expect(result.current.list.data?.map((comment) => comment.id)).toEqual([f.comment.id]),
    );
    expect(result.current.remove.isPending).toBe(true);
    deleted.open();
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(result.current.list.data?.map((comment) => comment.id)).toEqual([f.comment.id]);
  });
});

describe('directory writes', () => {
  it('a new team refreshes the teams', async () => {
    const teams = [f.team];
    route({
      'GET /backoffice/teams/': () => HttpResponse.json(teams),
      'POST /backoffice/teams/': (request) => {
        const created = { ...f.team, id: 'tm_2', ...(JSON.parse(request.text) as object) };
        teams.push(created);
        return HttpResponse.json(created);
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ teams: useTeams(), create: useCreateTeam() }), { wrapper });
    await waitFor(() => expect(result.current.teams.data).toHaveLength(1));
    await act(() =>
      result.current.create.mutateAsync({ body: { name: 'Partnerships', role: 'relationships' } }),
    );
    await waitFor(() =>
      expect(result.current.teams.data?.map((team) => team.name)).toContain('Partnerships'),
    );
  });

  it('a deleted agent leaves the agents list; a refused delete keeps it and says why', async () => {
    let agents = [f.agent];
    route({
      'GET /backoffice/agents/': () => HttpResponse.json(f.page(agents)),
      'DELETE /backoffice/agents/at_1': () => {
        agents = [];
        return HttpResponse.json({ deleted: 'at_1' });
      },
      'DELETE /backoffice/agents/at_9': () =>
        HttpResponse.json(
          { status: 404, errorCode: 'not_found', message: 'Agent at_9 not found' },
          { status: 404 },
        ),
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useAgents(), remove: useDeleteAgent() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.pages[0]?.items).toHaveLength(1));
    await act(() => result.current.remove.mutateAsync({ path: { id: 'at_1' } }));
    await waitFor(() => expect(result.current.list.data?.pages[0]?.items).toHaveLength(0));
    await act(() => result.current.remove.mutateAsync({ path: { id: 'at_9' } }).catch(() => undefined));
    await waitFor(() => expect(result.current.remove.error?.status).toBe(404));
    expect(result.current.remove.error?.body?.message).toBe('Agent at_9 not found');
  });

  it('lists the staff users a manager can be', async () => {
    route({ 'GET /backoffice/managers/users/all': () => HttpResponse.json([f.user]) });
    const { wrapper } = setup();
    const { result } = renderHook(() => useStaffUsers(), { wrapper });
    await waitFor(() => expect(result.current.data?.[0]?.email).toBe('mia@example.com'));
  });
});
