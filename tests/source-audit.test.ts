/**
 * The source audit table in docs/source-audit.md is generated from the presets and the audit's
 * verdicts; it must match them, so the record never drifts from the data the site shows.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESETS, RULE_KEYS, audit } from '../src/engine';

describe('the source audit record', () => {
  it('has one row per value of every reading', () => {
    expect(audit.auditRows().length).toBe(PRESETS.length * (RULE_KEYS.length + 1));
  });

  it('names only readings and rules that exist in its hand-written verdicts', () => {
    const keys = new Set<string>([...RULE_KEYS, 'layout']);
    for (const [preset, notes] of Object.entries({ ...audit.ALEA_AUDIT, ...audit.FAMILY_AUDIT })) {
      expect(
        PRESETS.some((p) => p.id === preset),
        preset,
      ).toBe(true);
      for (const key of Object.keys(notes)) expect(keys.has(key), `${preset}.${key}`).toBe(true);
    }
  });

  it('docs/source-audit.md is up to date (npm run audit:sources)', () => {
    const file = readFileSync(resolve(import.meta.dirname, '..', 'docs', 'source-audit.md'), 'utf8');
    expect(file === audit.auditTable(), 'docs/source-audit.md is out of date: run npm run audit:sources').toBe(true);
  });
});
