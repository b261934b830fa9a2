import { describe, expect, it } from 'vitest';
import { checkClaim } from '../claims';
import { RULE_KEYS } from './ruleset';
import { SOURCE_CLAIMS } from './source-claims';
import { formatCitation } from './sources';

describe('rule claims from the sources, under every value of their rule', () => {
  for (const claim of SOURCE_CLAIMS) {
    it(`${claim.id} (${formatCitation(claim.cite)}): ${claim.statement}`, () => {
      const results = checkClaim(claim);
      const problems = results.filter((r) => !r.pass).map((r) => r.problem);
      expect(problems).toEqual([]);
      // Every value of the key was actually played or refused, never skipped.
      expect(results.every((r) => r.observation !== null)).toBe(true);
    });
  }

  it('claims have unique ids', () => {
    expect(new Set(SOURCE_CLAIMS.map((c) => c.id)).size).toBe(SOURCE_CLAIMS.length);
  });

  it('every rule key is the subject of at least one claim', () => {
    const covered = new Set(SOURCE_CLAIMS.map((c) => c.key));
    expect(RULE_KEYS.filter((k) => !covered.has(k))).toEqual([]);
  });

  it('every claim distinguishes at least two values, except those that show a rule holding under all', () => {
    // A claim whose every value gives the same result must say so by design: list them here.
    const uniform = new Set(['nielsen-10-no-jump-over-king', 'nielsen-10-evangelist-regular']);
    for (const claim of SOURCE_CLAIMS) {
      const seen = new Set(checkClaim(claim).map((r) => JSON.stringify(r.observation)));
      if (!uniform.has(claim.id)) expect(seen.size, claim.id).toBeGreaterThan(1);
    }
  });
});
