/**
 * The filter engine: `Filter[]` + `queryOp` → a parameterised SQL condition over a whitelist of
 * fields. Field names never reach SQL: each maps to a column expression of the whitelist; values
 * always travel as parameters.
 */
import * as v from 'valibot';
import { FILTER_OPERATORS } from './enums';
import type { FilterOperator } from './enums';
import { invalidAt } from './errors';
import { DATE_RANGE_MESSAGE, escapeLike, isStorableDate, parse } from './validate';

/** A search field's type (spec: Date, Number, Bool, Text, Unknown). */
type FieldType = 'Text' | 'Number' | 'Bool' | 'Date';

/** One field of a whitelist. */
interface FieldDef {
  /** The SQL expression (trusted: written here, never from a request). */
  column: string;
  type: FieldType;
  /** A list of texts (languages, labels, platforms). */
  list?: boolean;
  /** May be sorted on (default: any non-list field). */
  sortable?: boolean;
  /** The column is never null (`isEmpty` of a text is then `= ''`, which a btree index serves). */
  notNull?: boolean;
}

/** A whitelist: field name → definition. */
type FieldMap = Record<string, FieldDef>;

const FilterValue = v.union([
  v.string(),
  v.number(),
  v.boolean(),
  v.array(v.union([v.string(), v.number()])),
]);
const FilterSchema = v.object({
  field: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  op: v.picklist(FILTER_OPERATORS, `must be one of ${FILTER_OPERATORS.join(', ')}`),
  value: v.optional(FilterValue),
});
const FilterQuerySchema = v.object({
  filters: v.optional(v.array(FilterSchema), []),
  queryOp: v.optional(v.picklist(['AND', 'OR'], "must be 'AND' or 'OR'"), 'AND'),
});
const SortSchema = v.array(
  v.object({
    field: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
    dir: v.optional(v.picklist(['asc', 'desc'], "must be 'asc' or 'desc'"), 'asc'),
  }),
);

type Filter = v.InferOutput<typeof FilterSchema>;
type FilterQuery = v.InferOutput<typeof FilterQuerySchema>;
type Sort = v.InferOutput<typeof SortSchema>;

const OPERATORS: Record<FieldType | 'List', readonly FilterOperator[]> = {
  Text: ['eq', 'neq', 'in', 'contains', 'isEmpty', 'notIsEmpty'],
  List: ['contains', 'in', 'neq', 'isEmpty', 'notIsEmpty'],
  Number: ['lt', 'lte', 'eq', 'neq', 'gt', 'gte', 'in', 'isEmpty', 'notIsEmpty'],
  Date: ['lt', 'lte', 'eq', 'neq', 'gt', 'gte', 'isEmpty', 'notIsEmpty'],
  Bool: ['eq', 'neq'],
};

/** The operators a field takes. */
function operatorsOf(def: FieldDef): readonly FilterOperator[] {
  return OPERATORS[def.list ? 'List' : def.type];
}

/** Whether a field may be sorted on. */
function isSortable(def: FieldDef): boolean {
  return def.sortable ?? !def.list;
}

/** The `filtersjson` query parameter, parsed and validated (absent: no filter). */
function parseFiltersJson(text: string | undefined): FilterQuery {
  if (text === undefined || text === '') return { filters: [], queryOp: 'AND' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidAt('filtersjson', 'is not JSON');
  }
  return parse(FilterQuerySchema, value, 'filtersjson');
}

function scalar(def: FieldDef, value: unknown, path: string): string | number | boolean {
  const fail = (message: string) => invalidAt(path, message);
  switch (def.type) {
    case 'Number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw fail('must be a number');
      return value;
    case 'Bool':
      if (typeof value !== 'boolean') throw fail('must be a boolean');
      return value;
    case 'Date':
      if (typeof value !== 'string' || !isStorableDate(value)) throw fail(DATE_RANGE_MESSAGE);
      return new Date(value).toISOString();
    default:
      if (typeof value !== 'string') throw fail('must be a string');
      return value;
  }
}

/** The SQL condition of one filter; values are pushed to `params`. */
function condition(fields: FieldMap, filter: Filter, params: unknown[], path: string): string {
  const def = Object.hasOwn(fields, filter.field) ? fields[filter.field] : undefined;
  if (!def) throw invalidAt(`${path}.field`, `unknown field '${filter.field}'`);
  if (!operatorsOf(def).includes(filter.op)) {
    throw invalidAt(`${path}.op`, `field '${filter.field}' does not take the operator '${filter.op}'`);
  }
  const col = def.column;
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Whole numbers travel as bigint: an integer column compared with a bigint uses its btree index
  // (integer_ops); compared with a float8 it cannot.
  const numberCast = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).every((item) => Number.isSafeInteger(item))
      ? '::bigint'
      : '::float8';
  const castOf = (value: unknown) =>
    def.type === 'Number'
      ? numberCast(value)
      : { Date: '::timestamptz', Bool: '::boolean', Text: '::text' }[def.type];
  // Not `coalesce(col, '') = ''`: the planner has no statistics on that expression (it guessed
  // 0.5% of the rows where a tenth match, and sorted every match to find the first page).
  const blank = def.notNull ? `${col} = ''` : `(${col} is null or ${col} = '')`;
  if (filter.op === 'isEmpty') {
    return def.list ? `cardinality(${col}) = 0` : def.type === 'Text' ? blank : `${col} is null`;
  }
  if (filter.op === 'notIsEmpty') {
    return def.list
      ? `cardinality(${col}) > 0`
      : def.type === 'Text'
        ? `not (${blank})`
        : `${col} is not null`;
  }
  if (filter.op === 'in') {
    if (!Array.isArray(filter.value) || filter.value.length === 0) {
      throw invalidAt(`${path}.value`, "must be a non-empty array for 'in'");
    }
    const values = filter.value.map((item, index) => scalar(def, item, `${path}.value.${index}`));
    return def.list
      ? `${col} && ${bind(values)}::text[]`
      : `${col} = any(${bind(values)}${castOf(values)}[])`;
  }
  const value = scalar(def, filter.value, `${path}.value`);
  const cast = castOf(value);
  if (def.list) {
    return filter.op === 'contains'
      ? `${col} @> array[${bind(value)}::text]`
      : `not (${col} @> array[${bind(value)}::text])`;
  }
  switch (filter.op) {
    case 'contains':
      return `${col} ilike '%' || ${bind(escapeLike(String(value)))} || '%'`;
    case 'eq':
      return `${col} = ${bind(value)}${cast}`;
    case 'neq':
      return `${col} is distinct from ${bind(value)}${cast}`;
    default: {
      const sign = { lt: '<', lte: '<=', gt: '>', gte: '>=' }[filter.op];
      return `${col} ${sign} ${bind(value)}${cast}`;
    }
  }
}

/** The SQL condition of a filter query ('true' without filters). */
function whereOf(fields: FieldMap, query: FilterQuery, params: unknown[], path = 'filters'): string {
  if (query.filters.length === 0) return 'true';
  const parts = query.filters.map(
    (filter, index) => `(${condition(fields, filter, params, `${path}.${index}`)})`,
  );
  return parts.join(query.queryOp === 'OR' ? ' or ' : ' and ');
}

/** The SQL `order by` list of a sort, ending with `tiebreak asc`. */
function orderOf(fields: FieldMap, sort: Sort, tiebreak: string, path = 'sort'): string {
  const keys = sort.map((key, index) => {
    const def = Object.hasOwn(fields, key.field) ? fields[key.field] : undefined;
    if (!def) throw invalidAt(`${path}.${index}.field`, `unknown field '${key.field}'`);
    if (!isSortable(def)) throw invalidAt(`${path}.${index}.field`, `field '${key.field}' is not sortable`);
    return `${def.column} ${key.dir === 'desc' ? 'desc' : 'asc'} nulls last`;
  });
  return [...keys, `${tiebreak} asc`].join(', ');
}

export { FilterQuerySchema, SortSchema, isSortable, operatorsOf, orderOf, parseFiltersJson, whereOf };
export type { FieldDef, FieldMap, FieldType, Filter, FilterQuery, Sort };
