// The checks of headless/core/checks.ts against the valibot schemas they mirror: for every
// combinator and a table of inputs, the same values are accepted (with the same output, key order
// included) and rejected (with the same issues, worded by `summarize` as valibot's `summarize`).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  func,
  integer,
  looseObject,
  minValue,
  nonEmpty,
  number,
  object,
  optional,
  pipe,
  regex,
  string,
  summarize,
  validate,
  withMessage,
  type Check,
} from '../../headless/core/checks';
import {
  arrayOf,
  boolean,
  literal,
  matching,
  nonEmptyString,
  nullable,
  oneOf,
  parseWith,
  recordOf,
  union,
  unknown,
} from '../../headless/core/checks.more';

/** What valibot gives: the output, or its summary of the issues. */
function byValibot(schema: v.GenericSchema, input: unknown): { value: unknown } | { message: string } {
  const result = v.safeParse(schema, input);
  return result.success ? { value: result.output } : { message: v.summarize(result.issues) };
}

/** What the check gives, in the same form. */
function byCheck(check: Check<unknown>, input: unknown): { value: unknown } | { message: string } {
  const result = validate(check, input);
  return result.issues ? { message: summarize(result.issues) } : { value: result.value };
}

class Named {
  constructor(public id = 1) {}
}

/** Values of every kind: each is run through every row below. */
const ANYTHING: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  -1,
  1.5,
  -2.5,
  NaN,
  Infinity,
  -Infinity,
  10n,
  '',
  ' ',
  'a',
  'abc',
  'EUR',
  'nl',
  Symbol('s'),
  () => 1,
  [],
  [1, 'a'],
  [, 'hole'], // eslint-disable-line no-sparse-arrays
  {},
  { a: 1 },
  Object.create(null) as object,
  new Date(0),
  new Named(),
  /x/,
];

const fn = v.function();
const AMOUNT = v.object({ value: v.number(), currency: v.string() });

/** [name, check, the valibot schema it mirrors, inputs besides ANYTHING]. */
const ROWS: Array<[string, Check<unknown>, v.GenericSchema, unknown[]]> = [
  ['string', string, v.string(), []],
  ['number (NaN rejected)', number, v.number(), []],
  ['boolean', boolean, v.boolean(), []],
  ['func', func, fn, [class {}, async () => 1]],
  ['unknown', unknown, v.unknown(), []],
  ['nonEmptyString', nonEmptyString, v.pipe(v.string(), v.nonEmpty()), []],
  ['matching', matching(/^[A-Z]{3}$/), v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), ['ABCD', 'abc']],
  ['literal', literal('GET'), v.literal('GET'), ['GET', 'get']],
  ['oneOf', oneOf(['a', 'b', 'a']), v.picklist(['a', 'b', 'a']), ['b', 'c']],
  ['oneOf of one', oneOf(['only']), v.picklist(['only']), ['only']],
  ['oneOf of numbers', oneOf([1, 'x', 2n]), v.picklist([1, 'x', 2n]), [2n]],
  ['oneOf of none', oneOf([]), v.picklist([]), []],
  ['optional', optional(string), v.optional(v.string()), []],
  ['optional with a fallback', optional(arrayOf(string), []), v.optional(v.array(v.string()), []), [['x']]],
  ['nullable', nullable(string), v.nullable(v.string()), []],
  ['optional nullable', optional(nullable(number)), v.optional(v.nullable(v.number())), []],
  ['arrayOf', arrayOf(string), v.array(v.string()), [['a', 'b'], ['a', 1, 'b', null], [[]]]],
  [
    'arrayOf arrays',
    arrayOf(arrayOf(number)),
    v.array(v.array(v.number())),
    [
      [[1], [2, 'x']],
      [[], 3],
    ],
  ],
  [
    'recordOf',
    recordOf(number),
    v.record(v.string(), v.number()),
    [{ a: 1, b: 'x', c: 2, d: null }, JSON.parse('{"a":1,"__proto__":"x","constructor":1,"prototype":{}}')],
  ],
  ['recordOf unknown', recordOf(unknown), v.record(v.string(), v.unknown()), [{ a: undefined, b: [] }]],
  [
    'pipe: integer, minValue',
    pipe(number, integer(), minValue(0)),
    v.pipe(v.number(), v.integer(), v.minValue(0)),
    [-1.5, 3, 2.25, -7],
  ],
  [
    'pipe with messages',
    pipe(number, integer('whole, please'), minValue(1, 'one or more')),
    v.pipe(v.number(), v.integer('whole, please'), v.minValue(1, 'one or more')),
    [0.5, -1.5, 1],
  ],
  [
    'pipe: regex with a message',
    pipe(string, regex(/^[a-z]{2}$/i, 'two letters')),
    v.pipe(v.string(), v.regex(/^[a-z]{2}$/i, 'two letters')),
    ['NL', 'NLD'],
  ],
  [
    'pipe: nonEmpty with a message',
    pipe(string, nonEmpty('required')),
    v.pipe(v.string(), v.nonEmpty('required')),
    [],
  ],
  ['withMessage', withMessage(string, 'a string, please'), v.string('a string, please'), []],
  [
    'object',
    object({ id: string, name: optional(string) }),
    v.object({ id: v.string(), name: v.optional(v.string()) }),
    [
      { id: 'a' },
      { id: 'a', name: undefined },
      { id: 'a', name: 'n', extra: true },
      { name: 'n' },
      { id: 1, name: 2 },
      { id: undefined },
      Object.create({ id: 'inherited' }) as object,
      JSON.parse('{"id":"a","__proto__":{"name":"x"}}'),
    ],
  ],
  [
    'object with a fallback',
    object({ list: optional(arrayOf(number), []) }),
    v.object({ list: v.optional(v.array(v.number()), []) }),
    [{ list: undefined }, { list: [1] }, { list: ['x'] }],
  ],
  [
    'nested objects',
    object({
      amount: optional(object({ value: number, currency: string })),
      items: arrayOf(object({ id: string })),
    }),
    v.object({ amount: v.optional(AMOUNT), items: v.array(v.object({ id: v.string() })) }),
    [
      { items: [] },
      { amount: { value: 1, currency: 'EUR' }, items: [{ id: 'a' }, { id: 2 }, {}] },
      { amount: { value: '1' }, items: [{ id: 'a' }] },
      { amount: 5, items: 'x' },
    ],
  ],
  [
    'looseObject',
    looseObject({ type: string, count: optional(number) }),
    v.looseObject({ type: v.string(), count: v.optional(v.number()) }),
    [
      { type: 't', extra: 1, other: undefined, 0: 'zero' },
      { count: 1, type: 't' },
      { type: 1, count: 'x', extra: 1 },
      JSON.parse('{"type":"t","__proto__":1,"constructor":2,"prototype":3,"kept":4}'),
    ],
  ],
  [
    'looseObject in looseObject',
    looseObject({ action: optional(looseObject({ type: string })), details: optional(recordOf(unknown)) }),
    v.looseObject({
      action: v.optional(v.looseObject({ type: v.string() })),
      details: v.optional(v.record(v.string(), v.unknown())),
    }),
    [
      { action: { type: 'redirect', url: 'u' }, details: { a: 1 } },
      { action: {}, details: 'x' },
    ],
  ],
];

describe('checks mirror valibot', () => {
  it.each(ROWS)('%s', (_name, check, schema, inputs) => {
    for (const [index, input] of [...ANYTHING, ...inputs].entries()) {
      const expected = byValibot(schema, input);
      const actual = byCheck(check, input);
      expect(actual, `input #${index}`).toStrictEqual(expected);
      if ('value' in expected && expected.value !== null && typeof expected.value === 'object') {
        expect(Object.keys((actual as { value: object }).value)).toEqual(Object.keys(expected.value));
      }
      // Without a list of issues, the same verdict and output.
      expect(parseWith(check, input)).toStrictEqual('value' in expected ? expected.value : null);
    }
  });
});

describe('the issues, worded as valibot words them', () => {
  const amount = object({
    value: pipe(number, integer('amount.value must be an integer in minor units'), minValue(0)),
    currency: string,
  });
  it.each([
    ['a wrong type', string, 5, '× Invalid type: Expected string but received 5'],
    ['a string', number, '5', '× Invalid type: Expected number but received "5"'],
    ['an instance', string, new Named(), '× Invalid type: Expected string but received Named'],
    [
      'a null-prototype object',
      string,
      Object.create(null),
      '× Invalid type: Expected string but received null',
    ],
    ['a symbol', string, Symbol('x'), '× Invalid type: Expected string but received symbol'],
    ['a function', string, () => 1, '× Invalid type: Expected string but received Function'],
    ['an option', oneOf(['a', 'b']), 'c', '× Invalid type: Expected ("a" | "b") but received "c"'],
    ['a default integer message', pipe(number, integer()), 1.5, '× Invalid integer: Received 1.5'],
    ['an empty string', nonEmptyString, '', '× Invalid length: Expected !0 but received 0'],
    ['a pattern', matching(/^\d+$/), 'x', '× Invalid format: Expected /^\\d+$/ but received "x"'],
    [
      'both rules of a pipe',
      amount,
      { value: -1.5, currency: 'EUR' },
      '× amount.value must be an integer in minor units\n  → at value\n' +
        '× Invalid value: Expected >=0 but received -1.5\n  → at value',
    ],
    [
      'a missing key, then a wrong one',
      amount,
      { value: 'x' },
      '× Invalid type: Expected number but received "x"\n  → at value\n' +
        '× Invalid key: Expected "currency" but received undefined\n  → at currency',
    ],
    [
      'paths through arrays and records',
      object({ list: arrayOf(object({ id: string })), map: recordOf(number) }),
      { list: [{ id: 'a' }, { id: 1 }], map: { a: 1, b: 'x' } },
      '× Invalid type: Expected string but received 1\n  → at list.1.id\n' +
        '× Invalid type: Expected number but received "x"\n  → at map.b',
    ],
    ['an empty key', recordOf(number), { '': 'x' }, '× Invalid type: Expected number but received "x"'],
    [
      'a union none of whose options fits (valibot would name them)',
      union<string | number>(string, number),
      true,
      '× Invalid type: Received true',
    ],
  ])('%s', (_name, check, input, message) => {
    const result = validate(check as Check<unknown>, input);
    expect(result.issues && summarize(result.issues)).toBe(message);
  });

  it('withMessage rewords the value’s own issue, not those of its properties', () => {
    const check = withMessage(object({ id: string }), 'an object with an id');
    expect(summarize(validate(check, 5).issues ?? [])).toBe('× an object with an id');
    expect(summarize(validate(check, { id: 1 }).issues ?? [])).toBe(
      '× Invalid type: Expected string but received 1\n  → at id',
    );
  });
});

describe('union', () => {
  it('gives what the first accepting option gives', () => {
    const check = union<{ type: 'a'; a: string } | { type: 'b'; b: number }>(
      object({ type: literal('a'), a: string }),
      object({ type: literal('b'), b: number }),
    );
    expect(parseWith(check, { type: 'b', b: 1, c: 2 })).toStrictEqual({ type: 'b', b: 1 });
    expect(parseWith(check, { type: 'a', b: 1 })).toBeNull();
    expect(validate(union<string | number>(string, number), 5)).toStrictEqual({ value: 5 });
  });
});

describe('copies', () => {
  it('objects, records and arrays are new values; an optional fallback is checked and copied', () => {
    const input = { list: ['a'], map: { k: 'v' } };
    const output = parseWith(object({ list: arrayOf(string), map: recordOf(string) }), input)!;
    expect(output).toStrictEqual(input);
    expect(output).not.toBe(input);
    expect(output.list).not.toBe(input.list);
    expect(output.map).not.toBe(input.map);
    const fallback: string[] = [];
    const read = parseWith(object({ list: optional(arrayOf(string), fallback) }), {})!;
    expect(read.list).toEqual([]);
    expect(read.list).not.toBe(fallback);
  });
});
