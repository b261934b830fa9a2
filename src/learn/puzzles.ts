/**
 * Every puzzle of the /learn section, in the order the site lists them: the small boards first,
 * then 11×11, then the 19×19 readings of Alea Evangelii. Each is checked with the engine by
 * puzzles.test.ts (verify.ts), so the goal, solution and explanation match the rules.
 */
import { ALEA_PUZZLES } from './puzzles-alea';
import { HNEFATAFL_PUZZLES } from './puzzles-hnefatafl';
import { SMALL_PUZZLES } from './puzzles-small';
import type { Puzzle } from './types';

export const PUZZLES: readonly Puzzle[] = [...SMALL_PUZZLES, ...HNEFATAFL_PUZZLES, ...ALEA_PUZZLES];
