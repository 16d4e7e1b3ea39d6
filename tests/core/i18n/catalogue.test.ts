import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../../headless/core/i18n/messages/en-US';

const localesDir = fileURLToPath(new URL('../../../headless/core/i18n/locales/', import.meta.url));
const localeFiles = readdirSync(localesDir).filter((name) => name.endsWith('.ts'));

/** Placeholder and tag names used by one ICU message, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) {
        names.add(`{${element.value}}`);
      }
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        walk(element.children);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(`{${element.value}}`);
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

// Terms that stay the same in every language: brand names, codes and formats.
const SAME_IN_EVERY_LOCALE = new Set<string>([
  'creditCard.holderName.placeholder',
  'creditCard.taxNumber.placeholder',
  'creditCard.encryptedPassword.placeholder',
  'creditCard.brands.more',
  'sepaDirectDebit.nameField.placeholder',
  'socialSecurityNumber',
  'bankTransfer.iban',
  'bankTransfer.bic',
  'installments.option',
  'creditCard.expiryDateField.placeholder',
  'creditCard.expiryDateField.month.placeholder',
  'creditCard.expiryDateField.year.placeholder',
  'dateOfBirth.format',
  'ctp.info.title',
  'creditCard.pin.title',
  'upi.collectionMode.qrCode',
]);

describe('en-US catalogue', () => {
  // The validators tell a catalogue key from valibot's default texts by the absence of whitespace.
  it('has keys without whitespace', () => {
    expect(Object.keys(enUS).filter((key) => /\s/.test(key) || key === '')).toEqual([]);
  });

  it.each(Object.entries(enUS))('%s is valid ICU', (_key, message) => {
    expect(() => parse(message)).not.toThrow();
  });
});

describe.each(localeFiles)('locale %s', (file) => {
  it('holds exactly the en-US keys, with the same placeholders, really translated', async () => {
    const module = (await import(`../../../headless/core/i18n/locales/${file}`)) as {
      messages: Record<string, string>;
    };
    const messages = module.messages;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(enUS).sort());
    const untranslated: string[] = [];
    for (const [key, english] of Object.entries(enUS)) {
      const translated = messages[key]!;
      expect(translated.trim(), `${file} ${key}`).not.toBe('');
      expect(argumentsOf(translated), `${file} ${key}`).toEqual(argumentsOf(english));
      if (translated === english && !SAME_IN_EVERY_LOCALE.has(key)) untranslated.push(key);
    }
    // A handful of loan words (e.g. "Email", "Apple Pay") may equal English; more is a copy.
    expect(untranslated.length, `${file} copies English for: ${untranslated.join(', ')}`).toBeLessThanOrEqual(
      8,
    );
  });
});
