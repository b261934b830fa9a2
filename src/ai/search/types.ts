/**
 * The search's vocabulary. The search sees the engine only through `SearchGame` (legal moves, make,
 * unmake, hash, outcome) and the evaluation only through `Heuristics`; everything else here is plain,
 * serialisable data.
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

/** What the search asks of the evaluation: a score, ordering hints, and where the rules call for them, priors and stalls. */
export interface Heuristics<G extends SearchGame> {
  evaluate(g: G): number;
  prepareOrdering(g: G): void;
  orderScore(g: G, move: Move): number;
  /** Whether the side to move faces a threat it must answer now (searched one ply further at the leaves). */
  mustAnswer(g: G): boolean;
  /** 0 attackers won, 1 defenders won, 2 draw, for a non-zero outcome code. */
  winner(code: number): 0 | 1 | 2;
  /**
   * Log-probabilities that a person plays each of the n moves in g's position, into out; false if
   * they are not at hand (then a choice's prior is ignored). Absent when the rules have none.
   */
  rootPriors?(g: G, moves: Int32Array, n: number, out: Float64Array, turns: 1 | 8): boolean;
  /** Where the rules may leave a game with no way forward for either side: how the search tells and ends a stall. */
  stall?: StallHeuristics<G>;
}

/** What a search needs to play a stalled game for a draw by repetition (search.ts Options.claimStalls). */
export interface StallHeuristics<G extends SearchGame> {
  /** Whether g's position has gone so long without progress that the side to move would as soon draw it as play on. */
  stalled(g: G): boolean;
  /** How many times g's position stood on the board before. */
  timesSeenBefore(g: G): number;
  /** The move that takes back the last move of g's side to move (which is legal unless something now blocks it), or -1. */
  takeBack(g: G): Move;
}
