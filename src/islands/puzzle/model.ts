/**
 * The puzzle island's model: which puzzle is shown (by index; a hash naming no puzzle shows the first
 * and remembers the name for one sentence), the moves on the board, the verdict, what is open on this
 * visit (hint, solution, prediction) and each puzzle's record (record.ts). A pure reducer over plain
 * data; the engine work is in attempt.ts, and the day comes with each action that records something.
 *
 * What counts as solved, or solved with help, is the record's, not the view's: opening the hint or the
 * solution records it at once (and so survives a reload or Next then Previous), and a solve is with
 * help when help for that puzzle was seen that day, or before its first solve.
 */
import type { Puzzle } from '../../learn/types';
import { judge, type Verdict } from './attempt';
import { afterHelp, afterSolve, idsStanding, mergeRecords, NO_RECORDS, type Day, type Records, withRecord } from './record';

export interface PuzzleState {
  readonly index: number;
  /** An id asked for (by the URL's hash) that names no puzzle. */
  readonly missing: string | null;
  readonly moves: readonly string[];
  readonly verdict: Verdict | null;
  readonly hint: boolean;
  readonly solution: boolean;
  /** The index of the chosen answer to "What happens under <other reading>?"; once chosen, it stays. */
  readonly prediction: number | null;
  /** Each puzzle's record, by id (ids of puzzles not in the list are kept, for storage). */
  readonly records: Records;
  /** Ids of the puzzles solved without help in the end, in the order of the puzzle list (from `records`). */
  readonly solved: readonly string[];
  /** Ids of the puzzles solved with help only (never also in `solved`), in the list's order (from `records`). */
  readonly helped: readonly string[];
  /** Counts the changes to save (help seen, a puzzle solved, the progress reset); reading storage is not one. */
  readonly revision: number;
}

export type PuzzleAction =
  /** Open a puzzle by id (from the hash); '' opens the first. */
  | { readonly type: 'open'; readonly id: string }
  | { readonly type: 'step'; readonly by: 1 | -1 }
  /** The reader's move, "c3-c1", on `day`. */
  | { readonly type: 'move'; readonly move: string; readonly day: Day }
  | { readonly type: 'retry' }
  /** Opens or closes the hint (opening it on `day` is recorded). */
  | { readonly type: 'hint'; readonly day: Day }
  /** Opens or closes the solution (opening it on `day` is recorded). */
  | { readonly type: 'solution'; readonly day: Day }
  /** The answer to the prediction; only the first counts, and the question is then closed. */
  | { readonly type: 'predict'; readonly choice: number }
  /** Progress read from storage: merged with what was recorded here. */
  | { readonly type: 'progress'; readonly records: Records }
  /** Progress changed in another tab: it replaces this one's. */
  | { readonly type: 'replace'; readonly records: Records }
  /** "Reset my progress", confirmed. */
  | { readonly type: 'reset' };

const FRESH = { moves: [], verdict: null, prediction: null, hint: false, solution: false } as const;

export function initialState(): PuzzleState {
  return { index: 0, missing: null, records: NO_RECORDS, solved: [], helped: [], revision: 0, ...FRESH };
}

/** The ids among `ids` that name puzzles, once each, in the puzzle list's order. */
export function knownIds(puzzles: readonly Puzzle[], ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  return puzzles.filter((p) => wanted.has(p.id)).map((p) => p.id);
}

/** `state` with `records`, its solved and with-help lists derived; counted as a change to save when `save`. */
function withRecords(puzzles: readonly Puzzle[], state: PuzzleState, records: Records, save: boolean): PuzzleState {
  if (records === state.records) return state;
  const order = puzzles.map((p) => p.id);
  const solved = idsStanding(records, order, 'solved', 'solved-after-help');
  const helped = idsStanding(records, order, 'helped');
  return { ...state, records, solved, helped, revision: save ? state.revision + 1 : state.revision };
}

/** The same records, entry for entry (another tab's storage event may repeat what this one wrote). */
const sameRecords = (a: Records, b: Records): boolean => JSON.stringify(a) === JSON.stringify(b);

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
      return withRecords(puzzles, next, withRecord(state.records, puzzle.id, afterSolve(state.records[puzzle.id], action.day)), true);
    }
    case 'retry':
      return { ...state, moves: [], verdict: null, prediction: null };
    case 'hint':
    case 'solution': {
      const open = action.type === 'hint' ? !state.hint : !state.solution;
      const next = action.type === 'hint' ? { ...state, hint: open } : { ...state, solution: open };
      if (!puzzle || !open) return next;
      return withRecords(puzzles, next, withRecord(state.records, puzzle.id, afterHelp(state.records[puzzle.id], action.day)), true);
    }
    case 'predict':
      return state.prediction === null && (action.choice === 0 || action.choice === 1) ? { ...state, prediction: action.choice } : state;
    case 'progress':
      return withRecords(puzzles, state, mergeRecords(state.records, action.records), false);
    case 'replace':
      return sameRecords(state.records, action.records) ? state : withRecords(puzzles, state, action.records, false);
    case 'reset':
      return { ...withRecords(puzzles, state, NO_RECORDS, false), revision: state.revision + 1 };
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
