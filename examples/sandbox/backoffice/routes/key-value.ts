/**
 * The key-value store (`/v2/channel`; docs/backoffice-streaming.md): JSON values under keys of a
 * channel, in the `channel_kv` table (schema version 3), gone with their channel. Keys are 1 to 128
 * of `A-Z a-z 0-9 _ . : -`; a value is any JSON value of at most 16 KiB as JSON text; a channel holds
 * at most 100 keys (one more is a 409 `too_many_keys`).
 */
import * as v from 'valibot';
import { first, rows } from '../db';
import type { Sql } from '../db';
import type { Route } from '../../router';
import { route, userOf } from '../context';
import type { BackofficeHandler } from '../context';
import { ApiError, invalidAt, notFound } from '../errors';
import { readBody } from '../validate';

/** What a key must look like. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
/** The largest value, in bytes of its JSON text. */
const MAX_VALUE_BYTES = 16_384;
/** How many keys one channel may hold. */
const MAX_KEYS = 100;

interface EntryRow {
  channel_id: string;
  key: string;
  value: unknown;
  updated_at: Date;
  updated_by: string | null;
}

const entryOf = (row: EntryRow) => ({
  channelId: row.channel_id,
  key: row.key,
  value: row.value,
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: row.updated_by,
});

/** The key of the path, or 400. */
function keyOf(params: Record<string, string>): string {
  const key = params.key!;
  if (!KEY_PATTERN.test(key)) {
    throw invalidAt('key', 'must be 1 to 128 of the characters A-Z a-z 0-9 _ . : -');
  }
  return key;
}

async function requireChannel(sql: Sql, channelId: string): Promise<void> {
  const found = await first(sql, 'select id from channels where id = $1', [channelId]);
  if (!found) throw notFound(`Channel ${channelId} not found`);
}

const PutBody = v.object({
  value: v.pipe(
    v.unknown(),
    v.check((value) => value !== undefined, 'is required'),
    v.check(
      (value) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8') <= MAX_VALUE_BYTES,
      `must be at most ${MAX_VALUE_BYTES} bytes as JSON`,
    ),
  ),
});

const ENTRY_COLUMNS = 'channel_id, key, value, updated_at, updated_by';

const keyValueRoutes: Route<BackofficeHandler>[] = [
  route('GET', '/v2/channel/:channelId', 'staff', async ({ db, params }) => {
    const channelId = params.channelId!;
    await requireChannel(db, channelId);
    const found = await rows<EntryRow>(
      db,
      `select ${ENTRY_COLUMNS} from channel_kv where channel_id = $1 order by key collate "C"`,
      [channelId],
    );
    return { channelId, items: found.map(entryOf) };
  }),
  route('GET', '/v2/channel/:channelId/:key', 'staff', async ({ db, params }) => {
    const channelId = params.channelId!;
    const key = keyOf(params);
    await requireChannel(db, channelId);
    const row = await first<EntryRow>(
      db,
      `select ${ENTRY_COLUMNS} from channel_kv where channel_id = $1 and key = $2`,
      [channelId, key],
    );
    if (!row) throw notFound(`Key ${key} is not set on channel ${channelId}`);
    return entryOf(row);
  }),
  route('PUT', '/v2/channel/:channelId/:key', 'staff', async (context) => {
    const { db, params } = context;
    const channelId = params.channelId!;
    const key = keyOf(params);
    const { value } = await readBody(context.request, PutBody);
    await requireChannel(db, channelId);
    const row = await first<EntryRow>(
      db,
      `insert into channel_kv (channel_id, key, value, updated_at, updated_by)
       select $1, $2, $3::jsonb, $4, $5
       where (select count(*) from channel_kv where channel_id = $1) < $6
          or exists (select 1 from channel_kv where channel_id = $1 and key = $2)
       on conflict (channel_id, key) do update
         set value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by
       returning ${ENTRY_COLUMNS}`,
      [channelId, key, JSON.stringify(value), context.now(), userOf(context).id, MAX_KEYS],
    );
    if (!row) {
      throw new ApiError(
        409,
        'too_many_keys',
        `Channel ${channelId} already holds ${MAX_KEYS} keys; delete one before adding ${key}`,
      );
    }
    return entryOf(row);
  }),
  route('DELETE', '/v2/channel/:channelId/:key', 'staff', async ({ db, params }) => {
    const channelId = params.channelId!;
    const key = keyOf(params);
    await requireChannel(db, channelId);
    const row = await first(db, 'delete from channel_kv where channel_id = $1 and key = $2 returning key', [
      channelId,
      key,
    ]);
    if (!row) throw notFound(`Key ${key} is not set on channel ${channelId}`);
    return { channelId, deleted: key };
  }),
];

export { KEY_PATTERN, MAX_KEYS, MAX_VALUE_BYTES, keyValueRoutes };
