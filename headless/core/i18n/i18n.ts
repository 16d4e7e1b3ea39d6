import type { IntlShape } from '@formatjs/intl';
import { formatAmount, type Amount } from '../amount/amount';
import { createStore, type Store } from '../store/machine';
import {
  DEFAULT_LOCALE,
  LOCALE_LOADERS,
  getTextDirection,
  isSupportedLocale,
  normalizeLocale,
  resolveLocale,
  type SupportedLocale,
} from './locales';
import type { createIntlFor } from './i18n.engine';
import type { MessageKey, Messages, PartialMessages } from './messages';

/** Values for a message's placeholders. */
type MessageValues = Record<string, string | number>;

/** Merchant translations: per locale tag, any subset of keys. */
type Translations = Record<string, PartialMessages>;

/** Where the i18n layer stands. */
interface I18nState {
  /** The locale in use: a supported locale, or the merchant's own tag when it brought translations for it. */
  locale: string;
  /**
   * The catalogue in use: ours for the locale, with the merchant's translations merged over it.
   * Null until the first catalogue has loaded (texts format as '' meanwhile).
   */
  messages: Messages | null;
  /**
   * 'loading' while the locale's catalogue (and, the first time, the formatting engine) loads;
   * en-US shows meanwhile when it is already loaded. Then 'ready', or 'error' when a chunk failed.
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
  preloadedMessages?: Messages;
}

/** The i18n layer: a store of the catalogue plus formatting helpers. */
interface I18n extends Pick<Store<I18nState>, 'getSnapshot' | 'subscribe'> {
  /** Loads the locale's chunk if needed; resolves when the store is ready. Never rejects. */
  load: () => Promise<void>;
  /** Formats a message of the current catalogue ('' while nothing is loaded). */
  formatMessage: (key: MessageKey, values?: MessageValues) => string;
  /**
   * Formats a message whose tags (`<link>…</link>`) are rendered by the given functions; returns
   * the parts (strings and whatever the functions return) in order.
   */
  formatRich: <T>(
    key: MessageKey,
    values: Record<string, string | number | ((chunks: Array<string | T>) => T)>,
  ) => Array<string | T>;
  /** Formats an amount in the current locale. */
  formatAmount: (amount: Amount) => string;
  /** The @formatjs/intl object of the current state (dates, numbers…); null until loaded. */
  getIntl: () => IntlShape<string> | null;
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

function merge(base: Messages, overrides: PartialMessages | undefined): Messages {
  if (!overrides) return base;
  const merged: Record<string, string> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (key in base && typeof value === 'string') merged[key] = value;
  }
  return merged as Messages;
}

const plainText = (chunks: unknown[]): string => chunks.join('');

// Loaded once per page (or server process) and shared: the engine is stateless and the catalogues
// are immutable, so every checkout created afterwards is ready synchronously.
let engine: { createIntlFor: typeof createIntlFor } | null = null;
const catalogues = new Map<SupportedLocale, Messages>();

function loadCatalogue(locale: SupportedLocale): Promise<Messages> {
  const cached = catalogues.get(locale);
  if (cached) return Promise.resolve(cached);
  const load =
    locale === 'en-US'
      ? import('./messages/en-US').then((module) => module.enUS as Messages)
      : LOCALE_LOADERS[locale]().then((module) => module.messages);
  return load.then((messages) => {
    catalogues.set(locale, messages);
    return messages;
  });
}

/**
 * Loads the formatting engine and our catalogue for a locale (server rendering, or to have texts
 * on the first client render); checkouts created afterwards for that locale are ready at once.
 */
async function loadMessages(locale: string): Promise<Messages> {
  const [loaded, messages] = await Promise.all([
    engine ? Promise.resolve(engine) : import('./i18n.engine'),
    loadCatalogue(resolveLocale(locale)),
  ]);
  engine = loaded;
  return messages;
}

/** Creates the i18n layer. Works without a DOM; ready at once when its catalogue was loaded before. */
function createI18n({ locale: requested, translations = {}, preloadedMessages }: I18nOptions = {}): I18n {
  const { locale, ours } = pickLocale(requested, translations);
  const overrides = translations[locale];
  const known = engine ? (preloadedMessages ?? catalogues.get(ours)) : undefined;
  const meanwhile = engine ? catalogues.get(DEFAULT_LOCALE) : undefined;
  const store = createStore<I18nState>({
    locale,
    messages: known ? merge(known, overrides) : (meanwhile ?? null),
    status: known ? 'ready' : 'loading',
    direction: getTextDirection(locale),
  });

  let intlFor: Messages | null = null;
  let intl: IntlShape<string> | null = null;
  const getIntl = (): IntlShape<string> | null => {
    const { messages } = store.getSnapshot();
    if (!engine || !messages) return null;
    if (intl && intlFor === messages) return intl;
    intlFor = messages;
    // Formatting follows the catalogue shown: en-US while a locale loads, then the locale.
    const shown = store.getSnapshot().status === 'ready' ? locale : DEFAULT_LOCALE;
    intl = engine.createIntlFor(isSupportedLocale(shown) ? shown : ours, messages, DEFAULT_LOCALE);
    return intl;
  };

  let loading: Promise<void> | null = null;
  const load = (): Promise<void> => {
    if (store.getSnapshot().status === 'ready') return Promise.resolve();
    loading ??= loadMessages(ours)
      .then((messages) =>
        store.setState((state) => ({ ...state, messages: merge(messages, overrides), status: 'ready' })),
      )
      .catch(() => {
        loading = null; // a later load() tries again
        store.setState((state) => ({ ...state, status: 'error' }));
      });
    return loading;
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load,
    getIntl,
    formatMessage: (key, values) => {
      const intl = getIntl();
      if (!intl) return '';
      if (!(key in intl.messages)) return String(key);
      // Tags (`<link>…</link>`) read as plain text unless the caller renders them (formatRich).
      return intl.formatMessage({ id: key }, { link: plainText, ...values }) as string;
    },
    formatRich: <T>(
      key: MessageKey,
      values: Record<string, string | number | ((chunks: Array<string | T>) => T)>,
    ) => {
      const intl = getIntl();
      if (!intl) return [];
      const format = intl.formatMessage as unknown as (
        descriptor: { id: string },
        values: Record<string, unknown>,
      ) => string | Array<string | T>;
      const formatted = format({ id: key }, values);
      return Array.isArray(formatted) ? (formatted as Array<string | T>) : [formatted as string | T];
    },
    formatAmount: (amount) => formatAmount(amount, store.getSnapshot().locale),
  };
}

export { createI18n, loadMessages };
export type { I18n, I18nOptions, I18nState, MessageValues, Translations };
