import { expect, type Page } from '@playwright/test';
import { APP, backofficeReady, expectNoAxeViolations, signIn, stamp } from './backoffice-page';
import { test } from './fixtures';

// The staff app's screens of issue 33 for what hangs off a record: the socials of creators,
// agencies, agents and managers (one panel), a creator's programs and agency link, and channels.
// Each test signs in as staff@example.com (the staff group: every call here is theirs) and uses
// creators of its own from the seed's cr_04001-cr_04080, so the other specs' creators stay as they are.

test.beforeAll(backofficeReady);

interface Seeded {
  id: string;
  agency: { id: string } | null;
  channels: { id: string }[];
  seCreatorPrograms: { id: string }[];
}

/** The seed's creators cr_04001-cr_04080 with their agency, channels and programs. */
async function seeded(page: Page): Promise<Seeded[]> {
  return page.evaluate(async () => {
    const ids = Array.from({ length: 80 }, (_, n) => `ids[]=cr_${String(4001 + n).padStart(5, '0')}`);
    const parts = ['agency', 'channels', 'seCreatorPrograms'].map((part) => `parts[]=${part}`);
    const answer = await fetch(`/backoffice/creators/bulk?${[...ids, ...parts].join('&')}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('se-token')}` },
    });
    return (await answer.json()) as Seeded[];
  });
}

/** Signs in as staff and opens a creator whose parts pass `which` (the n-th such creator). */
async function openCreator(page: Page, which: (creator: Seeded) => boolean, n = 0) {
  await signIn(page, { as: 'staff@example.com', results: false });
  const creator = (await seeded(page)).filter(which)[n]!;
  await page.goto(`${APP}#/creators/${creator.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Socials' })).toBeVisible();
  return creator;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Adds a social in the open Socials panel: a link that is not one is refused at its field first. */
async function addAndRemoveSocial(page: Page, ownerName: string) {
  const panel = region(page, 'Socials');
  const handle = `kai_${stamp()}`;
  await panel.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await panel.getByLabel('Handle').fill(handle);
  const link = panel.getByLabel('Link (optional)');
  await link.fill('not a link');
  await panel.getByRole('button', { name: 'Add social' }).click();
  await expect(panel.getByText('Must be a URL.')).toBeVisible();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toBeFocused();
  await expect(panel.getByRole('alert')).toHaveCount(1);
  await link.fill(`https://youtube.com/@${handle}`);
  await panel.getByRole('button', { name: 'Add social' }).click();
  const table = panel.getByRole('table', { name: 'Socials' });
  const row = table.getByRole('row').filter({ hasText: handle });
  await expect(row).toContainText('YouTube');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('[data-announcer]')).toContainText(`YouTube ${handle} added to ${ownerName}`);
  await expect(panel.getByLabel('Handle')).toHaveValue('');
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: `Remove YouTube ${handle}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove YouTube ${handle} from ${ownerName}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove social' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Socials' })).toBeFocused();
}

test('creator socials: a refused link is said at its field, then added and removed', async ({ page }) => {
  await openCreator(page, () => true, 0);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await addAndRemoveSocial(page, name);
});

test('directory socials: an agency’s, an agent’s and a manager’s, from their pages', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { as: 'staff@example.com', results: false });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Agencies & people' })
    .click();
  for (const [tab, word] of [
    ['Agencies', 'Agency'],
    ['Agents', 'Agent'],
    ['Managers', 'Manager'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Directory' }).getByRole('link', { name: tab }).click();
    const details = page.getByRole('link', { name: /^Details of / }).first();
    const name = (await details.textContent())!.replace(/^Details of /, '');
    await details.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
    await expect(page).toHaveTitle(new RegExp(`${name} · ${word}`));
    await expect(page.getByRole('heading', { level: 2, name: word })).toBeVisible();
    await addAndRemoveSocial(page, name);
    await page.getByRole('link', { name: `← Back to the ${tab.toLowerCase()}` }).click();
  }
  await page.screenshot({ path: 'test-results/bo-directory-record.png', fullPage: true });
});

test('programs: add one, see who is in it, remove it; a membership gone meanwhile says so', async ({
  page,
}) => {
  await openCreator(page, (creator) => creator.seCreatorPrograms.length === 0, 0);
  const panel = region(page, 'Creator programs');
  await expect(panel.getByText('No programs.')).toBeVisible();
  const choice = panel.getByLabel('Program', { exact: true });
  const program = (await choice.locator('option:not([disabled])').first().textContent())!;
  const programName = program.replace(/ \(closed to applications\)$/, '');
  await choice.selectOption({ label: program });
  await panel.getByRole('button', { name: 'Add to program' }).click();
  const row = panel.getByRole('row').filter({ hasText: programName });
  await expect(row).toContainText('Active');
  await expect(page.locator('[data-announcer]')).toContainText(`Added to ${programName}`);
  // What was added cannot be chosen again.
  await expect(choice.locator('option', { hasText: program })).toHaveCount(0);

  await panel.getByLabel('Who is in a program').selectOption({ label: programName });
  await expect(panel.getByText(/^[\d,]+ creators? (is|are) in /)).toBeVisible();
  await expect(
    panel
      .getByRole('list', { name: `Creators in ${programName}` })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The membership removed meanwhile (another tab): the dialog says why and stays open.
  const membership = await page.evaluate(async (id) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('se-token')}` };
    const creator = (await (
      await fetch(`/backoffice/creators/${id}?parts[]=seCreatorPrograms`, { headers })
    ).json()) as {
      seCreatorPrograms: { id: string }[];
    };
    const joined = creator.seCreatorPrograms[0]!.id;
    await fetch(`/backoffice/creators/${id}/programs/${joined}`, { method: 'DELETE', headers });
    return joined;
  }, page.url().split('/').pop()!);
  await panel.getByRole('button', { name: `Remove from ${programName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove this creator from ${programName}?` });
  await dialog.getByRole('button', { name: 'Remove from program' }).click();
  // The membership had gone: the refreshed list drops it with its dialog, and the panel says so.
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('alert')).toHaveText(
    `The membership of ${programName} had been removed already; the list is up to date.`,
  );
  await expect(panel.getByRole('heading', { level: 2, name: 'Creator programs' })).toBeFocused();
  await expect(panel.getByText('No programs.')).toBeVisible();
  expect(membership).toMatch(/^cp_/);
  await expectNoAxeViolations(page);

  // Added again, then removed from the page.
  await choice.selectOption({ label: program });
  await panel.getByRole('button', { name: 'Add to program' }).click();
  await expect(row).toContainText('Active');
  await panel.getByRole('button', { name: `Remove from ${programName}` }).click();
  await dialog.getByRole('button', { name: 'Remove from program' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('No programs.')).toBeVisible();
  await page.screenshot({ path: 'test-results/bo-programs.png', fullPage: true });
});

test('agency link: removal is asked as irreversible; cancel keeps it, confirm removes it', async ({
  page,
}) => {
  await openCreator(page, (creator) => creator.agency !== null, 0);
  const panel = region(page, 'Agency');
  const agency = (await panel.locator('dd').first().textContent())!;
  await panel.getByRole('button', { name: 'Remove agency link' }).click();
  const dialog = page.getByRole('alertdialog', { name: new RegExp(`link to ${agency}\\?`) });
  await expect(dialog).toContainText('This cannot be undone here');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('button', { name: 'Remove agency link' })).toBeFocused();
  await expect(panel).toContainText(agency);

  await panel.getByRole('button', { name: 'Remove agency link' }).click();
  await dialog.getByRole('button', { name: 'Remove agency link' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('None.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Remove agency link' })).toHaveCount(0);
  await expect(page.locator('[data-announcer]')).toContainText(`Link to ${agency} removed`);
  await expectNoAxeViolations(page);
});

test('channels: figures and features shown; one removed keeping offers; one gone meanwhile says so', async ({
  page,
}) => {
  const creator = await openCreator(page, (candidate) => candidate.channels.length >= 2, 0);
  const panel = region(page, 'Channels');
  const table = panel.getByRole('table', { name: 'Channels' });
  await expect(table.getByRole('columnheader', { name: 'Average viewers' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(creator.channels.length + 1);
  const features = panel.getByRole('button', { name: /^Features of / }).first();
  await features.click();
  await expect(features).toHaveAttribute('aria-expanded', 'true');
  await expect(
    panel.getByRole('table', { name: /^Features of / }).or(panel.getByText(/^No features of /)),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const removes = panel.getByRole('button', { name: /^Remove / });
  const first = (await removes.first().getAttribute('aria-label'))!.replace(/^Remove /, '');
  await removes.first().click();
  const dialog = page.getByRole('alertdialog', { name: `Remove the ${first}?` });
  await dialog.getByLabel('Keep sending offers to this creator').check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove channel' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(creator.channels.length);
  await expect(page.locator('[data-announcer]')).toContainText(`${first} removed`);

  // The next one deleted meanwhile: the dialog says the service's reason and stays open.
  const next = (await removes.first().getAttribute('aria-label'))!.replace(/^Remove /, '');
  const gone = creator.channels.map((channel) => channel.id);
  await page.evaluate(async (ids) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('se-token')}` };
    for (const id of ids) await fetch(`/backoffice/channels/${id}`, { method: 'DELETE', headers });
  }, gone);
  await removes.first().click();
  const nextDialog = page.getByRole('alertdialog', { name: `Remove the ${next}?` });
  await nextDialog.getByRole('button', { name: 'Remove channel' }).click();
  await expect(nextDialog).toBeHidden();
  await expect(panel.getByRole('alert')).toHaveText(
    `The ${next} had been removed already; the list is up to date.`,
  );
  await expect(panel.getByRole('heading', { level: 2, name: 'Channels' })).toBeFocused();
  await expect(panel.getByText('No channels.')).toBeVisible();
  await page.screenshot({ path: 'test-results/bo-channels.png', fullPage: true });
});
