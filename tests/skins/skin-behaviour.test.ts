// Skins hold no behaviour (issue 13, item 10): a skin renders what the public hooks return. This
// test reads every source file under skins/ and fails, naming the file and the rule, when a skin
// imports the core for more than types, reaches the network, keeps state in the browser's globals,
// declares its own list of card or address fields (in code or as JSX), or works out a pay button's label. (Which view an
// action gets is checked in a test of its own.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_FIELDS, payButtonLabelOf, type ElementStatus } from 'headless-checkout/core';
import { getAddressSchema } from 'headless-checkout/validation';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The .ts and .tsx files under a folder of the repository. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The source without comments (a comment may name what the code must not do). */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The source with the text of quoted strings blanked, for rules about identifiers. */
function blankStrings(code: string): string {
  return code.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, (quoted) => `${quoted[0]}${quoted[0]}`);
}

/** The field names of the card form and of an address (the core's own lists). */
const FIELD_NAMES: ReadonlySet<string> = new Set([
  ...CARD_FIELDS,
  ...getAddressSchema('US', { mode: 'full' }).fields.map((field) => field.name),
]);

/** The message keys of the pay button's label rules, but the progress text actions also show. */
const PAY_BUTTON_KEYS: ReadonlySet<string> = new Set(
  (['ready', 'loading', 'redirect', 'success', 'error'] satisfies ElementStatus[])
    .flatMap((status) =>
      [undefined, { value: 0, currency: 'EUR' }, { value: 100, currency: 'EUR' }].flatMap((amount) =>
        [undefined, 'iDEAL'].map((continueTo) => payButtonLabelOf({ status, amount, continueTo }).key),
      ),
    )
    .filter((key) => key !== 'payButton.processing'),
);

/** The pay button's English labels: a skin gets them from the hooks, in the shopper's language. */
const PAY_BUTTON_TEXT = /(?:['"`>]|\{\s*['"`])\s*(Pay|Paid|Save details|Continue to|Preauthorize with)\b/;

/** One rule: what it forbids, and the offending snippets it finds in a file's code. */
interface Rule {
  /** The rule's name, as failures report it. */
  name: string;
  /** What a skin does instead. */
  instead: string;
  /** The offending snippets in the code (comments stripped); empty when the code keeps the rule. */
  find: (code: string) => string[];
}

/** The import and re-export statements of the code, with their specifiers. */
function importStatements(code: string): Array<{ statement: string; specifier: string }> {
  const statements = [
    ...code.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return statements.map((match) => ({ statement: match[0].trim(), specifier: match[1]! }));
}

/** Whether an import or re-export brings in types only. */
function isTypeOnly(statement: string): boolean {
  if (/^(import|export)\s+type\b/.test(statement)) return true;
  const named = /^(?:import|export)\s*\{([^}]*)\}\s*from/.exec(statement);
  if (!named) return false;
  const names = named[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The literals of every array (`[…]`) and every type union (`'a' | 'b'`) that name two or more fields. */
function fieldNameLists(code: string): string[] {
  const found: string[] = [];
  const names = (text: string) =>
    [...text.matchAll(/['"]([A-Za-z]+)['"]/g)]
      .map((match) => match[1]!)
      .filter((name) => FIELD_NAMES.has(name));
  for (const [array] of code.matchAll(/\[[^[\]]*\]/g))
    if (names(array).length >= 2) found.push(array.replace(/\s+/g, ' '));
  for (const [union] of code.matchAll(/['"][A-Za-z]+['"](?:\s*\|\s*['"][A-Za-z]+['"])+/g))
    if (names(union).length >= 2) found.push(union.replace(/\s+/g, ' '));
  // An object literal or type keyed by fields: `{ street: …, city: … }`.
  for (const [object] of code.matchAll(/\{[^{}]*\}/g)) {
    const keys = [...object.matchAll(/(?:^|[{,;\s])['"]?([A-Za-z]+)['"]?\??\s*:/g)]
      .map((match) => match[1]!)
      .filter((name) => FIELD_NAMES.has(name));
    if (keys.length >= 2) found.push(object.replace(/\s+/g, ' ').slice(0, 120));
  }
  // A list written as JSX: two or more elements each naming a field (`field="holderName"`,
  // `getInputProps('cardNumber')`), the card form before its layout.
  const named = new Set(
    [...code.matchAll(/\bfield=\{?\s*['"]([A-Za-z]+)['"]|\b\w+Props\(\s*['"]([A-Za-z]+)['"]/g)]
      .map((match) => (match[1] ?? match[2])!)
      .filter((name) => FIELD_NAMES.has(name)),
  );
  if (named.size >= 2) found.push(`fields in JSX: ${[...named].join(', ')}`);
  // A table over a field type: `Record<AddressField, …>`.
  for (const [record] of code.matchAll(/\bRecord<\s*\w*Field\w*\s*,/g)) found.push(record);
  return found;
}

const RULES: readonly Rule[] = [
  {
    name: 'imports the core for more than types',
    instead: "use the public hooks of 'headless-checkout' (type-only imports of the core are fine)",
    find: (code) =>
      importStatements(code)
        .filter(
          ({ statement, specifier }) =>
            (/^headless-checkout\/core(\/|$)/.test(specifier) ||
              /(^|\/)headless\/core(\/|$)/.test(specifier)) &&
            !isTypeOnly(statement),
        )
        .map(({ statement }) => statement.replace(/\s+/g, ' ')),
  },
  {
    name: 'reaches the network',
    instead: 'let a hook load what the skin shows (useAddressFields for countries and states)',
    find: (code) =>
      [
        ...blankStrings(code).matchAll(
          /\bfetch\s*\(|\bXMLHttpRequest\b|\bWebSocket\b|\bEventSource\b|\bsendBeacon\b|\bdatasets\b|\.http\b|[{,]\s*http\s*[,}]|\b(?:getCountries|getStates|submitPayment|submitDetails|getOrderStatus|getCheckoutAttemptId)\b/g,
        ),
      ].map((match) => match[0]),
  },
  {
    name: "keeps state in the browser's globals",
    instead: 'read state from the hooks; a hook reads the browser through its injected dependencies',
    find: (code) =>
      [
        ...blankStrings(code).matchAll(
          /\bwindow\b|\bglobalThis\b|\b(?:sessionStorage|localStorage|indexedDB)\b|\bdocument\s*\.\s*(?:cookie|location)\b|\blocation\s*\.\s*(?:href|search|hash)\b|\bhistory\s*\.\s*(?:state|pushState|replaceState)\b/g,
        ),
      ].map((match) => match[0]),
  },
  {
    name: 'declares a list of card or address fields',
    instead:
      "render the fields the hook returns (useCardField's meta: visible, secured; useAddressFields' rows)",
    find: fieldNameLists,
  },
  {
    name: "works out the pay button's label",
    instead: "show usePayButtonLabel / the hook's payButtonLabel (the core's payButtonLabelOf rules)",
    find: (code) => {
      const keys = [...code.matchAll(/['"`]([\w.]+)['"`]/g)]
        .map((match) => match[1]!)
        .filter((key) => PAY_BUTTON_KEYS.has(key));
      const calls = [...code.matchAll(/\bpayButtonLabelOf\b/g)].map((match) => match[0]);
      const text = PAY_BUTTON_TEXT.exec(code);
      return [...keys.map((key) => `'${key}'`), ...calls, ...(text ? [text[0].trim()] : [])];
    },
  },
];

/** Every rule a piece of skin code breaks, with what it found. */
function violationsOf(code: string): Array<{ rule: string; found: string[] }> {
  const stripped = stripComments(code);
  return RULES.flatMap((rule) => {
    const found = rule.find(stripped);
    return found.length > 0 ? [{ rule: rule.name, found }] : [];
  });
}

const brokenRules = (code: string) => violationsOf(code).map(({ rule }) => rule);

describe('skins hold no behaviour', () => {
  const files = sourceFiles('skins');

  it('reads every skin source file', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files).toContain(join('skins', 'default', 'AddressFields.tsx'));
  });

  for (const file of files) {
    it(`${relative(root, join(root, file))} renders the hooks and nothing else`, () => {
      const messages = violationsOf(readFileSync(join(root, file), 'utf8')).map(({ rule, found }) => {
        const instead = RULES.find(({ name }) => name === rule)!.instead;
        return `${file} ${rule}: ${found.join(' · ')} (instead, ${instead})`;
      });
      expect(messages).toEqual([]);
    });
  }
});

// Each rule against code a skin held before the behaviour moved to the hooks, and against the
// rendering code skins hold today (no rule may fire on it).
describe('the rules', () => {
  it('catch dataset loading in a skin (AddressFields before useAddressFields)', () => {
    const before = `
      function AddressFields({ card }) {
        const { datasets } = useCheckout();
        const countries = useDataset('countries', () => datasets.getCountries());
        const states = useDataset(key, () => datasets.getStates(country, locale));
      }`;
    expect(brokenRules(before)).toEqual(['reaches the network']);
    expect(brokenRules("const answer = await fetch('/datasets/countries.json');")).toEqual([
      'reaches the network',
    ]);
    expect(brokenRules('const { http } = useCheckout(); http.request({ path });')).toEqual([
      'reaches the network',
    ]);
  });

  it("catch a skin's field lists (hook-adapters' secured fields, AddressFields' autofill table)", () => {
    const securedFields = `
      const SECURED_FIELDS: ReadonlySet<CardField> = new Set([
        'cardNumber',
        'expiryDate',
        'expiryMonth',
        'expiryYear',
        'securityCode',
        'password',
      ]);`;
    expect(brokenRules(securedFields)).toEqual(['declares a list of card or address fields']);
    const autofill = `
      const AUTOCOMPLETE: Record<AddressField, string> = {
        street: 'billing address-line1',
        houseNumberOrName: 'billing address-line2',
        postalCode: 'billing postal-code',
      };`;
    expect(violationsOf(autofill)).toEqual([
      {
        rule: 'declares a list of card or address fields',
        found: [expect.stringContaining('street:'), 'Record<AddressField,'],
      },
    ]);
    expect(brokenRules("type Secured = 'cardNumber' | 'securityCode';")).toEqual([
      'declares a list of card or address fields',
    ]);
  });

  it("catch a field list written as JSX (CardForm before the card's layout)", () => {
    const jsx = `
      <CardFormShell card={card}>
        {onTop ? holderName : null}
        <CardField card={card} field="cardNumber" label={t('creditCard.numberField.title')} />
        <CardField card={card} field='expiryDate' label={t('creditCard.expiryDateField.title')} />
        <input {...card.getInputProps('holderName')} />
      </CardFormShell>`;
    expect(violationsOf(jsx)).toEqual([
      {
        rule: 'declares a list of card or address fields',
        found: ['fields in JSX: cardNumber, expiryDate, holderName'],
      },
    ]);
  });

  it('catch a value import of the core, and browser state', () => {
    expect(brokenRules("import { payButtonLabelOf } from 'headless-checkout/core';")).toContain(
      'imports the core for more than types',
    );
    expect(brokenRules("import { isIssuerListType, type Issuer } from 'headless-checkout/core';")).toEqual([
      'imports the core for more than types',
    ]);
    expect(brokenRules("import { createCheckout } from '../../headless/core/checkout/checkout';")).toEqual([
      'imports the core for more than types',
    ]);
    expect(brokenRules("const last = sessionStorage.getItem('issuer');")).toEqual([
      "keeps state in the browser's globals",
    ]);
    expect(brokenRules('const query = new URLSearchParams(window.location.search);')).toEqual([
      "keeps state in the browser's globals",
    ]);
  });

  it("catch a skin's own pay-button label", () => {
    const own = `
      const label = status === 'success' ? t('payButton.completed')
        : amount.value === 0 ? t('payButton.saveDetails')
        : t('payButton.withAmount', { amount: formatAmount(amount) });`;
    expect(violationsOf(own)).toEqual([
      {
        rule: "works out the pay button's label",
        found: ["'payButton.completed'", "'payButton.saveDetails'", "'payButton.withAmount'"],
      },
    ]);
    expect(brokenRules('const label = payButtonLabelOf({ status, amount });')).toEqual([
      "works out the pay button's label",
    ]);
    expect(brokenRules('<button>{done ? "Paid" : `Pay ${price}`}</button>')).toEqual([
      "works out the pay button's label",
    ]);
  });

  it("let a skin's rendering code through", () => {
    const rendering = `
      import type { CardState } from 'headless-checkout/core';
      import { type Issuer, type IssuerItem } from 'headless-checkout/core';
      import { useCardField, usePayButtonLabel, type UseCardResult } from 'headless-checkout';
      const text = usePayButtonLabel({ status, amount: amount ?? config.amount });
      const busy = <span className="hc-visually-hidden">{t('payButton.processing')}</span>;
      const field = <CardField card={card} field="cardNumber" label={t('creditCard.numberField.title')} />;
      const input = <input {...card.getInputProps(field.field, { type: 'password', placeholder })} />;
      const styles = getComputedStyle(element);
      const options = address.rows.map((row) => row.map((field) => field.name));
      const row = <div data-field={field.name} data-width={field.width} />;
      const payment = <PaymentMessage payment={card} />;
    `;
    expect(violationsOf(rendering)).toEqual([]);
  });
});
