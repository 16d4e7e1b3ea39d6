// Agencies, agents, managers, teams, payments and permission groups.
import type { EndpointParams } from '../types';
import {
  useBackofficeInfiniteQuery,
  useBackofficeMutation,
  useBackofficeQuery,
  type BackofficeInfiniteOptions,
  type BackofficeMutationHookOptions as Mutation,
  type BackofficeQueryOptions,
} from './generic';

/** Agencies (`withStats`, `filtersjson`, `count`), page after page. */
function useAgencies(
  query?: EndpointParams<'agencies.list'>['query'],
  options?: BackofficeInfiniteOptions<'agencies.list'>,
) {
  return useBackofficeInfiniteQuery('agencies.list', { query }, options);
}

/** One agency; `parts` adds socials and agents. */
function useAgency(
  id: string,
  parts?: ('socials' | 'agents')[],
  options?: BackofficeQueryOptions<'agencies.get'>,
) {
  return useBackofficeQuery('agencies.get', { path: { id }, query: { parts } }, options);
}

/** Agents (`withStats`, `filtersjson`, `count`), page after page. */
function useAgents(
  query?: EndpointParams<'agents.list'>['query'],
  options?: BackofficeInfiniteOptions<'agents.list'>,
) {
  return useBackofficeInfiniteQuery('agents.list', { query }, options);
}

/** Managers (`parts`, `filtersjson`, `count`), page after page. */
function useManagers(
  query?: EndpointParams<'managers.list'>['query'],
  options?: BackofficeInfiniteOptions<'managers.list'>,
) {
  return useBackofficeInfiniteQuery('managers.list', { query }, options);
}

/** Every manager team. */
const useTeams = (options?: BackofficeQueryOptions<'teams.all'>) =>
  useBackofficeQuery('teams.all', undefined, options);

/** A creator's payments, page after page by page token. */
function useCreatorPayments(
  creatorId: string,
  query?: EndpointParams<'payments.creators.list'>['query'],
  options?: BackofficeInfiniteOptions<'payments.creators.list'>,
) {
  return useBackofficeInfiniteQuery('payments.creators.list', { path: { creatorId }, query }, options);
}

/** Every permission group. */
const usePermissionGroups = (options?: BackofficeQueryOptions<'permissions.groups.list'>) =>
  useBackofficeQuery('permissions.groups.list', undefined, options);
/** The members of a permission group. */
const usePermissionGroupMembers = (
  groupName: string,
  options?: BackofficeQueryOptions<'permissions.members.list'>,
) => useBackofficeQuery('permissions.members.list', { path: { groupName } }, options);
/** Creates a group: `mutate({ body: { name, description } })`. */
const useCreatePermissionGroup = (options?: Mutation<'permissions.groups.create'>) =>
  useBackofficeMutation('permissions.groups.create', options);
/** Removes a group: `mutate({ path: { groupName } })`. */
const useRemovePermissionGroup = (options?: Mutation<'permissions.groups.remove'>) =>
  useBackofficeMutation('permissions.groups.remove', options);
/** Adds users by id: `mutate({ path: { groupName }, body: { userIds }, authorization })`. */
const useAddGroupMembers = (options?: Mutation<'permissions.members.add'>) =>
  useBackofficeMutation('permissions.members.add', options);
/** Removes users by id: `mutate({ path: { groupName }, body: { userIds }, authorization })`. */
const useRemoveGroupMembers = (options?: Mutation<'permissions.members.remove'>) =>
  useBackofficeMutation('permissions.members.remove', options);
/** Adds users by email: `mutate({ path: { groupName }, body: { emails } })`. */
const useAddGroupMembersByEmail = (options?: Mutation<'permissions.members.addByEmail'>) =>
  useBackofficeMutation('permissions.members.addByEmail', options);

export {
  useAgencies,
  useAgency,
  useAgents,
  useManagers,
  useTeams,
  useCreatorPayments,
  usePermissionGroups,
  usePermissionGroupMembers,
  useCreatePermissionGroup,
  useRemovePermissionGroup,
  useAddGroupMembers,
  useRemoveGroupMembers,
  useAddGroupMembersByEmail,
};
