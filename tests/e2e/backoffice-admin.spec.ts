import { expect, type Page } from '@playwright/test';
import { APP, backofficeReady, expectNoAxeViolations, signIn, stamp } from './backoffice-page';
import { test } from './fixtures';

// The staff app's screens for the calls of issue 33 that had none: the directory's figures and an
// agency's creators, Notes with the unread count in the navigation, the admins' Service screen
// (health, search index, points in time, reindex), an import job's page, the membership check on
// Permissions and Finance. Each is signed in as the group that may use it; the gated screens are
// absent for staff without the group. axe runs on each screen and dialog.

test.beforeAll(backofficeReady);

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function open(page: Page, link: string | RegExp, heading: string) {
  await main(page).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

/** The value of the option of a native select whose text contains `text`. */
async function optionValue(page: Page, label: string, text: string) {
  return (await page
    .getByLabel(label, { exact: true })
    .locator('option', { hasText: text })
    .first()
    .getAttribute('value'))!;
}

test('directory: the agencies’ and managers’ figures in words; an agency’s creators link to each', async ({
  page,
}) => {
  await signIn(page, { as: 'staff@example.com', results: false });
  await open(page, 'Agencies & people', 'Agencies and people');
  const agencyFigures = page.getByRole('list', { name: 'Agencies in figures' });
  await expect(agencyFigures.getByRole('listitem').first()).toHaveText(/^[\d,]+ agenc(y|ies) in all$/);
  await expect(agencyFigures).toContainText(/[\d,]+ creators? belongs? to an agency/);
  await expect(agencyFigures).not.toContainText(/withAgents|byCountry/);

  // An agency with creators: one the API names, opened in the list by its name.
  const agency = await page.evaluate(async () => {
    const token = localStorage.getItem('se-token');
    const answer = await fetch('/backoffice/agencies/?withStats=true&count=50', {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as { items: { name: string; stats?: { creators: number } }[] };
    return body.items.find((item) => (item.stats?.creators ?? 0) > 0)?.name ?? null;
  });
  expect(agency).not.toBeNull();
  await page.getByLabel('Agency name contains').fill(agency!);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: agency!, exact: true }).first().click();
  const creators = page.getByRole('list', { name: `Creators of ${agency}` });
  await expect(page.getByRole('status').filter({ hasText: /in this agency, [\d,]+ shown\./ })).toBeVisible();
  await expectNoAxeViolations(page);
  const first = creators.getByRole('link').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto(`${APP}#/directory/managers`);
  const managerFigures = page.getByRole('list', { name: 'Managers in figures' });
  await expect(managerFigures.getByRole('listitem').first()).toHaveText(/^[\d,]+ managers? in all$/);
  await expect(managerFigures).toContainText(/[\d,]+ creators? ha(s|ve) no primary manager/);
  await expect(managerFigures).not.toContainText('teamLeader');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/bo-directory-figures.png', fullPage: true });
});

test('notes: the unread count in the navigation follows a new note and marking it read', async ({ page }) => {
  await signIn(page, { as: 'staff@example.com', results: false });
  const link = main(page).getByRole('link', { name: /^Notes/ });
  /** The number the link's accessible name says ("Notes, 3 unread"); none is 0. */
  const unread = async () => {
    const text = await link.locator('.bo-visually-hidden').textContent();
    const match = /^Notes, ([\d,]+) unread$/.exec(text ?? '');
    return match ? Number(match[1]!.replace(/,/g, '')) : 0;
  };
  // The seed has unread notes: the count is in the link's name.
  await expect(link).toHaveAccessibleName(/^Notes, [\d,]+ unread$/);
  const before = await unread();

  const text = `E2E unread note ${stamp()}`;
  await page.goto(`${APP}#/creators/cr_00321`);
  await page.getByLabel('New note').fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(link).toHaveAccessibleName(`Notes, ${(before + 1).toLocaleString('en-US')} unread`);

  await open(page, /^Notes/, 'Notes');
  await page.getByLabel('Show').selectOption('unpinned');
  const note = page
    .getByRole('list', { name: 'Notes of every record' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(note).toContainText('Unread');
  await expect(note.getByRole('link', { name: 'Creator cr_00321' })).toBeVisible();
  await expectNoAxeViolations(page);
  await note.getByRole('button', { name: /^Mark read:/ }).click();
  await expect(page.locator('[data-announcer]')).toHaveText('Note marked read');
  await expect(note.getByRole('button', { name: /^Mark unread:/ })).toBeVisible();
  await expect(link).toHaveAccessibleName(
    before === 0 ? 'Notes' : `Notes, ${before.toLocaleString('en-US')} unread`,
  );
  await page.screenshot({ path: 'test-results/bo-notes.png', fullPage: true });
});

test('service (admins): health and index in words, a point in time, a reindex asked first', async ({
  page,
}) => {
  await signIn(page, { results: false });
  await open(page, 'Service', 'Service and search');
  await expect(
    page.getByRole('status').filter({ hasText: /^The back office is running \(for / }),
  ).toContainText(/holds [\d,]+ creators\./);
  await expect(page.getByRole('status').filter({ hasText: /creators indexed, last on / })).toContainText(
    'The index is healthy.',
  );

  await page.getByLabel('Keep for').selectOption({ label: '1 minute' });
  await page.getByRole('button', { name: 'Open a point in time' }).click();
  const pits = page.getByRole('list', { name: 'Open points in time' });
  await expect(pits.getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('[data-announcer]')).toHaveText(/^Point in time opened until /);
  await pits.getByRole('button', { name: /^Close pit_/ }).click();
  await expect(page.locator('[data-announcer]')).toHaveText('Point in time closed');
  await expect(pits).toHaveCount(0);

  const trigger = page.getByRole('button', { name: 'Reindex…' });
  await expect(trigger).toBeDisabled();
  await page.getByLabel('Creator id').fill('cr_nope');
  await trigger.click();
  let dialog = page.getByRole('alertdialog', { name: 'Reindex cr_nope?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Reindex cr_nope' }).click();
  await expect(dialog.getByRole('alert')).toContainText('cr_nope');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();

  await page.getByLabel('Creator id').fill('cr_00042');
  await trigger.click();
  dialog = page.getByRole('alertdialog', { name: 'Reindex cr_00042?' });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Reindex cr_00042' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Reindex a creator' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^cr_00042 was reindexed at / })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/bo-service.png', fullPage: true });
});

test('gated screens: staff see no Service, Finance or Permissions; finance sees Finance only', async ({
  page,
}) => {
  await signIn(page, { as: 'staff@example.com', results: false });
  for (const name of ['Service', 'Finance', 'Permissions'])
    await expect(main(page).getByRole('link', { name })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, { as: 'finance@example.com', results: false });
  await expect(main(page).getByRole('link', { name: 'Finance' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Service' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Permissions' })).toHaveCount(0);
});

test('import: contact emails by text, then the job’s own page with rows done and failed', async ({
  page,
}) => {
  await signIn(page, { as: 'staff@example.com', results: false });
  await open(page, 'Import', 'Import creators');
  await page.getByLabel('Import', { exact: true }).selectOption({ label: 'Contact emails and opt-in' });
  await page
    .getByLabel('Or paste the CSV')
    .fill(
      `id,email,optType\ncr_00077,e2e.${stamp()}@example.com,in\ncr_00078,e2e.${stamp()}@example.com,maybe\n`,
    );
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('link', { name: 'Open the import job’s page' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import: Contact emails and opt-in' }),
  ).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Finished: / })).toHaveText(
    /^Finished: 2 of 2 rows processed; 1 row done \(0 created, 1 updated\), 1 row failed\.$/,
  );
  await expect(page.getByRole('progressbar', { name: 'Rows processed' })).toHaveAttribute('value', '2');
  await expect(page.getByRole('list', { name: 'Rows with errors' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Rows with errors' })).toContainText('Line 3:');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/bo-import-job.png', fullPage: true });
});

test('permissions (admins): check what a member may do, answered in words', async ({ page }) => {
  await signIn(page, { results: false });
  await open(page, 'Permissions', 'Permission groups');
  const panel = page.getByRole('region', { name: 'Check what a member may do' });
  await panel.getByLabel('Member').selectOption(await optionValue(page, 'Member', 'staff@example.com'));
  await panel.getByLabel('May they').selectOption('finance');
  await panel.getByRole('button', { name: 'Check' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    /\(staff@example\.com\) may not see payments and agents’ payment accounts: that needs the finance group, and they are not in it\.$/,
  );
  await panel.getByLabel('Member').selectOption(await optionValue(page, 'Member', 'finance@example.com'));
  await panel.getByRole('button', { name: 'Check' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    /\(finance@example\.com\) may see payments and agents’ payment accounts: they are in the finance group\.$/,
  );
  await expectNoAxeViolations(page);
});

test('finance: the agents’ payment summary of an agency, a payment account refused then set', async ({
  page,
}) => {
  await signIn(page, { as: 'finance@example.com', results: false });
  await open(page, 'Finance', 'Finance');
  // An agency with agents, found by its name.
  const agency = await page.evaluate(async () => {
    const token = localStorage.getItem('se-token');
    const answer = await fetch('/backoffice/agents/?count=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const agent = ((await answer.json()) as { items: { agencyId: string }[] }).items[0]!;
    const bulk = await fetch(`/backoffice/agencies/bulk?ids[]=${agent.agencyId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await bulk.json()) as { id: string; name: string }[])[0]!;
  });
  await page.getByLabel('Agency name contains').fill(agency.name);
  await page.getByRole('button', { name: 'Find agencies' }).click();
  await expect(
    page.getByLabel('Agency', { exact: true }).locator(`option[value="${agency.id}"]`),
  ).toHaveCount(1);
  await page.getByLabel('Agency', { exact: true }).selectOption(agency.id);
  await page.getByLabel('Sort by').selectOption({ label: 'Total paid, highest first' });
  const table = page.getByRole('table', { name: 'Agents’ payments' });
  await expect(table.getByRole('columnheader', { name: 'Total paid' })).toBeVisible();
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/€/);
  const agent = (await row.getByRole('cell').first().textContent())!;
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Payment account of ${agent}` }).click();
  const account = page.getByRole('region', { name: `Payment account of ${agent}` });
  await expect(
    account.getByText(/^(No payment account yet|Payment account (waiting for review|active|rejected))/),
  ).toBeVisible();
  await account.getByLabel('Account holder').fill(agent);
  await account.getByLabel('IBAN').fill('not an iban');
  await account.getByLabel('Country code').fill('NL');
  await account.getByRole('button', { name: /payment account$/ }).click();
  await expect(account.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expect(account).toContainText('Must be an IBAN without spaces.');
  await account.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await account.getByRole('button', { name: /payment account$/ }).click();
  await expect(page.locator('[data-announcer]')).toHaveText(`Payment account of ${agent} saved`);
  await expect(account.getByText(/^Payment account waiting for review, changed /)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/bo-finance.png', fullPage: true });
});
