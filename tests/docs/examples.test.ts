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
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Tags whose blocks are compiled, and the extension their module gets. */
const TS_LANGS: Record<string, '.ts' | '.tsx'> = {
  ts: '.ts',
  typescript: '.ts',
  mts: '.ts',
  cts: '.ts',
  tsx: '.tsx',
};

/** Tags of blocks that are not TypeScript: the only way a block stays out of the check. */
const NON_CODE_LANGS = new Set([
  'sh',
  'bash',
  'shell',
  'console',
  'json',
  'jsonc',
  'css',
  'html',
  'http',
  'text',
  'txt',
  'diff',
  'yaml',
]);

interface Block {
  /** The page, relative to the repository (`docs/use-card.md`). */
  page: string;
  /** The 1-based line of the opening fence. */
  line: number;
  /** The fence's language tag, lower-cased ('' when none). */
  lang: string;
  /** The block's text, without the fences. */
  code: string;
  /** Where its imports resolve from: the file its leading comment names, else the page. */
  from: string;
}

/** A leading `// path/to/file.tsx` comment: the file of the repository the block belongs in. */
function fileNamedBy(code: string): string | undefined {
  for (const line of code.split('\n')) {
    if (!line.startsWith('//')) return undefined;
    const named = /^\/\/ ((?:[\w.-]+\/)*[\w.-]+\.(?:tsx?|mts|cts))(?:\s|$)/.exec(line);
    if (named) return named[1];
  }
  return undefined;
}

/** The fenced code blocks of a Markdown text (``` or ~~~ fences, indented in lists or not). */
function fencedBlocks(page: string, text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)/.exec(lines[index]!);
    if (!open) continue;
    const [, indent = '', fence = '', lang = ''] = open;
    const body: string[] = [];
    let end = index + 1;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    while (end < lines.length && !closing.test(lines[end]!)) {
      const line = lines[end]!;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
      end++;
    }
    const code = body.join('\n');
    blocks.push({ page, line: index + 1, lang: lang.toLowerCase(), code, from: fileNamedBy(code) ?? page });
    index = end;
  }
  return blocks;
}

const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
const blocks = pages.flatMap((page) => fencedBlocks(page, readFileSync(join(root, page), 'utf8')));
const examples = blocks.filter((block) => block.lang in TS_LANGS);

/** One module per example; the key is its file in the temporary folder. */
const folder = mkdtempSync(join(tmpdir(), 'headless-checkout-docs-'));
const modules = new Map<string, Block>();
for (const block of examples) {
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
  it('finds the TypeScript examples of README.md and docs/*.md', () => {
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/use-card.md');
    expect(examples.filter((block) => block.page === 'README.md').length).toBeGreaterThan(0);
    expect(examples.filter((block) => block.page === 'docs/use-card.md').length).toBeGreaterThan(0);
  });

  it('tags every block with TypeScript or a known non-code language', () => {
    const untagged = blocks
      .filter((block) => !(block.lang in TS_LANGS) && !NON_CODE_LANGS.has(block.lang))
      .map((block) => `${block.page}:${block.line} ${block.lang ? `'${block.lang}'` : '(no language)'}`);
    expect(untagged).toEqual([]);
  });
});

describe('documentation examples type-check', () => {
  const results = new Map<string, string[]>();
  // One Program and one checking pass for every example (a few seconds, most of it the sources the
  // examples import); the tests below read its results.
  beforeAll(() => {
    const program = createProgram();
    for (const [file, block] of modules) results.set(file, diagnosticsOf(program, file, block));
  }, 120_000);

  for (const [file, block] of modules) {
    it(`${block.page}:${block.line} (${block.lang})`, () => {
      expect(results.get(file)?.join('\n'), 'the example does not compile').toBe('');
    });
  }
});
