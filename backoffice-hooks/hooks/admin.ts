// The figures, the service's and the search's state, the finance summaries and the membership
// check: the reads and writes behind the staff app's admin, finance and directory-figure screens.
import type { EndpointParams } from '../types';
import {
  mutationHook,
  readHook,
  useBackofficeInfiniteQuery,
  useBackofficeQuery,
  type BackofficeInfiniteOptions,
  type BackofficeQueryOptions,
} from './generic';

/** How often the unread-notes count and the service's state are asked again, in milliseconds. */
const STATUS_REFRESH_MS = 60_000;

/** The agencies' figures (GET /agencies/stats): total, with agents, their creators, by country. */
const useAgencyStats = readHook('agencies.stats');
/** The managers' figures (GET /managers/stats): total, by team role, creators without a manager. */
const useManagerStats = readHook('managers.stats');

/** An agency's creators (GET /agencies/{id}/creators), page after page; idle without an id. */
function useAgencyCreators(
  id: string | null | undefined,
  query?: { count?: number },
  options?: BackofficeInfiniteOptions<'agencies.creators'>,
) {
  return useBackofficeInfiniteQuery(
    'agencies.creators',
    { path: { id: id ?? '' }, query },
    { enabled: Boolean(id), ...options },
  );
}

/**
 * The number of unread notes (GET /notes/totalUnreadNotes), all of them or of a context; asked
 * again every minute and when the window gets focus, and refreshed by every note write (they
 * invalidate `['notes']`).
 */
function useUnreadNotesCount(
  query?: EndpointParams<'notes.unreadCount'>['query'],
  options?: BackofficeQueryOptions<'notes.unreadCount'>,
) {
  return useBackofficeQuery(
    'notes.unreadCount',
    { query },
    { refetchInterval: STATUS_REFRESH_MS, refetchOnWindowFocus: true, ...options },
  );
}

/** The creator search index's state (GET /search/creators/status): how many, when, healthy. */
const useSearchStatus = (options?: BackofficeQueryOptions<'search.status'>) =>
  useBackofficeQuery('search.status', undefined, { refetchInterval: STATUS_REFRESH_MS, ...options });
/** Opens a point in time of the creator search: `mutate({ query: { keepAlive: '5m' } })`. */
const useOpenSearchPit = mutationHook('search.pit.open');
/** Closes a point in time: `mutate({ path: { id } })`; `closed` is false when it had expired. */
const useCloseSearchPit = mutationHook('search.pit.close');
/** Reindexes one creator for search (admin group): `mutate({ path: { id } })`; refreshes searches. */
const useReindexCreator = mutationHook('creators.reindex');

/** The service's health (GET /health), asked again every minute. */
const useHealth = (options?: BackofficeQueryOptions<'health.check'>) =>
  useBackofficeQuery('health.check', undefined, { refetchInterval: STATUS_REFRESH_MS, ...options });

/** POST /jobs/import: a contact-email import from text, `mutate({ body: { jobType: 'importCreatorEmail', csv } })`. */
const useJobImport = mutationHook('jobs.import');

/** Whether a user is a member of a group (admin group); idle until both are known. */
function useMembershipCheck(
  groupName: string | null | undefined,
  userId: string | null | undefined,
  options?: BackofficeQueryOptions<'permissions.members.check'>,
) {
  return useBackofficeQuery(
    'permissions.members.check',
    { path: { groupName: groupName ?? '', userId: userId ?? '' } },
    { enabled: Boolean(groupName && userId), ...options },
  );
}

/** The payment summary of an agency's agents (finance group); idle without an agency. */
function useAgentPaymentSummary(
  agencyId: string | null | undefined,
  query?: EndpointParams<'payments.agencies.agents'>['query'],
  options?: BackofficeQueryOptions<'payments.agencies.agents'>,
) {
  return useBackofficeQuery(
    'payments.agencies.agents',
    { path: { id: agencyId ?? '' }, query },
    { enabled: Boolean(agencyId), ...options },
  );
}

/** An agent's payment account status (finance group); idle without an agent. */
function usePaymentAccountStatus(
  agentId: string | null | undefined,
  options?: BackofficeQueryOptions<'payments.accounts.status'>,
) {
  return useBackofficeQuery(
    'payments.accounts.status',
    { path: { id: agentId ?? '' } },
    { enabled: Boolean(agentId), ...options },
  );
}
/** Sets an agent's payment account: `mutate({ path: { agentId }, body: { holderName, iban, country } })`. */
const useSetPaymentAccount = mutationHook('payments.accounts.create');

export {
  STATUS_REFRESH_MS,
  useAgencyStats,
  useManagerStats,
  useAgencyCreators,
  useUnreadNotesCount,
  useSearchStatus,
  useOpenSearchPit,
  useCloseSearchPit,
  useReindexCreator,
  useHealth,
  useJobImport,
  useMembershipCheck,
  useAgentPaymentSummary,
  usePaymentAccountStatus,
  useSetPaymentAccount,
};
