// Issue 30 (WCAG 2.2 AA): reflow at 320 px (the 3DS2 challenge and the bare-hooks example), target
// sizes (the Amazon Pay review's text buttons), the skin's focus-ring contrast, and the back office
// with a Radix Select open (nothing focusable left under aria-hidden).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
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

test.describe('back office', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    const health = await request.get('/backoffice/health', { timeout: 230_000 });
    expect(health.status()).toBe(200);
  });

  test('a Select open leaves nothing focusable under aria-hidden: axe finds no violation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/backoffice-app/');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
    await expect(page.getByText(/[\d,]+ creators found/)).toBeVisible({ timeout: 90_000 });
    await page.getByLabel('Sort by', { exact: true }).click();
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    // Nothing focusable under aria-hidden (the page stays in the accessibility tree).
    await expect(page.locator('[aria-hidden="true"] :is(button, input, select, a[href])')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/a11y-backoffice-select-open.png' });
    // Closed: the page is reachable again and focus is back on the trigger.
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(page.getByLabel('Sort by', { exact: true })).toBeFocused();

    // A Select in a dialog: its list opens on <body> (inside the dialog, which is transformed and
    // scrolls, it was clipped), fully in view, and the dialog stays in the accessibility tree.
    await page
      .getByRole('checkbox', { name: /^Select / })
      .first()
      .check();
    await page.getByRole('button', { name: 'Bulk update…' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Operation', { exact: true }).click();
    const options = page.getByRole('listbox');
    await expect(options).toBeVisible();
    const box = (await options.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // Not clipped by the dialog: its last option is visible as a whole.
    await expect(options.getByRole('option').last()).toBeInViewport({ ratio: 1 });
    // The dialog stays reachable (the page behind it is the dialog's to hide, as a modal does).
    await expect(dialog).not.toHaveAttribute('aria-hidden', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    // Known and left open (docs/backoffice-app.md): the list on <body> is outside any landmark
    // (axe: region, moderate); every other rule, aria-hidden-focus included, finds nothing.
    const inDialog = await new AxeBuilder({ page }).disableRules(['region']).analyze();
    expect(inDialog.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: 'test-results/a11y-backoffice-dialog-select-open.png' });
    await page.keyboard.press('Escape');
    await expect(options).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
});
