/**
 * The CSV imports: headers, per-row validation, and what a batch of valid rows changes, applied
 * with a few set-based statements per batch (not a few statements per row).
 */
import * as v from 'valibot';
import type { Sql } from './db';
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
      // One reason per count: "-5" is negative (not "not a whole number"), "1.5" is not whole.
      v.check(
        (text) => /^\d{1,10}$/.test(text),
        (issue) =>
          !/^-?\d+$/.test(String(issue.input))
            ? 'must be a whole number'
            : String(issue.input).startsWith('-')
              ? 'must not be negative'
              : 'is too large',
      ),
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

/** A valid row of an import and the line it came from. */
interface ImportRow {
  line: number;
  value: Record<string, unknown>;
}

/** A row that was not applied: its line in the file and why. */
interface RowError {
  line: number;
  message: string;
}

/** What applying a batch of rows did. */
interface BatchOutcome {
  created: number;
  updated: number;
  errors: RowError[];
}

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

const URL_PREFIX: Record<(typeof CHANNEL_PLATFORMS)[number], string> = {
  twitch: 'https://twitch.tv/',
  youtube: 'https://youtube.com/@',
  facebook: 'https://facebook.com/',
  trovo: 'https://trovo.live/',
  tiktok: 'https://tiktok.com/@',
};

/** A nullable text column of the rows (undefined becomes null). */
const column = (rows: readonly ImportRow[], name: string) =>
  rows.map(({ value }) => (value[name] === undefined ? null : String(value[name] as string)));
/** The languages of the rows as `;`-joined text (null where the cell was empty). */
const languagesOf = (rows: readonly ImportRow[]) =>
  rows.map(({ value }) => (value.languages === undefined ? null : (value.languages as string[]).join(';')));

/**
 * Creates a creator with one channel per row: three set-based statements for the whole batch. The
 * creators are written with their search columns already filled in (followers and platform of
 * their one channel, no labels, no agency, the search text), exactly what `refresh_creators`
 * would compute, so the batch does not rewrite the rows it has just inserted.
 */
async function createCreators(sql: Sql, rows: readonly ImportRow[], now: Date): Promise<BatchOutcome> {
  const seqs = (
    await sql.query<{ seq: string }>(`select nextval('cr_seq')::text seq from generate_series(1, $1)`, [
      rows.length,
    ])
  ).rows.map((row) => row.seq);
  const platforms = column(rows, 'platform');
  const handles = column(rows, 'handle');
  const followers = rows.map(({ value }) => value.followers as number);
  await sql.query(
    `insert into creators (seq, name, email, country, languages, created_at, updated_at, contact_email,
       followers, avg_viewers, platforms, search_text)
     select seq, name, email, country, coalesce(string_to_array(languages, ';'), '{}'), $9, $9, email,
       followers, 0, array[platform], lower(name || ' ' || coalesce(email, '') || ' ' || handle)
     from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[])
       as t(seq, name, email, country, languages, platform, handle, followers)`,
    [
      seqs,
      column(rows, 'name'),
      column(rows, 'email'),
      column(rows, 'country'),
      languagesOf(rows),
      platforms,
      handles,
      followers,
      now,
    ],
  );
  await sql.query(
    `insert into channels (creator_id, platform, handle, url, followers, avg_viewers, hours_30d, prediction_tier, created_at)
     select mkid('cr', seq), platform, handle, url, followers, 0, 0, 'tier_3', $6
     from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::int[]) as t(seq, platform, handle, url, followers)`,
    [
      seqs,
      platforms,
      handles,
      rows.map((_, index) => `${URL_PREFIX[platforms[index] as keyof typeof URL_PREFIX]}${handles[index]}`),
      followers,
      now,
    ],
  );
  return { created: rows.length, updated: 0, errors: [] };
}

/**
 * Splits rows into runs in which no creator id repeats, keeping their order: one set-based
 * update per run then gives the same result as applying the rows one by one.
 */
function distinctRuns(rows: readonly ImportRow[]): ImportRow[][] {
  const runs: ImportRow[][] = [];
  let run: ImportRow[] = [];
  let ids = new Set<string>();
  for (const row of rows) {
    const id = String(row.value.id as string);
    if (ids.has(id)) {
      runs.push(run);
      run = [];
      ids = new Set();
    }
    ids.add(id);
    run.push(row);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Updates the named creators (rows whose creator does not exist are errors). */
async function updateCreators(
  sql: Sql,
  type: 'updateCreators' | 'importCreatorEmail',
  rows: readonly ImportRow[],
  now: Date,
): Promise<BatchOutcome> {
  const ids = [...new Set(rows.map((row) => String(row.value.id as string)))];
  const found = new Set(
    (await sql.query<{ id: string }>('select id from creators where id = any($1::text[])', [ids])).rows.map(
      (row) => row.id,
    ),
  );
  const errors: RowError[] = [];
  const known: ImportRow[] = [];
  for (const row of rows) {
    const id = String(row.value.id as string);
    if (found.has(id)) known.push(row);
    else errors.push({ line: row.line, message: `id: creator ${id} not found` });
  }
  for (const run of distinctRuns(known)) {
    if (type === 'updateCreators') {
      await sql.query(
        `update creators c set name = coalesce(u.name, c.name), email = coalesce(u.email, c.email),
           country = coalesce(u.country, c.country), languages = coalesce(string_to_array(u.languages, ';'), c.languages),
           updated_at = $6
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as u(id, name, email, country, languages)
         where c.id = u.id`,
        [
          column(run, 'id'),
          column(run, 'name'),
          column(run, 'email'),
          column(run, 'country'),
          languagesOf(run),
          now,
        ],
      );
    } else {
      await sql.query(
        `update creators c set contact_email = u.email, opt_type = u.opt_type, updated_at = $4
         from unnest($1::text[], $2::text[], $3::text[]) as u(id, email, opt_type) where c.id = u.id`,
        [column(run, 'id'), column(run, 'email'), column(run, 'optType'), now],
      );
    }
  }
  if (type === 'updateCreators' && known.length > 0) {
    await reindexCreators(sql, [...new Set(known.map((row) => String(row.value.id as string)))]);
  }
  return { created: 0, updated: known.length, errors };
}

/** Applies a batch of valid rows in order (inside the caller's transaction). */
async function applyBatch(
  sql: Sql,
  type: ImportType,
  rows: readonly ImportRow[],
  now: Date,
): Promise<BatchOutcome> {
  if (rows.length === 0) return { created: 0, updated: 0, errors: [] };
  return type === 'importCreators' ? createCreators(sql, rows, now) : updateCreators(sql, type, rows, now);
}

export { IMPORT_HEADERS, applyBatch, readRow };
export type { BatchOutcome, ImportRow, ImportType, RowError };
