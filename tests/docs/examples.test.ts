// Every TypeScript example in README.md and docs/*.md compiles against the sources, as a merchant
// would copy it: each fenced block tagged ts, tsx or typescript becomes a module of its own in a
// temporary folder, and one compiler Program (the project's tsconfig, its path mappings for
// `headless-checkout/*`) type-checks them all. One test per block, named by page and line.
//
// The rules for authors:
// - A TS block is complete: its imports and the declarations it uses, as a merchant would copy it
//   (names from another block of the page do not count: each block is a module of its own).
// - Its imports resolve as from the page (README.md at the root, docs/*.md in docs/); a block that
//   belongs in a file of the repository names it in a leading comment (`// tests/react/my.test.tsx`)
//   and its relative imports resolve from there.
// - A block that is not TypeScript (a shell command, a JSON answer, CSS, a directory tree) is tagged
//   with its own language from NON_CODE_LANGS; a block with no language or an unknown one fails.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NON_CODE_LANGS,
  TS_LANGS,
  docBlocks,
  docPages,
  fencedBlocks,
  fileNamedBy,
  type Block,
} from './blocks';

const root = fileURLToPath(new URL('../..', import.meta.url));

const pages = docPages(root);
const blocks = docBlocks(root);
const examples = blocks.filter((block) => block.lang in TS_LANGS);

/**
 * A page of the checker's own: one example per rule above, compiled in the same Program as the
 * documentation's, so the tests below prove that a wrong example fails, at its line in the page.
 */
const SAMPLE_PAGE = [
  '# Sample', // 1
  '', // 2
  '```tsx', // 3: every entry point resolves
  "import { CheckoutProvider, useCard } from 'headless-checkout';",
  "import { createCheckout } from 'headless-checkout/core';",
  "import { validateIban } from 'headless-checkout/validation';",
  "import { CardForm } from 'headless-checkout/skins/default';",
  "import { createBackofficeClient } from 'headless-checkout/backoffice';",
  '',
  'export const entries = [CheckoutProvider, useCard, createCheckout, validateIban, CardForm, createBackofficeClient];',
  '```', // 11
  '', // 12
  '```ts', // 13: a type error, reported at its line in the page
  "import { validateIban } from 'headless-checkout/validation';",
  '',
  "const valid: string = validateIban('NL91ABNA0417164300').valid;", // 16
  '```', // 17
  '', // 18
  '```ts', // 19: a name from another block of the page is not in scope
  'export const copied = valid;', // 20
  '```', // 21
  '', // 22
  '```ts', // 23: relative imports resolve from the page (docs/), where this file is not
  "import { describeCardFormBehaviour } from './card-form-behaviour';", // 24
  '',
  'export { describeCardFormBehaviour };',
  '```', // 27
  '', // 28
  '```ts', // 29: ... or from the file the leading comment names
  '// tests/react/my-skin.test.tsx',
  "import { describeCardFormBehaviour } from './card-form-behaviour';",
  '',
  'export { describeCardFormBehaviour };',
  '```',
  '',
].join('\n');
const samples = fencedBlocks('docs/sample.md', SAMPLE_PAGE);

/** One module per example (and per sample); the key is its file in the temporary folder. */
const folder = mkdtempSync(join(tmpdir(), 'headless-checkout-docs-'));
const modules = new Map<string, Block>();
for (const block of [...examples, ...samples]) {
  const name = `${block.page.replace(/[/\\]/g, '__')}.L${block.line}${TS_LANGS[block.lang]}`;
  const file = join(folder, name).replace(/\\/g, '/');
  writeFileSync(file, block.code);
  modules.set(file, block);
}

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** The project's compiler options, path mappings included, with every example file a module. */
function compilerOptions(): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  return { ...parsed.options, noEmit: true, moduleDetection: ts.ModuleDetectionKind.Force };
}

/**
 * One Program for every example. An example resolves its imports as if it sat at `block.from`, so
 * `react`, `valibot`, the path mappings and relative paths resolve exactly as they do for the
 * project's own files.
 */
function createProgram(): ts.Program {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options, true);
  const cache = ts.createModuleResolutionCache(root, host.getCanonicalFileName, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, resolveOptions, sourceFile) => {
    const block = modules.get(containingFile);
    const from = block ? join(root, block.from) : containingFile;
    return literals.map((literal) =>
      ts.resolveModuleName(
        literal.text,
        from,
        resolveOptions,
        host,
        cache,
        redirected,
        ts.getModeForUsageLocation(sourceFile, literal, resolveOptions),
      ),
    );
  };
  return ts.createProgram({ rootNames: [...modules.keys()], options, host });
}

/** The compiler's errors for one example, each at its line in the page. */
function diagnosticsOf(program: ts.Program, file: string, block: Block): string[] {
  const source = program.getSourceFile(file);
  if (!source) return [`${block.page}:${block.line}: the compiler did not load the example`];
  const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
    if (diagnostic.file !== source || diagnostic.start === undefined) {
      return `TS${diagnostic.code}: ${message}`;
    }
    const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start);
    return `${block.page}:${block.line + 1 + line}:${character + 1} TS${diagnostic.code}: ${message}`;
  });
}

describe('documentation code blocks', () => {
  it('reads fenced blocks: language, line, list indentation, tildes, longer fences', () => {
    const page = [
      'Intro', // 1
      '```ts title="a.ts"', // 2
      'const a = 1;',
      '```',
      '1. A step', // 5
      '',
      '   ```sh', // 7
      '   npm test',
      '   ```',
      '~~~', // 10
      'tree/',
      '~~~',
      '````md', // 13
      '```ts',
      'inside',
      '```',
      '````',
    ].join('\n');
    expect(fencedBlocks('p.md', page).map(({ line, lang, code }) => ({ line, lang, code }))).toEqual([
      { line: 2, lang: 'ts', code: 'const a = 1;' },
      { line: 7, lang: 'sh', code: 'npm test' },
      { line: 10, lang: '', code: 'tree/' },
      { line: 13, lang: 'md', code: '```ts\ninside\n```' },
    ]);
  });

  it('takes the file a block belongs in from its leading comment only', () => {
    expect(fileNamedBy('// tests/react/my-skin.test.tsx (a happy-dom file)\nimport x from "./x";')).toBe(
      'tests/react/my-skin.test.tsx',
    );
    expect(fileNamedBy('// Runs in the browser environment\n// tests/a.test.ts\nconst a = 1;')).toBe(
      'tests/a.test.ts',
    );
    expect(fileNamedBy('// Your server: POST /api/sessions\nconst a = 1;')).toBeUndefined();
    expect(fileNamedBy('const a = 1;\n// tests/a.test.ts')).toBeUndefined();
  });

  it('finds the TypeScript examples of README.md and docs/*.md', () => {
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/use-card.md');
    expect(examples.filter((block) => block.page === 'docs/use-card.md').length).toBeGreaterThan(0);
  });

  it("covers the README's quick start: the server's session call and the checkout page", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const start = readme.split('\n').findIndex((line) => line === '## Quick start') + 1;
    const end = readme.split('\n').findIndex((line, index) => index >= start && line.startsWith('## '));
    expect(start).toBeGreaterThan(0);
    const quickStart = examples.filter(
      (block) => block.page === 'README.md' && block.line > start && block.line < end + 1,
    );
    expect(quickStart.some((block) => block.code.includes("'merchant/v1/sessions'"))).toBe(true);
    expect(quickStart.some((block) => block.code.includes('<CheckoutProvider'))).toBe(true);
    expect(quickStart.some((block) => block.code.includes('useCard('))).toBe(true);
  });

  it('tags every block with TypeScript or a known non-code language', () => {
    const untagged = blocks
      .filter((block) => !(block.lang in TS_LANGS) && !NON_CODE_LANGS.has(block.lang))
      .map((block) => `${block.page}:${block.line} ${block.lang ? `'${block.lang}'` : '(no language)'}`);
    expect(untagged).toEqual([]);
  });
});

describe('documentation examples type-check', () => {
  const results = new Map<Block, string[]>();
  // One Program and one checking pass for every example (a few seconds, most of it the sources the
  // examples import); the tests below read its results.
  beforeAll(() => {
    const program = createProgram();
    for (const [file, block] of modules) results.set(block, diagnosticsOf(program, file, block));
  }, 120_000);

  describe('the checker', () => {
    const sample = (line: number) => results.get(samples.find((block) => block.line === line)!);

    it('resolves every entry point of the package to the sources', () => {
      expect(sample(3)).toEqual([]);
    });

    it("fails a wrong example with the compiler's error at its line in the page", () => {
      expect(sample(13)).toEqual([
        "docs/sample.md:16:7 TS2322: Type 'boolean' is not assignable to type 'string'.",
      ]);
    });

    it('compiles every block as a module of its own', () => {
      expect(sample(19)).toEqual(["docs/sample.md:20:23 TS2304: Cannot find name 'valid'."]);
    });

    it('resolves relative imports from the page, or from the file a leading comment names', () => {
      expect(sample(23)).toEqual([
        "docs/sample.md:24:43 TS2307: Cannot find module './card-form-behaviour' or its corresponding type declarations.",
      ]);
      expect(sample(29)).toEqual([]);
    });
  });

  for (const block of examples) {
    it(`${block.page}:${block.line} (${block.lang})`, () => {
      expect(results.get(block)?.join('\n'), 'the example does not compile').toBe('');
    });
  }
});
