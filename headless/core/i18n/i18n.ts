import type { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import { formatAmount, type Amount } from '../amount/amount';
import { createMachine, type Store } from '../store/machine';
import {
  DEFAULT_LOCALE,
  LOCALE_LOADERS,
  getTextDirection,
  isSupportedLocale,
  normalizeLocale,
  resolveLocale,
  type SupportedLocale,
} from './locales';
import { messages as enUSCommon } from './compiled/en-US';
import { addMessages, enUS } from './en-US.registry';
import { formatCompiled } from './i18n.engine';
import type { CompiledMessage, CompiledMessageGroup, MessageKey, PartialMessages } from './messages';

/** Values for a message's placeholders. */
type MessageValues = Record<string, string | number>;

/**
 * Merchant translations: per locale tag, any subset of keys, each an ICU string or a precompiled
 * message. Plain text and precompiled messages apply at once; an ICU string (a placeholder, a tag)
 * first loads the ICU parser.
 */
type Translations = Record<string, PartialMessages>;

type Parse = typeof parse;

// The literal element's type tag (formatjs's `TYPE.literal`), without importing the parser package.
const TYPE_LITERAL = 0 as TYPE.literal;

/** Where the i18n layer stands. */
interface I18nState {
  /** The locale in use: a supported locale, or the merchant's own tag when it brought translations for it. */
  locale: string;
  /**
   * The catalogue in use, precompiled: ours for the locale (en-US until the locale's arrives), with
   * the merchant's translations merged over it. en-US is its common group and the groups the code
   * on the page has added (a method's texts come with its definition): a key of a group not added
   * yet formats from the en-US catalogue once it is.
   */
  messages: CompiledMessageGroup;
  /**
   * 'loading' while the locale's catalogue (or the ICU parser, for merchant ICU strings) loads;
   * en-US shows meanwhile. Then 'ready', or 'error' when a chunk failed. en-US is ready at once.
   */
  status: 'loading' | 'ready' | 'error';
  /** Text direction of the locale. */
  direction: 'ltr' | 'rtl';
}

/** Options of the i18n layer. */
interface I18nOptions {
  /** Requested locale (any case, `_` or `-`); default en-US. */
  locale?: string;
  /** Merchant translations merged over ours, keyed by locale. */
  translations?: Translations;
  /** Our catalogue for the locale, from `await loadMessages(locale)` (server rendering): ready at once. */
  preloadedMessages?: CompiledMessageGroup;
}

/** The i18n layer: a store of the catalogue plus formatting helpers. */
interface I18n extends Pick<Store<I18nState>, 'getSnapshot' | 'subscribe'> {
  /** Loads the locale's chunk if needed; resolves when the store is ready. Never rejects. */
  load: () => Promise<void>;
  /** Formats a message of the current catalogue (en-US from the start). */
  formatMessage: (key: MessageKey, values?: MessageValues) => string;
  /**
   * Formats a message whose tags (`<link>…</link>`) are rendered by the given functions; returns
   * the parts (strings and whatever the functions return) in order.
   */
  formatRich: <T>(
    key: MessageKey,
    values: Record<string, string | number | ((chunks: Array<string | T>) => T)>,
  ) => Array<string | T>;
  /**
   * Formats an amount in the current locale; in a right-to-left locale it is a bidi isolate
   * (FSI … PDI), so it keeps its order wherever it is shown ("Balance: €50.00", a list, a badge).
   */
  formatAmount: (amount: Amount) => string;
}

/** Which locale and catalogue `requested` gives, before any loading. */
function pickLocale(
  requested: string | undefined,
  translations: Translations,
): { locale: string; ours: SupportedLocale } {
  const normalized = normalizeLocale(requested ?? DEFAULT_LOCALE);
  const ours = resolveLocale(normalized);
  // A merchant may add a locale we do not ship by bringing translations for it.
  if (normalized && !isSupportedLocale(normalized) && translations[normalized])
    return { locale: normalized, ours };
  return { locale: ours, ours };
}

// Loaded once per page (or server process) and shared: the catalogues are immutable (en-US only
// grows), so every checkout created afterwards for a loaded locale is ready at once. The en-US one
// starts with the common group, bundled here.
const catalogues = new Map<SupportedLocale, CompiledMessageGroup>([
  [DEFAULT_LOCALE, Object.assign(enUS, enUSCommon)],
]);
let parser: Parse | null = null;

function loadCatalogue(locale: SupportedLocale): Promise<CompiledMessageGroup> {
  const cached = catalogues.get(locale);
  if (cached) return Promise.resolve(cached);
  if (locale === 'en-US') return Promise.resolve(enUS); // bundled, and cached from the start
  return LOCALE_LOADERS[locale]().then(({ messages }) => {
    catalogues.set(locale, messages);
    return messages;
  });
}

// The ICU parser (about 13 KB gzipped) loads only for merchant strings that need it.
function loadParser(): Promise<Parse> {
  if (parser) return Promise.resolve(parser);
  return import('@formatjs/icu-messageformat-parser').then((module) => (parser = module.parse));
}

/**
 * True when a merchant string holds ICU syntax: a placeholder, a tag, or an escaped apostrophe.
 * Any other string is its own text, one literal element, as the parser would give it.
 */
function needsParser(message: string): boolean {
  return /[{}<>]|''/.test(message);
}

function literal(message: string): CompiledMessage {
  return message === '' ? [] : [{ type: TYPE_LITERAL, value: message }];
}

/**
 * A merchant's overrides as precompiled messages: kept as they are when precompiled, plain text at
 * once, ICU strings through the parser once it has loaded (`pending` until then). An unknown key is
 * kept and never asked for (the page does not hold every key to check against: a method's en-US
 * texts come with the method); a string the parser rejects leaves our text for its key.
 */
function compileOverrides(overrides: PartialMessages | undefined): {
  compiled: Partial<Record<MessageKey, CompiledMessage>>;
  pending: boolean;
} {
  const compiled: Partial<Record<MessageKey, CompiledMessage>> = {};
  let pending = false;
  for (const [key, value] of Object.entries(overrides ?? {})) {
    const messageKey = key as MessageKey;
    if (Array.isArray(value)) compiled[messageKey] = value;
    else if (typeof value !== 'string') continue;
    else if (!needsParser(value)) compiled[messageKey] = literal(value);
    else if (!parser) pending = true;
    else {
      try {
        compiled[messageKey] = parser(value);
      } catch {
        // Not valid ICU: our text stays.
      }
    }
  }
  return { compiled, pending };
}

/** True when any of the translations is an ICU string, which needs the parser. */
function hasIcuStrings(translations: Translations | undefined): boolean {
  return Object.values(translations ?? {}).some((overrides) =>
    Object.values(overrides ?? {}).some((value) => typeof value === 'string' && needsParser(value)),
  );
}

function merge(
  base: CompiledMessageGroup,
  overrides: Partial<Record<MessageKey, CompiledMessage>>,
): CompiledMessageGroup {
  return Object.keys(overrides).length === 0 ? base : { ...base, ...overrides };
}

const plainText = (chunks: unknown[]): string => chunks.join('');

/**
 * Loads our precompiled catalogue for a locale (en-US is bundled: at once), and the ICU parser when
 * `translations` hold ICU strings (server rendering, or another locale's texts on the first client
 * render). Checkouts created afterwards for that locale are ready at once.
 */
async function loadMessages(locale: string, translations?: Translations): Promise<CompiledMessageGroup> {
  const [messages] = await Promise.all([
    loadCatalogue(resolveLocale(locale)),
    hasIcuStrings(translations) ? loadParser() : undefined,
  ]);
  return messages;
}

/** The events of the i18n layer's load. */
type I18nEvent =
  /** The locale's catalogue (with the merchant's texts) arrived. */
  | { type: 'messages.loaded'; messages: CompiledMessageGroup }
  /** It could not load: en-US stays shown; a later load() tries again. */
  | { type: 'messages.failed' };

/** The pure transition of the i18n layer: loading → ready with the catalogue, or → error. */
function i18nReducer(state: I18nState, event: I18nEvent): I18nState {
  switch (event.type) {
    case 'messages.loaded':
      return { ...state, messages: event.messages, status: 'ready' };
    case 'messages.failed':
      return state.status === 'error' ? state : { ...state, status: 'error' };
    default:
      event satisfies never;
      return state;
  }
}

/**
 * Creates the i18n layer. Works without a DOM. Ready at once in en-US and in any locale loaded
 * before; another locale shows en-US (with the merchant's texts for it) until `load()` brings it.
 */
function createI18n({ locale: requested, translations = {}, preloadedMessages }: I18nOptions = {}): I18n {
  const { locale, ours } = pickLocale(requested, translations);
  const overrides = translations[locale];
  const known = preloadedMessages ?? catalogues.get(ours);
  const initial = compileOverrides(overrides);
  const store = createMachine<I18nState, I18nEvent>(
    {
      initialState: {
        locale,
        messages: merge(known ?? enUS, initial.compiled),
        status: known && !initial.pending ? 'ready' : 'loading',
        direction: getTextDirection(locale),
      },
      reducer: i18nReducer,
    },
    undefined,
  );
  // Formatting (plurals, numbers) follows the catalogue shown: en-US until the locale's arrives.
  let shownLocale: string = known ? (isSupportedLocale(locale) ? locale : ours) : DEFAULT_LOCALE;

  // In a right-to-left locale, each text argument (an amount, '•••• 1111', a dial code, a bank's
  // name) is a bidi isolate (FSI … PDI), as Fluent does: '€12.00' or '+351' keep their order and
  // do not reorder the sentence around them. A value that is one already (a formatted amount) is
  // not wrapped twice.
  const isolate = (value: string) =>
    store.getSnapshot().direction !== 'rtl' || value === '' || value.startsWith('\u2068')
      ? value
      : `\u2068${value}\u2069`;
  const isolated = <V extends Record<string, unknown> | undefined>(values: V): V => {
    if (!values || store.getSnapshot().direction !== 'rtl') return values;
    const result: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values))
      result[name] = typeof value === 'string' ? isolate(value) : value;
    return result as V;
  };

  // The message of a key in the catalogue shown (own properties only: a key is never `toString`),
  // else in the en-US catalogue: a group added after this state was made (the merchant's texts are
  // merged over a copy), or while another locale's chunk is loading.
  const own = (messages: CompiledMessageGroup, key: MessageKey) =>
    Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
  const messageOf = (key: MessageKey): CompiledMessage | undefined =>
    own(store.getSnapshot().messages, key) ?? own(enUS, key);

  let loading: Promise<void> | null = null;
  const load = (): Promise<void> => {
    if (store.getSnapshot().status === 'ready') return Promise.resolve();
    loading ??= Promise.all([
      known ? Promise.resolve(known) : loadCatalogue(ours),
      initial.pending ? loadParser() : undefined,
    ])
      .then(([messages]) => {
        shownLocale = isSupportedLocale(locale) ? locale : ours;
        const { compiled } = compileOverrides(overrides);
        store.send({ type: 'messages.loaded', messages: merge(messages, compiled) });
      })
      .catch(() => {
        loading = null; // a later load() tries again
        store.send({ type: 'messages.failed' });
      });
    return loading;
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load,
    formatMessage: (key, values) => {
      const message = messageOf(key);
      if (!message) return String(key);
      // Tags (`<link>…</link>`) read as plain text unless the caller renders them (formatRich).
      const formatted = formatCompiled(shownLocale, message, { link: plainText, ...isolated(values) }, key);
      return Array.isArray(formatted) ? formatted.join('') : String(formatted);
    },
    formatRich: <T>(
      key: MessageKey,
      values: Record<string, string | number | ((chunks: Array<string | T>) => T)>,
    ) => {
      const message = messageOf(key);
      if (!message) return [String(key)];
      const formatted = formatCompiled<T>(shownLocale, message, isolated(values), key);
      return Array.isArray(formatted) ? formatted : [formatted];
    },
    formatAmount: (amount) => isolate(formatAmount(amount, store.getSnapshot().locale)),
  };
}

export { addMessages, createI18n, i18nReducer, loadMessages };
export type { I18n, I18nEvent, I18nOptions, I18nState, MessageValues, Translations };
