/**
 * The computer players a reading's balance is measured with, so that a verdict can be checked against
 * more than one: each is the club level changed in one way, and each differs from the shipped one in
 * kind, not only in seed.
 *   - club: the shipped result's player (src/data/balance/<preset>.json): the club level as it plays
 *     on /play, with the evaluation tuned for the reading's family and, on 11 × 11 boards with corner
 *     escape, the move-prediction network.
 *   - other-eval: the club level's search and budget with the other evaluation: the hand-set weights
 *     where the club level uses tuned ones (and so no network); where it already uses the hand-set
 *     ones (the readings with edge escape), the weights tuned for the family of boards of that size.
 *   - deeper: the club level with four times its search budget.
 * A player's games are written to src/data/balance/players/<preset>.<player>.json.
 *
 * The strength ladder plays the club level at other node budgets, LADDER_FACTORS times its own: the
 * rungs at 1 and 4 are the club level's and the deeper player's results, the others are written to
 * src/data/balance/ladder/<preset>.x<factor>.json.
 */
import { toGame } from '../../engine/core';
import type { Position } from '../../engine';
import { familyBySize, familyOf, familyWeights, type FamilyId } from '../eval/weights';
import { LEVELS, nodesFor } from '../play/levels';
import type { WeightChoice } from '../play/think';
import type { SelfPlayJob } from './selfplay';

export const PLAYER_IDS = ['club', 'other-eval', 'deeper'] as const;
export type PlayerId = (typeof PLAYER_IDS)[number];
export const isPlayerId = (s: string): s is PlayerId => (PLAYER_IDS as readonly string[]).includes(s);

/** How many times the club level's budget the deeper player searches. */
export const DEEPER_FACTOR = 4;

/** The strength ladder's rungs, as multiples of the club level's node budget. */
export const LADDER_FACTORS = [0.25, 0.5, 1, 2, 4] as const;
export type LadderFactor = (typeof LADDER_FACTORS)[number];
/** The rungs played for the ladder alone: 1 is the club level's own result, 4 the deeper player's. */
export const LADDER_ONLY: readonly LadderFactor[] = LADDER_FACTORS.filter((f) => f !== 1 && f !== DEEPER_FACTOR);
export const isLadderFactor = (f: number): f is LadderFactor => (LADDER_FACTORS as readonly number[]).includes(f);

/** Each family of weights by the game it was tuned for, as a reader names it. */
export const FAMILY_NAMES: Readonly<Record<FamilyId, string>> = { brandubh: 'Brandub', copenhagen: 'Copenhagen', alea: 'Alea Evangelii' };

/** What a player changes in a job, and how a reader is told what it is. */
export interface PlayerSetting {
  readonly id: PlayerId;
  /** The evaluation both sides use: the tuned one the rules call for, the hand-set one, or a family's tuned one. */
  readonly weights: 'tuned' | 'hand-set' | FamilyId;
  /** The node budget per move (the club level's for the board, or a multiple). */
  readonly nodes: number;
  /** The player in a few words, for a reader ("the club level with hand-set weights"). */
  readonly label: string;
  /** On the strength ladder: the multiple of the club level's budget (the club level itself has none). */
  readonly budget?: LadderFactor;
}

/** Each player in two or three words, for a table's column. */
export const PLAYER_SHORT: Readonly<Record<PlayerId, string>> = {
  club: 'Club level',
  'other-eval': 'Other evaluation',
  deeper: `${DEEPER_FACTOR} × the search`,
};

/** The player in a few words, for a reader, from what its file records. */
export function playerLabel(player: Pick<PlayerSetting, 'id' | 'weights'> | undefined): string {
  if (player === undefined || player.id === 'club') return 'the club level';
  if (player.id === 'deeper') return `the club level searching ${DEEPER_FACTOR} times as many positions`;
  if (player.weights === 'hand-set') return 'the club level with the hand-set evaluation';
  if (player.weights === 'tuned') return 'the club level';
  return `the club level with the evaluation tuned for ${FAMILY_NAMES[player.weights]}`;
}

/** The player `id` on these rules and start: its evaluation, its budget and its name. */
export function playerSetting(id: PlayerId, start: Position): PlayerSetting {
  const c = toGame(start).c;
  const club = nodesFor(LEVELS.club, c.geo.size);
  const of = (weights: PlayerSetting['weights'], nodes: number): PlayerSetting => ({
    id,
    weights,
    nodes,
    label: playerLabel({ id, weights }),
  });
  switch (id) {
    case 'club':
      return of('tuned', club);
    case 'deeper':
      return of('tuned', club * DEEPER_FACTOR);
    case 'other-eval':
      return of(familyOf(c) !== null ? 'hand-set' : familyBySize(c.geo.size), club);
  }
}

/** The club level at `factor` times its node budget: a rung of the strength ladder. */
export function ladderSetting(factor: LadderFactor, start: Position): PlayerSetting {
  const club = playerSetting('club', start);
  return { ...club, nodes: Math.round(club.nodes * factor), budget: factor, label: `the club level at ${factor} times its budget` };
}

/** The weights a setting names, as the search takes them. */
export const weightChoiceOf = (s: PlayerSetting): WeightChoice =>
  s.weights === 'tuned' || s.weights === 'hand-set' ? s.weights : familyWeights(s.weights);

/** The job a player plays: the club level's, with the player's evaluation and budget. */
export function jobFor(setting: PlayerSetting, base: SelfPlayJob): SelfPlayJob {
  if (setting.budget !== undefined) return { ...base, nodes: setting.nodes };
  if (setting.id === 'club') return base;
  const w = weightChoiceOf(setting);
  return {
    ...base,
    ...(setting.weights !== 'tuned' ? { weights: { attackers: w, defenders: w } } : {}),
    ...(setting.id === 'deeper' ? { nodes: setting.nodes } : {}),
  };
}
