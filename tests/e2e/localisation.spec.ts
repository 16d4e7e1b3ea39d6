import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { newCard, open } from './skin-page';

// The skin example in the shopper's language (`?locale=`): the secured-field frames take the
// page's lang and dir (their inputs staying ltr), countries are named in that language, and
// left-to-right data (postal codes, card numbers, the '+N' brand badge) keeps its order in Arabic.

const payLater = (page: Page) => page.getByRole('region', { name: 'Pay later' });
const cardFrame = (page: Page) => newCard(page).frameLocator('[data-secured-field="cardNumber"] iframe');

/** Opens the German market (Ratepay asks a full address) in `locale`, its texts loaded, and picks Ratepay. */
async function openIn(page: Page, locale: string) {
  await open(page, `?market=DE&locale=${locale}`);
  await expect(page.locator('.hc-root').first()).toHaveAttribute('lang', locale);
  await expect(page.locator('.hc-root[aria-busy]')).toHaveCount(0);
  await payLater(page).getByRole('radio', { name: 'Ratepay Open Invoice', exact: true }).check();
  const billing = payLater(page).locator('.hc-method--ratepay [data-field="billingAddress.country"]');
  await expect(billing.getByRole('combobox')).toBeVisible();
  return billing;
}

test('Arabic: frames in ar and rtl with ltr inputs, Arabic country names, ltr postal codes and badges', async ({
  page,
}) => {
  const country = await openIn(page, 'ar');
  await expect(page.locator('.hc-root').first()).toHaveAttribute('dir', 'rtl');
  // Every card frame's document is the page's language and direction; its input reads left to right.
  for (const field of ['cardNumber', 'expiryDate', 'securityCode']) {
    const frame = newCard(page).frameLocator(`[data-secured-field="${field}"] iframe`);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('input')).toHaveAttribute('dir', 'ltr');
    // From its first paint: the frame is asked for in the page's language.
    const src = await newCard(page).locator(`[data-secured-field="${field}"] iframe`).getAttribute('src');
    expect(new URL(src!).searchParams.get('lang')).toBe('ar');
  }
  // Labelled in Arabic.
  await expect(cardFrame(page).locator('input')).toHaveAttribute('aria-label', /[\u0600-\u06ff]/);
  await cardFrame(page).locator('input').pressSequentially('4111111111111111', { delay: 10 });
  await expect(cardFrame(page).locator('input')).toHaveValue('4111 1111 1111 1111');

  // The card's postal code: ltr, so '1012 AB' does not read 'AB 1012'.
  const postalCode = newCard(page).locator('[data-field="postalCode"] input');
  await expect(postalCode).toHaveAttribute('dir', 'ltr');
  await postalCode.fill('1012 AB');
  // The '+N' badge of the brands not drawn ('+4', not '4+').
  await expect(newCard(page).locator('.hc-brand-icons__more')).toHaveAttribute('dir', 'ltr');

  // Ratepay's address: the country in Arabic ('ألمانيا'), the list in Arabic, the postal code ltr.
  await expect(country.getByRole('combobox')).toHaveText('ألمانيا');
  await country.getByRole('combobox').click();
  await expect(page.getByRole('option', { name: 'هولندا', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Netherlands' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const ratepay = payLater(page).locator('.hc-method--ratepay');
  await expect(ratepay.locator('[data-field="billingAddress.postalCode"] input')).toHaveAttribute(
    'dir',
    'ltr',
  );
  await expect(ratepay.locator('[data-field="billingAddress.street"] input')).not.toHaveAttribute(
    'dir',
    'ltr',
  );
  await ratepay.locator('[data-field="billingAddress.postalCode"] input').fill('10117');
  await newCard(page).screenshot({ path: 'test-results/l10n-ar-card.png' });
  await ratepay.screenshot({ path: 'test-results/l10n-ar-ratepay.png' });
});

for (const [locale, germany] of [
  ['ja-JP', 'ドイツ'],
  ['de-DE', 'Deutschland'],
] as const) {
  test(`${locale}: frames in ${locale} and ltr, countries in ${locale}`, async ({ page }) => {
    const country = await openIn(page, locale);
    await expect(cardFrame(page).locator('html')).toHaveAttribute('lang', locale);
    await expect(cardFrame(page).locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(country.getByRole('combobox')).toHaveText(germany);
    await newCard(page).locator('[data-field="postalCode"] input').fill('10117');
    await newCard(page).screenshot({ path: `test-results/l10n-${locale}-card.png` });
    await payLater(page)
      .locator('.hc-method--ratepay')
      .screenshot({ path: `test-results/l10n-${locale}-ratepay.png` });
  });
}

test('the hooks example in Arabic: its checkout rtl, the frames ar and rtl with ltr inputs, the brand count ltr', async ({
  page,
}) => {
  await page.goto('/checkout-hooks/?locale=ar');
  const number = page.locator('[data-secured-field="cardNumber"]');
  await expect(number).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('.shop-checkout')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.shop-checkout')).toHaveAttribute('lang', 'ar');
  const frame = number.frameLocator('iframe');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.locator('input')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('.card-brands bdi[dir="ltr"]')).toHaveText(/\+\d/);
  await frame.locator('input').pressSequentially('4111111111111111', { delay: 10 });
  await page
    .locator('.card-form', { has: number })
    .screenshot({ path: 'test-results/l10n-ar-hooks-card.png' });
});

test('MB Way in Arabic (PT): the dial code "+351 (PT)" isolated, the mobile number ltr, in the skin and on bare hooks', async ({
  page,
}) => {
  await page.goto('/checkout-skin/?market=PT&locale=ar');
  const section = page.getByRole('region', { name: 'Phone and app payments' });
  await section.getByRole('radio', { name: 'MB WAY', exact: true }).check();
  const method = section.locator('.hc-method--mbway');
  const prefix = method.locator('[data-field="phonePrefix"] [role="combobox"] bdi');
  await expect(prefix).toHaveText('+351 (PT)');
  // Isolated, it reads '+351 (PT)' in order: the '+' left of the digits, the country code last.
  const order = await prefix.evaluate((element) => {
    const range = document.createRange();
    const text = element.firstChild!;
    const left = (from: number) => {
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return range.getBoundingClientRect().left;
    };
    return { plus: left(0), three: left(1), p: left(6) };
  });
  expect(order.plus).toBeLessThan(order.three);
  expect(order.three).toBeLessThan(order.p);
  await expect(method.locator('[data-field="phoneNumber"] input')).toHaveAttribute('dir', 'ltr');
  await method.screenshot({ path: 'test-results/l10n-ar-mbway.png' });

  await page.goto('/checkout-hooks/?market=PT&locale=ar');
  const hooks = page.locator('.shop-checkout');
  await hooks.getByRole('radio', { name: 'MB WAY' }).check();
  const form = hooks.getByRole('form', { name: 'MB WAY' });
  await expect(form.locator('select')).toHaveAttribute('dir', 'ltr');
  await expect(form.locator('input[dir="ltr"]')).toHaveCount(1);
});

/** Counts the sessions the page asks its merchant server for. */
function countSessions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/sessions?$/.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

test('the language switch: the skin, the hooks example and the drop-in change language at once, in the same session, kept in the address', async ({
  page,
}) => {
  const sessions = countSessions(page);
  // The skin: Deutsch.
  await open(page);
  const language = page.getByLabel('Language');
  await expect(language.locator('option')).toHaveCount(26);
  await expect(language.locator('option[value="ja-JP"]')).toHaveText('日本語 (日本)');
  await language.selectOption('de-DE');
  await expect(page.locator('.hc-root').first()).toHaveAttribute('lang', 'de-DE');
  await expect(newCard(page).getByRole('button', { name: /120,00\s€ bezahlen/ })).toBeVisible();
  await expect(cardFrame(page).locator('html')).toHaveAttribute('lang', 'de-DE');
  expect(new URL(page.url()).searchParams.get('locale')).toBe('de-DE');
  expect(sessions()).toBe(1);
  await page.screenshot({ path: 'test-results/l10n-switch-skin-de-DE.png', fullPage: true });

  // The hooks example: العربية, right to left.
  await page.goto('/checkout-hooks/');
  await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('.shop-checkout').first()).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-secured-field="cardNumber"] iframe')).toHaveAttribute('src', /lang=ar/);
  expect(sessions()).toBe(2);
  await page.screenshot({ path: 'test-results/l10n-switch-hooks-ar.png', fullPage: true });

  // The drop-in: 日本語, then back to English from the address.
  await page.goto('/checkout-dropin/');
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await page.getByLabel('Language').selectOption('ja-JP');
  await expect(page.locator('.hc-root').first()).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('radiogroup')).toBeVisible();
  expect(sessions()).toBe(3);
  await page.screenshot({ path: 'test-results/l10n-switch-dropin-ja-JP.png', fullPage: true });
  await page.reload();
  await expect(page.getByLabel('Language')).toHaveValue('ja-JP');
  await expect(page.locator('.hc-root').first()).toHaveAttribute('lang', 'ja-JP');
});
