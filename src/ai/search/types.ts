/**
 * The search's vocabulary. The search sees the engine only through `SearchGame` (legal moves, make,
 * unmake, hash, outcome) plus an evaluation function; everything here is plain, serialisable data
 * except that interface.
 */
import type { Move } from '../../engine';

/**
 * The narrow interface the search needs; the engine's mutable `Game` satisfies it structurally.
 * `outcomeCode` is 0 while play goes on; `outcomeWinner` (engine) decodes it.
 */
export interface SearchGame {
  readonly turn: 0 | 1;
  readonly outcomeCode: number;
  readonly hashLo: number;
  readonly hashHi: number;
  generate(buf: Int32Array): number;
  /** Whether generate() would list the move (the engine walks its one ray). */
  isLegal(move: Move): boolean;
  make(move: Move): number;
  unmake(): void;
}

/** A static evaluation in points, from the point of view of the side to move (negamax). */
export type Evaluate<G extends SearchGame = SearchGame> = (game: G) => number;

/** Limits: the search stops at whichever comes first. Without any, it searches to depth 4. */
export interface SearchLimits {
  /** Greatest depth of iterative deepening, in plies. */
  readonly depth?: number;
  /** Node budget (each make() is a node). With a seed this makes the search reproducible. */
  readonly nodes?: number;
  /** Depth always completed, whatever the node budget (time limits still apply). */
  readonly minDepth?: number;
  /** Time budget in ms; needs a clock (`now`). Not reproducible: the site uses it only for hints. */
  readonly timeMs?: number;
}

export interface SearchOptions extends SearchLimits {
  /** Seed for tie-breaking and for a level's choice among near-best moves. */
  readonly seed?: number;
  /** A clock in ms, injected (the search itself never reads the time). */
  readonly now?: () => number;
  /** Called after each completed depth. */
  readonly onDepth?: (info: SearchInfo) => void;
  /** Polled every few thousand nodes; true stops the search (the last completed depth counts). */
  readonly shouldStop?: () => boolean;
  /** Transposition table entries as a power of two (default 2^18). */
  readonly ttBits?: number;
}

/** What a completed depth found. Scores are points for the side to move; see WIN in search.ts. */
export interface SearchInfo {
  readonly depth: number;
  /** The move to play; PASS (0) is a real move when the rules allow passing. -1 if there is none. */
  readonly best: Move;
  /** Principal variation, best first. */
  readonly pv: readonly Move[];
  readonly score: number;
  readonly nodes: number;
  /** Plies to a forced result when the score is a win or loss, else null (+: side to move wins). */
  readonly mate: number | null;
}

export interface SearchResult extends SearchInfo {
  /** Why the search stopped. */
  readonly stop: 'depth' | 'nodes' | 'time' | 'cancelled' | 'game-over' | 'only-move';
}
