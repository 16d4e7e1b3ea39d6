import type { CompiledMessages } from './messages';

/** Every locale the SDK ships translations for (en-US is the default and the fallback). */
const SUPPORTED_LOCALES = [
  'en-US',
  'ar',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'hr-HR',
  'hu-HU',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sv-SE',
  'zh-CN',
  'zh-TW',
] as const;

/** One of SUPPORTED_LOCALES. */
type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The default locale (spec section 1). */
const DEFAULT_LOCALE: SupportedLocale = 'en-US';

/**
 * Languages written right to left, for runtimes without `Intl.Locale`'s text info (Firefox, older
 * Safari): the CLDR's right-to-left languages that browsers ship, so the server and the browser
 * agree on `dir` (no hydration mismatch).
 */
const RTL_LANGUAGES: ReadonlySet<string> = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'ku-arab',
  'lrc',
  'mzn',
  'nqo',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);

// Languages whose code differs from ours, or that map to one of two scripts.
const LANGUAGE_ALIASES: Readonly<Record<string, SupportedLocale>> = {
  nb: 'no-NO',
  nn: 'no-NO',
  no: 'no-NO',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
};

/** Canonical form of a locale tag: `en_gb` -> 'en-GB', `PT` -> 'pt', `zh-hant-tw` -> 'zh-Hant-TW'. */
function normalizeLocale(locale: string): string {
  if (typeof locale !== 'string') return '';
  const parts = locale.trim().replace(/_/g, '-').split('-').filter(Boolean);
  return parts
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (part.length === 4) return part[0]!.toUpperCase() + part.slice(1).toLowerCase();
      return part.length === 2 ? part.toUpperCase() : part.toLowerCase();
    })
    .join('-');
}

/**
 * The supported locale to use for `locale`: an exact match (any case, `_` or `-`), else an
 * alias (`nb` -> no-NO, `zh-Hant` -> zh-TW), else the first supported locale of the same
 * language (`pt` -> pt-BR, `en_GB` -> en-US, `ar-EG` -> ar), else en-US.
 */
function resolveLocale(locale: string | undefined | null): SupportedLocale {
  const normalized = normalizeLocale(locale ?? '');
  if (!normalized) return DEFAULT_LOCALE;
  const lower = normalized.toLowerCase();
  const exact = SUPPORTED_LOCALES.find((candidate) => candidate.toLowerCase() === lower);
  if (exact) return exact;
  const parts = lower.split('-');
  for (let length = parts.length; length >= 1; length -= 1) {
    const alias = LANGUAGE_ALIASES[parts.slice(0, length).join('-')];
    if (alias) return alias;
  }
  const language = parts[0];
  return (
    SUPPORTED_LOCALES.find((candidate) => candidate.split('-')[0]!.toLowerCase() === language) ??
    DEFAULT_LOCALE
  );
}

/** True when `locale` is one of SUPPORTED_LOCALES exactly. */
function isSupportedLocale(locale: string): locale is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}

/** `Intl.Locale`'s text info: a method in newer engines (`getTextInfo()`), a getter in older ones (`textInfo`). */
interface LocaleWithTextInfo {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
}

/**
 * 'rtl' for a locale written right to left (Arabic, Hebrew, Persian, Urdu…), else 'ltr': from
 * `Intl.Locale`'s text info where the runtime has it, else from a list of right-to-left languages.
 * An invalid tag is 'ltr'.
 */
function getTextDirection(locale: string): 'ltr' | 'rtl' {
  const normalized = normalizeLocale(locale);
  try {
    const info = new Intl.Locale(normalized) as Intl.Locale & LocaleWithTextInfo;
    const direction = (info.getTextInfo?.() ?? info.textInfo)?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
  } catch {
    return 'ltr';
  }
  const [language = '', script = ''] = normalized.toLowerCase().split('-');
  if (script === 'latn' || script === 'cyrl') return 'ltr';
  return RTL_LANGUAGES.has(language) || (script === 'arab' && RTL_LANGUAGES.has(`${language}-arab`))
    ? 'rtl'
    : 'ltr';
}

type Loader = () => Promise<{ messages: CompiledMessages }>;

// One dynamic import per precompiled locale (en-US is bundled): bundlers emit one chunk each,
// fetched only when used.
const LOCALE_LOADERS: Readonly<Record<Exclude<SupportedLocale, 'en-US'>, Loader>> = {
  ar: () => import('./compiled/ar'),
  'cs-CZ': () => import('./compiled/cs-CZ'),
  'da-DK': () => import('./compiled/da-DK'),
  'de-DE': () => import('./compiled/de-DE'),
  'el-GR': () => import('./compiled/el-GR'),
  'es-ES': () => import('./compiled/es-ES'),
  'fi-FI': () => import('./compiled/fi-FI'),
  'fr-FR': () => import('./compiled/fr-FR'),
  'hr-HR': () => import('./compiled/hr-HR'),
  'hu-HU': () => import('./compiled/hu-HU'),
  'it-IT': () => import('./compiled/it-IT'),
  'ja-JP': () => import('./compiled/ja-JP'),
  'ko-KR': () => import('./compiled/ko-KR'),
  'nl-NL': () => import('./compiled/nl-NL'),
  'no-NO': () => import('./compiled/no-NO'),
  'pl-PL': () => import('./compiled/pl-PL'),
  'pt-BR': () => import('./compiled/pt-BR'),
  'pt-PT': () => import('./compiled/pt-PT'),
  'ro-RO': () => import('./compiled/ro-RO'),
  'ru-RU': () => import('./compiled/ru-RU'),
  'sk-SK': () => import('./compiled/sk-SK'),
  'sl-SI': () => import('./compiled/sl-SI'),
  'sv-SE': () => import('./compiled/sv-SE'),
  'zh-CN': () => import('./compiled/zh-CN'),
  'zh-TW': () => import('./compiled/zh-TW'),
};

export {
  DEFAULT_LOCALE,
  LOCALE_LOADERS,
  SUPPORTED_LOCALES,
  getTextDirection,
  isSupportedLocale,
  normalizeLocale,
  resolveLocale,
};
export type { SupportedLocale };
