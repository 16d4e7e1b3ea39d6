/** The CSV imports: headers, per-row validation and what each row changes. */
import * as v from 'valibot';
import type { Sql } from './db';
import { first } from './db';
import { CHANNEL_PLATFORMS } from './enums';
import { reindexCreators } from './context';
import { Country, Email } from './validate';

/** The kinds of import job. */
type ImportType = 'importCreators' | 'updateCreators' | 'importCreatorEmail';

/** Each import's header line. */
const IMPORT_HEADERS: Record<ImportType, readonly string[]> = {
  importCreators: ['name', 'email', 'country', 'languages', 'platform', 'handle', 'followers'],
  updateCreators: ['id', 'name', 'email', 'country', 'languages'],
  importCreatorEmail: ['id', 'email', 'optType'],
};

const optional = <T extends v.GenericSchema>(schema: T) =>
  v.union([
    v.pipe(
      v.literal(''),
      v.transform(() => undefined),
    ),
    schema,
  ]);
const Languages = v.pipe(
  v.string(),
  v.regex(/^[a-z]{2}(;[a-z]{2})*$/, "must be 2-letter codes separated by ';'"),
  v.transform((text) => [...new Set(text.split(';'))].sort()),
);
const Id = v.pipe(v.string(), v.regex(/^cr_\d+$/, 'must be a creator id'));

const ROW_SCHEMAS = {
  importCreators: v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty')),
    email: optional(Email),
    country: Country,
    languages: optional(Languages),
    platform: v.picklist(CHANNEL_PLATFORMS, `must be one of ${CHANNEL_PLATFORMS.join(', ')}`),
    handle: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,50}$/, 'must be 1-50 letters, digits, _ . -')),
    followers: v.pipe(
      v.string(),
      v.regex(/^\d{1,10}$/, 'must be a whole number'),
      v.transform(Number),
      v.maxValue(2_000_000_000, 'is too large'),
    ),
  }),
  updateCreators: v.object({
    id: Id,
    name: optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    email: optional(Email),
    country: optional(Country),
    languages: optional(Languages),
  }),
  importCreatorEmail: v.object({
    id: Id,
    email: Email,
    optType: v.picklist(['in', 'out'], "must be 'in' or 'out'"),
  }),
} as const;

/** What a row did. */
type RowOutcome = 'created' | 'updated';

/** Validates one row against the import's schema; answers the value or the messages. */
function readRow(type: ImportType, cells: string[]): { value: Record<string, unknown> } | { error: string } {
  const header = IMPORT_HEADERS[type];
  if (cells.length !== header.length)
    return { error: `expected ${header.length} cells, found ${cells.length}` };
  const record = Object.fromEntries(header.map((name, index) => [name, cells[index] ?? '']));
  const result = v.safeParse(ROW_SCHEMAS[type], record);
  if (result.success) return { value: result.output as Record<string, unknown> };
  return {
    error: result.issues.map((issue) => `${v.getDotPath(issue) ?? 'row'}: ${issue.message}`).join('; '),
  };
}

/** Applies one valid row; answers what it did or an error message (e.g. an unknown id). */
async function applyRow(
  sql: Sql,
  type: ImportType,
  row: Record<string, unknown>,
  now: Date,
): Promise<RowOutcome | { error: string }> {
  if (type === 'importCreators') {
    const created = await first<{ id: string }>(
      sql,
      `insert into creators (name, email, country, languages, created_at, updated_at, contact_email)
       values ($1, $2, $3, $4, $5, $5, $2) returning id`,
      [row.name, row.email ?? null, row.country, row.languages ?? [], now],
    );
    const id = created!.id;
    const prefix = {
      twitch: 'https://twitch.tv/',
      youtube: 'https://youtube.com/@',
      facebook: 'https://facebook.com/',
      trovo: 'https://trovo.live/',
      tiktok: 'https://tiktok.com/@',
    }[row.platform as (typeof CHANNEL_PLATFORMS)[number]];
    await sql.query(
      `insert into channels (creator_id, platform, handle, url, followers, avg_viewers, hours_30d, prediction_tier, created_at)
       values ($1, $2, $3, $4, $5, 0, 0, 'tier_3', $6)`,
      [id, row.platform, row.handle, `${prefix}${String(row.handle)}`, row.followers, now],
    );
    await reindexCreators(sql, [id]);
    return 'created';
  }
  const exists = await first(sql, 'select 1 from creators where id = $1', [row.id]);
  if (!exists) return { error: `id: creator ${String(row.id)} not found` };
  if (type === 'updateCreators') {
    await sql.query(
      `update creators set name = coalesce($2, name), email = coalesce($3, email), country = coalesce($4, country),
         languages = coalesce($5, languages), updated_at = $6 where id = $1`,
      [row.id, row.name ?? null, row.email ?? null, row.country ?? null, row.languages ?? null, now],
    );
    await reindexCreators(sql, [String(row.id)]);
  } else {
    await sql.query('update creators set contact_email = $2, opt_type = $3, updated_at = $4 where id = $1', [
      row.id,
      row.email,
      row.optType,
      now,
    ]);
  }
  return 'updated';
}

export { IMPORT_HEADERS, applyRow, readRow };
export type { ImportType };
