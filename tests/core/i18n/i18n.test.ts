import { parse } from '@formatjs/icu-messageformat-parser';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { messages as compiledEnUS } from '../../../headless/core/i18n/compiled/en-US';
import { messages as issuerListTexts } from '../../../headless/core/i18n/compiled/en-US.issuer-list';
import { enUS, enUSGroups } from '../../../headless/core/i18n/messages/en-US';
import { addMessages } from '../../../headless/core/i18n/i18n';
import type { CompiledMessageGroup } from '../../../headless/core/i18n/messages';
import { messages as frFR } from '../../../headless/core/i18n/locales/fr-FR';
import {
  SUPPORTED_LOCALES,
  createI18n,
  getTextDirection,
  i18nReducer,
  loadMessages,
  normalizeLocale,
  resolveLocale,
  type I18nState,
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

  it('isolates text arguments (amounts, masked numbers) in a right-to-left locale only', async () => {
    const arabic = createI18n({ locale: 'ar' });
    await arabic.load();
    const text = arabic.formatMessage('creditCard.storedCard.description', { lastFour: '1111' });
    expect(text).toContain('\u20681111\u2069');
    expect(
      createI18n({ locale: 'en-US' }).formatMessage('creditCard.storedCard.description', {
        lastFour: '1111',
      }),
    ).not.toMatch(/[\u2068\u2069]/);
  });

  it('formats an amount as an isolate in a right-to-left locale (once, also inside a message), plain otherwise', async () => {
    const arabic = createI18n({ locale: 'ar' });
    await arabic.load();
    const amount = arabic.formatAmount({ value: 5000, currency: 'EUR' });
    expect(amount).toMatch(/^\u2068[^\u2068\u2069]*50[^\u2068\u2069]*\u2069$/);
    const sentence = arabic.formatMessage('partialPayment.remainingBalance', { amount });
    expect(sentence).toContain(amount);
    expect(sentence.match(/\u2068/g)).toHaveLength(1);
    expect(createI18n({ locale: 'de-DE' }).formatAmount({ value: 5000, currency: 'EUR' })).toBe(
      '50,00\u00a0€',
    );
  });

  it('uses preloaded messages without loading (server rendering)', async () => {
    const messages = await loadMessages('fr-FR');
    expect(messages.city).toEqual(parse(frFR.city));
    const i18n = createI18n({ locale: 'fr-FR', preloadedMessages: messages });
    expect(i18n.getSnapshot().status).toBe('ready');
    expect(i18n.formatMessage('city')).toBe(frFR.city);
    // en-US is bundled: its catalogue (the common group, and the groups added) is there at once, for any English tag.
    expect(await loadMessages('en-GB')).toMatchObject(compiledEnUS);
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en-US'))(
    'loads %s with every key',
    async (locale) => {
      const messages = await loadMessages(locale);
      expect(Object.keys(messages)).toHaveLength(Object.keys(enUS).length);
    },
  );
});

/** Sample values for every placeholder and tag of a message. */
function sampleValues(message: string): Record<string, string | number | ((chunks: string[]) => string)> {
  const values: Record<string, string | number | ((chunks: string[]) => string)> = {};
  for (const [, name] of message.matchAll(/\{(\w+)/g)) values[name!] = 7;
  for (const [, name] of message.matchAll(/<(\w+)>/g)) values[name!] = (chunks) => chunks.join('');
  return values;
}

describe('precompiled catalogues', () => {
  // The tests run formatjs with the parser's no-parser build, as the package ships it
  // (tests/vitest.config.ts): a message given to formatjs as a string would come back as its key.
  it.each(SUPPORTED_LOCALES)('%s: every key formats from its precompiled message', async (locale) => {
    // en-US: the common group, and every other group as the code that ships it adds it.
    for (const group of Object.keys(enUSGroups).filter((name) => name !== 'common'))
      addMessages(
        (
          (await import(`../../../headless/core/i18n/compiled/en-US.${group}.ts`)) as {
            messages: CompiledMessageGroup;
          }
        ).messages,
      );
    const i18n = createI18n({ locale, preloadedMessages: await loadMessages(locale) });
    expect(i18n.getSnapshot().status).toBe('ready');
    for (const key of Object.keys(enUS) as Array<keyof typeof enUS>) {
      const text = i18n.formatRich(key, sampleValues(enUS[key])).join('');
      expect(text, `${locale} ${key}`).not.toBe(key);
      expect(text, `${locale} ${key}`).not.toMatch(/[{}<>]/);
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
    expect(i18n.formatMessage('payButton.withAmount', { amount: '€1.00' })).toContain('€1.00');
  });
});

describe('createI18n on a fresh page', () => {
  it('is ready in en-US at once, with nothing loaded before', async () => {
    vi.resetModules(); // a fresh core: no catalogue or parser loaded by another test
    const core = await import('headless-checkout/core');
    const i18n = core.createI18n();
    expect(i18n.getSnapshot()).toMatchObject({ locale: 'en-US', status: 'ready' });
    expect(i18n.getSnapshot().messages).toEqual(compiledEnUS);
    expect(i18n.formatMessage('payButton')).toBe('Pay');
    expect(i18n.formatMessage('payButton.withAmount', { amount: '€19.99' })).toBe('Pay €19.99');
    // Only the common group is bundled: a method's texts come with its definition.
    expect(i18n.formatMessage('creditCard.holderName')).toBe('creditCard.holderName');
    const { schemeDefinition } = await import('../../../headless/core/methods/scheme/scheme.definition');
    core.createPaymentMethodMachine(schemeDefinition as never, { type: 'scheme' }, {} as never);
    expect(i18n.formatMessage('creditCard.holderName')).toBe('Name on card');
    expect(core.createI18n().formatMessage('creditCard.holderName')).toBe('Name on card');
    // A text with a tag: the issuer list's terms, with its definition's machine.
    const { issuerListDefinition } =
      await import('../../../headless/core/methods/issuer-list/issuer-list.definition');
    core.createPaymentMethodMachine(issuerListDefinition as never, { type: 'ideal' }, {} as never);
    expect(i18n.formatRich('issuerList.terms', { link: (chunks) => `[${chunks.join('')}]` })).toEqual([
      'By continuing you agree with the [terms and conditions]',
    ]);
    // Another locale shows en-US (formatted as en-US: a number in a merchant's message) until its chunk arrives.
    const count = { 'creditCard.brands.more': parse('+{count, number}') };
    const german = core.createI18n({ locale: 'de-DE', translations: { 'de-DE': count } });
    expect(german.getSnapshot().status).toBe('loading');
    expect(german.formatMessage('creditCard.numberField.title')).toBe('Card number');
    expect(german.formatMessage('creditCard.brands.more', { count: 1234 })).toBe('+1,234');
    await german.load();
    expect(german.formatMessage('creditCard.numberField.title')).toMatch(/Karte/i);
    expect(german.formatMessage('creditCard.brands.more', { count: 1234 })).toContain('1.234');
    expect(core.createI18n({ locale: 'de-DE' }).getSnapshot().status).toBe('ready');
  });
});

describe('formatting is quiet', () => {
  it('gives the key for an unknown key or values that do not fit the message, and never throws', () => {
    const i18n = createI18n();
    expect(i18n.formatMessage('no.such.key' as never)).toBe('no.such.key');
    expect(i18n.formatRich('no.such.key' as never, {})).toEqual(['no.such.key']);
    // A placeholder without its value.
    expect(i18n.formatMessage('payButton.withAmount')).toBe('payButton.withAmount');
    // A tag whose value is not a function (the text is there: a function formats it).
    addMessages(issuerListTexts);
    expect(i18n.formatRich('issuerList.terms', { link: () => 'terms' })).toEqual([
      'By continuing you agree with the terms',
    ]);
    expect(i18n.formatRich('issuerList.terms', { link: 'x' })).toEqual(['issuerList.terms']);
    // The same message formats again (the formatter is kept per locale and message).
    expect(i18n.formatMessage('payButton.withAmount', { amount: '€1.00' })).toBe('Pay €1.00');
    expect(i18n.formatMessage('payButton.withAmount', { amount: '€2.00' })).toBe('Pay €2.00');
  });
});

describe('merchant translations', () => {
  it('applies plain text at once, without the parser, in en-US and over a locale still loading', async () => {
    vi.resetModules(); // no parser loaded: plain text must not need it
    const core = await import('headless-checkout/core');
    const english = core.createI18n({ translations: { 'en-US': { payButton: 'Buy now', city: '' } } });
    expect(english.getSnapshot().status).toBe('ready');
    expect(english.formatMessage('payButton')).toBe('Buy now');
    expect(english.formatMessage('city')).toBe('');
    // The merchant's texts for a locale show while our catalogue for it loads, over en-US.
    const dutch = core.createI18n({ locale: 'nl-NL', translations: { 'nl-NL': { payButton: 'Betaal nu' } } });
    expect(dutch.getSnapshot().status).toBe('loading');
    expect(dutch.formatMessage('payButton')).toBe('Betaal nu');
    expect(dutch.formatMessage('continue')).toBe('Continue');
    await dutch.load();
    expect(dutch.formatMessage('payButton')).toBe('Betaal nu');
    expect(dutch.formatMessage('continue')).not.toBe('Continue');
  });

  it('applies precompiled messages at once', async () => {
    vi.resetModules();
    const core = await import('headless-checkout/core');
    const i18n = core.createI18n({
      translations: { 'en-US': { 'payButton.withAmount': parse('Buy for {amount}') } },
    });
    expect(i18n.getSnapshot().status).toBe('ready');
    expect(i18n.formatMessage('payButton.withAmount', { amount: '€5.00' })).toBe('Buy for €5.00');
  });

  it('loads the ICU parser for ICU strings: ours meanwhile, then theirs; later checkouts parse at once', async () => {
    vi.resetModules(); // the parser is not loaded yet
    const core = await import('headless-checkout/core');
    const translations = {
      'en-US': {
        'payButton.withAmount': 'Buy for {amount}',
        'issuerList.terms': 'Read our <link>terms</link>',
        'ctp.otp.resendIn': '{seconds, plural, one {Again in # second} other {Again in # seconds}}',
        payButton: 'Pay {', // not valid ICU: our text stays
        continue: 'Go on',
      },
    };
    const i18n = core.createI18n({ translations });
    expect(i18n.getSnapshot().status).toBe('loading');
    expect(i18n.formatMessage('payButton.withAmount', { amount: '€5.00' })).toBe('Pay €5.00');
    expect(i18n.formatMessage('continue')).toBe('Go on'); // plain text needs no parser
    let notified = 0;
    i18n.subscribe(() => (notified += 1));
    await i18n.load();
    expect(notified).toBe(1);
    expect(i18n.getSnapshot().status).toBe('ready');
    expect(i18n.formatMessage('payButton.withAmount', { amount: '€5.00' })).toBe('Buy for €5.00');
    expect(i18n.formatMessage('issuerList.terms')).toBe('Read our terms');
    expect(i18n.formatMessage('ctp.otp.resendIn', { seconds: 1 })).toBe('Again in 1 second');
    expect(i18n.formatMessage('ctp.otp.resendIn', { seconds: 30 })).toBe('Again in 30 seconds');
    expect(i18n.formatMessage('payButton')).toBe('Pay');
    const later = core.createI18n({ translations });
    expect(later.getSnapshot().status).toBe('ready');
    expect(later.formatMessage('payButton.withAmount', { amount: '€5.00' })).toBe('Buy for €5.00');
  });

  it('loadMessages(locale, translations) loads the parser too, so the checkout is ready at once', async () => {
    vi.resetModules();
    const core = await import('headless-checkout/core');
    const translations = { 'fr-FR': { 'payButton.withAmount': 'Régler {amount}' } };
    const preloadedMessages = await core.loadMessages('fr-FR', translations);
    const i18n = core.createI18n({ locale: 'fr-FR', translations, preloadedMessages });
    expect(i18n.getSnapshot().status).toBe('ready');
    expect(i18n.formatMessage('payButton.withAmount', { amount: '5,00 €' })).toBe('Régler 5,00 €');
  });

  it('takes text without ICU syntax as it is, as the parser would', async () => {
    vi.resetModules(); // no parser: every such text must apply at once
    const core = await import('headless-checkout/core');
    const plain = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((text) => !/[{}<>]|''/.test(text));
    fc.assert(
      fc.property(plain, (text) => {
        const i18n = core.createI18n({ translations: { 'en-US': { payButton: text } } });
        expect(i18n.getSnapshot().status).toBe('ready');
        expect(i18n.getSnapshot().messages.payButton).toEqual(parse(text));
        expect(i18n.formatMessage('payButton')).toBe(text);
      }),
    );
  });
});

describe('i18nReducer', () => {
  const LOADING: I18nState = { locale: 'fr-FR', messages: compiledEnUS, status: 'loading', direction: 'ltr' };

  it('loading → ready with the catalogue that arrived (locale and direction kept)', () => {
    const ready = i18nReducer(LOADING, { type: 'messages.loaded', messages: compiledEnUS });
    expect(ready).toEqual({ ...LOADING, status: 'ready' });
    expect(ready).not.toBe(LOADING);
  });

  it('loading → error keeps the texts shown; a second failure changes nothing', () => {
    const failed = i18nReducer(LOADING, { type: 'messages.failed' });
    expect(failed).toEqual({ ...LOADING, status: 'error' });
    expect(i18nReducer(failed, { type: 'messages.failed' })).toBe(failed);
  });
});
