import { describe, expect, it, vi } from 'vitest';
import { enUS } from '../../../headless/core/i18n/messages/en-US';
import {
  SUPPORTED_LOCALES,
  createI18n,
  getTextDirection,
  loadMessages,
  normalizeLocale,
  resolveLocale,
} from 'headless-checkout/core';

describe('resolveLocale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['en_US', 'en-US'],
    ['en_GB', 'en-US'],
    ['en', 'en-US'],
    ['pt', 'pt-BR'],
    ['pt_PT', 'pt-PT'],
    ['pt-pt', 'pt-PT'],
    ['DE', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['fr_CA', 'fr-FR'],
    ['ar-EG', 'ar'],
    ['ar', 'ar'],
    ['nb-NO', 'no-NO'],
    ['no', 'no-NO'],
    ['zh', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hans-CN', 'zh-CN'],
    ['xx-YY', 'en-US'],
    ['', 'en-US'],
    [undefined, 'en-US'],
    ['  ja_jp ', 'ja-JP'],
  ])('%j -> %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });

  it('lists the 26 locales, en-US first', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(26);
    expect(SUPPORTED_LOCALES[0]).toBe('en-US');
  });

  it('normalises tags', () => {
    expect(normalizeLocale('en_gb')).toBe('en-GB');
    expect(normalizeLocale('ZH-hant-tw')).toBe('zh-Hant-TW');
  });
});

describe('createI18n', () => {
  it('is usable synchronously in en-US, and formats placeholders', () => {
    const i18n = createI18n();
    expect(i18n.getSnapshot()).toMatchObject({ locale: 'en-US', status: 'ready', direction: 'ltr' });
    expect(i18n.formatMessage('continueTo', { name: 'iDEAL' })).toBe('Continue to iDEAL');
    expect(i18n.formatMessage('invalidFormatExpects', { format: '9999 AA' })).toBe(
      'Invalid format. Expected format: 9999 AA',
    );
    expect(i18n.formatAmount({ value: 1999, currency: 'EUR' })).toBe('€19.99');
  });

  it('loads a locale lazily: en-US meanwhile, then the translation', async () => {
    const i18n = createI18n({ locale: 'de_DE' });
    expect(i18n.getSnapshot()).toMatchObject({ locale: 'de-DE', status: 'loading' });
    expect(i18n.formatMessage('creditCard.numberField.title')).toBe('Card number');
    let notified = 0;
    i18n.subscribe(() => (notified += 1));
    await i18n.load();
    expect(i18n.getSnapshot().status).toBe('ready');
    expect(notified).toBe(1);
    const german = i18n.formatMessage('creditCard.numberField.title');
    expect(german).not.toBe('Card number');
    expect(german).toMatch(/Karte/i);
    expect(i18n.formatAmount({ value: 1999, currency: 'EUR' })).toBe('19,99\u00a0€');
  });

  it('merges merchant translations over ours', async () => {
    const i18n = createI18n({ locale: 'nl-NL', translations: { 'nl-NL': { payButton: 'Betaal nu' } } });
    await i18n.load();
    expect(i18n.formatMessage('payButton')).toBe('Betaal nu');
    expect(i18n.formatMessage('continue')).not.toBe(enUS.continue);
  });

  it('lets a merchant bring a locale we do not ship, over en-US', () => {
    const i18n = createI18n({ locale: 'en-GB', translations: { 'en-GB': { postalCode: 'Postcode' } } });
    expect(i18n.getSnapshot()).toMatchObject({ locale: 'en-GB', status: 'ready' });
    expect(i18n.formatMessage('postalCode')).toBe('Postcode');
    expect(i18n.formatMessage('city')).toBe('City');
  });

  it('falls back to en-US for an unknown locale', () => {
    expect(createI18n({ locale: 'tlh' }).getSnapshot()).toMatchObject({ locale: 'en-US', status: 'ready' });
  });

  it('is right-to-left for Arabic', async () => {
    const i18n = createI18n({ locale: 'ar' });
    expect(i18n.getSnapshot().direction).toBe('rtl');
    await i18n.load();
    expect(i18n.formatMessage('payButton')).toMatch(/[\u0600-\u06ff]/);
    expect(getTextDirection('ar-EG')).toBe('rtl');
    expect(getTextDirection('fr-FR')).toBe('ltr');
  });

  it('uses preloaded messages without loading (server rendering)', async () => {
    const messages = await loadMessages('fr-FR');
    const i18n = createI18n({ locale: 'fr-FR', preloadedMessages: messages });
    expect(i18n.getSnapshot().status).toBe('ready');
    expect(i18n.formatMessage('city')).toBe(messages.city);
    expect(await loadMessages('en-GB')).toBe(enUS);
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en-US'))(
    'loads %s with every key',
    async (locale) => {
      const messages = await loadMessages(locale);
      expect(Object.keys(messages)).toHaveLength(Object.keys(enUS).length);
    },
  );
});

describe('createI18n on a cold page', () => {
  it('loads the engine and en-US on demand, shows no text meanwhile, then is ready at once', async () => {
    vi.resetModules(); // a fresh core: nothing loaded yet (the test setup preloads en-US)
    const core = await import('headless-checkout/core');
    const i18n = core.createI18n();
    expect(i18n.getSnapshot()).toMatchObject({ locale: 'en-US', status: 'loading', messages: null });
    expect(i18n.formatMessage('payButton')).toBe('');
    expect(i18n.formatRich('payButton', {})).toEqual([]);
    expect(i18n.getIntl()).toBeNull();
    expect(i18n.formatAmount({ value: 1999, currency: 'EUR' })).toBe('€19.99');
    await i18n.load();
    expect(i18n.getSnapshot().status).toBe('ready');
    expect(i18n.formatMessage('payButton')).toBe('Pay');
    expect(core.createI18n().getSnapshot().status).toBe('ready');
    // Another locale starts from the loaded en-US, then switches.
    const german = core.createI18n({ locale: 'de-DE' });
    expect(german.formatMessage('creditCard.numberField.title')).toBe('Card number');
    await german.load();
    expect(german.formatMessage('creditCard.numberField.title')).toMatch(/Karte/i);
  });
});
