import * as v from 'valibot';
import type { MessageKey } from '../i18n/messages';
import { asString, toResult, type ValidationResult } from './result';

// The toolkit's valibot helpers, apart from common.ts: the card form imports `validateRequired`
// from there, and a module that imports valibot brings it into a page's bundle (esbuild's code
// splitting keeps the import for the module's sake even when nothing of it is used).

/** A string rule: a valibot schema whose action messages are message keys. */
type StringRule = v.GenericSchema<string, unknown>;

/** Types a message key inside a schema action, so a typo fails the type check. */
const key = (messageKey: MessageKey): MessageKey => messageKey;

/**
 * True when `message` is a catalogue key rather than one of valibot's English default texts: keys
 * never hold whitespace (checked by the catalogue test), valibot's texts always do. Testing the
 * shape keeps the catalogue itself out of the validators' bundle.
 */
function isMessageKey(message: unknown): message is MessageKey {
  return typeof message === 'string' && message !== '' && !/\s/.test(message);
}

/**
 * Runs a string rule over any input (non-strings count as empty; surrounding whitespace is trimmed
 * unless `trim: false`) and maps valibot's outcome to a `ValidationResult`. The first failing action
 * decides the key when its message is a catalogue key; otherwise `errorKey` is used. Internal helper.
 */
function validateWith(
  schema: StringRule,
  value: unknown,
  errorKey: MessageKey,
  options: { trim?: boolean } = {},
): ValidationResult {
  const text = options.trim === false ? asString(value) : asString(value).trim();
  const empty = text.trim() === '';
  const outcome = v.safeParse(schema, text, { abortPipeEarly: true });
  if (outcome.success) return toResult(true, empty);
  const message = outcome.issues[0]?.message;
  return toResult(false, empty, isMessageKey(message) ? message : errorKey);
}

export { key, validateWith };
export type { StringRule };
