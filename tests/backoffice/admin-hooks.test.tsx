// @vitest-environment happy-dom
// The hooks behind the staff app's figures, Notes, Service, import job, membership check and
// Finance screens (backoffice-hooks/hooks/admin.ts): the requests they send, when they stay idle,
// and what refreshes them.
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  useAgencyCreators,
  useAgentPaymentSummary,
  useCloseSearchPit,
  useHealth,
  useJobImport,
  useMembershipCheck,
  useOpenSearchPit,
  useReindexCreator,
  useSearchStatus,
  useSetPaymentAccount,
  usePaymentAccountStatus,
  useUnreadNotesCount,
  useUpdateNote,
} from 'headless-checkout/backoffice';
import * as f from './fixtures';
import { hookHarness } from './hook-harness';

const { recorder, setup, route, count } = hookHarness();

describe('agency creators', () => {
  it('stays idle without an agency, then pages its creators', async () => {
    route({
      'GET /backoffice/agencies/ag_1/creators': (request) => {
        const page = Number(new URLSearchParams(request.query).get('page'));
        return HttpResponse.json(f.page([{ ...f.creator, id: `cr_${page}` }], page, page < 2));
      },
    });
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ id }) => useAgencyCreators(id, { count: 1 }), {
      wrapper,
      initialProps: { id: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(recorder.seen).toHaveLength(0);
    rerender({ id: 'ag_1' });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(recorder.last().query).toBe('count=1&page=1');
    await act(() => result.current.fetchNextPage());
    await waitFor(() =>
      expect(result.current.data?.pages.map((page) => page.items[0]!.id)).toEqual(['cr_1', 'cr_2']),
    );
  });
});

describe('unread notes', () => {
  it('counts unread notes and is refreshed by a note write', async () => {
    let total = 3;
    route({
      'GET /backoffice/notes/totalUnreadNotes': () => HttpResponse.json({ total }),
      'PUT /backoffice/notes/no_1': () => {
        total = 2;
        return HttpResponse.json(f.note('no_1', { isRead: true }));
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ unread: useUnreadNotesCount(), update: useUpdateNote() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.unread.data?.total).toBe(3));
    await act(() => result.current.update.mutateAsync({ path: { id: 'no_1' }, body: { isRead: true } }));
    await waitFor(() => expect(result.current.unread.data?.total).toBe(2));
    expect(count('GET', '/backoffice/notes/totalUnreadNotes')).toBe(2);
  });
});

describe('service and search', () => {
  it('reads the health and the index state; opens and closes a point in time; reindexes', async () => {
    route({
      'GET /backoffice/health': () =>
        HttpResponse.json({ status: 'ok', database: 'ok', creators: 5000, uptimeMs: 1000 }),
      'GET /backoffice/search/creators/status': () =>
        HttpResponse.json({ indexed: 5000, lastIndexedAt: '2026-11-30T10:00:00.000Z', healthy: true }),
      'POST /backoffice/search/creators/pit/open': () =>
        HttpResponse.json({ id: 'pit_1', expiresAt: '2026-11-30T10:05:00.000Z' }),
      'POST /backoffice/search/creators/pit/close/pit_1': () => HttpResponse.json({ closed: true }),
      'POST /backoffice/creators/internal/cr_1': () =>
        HttpResponse.json({ id: 'cr_1', reindexedAt: '2026-11-30T10:01:00.000Z' }),
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        health: useHealth(),
        status: useSearchStatus(),
        open: useOpenSearchPit(),
        close: useCloseSearchPit(),
        reindex: useReindexCreator(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.health.data?.creators).toBe(5000));
    await waitFor(() => expect(result.current.status.data?.indexed).toBe(5000));
    const pit = await act(() => result.current.open.mutateAsync({ query: { keepAlive: '5m' } }));
    expect(pit.id).toBe('pit_1');
    expect(recorder.last().query).toBe('keepAlive=5m');
    await expect(result.current.close.mutateAsync({ path: { id: 'pit_1' } })).resolves.toEqual({
      closed: true,
    });
    await act(() => result.current.reindex.mutateAsync({ path: { id: 'cr_1' } }));
    // A reindex refreshes the search's reads, the index state among them.
    await waitFor(() => expect(count('GET', '/backoffice/search/creators/status')).toBe(2));
  });

  it('a reindex of an unknown creator is a typed error', async () => {
    route({
      'POST /backoffice/creators/internal/cr_x': () =>
        HttpResponse.json({ error: 'not_found', message: 'Creator cr_x not found' }, { status: 404 }),
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useReindexCreator(), { wrapper });
    await act(() => result.current.mutateAsync({ path: { id: 'cr_x' } }).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.status).toBe(404));
  });
});

describe('jobs import', () => {
  it('posts the contact-email CSV as a job', async () => {
    route({ 'POST /backoffice/jobs/import': () => HttpResponse.json(f.job()) });
    const { wrapper } = setup();
    const { result } = renderHook(() => useJobImport(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ body: { jobType: 'importCreatorEmail', csv: 'id,email,optType\n' } }),
    );
    expect(JSON.parse(recorder.last().text)).toEqual({
      jobType: 'importCreatorEmail',
      csv: 'id,email,optType\n',
    });
  });
});

describe('membership check', () => {
  it('stays idle until a group and a user are chosen', async () => {
    route({
      'GET /backoffice/permissions/groups/finance/users/us_2': () =>
        HttpResponse.json({ group: 'finance', userId: 'us_2', member: false }),
    });
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ group, user }) => useMembershipCheck(group, user), {
      wrapper,
      initialProps: { group: 'finance', user: '' },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ group: 'finance', user: 'us_2' });
    await waitFor(() => expect(result.current.data?.member).toBe(false));
    expect(recorder.seen).toHaveLength(1);
  });
});

describe('finance', () => {
  it('sorts the agents’ summary; a new payment account refreshes its status', async () => {
    let status = 'none';
    route({
      'GET /backoffice/payments/agencies/ag_1/agents': () =>
        HttpResponse.json([
          {
            agentId: 'at_1',
            agentName: 'Ada',
            paymentCount: 2,
            total: { value: 1500, currency: 'EUR' },
            lastPaymentAt: null,
          },
        ]),
      'GET /backoffice/payments/at_1/account/status': () =>
        HttpResponse.json({ agentId: 'at_1', status, updatedAt: null }),
      'POST /backoffice/payments/at_1/account': () => {
        status = 'pending';
        return HttpResponse.json({ agentId: 'at_1', status, updatedAt: '2026-11-30T10:00:00.000Z' });
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        summary: useAgentPaymentSummary('ag_1', { sortColumn: 'AMOUNT', sortDir: 'DESC' }),
        account: usePaymentAccountStatus('at_1'),
        save: useSetPaymentAccount(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.summary.data?.[0]?.agentName).toBe('Ada'));
    expect(recorder.seen.find((request) => request.pathname.endsWith('/agents'))!.query).toBe(
      'sortColumn=AMOUNT&sortDir=DESC',
    );
    await waitFor(() => expect(result.current.account.data?.status).toBe('none'));
    await act(() =>
      result.current.save.mutateAsync({
        path: { agentId: 'at_1' },
        body: { holderName: 'Ada', iban: 'NL91ABNA0417164300', country: 'NL' },
      }),
    );
    await waitFor(() => expect(result.current.account.data?.status).toBe('pending'));
  });
});
