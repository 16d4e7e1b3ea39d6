// Saved views, search fields, CSV imports and jobs.
import { useQuery } from '@tanstack/react-query';
import { backofficeQueryOptions } from '../options';
import { useBackofficeClient } from '../provider';
import type { Job } from '../schemas';
import {
  mutationHook,
  readHook,
  useBackofficeMutation,
  useBackofficeQuery,
  type BackofficeMutationHookOptions as Mutation,
  type BackofficeQueryOptions,
} from './generic';

/** How often `useJob` asks for a running job, in milliseconds. */
const JOB_POLL_INTERVAL_MS = 1000;

/** The saved views the user sees; with `viewType`, only that type's. */
function useSavedViews(viewType?: string, options?: BackofficeQueryOptions<'views.list'>) {
  const client = useBackofficeClient('useSavedViews');
  const read = viewType
    ? backofficeQueryOptions(client, 'views.byType', { path: { viewType } })
    : backofficeQueryOptions(client, 'views.list');
  return useQuery({ ...read, ...options });
}

/** Saves a view: `mutate({ body: { viewType, name, visibility, editableBy, query } })`. */
const useCreateSavedView = mutationHook('views.create');
/** Changes a view: `mutate({ path: { id }, body })`. */
const useUpdateSavedView = mutationHook('views.update');
/** Deletes a view: `mutate({ path: { id } })`. */
const useDeleteSavedView = mutationHook('views.delete');

/** The creator search fields with their types and operators. */
const useSearchFields = readHook('search.fields');

/** The most frequent values of a search field, narrowed by `term`. */
const useFieldValues = (
  field: string,
  term?: string,
  options?: BackofficeQueryOptions<'search.fieldValues'>,
) => useBackofficeQuery('search.fieldValues', { path: { field }, query: { term } }, options);

/** Which CSV import to run. */
type ImportKind = 'create' | 'update' | 'email';
const IMPORTS = {
  create: 'creators.import.csv',
  update: 'creators.import.updateCsv',
  email: 'creators.import.emailCsv',
} as const;

/** Uploads a CSV file (string or Blob): `mutate({ body: file })`; answers the accepted Job. */
function useImportCreators<K extends ImportKind = 'create'>(
  kind: K = 'create' as K,
  options?: Mutation<(typeof IMPORTS)[K]>,
) {
  return useBackofficeMutation(IMPORTS[kind], options);
}

const isFinal = (job: Job | undefined) => job?.status === 'success' || job?.status === 'failed';

/** A job, polled every second until it is `success` or `failed`; idle without an id. */
function useJob(id: string | null | undefined, options?: BackofficeQueryOptions<'jobs.get'>) {
  return useBackofficeQuery(
    'jobs.get',
    { path: { id: id ?? '' } },
    {
      enabled: Boolean(id),
      refetchInterval: (query) => (isFinal(query.state.data) ? false : JOB_POLL_INTERVAL_MS),
      ...options,
    },
  );
}

export {
  JOB_POLL_INTERVAL_MS,
  useSavedViews,
  useCreateSavedView,
  useUpdateSavedView,
  useDeleteSavedView,
  useSearchFields,
  useFieldValues,
  useImportCreators,
  useJob,
};
export type { ImportKind };
