// Every method's texts are there once its machine is made (docs/i18n.md): for each registered
// type, the en-US catalogue is put back to the common group alone (as on a page that shows that
// method only), the type's machine is made as a hook makes it, and every key its layout names
// (labels, placeholders, hints, section titles, option labels) and every error its empty form shows
// on a pay press formats to a text, not to the key. A key moved to a group its code does not add
// fails here, whichever method happened to add that group first (the skin's method-texts test
// draws every form in one page, where an earlier form may have brought it).
import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_PAYMENT_METHOD_TYPES,
  createI18n,
  createPaymentMethodMachine,
  loadPaymentMethod,
  type MessageKey,
  type PaymentMethodDefinition,
} from '../../../headless/core';
import { messages as common } from '../../../headless/core/i18n/compiled/en-US';
import { enUS } from '../../../headless/core/i18n/en-US.registry';

/** The country and currency of a session that offers the type (its address and tax rules follow it). */
const CONTEXTS: Record<string, { countryCode: string; currency: string }> = {
  boletobancario: { countryCode: 'BR', currency: 'BRL' },
  pix: { countryCode: 'BR', currency: 'BRL' },
  ach: { countryCode: 'US', currency: 'USD' },
  directdebit_GB: { countryCode: 'GB', currency: 'GBP' },
  econtext_seven_eleven: { countryCode: 'JP', currency: 'JPY' },
  econtext_stores: { countryCode: 'JP', currency: 'JPY' },
};

/** Every string a layout names under a `…Key` or `…Keys` property, however deep. */
function keysOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const [name, inner] of Object.entries(value)) {
      if (/Keys?$/.test(name) && typeof inner === 'string') found.push(inner);
      else keysOf(inner, found);
    }
  return found;
}

/** The keys whose en-US text is missing now (the catalogue gives the key back). */
function untranslated(keys: string[]): string[] {
  const i18n = createI18n();
  return [...new Set(keys)].filter(
    (key) => i18n.formatMessage(key as MessageKey, { amount: '€1.00' }) === key,
  );
}

/** The catalogue of a page that has made no machine yet: the common group alone. */
function commonOnly(): void {
  for (const key of Object.keys(enUS)) if (!(key in common)) delete enUS[key as MessageKey];
}

describe('a method’s machine brings the texts its form shows', () => {
  it.each(SUPPORTED_PAYMENT_METHOD_TYPES)('%s', async (type) => {
    // Any registered definition: the machine is made as the registry's callers make it.
    const definition = (await loadPaymentMethod(type)) as PaymentMethodDefinition;
    commonOnly();
    const { countryCode, currency } = CONTEXTS[type] ?? { countryCode: 'NL', currency: 'EUR' };
    const machine = createPaymentMethodMachine(
      definition,
      { type } as never,
      { submit: () => new Promise(() => {}) },
      {
        context: {
          paymentMethod: { type, name: type, issuers: [{ id: 'bank-1', name: 'Bank 1' }] },
          amount: { value: 1000, currency },
          countryCode,
          locale: 'en-US',
        } as never,
      },
    );
    machine.send({ type: 'submit.requested' });
    const state = machine.getSnapshot();
    const keys = [
      ...keysOf(definition.layout?.(state as never) ?? []),
      ...Object.values(state.fields).flatMap((field) => (field.errorKey ? [field.errorKey] : [])),
    ];
    expect(untranslated(keys)).toEqual([]);
  });
});
