// The card form's optional parts (billing address, installments, tax ids, dual brand) are chunks
// loaded when the form shows them: a plain skin card page, built for production as a merchant's
// (tests/size/skin-page.tsx with Rolldown, from dist/), pays 4111 1111 1111 1111 without requesting
// any of them, nor the select they draw with.
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createSandbox } from '../../examples/sandbox/app';
import { sandboxMerchant } from '../../examples/sandbox/merchants';
import { frameScript } from '../../examples/sandbox/routes/secured-fields';
import { startSandboxServer, type SandboxServer } from '../../examples/sandbox/server';
import { PAGES, buildWithRolldown, startPageServer } from '../../scripts/size-browser';

/** The chunks of the card form's parts (core and skin) and of Radix Select. */
const PART_CHUNK =
  /(billing-address\.part|installments\.part|tax-ids\.part|direct-mode\.part|AddressFields|InstallmentsSelect|DualBrandChoice|SelectView|\/Select-)[^/]*\.js$/;

let sandbox: SandboxServer | undefined;
let pageServer: { origin: string; server: Server } | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const built = await buildWithRolldown(PAGES.skin.entry);
  const css = await readFile(fileURLToPath(new URL('../../dist/skins/default/styles.css', import.meta.url)));
  pageServer = await startPageServer(new Map([['Rolldown/skin', built]]), css, () => sandbox!.url);
  const port = Number(new URL(pageServer.origin).port);
  sandbox = await startSandboxServer({
    port: 0,
    sandbox: createSandbox({ merchants: [sandboxMerchant(port)] }),
  });
  await frameScript();
});

test.afterAll(async () => {
  await sandbox?.close();
  if (pageServer) await new Promise((resolve) => pageServer!.server.close(resolve));
});

test('the plain skin card page pays 4111 1111 1111 1111 and requests no part chunk', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${pageServer!.origin}/Rolldown/skin/`);
  const input = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');
  await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  await input('Card number').pressSequentially('4111111111111111', { delay: 10 });
  await input('Expiry date').pressSequentially('0330', { delay: 10 });
  await input('Security code').pressSequentially('737', { delay: 10 });
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(page.getByTestId('result-code')).toHaveText('Authorised');
  expect(scripts.some((path) => path.includes('/Rolldown/skin/'))).toBe(true);
  expect(scripts.filter((path) => PART_CHUNK.test(path))).toEqual([]);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
});
