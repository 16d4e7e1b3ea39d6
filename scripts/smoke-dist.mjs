// Loads the built package by its public names, as a merchant's Node or bundler would: ESM and CJS,
// every entry, and a lazily loaded locale chunk. Run after `npm run build`.
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
  const features = await core.loadAllCardFeatures();
  assert.equal(features.directFields.validateCardNumber('4111 1111 1111 1111').valid, true);
  assert.equal(features.address.getAddressSchema('NL').fields.length > 0, true);
  assert.equal(typeof features.localIds.validateSocialSecurityNumber, 'function');
}

// The secured fields' page side: chunks of their own, loaded on demand, in no file a page loads
// up front (the entry and the chunks it imports statically).
for (const core of [esmCore, cjsCore]) {
  const host = await core.loadSecuredFieldsHost();
  assert.equal(typeof host.createSecuredFieldsController, 'function');
  assert.match(
    host.securedFieldUrl('https://pay.test/', 'test_KEY', 'cardNumber', 'https://shop.test'),
    /securedfields\/test_KEY\//,
  );
  assert.equal(core.loadedSecuredFieldsHost(), host);
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
for (const [entry, hostCode] of [
  ['headless-checkout/core', 'function createSecuredFieldsController'],
  ['headless-checkout', 'function connectFrameHost'],
]) {
  const files = [...upFront(fileURLToPath(import.meta.resolve(entry)))];
  assert.ok(files.length > 0);
  for (const file of files)
    assert.doesNotMatch(readFileSync(file, 'utf8'), new RegExp(hostCode), `${file} loads up front`);
}

const esmReact = await import('headless-checkout');
const cjsReact = require('headless-checkout');
for (const entry of [esmReact, cjsReact]) {
  assert.equal(typeof entry.CheckoutProvider, 'function');
  assert.equal(typeof entry.useI18n, 'function');
  await entry.preloadSecuredFields();
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
const backofficeScript = readFileSync(require.resolve('headless-checkout/backoffice'), 'utf8');
assert.match(backofficeScript, /require\(['"]@tanstack\/react-query['"]\)/);

// The secured-field frame's script: shipped for the payment service, self-contained.
const frameScript = readFileSync(require.resolve('headless-checkout/secured-fields/frame.js'), 'utf8');
assert.doesNotMatch(frameScript, /(^|[;}])\s*import\s*[{*\w]|\bimport\(/);
assert.match(frameScript, /hc-secured-fields/);

console.log(
  "dist smoke: ESM and CJS entries load (back office included); locale chunks and the secured fields' page side load on demand; the frame script is self-contained",
);
