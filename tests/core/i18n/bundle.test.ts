import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { formatjsWithoutParser } from '../../../scripts/formatjs-without-parser.mjs';

const core = fileURLToPath(new URL('../../../headless/core/index.ts', import.meta.url));
// Strings only the ICU parser holds (its error kinds), and one only the no-parser build holds.
const PARSER = 'EXPECT_ARGUMENT_CLOSING_BRACE';
const NO_PARSER = 'trying to format an uncompiled message';

/** An app that creates the i18n layer, bundled for the browser as the package's build resolves formatjs. */
async function bundleApp(
  app = `import { createI18n } from ${JSON.stringify(core)}; globalThis.i18n = createI18n();`,
): Promise<{ upFront: string; lazy: Map<string, string> }> {
  const bundle = await rolldown({
    input: 'app',
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      formatjsWithoutParser(),
      {
        name: 'app',
        resolveId: (id) => (id === 'app' ? id : null),
        load: (id) => (id === 'app' ? app : null),
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'es', minify: true });
  await bundle.close();
  const chunks = output.filter((chunk) => chunk.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const staticFiles = new Set<string>();
  const visit = (file: string) => {
    if (staticFiles.has(file)) return;
    staticFiles.add(file);
    for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  return {
    upFront: chunks
      .filter((chunk) => staticFiles.has(chunk.fileName))
      .map((chunk) => chunk.code)
      .join('\n'),
    lazy: new Map(
      chunks.filter((chunk) => !staticFiles.has(chunk.fileName)).map((chunk) => [chunk.fileName, chunk.code]),
    ),
  };
}

describe('what the i18n layer loads', () => {
  it('up front: the en-US catalogue and formatjs without the ICU parser; the parser and other locales on demand', async () => {
    const { upFront, lazy } = await bundleApp();
    expect(upFront).toContain('Card number');
    expect(upFront).toContain(NO_PARSER);
    expect(upFront).not.toContain(PARSER);
    const lazyCode = [...lazy.values()];
    expect(lazyCode.filter((code) => code.includes(PARSER))).toHaveLength(1);
    expect(lazyCode.filter((code) => code.includes('Kartennummer'))).toHaveLength(1);
    expect(upFront).not.toContain('Kartennummer');
  }, 30_000);

  it("en-US by group: the common texts up front; a card page adds the card's, and no Click to Pay or other method's", async () => {
    const { upFront } = await bundleApp();
    expect(upFront).toContain('Payment successful');
    expect(upFront).not.toContain('Name on card'); // the card's
    expect(upFront).not.toContain('Welcome to Click to Pay');
    // The feature groups come with their code (tests/core/i18n/feature-groups.test.ts).
    for (const text of ['Scan the QR code', 'Payment reference', 'Stored payment methods', 'Make a donation'])
      expect(upFront).not.toContain(text);
    const card = await bundleApp(
      `import { createI18n, createCardMachine } from ${JSON.stringify(core)}; globalThis.app = [createI18n, createCardMachine];`,
    );
    expect(card.upFront).toContain('Name on card');
    expect(card.upFront).not.toContain('Welcome to Click to Pay');
    expect(card.upFront).not.toContain('Bank account holder name'); // Bacs's
    expect(card.upFront).not.toContain('Virtual Payment Address'); // UPI's
    // Each method's texts are in its definition's chunk, loaded with it (the registry's seam).
    const registry = await bundleApp(
      `import { createI18n, loadPaymentMethod } from ${JSON.stringify(core)}; globalThis.app = [createI18n, loadPaymentMethod];`,
    );
    expect(registry.upFront).not.toContain('Bank account holder name');
    const bacs = [...registry.lazy.values()].filter((code) => code.includes('Bank account holder name'));
    expect(bacs).toHaveLength(1);
    expect(bacs[0]).toContain('directdebit_GB');
  }, 60_000);
});
