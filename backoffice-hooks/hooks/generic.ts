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
import type { CallArgs, CallParams, EndpointResponse, MutationName, PagedName, QueryName } from '../types';

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

export { useBackofficeQuery, useBackofficeInfiniteQuery, useBackofficeMutation };
export type { BackofficeQueryOptions, BackofficeInfiniteOptions, BackofficeMutationHookOptions };
