/**
 * One naming rule for test support: a file that only tests use (helpers, fixtures, setup) is named
 * `<subject>.test-support.ts` and sits beside the tests that use it. The rule lets the configs
 * exclude test support by one pattern (tsconfig.engine.json, biome.json, tests/architecture.test.ts)
 * and keeps such code out of the site. Checked both ways on the import graph: every file that only
 * tests import follows the rule, and no file of the site imports a test-support file.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** Folders whose test support keeps other names (none: the rule holds everywhere). */
const NOT_YET: string[] = [];

const SKIP = new Set(['node_modules', 'dist', '.astro', '.git']);
function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIP.has(name)) return [];
    if (statSync(path).isDirectory()) return filesBelow(path);
    return /\.(ts|tsx|mjs|astro|mdx)$/.test(name) ? [path] : [];
  });
}

const rel = (f: string) => relative(ROOT, f);
const isTest = (f: string) => /\.test\.tsx?$|\.browser\.ts$/.test(f);
const isSupport = (f: string) => f.endsWith('.test-support.ts');
const isTestConfig = (f: string) => /^vitest(\.\w+)?\.config\.ts$/.test(rel(f));

const files = [
  ...['src', 'content', 'tests', 'scripts'].flatMap((d) => filesBelow(join(ROOT, d))),
  ...readdirSync(ROOT)
    .filter((n) => /\.(ts|mjs)$/.test(n))
    .map((n) => join(ROOT, n)),
];

function resolveSpec(from: string, spec: string): string | null {
  const base = spec.startsWith('.') ? join(dirname(from), spec) : join(ROOT, spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** Who imports each file: imports and re-exports, dynamic imports, workers, and the paths that configs and npm scripts name. */
const importers = new Map<string, string[]>();
const add = (target: string | null, from: string) => {
  if (target) importers.set(target, [...(importers.get(target) ?? []), from]);
};
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  const specs = new Set(ts.preProcessFile(text, true, true).importedFiles.map((i) => i.fileName));
  // preProcessFile skips `export * as name from '…'` (the engine's namespaces).
  for (const m of text.matchAll(/\bexport\s+\*\s+as\s+\w+\s+from\s+['"]([^'"]+)['"]/g)) specs.add(m[1]!);
  for (const spec of specs) if (spec.startsWith('.')) add(resolveSpec(f, spec), f);
  for (const m of text.matchAll(/new URL\(\s*['"](\.[^'"]+)['"]/g)) add(resolveSpec(f, m[1]!), f);
  for (const m of text.matchAll(/['"]((?:src|tests|scripts)\/[^'"*]+\.tsx?)['"]/g)) add(resolveSpec(ROOT, m[1]!), f);
}
const PACKAGE = join(ROOT, 'package.json');
for (const m of readFileSync(PACKAGE, 'utf8').matchAll(/\b((?:src|tests|scripts)\/[\w./-]+\.tsx?)\b/g))
  add(resolveSpec(ROOT, m[1]!), PACKAGE);

const notYet = (f: string) => NOT_YET.some((dir) => rel(f).startsWith(dir));

/** A file only tests use: every importer is a test, test support, or a test runner's config. */
const onlyForTests = (f: string): boolean => {
  const by = importers.get(f) ?? [];
  return by.length > 0 && by.every((i) => isTest(i) || isSupport(i) || isTestConfig(i) || notYet(i));
};

describe('test support follows one naming rule: <subject>.test-support.ts', () => {
  const code = files.filter((f) => /\.tsx?$/.test(f) && !isTest(f));

  it('has an import graph to check', () => {
    expect(code.length).toBeGreaterThan(100);
    expect(code.filter(isSupport).length).toBeGreaterThan(3);
  });

  it('every file that only tests import is named *.test-support.ts', () => {
    const misnamed = code.filter((f) => !isSupport(f) && !notYet(f) && onlyForTests(f)).map(rel);
    expect(misnamed).toEqual([]);
  });

  it('no file of the site, the scripts or the content imports test support', () => {
    const leaks = code
      .filter(isSupport)
      .flatMap((f) =>
        (importers.get(f) ?? []).filter((i) => !isTest(i) && !isSupport(i) && !isTestConfig(i)).map((i) => `${rel(i)} → ${rel(f)}`),
      );
    expect(leaks).toEqual([]);
  });

  it('every folder not yet renamed still has test support under an old name', () => {
    for (const dir of NOT_YET) {
      const waiting = code.filter((f) => rel(f).startsWith(dir) && !isSupport(f) && onlyForTests(f)).map(rel);
      expect(waiting.length, `${dir} follows the rule now: drop it from NOT_YET`).toBeGreaterThan(0);
    }
  });
});
