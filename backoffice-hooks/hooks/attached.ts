// What hangs off a record: the socials of agencies, agents, managers and creators (one pair of hooks
// for the four owner kinds), a creator's programs and agency link, the programs, and channels.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackofficeError } from '../errors';
import { backofficeKeys } from '../keys';
import { invalidateWritten } from '../options';
import { useBackofficeClient } from '../provider';
import type { NewSocial, Social } from '../schemas';
import type { EndpointName } from '../types';
import {
  listHook,
  mutationHook,
  readHook,
  useBackofficeInfiniteQuery,
  useBackofficeQuery,
  type BackofficeInfiniteOptions,
  type BackofficeQueryOptions,
} from './generic';

/** Who a social belongs to. */
type SocialOwner = 'agency' | 'agent' | 'manager' | 'creator';

/** The table's entries for each owner kind: add, remove, and the remove call's path parameter. */
const SOCIAL_CALLS = {
  agency: ['agencies.socials.create', 'agencies.socials.delete', 'agencySocialMediaId'],
  agent: ['agents.socials.create', 'agents.socials.delete', 'agentSocialMediaId'],
  manager: ['managers.socials.create', 'managers.socials.delete', 'managerSocialMediaId'],
  creator: ['creators.socials.create', 'creators.socials.delete', 'creatorSocialMediaId'],
} as const satisfies Record<SocialOwner, readonly [EndpointName, EndpointName, string]>;

/** A new social of an owner. */
interface AddSocialVariables {
  ownerId: string;
  social: NewSocial;
}
/** A social to remove from its owner. */
interface RemoveSocialVariables {
  ownerId: string;
  socialId: string;
}

/** A write of one owner kind's social entry, refreshing what the table says it changes. */
function useSocialWrite<V, R>(
  hook: string,
  name: EndpointName,
  toParams: (variables: V) => { path: Record<string, string>; body?: unknown },
) {
  const client = useBackofficeClient(hook);
  const queryClient = useQueryClient();
  const call = client.call as (name: EndpointName, params: unknown) => Promise<R>;
  return useMutation<R, BackofficeError, V>({
    mutationKey: backofficeKeys.mutation(name),
    mutationFn: (variables) => call(name, toParams(variables)),
    onSettled: () => invalidateWritten(queryClient, name),
  });
}

/** Adds a social to an agency, agent, manager or creator: `mutate({ ownerId, social: { platform, handle, url } })`. */
function useAddSocial(owner: SocialOwner) {
  return useSocialWrite<AddSocialVariables, Social>('useAddSocial', SOCIAL_CALLS[owner][0], (variables) => ({
    path: { id: variables.ownerId },
    body: variables.social,
  }));
}

/** Removes a social of an agency, agent, manager or creator: `mutate({ ownerId, socialId })`. */
function useRemoveSocial(owner: SocialOwner) {
  const [, name, param] = SOCIAL_CALLS[owner];
  return useSocialWrite<RemoveSocialVariables, { deleted: string }>('useRemoveSocial', name, (variables) => ({
    path: { id: variables.ownerId, [param]: variables.socialId },
  }));
}

/** Every program (GET /programs/). */
const usePrograms = readHook('programs.all');
/** The programs (`count`), page after page. */
const useProgramsPages = listHook('programs.list');

/** The creators of one program (`count`), page after page. */
function useProgramCreators(
  programId: string,
  query?: { count?: number },
  options?: BackofficeInfiniteOptions<'programs.creators'>,
) {
  return useBackofficeInfiniteQuery('programs.creators', { path: { id: programId }, query }, options);
}

/** POST /creators/{id}/programs/: `mutate({ path: { id }, body: { programId } })`; a program it is in already is a 409. */
const useAddCreatorProgram = mutationHook('creators.programs.add');
/** DELETE /creators/{id}/programs/{creatorProgramId}: `mutate({ path: { id, creatorProgramId } })`. */
const useRemoveCreatorProgram = mutationHook('creators.programs.remove');
/** DELETE /creators/{id}/agencies/{creatorAgencyId}: the creator's agency link, `mutate({ path: { id, creatorAgencyId } })`. */
const useRemoveCreatorAgency = mutationHook('creators.agencies.delete');

/** A channel's part names. */
type ChannelPart = 'stats' | 'features' | 'creator';

/** One channel with the parts asked for. */
function useChannel(id: string, parts?: ChannelPart[], options?: BackofficeQueryOptions<'channels.get'>) {
  return useBackofficeQuery('channels.get', { path: { id }, query: { parts } }, options);
}

/** Several channels by id with the parts asked for. */
function useChannelsBulk(
  ids: string[],
  parts?: ChannelPart[],
  options?: BackofficeQueryOptions<'channels.bulk'>,
) {
  return useBackofficeQuery('channels.bulk', { query: { ids, parts } }, options);
}

/** DELETE /channels/{id}: `mutate({ path: { id }, query: { keepSendingOffers } })`. */
const useDeleteChannel = mutationHook('channels.delete');

export {
  SOCIAL_CALLS,
  useAddSocial,
  useRemoveSocial,
  usePrograms,
  useProgramsPages,
  useProgramCreators,
  useAddCreatorProgram,
  useRemoveCreatorProgram,
  useRemoveCreatorAgency,
  useChannel,
  useChannelsBulk,
  useDeleteChannel,
};
export type { SocialOwner, AddSocialVariables, RemoveSocialVariables, ChannelPart };
