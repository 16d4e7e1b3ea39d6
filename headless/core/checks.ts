/**
 * Small hand-written checks for data that comes from the merchant, the network or another window:
 * the checkout's options, the payment service's answers, the secured-fields messages, the expiry
 * channel between two frames, the public key. They replace valibot there so neither the page's
 * checkout nor the secured-field frame bundles it, and mirror the valibot schemas they replaced:
 * the same values are accepted and rejected, and the same output is given (an `object` keeps only
 * its known properties, a `looseObject` also its other own properties, a `recordOf` its own
 * entries; all three skip `__proto__`, `prototype` and `constructor`, and they and `arrayOf` return
 * copies).
 *
 * A check reads an unknown value and gives what to keep of it, or `INVALID`; given a list of
 * issues, it records there every problem it finds, in valibot's words and order (as valibot's
 * `safeParse` without `abortEarly`: `validate` and `summarize` give valibot's `summarize` text). A
 * check gives `INVALID` exactly when it records an issue. One difference: a `union` none of whose
 * options accepts the value records a single issue that names no expectation.
 *
 * Plain functions, no module state: a bundle carries only the checks it uses.
 */

/** What a check gives for a value it rejects. */
const INVALID: unique symbol = Symbol('invalid');

/**
 * A problem a check found, in valibot's terms: `summarize` words it as valibot does, 'Invalid
 * {label}: Expected {expected} but received {received}' (e.g. 'Invalid type: Expected string but
 * received 5'), or as the check's own `message`.
 */
interface Issue {
  /** What kind of requirement failed: 'type', 'key', 'value', 'format', 'length', 'integer'. */
  label: string;
  /** What was expected ('string', '"id"', '>=0'; the options of a `oneOf`), or null. */
  expected: string | readonly unknown[] | null;
  /** What was received (named in the message as valibot names it: `"text"`, `5`, `Object`, `undefined`). */
  received: unknown;
  /** The check's own wording, if it has one. */
  message?: string | undefined;
  /** The keys from the checked value down to the wrong one; empty for the value itself. */
  path: Array<string | number>;
}

/** Reads an unknown value as a `T`: what to keep of it, or `INVALID`; records the problems found in `issues`, if given. */
type Check<T> = (value: unknown, issues?: Issue[]) => T | typeof INVALID;

/** A further requirement on a value a check accepted (valibot's validation actions): records why it is not met. */
type Rule<T> = (value: T, issues: Issue[]) => void;

/** The checks of an object's properties by name; a property whose check accepts `undefined` is optional. */
type Shape<T> = { [K in keyof T]-?: Check<T[K]> };

/** Property names never copied from the input (valibot neither checks nor keeps them). */
const UNSAFE_KEYS: readonly string[] = ['__proto__', 'prototype', 'constructor'];

/** Any non-null object, arrays included (as for valibot's object and record schemas). */
function isObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The own enumerable entries of an object, but the unsafe names. */
function safeEntries(value: object): Array<[string, unknown]> {
  return Object.entries(value).filter(([key]) => !UNSAFE_KEYS.includes(key));
}

/** Records an issue (by default a type issue: 'Invalid type: Expected {expected} but received {received}'); gives INVALID. */
function report(
  issues: Issue[] | undefined,
  expected: Issue['expected'],
  received: unknown,
  label = 'type',
  message?: string,
): typeof INVALID {
  issues?.push({ label, expected, received, message, path: [] });
  return INVALID;
}

/** Runs `check` on a property or an item; the issues it records go under `key`. */
function checkAt<T>(
  check: Check<T>,
  value: unknown,
  key: string | number,
  issues: Issue[],
): T | typeof INVALID {
  const count = issues.length;
  const read = check(value, issues);
  for (const issue of issues.slice(count)) issue.path.unshift(key);
  return read;
}

/** A string. */
const string: Check<string> = (value, issues) =>
  typeof value === 'string' ? value : report(issues, 'string', value);

/** A number other than NaN. */
const number: Check<number> = (value, issues) =>
  typeof value === 'number' && !Number.isNaN(value) ? value : report(issues, 'number', value);

/** A function (valibot's `function`). */
const func: Check<(...args: never[]) => unknown> = (value, issues) =>
  typeof value === 'function' ? (value as (...args: never[]) => unknown) : report(issues, 'Function', value);

/** What `check` accepts and every one of `rules` then allows (valibot's `pipe` of a schema and validations). */
function pipe<T>(check: Check<T>, ...rules: ReadonlyArray<Rule<T>>): Check<T> {
  return (value, issues = []) => {
    const count = issues.length;
    const read = check(value, issues);
    if (read !== INVALID) for (const rule of rules) rule(read, issues);
    return issues.length > count ? INVALID : read;
  };
}

/** A whole number; by default 'Invalid integer: Received 1.5'. */
function integer(message?: string): Rule<number> {
  return (value, issues) => {
    if (!Number.isInteger(value)) report(issues, null, value, 'integer', message);
  };
}

/** At least `minimum`; by default 'Invalid value: Expected >=0 but received -1'. */
function minValue(minimum: number, message?: string): Rule<number> {
  return (value, issues) => {
    if (!(value >= minimum)) report(issues, `>=${minimum}`, value, 'value', message);
  };
}

/** Matched by `pattern`; by default 'Invalid format: Expected /^a$/ but received "b"'. */
function regex(pattern: RegExp, message?: string): Rule<string> {
  return (value, issues) => {
    if (!pattern.test(value)) report(issues, `${pattern}`, value, 'format', message);
  };
}

/** Not empty; by default 'Invalid length: Expected !0 but received 0'. */
function nonEmpty(message?: string): Rule<{ length: number }> {
  return (value, issues) => {
    if (value.length === 0) report(issues, '!0', 0, 'length', message);
  };
}

/** What `check` accepts, its own issue worded `message` (as valibot's `v.string(message)`; issues of properties and items keep theirs). */
function withMessage<T>(check: Check<T>, message: string): Check<T> {
  return (value, issues = []) => {
    const count = issues.length;
    const read = check(value, issues);
    for (const issue of issues.slice(count)) if (issue.path.length === 0) issue.message = message;
    return read;
  };
}

/** `undefined`, or what `check` accepts; with a `fallback`, `undefined` reads as the fallback (checked). */
function optional<T>(check: Check<T>): Check<T | undefined>;
function optional<T>(check: Check<T>, fallback: T): Check<T>;
function optional<T>(check: Check<T>, fallback?: T): Check<T | undefined> {
  return (value, issues) => {
    const given = value === undefined ? fallback : value;
    return given === undefined ? undefined : check(given, issues);
  };
}

/**
 * An object with the properties of `shape` (others are dropped). A missing property reads as
 * `undefined` (kept only if its check gives something else: an `optional` fallback); one whose
 * check rejects `undefined` is valibot's 'Invalid key: Expected "name" but received undefined'.
 */
function object<T extends object>(shape: Shape<T>): Check<T> {
  return (value, issues = []) => {
    if (!isObject(value)) return report(issues, 'Object', value);
    const count = issues.length;
    const output: Partial<Record<keyof T, unknown>> = {};
    for (const key in shape) {
      if (key in value) {
        output[key] = checkAt(shape[key], value[key], key, issues);
      } else {
        const read = shape[key](undefined);
        if (read === INVALID)
          issues.push({ label: 'key', expected: `"${key}"`, received: undefined, path: [key] });
        else if (read !== undefined) output[key] = read;
      }
    }
    return issues.length > count ? INVALID : (output as T);
  };
}

/** Like `object`, but also keeps the other own properties of the value (unchecked; but the unsafe names). */
function looseObject<T extends object>(shape: Shape<T>): Check<T & Record<string, unknown>> {
  const known = object(shape);
  return (value, issues) => {
    const output = known(value, issues);
    if (output === INVALID) return INVALID;
    const others = safeEntries(value as object).filter(([key]) => !Object.hasOwn(shape, key));
    return Object.assign(output, Object.fromEntries(others));
  };
}

/** What `check` keeps of the value, or every issue it found (as valibot's `safeParse`). */
function validate<T>(
  check: Check<T>,
  value: unknown,
): { value: T; issues?: undefined } | { issues: Issue[] } {
  const issues: Issue[] = [];
  const read = check(value, issues);
  return read === INVALID ? { issues } : { value: read };
}

/** A value as valibot names it in a message: `"text"`, `5`, `true`, `undefined`, `Object`, `Array`, `null`. */
function stringify(value: unknown): string {
  const type = typeof value;
  if (type === 'string') return `"${value as string}"`;
  if (type === 'object' || type === 'function') {
    const prototype = value
      ? (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)
      : null;
    return prototype?.constructor?.name ?? 'null';
  }
  return type === 'symbol' ? type : `${value as number}`;
}

/** An issue's message, as valibot words it. */
function messageOf({ label, expected, received, message }: Issue): string {
  if (message !== undefined) return message;
  if (Array.isArray(expected)) {
    const names = [...new Set(expected.map(stringify))];
    expected = names.length > 1 ? `(${names.join(' | ')})` : (names[0] ?? 'never');
  }
  return `Invalid ${label}: ${expected ? `Expected ${expected as string} but r` : 'R'}eceived ${stringify(received)}`;
}

/** The issues as one text, as valibot's `summarize`: '× {message}', then '  → at {path}' when the path is not empty. */
function summarize(issues: readonly Issue[]): string {
  return issues
    .map((issue) => {
      let at = '';
      for (const key of issue.path) at += at ? `.${key}` : `${key}`;
      return `× ${messageOf(issue)}${at ? `\n  → at ${at}` : ''}`;
    })
    .join('\n');
}

export {
  checkAt,
  func,
  integer,
  INVALID,
  isObject,
  looseObject,
  minValue,
  nonEmpty,
  number,
  object,
  optional,
  pipe,
  regex,
  report,
  safeEntries,
  string,
  summarize,
  validate,
  withMessage,
};
export type { Check, Issue, Rule, Shape };
