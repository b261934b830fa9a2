/**
 * Which rules decide a puzzle: a rule key decides it under a reading when setting that key to any
 * other legal value changes what the solution does there (the position no longer sets up, a move
 * becomes illegal, a move captures other pieces or ends the game differently, or the first move no
 * longer meets the puzzle's goal). credit.test.ts uses this to find the values a sentence naming a
 * scholar speaks of, computed by the engine rather than listed by hand. Pure: engine only.
 */
import { getPreset, notation, play, resolveRules, RULE_KEYS, RULE_VALUES, validateRuleSet, type RuleKey, type RulePatch } from '../engine';
import { effectOf } from './effects';
import type { Puzzle } from './types';
import { checkAttempt, readingOf } from './verify';

/** A reading to play the puzzle's position under: its own, its comparison's, or any other preset. */
export type Under = 'main' | 'compare' | { readonly preset: string; readonly patch?: RulePatch };

/** The puzzle as it stands under `under` with `extra` changes, as a puzzle whose own reading is that one. */
function variant(puzzle: Puzzle, under: Under, extra: RulePatch): { puzzle: Puzzle; which: 'main' | 'compare'; goal: boolean } {
  if (under === 'main') return { puzzle: { ...puzzle, patch: { ...puzzle.patch, ...extra } }, which: 'main', goal: true };
  if (under === 'compare') {
    const compare = puzzle.compare!;
    return { puzzle: { ...puzzle, compare: { ...compare, patch: { ...compare.patch, ...extra } } }, which: 'compare', goal: true };
  }
  // Another reading: the position and the solution under its rules; the goal of a comparison puzzle
  // is stated for its own two readings only, so only the solution's effects are compared then.
  const { compare: _drop, ...rest } = puzzle;
  return {
    puzzle: { ...rest, preset: under.preset, patch: { ...under.patch, ...extra } },
    which: 'main',
    goal: puzzle.kind !== 'two-readings',
  };
}

/** What the solution does under a reading, as a comparable string. */
function signature(puzzle: Puzzle, under: Under, extra: RulePatch): string {
  const v = variant(puzzle, under, extra);
  const reading = readingOf(v.puzzle, v.which);
  if (!reading.ok) return 'no setup';
  // Under the comparison reading only the solution's first move is played (two-readings puzzles have one).
  const line = v.which === 'compare' ? puzzle.solution.slice(0, 1) : puzzle.solution;
  const out: string[] = [];
  let pos = reading.value.start;
  for (const text of line) {
    if (pos.outcome) {
      out.push('over');
      break;
    }
    const mv = notation.parseMove(pos, text);
    if (!mv.ok) {
      out.push(`illegal ${text}`);
      break;
    }
    const r = play(pos, mv.value);
    if (!r.ok) {
      out.push(`illegal ${text}`);
      break;
    }
    const e = effectOf(r.value);
    out.push(`${text}:${[...(e.captures ?? [])].sort().join(',')}:${e.outcome ? `${e.outcome.winner}/${e.outcome.reason}` : '-'}`);
    pos = r.value.position;
  }
  if (v.goal) out.push(`goal ${checkAttempt(v.puzzle, puzzle.solution[0]!).correct}`);
  return out.join(' ');
}

/** The preset and patch a reading of the puzzle stands for. */
function presetOf(puzzle: Puzzle, under: Under): { preset: string; patch: RulePatch } {
  if (under === 'main') return { preset: puzzle.preset, patch: puzzle.patch ?? {} };
  if (under === 'compare') return { preset: puzzle.compare!.preset, patch: puzzle.compare!.patch ?? {} };
  return { preset: under.preset, patch: under.patch ?? {} };
}

/**
 * The rule keys that decide the puzzle's solution under a reading: for each key, every other value
 * the key takes (where the rule set stays valid) is tried, and the key decides when any of them
 * changes what the solution does. Keys the puzzle's own patch sets are the patch's, not the
 * preset's, and are left out.
 */
export function decidingKeys(puzzle: Puzzle, under: Under = 'main'): RuleKey[] {
  const { preset: presetId, patch } = presetOf(puzzle, under);
  const preset = getPreset(presetId);
  if (!preset) throw new Error(`deciding: there is no reading called "${presetId}".`);
  const rules = resolveRules(preset, patch);
  const base = signature(puzzle, under, {});
  const out: RuleKey[] = [];
  for (const key of RULE_KEYS) {
    if (patch[key] !== undefined) continue;
    const others = (RULE_VALUES[key] as readonly string[]).filter((v) => v !== rules[key]);
    const decides = others.some((value) => {
      const extra = { [key]: value } as RulePatch;
      if (!validateRuleSet({ ...rules, ...extra }).ok) return false;
      return signature(puzzle, under, extra) !== base;
    });
    if (decides) out.push(key);
  }
  return out;
}
