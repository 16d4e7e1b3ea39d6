// The streaming-platform and key-value hooks: reads through TanStack Query, writes that invalidate
// the channel's keys.
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { BackofficeError } from '../errors';
import { keyValueEndpoints, type KeyValueEndpoints } from '../key-value';
import { ROOT } from '../keys';
import { useKeyValueClient, useStreamingClient } from '../provider';
import { streamingEndpoints, type StreamingEndpoints } from '../streaming';
import { tableQueryOptions, type TableCallParams, type TableResponse } from '../table';
import type { ChannelPlatform } from '../values';

/** Extra `useQuery` options of a streaming read (key and fetch come from the table). */
type StreamingQueryOptions<N extends keyof StreamingEndpoints & string> = Omit<
  UseQueryOptions<
    TableResponse<StreamingEndpoints, N>,
    BackofficeError,
    TableResponse<StreamingEndpoints, N>,
    QueryKey
  >,
  'queryKey' | 'queryFn'
>;
/** Extra `useQuery` options of a key-value read. */
type KeyValueQueryOptions<N extends keyof KeyValueEndpoints & string> = Omit<
  UseQueryOptions<
    TableResponse<KeyValueEndpoints, N>,
    BackofficeError,
    TableResponse<KeyValueEndpoints, N>,
    QueryKey
  >,
  'queryKey' | 'queryFn'
>;

/** A streaming channel by id (`/kappa/v2/channels/{channelId}`). */
function useStreamingChannel(channelId: string, options?: StreamingQueryOptions<'kappa.channels.get'>) {
  const client = useStreamingClient('useStreamingChannel');
  return useQuery({
    ...tableQueryOptions(client, streamingEndpoints, 'kappa.channels.get', { path: { channelId } }),
    ...options,
  });
}

/** A streaming channel by login, optionally on one platform (`/kappa/v2/channels/login/{login}`). */
function useStreamingChannelByLogin(
  login: string,
  platform?: ChannelPlatform,
  options?: StreamingQueryOptions<'kappa.channels.byLogin'>,
) {
  const client = useStreamingClient('useStreamingChannelByLogin');
  return useQuery({
    ...tableQueryOptions(client, streamingEndpoints, 'kappa.channels.byLogin', {
      path: { login },
      query: { platform },
    }),
    ...options,
  });
}

/** Whether a channel is live, with its stream (`/kappa/v2/streams/{channelId}`). */
function useStreamStatus(channelId: string, options?: StreamingQueryOptions<'kappa.streams.get'>) {
  const client = useStreamingClient('useStreamStatus');
  return useQuery({
    ...tableQueryOptions(client, streamingEndpoints, 'kappa.streams.get', { path: { channelId } }),
    ...options,
  });
}

/** Streaming users by id, up to 100 (`/v3/users`). */
function useStreamingUsers(ids: string[], options?: StreamingQueryOptions<'v3.users.bulk'>) {
  const client = useStreamingClient('useStreamingUsers');
  return useQuery({
    ...tableQueryOptions(client, streamingEndpoints, 'v3.users.bulk', { query: { ids } }),
    enabled: ids.length > 0,
    ...options,
  });
}

/** The live streams among up to 100 channels (`/v3/streams`). */
function useLiveStreams(channelIds: string[], options?: StreamingQueryOptions<'v3.streams.live'>) {
  const client = useStreamingClient('useLiveStreams');
  return useQuery({
    ...tableQueryOptions(client, streamingEndpoints, 'v3.streams.live', { query: { channelIds } }),
    enabled: channelIds.length > 0,
    ...options,
  });
}

/** Every key of a channel (`/v2/channel/{channelId}`). */
function useChannelKeys(channelId: string, options?: KeyValueQueryOptions<'channel.keys.list'>) {
  const client = useKeyValueClient('useChannelKeys');
  return useQuery({
    ...tableQueryOptions(client, keyValueEndpoints, 'channel.keys.list', { path: { channelId } }),
    ...options,
  });
}

/** One key of a channel (`/v2/channel/{channelId}/{key}`); a key that is not set is a NotFoundError. */
function useChannelKey(channelId: string, key: string, options?: KeyValueQueryOptions<'channel.keys.get'>) {
  const client = useKeyValueClient('useChannelKey');
  return useQuery({
    ...tableQueryOptions(client, keyValueEndpoints, 'channel.keys.get', { path: { channelId, key } }),
    ...options,
  });
}

type KeyValueWrite = 'channel.keys.put' | 'channel.keys.delete';
/** What every key-value write takes: the channel and the key. */
type KeyPath = { path: { channelId: string; key: string } };
/** Extra `useMutation` options of a key-value write. */
type KeyValueMutationOptions<N extends KeyValueWrite> = Omit<
  UseMutationOptions<
    TableResponse<KeyValueEndpoints, N>,
    BackofficeError,
    TableCallParams<KeyValueEndpoints, N>
  >,
  'mutationFn' | 'mutationKey'
>;

function useKeyValueWrite<N extends KeyValueWrite>(
  name: N,
  hook: string,
  options: KeyValueMutationOptions<N> = {},
) {
  const client = useKeyValueClient(hook);
  const queryClient = useQueryClient();
  const call = client.call as unknown as (name: N, params: unknown) => Promise<unknown>;
  return useMutation({
    ...options,
    mutationKey: [ROOT, ...client.keyRoot, 'channel', name],
    mutationFn: (params) => call(name, params) as Promise<TableResponse<KeyValueEndpoints, N>>,
    onSettled: async (data, error, params, context, ...rest) => {
      await queryClient.invalidateQueries({
        queryKey: [ROOT, ...client.keyRoot, 'channel', (params as unknown as KeyPath).path.channelId],
      });
      await options.onSettled?.(data, error, params, context, ...rest);
    },
  });
}

/** Sets a key: `mutate({ path: { channelId, key }, body: { value } })`; refreshes the channel's keys. */
function useSetChannelKey(options?: KeyValueMutationOptions<'channel.keys.put'>) {
  return useKeyValueWrite('channel.keys.put', 'useSetChannelKey', options);
}

/** Removes a key: `mutate({ path: { channelId, key } })`; refreshes the channel's keys. */
function useDeleteChannelKey(options?: KeyValueMutationOptions<'channel.keys.delete'>) {
  return useKeyValueWrite('channel.keys.delete', 'useDeleteChannelKey', options);
}

export {
  useStreamingChannel,
  useStreamingChannelByLogin,
  useStreamStatus,
  useStreamingUsers,
  useLiveStreams,
  useChannelKeys,
  useChannelKey,
  useSetChannelKey,
  useDeleteChannelKey,
};
export type { StreamingQueryOptions, KeyValueQueryOptions, KeyValueMutationOptions };
