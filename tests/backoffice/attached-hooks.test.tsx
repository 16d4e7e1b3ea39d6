// @vitest-environment happy-dom
// The hooks of what hangs off a record (issue 33): the socials of the four owner kinds, a creator's
// programs and agency link, the programs, and channels. Each write refreshes what it changes.
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  useAddCreatorProgram,
  useAddSocial,
  useAgency,
  useChannel,
  useChannelsBulk,
  useCreator,
  useDeleteChannel,
  useProgramCreators,
  usePrograms,
  useProgramsPages,
  useRemoveCreatorAgency,
  useRemoveCreatorProgram,
  useRemoveSocial,
  type SocialOwner,
} from 'headless-checkout/backoffice';
import * as f from './fixtures';
import { hookHarness } from './hook-harness';

const { recorder, setup, route } = hookHarness();
const refused = (status: number, message: string) =>
  HttpResponse.json({ status, errorCode: 'refused', message }, { status });

describe('socials of the four owner kinds', () => {
  it.each([
    ['agency', 'agencies', 'ag_1'],
    ['agent', 'agents', 'at_1'],
    ['manager', 'managers', 'mg_1'],
    ['creator', 'creators', 'cr_1'],
  ] as [SocialOwner, string, string][])(
    'a %s’s social is added and removed at its own path',
    async (owner, segment, id) => {
      route({
        [`POST /backoffice/${segment}/${id}/socials/`]: (request) =>
          HttpResponse.json({ ...f.social, ...(JSON.parse(request.text) as object) }),
        [`DELETE /backoffice/${segment}/${id}/socials/so_1`]: () => HttpResponse.json({ deleted: 'so_1' }),
      });
      const { wrapper } = setup();
      const { result } = renderHook(() => ({ add: useAddSocial(owner), remove: useRemoveSocial(owner) }), {
        wrapper,
      });
      const added = await act(() =>
        result.current.add.mutateAsync({ ownerId: id, social: { platform: 'tiktok', handle: '@kai' } }),
      );
      expect(added.platform).toBe('tiktok');
      expect(JSON.parse(recorder.last().text)).toEqual({ platform: 'tiktok', handle: '@kai' });
      await act(() => result.current.remove.mutateAsync({ ownerId: id, socialId: 'so_1' }));
      expect(recorder.last().pathname).toBe(`/backoffice/${segment}/${id}/socials/so_1`);
    },
  );

  it('an added social refreshes its agency; a refused one keeps the reason', async () => {
    let socials = [f.social];
    route({
      'GET /backoffice/agencies/ag_1': () => HttpResponse.json({ ...f.agency, socials }),
      'POST /backoffice/agencies/ag_1/socials/': (request) => {
        const body = JSON.parse(request.text) as { url?: string };
        if (body.url === 'nope') return refused(400, 'url must be a URL');
        socials = [...socials, { ...f.social, id: 'so_2', platform: 'youtube', handle: 'kai' }];
        return HttpResponse.json(socials[1]);
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ agency: useAgency('ag_1', ['socials']), add: useAddSocial('agency') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.agency.data?.socials).toHaveLength(1));
    await act(() =>
      result.current.add.mutateAsync({ ownerId: 'ag_1', social: { platform: 'youtube', handle: 'kai' } }),
    );
    await waitFor(() => expect(result.current.agency.data?.socials).toHaveLength(2));
    await act(() =>
      result.current.add
        .mutateAsync({ ownerId: 'ag_1', social: { platform: 'youtube', handle: 'x', url: 'nope' } })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.add.error?.status).toBe(400));
    expect(result.current.add.error?.body?.message).toBe('url must be a URL');
  });
});

describe('a creator’s programs and agency link', () => {
  it('adding and removing a program refreshes the creator; a second add is refused with why', async () => {
    let programs = [f.creatorProgram];
    route({
      'GET /backoffice/creators/cr_1': () => HttpResponse.json({ ...f.creator, seCreatorPrograms: programs }),
      'POST /backoffice/creators/cr_1/programs/': (request) => {
        const { programId } = JSON.parse(request.text) as { programId: string };
        if (programs.some((item) => item.programId === programId))
          return refused(409, `Creator cr_1 is already in program ${programId}`);
        const joined = { ...f.creatorProgram, id: 'cp_2', programId };
        programs = [...programs, joined];
        return HttpResponse.json(joined);
      },
      'DELETE /backoffice/creators/cr_1/programs/cp_2': () => {
        programs = programs.filter((item) => item.id !== 'cp_2');
        return HttpResponse.json({ deleted: 'cp_2' });
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        creator: useCreator('cr_1', ['seCreatorPrograms']),
        add: useAddCreatorProgram(),
        remove: useRemoveCreatorProgram(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.creator.data?.seCreatorPrograms).toHaveLength(1));
    await act(() => result.current.add.mutateAsync({ path: { id: 'cr_1' }, body: { programId: 'pr_2' } }));
    await waitFor(() => expect(result.current.creator.data?.seCreatorPrograms).toHaveLength(2));
    await act(() =>
      result.current.add
        .mutateAsync({ path: { id: 'cr_1' }, body: { programId: 'pr_2' } })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.add.error?.status).toBe(409));
    await act(() => result.current.remove.mutateAsync({ path: { id: 'cr_1', creatorProgramId: 'cp_2' } }));
    await waitFor(() => expect(result.current.creator.data?.seCreatorPrograms).toHaveLength(1));
  });

  it('removing the agency link refreshes the creator', async () => {
    let agency: unknown = {
      id: 'ca_1',
      agencyId: 'ag_1',
      agencyName: 'Nova',
      agentId: null,
      agentName: null,
    };
    route({
      'GET /backoffice/creators/cr_1': () => HttpResponse.json({ ...f.creator, agency }),
      'DELETE /backoffice/creators/cr_1/agencies/ca_1': () => {
        agency = null;
        return HttpResponse.json({ deleted: 'ca_1' });
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ creator: useCreator('cr_1', ['agency']), remove: useRemoveCreatorAgency() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.creator.data?.agency?.agencyName).toBe('Nova'));
    await act(() => result.current.remove.mutateAsync({ path: { id: 'cr_1', creatorAgencyId: 'ca_1' } }));
    await waitFor(() => expect(result.current.creator.data?.agency).toBeNull());
  });

  it('reads every program, the programs page after page, and a program’s creators', async () => {
    route({
      'GET /backoffice/programs/': () => HttpResponse.json([f.program]),
      'GET /backoffice/programs/list': () => HttpResponse.json(f.page([f.program])),
      'GET /backoffice/programs/pr_1': (request) => {
        const page = Number(new URLSearchParams(request.query).get('page'));
        return HttpResponse.json(f.page([{ ...f.creator, id: `cr_${page}` }], page, page < 2));
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        all: usePrograms(),
        pages: useProgramsPages({ count: 10 }),
        creators: useProgramCreators('pr_1', { count: 1 }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.all.data).toHaveLength(1));
    await waitFor(() => expect(result.current.pages.data?.pages[0]?.items).toHaveLength(1));
    await waitFor(() => expect(result.current.creators.data?.pages).toHaveLength(1));
    await act(() => result.current.creators.fetchNextPage());
    await waitFor(() =>
      expect(result.current.creators.data?.pages.map((page) => page.items[0]!.id)).toEqual(['cr_1', 'cr_2']),
    );
  });
});

describe('channels', () => {
  it('reads one and several with parts; a removal refreshes them with keepSendingOffers sent', async () => {
    let channels = [f.channel];
    route({
      'GET /backoffice/channels/bulk': () => HttpResponse.json(channels),
      'GET /backoffice/channels/ch_1': () => HttpResponse.json(f.channel),
      'DELETE /backoffice/channels/ch_1': () => {
        channels = [];
        return HttpResponse.json({ deleted: 'ch_1', keepSendingOffers: true });
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        one: useChannel('ch_1', ['features']),
        bulk: useChannelsBulk(['ch_1'], ['stats']),
        remove: useDeleteChannel(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.one.data?.id).toBe('ch_1'));
    await waitFor(() => expect(result.current.bulk.data).toHaveLength(1));
    expect(recorder.seen.find((request) => request.pathname.endsWith('/bulk'))?.query).toBe(
      'ids[]=ch_1&parts[]=stats',
    );
    await act(() =>
      result.current.remove.mutateAsync({ path: { id: 'ch_1' }, query: { keepSendingOffers: true } }),
    );
    expect(recorder.seen.find((request) => request.method === 'DELETE')?.query).toBe(
      'keepSendingOffers=true',
    );
    await waitFor(() => expect(result.current.bulk.data).toHaveLength(0));
  });
});
