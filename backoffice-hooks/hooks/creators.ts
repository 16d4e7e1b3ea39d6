// Creator hooks: search, detail, bulk, updates, merge, blocklist and labels.
import type { CreatorSearchRequest } from '../schemas';
import type { CreatorPart } from '../values';
import {
  listHook,
  mutationHook,
  readHook,
  useBackofficeInfiniteQuery,
  useBackofficeQuery,
  type BackofficeInfiniteOptions,
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
const useUpdateCreator = mutationHook('creators.update');
/** PUT /creators/bulk/update: `mutate({ body: { ids, operation, values } })`. */
const useBulkUpdateCreators = mutationHook('creators.bulkUpdate');
/** POST /creators/merge: `mutate({ body: { sourceId, targetId } })`; answers the target. */
const useMergeCreators = mutationHook('creators.merge');
/** POST /blocklist/: `mutate({ body: { creatorId, reason } })`. */
const useBlockCreator = mutationHook('blocklist.create');
/** DELETE /blocklist/{creatorId}: `mutate({ path: { creatorId }, body: { reason } })`. */
const useUnblockCreator = mutationHook('blocklist.delete');
/** The blocklist (`filtersjson`, `count`), page after page. */
const useBlocklist = listHook('blocklist.list');
/** Every label (GET /lables/). */
const useLabels = readHook('labels.list');

/** The values of one label. */
const useLabelValues = (labelId: string, options?: BackofficeQueryOptions<'labels.values'>) =>
  useBackofficeQuery('labels.values', { path: { id: labelId } }, options);

/** Adds a label to a creator, shown at once: `mutate({ path: { id, labelId }, body: { value } })`; a label it has already is 409 `label_exists` unless `body.replace` is true (then its value changes). */
const useAddCreatorLabel = mutationHook('creators.labels.add');
/** Removes a creator's label, gone at once: `mutate({ path: { id, creatorLabelId } })`. */
const useRemoveCreatorLabel = mutationHook('creators.labels.remove');

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
