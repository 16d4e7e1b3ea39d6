// Loads the built package by its public names, as a merchant's Node or bundler would: ESM and CJS,
// every entry, and a lazily loaded locale chunk. Run after `npm run build`.
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

const esmCore = await import('headless-checkout/core');
assert.equal(esmCore.getMinorUnitDivisor('KWD'), 1000);
assert.equal(esmCore.getCardBrandInfo('amex').securityCodeLabel, 'CID');
const german = await esmCore.loadMessages('de-DE');
assert.notEqual(german['creditCard.numberField.title'], 'Card number');

const cjsCore = require('headless-checkout/core');
assert.equal(cjsCore.resolveLocale('pt'), 'pt-BR');
const arabic = await cjsCore.loadMessages('ar');
assert.match(arabic.payButton, /[\u0600-\u06ff]/);

// The validation toolkit, and the card form's parts it loads on demand (dynamic chunks).
const esmValidation = await import('headless-checkout/validation');
const cjsValidation = require('headless-checkout/validation');
for (const entry of [esmValidation, cjsValidation]) {
  assert.equal(entry.validateIban('NL91 ABNA 0417 1643 00').status, 'VALID');
  assert.equal(entry.detectCardBrand('4111 1111'), 'visa');
}
for (const core of [esmCore, cjsCore]) {
  assert.equal(core.payloadExpiryYear('30'), '2030');
  assert.equal(typeof core.lookupBin, 'function');
  assert.equal(typeof core.createCardEncryptor, 'function');
}

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

// The secured-field frame's script: shipped for the payment service, self-contained.
const frameScript = readFileSync(require.resolve('headless-checkout/secured-fields/frame.js'), 'utf8');
assert.doesNotMatch(frameScript, /(^|[;}])\s*import\s*[{*\w]|\bimport\(/);
assert.match(frameScript, /hc-secured-fields/);

console.log(
  'dist smoke: ESM and CJS entries load (back office included); locale, card-part, card-machine, checkout-network, browser-info and secured-field host chunks load on demand; the frame script is self-contained',
);
