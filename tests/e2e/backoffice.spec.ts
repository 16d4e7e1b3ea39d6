import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { addMissingLabel } from './backoffice-page';
import { test } from './fixtures';

// The back-office app (examples/backoffice-app) against the sandbox's back-office API. The e2e
// database persists between runs, so every test makes its own notes, labels and rows.
const APP = '/backoffice-app/';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

// On a fresh clone the sandbox seeds a 50k database in the background first (about 20-60 s on two
// cores); every back-office call waits for it. Wait once here, so each test runs against a ready API.
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  const health = await request.get('/backoffice/health', { timeout: 230_000 });
  expect(health.status()).toBe(200);
  expect((await health.json()).creators).toBeGreaterThanOrEqual(50_000);
});

async function signIn(page: Page, email = 'admin@example.com') {
  await page.goto(APP);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
  await expect(page.getByText(/[\d,]+ creators found/)).toBeVisible({ timeout: 90_000 });
}

/** Picks an option of a labelled select of a page (a native select: non-modal). */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('sign in, search with two filters, scroll the virtualised list for more', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(APP);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn(page);

  await page.getByRole('button', { name: 'Add filter' }).click();
  await choose(page, 'Filter 1 field', 'Country');
  await choose(page, 'Filter 1 operator', 'is');
  await page.getByLabel('Filter 1 value').fill('US');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await choose(page, 'Filter 2 field', 'Followers');
  await choose(page, 'Filter 2 operator', 'is at least');
  await page.getByLabel('Filter 2 value').fill('100000');
  await choose(page, 'Sort by', 'Followers');
  await choose(page, 'Direction', 'Descending');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const status = page.getByRole('status').filter({ hasText: 'creators found' });
  // Thousands match: the service counts up to 1,000, so the page never waits for a full count.
  await expect(status).toHaveText('At least 1,000 creators found, 100 loaded.');
  const rows = page.getByRole('list', { name: 'Creators' }).getByRole('listitem');
  await expect(rows.first()).toContainText('US');
  // Only the visible rows are in the DOM; scrolling fetches the next page.
  expect(await rows.count()).toBeLessThan(60);
  await page.getByRole('region', { name: 'Creators found' }).evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(status).toHaveText(/creators found, 200 loaded\./);
  await page.getByRole('region', { name: 'Creators found' }).evaluate((element) => (element.scrollTop = 0));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-search.png', fullPage: true });

  // Saved views: the seeded public view applies the same kind of search.
  await choose(page, 'Saved view', 'German speakers (public, Ada Admin)');
  await page.getByRole('button', { name: 'Apply view' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Applied the view' })).toBeVisible();
  await expect(page.getByLabel('Filter 1 field').locator('option:checked')).toHaveText(/Languages/);
});

test('open a creator, add a note and a comment, pin it, add and remove a label', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Search text').fill('a');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const first = page.getByRole('list', { name: 'Creators' }).getByRole('link').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const part of [
    'Details',
    'Channels',
    'Labels',
    'Socials',
    'Agency',
    'Outreach',
    'SE features',
    'Contact',
  ])
    await expect(page.getByRole('heading', { level: 2, name: part, exact: true })).toBeVisible();

  const text = `E2E note ${stamp()}`;
  await page.getByLabel('New note').fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  const note = page.locator('.bo-note').filter({ hasText: text });
  await expect(note).toBeVisible();
  await expect(note.getByRole('button', { name: 'Comments' })).toBeEnabled();
  await note.getByRole('button', { name: 'Pin' }).click();
  await expect(note.getByText('Pinned')).toBeVisible();
  await note.getByRole('button', { name: 'Comments' }).click();
  await note.getByRole('textbox', { name: 'Comment' }).fill(`Agreed ${text}`);
  await note.getByRole('button', { name: 'Add comment' }).click();
  await expect(note.getByRole('list', { name: 'Comments' })).toContainText(`Agreed ${text}`);
  await expect(note).toContainText('1 comment');

  // A label the creator lacks: add it (shown at once), then remove it.
  const { label, remove } = await addMissingLabel(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-creator.png', fullPage: true });
  await remove.click();
  await page
    .getByRole('alertdialog', { name: `Remove the label ${label}?` })
    .getByRole('button', { name: 'Remove label' })
    .click();
  await expect(remove).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Labels of this creator' })
      .getByRole('button', { name: `Remove label ${label}` }),
  ).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(text);

  // Edit the creator in a dialog: focus moves into it and comes back to its button.
  await page.getByRole('button', { name: 'Edit…' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Edit…' })).toBeFocused();
});

test('import a CSV: the job succeeds with the good rows and reports the bad ones', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import creators' })).toBeVisible();
  const id = stamp();
  await page
    .getByLabel('Or paste the CSV')
    .fill(
      `name,email,country,languages,platform,handle,followers\n` +
        `E2E Creator ${id},e2e.${id}@example.com,NL,nl;en,twitch,e2e${id},1200\n` +
        `"Unclosed quote ${id},u.${id}@example.com,NL,,twitch,e2eu${id},5\n` +
        `E2E Second ${id},,DE,de,youtube,e2e2${id},300\n` +
        `Broken row,only two cells\n`,
    );
  await page.getByRole('button', { name: 'Upload' }).click();
  const status = page.getByRole('status').filter({ hasText: /^Import / });
  await expect(status).toContainText('Import finished');
  await expect(status).toContainText('2 created');
  const errors = page.getByRole('list', { name: 'Rows with errors' }).getByRole('listitem');
  await expect(errors).toHaveText([
    'Line 3: the quoted cell opened on line 3 is not closed',
    'Line 5: expected 7 cells, found 2',
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-import.png', fullPage: true });

  await page.getByRole('link', { name: 'Creators' }).click();
  await page.getByLabel('Search text').fill(`E2E Creator ${id}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Creators' }).getByRole('link', { name: `E2E Creator ${id}` }),
  ).toBeVisible();
});

test('staff are not offered payments or permissions; opening them anyway ends at the forbidden root page, in words', async ({
  page,
}) => {
  await signIn(page, 'staff@example.com');
  // Neither is offered to staff: the nav has no Permissions, a creator no Payments.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Creators' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Permissions' })).toHaveCount(0);
  const first = page.getByRole('list', { name: 'Creators' }).getByRole('link').first();
  const creatorUrl = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Labels' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payments' })).toHaveCount(0);

  // A bookmark or a typed address still reaches the service, which refuses: the root page says
  // what the staff member may not do, in words, never the endpoint's name.
  await page.goto(`/backoffice-app/${creatorUrl}/payments`);
  await expect(page).toHaveURL(/\/backoffice-app\/\?denied=403&call=payments\.creators\.list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    /^staff@example\.com \(groups: [\w, -]*\) may not see payments: that needs the finance group\. Ask an admin if you need it\.$/,
  );
  await expect(page.getByText('payments.creators.list')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-forbidden.png', fullPage: true });

  await page.getByRole('button', { name: 'Back to the back office' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
  await page.goto('/backoffice-app/#/permissions');
  await expect(page).toHaveURL(/\?denied=403&call=permissions\.groups\.list$/);
  await expect(page.getByRole('alert')).toContainText(
    'may not see or change permission groups and their members: that needs the admin group.',
  );
  await expect(page.getByText('permissions.groups.list')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in as another user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();

  // Admin is offered both.
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(nav.getByRole('link', { name: 'Permissions' })).toBeVisible();
});

test('admin: payments with status filters, notifications, directory and permission groups', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('list', { name: 'Creators' }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Payments of/ })).toBeVisible();
  const shown = page.getByRole('status').filter({ hasText: / payments?, / });
  await expect(shown).toHaveText(/\d+ payments?, \d+ shown\./);
  await page.getByLabel('Paid', { exact: true }).check();
  await expect(shown).toHaveText(/\d+ payments?, \d+ shown\./);
  const statuses = await page.getByRole('table').locator('tbody td:nth-child(3)').allTextContents();
  expect(statuses.every((status) => status === 'Paid')).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Notifications/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const unread = page.getByRole('status').filter({ hasText: 'unread' });
  await expect(unread).toHaveText(/^\d+ unread\.$/);
  const before = Number((await unread.textContent())!.split(' ')[0]);
  const toggle = page.getByRole('list', { name: 'Notifications' }).getByRole('button').first();
  const marksRead = ((await toggle.textContent()) ?? '').startsWith('Mark as read');
  await toggle.click();
  await expect(unread).toHaveText(`${marksRead ? before - 1 : before + 1} unread.`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-notifications.png', fullPage: true });

  await page.getByRole('link', { name: 'Agencies & people' }).click();
  const agency = page.locator('.bo-disclosure').first();
  await agency.click();
  await expect(agency).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-directory.png', fullPage: true });
  for (const tab of ['Agents', 'Managers', 'Teams']) {
    await page.getByRole('navigation', { name: 'Directory' }).getByRole('link', { name: tab }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${tab} \\(\\d+\\)$`) }),
    ).toBeVisible();
  }

  await page.getByRole('link', { name: 'Permissions' }).click();
  const group = `e2e-${stamp()}`;
  await page.getByLabel('Group name').fill(group);
  await page.getByLabel('Description').fill('Made by the browser test');
  await page.getByRole('button', { name: 'Create group' }).click();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: group, exact: true }) });
  await item.getByRole('button', { name: group, exact: true }).click();
  await item.getByLabel('Emails (comma separated)').fill('finance@example.com, nobody@example.com');
  await item.getByRole('button', { name: 'Add members' }).click();
  await expect(item.getByText('Added 1. Unknown: nobody@example.com.')).toBeVisible();
  await expect(page.locator('[data-announcer]')).toHaveText('Added 1. Unknown: nobody@example.com.');
  await expect(item).toContainText('finance@example.com');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-permissions.png', fullPage: true });
  await item.getByRole('button', { name: `Remove group ${group}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove the group ${group}?` })
    .getByRole('button', { name: 'Remove group' })
    .click();
  await expect(item).toHaveCount(0);
});
