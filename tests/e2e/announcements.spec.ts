// Issue 30: what a screen reader announces, read from a log of the page's live regions (aria-live,
// role alert/status/log): every time a visible live region that is not busy changes to a new
// non-empty text it is an announcement. Each error is announced once, only after the shopper left a field they
// touched or submitted; nothing is announced that is not happening (no "Processing payment…" while
// a form loads, nothing for tabbing past untouched fields).
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { newCard, open } from './skin-page';

/** Records the page's announcements in `window.__announcements` (the top document only). */
async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const log: string[] = [];
    (window as unknown as { __announcements: string[] }).__announcements = log;
    const LIVE = '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"]';
    const spoken = new WeakMap<Element, string>();
    const regionOf = (node: Node | null): Element | null =>
      (node instanceof Element ? node : (node?.parentElement ?? null))?.closest(LIVE) ?? null;
    new MutationObserver((records) => {
      const regions = new Set<Element>();
      for (const record of records) {
        const region = regionOf(record.target);
        if (region) regions.add(region);
        for (const added of record.addedNodes)
          if (added instanceof Element) {
            const inside = regionOf(added);
            if (inside) regions.add(inside);
            for (const nested of added.querySelectorAll(LIVE)) regions.add(nested);
          }
      }
      for (const region of regions) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        // A busy region (aria-busy) is not read until it is no longer busy.
        const shown =
          region.isConnected &&
          region.checkVisibility() &&
          !region.closest('[aria-hidden="true"], [inert], [aria-busy="true"]');
        if (shown && text && text !== spoken.get(region)) log.push(text);
        spoken.set(region, shown ? text : '');
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const announcements = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __announcements: string[] }).__announcements]);

test('skin: nothing announced on load or tabbing past fields; an empty submit announces each error once; a left field its own', async ({
  page,
}) => {
  await recordAnnouncements(page);
  await open(page);
  // Loading the forms (the card's, iDEAL's, SEPA's…) announces nothing.
  expect(await announcements(page)).toEqual([]);

  // Tab from the holder name through the billing address and past the rest: nothing raised.
  const holder = newCard(page).getByLabel('Name on card');
  await holder.focus();
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
  expect(await announcements(page)).toEqual([]);

  // An empty submit: each field's error once (the error panel is not a live region of its own).
  await newCard(page).getByRole('button', { name: 'Pay €120.00' }).click();
  await expect(newCard(page).getByText('Enter the card number').first()).toBeVisible();
  const afterSubmit = await announcements(page);
  expect(afterSubmit).toEqual(
    expect.arrayContaining([
      'Enter the card number',
      'Enter the expiry date',
      'Enter the security code',
      'Enter name as shown on card',
    ]),
  );
  expect(new Set(afterSubmit).size, `announced twice: ${afterSubmit.join(' | ')}`).toBe(afterSubmit.length);

  // The holder name typed and left valid: its error goes, nothing is announced; emptied and left:
  // its error once more.
  await holder.fill('J. Smith');
  await holder.press('Tab');
  await expect(newCard(page).getByText('Enter name as shown on card')).toHaveCount(0);
  expect(await announcements(page)).toEqual(afterSubmit);
  await holder.fill('');
  await holder.press('Tab');
  await expect(newCard(page).getByText('Enter name as shown on card').first()).toBeVisible();
  expect(await announcements(page)).toEqual([...afterSubmit, 'Enter name as shown on card']);
});

test('hooks example: nothing announced on load; an empty submit announces each error once', async ({
  page,
}) => {
  await recordAnnouncements(page);
  await page.goto('/checkout-hooks/');
  await expect(page.locator('[data-secured-field="cardNumber"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('[data-secured-field="cardNumber"]')).toBeVisible();
  expect(await announcements(page)).toEqual([]);

  await page.getByLabel('Name on card').focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  expect(await announcements(page)).toEqual([]);

  await page.getByRole('button', { name: 'Pay €24.50' }).click();
  await expect(page.locator('.card-error').nth(0)).toHaveText('Enter the card number');
  const afterSubmit = await announcements(page);
  expect(afterSubmit).toEqual(
    expect.arrayContaining(['Enter the card number', 'Enter the expiry date', 'Enter the security code']),
  );
  expect(new Set(afterSubmit).size, `announced twice: ${afterSubmit.join(' | ')}`).toBe(afterSubmit.length);
});
