/**
 * OpenTafl's own rules strings and saved games (copied verbatim into otn.test-support.ts, each with where it
 * came from in jslater89/OpenTafl): what the engine reads from them, and why it refuses the rest.
 */
import { describe, expect, it } from 'vitest';
import { makeOtnRules, parseOtg, parseOtnRules } from './index';
import { diffRules } from '../rules/ruleset';
import {
  value,
  errorOf,
  presetRules,
  finalPosition,
  ARD_RI_ESCAPE_PUZZLE_2_RECORD,
  OPENTAFL_COPENHAGEN_RULES,
  PUZZLE_CORNER_ENDGAME_RECORD,
  SPEC_RULES_EXAMPLES,
} from './otn.test-support';

describe("OpenTafl's rules strings", () => {
  it.each(['fetlar', 'copenhagen', 'brandub', 'seaBattle'] as const)(
    "reads the spec's %s example, and writes rules that read back the same",
    (name) => {
      const read = value(parseOtnRules(SPEC_RULES_EXAMPLES[name]));
      const again = value(parseOtnRules(value(makeOtnRules(read.rules, read.placement))));
      expect(again.rules).toEqual(read.rules);
      expect(again.placement).toEqual(read.placement);
    },
  );

  it("reads the spec's examples as the games they describe", () => {
    const rules = (name: keyof typeof SPEC_RULES_EXAMPLES) => value(parseOtnRules(SPEC_RULES_EXAMPLES[name])).rules;
    // The spec's Fetlar lets the defenders move first; our reading of Fetlar does not.
    expect(diffRules(rules('fetlar'), presetRules('fetlar'))).toEqual(['firstMover']);
    expect(rules('copenhagen')).toMatchObject({ firstMover: 'defenders', shieldwall: 'yes', edgeForts: 'yes', repetition: 'draw' });
    expect(rules('brandub')).toMatchObject({ kingCapture: 'two-sided', throneHostileEmpty: 'none', throneHostileKing: 'none' });
    expect(rules('seaBattle')).toMatchObject({ kingGoal: 'edge', kingArmed: 'none', cornerShape: 'none', throneLanding: 'anyone' });
    expect(value(parseOtnRules(SPEC_RULES_EXAMPLES.seaBattle)).ignored).toEqual(['cenhe: (there is no centre square)']);
  });

  it("refuses the spec's Berserk example for its commanders, a piece the engine does not have", () => {
    const e = errorOf(parseOtnRules(SPEC_RULES_EXAMPLES.berserk));
    expect(e.code).toBe('otn-unsupported');
    expect(e.message).toContain('an attacking commander');
  });

  it("reads OpenTafl's built-in Copenhagen, tfr:w included", () => {
    expect(value(parseOtnRules(OPENTAFL_COPENHAGEN_RULES)).rules.repetition).toBe('repeater-loses');
  });
});

describe("OpenTafl's saved games", () => {
  it('replays the Ard Ri escape puzzle to the escape its result tag records', () => {
    const record = value(parseOtg(ARD_RI_ESCAPE_PUZZLE_2_RECORD));
    expect(record.rules).toMatchObject({ kingGoal: 'edge', kingCapture: 'two-sided', cornerShape: 'none', throneLanding: 'anyone' });
    expect(record.line.moves).toHaveLength(24);
    // [result:-1]: the defenders win, here by 12. … Ke5-e1.
    expect(finalPosition(record.line).outcome).toMatchObject({ winner: 'defenders', reason: 'escape' });
  });

  it('refuses the corner-endgame puzzle for its 5×5 board, not for its rules', () => {
    const e = errorOf(parseOtg(PUZZLE_CORNER_ENDGAME_RECORD));
    expect(e.code).toBe('otn-unsupported');
    expect(e.message).toContain('5×5');
    expect(e.message).not.toMatch(/tfr|start/);
  });
});
