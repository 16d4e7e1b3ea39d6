import { INVALID, checkAt, isObject, report, safeEntries, type Check } from './checks';

/*
 * The other checks (alternatives, literals, collections, string shapes, parseWith), in the same
 * terms as checks.ts. The checks of the service's answers and of the frames' messages use them, and
 * those load on demand: apart from checks.ts (what the checkout's options need), a page's first
 * bundle carries none of them.
 */

/** A boolean. */
const boolean: Check<boolean> = (value, issues) =>
  typeof value === 'boolean' ? value : report(issues, 'boolean', value);

/** Anything, as it is. */
const unknown: Check<unknown> = (value) => value;

/** One of `options` (valibot's `picklist`). */
function oneOf<const T>(options: readonly T[]): Check<T> {
  return (value, issues) => (options.includes(value as T) ? (value as T) : report(issues, options, value));
}

/** Exactly `expected`. */
function literal<const T extends string>(expected: T): Check<T> {
  return oneOf([expected]);
}

/** A string of at least one character (as `pipe(string, nonEmpty())`). */
const nonEmptyString: Check<string> = (value, issues) =>
  typeof value !== 'string'
    ? report(issues, 'string', value)
    : value === ''
      ? report(issues, '!0', 0, 'length')
      : value;

/** A string `pattern` matches (as `pipe(string, regex(pattern))`). */
function matching(pattern: RegExp): Check<string> {
  return (value, issues) =>
    typeof value !== 'string'
      ? report(issues, 'string', value)
      : pattern.test(value)
        ? value
        : report(issues, `${pattern}`, value, 'format');
}

/** `null`, or what `check` accepts. */
function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, issues) => (value === null ? null : check(value, issues));
}

/** An array whose every item `check` accepts. */
function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value, issues = []) => {
    if (!Array.isArray(value)) return report(issues, 'Array', value);
    const count = issues.length;
    const items = Array.from(value as unknown[], (item, index) => checkAt(check, item, index, issues));
    return issues.length > count ? INVALID : (items as T[]);
  };
}

/** An object whose every own entry (but the unsafe names, skipped) `check` accepts. */
function recordOf<T>(check: Check<T>): Check<Record<string, T>> {
  return (value, issues = []) => {
    if (!isObject(value)) return report(issues, 'Object', value);
    const count = issues.length;
    const record: Record<string, T | typeof INVALID> = {};
    for (const [key, item] of safeEntries(value)) record[key] = checkAt(check, item, key, issues);
    return issues.length > count ? INVALID : (record as Record<string, T>);
  };
}

/**
 * What the first of `checks` to accept the value gives (a union of objects told apart by a
 * literal). When none does, the one issue recorded is 'Invalid type: Received …' (valibot's names
 * the options' types).
 */
function union<T>(...checks: ReadonlyArray<Check<T>>): Check<T> {
  return (value, issues) => {
    for (const check of checks) {
      const read = check(value);
      if (read !== INVALID) return read;
    }
    return report(issues, null, value);
  };
}

/** What `check` keeps of the value, or null when it rejects it. */
function parseWith<T>(check: Check<T>, value: unknown): T | null {
  const read = check(value);
  return read === INVALID ? null : read;
}

export {
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
};
