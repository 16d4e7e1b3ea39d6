/** valibot helpers: bodies and queries in, 400 with `details` naming each path out. */
import * as v from 'valibot';
import { MAX_BODY_BYTES } from '../http';
import { ApiError, badRequest } from './errors';
import type { ErrorDetail } from './errors';

/** The details of valibot issues: one `{ path, message }` per issue. */
function issueDetails(issues: readonly v.BaseIssue<unknown>[], prefix = ''): ErrorDetail[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '';
    const missing = issue.received === 'undefined' && issue.kind === 'schema';
    return {
      path: prefix && path ? `${prefix}.${path}` : prefix || path || '(root)',
      message: missing ? 'is required' : issue.message,
    };
  });
}

/** Validates a value; a mismatch is a 400 whose `details` name every issue. */
function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  what = 'body',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const details = issueDetails(result.issues);
  throw badRequest(`Invalid ${what}: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`, details);
}

/** Reads the request body as text (at most MAX_BODY_BYTES). */
async function readText(request: Request): Promise<string> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) {
    throw new ApiError(413, 'payload_too_large', `Request body is larger than ${MAX_BODY_BYTES} bytes`);
  }
  return text;
}

/** Reads a JSON body (an empty body reads as `{}`) and validates it. */
async function readBody<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const text = await readText(request);
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text) as unknown;
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'not JSON';
      throw badRequest(`Malformed JSON: ${reason}`, [{ path: '(root)', message: 'is not JSON' }]);
    }
  }
  return parse(schema, value, 'body');
}

/**
 * The query as an object: `name[]=a&name[]=b` and the names in `arrays` become arrays; any other
 * name keeps its last value.
 */
function queryObject(url: URL, arrays: readonly string[] = []): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of url.searchParams) {
    const isList = rawKey.endsWith('[]') || arrays.includes(rawKey);
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (isList) {
      const list = out[key];
      out[key] = Array.isArray(list) ? [...list, value] : [value];
    } else out[key] = value;
  }
  for (const key of arrays) out[key] ??= [];
  return out;
}

/** Validates the request's query. */
function readQuery<TSchema extends v.GenericSchema>(
  url: URL,
  schema: TSchema,
  arrays: readonly string[] = [],
): v.InferOutput<TSchema> {
  return parse(schema, queryObject(url, arrays), 'query');
}

/** An integer query parameter within [min, max], `fallback` when absent. */
function intParam(min: number, max: number, fallback: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^-?\d+$/, 'must be an integer'),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  );
}

/** A boolean query parameter ('true' / 'false'), `fallback` when absent. */
function boolParam(fallback: boolean) {
  return v.optional(
    v.pipe(
      v.picklist(['true', 'false'], "must be 'true' or 'false'"),
      v.transform((text) => text === 'true'),
    ),
    fallback ? 'true' : 'false',
  );
}

/** An optional boolean query parameter ('true' / 'false'), undefined when absent. */
const optionalBool = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], "must be 'true' or 'false'"),
    v.transform((text) => text === 'true'),
  ),
);

/** page (1-based) and count (default 25, at most 200). */
const PAGE_ENTRIES = { page: intParam(1, 1_000_000, 1), count: intParam(1, 200, 25) };

/** A string list from `name[]`; each value non-empty. */
const StringList = v.array(v.pipe(v.string(), v.minLength(1, 'must not be empty')));

/** A non-empty trimmed string. */
const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));

/** An id with a type prefix, e.g. `cr_00042`. */
const IdSchema = v.pipe(v.string(), v.regex(/^[a-z]{2}_\d+$/, 'must be an id such as cr_00042'));

/** One of a list of strings, with a message that lists them. */
const oneOf = <T extends string>(values: readonly T[]) =>
  v.picklist(values, `must be one of ${values.join(', ')}`);

/** A field that may be absent or null. */
const Nullable = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

/** An ISO 3166-1 alpha-2 country code. */
const Country = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter upper-case country code'));

/** An email address. */
const Email = v.pipe(v.string(), v.trim(), v.email('must be an email'));

/** Escapes LIKE wildcards so a value matches literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** What an out-of-range or malformed date is told. */
const DATE_RANGE_MESSAGE = 'must be a real date between 0001-01-01 and 9999-12-31';
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * True for a date the database can store: an ISO-8601 date or date-time of a real day in the years
 * 0001 to 9999 (`0000-01-01` and `99999-01-01` are not: PostgreSQL would refuse them).
 */
function isStorableDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, day);
  if (year < 1 || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return false;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return false;
  const utcYear = new Date(time).getUTCFullYear();
  return utcYear >= 1 && utcYear <= 10_000;
}

/** An ISO-8601 timestamp in the years 0001 to 9999. */
const IsoDate = v.pipe(
  v.string(),
  v.isoTimestamp('must be an ISO-8601 date'),
  v.check(isStorableDate, DATE_RANGE_MESSAGE),
);

/** True for a date without a time (`2026-01-31`). */
const isDateOnly = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * A date filter's bound, as the search's date filters take it: a date (`2026-01-31`, the start of
 * that day in UTC) or an ISO-8601 date-time, of a real day in the years 0001 to 9999.
 */
const DateBound = v.pipe(v.string(), v.check(isStorableDate, DATE_RANGE_MESSAGE));

export {
  DATE_RANGE_MESSAGE,
  DateBound,
  isDateOnly,
  isStorableDate,
  Country,
  Email,
  IdSchema,
  Nullable,
  escapeLike,
  oneOf,
  IsoDate,
  PAGE_ENTRIES,
  StringList,
  Text,
  boolParam,
  optionalBool,
  intParam,
  issueDetails,
  parse,
  queryObject,
  readBody,
  readQuery,
  readText,
};
