/**
 * The special squares of a board under a rule set, by name: the throne, the corner squares, the
 * squares the king escapes to, and the squares out of play. Pages, print sheets and the board
 * adapter read them here instead of the compiled rules' flags.
 */
import { squareName } from './geometry';
import { gameOf, type Position } from './position';
import { type CompiledRules, compile, SQ_CORNER, SQ_GOAL, SQ_THRONE, SQ_VOID } from './rules/compile';
import type { RuleSet } from './rules/ruleset';

export interface SpecialSquares {
  readonly size: number;
  /** The throne (the central square), or null when the rules have none. */
  readonly throne: string | null;
  readonly corners: readonly string[];
  /** Where the king wins by arriving (the corners, or the whole edge). */
  readonly goals: readonly string[];
  /** Squares out of play (cut-away corners). */
  readonly voids: readonly string[];
}

function read(c: CompiledRules): SpecialSquares {
  const corners: string[] = [];
  const goals: string[] = [];
  const voids: string[] = [];
  let throne: string | null = null;
  for (const sq of c.geo.squares) {
    const flags = c.kind[sq] ?? 0;
    const name = squareName(c.geo, sq);
    if (flags & SQ_VOID) voids.push(name);
    if (flags & SQ_THRONE) throne = name;
    if (flags & SQ_CORNER) corners.push(name);
    if (flags & SQ_GOAL) goals.push(name);
  }
  return { size: c.geo.size, throne, corners, goals, voids };
}

/** The special squares of a `size`×`size` board under these rules (the rules must be valid). */
export const specialSquares = (rules: RuleSet, size: number): SpecialSquares => read(compile(rules, size));

/** The special squares of a position's board under its rules. */
export const specialSquaresOf = (pos: Position): SpecialSquares => read(gameOf(pos).c);
