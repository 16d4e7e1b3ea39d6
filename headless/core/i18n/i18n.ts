import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
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
import { enUS, type MessageKey, type Messages, type PartialMessages } from './messages';

/** Values for a message's placeholders. */
type MessageValues = Record<string, string | number>;

/** Merchant translations: per locale tag, any subset of keys. */
type Translations = Record<string, PartialMessages>;

/** Where the i18n layer stands. */
interface I18nState {
  /** The locale in use: a supported locale, or the merchant's own tag when it brought translations for it. */
  locale: string;
  /** The catalogue in use: ours for the locale, with the merchant's translations merged over it. */
  messages: Messages;
  /** 'loading' while a locale chunk is being fetched (en-US shows meanwhile), then 'ready' or 'error'. */
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
  /** Our catalogue for the locale when already loaded (server rendering): skips the lazy load. */
  preloadedMessages?: Messages;
}

/** The i18n layer: a store of the catalogue plus formatting helpers. */
interface I18n extends Pick<Store<I18nState>, 'getSnapshot' | 'subscribe'> {
  /** Loads the locale's chunk if needed; resolves when the store is ready. Never rejects. */
  load: () => Promise<void>;
  /** Formats a message of the current catalogue. */
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
  /** The @formatjs/intl object of the current state (rich text, dates, numbers). */
  getIntl: () => IntlShape<string>;
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

/** Preloads our catalogue for a locale (for server rendering); en-US resolves at once. */
async function loadMessages(locale: string): Promise<Messages> {
  const ours = resolveLocale(locale);
  return ours === 'en-US' ? enUS : LOCALE_LOADERS[ours]();
}

/** Creates the i18n layer. Works without a DOM; the first state is usable synchronously. */
function createI18n({ locale: requested, translations = {}, preloadedMessages }: I18nOptions = {}): I18n {
  const { locale, ours } = pickLocale(requested, translations);
  const overrides = translations[locale];
  const needsLoad = ours !== 'en-US' && !preloadedMessages;
  const store = createStore<I18nState>({
    locale,
    messages: merge(preloadedMessages ?? enUS, overrides),
    status: needsLoad ? 'loading' : 'ready',
    direction: getTextDirection(locale),
  });

  const cache = createIntlCache();
  let intlFor: I18nState | null = null;
  let intl: IntlShape<string> | null = null;
  const getIntl = (): IntlShape<string> => {
    const state = store.getSnapshot();
    if (intl && intlFor === state) return intl;
    intlFor = state;
    intl = createIntl(
      {
        locale: isSupportedLocale(state.locale) ? state.locale : ours,
        messages: state.messages,
        defaultLocale: DEFAULT_LOCALE,
        // Tags (`<link>…</link>`) read as plain text unless the caller renders them (formatRich).
        defaultRichTextElements: { link: (chunks) => chunks.join('') },
        onError: () => undefined,
      },
      cache,
    );
    return intl;
  };

  let loading: Promise<void> | null = null;
  const load = (): Promise<void> => {
    if (!needsLoad) return Promise.resolve();
    loading ??= LOCALE_LOADERS[ours as Exclude<SupportedLocale, 'en-US'>]()
      .then((messages) =>
        store.setState((state) => ({ ...state, messages: merge(messages, overrides), status: 'ready' })),
      )
      .catch(() => store.setState((state) => ({ ...state, status: 'error' })));
    return loading;
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load,
    getIntl,
    formatMessage: (key, values) => {
      const messages = store.getSnapshot().messages;
      if (!(key in messages)) return String(key);
      return getIntl().formatMessage({ id: key, defaultMessage: enUS[key] }, values);
    },
    formatRich: <T>(
      key: MessageKey,
      values: Record<string, string | number | ((chunks: Array<string | T>) => T)>,
    ) => {
      const format = getIntl().formatMessage as unknown as (
        descriptor: { id: string; defaultMessage: string },
        values: Record<string, unknown>,
      ) => string | Array<string | T>;
      const formatted = format({ id: key, defaultMessage: enUS[key] }, values);
      return Array.isArray(formatted) ? (formatted as Array<string | T>) : [formatted as string | T];
    },
    formatAmount: (amount) => formatAmount(amount, store.getSnapshot().locale),
  };
}

export { createI18n, loadMessages };
export type { I18n, I18nOptions, I18nState, MessageValues, Translations };
