// TanStack Query option factories derived from the table: query options for every read, infinite
// query options for every paged list, mutation options (invalidation, optimistic updates with
// rollback) for every write. Plain functions: usable with or without the hooks.
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { endpoints } from './endpoints';
import type { EndpointDefinition, Paging } from './endpoint';
import type { BackofficeError } from './errors';
import type { BackofficeClient } from './client';
import { ROOT, backofficeKeys } from './keys';
import { optimisticUpdates, type OptimisticPatch } from './optimistic';
import type {
  CallArgs,
  CallParams,
  EndpointName,
  EndpointResponse,
  MutationName,
  PagedName,
  QueryName,
} from './types';

/** The page parameter of an infinite list: a page number, or a page token (`null` for the first page). */
type PageParam = number | string | null;

/** What a mutation's onMutate hands to onError: the cache as it was before the optimistic patches. */
interface OptimisticSnapshot {
  /** Query data as it was, newest patch last. */
  snapshots: [QueryKey, unknown][];
}

interface RawParams {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

function send<N extends EndpointName>(client: BackofficeClient, name: N, params: RawParams | undefined) {
  const call = client.call as (name: EndpointName, params?: RawParams) => Promise<unknown>;
  return call(name, params) as Promise<EndpointResponse<N>>;
}

/** Query options of a read: `useQuery(backofficeQueryOptions(client, 'creators.get', { path: { id } }))`. */
function backofficeQueryOptions<N extends QueryName>(
  client: BackofficeClient,
  name: N,
  ...args: CallArgs<N>
) {
  const params = args[0] as RawParams | undefined;
  return queryOptions<EndpointResponse<N>, BackofficeError, EndpointResponse<N>, QueryKey>({
    queryKey: backofficeKeys.endpoint(name, ...args),
    queryFn: ({ signal }) => send(client, name, { ...params, signal }),
  });
}

function withPage(paging: Paging, params: RawParams | undefined, page: PageParam): RawParams {
  if (paging === 'body') return { ...params, body: { ...(params?.body as object), page } };
  const field = paging === 'token' ? 'pageToken' : 'page';
  return { ...params, query: { ...params?.query, [field]: page ?? undefined } };
}

function nextPageParam(paging: Paging, last: unknown): PageParam | undefined {
  const page = last as { hasMore?: boolean; page?: number; nextPageToken?: string | null };
  if (paging === 'token') return page.nextPageToken ?? undefined;
  return page.hasMore ? (page.page ?? 0) + 1 : undefined;
}

/** Infinite query options of a paged list (page/count with `hasMore`, or pageSize/pageToken). */
function backofficeInfiniteQueryOptions<N extends PagedName>(
  client: BackofficeClient,
  name: N,
  ...args: CallArgs<N>
) {
  const params = args[0] as RawParams | undefined;
  const paging = (endpoints[name] as EndpointDefinition).paging!;
  const given = paging === 'body' ? (params?.body as { page?: number })?.page : params?.query?.page;
  const initialPageParam: PageParam =
    paging === 'token' ? ((params?.query?.pageToken as string) ?? null) : ((given as number) ?? 1);
  return infiniteQueryOptions<
    EndpointResponse<N>,
    BackofficeError,
    InfiniteData<EndpointResponse<N>, PageParam>,
    QueryKey,
    PageParam
  >({
    queryKey: backofficeKeys.infinite(name, ...args),
    initialPageParam,
    queryFn: ({ pageParam, signal }) =>
      send(client, name, { ...withPage(paging, params, pageParam), signal }),
    getNextPageParam: (last) => nextPageParam(paging, last),
  });
}

/** Mutation options of a write: the call, then invalidation of what it changes (and optimistic patches). */
type BackofficeMutationOptions<N extends MutationName> = UseMutationOptions<
  EndpointResponse<N>,
  BackofficeError,
  CallParams<N>,
  OptimisticSnapshot
>;

async function applyPatches(
  queryClient: QueryClient,
  patches: OptimisticPatch[],
): Promise<OptimisticSnapshot> {
  const snapshots: [QueryKey, unknown][] = [];
  for (const { queryKey, predicate, update } of patches) {
    const filters = predicate ? { queryKey, predicate } : { queryKey };
    await queryClient.cancelQueries(filters);
    snapshots.push(...queryClient.getQueriesData(filters));
    queryClient.setQueriesData(filters, update);
  }
  return { snapshots };
}

/** Invalidates the queries the endpoint table says a write of `name` changes (its `invalidates`). */
function invalidateWritten(queryClient: QueryClient, name: EndpointName): Promise<void[]> {
  const definition: EndpointDefinition = endpoints[name];
  return Promise.all(
    (definition.invalidates ?? []).map((prefix) =>
      queryClient.invalidateQueries({ queryKey: [ROOT, ...prefix] }),
    ),
  );
}

/** Mutation options of a write, for `useMutation` or `queryClient.getMutationCache()`. */
function backofficeMutationOptions<N extends MutationName>(
  client: BackofficeClient,
  queryClient: QueryClient,
  name: N,
): BackofficeMutationOptions<N> {
  const optimistic = optimisticUpdates[name] as
    ((params: CallParams<N>, queryClient: QueryClient) => OptimisticPatch[]) | undefined;
  return {
    mutationKey: backofficeKeys.mutation(name),
    mutationFn: (params) => send(client, name, params as RawParams),
    onMutate: optimistic ? (params) => applyPatches(queryClient, optimistic(params, queryClient)) : undefined,
    onError: (_error, _params, context) => {
      for (const [key, data] of [...(context?.snapshots ?? [])].reverse())
        queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateWritten(queryClient, name),
  };
}

export {
  backofficeQueryOptions,
  backofficeInfiniteQueryOptions,
  backofficeMutationOptions,
  invalidateWritten,
};
export type { PageParam, OptimisticSnapshot, BackofficeMutationOptions };
