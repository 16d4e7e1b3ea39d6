// Issue 30 (WCAG 2.2 AA): reflow at 320 px (the 3DS2 challenge and the bare-hooks example), target
// sizes (the Amazon Pay review's text buttons), the skin's focus-ring contrast, and the back office
// with each dialog and a Select in it open (the page behind inert, nothing focusable left under
// aria-hidden, axe with no rule disabled).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { addMissingLabel } from './backoffice-page';
import { test } from './fixtures';
import { openHooksAmazonReview } from './hooks-page';
import { fillCard, newCard, open } from './skin-page';

const NARROW = { width: 320, height: 640 };
const CHALLENGE_TITLE = 'Verify your payment';

/** Axe's violations on the whole page (frames included), each with the nodes it names. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The page's scrolling width: more than the viewport means a horizontal scroll bar. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Asserts a box lies within the viewport's width, and returns it. */
async function expectWithinWidth(locator: Locator, width = NARROW.width) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  return box!;
}

/** The WCAG contrast ratio of two CSS rgb()/rgba() colours (the alpha composited over white). */
function contrastRatio(foreground: string, background: string): number {
  const parse = (color: string) => {
    const match = /rgba?\(([^)]+)\)/.exec(color);
    if (!match) throw new Error(`not an rgb colour: ${color}`);
    const [r, g, b, a = 1] = match[1]!
      .split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r!, g!, b!].map((channel) => channel * a! + 255 * (1 - a!));
  };
  const luminance = (color: string) => {
    const [r, g, b] = parse(color).map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test.describe('3DS2 challenge at 320 px (skin)', () => {
  test.use({ viewport: NARROW });

  test('the challenge reflows: full width, Cancel visible, no horizontal scroll; the code field has focus; axe finds nothing', async ({
    page,
  }) => {
    await open(page);
    await fillCard(page, '4212345678910006');
    await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
    const frame = newCard(page).locator(`iframe[title="${CHALLENGE_TITLE}"]`);
    const issuer = newCard(page).frameLocator(`iframe[title="${CHALLENGE_TITLE}"]`);
    const code = issuer.getByLabel('One-time code');
    await expect(code).toBeVisible();
    // Keyboard users land in the issuer's code field (autofocus is blocked inside a frame).
    await expect(code).toBeFocused();
    await frame.scrollIntoViewIfNeeded();

    const frameBox = await expectWithinWidth(frame);
    expect(frameBox.width).toBeLessThan(390);
    // Cancel: inside the frame and inside the viewport.
    const cancel = issuer.getByRole('button', { name: 'Cancel' });
    await cancel.scrollIntoViewIfNeeded();
    const cancelBox = await expectWithinWidth(cancel);
    expect(cancelBox.x + cancelBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
    // The issuer's page itself does not scroll sideways in its frame.
    const issuerFrame = page.frames().find((candidate) => candidate.url().includes('/issuer/3ds2/challenge'));
    expect(await issuerFrame!.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      Math.ceil(frameBox.width),
    );

    // The whole screen, the issuer's frame included: one main landmark per document.
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/a11y-3ds2-challenge-320.png', fullPage: true });

    // Cancel ends the challenge: not verified, the payment refused.
    await cancel.click();
    await expect(page.getByTestId('result-code')).toHaveText('Refused');
  });
});

test.describe('bare hooks at 320 px', () => {
  test.use({ viewport: NARROW });

  test('no horizontal scroll on the checkout, the 3DS2 challenge (code field focused) and the Amazon Pay review', async ({
    page,
  }) => {
    await page.goto('/checkout-hooks/');
    await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('[data-secured-field="cardNumber"]')).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
    await page.screenshot({ path: 'test-results/a11y-hooks-320.png', fullPage: true });

    const field = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');
    await field('Card number').pressSequentially('4212345678910006', { delay: 10 });
    await field('Expiry date').pressSequentially('03/30', { delay: 10 });
    await field('Security code').pressSequentially('737', { delay: 10 });
    await page.getByLabel('Name on card').fill('J. Smith');
    await page.getByRole('button', { name: 'Pay €24.50' }).click();
    const challenge = page.getByRole('region', { name: CHALLENGE_TITLE });
    const issuer = challenge.frameLocator(`iframe[title="${CHALLENGE_TITLE}"]`);
    await expect(issuer.getByLabel('One-time code')).toBeFocused();
    await expectWithinWidth(challenge.locator('iframe'));
    const cancel = issuer.getByRole('button', { name: 'Cancel' });
    await cancel.scrollIntoViewIfNeeded();
    await expectWithinWidth(cancel);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
    await page.screenshot({ path: 'test-results/a11y-hooks-3ds2-320.png', fullPage: true });

    await openHooksAmazonReview(page);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
    await page.screenshot({ path: 'test-results/a11y-hooks-amazon-review-320.png', fullPage: true });
  });
});

test("bare hooks: the Amazon Pay review's text buttons are targets of at least 24 x 24 px", async ({
  page,
}) => {
  await openHooksAmazonReview(page);
  for (const name of ['Sign out from Amazon', 'Change payment details']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.width, name).toBeGreaterThanOrEqual(24);
    expect(box!.height, name).toBeGreaterThanOrEqual(24);
  }
  await page.screenshot({ path: 'test-results/a11y-hooks-amazon-review.png' });
});

test("the skin's focus ring: a solid outline of at least 3:1 against white and the skin's surfaces", async ({
  page,
}) => {
  await open(page);
  const pay = newCard(page).getByRole('button', { name: 'Pay €120.00' });
  // Keyboard focus (focus-visible): back and forth with the keyboard.
  await pay.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(pay).toBeFocused();
  expect(await pay.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  const style = await pay.evaluate((element) => {
    const computed = getComputedStyle(element);
    const root = getComputedStyle(element.closest('.hc-root') ?? document.documentElement);
    return {
      color: computed.outlineColor,
      outlineStyle: computed.outlineStyle,
      width: parseFloat(computed.outlineWidth),
      surface: root.getPropertyValue('--hc-color-surface').trim(),
    };
  });
  expect(style.outlineStyle).toBe('solid');
  expect(style.width).toBeGreaterThanOrEqual(2);
  expect(contrastRatio(style.color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
  // The surface token (#f7f8f9 by default), as rgb.
  const surface = await page.evaluate((value) => {
    const probe = document.createElement('div');
    probe.style.color = value;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, style.surface);
  expect(contrastRatio(style.color, surface)).toBeGreaterThanOrEqual(3);
  // The button with its ring (the outline lies outside the button's box).
  const box = (await pay.boundingBox())!;
  await page.screenshot({
    path: 'test-results/a11y-focus-ring.png',
    clip: { x: box.x - 10, y: box.y - 10, width: box.width + 20, height: box.height + 20 },
  });
});

/**
 * With a modal dialog open: everything outside it is inert, and nothing under `aria-hidden` is left
 * focusable unless it is inert too (axe: aria-hidden-focus; axe only says "needs review" of that
 * while a modal is open, so the DOM is checked here as well).
 */
async function expectOnlyDialogReachable(dialog: Locator) {
  const leaks = await dialog.evaluate((open) => {
    const found: string[] = [];
    const focusable = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable]';
    for (const element of document.querySelectorAll(focusable)) {
      // Radix's focus guards at the ends of <body> only hand focus on to the open dialog.
      if (element.hasAttribute('data-radix-focus-guard') || element.matches(':disabled')) continue;
      if (element.closest('[inert]')) continue;
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (!open.contains(element)) found.push(`outside the dialog: ${name}`);
      // Not in the tab order (tabindex -1, e.g. Radix Select's form mirror) is not a leak under it.
      if (element.closest('[aria-hidden="true"]') && Number(element.getAttribute('tabindex') ?? 0) >= 0)
        found.push(`under aria-hidden: ${name}`);
    }
    return found;
  });
  expect(leaks).toEqual([]);
}

/** True when the focused element is inside `locator`. */
const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/**
 * Opens a dialog with its trigger: focus goes into it, the page behind is inert, axe finds nothing;
 * `inside` runs with it open; Escape closes it and focus is back on the trigger, the page reachable.
 */
async function checkDialog(
  page: Page,
  trigger: Locator,
  dialog: Locator,
  shot: string,
  inside: () => Promise<void> = async () => undefined,
) {
  await trigger.click();
  await expect(dialog).toBeVisible();
  await expect.poll(() => hasFocus(dialog)).toBe(true);
  await expect(page.getByRole('main', { includeHidden: true })).toHaveAttribute('inert', '');
  await expect(page.getByRole('banner', { includeHidden: true })).toHaveAttribute('inert', '');
  await expectOnlyDialogReachable(dialog);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/${shot}.png` });
  await inside();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(page.locator('[inert], [data-aria-hidden]')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
}

/**
 * Opens a dialog's Select: its list opens inside the dialog, fully in view; the rest of the dialog
 * is inert while it is open; axe finds nothing (no rule disabled); Escape closes the list only and
 * focus is back on its trigger.
 */
async function checkSelectInDialog(page: Page, dialog: Locator, label: string, shot: string) {
  const trigger = dialog.getByLabel(label, { exact: true });
  await trigger.click();
  const list = dialog.getByRole('listbox');
  await expect(list).toBeVisible();
  const box = (await list.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await expect(list.getByRole('option').first()).toBeInViewport({ ratio: 1 });
  await expect(dialog).not.toHaveAttribute('aria-hidden', 'true');
  await expect(dialog.locator('.bo-dialog-body')).toHaveAttribute('inert', '');
  await expectOnlyDialogReachable(dialog);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/${shot}.png` });
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(trigger).toBeFocused();
  await expect(dialog.locator('.bo-dialog-body')).not.toHaveAttribute('inert');
}

test.describe('back office', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    const health = await request.get('/backoffice/health', { timeout: 230_000 });
    expect(health.status()).toBe(200);
  });

  async function signIn(page: Page) {
    await page.goto('/backoffice-app/');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
    await expect(page.getByText(/[\d,]+ creators found/)).toBeVisible({ timeout: 90_000 });
  }

  test("a page's select leaves the page as it is; each search dialog and the Selects in it: axe finds no violation, focus in and back", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);

    // A select of the page is a native one, not modal: open, nothing is hidden or made inert.
    const sort = page.getByLabel('Sort by', { exact: true });
    await sort.click();
    await expect(sort).toBeFocused();
    // (Nothing marked by aria-hidden's hideOthers, as a Radix Select did, nor inert.)
    await expect(page.locator('[inert], [data-aria-hidden]')).toHaveCount(0);
    for (const landmark of ['banner', 'main'] as const)
      await expect(page.getByRole(landmark)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sort).toBeFocused();
    await sort.selectOption({ label: 'Followers' });
    await expect(sort.locator('option:checked')).toHaveText('Followers');

    // Bulk update: its operation, then a manager operation's manager.
    const rows = page.getByRole('checkbox', { name: /^Select / });
    await rows.nth(0).check();
    const bulk = page.getByRole('dialog', { name: /^Bulk update 1 creators$/ });
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Bulk update…' }),
      bulk,
      'a11y-backoffice-bulk',
      async () => {
        await checkSelectInDialog(page, bulk, 'Operation', 'a11y-backoffice-bulk-operation-open');
        await bulk.getByLabel('Operation', { exact: true }).click();
        await bulk.getByRole('option', { name: 'Set the primary manager' }).click();
        await expect(bulk.getByLabel('Operation', { exact: true })).toBeFocused();
        await expect(bulk.getByLabel('Operation', { exact: true })).toHaveText(/Set the primary manager/);
        await checkSelectInDialog(page, bulk, 'Manager', 'a11y-backoffice-bulk-manager-open');
      },
    );

    // Merge two: an alert dialog (focus on Cancel); which one is kept is a radio choice by keyboard.
    await rows.nth(1).check();
    const merge = page.getByRole('alertdialog', { name: 'Merge two creators' });
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Merge two…' }),
      merge,
      'a11y-backoffice-merge',
      async () => {
        await expect(merge.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await merge.getByRole('radio').first().focus();
        await page.keyboard.press('Space');
        await expect(merge.getByRole('radio').first()).toBeChecked();
        await expect(merge.getByText(/^Kept: .+\. Deleted for good: .+\.$/)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      },
    );

    // Save the current search: its visibility.
    const save = page.getByRole('dialog', { name: 'Save the current search' });
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Save current search' }),
      save,
      'a11y-backoffice-save-view',
      async () => {
        await checkSelectInDialog(page, save, 'Visibility', 'a11y-backoffice-save-view-visibility-open');
        // A press outside the open list (on the dialog's title) closes the list, not the dialog.
        await save.getByLabel('Visibility', { exact: true }).click();
        await expect(save.getByRole('listbox')).toBeVisible();
        const title = (await save.locator('h2').boundingBox())!;
        await page.mouse.click(title.x + 5, title.y + title.height / 2);
        await expect(save.getByRole('listbox')).toHaveCount(0);
        await expect(save).toBeVisible();
        await expect(save.locator('.bo-dialog-body')).not.toHaveAttribute('inert');
        await save.getByLabel('View name', { exact: true }).fill('Not saved');
        await expect(save.getByLabel('View name', { exact: true })).toBeFocused();
      },
    );
  });

  test('at 320 px a dialog and the Select open in it fit the width: axe finds no violation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(NARROW);
    await signIn(page);
    await page
      .getByRole('checkbox', { name: /^Select / })
      .first()
      .check();
    const bulk = page.getByRole('dialog', { name: 'Bulk update 1 creators' });
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Bulk update…' }),
      bulk,
      'a11y-backoffice-bulk-320',
      async () => {
        await expectWithinWidth(bulk);
        await bulk.getByLabel('Operation', { exact: true }).click();
        await expectWithinWidth(bulk.getByRole('listbox'));
        expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
        await page.keyboard.press('Escape');
        await checkSelectInDialog(page, bulk, 'Operation', 'a11y-backoffice-bulk-320-operation-open');
      },
    );
  });

  test("a creator's dialogs (edit, block, delete a note, remove a label) and a group's removal: axe finds no violation, focus in and back", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);
    const first = page.getByRole('list', { name: 'Creators' }).getByRole('link').first();
    const name = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Notes', exact: true })).toBeVisible();

    await checkDialog(
      page,
      page.getByRole('button', { name: 'Edit…' }),
      page.getByRole('dialog', { name: `Edit ${name}` }),
      'a11y-backoffice-edit',
    );
    const blockVerb = (await page.getByRole('button', { name: /^(Block|Unblock)…$/ }).textContent())!;
    await checkDialog(
      page,
      page.getByRole('button', { name: blockVerb }),
      page.getByRole('dialog', { name: `${blockVerb.replace('…', '')} ${name}` }),
      'a11y-backoffice-block',
    );

    // A note of this test's own: its Delete asks first (an alert dialog, focus on Cancel).
    const text = `A11y note ${Date.now().toString(36)}`;
    await page.getByLabel('New note').fill(text);
    await page.getByRole('button', { name: 'Add note' }).click();
    const note = page.locator('.bo-note').filter({ hasText: text });
    await expect(note.getByRole('button', { name: 'Comments' })).toBeEnabled();
    const deleteNote = page.getByRole('alertdialog', { name: 'Delete this note?' });
    await checkDialog(
      page,
      note.getByRole('button', { name: 'Delete', exact: true }),
      deleteNote,
      'a11y-backoffice-delete-note',
      () => expect(deleteNote.getByRole('button', { name: 'Cancel' })).toBeFocused(),
    );
    await note.getByRole('button', { name: 'Delete', exact: true }).click();
    await deleteNote.getByRole('button', { name: 'Delete note' }).click();
    await expect(note).toHaveCount(0);

    // A label added by its native select, then its removal asked for.
    const { label, remove: removeLabel } = await addMissingLabel(page);
    const confirmLabel = page.getByRole('alertdialog', { name: `Remove the label ${label}?` });
    await checkDialog(page, removeLabel, confirmLabel, 'a11y-backoffice-remove-label');
    await removeLabel.click();
    await confirmLabel.getByRole('button', { name: 'Remove label' }).click();
    await expect(removeLabel).toHaveCount(0);

    // A group of this test's own, and its removal asked for.
    await page.getByRole('link', { name: 'Permissions' }).click();
    const group = `a11y-${Date.now().toString(36)}`;
    await page.getByLabel('Group name').fill(group);
    await page.getByLabel('Description').fill('Made by the accessibility test');
    await page.getByRole('button', { name: 'Create group' }).click();
    const removeGroup = page.getByRole('button', { name: `Remove group ${group}` });
    const confirmGroup = page.getByRole('alertdialog', { name: `Remove the group ${group}?` });
    await checkDialog(page, removeGroup, confirmGroup, 'a11y-backoffice-remove-group');
    await removeGroup.click();
    await confirmGroup.getByRole('button', { name: 'Remove group' }).click();
    await expect(removeGroup).toHaveCount(0);
  });
});
