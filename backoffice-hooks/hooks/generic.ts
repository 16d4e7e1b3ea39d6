// The generic hooks, typed from the table: every read, paged list and write by entry name.
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { BackofficeError } from '../errors';
import {
  backofficeInfiniteQueryOptions,
  backofficeMutationOptions,
  backofficeQueryOptions,
  type PageParam,
} from '../options';
import { useBackofficeClient } from '../provider';
import type {
  CallArgs,
  CallParams,
  EndpointName,
  EndpointParams,
  EndpointResponse,
  MutationName,
  PagedName,
  QueryName,
} from '../types';

/** Extra `useQuery` options of a back-office read (key and fetch come from the table). */
type BackofficeQueryOptions<N extends QueryName> = Omit<
  UseQueryOptions<EndpointResponse<N>, BackofficeError, EndpointResponse<N>, QueryKey>,
  'queryKey' | 'queryFn'
>;
/** Extra `useInfiniteQuery` options of a paged list. */
type BackofficeInfiniteOptions<N extends PagedName> = Omit<
  UseInfiniteQueryOptions<
    EndpointResponse<N>,
    BackofficeError,
    InfiniteData<EndpointResponse<N>, PageParam>,
    QueryKey,
    PageParam
  >,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>;
/** Extra `useMutation` options of a write; callbacks run after the built-in ones. */
type BackofficeMutationHookOptions<N extends MutationName> = Omit<
  UseMutationOptions<EndpointResponse<N>, BackofficeError, CallParams<N>, unknown>,
  'mutationFn' | 'mutationKey' | 'onMutate'
>;

/** Any read by name: `useBackofficeQuery('agencies.stats')`, `useBackofficeQuery('teams.get', { path: { id } })`. */
function useBackofficeQuery<N extends QueryName>(
  name: N,
  ...[params, options]: [...CallArgs<N>, BackofficeQueryOptions<N>?]
) {
  const client = useBackofficeClient('useBackofficeQuery');
  const args = [params] as CallArgs<N>;
  return useQuery({ ...backofficeQueryOptions(client, name, ...args), ...options });
}

/** Any paged list by name, page after page. */
function useBackofficeInfiniteQuery<N extends PagedName>(
  name: N,
  ...[params, options]: [...CallArgs<N>, BackofficeInfiniteOptions<N>?]
) {
  const client = useBackofficeClient('useBackofficeInfiniteQuery');
  const args = [params] as CallArgs<N>;
  return useInfiniteQuery({ ...backofficeInfiniteQueryOptions(client, name, ...args), ...options });
}

type Callback = ((...args: never[]) => unknown) | undefined;
function chain<F extends Callback>(first: F, second: F): F {
  if (!second) return first;
  return (async (...args: never[]) => {
    await first?.(...args);
    return second(...args);
  }) as F;
}

/** Any write by name: `useBackofficeMutation('teams.create').mutate({ body })`. */
function useBackofficeMutation<N extends MutationName>(
  name: N,
  options: BackofficeMutationHookOptions<N> = {},
) {
  const client = useBackofficeClient('useBackofficeMutation');
  const queryClient = useQueryClient();
  const base = backofficeMutationOptions(client, queryClient, name);
  return useMutation({
    ...options,
    ...base,
    onSuccess: chain(base.onSuccess, options.onSuccess),
    onError: chain(base.onError, options.onError as typeof base.onError),
    onSettled: chain(base.onSettled, options.onSettled as typeof base.onSettled),
  });
}

/** A write hook over one entry: `const useX = mutationHook('teams.create')`. */
function mutationHook<N extends MutationName>(name: N) {
  return function useWrite(options?: BackofficeMutationHookOptions<N>) {
    return useBackofficeMutation(name, options);
  };
}

/** Entries whose parameters are only an optional query. */
type QueryOnlyName<Names extends PagedName | QueryName> = {
  [N in Names]: CallArgs<N> extends [params?: { query?: infer _Q; signal?: AbortSignal }] ? N : never;
}[Names];
/** The query of a query-only entry. */
type QueryOf<N extends EndpointName> = EndpointParams<N> extends { query?: infer Q } ? Q : never;

/** A paged-list hook over a query-only entry: `useX(query?, options?)`, page after page. */
function listHook<N extends QueryOnlyName<PagedName>>(name: N) {
  return function usePagedList(query?: QueryOf<N>, options?: BackofficeInfiniteOptions<N>) {
    return useBackofficeInfiniteQuery(
      name,
      ...([{ query }, options] as unknown as [...CallArgs<N>, BackofficeInfiniteOptions<N>]),
    );
  };
}

/** A read hook over an entry without parameters: `useX(options?)`. */
function readHook<N extends QueryOnlyName<QueryName>>(name: N) {
  return function useRead(options?: BackofficeQueryOptions<N>) {
    return useBackofficeQuery(
      name,
      ...([undefined, options] as unknown as [...CallArgs<N>, BackofficeQueryOptions<N>]),
    );
  };
}

export {
  useBackofficeQuery,
  useBackofficeInfiniteQuery,
  useBackofficeMutation,
  mutationHook,
  listHook,
  readHook,
};
export type { BackofficeQueryOptions, BackofficeInfiniteOptions, BackofficeMutationHookOptions };
