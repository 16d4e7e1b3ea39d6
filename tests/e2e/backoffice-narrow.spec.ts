import { expect } from '@playwright/test';
import { backofficeReady, expectNoAxeViolations, signIn } from './backoffice-page';
import { test } from './fixtures';

// The staff app's main navigation on a phone upright (390 x 844): one row that scrolls sideways in
// itself (the page never does), every link reached by Tab in order and scrolled into view.

test.beforeAll(backofficeReady);

const LINKS = [
  'Creators',
  'Notifications',
  'Notes',
  'Agencies & people',
  'Blocklist',
  'Curation',
  'Import',
  'Permissions',
  'Service',
  'Finance',
];

test('at 390 px the main navigation is one row that scrolls in itself; every link is reached by Tab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { results: false });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText(LINKS.map((name) => new RegExp(`^${name}`)));
  // The unread counts arrive after the links; the row is measured and tabbed once they are there
  // (a count arriving later widens its link and shifts the others along the row).
  await expect(links.filter({ hasText: /^Notifications\d/ })).toBeVisible();
  await expect(links.filter({ hasText: /^Notes[\d,]+/ })).toBeVisible();

  // One row: every link at the same height, and the row scrolls rather than the page.
  const tops = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  const row = await nav
    .getByRole('list')
    .evaluate((list) => ({ scrollWidth: list.scrollWidth, clientWidth: list.clientWidth }));
  expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
  const pageScrollsSideways = () =>
    page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);
  expect(await pageScrollsSideways()).toBe(false);

  // From the brand at the top, Tab reaches each link in order, each scrolled into view.
  await page.getByText('Creator back office', { exact: true }).click();
  for (const name of LINKS) {
    await page.keyboard.press('Tab');
    const link = nav.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused();

  // The last link (Finance), reached by keyboard, opens its screen; the page still fits.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeFocused();
  expect(await pageScrollsSideways()).toBe(false);
  await expectNoAxeViolations(page);
});
