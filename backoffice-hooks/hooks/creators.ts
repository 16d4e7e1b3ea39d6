// Creator hooks: search, detail, bulk, updates, merge, blocklist and labels.
import type { CreatorSearchRequest } from '../schemas';
import type { CreatorPart } from '../values';
import type { EndpointParams } from '../types';
import {
  useBackofficeInfiniteQuery,
  useBackofficeMutation,
  useBackofficeQuery,
  type BackofficeInfiniteOptions,
  type BackofficeMutationHookOptions as Mutation,
  type BackofficeQueryOptions,
} from './generic';

/** Creator search (POST /search/creators/), page after page; `request.page` is the first page. */
function useCreators(
  request: CreatorSearchRequest = {},
  options?: BackofficeInfiniteOptions<'search.creators'>,
) {
  return useBackofficeInfiniteQuery('search.creators', { body: request }, options);
}

/** One creator with the parts asked for. */
function useCreator(id: string, parts?: CreatorPart[], options?: BackofficeQueryOptions<'creators.get'>) {
  return useBackofficeQuery('creators.get', { path: { id }, query: { parts } }, options);
}

/** Several creators by id. */
function useCreatorsBulk(
  ids: string[],
  parts?: CreatorPart[],
  options?: BackofficeQueryOptions<'creators.bulk'>,
) {
  return useBackofficeQuery('creators.bulk', { query: { ids, parts } }, options);
}

/** PUT /creators/{id}: `mutate({ path: { id }, body })`. */
const useUpdateCreator = (options?: Mutation<'creators.update'>) =>
  useBackofficeMutation('creators.update', options);
/** PUT /creators/bulk/update: `mutate({ body: { ids, operation, values } })`. */
const useBulkUpdateCreators = (options?: Mutation<'creators.bulkUpdate'>) =>
  useBackofficeMutation('creators.bulkUpdate', options);
/** POST /creators/merge: `mutate({ body: { sourceId, targetId } })`; answers the target. */
const useMergeCreators = (options?: Mutation<'creators.merge'>) =>
  useBackofficeMutation('creators.merge', options);
/** POST /blocklist/: `mutate({ body: { creatorId, reason } })`. */
const useBlockCreator = (options?: Mutation<'blocklist.create'>) =>
  useBackofficeMutation('blocklist.create', options);
/** DELETE /blocklist/{creatorId}: `mutate({ path: { creatorId }, body: { reason } })`. */
const useUnblockCreator = (options?: Mutation<'blocklist.delete'>) =>
  useBackofficeMutation('blocklist.delete', options);

/** The blocklist, page after page. */
function useBlocklist(
  query?: EndpointParams<'blocklist.list'>['query'],
  options?: BackofficeInfiniteOptions<'blocklist.list'>,
) {
  return useBackofficeInfiniteQuery('blocklist.list', { query }, options);
}

/** Every label (GET /lables/). */
const useLabels = (options?: BackofficeQueryOptions<'labels.list'>) =>
  useBackofficeQuery('labels.list', undefined, options);

/** The values of one label. */
const useLabelValues = (labelId: string, options?: BackofficeQueryOptions<'labels.values'>) =>
  useBackofficeQuery('labels.values', { path: { id: labelId } }, options);

/** Adds a label to a creator, shown at once: `mutate({ path: { id, labelId }, body: { value } })`. */
const useAddCreatorLabel = (options?: Mutation<'creators.labels.add'>) =>
  useBackofficeMutation('creators.labels.add', options);
/** Removes a creator's label, gone at once: `mutate({ path: { id, creatorLabelId } })`. */
const useRemoveCreatorLabel = (options?: Mutation<'creators.labels.remove'>) =>
  useBackofficeMutation('creators.labels.remove', options);

export {
  useCreators,
  useCreator,
  useCreatorsBulk,
  useUpdateCreator,
  useBulkUpdateCreators,
  useMergeCreators,
  useBlockCreator,
  useUnblockCreator,
  useBlocklist,
  useLabels,
  useLabelValues,
  useAddCreatorLabel,
  useRemoveCreatorLabel,
};
