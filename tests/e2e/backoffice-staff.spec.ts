import { expect, type Page } from '@playwright/test';
import { APP, backofficeReady, expectNoAxeViolations, signIn, stamp } from './backoffice-page';
import { test } from './fixtures';

// The staff app's fixed defects of issue 17: confirmations before destructive actions, the API's
// reasons next to their fields, built-in groups without a remove action (and refused by the
// service), a layout that works at 390 px, focus and title per screen, and saves announced once.

test.beforeAll(backofficeReady);

async function openFirstCreator(page: Page): Promise<string> {
  const first = page.getByRole('list', { name: 'Creators' }).getByRole('link').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** Counts, from now on, each time `text` appears in a live region (a node added or its text set). */
async function countAnnouncements(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const counts = ((window as unknown as { __spoken?: Record<string, number> }).__spoken ??= {});
    counts[wanted] = 0;
    const live = (node: Node | null) =>
      node instanceof Element
        ? node.closest('[aria-live], [role="status"], [role="alert"]')
        : (node?.parentElement?.closest('[aria-live], [role="status"], [role="alert"]') ?? null);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (live(node) && node.textContent?.trim() === wanted) counts[wanted]! += 1;
    }).observe(document.body, { childList: true, subtree: true });
  }, text);
  return () =>
    page.evaluate(
      (wanted) => (window as unknown as { __spoken: Record<string, number> }).__spoken[wanted],
      text,
    );
}

/** True when the page itself scrolls sideways. */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

test('focus lands on the heading after sign-in and each navigation, and the title names the screen', async ({
  page,
}) => {
  await page.goto(APP);
  await expect(page).toHaveTitle('Sign in to the back office · Creator back office');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeFocused();
  await expect(page).toHaveTitle('Creators · Creator back office');

  for (const [link, heading] of [
    ['Notifications', 'Notifications'],
    ['Agencies & people', 'Agencies and people'],
    ['Import', 'Import creators'],
    ['Permissions', 'Permission groups'],
  ]) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    const h1 = page.getByRole('heading', { level: 1, name: heading });
    await expect(h1).toBeFocused();
    await expect(page).toHaveTitle(
      heading === 'Agencies and people'
        ? 'Agencies · Agencies and people · Creator back office'
        : `${heading} · Creator back office`,
    );
  }

  // A directory tab changes the title; the tab link keeps focus (the same screen).
  await page.getByRole('link', { name: 'Agencies & people' }).click();
  const agents = page.getByRole('navigation', { name: 'Directory' }).getByRole('link', { name: 'Agents' });
  await agents.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Agents · Agencies and people · Creator back office');
  await expect(agents).toBeFocused();

  // A creator: focus on its heading once it loads, titled by its name; back keeps the same rules.
  await page.getByRole('link', { name: 'Creators' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeFocused();
  const name = await openFirstCreator(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect(page).toHaveTitle(`${name} · Creator back office`);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeFocused();
  await expect(page).toHaveTitle('Creators · Creator back office');
});

test('deleting a note asks first; Escape cancels and returns focus; a saved note is announced once', async ({
  page,
}) => {
  await signIn(page);
  await openFirstCreator(page);

  const text = `E2E staff note ${stamp()}`;
  const noteAdded = await countAnnouncements(page, 'Note added');
  await page.getByLabel('New note').fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  const note = page.locator('.bo-note').filter({ hasText: text });
  await expect(note.getByRole('button', { name: 'Comments' })).toBeEnabled();
  const announcer = page.locator('[data-announcer]');
  await expect(announcer).toHaveText('Note added');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await page.waitForTimeout(1000);
  expect(await noteAdded()).toBe(1);
  await page.screenshot({ path: 'test-results/backoffice-staff-note-announced.png', fullPage: false });

  // Keyboard only: the delete button opens an alert dialog with focus on Cancel.
  const remove = note.getByRole('button', { name: 'Delete' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this note?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-staff-confirm-delete.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(note).toBeVisible();

  // Cancel with the keyboard again (Enter on Cancel), then confirm: the note goes, focus goes to Notes.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(note).toHaveCount(0);
  await expect(announcer).toHaveText('Note deleted');
  await expect(page.getByRole('heading', { level: 2, name: 'Notes' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Notes' })).not.toContainText(text);
});

test("the API's validation reason is shown next to its field, never just Bad Request", async ({ page }) => {
  await signIn(page);
  const name = await openFirstCreator(page);
  await page.getByRole('button', { name: 'Edit…' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  const country = dialog.getByLabel('Country (ISO code)');
  await country.fill('NLD');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  await expect(country).toHaveAccessibleDescription('Must be a 2-letter upper-case country code.');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Not saved: one field needs a change, as said below it.',
  );
  await expect(page.getByText('Bad Request')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-staff-field-reason.png' });

  // Fixed, it saves and says so.
  await country.fill('NL');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-announcer]')).toHaveText('Creator saved');

  // A new permission group's name: the reason is next to "Group name".
  await page.getByRole('link', { name: 'Permissions' }).click();
  const groupName = page.getByLabel('Group name');
  await groupName.fill('Bad Name');
  await page.getByLabel('Description').fill('Made by the browser test');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(groupName).toHaveAccessibleDescription('Must be 2-40 lower-case letters, digits or -.');
  await expect(page.getByText('Bad Request')).toHaveCount(0);

  // A search filter the service refuses: its reason is next to that filter's value.
  await page.getByRole('link', { name: 'Creators' }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByLabel('Filter 1 field', { exact: true }).selectOption({ label: 'Followers' });
  await page.getByLabel('Filter 1 operator', { exact: true }).selectOption({ label: 'is one of' });
  const value = page.getByLabel('Filter 1 value');
  await value.fill('5, many');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(value).toHaveAccessibleDescription('Must be a number.');
  await expect(page.getByRole('search').getByRole('alert')).toHaveText(
    'No search run: one field needs a change, as said below it.',
  );
  await expect(page.getByText('Bad Request')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/backoffice-staff-filter-reason.png', fullPage: true });
});

test('built-in groups offer no remove action and the service refuses it; own admin access stays', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Permissions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Permission groups' })).toBeFocused();
  for (const group of ['admin', 'finance', 'staff']) {
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: group, exact: true }) });
    await expect(item.getByText('Built in')).toBeVisible();
    await expect(item.getByRole('button', { name: `Remove group ${group}` })).toHaveCount(0);
  }
  // The admin's own membership of admin has no remove action either.
  const admin = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'admin', exact: true }) });
  await admin.getByRole('button', { name: 'admin', exact: true }).click();
  await expect(admin).toContainText('admin@example.com');
  await expect(admin.getByRole('button', { name: /^Remove Ada Admin from admin/ })).toHaveCount(0);
  await expect(admin).toContainText('your own admin access cannot be removed');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-staff-builtin-groups.png', fullPage: true });

  // The service refuses it too, whatever the page offers.
  const token = await page.evaluate(() => localStorage.getItem('se-token'));
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const refused = await page.request.delete('/backoffice/permissions/groups/admin/akn', { headers });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ status: 409, errorCode: 'builtin_group' });
  const own = await page.request.delete('/backoffice/permissions/groups/admin/users', {
    headers: { ...headers, 'Content-Type': 'application/json' },
    data: { userIds: ['us_00001'] },
  });
  expect(own.status()).toBe(409);
  expect(await own.json()).toMatchObject({ errorCode: 'admin_lockout' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Permission groups' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'admin', exact: true })).toBeVisible();
});

test('at 390 px the page never scrolls sideways: results stack, tables scroll in their own region', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const results = page.getByRole('region', { name: 'Creators found' });
  await expect(results.getByRole('listitem').first()).toContainText('followers');
  expect(await pageScrollsSideways(page)).toBe(false);
  // Each result fits the width: the list does not scroll sideways either.
  expect(await results.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-staff-390-search.png', fullPage: true });

  // Filters, a creator, payments, permissions and the directory at the same width.
  await page.getByRole('button', { name: 'Add filter' }).click();
  expect(await pageScrollsSideways(page)).toBe(false);
  await openFirstCreator(page);
  expect(await pageScrollsSideways(page)).toBe(false);
  await page.screenshot({ path: 'test-results/backoffice-staff-390-creator.png', fullPage: true });
  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('status').filter({ hasText: / payments?, / })).toHaveText(
    /payments?, \d+ shown/,
  );
  expect(await pageScrollsSideways(page)).toBe(false);
  const payments = page.getByRole('region', { name: 'Payments table', exact: true });
  await expect(payments).toBeVisible();
  await page.screenshot({ path: 'test-results/backoffice-staff-390-payments.png', fullPage: true });
  for (const link of ['Permissions', 'Agencies & people', 'Notifications', 'Import']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await pageScrollsSideways(page), link).toBe(false);
  }
  await page.getByRole('link', { name: 'Agencies & people' }).click();
  await page.getByRole('navigation', { name: 'Directory' }).getByRole('link', { name: 'Managers' }).click();
  await expect(page.getByRole('region', { name: 'Managers table', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await pageScrollsSideways(page)).toBe(false);
  await page.screenshot({ path: 'test-results/backoffice-staff-390-managers.png', fullPage: true });
});

test('filter suggestions name agencies (typed by name) and managers, never show a bare id', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByLabel('Filter 1 field', { exact: true }).selectOption({ label: 'Agency' });
  await page.getByLabel('Filter 1 operator', { exact: true }).selectOption({ label: 'is' });
  const value = page.getByLabel('Filter 1 value');
  // Staff type a word of the agency's name, not its id.
  await value.fill('Media');
  const listId = (await value.getAttribute('list'))!;
  const options = page.locator(`datalist[id="${listId}"] option`);
  await expect(options.first()).toBeAttached();
  await expect(options.first()).toHaveText(/^\S.* Media \d+ \(ag_\d{5}\): [\d,]+$/);
  const labels = await options.allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) {
    expect(label).toMatch(/^\S.* Media \d+ \(ag_\d{5}\): [\d,]+$/);
    expect(label).not.toMatch(/^ag_/);
    expect(label).not.toContain('Loading');
  }
  // The option's value is the id the filter needs: the search finds that agency's creators.
  const id = (await options.first().getAttribute('value'))!;
  expect(id).toMatch(/^ag_\d{5}$/);
  const count = Number(labels[0]!.split(': ').at(-1)!.replace(/,/g, ''));
  await value.fill(id);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'creators found' })).toHaveText(
    new RegExp(`^${count.toLocaleString('en-US')} creators? found`),
  );

  // A manager: typed by a letter of a name (no id has an 'a'), suggested by name with the id after it.
  await page.getByLabel('Filter 1 field', { exact: true }).selectOption({ label: 'Primary manager' });
  await page.getByLabel('Filter 1 operator', { exact: true }).selectOption({ label: 'is' });
  await page.getByLabel('Filter 1 value').fill('a');
  const managers = page.locator(
    `datalist[id="${(await page.getByLabel('Filter 1 value').getAttribute('list'))!}"] option`,
  );
  await expect(managers.first()).toHaveText(/^\S.* \(mg_\d{5}\): [\d,]+$/);
  await expectNoAxeViolations(page);
});
