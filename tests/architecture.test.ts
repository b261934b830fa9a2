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
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-support.ts') ? [path] : [];
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

describe('the AI stays pure outside its two browser adapters (runtime/browser.ts and runtime/worker.ts)', () => {
  const AI = join(ROOT, 'src', 'ai');
  const ADAPTERS = new Set(['runtime/browser.ts', 'runtime/worker.ts']);
  const aiFiles = sourceFiles(AI).filter((f) => !ADAPTERS.has(f.slice(AI.length + 1)));

  it('has source files to check', () => {
    expect(aiFiles.length).toBeGreaterThan(8);
  });

  for (const file of aiFiles) {
    const name = relative(ROOT, file);
    const code = stripComments(readFileSync(file, 'utf8'));
    it(`${name} imports only the engine and the AI`, () => {
      const imports = importsOf(readFileSync(file, 'utf8'));
      for (const spec of imports) {
        const t = relative(ROOT, join(file, '..', spec));
        const inside = spec.startsWith('.') && (t.startsWith('src/ai/') || t === 'src/engine' || t === 'src/engine/core');
        expect(inside, `${spec} in ${name}`).toBe(true);
      }
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
      for (const spec of imports) expect(spec, `${spec} in ${name}`).toMatch(/^\.\/|^\.\.\/engine(\/core)?$/);
      for (const banned of [/\bMath\.random\b/, /\bDate\b/, /\bwindow\b/, /\bdocument\b/, /\bpreact\b/]) expect(code).not.toMatch(banned);
    });
  }
});

/** Every source file below a folder, with the pages' and essays' own kinds. */
function siteFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return siteFiles(path);
    return /\.(ts|tsx|astro|mdx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.test-support.ts') ? [path] : [];
  });
}
/** The module a relative import names, as a path below the repository without extension. */
const target = (file: string, spec: string): string | null =>
  spec.startsWith('.') ? relative(ROOT, join(file, '..', spec)).replace(/\.(ts|tsx)$/, '') : null;

describe("the engine's front door", () => {
  const outside = [...siteFiles(join(ROOT, 'src')), ...siteFiles(join(ROOT, 'content')), ...siteFiles(join(ROOT, 'scripts'))].filter(
    (f) => !f.startsWith(`${ENGINE}/`),
  );
  const CORE_USERS =
    /^(src\/ai\/|scripts\/(bench|bench-search|bench-ai|perft|balance-worker|human-positions|tune|tune-policy|analysis\/human-games)\.ts$)/;

  it('has files outside the engine to check', () => {
    expect(outside.length).toBeGreaterThan(100);
  });

  for (const file of outside) {
    const name = relative(ROOT, file);
    it(`${name} imports the engine only through src/engine/index.ts${CORE_USERS.test(name) ? ' or engine/core' : ''}`, () => {
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const t = target(file, spec);
        if (!t?.startsWith('src/engine')) continue;
        const door = t === 'src/engine' || t === 'src/engine/index' || (t === 'src/engine/core' && CORE_USERS.test(name));
        expect(door, `${name} imports ${spec}`).toBe(true);
      }
    });
  }
});

describe('the islands are walled like the engine', () => {
  const ISLANDS = join(ROOT, 'src', 'islands');
  const islandFiles = siteFiles(ISLANDS);

  it('no island imports an Astro component, page or layout', () => {
    const bad = islandFiles.flatMap((f) =>
      importsOf(readFileSync(f, 'utf8'))
        .map((spec) => target(f, spec))
        .filter((t) => t !== null && /^src\/(components|pages|layouts)\//.test(t))
        .map((t) => `${relative(ROOT, f)} → ${t}`),
    );
    expect(bad).toEqual([]);
  });

  it('the board imports only its own folder, Preact, and the engine for types', () => {
    const bad: string[] = [];
    for (const f of islandFiles.filter((f) => f.startsWith(join(ISLANDS, 'board')))) {
      const sf = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const st of sf.statements) {
        if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier) continue;
        const spec = (st.moduleSpecifier as ts.StringLiteral).text;
        if (spec.startsWith('./') || spec === 'preact' || spec.startsWith('preact/')) continue;
        const typeOnly = ts.isImportDeclaration(st)
          ? (st.importClause?.isTypeOnly ?? false) ||
            (st.importClause?.namedBindings !== undefined &&
              ts.isNamedImports(st.importClause.namedBindings) &&
              st.importClause.namedBindings.elements.every((e) => e.isTypeOnly))
          : st.isTypeOnly;
        if (target(f, spec) === 'src/engine' && typeOnly) continue;
        bad.push(`${relative(ROOT, f)} imports ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

/**
 * The AI's rooms (the folders of src/ai) and the rooms each may import, type-only imports included:
 * exactly the arrows the code needs. The search and the evaluation import no room: the search knows
 * nothing of the evaluation's terms, the network or the runtime (play/think.ts hands it Heuristics), and
 * the evaluation nothing of the search. biome.json holds the same walls for the editor.
 */
const AI_ROOMS: Readonly<Record<string, readonly string[]>> = {
  search: [],
  eval: [],
  policy: ['eval'],
  play: ['search', 'eval', 'policy'],
  selfplay: ['search', 'eval', 'play'],
  runtime: ['search', 'play', 'policy', 'selfplay'],
};

/** The room of a path below the repository (src/ai/<room>/…), or null outside the AI's rooms. */
const roomOf = (path: string): string | null => /^src\/ai\/([^/]+)\//.exec(path)?.[1] ?? null;

interface RoomImport {
  readonly from: string;
  readonly to: string;
  readonly file: string;
  readonly spec: string;
}

/** Every import from one room into another, for files given by their path below the repository and their text. */
function roomImports(files: readonly { readonly path: string; readonly source: string }[]): RoomImport[] {
  return files.flatMap(({ path, source }) => {
    const from = roomOf(path);
    if (from === null) return [];
    return importsOf(source).flatMap((spec) => {
      const to = spec.startsWith('.') ? roomOf(relative(ROOT, join(ROOT, path, '..', spec))) : null;
      return to !== null && to !== from ? [{ from, to, file: path, spec }] : [];
    });
  });
}

/** The imports that cross a wall: into a room the importing room may not import. */
const forbidden = (imports: readonly RoomImport[]): string[] =>
  imports.filter((i) => !(AI_ROOMS[i.from] ?? []).includes(i.to)).map((i) => `${i.file} imports ${i.spec} (${i.from} → ${i.to})`);

describe("the AI's rooms", () => {
  const AI = join(ROOT, 'src', 'ai');
  const aiFiles = sourceFiles(AI).map((f) => ({ path: relative(ROOT, f), source: readFileSync(f, 'utf8') }));
  const imports = roomImports(aiFiles);
  const arrows = new Set(imports.map((i) => `${i.from} → ${i.to}`));

  it('every AI source file lives in a known room, and every room has files', () => {
    expect(aiFiles.filter((f) => !Object.hasOwn(AI_ROOMS, roomOf(f.path) ?? '')).map((f) => f.path)).toEqual([]);
    for (const room of Object.keys(AI_ROOMS))
      expect(
        aiFiles.some((f) => roomOf(f.path) === room),
        room,
      ).toBe(true);
  });

  it('the search knows nothing of the network or the runtime, and the evaluation nothing of the search, the network or the runtime', () => {
    for (const room of ['policy', 'runtime']) expect(AI_ROOMS.search).not.toContain(room);
    for (const room of ['search', 'policy', 'runtime']) expect(AI_ROOMS.eval).not.toContain(room);
  });

  it('catches an import across a wall, type-only ones included', () => {
    const probe = (path: string, source: string) => forbidden(roomImports([{ path, source }]));
    expect(probe('src/ai/eval/probe.ts', `import { Searcher } from '../search/search';`)).toHaveLength(1);
    expect(probe('src/ai/eval/probe.ts', `import type { SearchGame } from "../search/types";`)).toHaveLength(1);
    expect(probe('src/ai/search/probe.ts', `import { policyFor } from '../policy/policies';`)).toHaveLength(1);
    expect(probe('src/ai/search/probe.ts', `export type { AiRequest } from '../runtime/protocol';`)).toHaveLength(1);
    expect(probe('src/ai/search/probe.ts', `const t = await import('../eval/tafl');`)).toHaveLength(1);
    expect(probe('src/ai/play/probe.ts', `import { Searcher } from '../search/search';\nimport { lines } from './levels';`)).toEqual([]);
  });

  it('no room imports one it may not', () => {
    expect(forbidden(imports)).toEqual([]);
  });

  it('every allowed arrow is one the code needs', () => {
    const allowed = Object.entries(AI_ROOMS).flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`));
    expect(allowed.filter((a) => !arrows.has(a))).toEqual([]);
  });

  it('the rooms import one another without a cycle', () => {
    const done = new Set<string>();
    const visit = (room: string, path: readonly string[]): void => {
      expect(path, `${[...path, room].join(' → ')}`).not.toContain(room);
      if (done.has(room)) return;
      for (const next of AI_ROOMS[room] ?? []) visit(next, [...path, room]);
      done.add(room);
    };
    for (const room of Object.keys(AI_ROOMS)) visit(room, []);
  });
});

describe('no import cycles', () => {
  const files = siteFiles(join(ROOT, 'src')).filter((f) => /\.tsx?$/.test(f));
  const known = new Set(files.map((f) => relative(ROOT, f).replace(/\.tsx?$/, '')));
  const resolveModule = (t: string): string | null => (known.has(t) ? t : known.has(`${t}/index`) ? `${t}/index` : null);
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const from = relative(ROOT, f).replace(/\.tsx?$/, '');
    const to = importsOf(readFileSync(f, 'utf8'))
      .map((spec) => target(f, spec))
      .filter((t): t is string => t !== null)
      .map(resolveModule)
      .filter((t): t is string => t !== null);
    graph.set(from, to);
  }

  it('no module imports itself through others (type-only imports count)', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (m: string): void => {
      state.set(m, 'open');
      stack.push(m);
      for (const n of graph.get(m) ?? []) {
        if (state.get(n) === 'open') cycles.push([...stack.slice(stack.indexOf(n)), n].join(' → '));
        else if (!state.has(n)) visit(n);
      }
      stack.pop();
      state.set(m, 'done');
    };
    for (const m of graph.keys()) if (!state.has(m)) visit(m);
    expect(cycles).toEqual([]);
  });
});

/**
 * Where a hand-made result shape is declared in a file: a type literal or interface member `ok` typed
 * `true` or `false`, or an object literal whose `ok` is the literal true or false (with `as const` or
 * not). Outside the engine, results are the engine's `Result`, built with `ok`, `fail` and `failWith`.
 */
function handMadeResults(path: string, source: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);
  const isBoolean = (n: ts.Node): boolean => n.kind === ts.SyntaxKind.TrueKeyword || n.kind === ts.SyntaxKind.FalseKeyword;
  const isOk = (name: ts.PropertyName): boolean => (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === 'ok';
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let hit = false;
    if (ts.isPropertySignature(node) && isOk(node.name) && node.type !== undefined) {
      hit = ts.isLiteralTypeNode(node.type) && isBoolean(node.type.literal);
    } else if (ts.isPropertyAssignment(node) && isOk(node.name)) {
      let value: ts.Expression = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) value = value.expression;
      hit = isBoolean(value);
    }
    if (hit) found.push(`${path}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${node.getText(sf)}`);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("results outside the engine are the engine's Result", () => {
  it('the check finds hand-made result shapes, in types and in values', () => {
    const source = [
      `export function parse(x: unknown): { ok: true; value: number } | { ok: false; message: string } {`,
      `  const bad = (message: string) => ({ ok: false as const, message });`,
      `  return typeof x === 'number' ? { 'ok': true, value: x } : bad('Not a number.');`,
      `}`,
      `interface Answer { readonly ok: false; readonly why: string }`,
      `const fine = { ok: isReady(), done: true }; // not a literal: not a result shape`,
    ].join('\n');
    expect(handMadeResults('probe.ts', source).map((s) => s.split(':')[1])).toEqual(['1', '1', '2', '3', '5']);
  });

  const outside = [...siteFiles(join(ROOT, 'src')), ...siteFiles(join(ROOT, 'content')), ...siteFiles(join(ROOT, 'scripts'))].filter(
    (f) => /\.tsx?$/.test(f) && !f.startsWith(`${ENGINE}/`),
  );
  it('has files outside the engine to check', () => {
    expect(outside.length).toBeGreaterThan(100);
  });
  it('no file outside src/engine declares a result shape of its own (use ok, fail or failWith from the engine)', () => {
    expect(outside.flatMap((f) => handMadeResults(relative(ROOT, f), readFileSync(f, 'utf8')))).toEqual([]);
  });
});
