/**
 * What an essay's author works with, kept single: the expected results that claims use (king taken,
 * escape, invalid, illegal, plain) are defined once, in the engine's claims kit, and no claim file
 * spells its own copy; the essays take their components from one kit, passed by the essay page, with
 * no import from src/, and the site has one citation component.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { claims } from '../src/engine';

const ROOT = join(import.meta.dirname, '..');

function filesBelow(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesBelow(path, keep);
    return keep(name) ? [path] : [];
  });
}

/** The shared expected results, by name, as the engine exports them. */
const SHARED = {
  KING_TAKEN: claims.KING_TAKEN,
  ESCAPE: claims.ESCAPE,
  INVALID: claims.INVALID,
  ILLEGAL: claims.ILLEGAL,
  PLAIN: claims.PLAIN,
} as const;

const NOT_A_LITERAL = Symbol('not a literal');

/** The value a literal expression spells (objects, arrays, strings, numbers, booleans, null), or NOT_A_LITERAL. */
function literalValue(node: ts.Expression): unknown {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalValue(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map(literalValue);
    return items.includes(NOT_A_LITERAL) ? NOT_A_LITERAL : items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, unknown> = {};
    for (const p of node.properties) {
      if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return NOT_A_LITERAL;
      const v = literalValue(p.initializer);
      if (v === NOT_A_LITERAL) return NOT_A_LITERAL;
      out[p.name.text] = v;
    }
    return out;
  }
  return NOT_A_LITERAL;
}

/** Where a file spells one of the shared results itself: a declaration under its name, or its value written out. */
function copiesIn(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const sameAs = (node: ts.Expression, names: readonly (keyof typeof SHARED)[]) => {
    const v = literalValue(node);
    return v === NOT_A_LITERAL ? undefined : names.find((n) => isDeepStrictEqual(v, SHARED[n]));
  };
  // Every shared result but PLAIN: PLAIN is `{}`, which is also the empty object of any other use.
  const WRITTEN_OUT = ['KING_TAKEN', 'ESCAPE', 'INVALID', 'ILLEGAL'] as const;
  const visit = (node: ts.Node, inExpect: boolean): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text in SHARED)
      found.push(`${at(node)} declares its own ${node.name.text}`);
    if (ts.isObjectLiteralExpression(node)) {
      const name = sameAs(node, inExpect ? [...WRITTEN_OUT, 'PLAIN'] : WRITTEN_OUT);
      if (name) found.push(`${at(node)} writes out ${name}`);
    }
    // The values of an `expect: { … }` object are expectations, where `{}` is a copy of PLAIN.
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'expect' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const p of node.initializer.properties) ts.forEachChild(p, (c) => visit(c, ts.isPropertyAssignment(p) && c === p.initializer));
      return;
    }
    ts.forEachChild(node, (c) => visit(c, false));
  };
  visit(source, false);
  return found;
}

/** Every file that writes claims: each essay's folder, the essays' claim type, and the sources' claims table. */
const CLAIM_FILES = [
  ...filesBelow(join(ROOT, 'content', 'essays'), (name) => name.endsWith('.ts')),
  ...filesBelow(join(ROOT, 'src', 'essays'), (name) => name.endsWith('.ts')),
  join(ROOT, 'src', 'engine', 'rules', 'source-claims.ts'),
];

describe('the expected results that claims use', () => {
  it('are exported once, in the claims kit of the engine’s front door', () => {
    expect(SHARED).toEqual({
      KING_TAKEN: { outcome: { winner: 'attackers', reason: 'king-captured' } },
      ESCAPE: { outcome: { winner: 'defenders', reason: 'escape' } },
      INVALID: { invalid: true },
      ILLEGAL: { legal: false },
      PLAIN: {},
    });
  });

  it('the copy finder finds a declaration, a renamed copy, and a value written out in an expectation', () => {
    const text = [
      `const KING_TAKEN = claimKit.KING_TAKEN;`,
      `const A_WIN = { outcome: { winner: 'attackers', reason: 'king-captured' } } as const;`,
      `const c = { expect: { yes: { invalid: true }, no: {}, other: { captures: ['c4'] } } };`,
      `const fine = { ...(x ? { king: 'd4' } : {}) };`,
    ].join('\n');
    expect(copiesIn('probe', text)).toEqual([
      'probe:1 declares its own KING_TAKEN',
      'probe:2 writes out KING_TAKEN',
      'probe:3 writes out INVALID',
      'probe:3 writes out PLAIN',
    ]);
  });

  it('has claim files to check', () => {
    expect(CLAIM_FILES.length).toBeGreaterThanOrEqual(8);
  });

  for (const file of CLAIM_FILES) {
    it(`${relative(ROOT, file)} takes them from the engine and spells no copy`, () => {
      expect(copiesIn(relative(ROOT, file), readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});

/**
 * The essays' author kit: an essay's MDX imports nothing from src/ (the essay page,
 * src/pages/essays/[slug].astro, passes the kit to it), and the site has one citation component, which
 * the kit passes.
 */
describe('the essay author kit', () => {
  const mdx = [
    ...filesBelow(join(ROOT, 'content'), (n) => n.endsWith('.mdx')),
    ...filesBelow(join(ROOT, 'src'), (n) => n.endsWith('.mdx')),
  ];
  /** Every module an MDX file imports or re-exports from. */
  const importsOf = (text: string): string[] =>
    [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm), ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map(
      (m) => m[1]!,
    );
  const reachesSrc = (spec: string) => /^(\.\.\/)+src(\/|$)/.test(spec);

  it('the import reader finds a deep path to src/ and lets an essay’s own modules through', () => {
    const text = [
      `import Claim from '../../../src/components/essay/Claim.astro';`,
      `import { url as siteUrl } from "../../src/site/url";`,
      `import '../src/styles/x.css';`,
      `import { claims } from './claims';`,
      `export { layoutPosition } from '../manuscript/start';`,
    ].join('\n');
    expect(importsOf(text).filter(reachesSrc)).toEqual([
      '../../../src/components/essay/Claim.astro',
      '../../src/site/url',
      '../src/styles/x.css',
    ]);
  });

  it('has essays to check', () => {
    expect(mdx.length).toBeGreaterThanOrEqual(7);
  });

  for (const file of mdx) {
    it(`${relative(ROOT, file)} imports nothing from src/ (the kit’s components need no import)`, () => {
      expect(importsOf(readFileSync(file, 'utf8')).filter(reachesSrc)).toEqual([]);
    });
  }

  it('the site has one citation component, src/components/Citation.astro, and the essay page passes it in the kit', () => {
    const citationComponents = filesBelow(join(ROOT, 'src'), (n) => /^Cit(e|ation)s?\.astro$/i.test(n)).map((f) => relative(ROOT, f));
    expect(citationComponents).toEqual(['src/components/Citation.astro']);
    const page = readFileSync(join(ROOT, 'src', 'pages', 'essays', '[slug].astro'), 'utf8');
    expect(page).toMatch(/^import Citation from '\.\.\/\.\.\/components\/Citation\.astro';$/m);
    expect(page).toMatch(/^const ESSAY_KIT = \{$[\s\S]*?^ {2}Citation,$[\s\S]*?^\};$/m);
    expect(page).toMatch(/<Content components=\{ESSAY_KIT\} \/>/);
  });
});
