/**
 * The puzzle island's model: which puzzle is shown (by index; a hash naming no puzzle shows the first
 * and remembers the name for one sentence), the moves on the board, the verdict, what the reader has
 * revealed (hint, solution, prediction) and the set of solved ids. A pure reducer over plain data; the
 * engine work is in attempt.ts.
 */
import type { Puzzle } from '../../learn/types';
import { judge, type Verdict } from './attempt';

export interface PuzzleState {
  readonly index: number;
  /** An id asked for (by the URL's hash) that names no puzzle. */
  readonly missing: string | null;
  readonly moves: readonly string[];
  readonly verdict: Verdict | null;
  readonly hint: boolean;
  readonly solution: boolean;
  /** The index of the chosen answer to "What happens under <other reading>?". */
  readonly prediction: number | null;
  /** Ids of the puzzles solved, in the order of the puzzle list. */
  readonly solved: readonly string[];
}

export type PuzzleAction =
  /** Open a puzzle by id (from the hash); '' opens the first. */
  | { readonly type: 'open'; readonly id: string }
  | { readonly type: 'step'; readonly by: 1 | -1 }
  /** The reader's move, "c3-c1". */
  | { readonly type: 'move'; readonly move: string }
  | { readonly type: 'retry' }
  | { readonly type: 'hint' }
  | { readonly type: 'solution' }
  | { readonly type: 'predict'; readonly choice: number }
  /** Solved ids read from storage: merged with those solved here. */
  | { readonly type: 'progress'; readonly solved: readonly string[] };

const FRESH = { moves: [], verdict: null, prediction: null, hint: false, solution: false } as const;

export function initialState(): PuzzleState {
  return { index: 0, missing: null, solved: [], ...FRESH };
}

/** The ids among `ids` that name puzzles, once each, in the puzzle list's order. */
export function knownIds(puzzles: readonly Puzzle[], ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  return puzzles.filter((p) => wanted.has(p.id)).map((p) => p.id);
}

function show(state: PuzzleState, index: number, missing: string | null): PuzzleState {
  if (index === state.index && missing === state.missing) return state;
  return { ...state, ...FRESH, index, missing };
}

export function reduce(puzzles: readonly Puzzle[], state: PuzzleState, action: PuzzleAction): PuzzleState {
  const puzzle = puzzles[state.index];
  switch (action.type) {
    case 'open': {
      if (action.id === '') return show(state, 0, null);
      const index = puzzles.findIndex((p) => p.id === action.id);
      return index >= 0 ? show(state, index, null) : show(state, 0, action.id);
    }
    case 'step': {
      const index = Math.min(puzzles.length - 1, Math.max(0, state.index + action.by));
      return index === state.index ? state : show(state, index, null);
    }
    case 'move': {
      if (!puzzle || !canMove(state)) return state;
      const judged = judge(puzzle, state.moves, action.move);
      const solved =
        judged.verdict.correct && judged.verdict.final ? knownIds(puzzles, [...state.solved, puzzle.id]) : state.solved;
      return { ...state, moves: judged.moves, verdict: judged.verdict, prediction: null, solved };
    }
    case 'retry':
      return { ...state, moves: [], verdict: null, prediction: null };
    case 'hint':
      return { ...state, hint: !state.hint };
    case 'solution':
      return { ...state, solution: !state.solution };
    case 'predict':
      return action.choice === 0 || action.choice === 1 ? { ...state, prediction: action.choice } : state;
    case 'progress': {
      const solved = knownIds(puzzles, [...state.solved, ...action.solved]);
      return solved.length === state.solved.length ? state : { ...state, solved };
    }
  }
}

/** The board takes a move until the attempt is over. */
export const canMove = (state: PuzzleState): boolean => state.verdict === null || !state.verdict.final;

/** "12 of 36 solved". */
export const progressText = (solved: number, total: number): string => `${solved} of ${total} solved`;

/** The sentence for a hash that names no puzzle. */
export const missingText = (id: string): string => `There is no puzzle called “${id}”, so the first puzzle is shown.`;

/** The verdict's word: "Right.", "Right so far." or "Wrong." */
export const verdictWord = (v: Verdict): string => (v.correct ? (v.final ? 'Right.' : 'Right so far.') : 'Wrong.');

/**
 * Which move the two-readings question is about: the reader's move once it is right, else (with the
 * solution shown) the solution's first move; null while there is nothing to predict yet.
 */
export function predictionMove(puzzle: Puzzle, state: PuzzleState): string | null {
  if (puzzle.kind !== 'two-readings') return null;
  if (state.verdict?.correct && state.moves[0]) return state.moves[0];
  return state.solution ? (puzzle.solution[0] ?? null) : null;
}

/** The puzzle id a URL hash names: "#brandubh-corner-anvil" → "brandubh-corner-anvil". */
export function idFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}
