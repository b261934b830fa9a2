/**
 * What a rule value means, for the readings more than one module needs (compile.ts, the OTN mapping,
 * the prose): each is one exhaustive switch or table, so a value added to RULE_VALUES fails
 * type-checking here, once, rather than in every reader.
 */
import { assertNever, byValue } from '../assert';
import type { Side } from '../types';
import type { RuleSet } from './ruleset';

/**
 * A yes/no rule as a boolean. It takes exactly 'yes' | 'no', so a third value added to any key read
 * through it fails type-checking at the call.
 */
export function isYes(value: 'yes' | 'no'): boolean {
  switch (value) {
    case 'yes':
      return true;
    case 'no':
      return false;
    default:
      return assertNever(value, 'yes/no rule value');
  }
}

/** The side that moves first. */
export function firstSide(value: RuleSet['firstMover']): Side {
  switch (value) {
    case 'attackers':
      return 'attackers';
    case 'defenders':
      return 'defenders';
    default:
      return assertNever(value, 'firstMover');
  }
}

/** The king's two capturing roles: as the moving piece, and as the far (anvil) piece. */
export function kingRoles(value: RuleSet['kingArmed']): { readonly mover: boolean; readonly anvil: boolean } {
  switch (value) {
    case 'both':
      return { mover: true, anvil: true };
    case 'mover':
      return { mover: true, anvil: false };
    case 'anvil':
      return { mover: false, anvil: true };
    case 'none':
      return { mover: false, anvil: false };
    default:
      return assertNever(value, 'kingArmed');
  }
}

/** Every hostility value of a square (corners, the empty centre, the centre under the king). */
export type Hostility = RuleSet['cornerHostile'] | RuleSet['throneHostileEmpty'] | RuleSet['throneHostileKing'];

/** Whose pieces a hostile square helps capture. */
export const hostileTo = (value: Hostility): { readonly attackers: boolean; readonly defenders: boolean } =>
  byValue(value, {
    both: { attackers: true, defenders: true },
    attackers: { attackers: true, defenders: false },
    defenders: { attackers: false, defenders: true },
    none: { attackers: false, defenders: false },
  });

/**
 * The corner squares of each shape, as (file, rank) offsets from a corner: the special squares and
 * the squares out of play. A shape with no special squares has no corners for the king to use.
 */
export function cornerOffsets(shape: RuleSet['cornerShape']): { special: [number, number][]; voids: [number, number][] } {
  switch (shape) {
    case 'none':
      return { special: [], voids: [] };
    case 'single':
      return { special: [[0, 0]], voids: [] };
    case 'block':
      return {
        special: [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ],
        voids: [],
      };
    case 'block-minus-corner':
      return {
        special: [
          [1, 0],
          [0, 1],
          [1, 1],
        ],
        voids: [[0, 0]],
      };
    case 'removed':
      return { special: [], voids: [[0, 0]] };
    default:
      return assertNever(shape, 'cornerShape');
  }
}

/** Whether the shape has special corner squares (that capture, stand against the king, or are his goal). */
export const hasCornerSquares = (shape: RuleSet['cornerShape']): boolean => cornerOffsets(shape).special.length > 0;
