// Agencies, agents, managers, teams, payments and permission groups.
import type { EndpointParams } from '../types';
import {
  listHook,
  mutationHook,
  readHook,
  useBackofficeInfiniteQuery,
  useBackofficeQuery,
  type BackofficeInfiniteOptions,
  type BackofficeQueryOptions,
} from './generic';

/** Agencies (`withStats`, `filtersjson`, `count`), page after page. */
const useAgencies = listHook('agencies.list');

/** One agency; `parts` adds socials and agents. */
function useAgency(
  id: string,
  parts?: ('socials' | 'agents')[],
  options?: BackofficeQueryOptions<'agencies.get'>,
) {
  return useBackofficeQuery('agencies.get', { path: { id }, query: { parts } }, options);
}

/** Agents (`withStats`, `filtersjson`, `count`), page after page. */
const useAgents = listHook('agents.list');
/** Managers (`parts`, `filtersjson`, `count`), page after page. */
const useManagers = listHook('managers.list');
/** Every manager team. */
const useTeams = readHook('teams.all');

/** A creator's payments, page after page by page token. */
function useCreatorPayments(
  creatorId: string,
  query?: EndpointParams<'payments.creators.list'>['query'],
  options?: BackofficeInfiniteOptions<'payments.creators.list'>,
) {
  return useBackofficeInfiniteQuery('payments.creators.list', { path: { creatorId }, query }, options);
}

/** Every permission group. */
const usePermissionGroups = readHook('permissions.groups.list');
/** The members of a permission group. */
const usePermissionGroupMembers = (
  groupName: string,
  options?: BackofficeQueryOptions<'permissions.members.list'>,
) => useBackofficeQuery('permissions.members.list', { path: { groupName } }, options);
/** Creates a group: `mutate({ body: { name, description } })`. */
const useCreatePermissionGroup = mutationHook('permissions.groups.create');
/** Removes a group: `mutate({ path: { groupName } })`. */
const useRemovePermissionGroup = mutationHook('permissions.groups.remove');
/** Adds users by id: `mutate({ path: { groupName }, body: { userIds }, authorization })`. */
const useAddGroupMembers = mutationHook('permissions.members.add');
/** Removes users by id: `mutate({ path: { groupName }, body: { userIds }, authorization })`. */
const useRemoveGroupMembers = mutationHook('permissions.members.remove');
/** Adds users by email: `mutate({ path: { groupName }, body: { emails } })`. */
const useAddGroupMembersByEmail = mutationHook('permissions.members.addByEmail');

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
