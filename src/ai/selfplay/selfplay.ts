/**
 * Self-play: two copies of the AI play one game to its end. Each move's seed comes from the game's
 * seed and the ply, so the same seed replays the same game, and different seeds open differently
 * (the first plies choose more freely among near-best moves). A game that reaches the ply limit is
 * stopped and counted as a draw with its own reason ("move-limit"), never silently.
 */
import { OUTCOME_REASONS, type OutcomeReason, type Result, type RuleSet, ok, squareName } from '../../engine';
import { outcomeWinner } from '../../engine/core';
import { buildGame, type GameSpec } from '../play/game-spec';
import { edgeShieldsLoneKing, LEVELS, nodesFor, type LevelId } from '../play/levels';
import { think, type Choice, type VersionSwitches, type WeightChoice } from '../play/think';
import type { SearchResult } from '../search/types';

export type EndReason = OutcomeReason | 'move-limit';
/** The engine's outcome reasons, then the self-play ply limit. */
export const END_REASONS: readonly EndReason[] = [...OUTCOME_REASONS, 'move-limit'];

export interface SelfPlayJob {
  /** The start (its `moves` are played first, as a shared opening). */
  readonly spec: GameSpec;
  readonly level: LevelId;
  /** Plies after which a game is stopped as a draw. */
  readonly maxPlies: number;
  /** Each side's evaluation weights (the tuned ones by default): how two versions of the AI are matched. */
  readonly weights?: { readonly attackers: WeightChoice; readonly defenders: WeightChoice };
  /** A node budget per move instead of the level's (the same for both sides). */
  readonly nodes?: number;
  /** Each side's way of choosing among its moves after the opening, instead of the level's: how two choice rules are matched. */
  readonly choices?: { readonly attackers: Choice; readonly defenders: Choice };
  /** Each side's switches to an earlier AI version's play (think.ts VersionSwitches; today's unless told): how versions are matched. */
  readonly switches?: { readonly attackers: VersionSwitches; readonly defenders: VersionSwitches };
  /** Plies at the start chosen freely so that games part (OPENING_PLIES unless told; 0 to play a position on as it stands). */
  readonly openingPlies?: number;
}

export interface GameSummary {
  readonly seed: number;
  readonly winner: 'attackers' | 'defenders' | null;
  readonly reason: EndReason;
  /** Plies played, the shared opening not counted. */
  readonly plies: number;
  /** Nodes searched over the whole game. */
  readonly nodes: number;
  /** How the game stood when the ply limit stopped it (a move-limit game only). */
  readonly stopped?: Stopped;
}

/** How a game stood when the ply limit stopped it: what a reader needs to tell a stalled game from one still in play. */
export interface Stopped {
  readonly attackers: number;
  /** The defenders on the board, the king not counted. */
  readonly defenders: number;
  /** The king's square, or null where there is no king on the board. */
  readonly king: string | null;
  /** Plies since the last capture, the moves the game started from (`spec.moves`) counted. */
  readonly quietPlies: number;
}

/** The ply limit the lab and `npm run balance` use unless told otherwise, on boards up to 13×13. */
export const DEFAULT_MAX_PLIES = 400;
/**
 * The ply limit on larger boards (Alea Evangelii's 19×19). Its games are longer: the club level's median
 * is 148–188 plies on the corner-escape readings there against 31–86 on the smaller boards, and the longest
 * tenth of the deeper player's Cyningstan games went past 362, so a limit of 400 stopped games still in play. The
 * limit never changes a move, so a game that ends within 400 plies ends the same under either limit.
 */
export const LARGE_BOARD_MAX_PLIES = 800;
/**
 * The ply limit for a board of this many squares a side, under these rules: the larger board's also where the
 * edge shields the king (levels.ts edgeShieldsLoneKing, the Viking reading). There the attackers must strip
 * the king of his defenders and force him off the edge, and games grind on: of the 12 games of the other
 * evaluation that AI version 9 stopped at 400 plies, the six examined all still had captures after ply 300, and none had
 * gone 100 plies without one, the point at which version 10 plays a stalled game for a draw (STALL_PLIES).
 */
export const defaultMaxPlies = (size: number, rules: RuleSet): number =>
  size > 13 || edgeShieldsLoneKing(rules) ? LARGE_BOARD_MAX_PLIES : DEFAULT_MAX_PLIES;

/** Plies at the start of a game during which the AI chooses more freely, so that openings vary. */
export const OPENING_PLIES = 4;
/** In the opening, moves within this many points of the best are candidates, so that games of different seeds part early… */
export const OPENING_CHOICE_MARGIN = 60;
/** …chosen by a softmax this warm, so that a move half the margin worse is still picked about a third as often. */
const OPENING_CHOICE_TEMPERATURE = OPENING_CHOICE_MARGIN / 2;
/** The opening's moves are searched at most this deep: cheap, and the choice is free anyway. */
export const OPENING_DEPTH = 2;

/** A move's seed from the game's seed and the ply: a hash mix (golden-ratio offset, Murmur3 multiplier, a shift). */
const mix = (a: number, b: number): number => (Math.imul(a ^ (b + 0x9e3779b9), 0x85ebca6b) ^ (a >>> 13)) >>> 0;

/** Plays one game; `onMove` sees every move with the search that chose it (for tools and tests). */
export function playSelfGame(job: SelfPlayJob, seed: number, onMove?: (move: number, search: SearchResult) => void): Result<GameSummary> {
  const built = buildGame(job.spec);
  if (!built.ok) return built;
  const b = built.value;
  const g = b.game;
  const level = LEVELS[job.level];
  let plies = 0;
  let nodes = 0;
  while (g.outcomeCode === 0 && plies < job.maxPlies) {
    const opening = plies < (job.openingPlies ?? OPENING_PLIES);
    const budget = job.nodes ?? nodesFor(level, g.c.geo.size);
    const r = think(b, {
      level: job.level,
      seed: mix(seed, plies),
      ...(job.weights ? { weights: g.turn === 0 ? job.weights.attackers : job.weights.defenders } : {}),
      ...(job.switches ? (g.turn === 0 ? job.switches.attackers : job.switches.defenders) : {}),
      ...(opening
        ? { limits: { nodes: budget, depth: Math.min(level.depth ?? OPENING_DEPTH, OPENING_DEPTH) } }
        : job.nodes
          ? { limits: { nodes: job.nodes } }
          : {}),
      ...(opening
        ? { openingChoice: { margin: OPENING_CHOICE_MARGIN, temperature: OPENING_CHOICE_TEMPERATURE } }
        : job.choices
          ? { openingChoice: g.turn === 0 ? job.choices.attackers : job.choices.defenders }
          : {}),
    });
    nodes += r.nodes;
    if (r.best < 0) break;
    onMove?.(r.best, r);
    g.make(r.best);
    plies++;
  }
  if (g.outcomeCode === 0) {
    const king = g.king >= 0 ? squareName(g.c.geo, g.king) : null;
    const stopped = { attackers: g.attackers, defenders: g.defenders, king, quietPlies: g.quietPlies };
    return ok({ seed, winner: null, reason: 'move-limit', plies, nodes, stopped });
  }
  const w = outcomeWinner(g.outcomeCode);
  const reason = g.outcome!.reason;
  return ok({ seed, winner: w === 2 ? null : w === 0 ? 'attackers' : 'defenders', reason, plies, nodes });
}
