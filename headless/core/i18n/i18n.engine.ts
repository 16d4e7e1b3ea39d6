// The message-formatting engine: formatjs's message formatter (intl-messageformat), part of the
// i18n layer from the start so texts format on the server and at the first render. Only the message
// formatter: amounts go through Intl.NumberFormat (amount.ts), and no text formats a date or a list,
// so @formatjs/intl's other formatters would be weight that never runs. It formats our precompiled
// catalogues (syntax trees), so it runs without the ICU parser: the package's build bundles formatjs
// with the parser's no-parser build (scripts/formatjs-without-parser.mjs). Merchant strings are
// parsed before they get here.
import { IntlMessageFormat } from 'intl-messageformat';
import type { TYPE } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage } from './messages';

/** Values of a message's placeholders, and the functions that render its tags. */
type FormatValues = Record<string, unknown>;

// One formatter per locale and message, made on first use: a catalogue's message is the same
// syntax tree every time (a merchant's override is a tree of its own), so the tree is the key.
const formatters = new Map<string, WeakMap<CompiledMessage, IntlMessageFormat>>();

function formatterFor(locale: string, message: CompiledMessage): IntlMessageFormat {
  let byMessage = formatters.get(locale);
  if (!byMessage) formatters.set(locale, (byMessage = new WeakMap()));
  let formatter = byMessage.get(message);
  if (!formatter) byMessage.set(message, (formatter = new IntlMessageFormat(message, locale)));
  return formatter;
}

/**
 * Formats a precompiled message in a locale: a string, or the parts (strings and whatever the tags'
 * functions return) when the values render tags. Quiet, as @formatjs/intl with an `onError` that
 * ignores errors: a message the values do not fit (a missing value, a tag without its function)
 * gives `fallback` instead of throwing.
 */
function formatCompiled<T = string>(
  locale: string,
  message: CompiledMessage,
  values: FormatValues | undefined,
  fallback: string,
): string | T | Array<string | T> {
  // A plain text needs no formatter (as @formatjs/intl's own shortcut).
  const [first] = message;
  if (message.length === 1 && first?.type === (0 as TYPE.literal)) return first.value;
  try {
    return formatterFor(locale, message).format<T>(values as never);
  } catch {
    return fallback;
  }
}

export { formatCompiled };
export type { FormatValues };
