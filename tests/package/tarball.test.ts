// What `npm pack` puts in the tarball, and that the README's links work where a merchant reads it
// in an install (node_modules/headless-checkout): LICENSE, README.md, the docs and the built files,
// and every relative link of README.md and docs/*.md points at a file in the tarball (and a heading
// of it, for a `#anchor`). package.json has no `repository`, so the registry's page cannot resolve
// relative links: shipping the docs is what makes them work.
//
// The unit tests run before the build (scripts/test.sh), so the pack runs in a staging folder: the
// repository's package.json, README.md, LICENSE and docs/, and an empty file at every path of dist/
// that package.json names. npm decides from package.json's `files` what goes in, as it would here.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface PackageJson {
  name: string;
  version: string;
  main?: string;
  module?: string;
  types?: string;
  typesVersions?: Record<string, Record<string, string[]>>;
  exports?: unknown;
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;

/** Every string target under `exports` (conditions nested at any depth). */
function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
}

/** The files package.json names: main, module, types, the exports' and typesVersions' targets. */
function namedFiles(pkg: PackageJson): string[] {
  const paths = [
    pkg.main,
    pkg.module,
    pkg.types,
    ...exportTargets(pkg.exports),
    ...Object.values(pkg.typesVersions ?? {}).flatMap((map) => Object.values(map).flat()),
  ];
  return [...new Set(paths.filter((path): path is string => !!path).map((path) => posix.normalize(path)))];
}

/** Markdown links `[text](target)` that are relative: no scheme, not a bare `#anchor`. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

/** GitHub's (and the registry's) heading anchors: lower case, punctuation dropped, spaces to '-'. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/`/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    anchors.add(slug);
  }
  return anchors;
}

let stage: string;
let packed: Set<string>;

beforeAll(() => {
  stage = mkdtempSync(join(tmpdir(), 'hc-pack-'));
  copyFileSync(join(root, 'package.json'), join(stage, 'package.json'));
  copyFileSync(join(root, 'README.md'), join(stage, 'README.md'));
  copyFileSync(join(root, 'LICENSE'), join(stage, 'LICENSE'));
  cpSync(join(root, 'docs'), join(stage, 'docs'), { recursive: true });
  for (const file of namedFiles(manifest).filter((path) => path !== 'package.json')) {
    mkdirSync(dirname(join(stage, file)), { recursive: true });
    writeFileSync(join(stage, file), '');
  }
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: stage,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [report] = JSON.parse(output) as [{ files: { path: string }[] }];
  packed = new Set(report.files.map((file) => file.path));
}, 60_000);

afterAll(() => {
  rmSync(stage, { recursive: true, force: true });
});

describe('the tarball', () => {
  it('holds the licence, the README and package.json', () => {
    expect(packed).toContain('LICENSE');
    expect(packed).toContain('README.md');
    expect(packed).toContain('package.json');
    const licence = readFileSync(join(root, 'LICENSE'), 'utf8');
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) 2026 headless-checkout contributors\n/);
  });

  it('holds every page of docs/', () => {
    const pages = readdirSync(join(root, 'docs'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(packed, page).toContain(page);
  });

  it('holds every file of dist/ that package.json names', () => {
    const files = namedFiles(manifest).filter((file) => file !== 'package.json');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file, file).toMatch(/^dist\//);
      expect(packed, file).toContain(file);
    }
  });

  it('holds nothing but the package: no sources, tests, examples or scripts', () => {
    for (const path of packed) {
      expect(path, path).toMatch(/^(dist\/|docs\/|LICENSE$|README\.md$|package\.json$)/);
    }
  });
});

describe.each([
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
])('the relative links of %s', (page) => {
  it('point at files in the tarball, and at their headings', () => {
    const markdown = readFileSync(join(root, page), 'utf8');
    for (const link of relativeLinks(markdown)) {
      const [target = '', anchor] = link.split('#');
      const file =
        target === '' ? page : posix.normalize(posix.join(posix.dirname(page), target.split('?')[0]!));
      expect(packed, `${page}: ${link}`).toContain(file);
      if (anchor && file.endsWith('.md')) {
        const anchors = headingAnchors(readFileSync(join(root, file), 'utf8'));
        expect([...anchors], `${page}: ${link}`).toContain(anchor);
      }
    }
  });
});
