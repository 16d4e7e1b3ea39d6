// Country names in the shopper's language (localizeCountries over the English countries dataset),
// the direction of a locale (getTextDirection), and which fields hold left-to-right data
// (fieldDirectionOf).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fieldDirectionOf,
  getTextDirection,
  localizeCountries,
  type DatasetItem,
} from 'headless-checkout/core';

/** Part of the service's English dataset, sorted in English. */
const ENGLISH: DatasetItem[] = [
  { id: 'AT', name: 'Austria' },
  { id: 'EG', name: 'Egypt' },
  { id: 'DE', name: 'Germany' },
  { id: 'JP', name: 'Japan' },
  { id: 'NL', name: 'Netherlands' },
  { id: 'SE', name: 'Sweden' },
  { id: 'CH', name: 'Switzerland' },
];
const nameOf = (items: DatasetItem[], id: string) => items.find((item) => item.id === id)?.name;

describe('localizeCountries', () => {
  it('names the countries in German, sorted in German (Ägypten with the A, Schweden after Österreich)', () => {
    const german = localizeCountries(ENGLISH, 'de-DE');
    expect(german.map((item) => item.name)).toEqual([
      'Ägypten',
      'Deutschland',
      'Japan',
      'Niederlande',
      'Österreich',
      'Schweden',
      'Schweiz',
    ]);
    expect(german.map((item) => item.id).sort()).toEqual(ENGLISH.map((item) => item.id).sort());
  });

  it('names them in Arabic, in Arabic order, and in Japanese', () => {
    const arabic = localizeCountries(ENGLISH, 'ar');
    expect(nameOf(arabic, 'DE')).toBe('ألمانيا');
    expect(nameOf(arabic, 'EG')).toBe('مصر');
    for (const { name } of arabic) expect(name).toMatch(/^[\u0600-\u06ff\s]+$/);
    const names = arabic.map((item) => item.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
    expect(nameOf(localizeCountries(ENGLISH, 'ja-JP'), 'DE')).toBe('ドイツ');
  });

  it('keeps the English dataset in English, and for a locale the runtime does not know', () => {
    expect(localizeCountries(ENGLISH, 'en-US')).toBe(ENGLISH);
    expect(localizeCountries(ENGLISH, 'en-GB')).toBe(ENGLISH);
    expect(localizeCountries(ENGLISH, 'tlh')).toBe(ENGLISH);
    expect(localizeCountries(ENGLISH, 'not a locale')).toBe(ENGLISH);
  });

  it("keeps the dataset's name for an id the runtime cannot name, and answers the same list for the same dataset and locale", () => {
    const items = [...ENGLISH, { id: 'ABC', name: 'Somewhere' }];
    const german = localizeCountries(items, 'de-DE');
    expect(nameOf(german, 'ABC')).toBe('Somewhere');
    expect(localizeCountries(items, 'de-DE')).toBe(german);
  });
});

describe('getTextDirection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is rtl for Arabic, Hebrew, Persian and Urdu in any region, ltr otherwise', () => {
    for (const locale of ['ar', 'ar-EG', 'ar_SA', 'he-IL', 'fa-IR', 'ur-PK', 'ps'])
      expect(getTextDirection(locale)).toBe('rtl');
    for (const locale of ['en-US', 'de-DE', 'ja-JP', 'zh-Hant-TW', 'tr'])
      expect(getTextDirection(locale)).toBe('ltr');
  });

  it('falls back to its list of right-to-left languages where Intl.Locale has no text info (Firefox)', () => {
    const RealLocale = Intl.Locale;
    // A Locale that validates the tag as the real one does, without getTextInfo or textInfo.
    class LocaleWithoutTextInfo {
      constructor(tag: string) {
        new RealLocale(tag);
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { Locale: { value: LocaleWithoutTextInfo } }));
    expect('textInfo' in new Intl.Locale('ar')).toBe(false);
    for (const locale of ['ar-EG', 'he', 'fa-IR', 'ur', 'ckb', 'yi'])
      expect(getTextDirection(locale)).toBe('rtl');
    for (const locale of ['en-US', 'de-DE', 'ja-JP', 'az-Latn']) expect(getTextDirection(locale)).toBe('ltr');
  });

  it('is ltr for what is not a locale', () => {
    expect(getTextDirection('')).toBe('ltr');
    expect(getTextDirection('not a locale')).toBe('ltr');
  });
});

describe('fieldDirectionOf', () => {
  it('is ltr for left-to-right data, by name or by control', () => {
    for (const field of [
      'billingAddress.postalCode',
      'deliveryAddress.postalCode',
      'iban',
      'telephoneNumber',
      'personalDetails.shopperEmail',
      'cardNumber',
      'socialSecurityNumber',
      'bankAccountNumber',
    ])
      expect(fieldDirectionOf(field)).toBe('ltr');
    expect(fieldDirectionOf({ field: 'mobile', kind: 'tel' })).toBe('ltr');
    expect(fieldDirectionOf({ field: 'code', kind: 'text', inputMode: 'numeric' })).toBe('ltr');
  });

  it('follows the page for text in the shopper’s language (names, streets, cities)', () => {
    for (const field of [
      'holderName',
      'firstName',
      'billingAddress.street',
      'billingAddress.city',
      'ownerName',
    ])
      expect(fieldDirectionOf(field)).toBeUndefined();
    expect(fieldDirectionOf({ field: 'companyName', kind: 'text' })).toBeUndefined();
  });
});
