/**
 * Every claim of every essay (content/essays/<slug>/claims.ts), checked against the engine under every
 * value of its rule key, so the prose cannot drift from the rules. Also: enough claims, ids unique
 * per essay and tied to their own folder, known sources and readings, every rule on which the
 * readings differ demonstrated by at least one claim, and every `compare` pair differing on its key.
 * And what a claim's demonstration shows: its two boards (the reading's value and the one set beside it)
 * differ, the move plays on at least one of them, and its forbidden moves are illegal under every value.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESETS, getPreset, resolveRules, RULE_KEYS, RULE_VALUES, SOURCES, claims } from '../src/engine';
import type { EssayClaim, EssayClaims } from '../src/essays/claims';
import { contrastValue, observeAll, sameObservation, startValue } from '../src/islands/claim/model';

const modules = import.meta.glob<{ claims?: EssayClaims }>('/content/essays/*/claims.ts', { eager: true });
const folderOf = (path: string): string => path.split('/').slice(-2, -1)[0]!;
const essays = Object.keys(modules)
  .sort()
  .map((path) => ({ slug: folderOf(path), path, claims: modules[path]!.claims }));
const all: EssayClaim[] = essays.flatMap((e) => Object.values(e.claims ?? {}));
const MIN_CLAIMS = 40;

describe('essay claims', () => {
  it('every essay folder with an index.mdx has a claims.ts exporting `claims`', () => {
    const dir = join(import.meta.dirname, '..', 'content', 'essays');
    const folders = existsSync(dir) ? readdirSync(dir).filter((f) => existsSync(join(dir, f, 'index.mdx'))) : [];
    for (const f of folders)
      expect(
        essays.map((e) => e.slug),
        `content/essays/${f}/claims.ts`,
      ).toContain(f);
    for (const e of essays) expect(e.claims, `${e.path} exports \`claims\` (defineClaims(...))`).toBeTypeOf('object');
  });

  it(`number at least ${MIN_CLAIMS} in all`, () => {
    expect(
      all.length,
      `claims in ${essays.map((e) => `${e.slug} (${Object.keys(e.claims ?? {}).length})`).join(', ') || 'no essays'}`,
    ).toBeGreaterThanOrEqual(MIN_CLAIMS);
  });

  for (const e of essays) {
    describe(e.slug, () => {
      const list = Object.entries(e.claims ?? {});
      it('each claim is tied to this essay, under its own id, and ids are unique', () => {
        const ids = list.map(([, c]) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const [key, c] of list) {
          expect(c.id, `record key ${key}`).toBe(key);
          expect(c.essay, `claim ${c.id}: defineClaims('${c.essay}', …) in content/essays/${e.slug}/`).toBe(e.slug);
          expect(c.id, `claim ${c.id}: an id usable in an anchor`).toMatch(/^[A-Za-z0-9_-]+$/);
        }
      });

      it('its MDX renders only claims its claims.ts defines (astro build would stop on an unknown id)', () => {
        const mdx = join(import.meta.dirname, '..', 'content', 'essays', e.slug, 'index.mdx');
        const body = existsSync(mdx) ? readFileSync(mdx, 'utf8') : '';
        const named = [...body.matchAll(/\bclaims\s*(?:\[\s*['"`]([^'"`]+)['"`]\s*\]|\.([A-Za-z_$][\w$]*))/g)].map((m) => m[1] ?? m[2]!);
        const ids = new Set(list.map(([id]) => id));
        expect(
          named.filter((id) => !ids.has(id)),
          `claims named in content/essays/${e.slug}/index.mdx but not defined in its claims.ts`,
        ).toEqual([]);
      });

      for (const [, claim] of list) {
        it(`${claim.id}: cites a known source and reading, and holds under every value of ${claim.key}`, () => {
          expect(Object.keys(SOURCES), `${claim.id} cites ${claim.cite.source}`).toContain(claim.cite.source);
          expect(getPreset(claim.preset), `${claim.id}: reading ${claim.preset}`).toBeDefined();
          expect(claim.statement.trim().length, `${claim.id} has a statement`).toBeGreaterThan(0);
          const failures = claims.checkClaim(claim).filter((c) => !c.pass);
          expect(failures.map((f) => `${e.slug}/${claim.id}: ${f.problem}`)).toEqual([]);
        });

        it(`${claim.id}: its two boards show different results, and the move plays on at least one`, () => {
          const observations = observeAll(claim);
          const own = startValue(claim);
          const other = contrastValue(claim, observations);
          expect(other, `${claim.id}: a second value`).not.toBe(own);
          const [a, b] = [observations[own]!, observations[other]!];
          expect(sameObservation(a, b), `${claim.id}: ${claim.key}=${own} and ${claim.key}=${other} give the same result (${a.kind})`).toBe(
            false,
          );
          expect([a.kind, b.kind], `${claim.id}: the move is legal on one of the boards`).toContain('played');
        });

        for (const move of claim.forbidden ?? [])
          it(`${claim.id}: the forbidden move ${move} is illegal under every value of ${claim.key}`, () => {
            for (const value of RULE_VALUES[claim.key] as readonly string[]) {
              const seen = claims.observeClaim({ ...claim, move }, value);
              expect(seen.ok && seen.value.kind, `${claim.id}: ${move} under ${claim.key}=${value}`).toBe('illegal');
            }
          });

        if (claim.compare) {
          it(`${claim.id}: compares two readings that differ on ${claim.key}`, () => {
            const [a, b] = claim.compare!;
            const pa = getPreset(a);
            const pb = getPreset(b);
            expect(pa, `${claim.id}: compare reading ${a}`).toBeDefined();
            expect(pb, `${claim.id}: compare reading ${b}`).toBeDefined();
            expect(resolveRules(pa!)[claim.key], `${claim.id}: ${a} and ${b} on ${claim.key}`).not.toBe(resolveRules(pb!)[claim.key]);
          });
        }
      }
    });
  }

  it('demonstrate every rule on which the readings differ', () => {
    const differing = RULE_KEYS.filter((k) => new Set(PRESETS.map((p) => resolveRules(p)[k])).size > 1);
    expect(differing.length).toBeGreaterThan(0);
    const covered = new Set(all.map((c) => c.key));
    expect(
      differing.filter((k) => !covered.has(k)),
      'rule keys no essay claim demonstrates',
    ).toEqual([]);
  });

  it('give an expectation for every value of their key (checked above) and no value the key lacks', () => {
    for (const c of all) {
      const values = RULE_VALUES[c.key] as readonly string[];
      expect(
        Object.keys(c.expect).filter((v) => !values.includes(v)),
        `${c.essay}/${c.id}`,
      ).toEqual([]);
    }
  });
});
