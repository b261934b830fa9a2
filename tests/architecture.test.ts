/**
 * The engine's boundaries, checked on the source text: it imports nothing outside src/engine but its
 * declared dependencies (none), touches no page, and uses no unseeded randomness or clock, so every
 * result replays exactly in Node, in the browser and in a worker.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const ENGINE = join(ROOT, 'src', 'engine');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'fixtures.ts' ? [path] : [];
  });
}

const files = sourceFiles(ENGINE);
const stripComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
/**
 * Every module a file imports, as TypeScript itself reads them: static imports and re-exports with
 * either quote, side-effect imports, dynamic `import()` and type-only imports. (A regex over `from '…'`
 * missed double quotes.) Lint (biome.json, noRestrictedImports) enforces the same walls in the editor.
 */
const importsOf = (source: string): string[] => ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);

describe('the import reader', () => {
  it('reads imports with either quote, side effects, re-exports, type-only and dynamic imports', () => {
    const source = [
      `import { h } from "preact";`,
      `import type { A } from '../islands/adapter';`,
      `import './style.css';`,
      `export { b } from "../components/url";`,
      `const m = await import('./lazy');`,
      `// import { c } from 'commented-out';`,
    ].join('\n');
    expect(importsOf(source)).toEqual(['preact', '../islands/adapter', './style.css', '../components/url', './lazy']);
  });
});

describe('the engine stays pure', () => {
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  for (const file of files) {
    const name = relative(ROOT, file);
    const code = stripComments(readFileSync(file, 'utf8'));
    it(`${name} imports only engine modules`, () => {
      const imports = importsOf(readFileSync(file, 'utf8'));
      expect(imports.filter((spec) => !spec.startsWith('.'))).toEqual([]);
    });
    it(`${name} uses no DOM, randomness or clock`, () => {
      for (const banned of [/\bMath\.random\b/, /\bDate\b/, /\bperformance\b/, /\bwindow\b/, /\bdocument\b/, /\bpreact\b/, /\bastro\b/i]) {
        expect(code, `${banned} in ${name}`).not.toMatch(banned);
      }
    });
  }

  it('is type-checked with no DOM library', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'tsconfig.engine.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
    expect(config.compilerOptions.lib).toEqual(['ES2022']);
  });
});

describe('the AI stays pure outside its two browser adapters', () => {
  const AI = join(ROOT, 'src', 'ai');
  const ADAPTERS = new Set(['browser.ts', 'worker.ts']);
  const aiFiles = sourceFiles(AI).filter((f) => !ADAPTERS.has(f.slice(AI.length + 1)));

  it('has source files to check', () => {
    expect(aiFiles.length).toBeGreaterThan(8);
  });

  for (const file of aiFiles) {
    const name = relative(ROOT, file);
    const code = stripComments(readFileSync(file, 'utf8'));
    it(`${name} imports only the engine and the AI`, () => {
      const imports = importsOf(readFileSync(file, 'utf8'));
      for (const spec of imports) expect(spec, `${spec} in ${name}`).toMatch(/^\.\/|^\.\.\/engine\//);
    });
    it(`${name} uses no DOM, worker, unseeded randomness or clock`, () => {
      for (const banned of [
        /\bMath\.random\b/,
        /\bDate\b/,
        /\bperformance\b/,
        /\bwindow\b/,
        /\bdocument\b/,
        /\bnew Worker\b/,
        /\bpreact\b/,
      ]) {
        expect(code, `${banned} in ${name}`).not.toMatch(banned);
      }
    });
  }
});

describe('the teaching material is pure data over the engine', () => {
  const LEARN = join(ROOT, 'src', 'learn');
  for (const file of sourceFiles(LEARN)) {
    const name = relative(ROOT, file);
    const code = stripComments(readFileSync(file, 'utf8'));
    it(`${name} imports only the engine and its own modules, and uses no DOM, randomness or clock`, () => {
      const imports = importsOf(readFileSync(file, 'utf8'));
      for (const spec of imports) expect(spec, `${spec} in ${name}`).toMatch(/^\.\/|^\.\.\/engine\//);
      for (const banned of [/\bMath\.random\b/, /\bDate\b/, /\bwindow\b/, /\bdocument\b/, /\bpreact\b/]) expect(code).not.toMatch(banned);
    });
  }
});
