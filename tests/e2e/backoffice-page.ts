// The back-office app as the browser tests drive it: signing in, waiting for the service, axe, and
// the creator page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';

/** The staff app's path on the examples' server. */
const APP = '/backoffice-app/';

/** A text unique to this run, for what a test leaves behind (a name, a note). */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A spec's `beforeAll`: the back office answers (its first start seeds the worker's database). */
async function backofficeReady({ request }: { request: APIRequestContext }) {
  test.setTimeout(240_000);
  const health = await request.get('/backoffice/health', { timeout: 230_000 });
  expect(health.status()).toBe(200);
}

/**
 * Signs in (as an admin unless `as` says otherwise) and waits for the Creators screen, and with
 * `results` (the default) for its first results.
 */
async function signIn(page: Page, { as = 'admin@example.com', results = true } = {}) {
  await page.goto(APP);
  await page.getByLabel('Email').fill(as);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
  if (results) await expect(page.getByText(/[\d,]+ creators found/)).toBeVisible({ timeout: 90_000 });
}

/** The page as it is has no axe violation. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * Adds a label the open creator lacks (chosen in the native Label select), and returns it with its
 * chip's remove button, once that is enabled.
 */
async function addMissingLabel(page: Page) {
  const chips = page.getByRole('list', { name: 'Labels of this creator' });
  const present = await chips
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')!.replace('Remove label ', '')),
    );
  const labelChoice = page.getByLabel('Label', { exact: true });
  const labels = await labelChoice.locator('option:not([disabled])').allTextContents();
  const label = labels.find((candidate) => !present.includes(candidate))!;
  await labelChoice.selectOption({ label });
  await page.getByRole('button', { name: 'Add label' }).click();
  const remove = chips.getByRole('button', { name: `Remove label ${label}` });
  await expect(remove).toBeEnabled();
  return { label, remove };
}

export { APP, addMissingLabel, backofficeReady, expectNoAxeViolations, signIn, stamp };
