import type { DatasetItem } from '../checkout/datasets';

/*
 * Country names in the shopper's language. The payment service's countries dataset
 * (`datasets/countries.json`) is English; its ids are ISO 3166-1 codes, which the runtime's CLDR
 * data names in any language through `Intl.DisplayNames`. So the dataset is fetched once, whatever
 * the locale, and named here: the same names on the server and in the browser, and a locale
 * switch needs no request.
 */

/** A runtime's region names in `locale`, or null when it has none for that language. */
function regionNamesIn(locale: string): ((id: string) => string | undefined) | null {
  if (typeof Intl.DisplayNames !== 'function') return null;
  let supported: string[];
  try {
    supported = Intl.DisplayNames.supportedLocalesOf(locale);
  } catch {
    return null; // not a locale tag
  }
  if (supported.length === 0) return null;
  const names = new Intl.DisplayNames(supported, { type: 'region', fallback: 'none' });
  return (id) => {
    try {
      return names.of(id.toUpperCase());
    } catch {
      return undefined; // not a region code: the dataset's name stays
    }
  };
}

const named = new WeakMap<DatasetItem[], Map<string, DatasetItem[]>>();

/**
 * The countries of a dataset named in `locale` (`Intl.DisplayNames`, type 'region') and sorted by
 * that locale's collation (`Intl.Collator`): 'Deutschland' in de-DE, 'ألمانيا' in ar. An entry the
 * runtime cannot name keeps the dataset's (English) name; in English, or in a locale the runtime
 * does not know, the dataset is returned as it is. Ids never change. Cached per dataset and locale.
 */
function localizeCountries(items: DatasetItem[], locale: string): DatasetItem[] {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (items.length === 0 || language === '' || language === 'en') return items;
  let byLocale = named.get(items);
  const cached = byLocale?.get(locale);
  if (cached) return cached;
  const nameOf = regionNamesIn(locale);
  if (!nameOf) return items;
  const collator = new Intl.Collator(locale);
  const localized = items
    .map((item) => ({ id: item.id, name: nameOf(item.id) ?? item.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  if (!byLocale) named.set(items, (byLocale = new Map()));
  byLocale.set(locale, localized);
  return localized;
}

export { localizeCountries };
