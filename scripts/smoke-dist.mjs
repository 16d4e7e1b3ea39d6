// Loads the built package by its public names, as a merchant's Node or bundler would: ESM and CJS,
// every entry, and a lazily loaded locale chunk; checks what loads on demand (the locales, and jose
// for direct-mode encryption: nothing else). Run after `npm run build`.
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

const esmCore = await import('headless-checkout/core');
assert.equal(esmCore.getMinorUnitDivisor('KWD'), 1000);
assert.equal(esmCore.getCardBrandInfo('amex').securityCodeLabel, 'CID');
const german = esmCore.createI18n({
  locale: 'de-DE',
  preloadedMessages: await esmCore.loadMessages('de-DE'),
});
assert.equal(german.formatMessage('creditCard.numberField.title'), 'Kartennummer');

const cjsCore = require('headless-checkout/core');
assert.equal(cjsCore.resolveLocale('pt'), 'pt-BR');
const arabic = cjsCore.createI18n({ locale: 'ar', preloadedMessages: await cjsCore.loadMessages('ar') });
assert.match(arabic.formatMessage('payButton'), /[\u0600-\u06ff]/);

// en-US is bundled and precompiled: texts at once. A merchant's ICU string loads the ICU parser (a
// dependency, imported on demand) and then formats.
for (const core of [esmCore, cjsCore]) {
  assert.equal(core.createI18n().formatMessage('payButton.withAmount', { amount: '€1.00' }), 'Pay €1.00');
  const merchant = core.createI18n({ translations: { 'en-US': { continue: 'Go {where}' } } });
  assert.equal(merchant.getSnapshot().status, 'loading');
  await merchant.load();
  assert.equal(merchant.formatMessage('continue', { where: 'on' }), 'Go on');
}

// The validation toolkit.
const esmValidation = await import('headless-checkout/validation');
const cjsValidation = require('headless-checkout/validation');
for (const entry of [esmValidation, cjsValidation]) {
  assert.equal(entry.validateIban('NL91 ABNA 0417 1643 00').status, 'VALID');
  assert.equal(entry.detectCardBrand('4111 1111'), 'visa');
}
// The card form's requests and page side are static exports of the core.
for (const core of [esmCore, cjsCore]) {
  assert.equal(core.payloadExpiryYear('30'), '2030');
  assert.equal(typeof core.lookupBin, 'function');
  assert.equal(typeof core.createCardEncryptor, 'function');
  assert.equal(typeof core.createSecuredFieldsController, 'function');
  assert.match(
    core.securedFieldUrl('https://pay.test/', 'test_KEY', 'cardNumber', 'https://shop.test'),
    /securedfields\/test_KEY\//,
  );
}
const upFront = (file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, specifier] of code.matchAll(
    /(?:^|[;\n])\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]/g,
  ))
    upFront(new URL(specifier, `file://${file}`).pathname, seen);
  return seen;
};
// formatjs is bundled with the parser's no-parser build: the ICU parser is never up front.
{
  const coreIndex = fileURLToPath(new URL('./index.js', import.meta.resolve('headless-checkout/core')));
  const files = [...upFront(coreIndex)];
  assert.ok(files.some((file) => file.endsWith('/vendor/@formatjs/icu-messageformat-parser/no-parser.js')));
  for (const file of files)
    assert.doesNotMatch(
      readFileSync(file, 'utf8'),
      /EXPECT_ARGUMENT_CLOSING_BRACE/,
      `${file} loads up front`,
    );
}

// What loads on demand: one chunk per locale (with the i18n layer's formatting engine and en-US),
// and jose, which the React layer's card deps import only when the page encrypts (direct mode, or a
// direct-mode bin). Every other module of the published package (dist holds one file per module,
// ESM and CJS) is imported statically. The frame's script is self-contained (checked below).
const distRoot = fileURLToPath(new URL('../dist/', import.meta.url));
const dynamicImports = new Map();
const walk = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (/\.c?js$/.test(entry.name) && !path.includes('/secured-fields/')) {
      const code = readFileSync(path, 'utf8');
      const found = [
        ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
        ...code.matchAll(/Promise\.resolve\(\)\.then\(\(\) => require\(["']([^"']+)["']\)\)/g),
      ].map((match) => match[1]);
      if (found.length > 0) dynamicImports.set(path.slice(distRoot.length), found);
    }
  }
};
walk(distRoot);
const localeFile = /^core\/i18n\/locales\.c?js$/;
for (const [file, specifiers] of dynamicImports) {
  if (!localeFile.test(file)) continue;
  assert.ok(specifiers.length > 20, `${file}: one chunk per locale`);
  for (const specifier of specifiers) assert.match(specifier, /^\.\/compiled\/[a-z]{2}(-[A-Z]{2})?\.c?js$/);
}
assert.deepEqual(
  Object.fromEntries([...dynamicImports].filter(([file]) => !localeFile.test(file)).sort()),
  {
    'core/i18n/i18n.cjs': ['@formatjs/icu-messageformat-parser'],
    'core/i18n/i18n.js': ['@formatjs/icu-messageformat-parser'],
    'core/methods/registry.cjs': [
      './issuer-list/issuer-list.definition.cjs',
      './open-invoice/open-invoice.definition.cjs',
      './voucher/voucher.definition.cjs',
      './giftcard/giftcard.definition.cjs',
      './phone/phone.definition.cjs',
      './qr/qr.definition.cjs',
      './upi/upi.definition.cjs',
      './google-pay/google-pay.definition.cjs',
      './apple-pay/apple-pay.definition.cjs',
      './scheme/scheme.definition.cjs',
      './bacs/bacs.definition.cjs',
      './sepa/sepa.definition.cjs',
      './ach/ach.definition.cjs',
      './blik/blik.definition.cjs',
      './pix/pix.definition.cjs',
      './twint/twint.definition.cjs',
      './amazonpay/amazonpay.definition.cjs',
      './paypal/paypal.definition.cjs',
      './redirect/redirect.definition.cjs',
    ],
    'core/methods/registry.js': [
      './issuer-list/issuer-list.definition.js',
      './open-invoice/open-invoice.definition.js',
      './voucher/voucher.definition.js',
      './giftcard/giftcard.definition.js',
      './phone/phone.definition.js',
      './qr/qr.definition.js',
      './upi/upi.definition.js',
      './google-pay/google-pay.definition.js',
      './apple-pay/apple-pay.definition.js',
      './scheme/scheme.definition.js',
      './bacs/bacs.definition.js',
      './sepa/sepa.definition.js',
      './ach/ach.definition.js',
      './blik/blik.definition.js',
      './pix/pix.definition.js',
      './twint/twint.definition.js',
      './amazonpay/amazonpay.definition.js',
      './paypal/paypal.definition.js',
      './redirect/redirect.definition.js',
    ],
    'react/card-deps.cjs': ['jose'],
    'react/card-deps.js': ['jose'],
    // The card's host code (encryption, bin lookup, browser details), with the card on a page whose
    // method hooks load definitions (useCard imports it statically).
    'react/method-registry.cjs': ['./card-deps.cjs'],
    'react/method-registry.js': ['./card-deps.js'],
    // One seam per action type (and Klarna's and the vouchers' views, seams of those methods).
    'skins/default/ActionView.cjs': [
      './ThreeDS2View.cjs',
      './RedirectView.cjs',
      './QrCodeView.cjs',
      './AwaitView.cjs',
      './VoucherView.cjs',
      './KlarnaWidgetView.cjs',
    ],
    'skins/default/ActionView.js': [
      './ThreeDS2View.js',
      './RedirectView.js',
      './QrCodeView.js',
      './AwaitView.js',
      './VoucherView.js',
      './KlarnaWidgetView.js',
    ],
    // Radix Select, with the first select a form shows (billing address, installments, a bank list).
    'skins/default/Select.cjs': ['./SelectView.cjs'],
    'skins/default/Select.js': ['./SelectView.js'],
    // PayPal's and Amazon Pay's views in the drop-in: with their item.
    'skins/default/Dropin.cjs': [
      './DropinPayPal.cjs',
      './DropinAmazonPay.cjs',
      './PaymentMethodForm.cjs',
      './GiftCardBalance.cjs',
      './RemoveStoredMethod.cjs',
      './WalletButtonShell.cjs',
    ],
    'skins/default/Dropin.js': [
      './DropinPayPal.js',
      './DropinAmazonPay.js',
      './PaymentMethodForm.js',
      './GiftCardBalance.js',
      './RemoveStoredMethod.js',
      './WalletButtonShell.js',
    ],
    // The card's optional parts (the billing address, the installments, the tax ids' checks, direct
    // mode's checks), when the form shows them or its options say it will; and the skin's views of them.
    'core/card/card.parts.cjs': [
      './billing-address.part.cjs',
      './installments.part.cjs',
      './tax-ids.part.cjs',
      './direct-mode.part.cjs',
    ],
    'core/card/card.parts.js': [
      './billing-address.part.js',
      './installments.part.js',
      './tax-ids.part.js',
      './direct-mode.part.js',
    ],
    'skins/default/CardFormParts.cjs': [
      './AddressFields.cjs',
      './InstallmentsSelect.cjs',
      './DualBrandChoice.cjs',
    ],
    'skins/default/CardFormParts.js': [
      './AddressFields.js',
      './InstallmentsSelect.js',
      './DualBrandChoice.js',
    ],
  },
  "the package loads on demand only the method definitions (and the card's host code), the card's optional parts (and the skin's views of them), Klarna's widget view, the skin's Radix select, the drop-in's PayPal and Amazon Pay views, the locales, the ICU parser and jose",
);

const esmReact = await import('headless-checkout');
const cjsReact = require('headless-checkout');
for (const entry of [esmReact, cjsReact]) {
  assert.equal(typeof entry.CheckoutProvider, 'function');
  assert.equal(typeof entry.useI18n, 'function');
}
// The browser details a card payment sends give empty details outside a browser (ESM and CJS).
for (const browserInfo of [
  new URL('./browser-info.js', import.meta.resolve('headless-checkout')),
  pathToFileURL(join(dirname(require.resolve('headless-checkout')), 'browser-info.cjs')),
]) {
  const { collectBrowserEnvironment } = await import(browserInfo.href);
  assert.deepEqual(collectBrowserEnvironment(), {});
}
const esmSkin = await import('headless-checkout/skins/default');
const cjsSkin = require('headless-checkout/skins/default');
for (const entry of [esmSkin, cjsSkin]) assert.equal(typeof entry.PayButton, 'object');

// The back-office entry: client, hooks and value sets, with @tanstack/react-query kept external.
const esmBackoffice = await import('headless-checkout/backoffice');
const cjsBackoffice = require('headless-checkout/backoffice');
for (const entry of [esmBackoffice, cjsBackoffice]) {
  assert.equal(typeof entry.createBackofficeClient, 'function');
  assert.equal(typeof entry.useCreators, 'function');
  assert.equal(entry.endpoints['creators.get'].path, '/creators/{id}');
  assert.ok(entry.PAYMENT_STATUSES.includes('PAID'));
  const client = entry.createBackofficeClient({ baseUrl: 'http://127.0.0.1:1/backoffice/' });
  assert.equal(client.getToken(), null);
  assert.equal(typeof client.creators.get, 'function');
}
// dist holds one file per module: the back office's modules require react-query, none bundles it.
const backofficeDirectory = dirname(require.resolve('headless-checkout/backoffice'));
const backofficeScripts = readdirSync(backofficeDirectory)
  .filter((file) => file.endsWith('.cjs'))
  .map((file) => readFileSync(join(backofficeDirectory, file), 'utf8'));
assert.ok(backofficeScripts.some((script) => /require\(['"]@tanstack\/react-query['"]\)/.test(script)));
assert.ok(backofficeScripts.every((script) => !/class QueryClient\b/.test(script)));

// React Server Components (Next.js's App Router): the hooks' and the skin's entries start with the
// 'use client' directive, its first statement (before any import or require, ESM and CJS), so a
// Server Component can render CheckoutProvider and the skin's forms; the core, the validation toolkit
// and the back-office client carry none, and stay usable on the server.
{
  /** The string directives a script starts with (its prologue), after comments and blank lines. */
  const prologue = (code) => {
    const directives = [];
    let rest = code.replace(/^#!.*\n/, '');
    for (;;) {
      rest = rest.replace(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)+/, '');
      const directive = /^(['"])([^'"\\]*)\1\s*;?/.exec(rest);
      if (!directive) return directives;
      directives.push(directive[2]);
      rest = rest.slice(directive[0].length);
    }
  };
  const entryFiles = (specifier) => {
    const esm = fileURLToPath(import.meta.resolve(specifier));
    return [esm, require.resolve(specifier)];
  };
  for (const specifier of ['headless-checkout', 'headless-checkout/skins/default'])
    for (const file of entryFiles(specifier))
      assert.deepEqual(
        prologue(readFileSync(file, 'utf8')).slice(0, 1),
        ['use client'],
        `${file}: 'use client' first`,
      );
  for (const specifier of [
    'headless-checkout/core',
    'headless-checkout/validation',
    'headless-checkout/backoffice',
  ])
    for (const file of entryFiles(specifier)) {
      const code = readFileSync(file, 'utf8');
      assert.ok(!prologue(code).includes('use client'), `${file}: usable on the server, no 'use client'`);
      assert.doesNotMatch(code, /['"]use client['"]/, `${file}: no 'use client'`);
    }
}

// The secured-field frames' scripts (the card's, the bank account's): shipped for the payment
// service, self-contained.
for (const file of ['frame.js', 'bank-frame.js']) {
  const frameScript = readFileSync(require.resolve(`headless-checkout/secured-fields/${file}`), 'utf8');
  assert.doesNotMatch(frameScript, /(^|[;}])\s*import\s*[{*\w]|\bimport\(/);
  assert.match(frameScript, /hc-secured-fields/);
}

console.log(
  "dist smoke: ESM and CJS entries load (back office included); the hooks and the skin start with 'use client', the core, validation and back office do not; en-US texts at once, the ICU parser on demand for merchant strings; only the locales, the method definitions and jose (direct-mode encryption) load on demand; the frame scripts are self-contained",
);
