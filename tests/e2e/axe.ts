// Axe on a whole screen, the frames included: @axe-core/playwright runs axe inside every frame of
// the page (the secured fields and the 3DS2 issuer page are another origin) and reports their
// nodes with the frame's selector first. The check also says which frames it reached, so a test
// shows that the frames were examined, not skipped.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A violation as a line: its rule and the nodes it names (a node in a frame: frame selector, then node). */
type ViolationLine = string;

/**
 * Runs axe (WCAG 2.2 AA and best practice, every rule on) on the page and its frames; asserts no
 * violation, and that axe examined at least the frames titled `frames` (their documents'
 * nodes appear in its results). Returns the titles of the frames it examined.
 *
 * `popupOpen`: a select's listbox is open. Radix's listbox is modal (focus kept in it, the rest of
 * the page aria-hidden and, by the skin, inert), so the page's level-one heading is out of the
 * accessibility tree while it is open, as under a modal dialog, which axe's best-practice rule
 * `page-has-heading-one` excuses for dialogs only. That one finding is then asserted to be exactly
 * this: on the page's root, with an h1 on the page hidden by the popup's aria-hidden. Every
 * other rule must find nothing.
 */
async function expectNoAxeViolations(
  page: Page,
  frames: readonly string[] = [],
  { popupOpen = false }: { popupOpen?: boolean } = {},
): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations: ViolationLine[] = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
  if (popupOpen) {
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('h1')].some(
          (h1) => h1.closest('[aria-hidden="true"]') && h1.closest('[inert]'),
        ),
      ),
      "the page's h1 is there, hidden and inert behind the open listbox",
    ).toBe(true);
    expect(violations).toEqual(['page-has-heading-one: ["html"]']);
  } else expect(violations).toEqual([]);
  // The frames axe went into: every result node whose target has a frame selector before it.
  const frameSelectors = new Set<string>();
  for (const group of [results.passes, results.incomplete, results.inapplicable, results.violations])
    for (const rule of group)
      for (const node of rule.nodes)
        if (node.target.length > 1) frameSelectors.add(JSON.stringify(node.target[0]));
  const examined = await page.evaluate(
    (selectors) =>
      selectors.flatMap((selector) => {
        const parsed = JSON.parse(selector) as unknown;
        const element = typeof parsed === 'string' ? document.querySelector(parsed) : null;
        return element instanceof HTMLIFrameElement ? [element.title] : [];
      }),
    [...frameSelectors],
  );
  for (const title of frames) expect(examined, `axe examined the frame "${title}"`).toContain(title);
  return examined;
}

export { expectNoAxeViolations };
