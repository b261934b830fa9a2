/**
 * The AI's front door: a game (built from a GameSpec) and a level or explicit limits in, the
 * search's result out. Shared by the worker, the self-play loop and the command line.
 */
import { outcomeWinner, type Game, mulberry32 } from '../engine/core';
import type { BuiltGame } from './game-spec';
import { LEVELS, nodesFor } from './levels';
import { Searcher, type Choice, type Heuristics } from './search';
import { taflFor } from './tafl';
import type { LevelId, SearchInfo, SearchLimits, SearchResult } from './types';

export interface ThinkRequest {
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
}

export function heuristicsFor(built: BuiltGame): Heuristics<Game> {
  const t = taflFor(built.game.c, built.startAttackers, built.startDefenders);
  return {
    evaluate: t.evaluate,
    prepareOrdering: t.prepareOrdering,
    orderScore: t.orderScore,
    mustAnswer: (g) => g.turn === 0 && t.openLines(g) > 0,
    winner: outcomeWinner,
  };
}

const searchers = new WeakMap<Game, Searcher<Game>>();

/** Searches the built game's current position (the game is left as it was). */
export function think(built: BuiltGame, req: ThinkRequest): SearchResult {
  let searcher = searchers.get(built.game);
  if (!searcher) {
    searcher = new Searcher(built.game, heuristicsFor(built), req.ttBits);
    searchers.set(built.game, searcher);
  }
  const spec = req.level ? LEVELS[req.level] : undefined;
  let depth = req.limits?.depth ?? spec?.depth;
  if (spec && spec.overlook > 0 && depth !== undefined) {
    const roll = mulberry32(req.seed ^ 0x51f15e)() / 4294967296;
    if (roll < spec.overlook) depth = Math.max(1, depth - 1);
  }
  const choice: Choice | undefined = req.openingChoice ?? spec?.choice;
  return searcher.search({
    depth,
    nodes: req.limits?.nodes ?? (spec ? nodesFor(spec, built.game.c.geo.size) : undefined),
    minDepth: req.limits?.minDepth ?? (req.limits?.nodes === undefined ? spec?.minDepth : undefined),
    timeMs: req.limits?.timeMs,
    seed: req.seed,
    now: req.now,
    onDepth: req.onDepth,
    shouldStop: req.shouldStop,
    ...(choice ? { choice } : {}),
  });
}
