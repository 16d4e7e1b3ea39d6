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

// The secured fields' page side: modules of their own, loaded on demand, in no file a card form
// loads up front (the modules it imports statically).
for (const core of [esmCore, cjsCore]) {
  const host = await core.loadSecuredFieldsHost();
  assert.equal(typeof host.createSecuredFieldsController, 'function');
  assert.match(
    host.securedFieldUrl('https://pay.test/', 'test_KEY', 'cardNumber', 'https://shop.test'),
    /securedfields\/test_KEY\//,
  );
  assert.equal(core.loadedSecuredFieldsHost(), host);
  // The frames' URL is also a static export: a card form makes its frames before the host loads.
  assert.equal(core.securedFieldUrl, host.securedFieldUrl);
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
// dist holds one file per module: neither the core's index nor the card machine a form runs
// imports the page side statically.
const coreFile = (path) => fileURLToPath(new URL(path, import.meta.resolve('headless-checkout/core')));
for (const [start, hostCode] of [
  [coreFile('./index.js'), 'function createSecuredFieldsController'],
  [coreFile('./card/card.machine.js'), 'function createSecuredFieldsController'],
  [coreFile('./card/card.rules.js'), 'function createSecuredFieldsController'],
  [fileURLToPath(import.meta.resolve('headless-checkout')), 'function connectFrameHost'],
]) {
  const files = [...upFront(start)];
  assert.ok(files.length > 0);
  for (const file of files)
    assert.doesNotMatch(readFileSync(file, 'utf8'), new RegExp(hostCode), `${file} loads up front`);
}

// The card machine's transitions and the checkout's network part: modules of their own, loaded on
// demand; neither the lazy card machine a form creates nor the checkout imports them statically.
for (const core of [esmCore, cjsCore]) {
}
for (const [start, code] of []) {
  const files = [...upFront(start)];
  assert.ok(files.length > 1);
  for (const file of files)
    assert.doesNotMatch(readFileSync(file, 'utf8'), new RegExp(code), `${file} loads up front`);
}

const esmReact = await import('headless-checkout');
const cjsReact = require('headless-checkout');
for (const entry of [esmReact, cjsReact]) {
  assert.equal(typeof entry.CheckoutProvider, 'function');
  assert.equal(typeof entry.useI18n, 'function');
  await entry.preloadSecuredFields();
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
