/** possibleEndings: which endings each rule value allows, checked per value and against the claims. */
import { describe, expect, it } from 'vitest';
import { possibleEndings } from './endings';
import { getPreset, PRESETS, resolveRules } from './rules/presets';
import { RULE_VALUES, type RuleSet } from './rules/ruleset';
import { SOURCE_CLAIMS } from './rules/source-claims';
import { OUTCOME_REASONS } from './types';

/** The plainest rules: none of the optional endings. */
const PLAIN = {
  edgeForts: 'no',
  encirclement: 'no',
  noMoves: 'loses',
  repetition: 'ignored',
  defendersExhausted: 'no',
} as const;

describe('possibleEndings', () => {
  it('always allows escape, the king’s capture and a side without moves', () => {
    expect(possibleEndings(PLAIN)).toEqual(['escape', 'king-captured', 'no-moves']);
  });

  it('edgeForts: an edge fort only when the rule is on', () => {
    expect(possibleEndings({ ...PLAIN, edgeForts: 'yes' })).toContain('edge-fort');
    expect(possibleEndings({ ...PLAIN, edgeForts: 'no' })).not.toContain('edge-fort');
  });

  it('encirclement: encircled only when the rule is on', () => {
    expect(possibleEndings({ ...PLAIN, encirclement: 'yes' })).toContain('encircled');
    expect(possibleEndings({ ...PLAIN, encirclement: 'no' })).not.toContain('encircled');
  });

  it('defendersExhausted: only with king-and-one', () => {
    expect(possibleEndings({ ...PLAIN, defendersExhausted: 'king-and-one' })).toContain('defenders-exhausted');
    expect(possibleEndings({ ...PLAIN, defendersExhausted: 'no' })).not.toContain('defenders-exhausted');
  });

  it('repetition: every value but ignored ends the game', () => {
    expect(possibleEndings({ ...PLAIN, repetition: 'ignored' })).not.toContain('repetition');
    for (const v of ['draw', 'repeater-loses', 'defenders-lose'] as const) {
      expect(possibleEndings({ ...PLAIN, repetition: v }), v).toContain('repetition');
    }
  });

  it('noMoves: loses, draw, and pass (when neither side can move) all end the game', () => {
    for (const v of RULE_VALUES.noMoves) expect(possibleEndings({ ...PLAIN, noMoves: v }), v).toContain('no-moves');
  });

  it('with every optional ending on, lists them all in the engine’s order', () => {
    const all: Pick<RuleSet, keyof typeof PLAIN> = {
      edgeForts: 'yes',
      encirclement: 'yes',
      noMoves: 'draw',
      repetition: 'draw',
      defendersExhausted: 'king-and-one',
    };
    expect(possibleEndings(all)).toEqual([...OUTCOME_REASONS]);
  });

  it('Copenhagen has edge forts and encirclement; Brandubh has neither', () => {
    const copenhagen = possibleEndings(resolveRules(getPreset('copenhagen')!));
    expect(copenhagen).toEqual(expect.arrayContaining(['edge-fort', 'encircled']));
    const brandubh = possibleEndings(resolveRules(getPreset('brandubh')!));
    expect(brandubh).not.toContain('edge-fort');
    expect(brandubh).not.toContain('encircled');
  });

  it('lists every ending a source claim reaches under the rules of that claim', () => {
    let checked = 0;
    for (const claim of SOURCE_CLAIMS) {
      const preset = getPreset(claim.preset)!;
      for (const [value, expectation] of Object.entries(claim.expect) as [string, { outcome?: { reason: string } | null }][]) {
        const reason = expectation.outcome?.reason;
        if (!reason) continue;
        const rules = resolveRules(preset, { ...claim.patch, [claim.key]: value });
        expect(possibleEndings(rules), `${claim.id} under ${claim.key}=${value}`).toContain(reason);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('gives every reading at least escape and the king’s capture', () => {
    for (const p of PRESETS) expect(possibleEndings(resolveRules(p))).toEqual(expect.arrayContaining(['escape', 'king-captured']));
  });
});
