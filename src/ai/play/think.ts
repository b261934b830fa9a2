/**
 * The AI's front door: a game (built from a GameSpec) and a level or explicit limits in, the
 * search's result out. Shared by the worker, the self-play loop and the command line.
 */
import { outcomeWinner, type Game, mulberry32 } from '../../engine/core';
import type { BuiltGame } from './game-spec';
import { budgetFor, edgeShieldsLoneKing, isStalled, LEVELS, type LevelId, nodesFor } from './levels';
import { Searcher, type Choice } from '../search/search';
import { isJump, isPass, makeMoveCode, moveFrom, moveTo } from '../../engine';

export type { Choice };
import { policyFamily, policyFor } from '../policy/policies';
import { makeTafl, taflFor } from '../eval/tafl';
import type { WeightVector } from '../eval/tafl-context';
import type { WeightSetId } from '../eval/weights';
import type { Heuristics, SearchInfo, SearchLimits, SearchResult, StallHeuristics } from '../search/types';

/** A named set of weights, or a vector of them. */
export type WeightChoice = WeightSetId | WeightVector;

/** Mixed into the seed for a level's overlook roll, so that it does not repeat the search's own draws from the seed. */
const OVERLOOK_SALT = 0x51f15e;
/** mulberry32 draws 32-bit integers: divided by 2^32 they fall in [0, 1). */
const UINT32_RANGE = 4294967296;
/** An overlooking search stops one ply short: it misses the opponent's reply to its move… */
const OVERLOOKED_PLIES = 1;
/** …but still looks at its own moves. */
const SHALLOWEST = 1;

/**
 * What tells AI versions apart where a request can switch it off, to play as the earlier version did: how
 * the versions are matched (`npm run bench:ai -- --section match-lone-king` and `match-stalls`).
 */
export interface VersionSwitches {
  /**
   * False to search a lone king the edge shields with the level's budget alone, as AI version 8 did
   * (levels.ts budgetFor). A search with no level (the evaluation bar, the hint) never gets that budget.
   */
  readonly loneKingBudget?: boolean;
  /**
   * False to play a stalled game on as AI version 9 did, where version 10 judges it drawn and steers for a
   * draw by repetition (levels.ts isStalled). A search with no level never claims a stall.
   */
  readonly claimStalls?: boolean;
}

export interface ThinkRequest extends VersionSwitches {
  /** A level; explicit limits override its budget. */
  readonly level?: LevelId;
  readonly limits?: SearchLimits;
  readonly seed: number;
  readonly ttBits?: number;
  readonly now?: () => number;
  readonly onDepth?: (info: SearchInfo) => void;
  readonly shouldStop?: () => boolean;
  /** Overrides the level's way of choosing among near-best moves (self-play openings). */
  readonly openingChoice?: Choice;
  /**
   * The evaluation's weights: the tuned ones the rules call for (default), the hand-set ones, or a
   * vector (the tuner's). Only the tuned AI consults a move-prediction network (policy/policies.ts).
   */
  readonly weights?: WeightChoice;
  /** Receives the root's moves and scores once the search is done (the AI benchmark's diagnostics). */
  readonly onRoot?: (moves: Int32Array, scores: Int32Array, n: number) => void;
}

/** How a level tells a stalled game and plays it for a draw (levels.ts isStalled). */
const stallOf = (built: BuiltGame): StallHeuristics<Game> => ({
  stalled: (g) => isStalled(g, built.startAttackers),
  timesSeenBefore: (g) => g.timesSeenBefore(),
  takeBack: (g) => {
    const m = g.recentMove(1);
    return m < 0 || isPass(m) || isJump(m) ? -1 : makeMoveCode(moveTo(m), moveFrom(m));
  },
});

export function heuristicsFor(built: BuiltGame, set: WeightChoice = 'tuned'): Heuristics<Game> {
  const t =
    typeof set === 'string'
      ? taflFor(built.game.c, built.startAttackers, built.startDefenders, set)
      : makeTafl(built.game.c, built.startAttackers, built.startDefenders, set);
  return {
    evaluate: t.evaluate,
    prepareOrdering: t.prepareOrdering,
    orderScore: t.orderScore,
    mustAnswer: (g) => g.turn === 0 && t.openLines(g) > 0,
    winner: outcomeWinner,
    ...(edgeShieldsLoneKing(built.game.c.rules) ? { stall: stallOf(built) } : {}),
    ...(set === 'tuned' && policyFamily(built.game.c) !== null
      ? {
          rootPriors: (g: Game, moves: Int32Array, n: number, out: Float64Array, turns: 1 | 8) => {
            const net = policyFor(g.c);
            if (net) net.priors(g, moves, n, out, turns);
            return net !== null;
          },
        }
      : {}),
  };
}

/**
 * Whether this search would consult a move-prediction network that is not loaded yet: the caller
 * must `await loadPolicy(built.game.c, read)` first (policy/policies.ts), or the move would depend on timing.
 */
export function needsPolicy(built: BuiltGame, req: Pick<ThinkRequest, 'level' | 'weights' | 'openingChoice'>): boolean {
  const spec = req.level ? LEVELS[req.level] : undefined;
  const choice = req.openingChoice ?? spec?.choice;
  return (
    choice?.prior !== undefined &&
    (req.weights ?? 'tuned') === 'tuned' &&
    policyFamily(built.game.c) !== null &&
    policyFor(built.game.c) === null
  );
}

const searchers = new WeakMap<Game, Map<WeightChoice, Searcher<Game>>>();

/** Searches the built game's current position (the game is left as it was). */
export function think(built: BuiltGame, req: ThinkRequest): SearchResult {
  if (needsPolicy(built, req)) throw new Error('The move-prediction network for these rules is not loaded yet.');
  const set = req.weights ?? 'tuned';
  let bySet = searchers.get(built.game);
  if (!bySet) {
    bySet = new Map();
    searchers.set(built.game, bySet);
  }
  let searcher = bySet.get(set);
  if (!searcher) {
    searcher = new Searcher(built.game, heuristicsFor(built, set), req.ttBits);
    bySet.set(set, searcher);
  }
  const spec = req.level ? LEVELS[req.level] : undefined;
  let depth = req.limits?.depth ?? spec?.depth;
  if (spec && spec.overlook > 0 && depth !== undefined) {
    const roll = mulberry32(req.seed ^ OVERLOOK_SALT)() / UINT32_RANGE;
    if (roll < spec.overlook) depth = Math.max(SHALLOWEST, depth - OVERLOOKED_PLIES);
  }
  const choice: Choice | undefined = req.openingChoice ?? spec?.choice;
  const nodes = req.limits?.nodes ?? (spec ? nodesFor(spec, built.game.c.geo.size) : undefined);
  return searcher.search({
    depth,
    // Only a level playing its move gets the lone king's budget: the evaluation bar (no level) is a quick
    // estimate and keeps its own.
    nodes: nodes === undefined || req.level === undefined || req.loneKingBudget === false ? nodes : budgetFor(built.game, nodes),
    minDepth: req.limits?.minDepth ?? (req.limits?.nodes === undefined ? spec?.minDepth : undefined),
    timeMs: req.limits?.timeMs,
    seed: req.seed,
    now: req.now,
    onDepth: req.onDepth,
    shouldStop: req.shouldStop,
    onRoot: req.onRoot,
    claimStalls: req.level !== undefined && req.claimStalls !== false,
    ...(choice ? { choice } : {}),
  });
}
