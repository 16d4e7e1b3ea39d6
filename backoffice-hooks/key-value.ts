// The key-value store client (spec section 1: "a key-value store client uses /v2/channel"; the
// answers are not shown). Keys belong to a channel; a value is any JSON value. Our choice of calls
// and limits is described in docs/backoffice-streaming.md.
import * as v from 'valibot';
import type { CallDefinition } from './endpoint';
import { createTableClient, type ServiceClientOptions, type TableClient } from './table';

/** One call of the key-value store. */
interface KeyValueEndpointDefinition extends CallDefinition {
  /** Its resource group: always `channel` (`/v2/channel`). */
  readonly group: 'channel';
}

function keyValueEndpoint<const D extends KeyValueEndpointDefinition>(definition: D): D {
  return definition;
}

/** A JSON value. */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Any JSON value. */
const JsonValueSchema: v.GenericSchema<JsonValue> = v.lazy(() =>
  v.union([
    v.string(),
    v.number(),
    v.boolean(),
    v.null(),
    v.array(JsonValueSchema),
    v.record(v.string(), JsonValueSchema),
  ]),
);

/** What a key must look like: 1 to 128 of letters, digits and `_ . : -`. */
const KEY_VALUE_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
/** The largest value, in bytes of its JSON text (UTF-8). */
const KEY_VALUE_MAX_VALUE_BYTES = 16_384;
/** How many keys one channel may hold. */
const KEY_VALUE_MAX_KEYS = 100;

/** One stored key of a channel. */
const KeyValueEntrySchema = v.object({
  /** The channel the key belongs to. */
  channelId: v.string(),
  /** The key. */
  key: v.string(),
  /** The stored JSON value. */
  value: JsonValueSchema,
  /** When it was last written (ISO 8601). */
  updatedAt: v.string(),
  /** Who wrote it last (user id), null when unknown. */
  updatedBy: v.nullable(v.string()),
});

/** Every key of a channel, by key. */
const KeyValueListSchema = v.object({
  /** The channel. */
  channelId: v.string(),
  /** Its keys, ordered by key. */
  items: v.array(KeyValueEntrySchema),
});

/** The answer to a delete. */
const KeyValueDeletedSchema = v.object({
  /** The channel. */
  channelId: v.string(),
  /** The key that was removed. */
  deleted: v.string(),
});

/** The body of a write. */
const KeyValuePutSchema = v.object({
  /** The value to store (any JSON value, at most 16 KiB as JSON). */
  value: JsonValueSchema,
});

const CHANNEL_KEY = ['channel'] as const;

/** The calls of the key-value store, by name. */
const keyValueEndpoints = {
  /** Every key of a channel. */
  'channel.keys.list': keyValueEndpoint({
    group: 'channel',
    method: 'GET',
    path: '/v2/channel/{channelId}',
    key: CHANNEL_KEY,
    response: KeyValueListSchema,
  }),
  /** One key of a channel; 404 when it is not set. */
  'channel.keys.get': keyValueEndpoint({
    group: 'channel',
    method: 'GET',
    path: '/v2/channel/{channelId}/{key}',
    key: CHANNEL_KEY,
    response: KeyValueEntrySchema,
  }),
  /** Sets a key (creates or replaces it). */
  'channel.keys.put': keyValueEndpoint({
    group: 'channel',
    method: 'PUT',
    path: '/v2/channel/{channelId}/{key}',
    key: CHANNEL_KEY,
    body: KeyValuePutSchema,
    response: KeyValueEntrySchema,
  }),
  /** Removes a key; 404 when it is not set. */
  'channel.keys.delete': keyValueEndpoint({
    group: 'channel',
    method: 'DELETE',
    path: '/v2/channel/{channelId}/{key}',
    key: CHANNEL_KEY,
    response: KeyValueDeletedSchema,
  }),
} as const;

/** The key-value table's type. */
type KeyValueEndpoints = typeof keyValueEndpoints;
/** The key-value store client. */
type KeyValueClient = TableClient<KeyValueEndpoints>;

/** Options of `createKeyValueClient`: its base address, and a shared transport or the transport's options. */
type KeyValueClientOptions = ServiceClientOptions;

/** Creates the key-value store client. Pure: no browser API is touched until a call runs. */
function createKeyValueClient(options: KeyValueClientOptions): KeyValueClient {
  return createTableClient(keyValueEndpoints, ['keyValue'], options);
}

type KeyValueEntry = v.InferOutput<typeof KeyValueEntrySchema>;
type KeyValueList = v.InferOutput<typeof KeyValueListSchema>;

export {
  KEY_VALUE_KEY_PATTERN,
  KEY_VALUE_MAX_VALUE_BYTES,
  KEY_VALUE_MAX_KEYS,
  keyValueEndpoints,
  createKeyValueClient,
  JsonValueSchema,
  KeyValueEntrySchema,
  KeyValueListSchema,
  KeyValueDeletedSchema,
  KeyValuePutSchema,
};
export type {
  JsonValue,
  KeyValueEndpointDefinition,
  KeyValueEndpoints,
  KeyValueClient,
  KeyValueClientOptions,
  KeyValueEntry,
  KeyValueList,
};
