// The streaming-platform client (spec section 1: "resource groups under /kappa/v2 and /v3"; the
// answers are not shown). The resource set is ours, kept small (docs/backoffice-streaming.md):
// /kappa/v2 is the channel-centred API (a channel by id or by login, a channel's live stream), /v3 the
// user-centred one with bulk reads (users by id, live streams of many channels).
import * as v from 'valibot';
import type { CallDefinition } from './endpoint';
import { createTableClient, type ServiceClientOptions, type TableClient } from './table';
import { ChannelPlatformSchema } from './values';

/** The resource groups of the streaming-platform client. */
type StreamingGroup = 'kappaChannels' | 'kappaStreams' | 'users' | 'streams';

/** One call of the streaming-platform service. */
interface StreamingEndpointDefinition extends CallDefinition {
  /** Its resource group: `kappa*` under /kappa/v2, the others under /v3. */
  readonly group: StreamingGroup;
}

function streamingEndpoint<const D extends StreamingEndpointDefinition>(definition: D): D {
  return definition;
}

const str = v.string();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A channel on a streaming platform (a creator's channel in the back office). */
const StreamingChannelSchema = v.object({
  /** Channel id, as in the creator API (`ch_00042`). */
  id: str,
  /** The id of the user (creator) who owns the channel. */
  userId: str,
  /** The platform. */
  platform: ChannelPlatformSchema,
  /** Login (handle) on the platform, lower case. */
  login: str,
  /** Name as shown on the platform. */
  displayName: str,
  /** The channel's page. */
  url: str,
  /** Followers. */
  followers: count,
  /** Average viewers over the last 30 days. */
  averageViewers: count,
  /** When the channel was created (ISO 8601). */
  createdAt: str,
});

/** A live stream. */
const StreamSchema = v.object({
  /** Stream id (`st_<channel id>_<start>`), stable for one broadcast. */
  id: str,
  /** The channel that broadcasts. */
  channelId: str,
  /** The channel's owner. */
  userId: str,
  /** The platform. */
  platform: ChannelPlatformSchema,
  /** Title of the broadcast. */
  title: str,
  /** Category (game) of the broadcast. */
  category: str,
  /** Viewers now. */
  viewers: count,
  /** When the broadcast started (ISO 8601). */
  startedAt: str,
});

/** Whether a channel is live, and its stream when it is. */
const StreamStatusSchema = v.object({
  /** The channel. */
  channelId: str,
  /** True while the channel broadcasts. */
  live: v.boolean(),
  /** The stream while live, else null. */
  stream: v.nullable(StreamSchema),
});

/** A user of the streaming platform (a creator in the back office). */
const StreamingUserSchema = v.object({
  /** User id, as in the creator API (`cr_00042`). */
  id: str,
  /** Name as shown. */
  displayName: str,
  /** Two-letter country code. */
  country: str,
  /** Languages (codes). */
  languages: v.array(str),
  /** The user's channels, oldest first. */
  channelIds: v.array(str),
  /** When the user was created (ISO 8601). */
  createdAt: str,
});

/** Users found by id (unknown ids are left out). */
const StreamingUserListSchema = v.object({ items: v.array(StreamingUserSchema) });
/** The live streams among the channels asked for. */
const StreamListSchema = v.object({ items: v.array(StreamSchema) });

/** How many ids a bulk read takes at most. */
const STREAMING_BULK_MAX = 100;

const idList = v.pipe(v.array(str), v.minLength(1), v.maxLength(STREAMING_BULK_MAX));

/** The calls of the streaming-platform service, by name. */
const streamingEndpoints = {
  /** A channel by id. */
  'kappa.channels.get': streamingEndpoint({
    group: 'kappaChannels',
    method: 'GET',
    path: '/kappa/v2/channels/{channelId}',
    key: ['channels', 'detail'],
    response: StreamingChannelSchema,
  }),
  /** A channel by login (case-insensitive), optionally on one platform; the oldest when several match. */
  'kappa.channels.byLogin': streamingEndpoint({
    group: 'kappaChannels',
    method: 'GET',
    path: '/kappa/v2/channels/login/{login}',
    key: ['channels', 'login'],
    query: v.object({ platform: v.optional(ChannelPlatformSchema) }),
    response: StreamingChannelSchema,
  }),
  /** Whether a channel is live now, with its stream. */
  'kappa.streams.get': streamingEndpoint({
    group: 'kappaStreams',
    method: 'GET',
    path: '/kappa/v2/streams/{channelId}',
    key: ['streams', 'detail'],
    response: StreamStatusSchema,
  }),
  /** A user by id. */
  'v3.users.get': streamingEndpoint({
    group: 'users',
    method: 'GET',
    path: '/v3/users/{userId}',
    key: ['users', 'detail'],
    response: StreamingUserSchema,
  }),
  /** Up to 100 users by id. */
  'v3.users.bulk': streamingEndpoint({
    group: 'users',
    method: 'GET',
    path: '/v3/users',
    key: ['users', 'bulk'],
    query: v.object({ ids: idList }),
    response: StreamingUserListSchema,
  }),
  /** The live streams among up to 100 channels. */
  'v3.streams.live': streamingEndpoint({
    group: 'streams',
    method: 'GET',
    path: '/v3/streams',
    key: ['streams', 'live'],
    query: v.object({ channelIds: idList }),
    response: StreamListSchema,
  }),
} as const;

/** The streaming-platform table's type. */
type StreamingEndpoints = typeof streamingEndpoints;
/** The streaming-platform client. */
type StreamingClient = TableClient<StreamingEndpoints>;

/** Options of `createStreamingClient`: its base address, and a shared transport or the transport's options. */
type StreamingClientOptions = ServiceClientOptions;

/** Creates the streaming-platform client. Pure: no browser API is touched until a call runs. */
function createStreamingClient(options: StreamingClientOptions): StreamingClient {
  return createTableClient(streamingEndpoints, ['streaming'], options);
}

type StreamingChannel = v.InferOutput<typeof StreamingChannelSchema>;
type Stream = v.InferOutput<typeof StreamSchema>;
type StreamStatus = v.InferOutput<typeof StreamStatusSchema>;
type StreamingUser = v.InferOutput<typeof StreamingUserSchema>;

export {
  STREAMING_BULK_MAX,
  streamingEndpoints,
  createStreamingClient,
  StreamingChannelSchema,
  StreamSchema,
  StreamStatusSchema,
  StreamingUserSchema,
  StreamingUserListSchema,
  StreamListSchema,
};
export type {
  StreamingGroup,
  StreamingEndpointDefinition,
  StreamingEndpoints,
  StreamingClient,
  StreamingClientOptions,
  StreamingChannel,
  Stream,
  StreamStatus,
  StreamingUser,
};
