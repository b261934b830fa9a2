/**
 * The puzzle island's model: which puzzle is shown (by index; a hash naming no puzzle shows the first
 * and remembers the name for one sentence), the moves on the board, the verdict, what the reader has
 * revealed (hint, solution, prediction) and the puzzles solved. A pure reducer over plain data; the
 * engine work is in attempt.ts.
 *
 * A puzzle is "solved" when the reader's own moves meet its goal before "Show the solution" has been
 * opened on this visit to it; after that, a right answer counts as "solved with help". A hint does not
 * count as help. A later solve without help upgrades "with help" to "solved"; nothing downgrades a
 * puzzle already solved.
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
  /** The solution has been shown on this visit to the puzzle: a right answer now counts as with help. */
  readonly spoiled: boolean;
  /** Ids of the puzzles solved without help, in the order of the puzzle list. */
  readonly solved: readonly string[];
  /** Ids of the puzzles solved with help only (never also in `solved`), in the list's order. */
  readonly helped: readonly string[];
  /** Counts the changes to save (a puzzle solved, the progress reset); reading storage is not one. */
  readonly revision: number;
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
  /** Progress read from storage: merged with what was solved here. */
  | { readonly type: 'progress'; readonly solved: readonly string[]; readonly helped?: readonly string[] }
  /** Progress changed in another tab: it replaces this one's. */
  | { readonly type: 'replace'; readonly solved: readonly string[]; readonly helped: readonly string[] }
  /** "Reset my progress", confirmed. */
  | { readonly type: 'reset' };

const FRESH = { moves: [], verdict: null, prediction: null, hint: false, solution: false, spoiled: false } as const;

export function initialState(): PuzzleState {
  return { index: 0, missing: null, solved: [], helped: [], revision: 0, ...FRESH };
}

/** The ids among `ids` that name puzzles, once each, in the puzzle list's order. */
export function knownIds(puzzles: readonly Puzzle[], ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  return puzzles.filter((p) => wanted.has(p.id)).map((p) => p.id);
}

/** The solved and with-help lists after merging `solved` and `helped` in (solved wins). */
function merged(puzzles: readonly Puzzle[], state: PuzzleState, solved: readonly string[], helped: readonly string[]) {
  const clean = knownIds(puzzles, [...state.solved, ...solved]);
  const cleanSet = new Set(clean);
  const withHelp = knownIds(puzzles, [...state.helped, ...helped]).filter((id) => !cleanSet.has(id));
  return { solved: clean, helped: withHelp };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

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
      const next = { ...state, moves: judged.moves, verdict: judged.verdict, prediction: null };
      if (!judged.verdict.correct || !judged.verdict.final) return next;
      const lists = state.spoiled ? merged(puzzles, state, [], [puzzle.id]) : merged(puzzles, state, [puzzle.id], []);
      const changed = !sameList(lists.solved, state.solved) || !sameList(lists.helped, state.helped);
      return { ...next, ...lists, revision: changed ? state.revision + 1 : state.revision };
    }
    case 'retry':
      return { ...state, moves: [], verdict: null, prediction: null };
    case 'hint':
      return { ...state, hint: !state.hint };
    case 'solution':
      return { ...state, solution: !state.solution, spoiled: true };
    case 'predict':
      return action.choice === 0 || action.choice === 1 ? { ...state, prediction: action.choice } : state;
    case 'progress': {
      const lists = merged(puzzles, state, action.solved, action.helped ?? []);
      return sameList(lists.solved, state.solved) && sameList(lists.helped, state.helped) ? state : { ...state, ...lists };
    }
    case 'replace': {
      const lists = merged(puzzles, { ...state, solved: [], helped: [] }, action.solved, action.helped);
      return sameList(lists.solved, state.solved) && sameList(lists.helped, state.helped) ? state : { ...state, ...lists };
    }
    case 'reset':
      return { ...state, solved: [], helped: [], revision: state.revision + 1 };
  }
}

/** The board takes a move until the attempt is over. */
export const canMove = (state: PuzzleState): boolean => state.verdict === null || !state.verdict.final;

/** "Try again" has something to undo: a move on the board, or a verdict to clear. */
export const canRetry = (state: PuzzleState): boolean => state.moves.length > 0 || state.verdict !== null;

/** "12 of 36 solved", and ", 2 more with help" when some were solved with help. */
export const progressText = (solved: number, total: number, helped = 0): string =>
  `${solved} of ${total} solved${helped > 0 ? `, ${helped} more with help` : ''}`;

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
