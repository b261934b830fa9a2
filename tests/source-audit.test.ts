/**
 * The source audit table in docs/source-audit.md is generated from the presets and the audit's
 * verdicts; it must match them, so the record never drifts from the data the site shows.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../src/engine/rules/presets';
import { RULE_KEYS } from '../src/engine/rules/ruleset';
import { ALEA_AUDIT } from '../src/engine/rules/audit/alea';
import { FAMILY_AUDIT } from '../src/engine/rules/audit/family';
import { auditRows, auditTable } from '../src/engine/rules/audit/table';

describe('the source audit record', () => {
  it('has one row per value of every reading', () => {
    expect(auditRows().length).toBe(PRESETS.length * (RULE_KEYS.length + 1));
  });

  it('names only readings and rules that exist in its hand-written verdicts', () => {
    const keys = new Set<string>([...RULE_KEYS, 'layout']);
    for (const [preset, notes] of Object.entries({ ...ALEA_AUDIT, ...FAMILY_AUDIT })) {
      expect(
        PRESETS.some((p) => p.id === preset),
        preset,
      ).toBe(true);
      for (const key of Object.keys(notes)) expect(keys.has(key), `${preset}.${key}`).toBe(true);
    }
  });

  it('docs/source-audit.md is up to date (npm run audit:sources)', () => {
    const file = readFileSync(resolve(import.meta.dirname, '..', 'docs', 'source-audit.md'), 'utf8');
    expect(file === auditTable(), 'docs/source-audit.md is out of date: run npm run audit:sources').toBe(true);
  });
});
