/**
 * Small hand-written checks for data that comes from another window or the network: the
 * secured-fields messages, the expiry channel between two frames, the public key. They replace
 * valibot there so the secured-field frame's bundle stays small, and mirror the valibot schemas
 * they replaced: the same values are accepted and rejected, and the same output is given (an
 * `object` keeps only its known properties, a `looseObject` also its other own properties, a
 * `recordOf` its own entries; all three skip `__proto__`, `prototype` and `constructor`, and they
 * and `arrayOf` return copies).
 *
 * A check reads an unknown value and gives what to keep of it, or `INVALID`.
 */

/** What a check gives for a value it rejects. */
const INVALID: unique symbol = Symbol('invalid');

/** Reads an unknown value as a `T`: what to keep of it, or `INVALID`. */
type Check<T> = (value: unknown) => T | typeof INVALID;

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

/** A string. */
const string: Check<string> = (value) => (typeof value === 'string' ? value : INVALID);

/** A string of at least one character. */
const nonEmptyString: Check<string> = (value) =>
  typeof value === 'string' && value !== '' ? value : INVALID;

/** A boolean. */
const boolean: Check<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

/** One of `options`. */
function oneOf<const T>(options: readonly T[]): Check<T> {
  return (value) => (options.includes(value as T) ? (value as T) : INVALID);
}

/** Exactly `expected`. */
function literal<const T extends string>(expected: T): Check<T> {
  return oneOf([expected]);
}

/** A string `pattern` matches. */
function matching(pattern: RegExp): Check<string> {
  return (value) => (typeof value === 'string' && pattern.test(value) ? value : INVALID);
}

/** `undefined`, or what `check` accepts. */
function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value) => (value === undefined ? undefined : check(value));
}

/** `null`, or what `check` accepts. */
function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? null : check(value));
}

/** An array whose every item `check` accepts. */
function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    const items: T[] = [];
    for (const item of value as unknown[]) {
      const read = check(item);
      if (read === INVALID) return INVALID;
      items.push(read);
    }
    return items;
  };
}

/** An object whose every own entry (but the unsafe names, skipped) `check` accepts. */
function recordOf<T>(check: Check<T>): Check<Record<string, T>> {
  return (value) => {
    if (!isObject(value)) return INVALID;
    const record: Record<string, T> = {};
    for (const [key, item] of safeEntries(value)) {
      const read = check(item);
      if (read === INVALID) return INVALID;
      record[key] = read;
    }
    return record;
  };
}

/** An object with the properties of `shape` (others are dropped); a missing property reads as `undefined`. */
function object<T extends object>(shape: Shape<T>): Check<T> {
  return (value) => {
    if (!isObject(value)) return INVALID;
    const output: Partial<T> = {};
    for (const key in shape) {
      const read = shape[key](value[key]);
      if (read === INVALID) return INVALID;
      if (key in value) output[key] = read;
    }
    return output as T;
  };
}

/** Like `object`, but also keeps the other own properties of the value (unchecked; but the unsafe names). */
function looseObject<T extends object>(shape: Shape<T>): Check<T & Record<string, unknown>> {
  const known = object(shape);
  return (value) => {
    const output = known(value);
    if (output === INVALID) return INVALID;
    const others = safeEntries(value as object).filter(([key]) => !Object.hasOwn(shape, key));
    return Object.assign(output, Object.fromEntries(others));
  };
}

/** What the first of `checks` to accept the value gives (a union of objects told apart by a literal). */
function union<T>(...checks: ReadonlyArray<Check<T>>): Check<T> {
  return (value) => {
    for (const check of checks) {
      const read = check(value);
      if (read !== INVALID) return read;
    }
    return INVALID;
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
  looseObject,
  matching,
  nonEmptyString,
  nullable,
  object,
  oneOf,
  optional,
  parseWith,
  recordOf,
  string,
  union,
};
export type { Check, Shape };
