// The fenced code blocks of README.md and docs/*.md: what examples.test.ts compiles against the
// sources and the browser tests' fresh app (e2e/fresh-apps.ts) compiles against the packed tarball.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** README.md and every page of docs/, from the repository at `root`. */
function docPages(root: string): string[] {
  return [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `docs/${name}`),
  ];
}

/** Every fenced block of the pages (README.md and docs/*.md) of the repository at `root`. */
function docBlocks(root: string): Block[] {
  return docPages(root).flatMap((page) => fencedBlocks(page, readFileSync(join(root, page), 'utf8')));
}

export { NON_CODE_LANGS, TS_LANGS, docBlocks, docPages, fencedBlocks, fileNamedBy };
export type { Block };
