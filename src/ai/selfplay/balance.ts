/**
 * The shape of a balance result: what `npm run balance` writes, what ships in src/data/balance/,
 * and what the lab, the comparison page and the essays read. `parseBalance` checks a file.
 */
import { RULE_KEYS, isRuleKey, isRuleValue, type RuleSet, fail, ok, type Result } from '../../engine';
import { END_REASONS, OPENING_PLIES } from './selfplay';
import type { LevelSpec, LevelId } from '../play/levels';
import { isLevelId } from '../play/levels';
import type { Tally } from './stats';
import { isLadderFactor, isPlayerId, type LadderFactor, type PlayerSetting } from './players';

/** Bump when the search or the evaluation changes what the AI plays (old files say which they are). */
export const AI_VERSION = 11;
export const BALANCE_FORMAT = 1;

export interface BalanceFile {
  readonly format: typeof BALANCE_FORMAT;
  /** The AI version that played the games. */
  readonly aiVersion: number;
  /** The command line that produced this file, exactly as typed (`npm run balance -- …`). */
  readonly command: string;
  readonly preset: string;
  /** Rules string (`preset;key=value` or the preset id alone). */
  readonly rulesText: string;
  readonly rules: RuleSet;
  readonly layout: string;
  readonly level: LevelId;
  /** The level's settings when the games were played. */
  readonly ai: Pick<LevelSpec, 'nodes' | 'depth' | 'choice' | 'overlook'>;
  /** Another computer player than the level (players.ts): its evaluation and its node budget per move on this board. */
  readonly player?: Pick<PlayerSetting, 'id' | 'weights' | 'nodes'>;
  /** A rung of the strength ladder: the club level at this multiple of its node budget, and that budget per move on this board. */
  readonly budget?: LadderFactor;
  readonly budgetNodes?: number;
  /** Plies at the start of each game chosen freely, where not OPENING_PLIES (`--opening`): how much a result rests on how its games part. */
  readonly openingPlies?: number;
  readonly seed: number;
  readonly maxPlies: number;
  readonly tally: Tally;
  /** When the run finished (ISO 8601), and how long it took. */
  readonly finished: string;
  readonly seconds: number;
  readonly threads: number;
}

/** A JSON object (not an array), and a whole number ≥ 0: what the result files are checked with. */
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isNat = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Checks the parts a page relies on; returns a sentence naming the first problem. */
export function parseBalance(data: unknown): Result<BalanceFile> {
  const bad = fail;
  if (!isObj(data)) return bad('A balance file must be a JSON object.');
  if (data.format !== BALANCE_FORMAT) return bad(`Unknown balance file format ${String(data.format)}.`);
  for (const k of ['command', 'preset', 'rulesText', 'layout', 'finished'] as const)
    if (typeof data[k] !== 'string') return bad(`The balance file has no "${k}".`);
  if (typeof data.level !== 'string' || !isLevelId(data.level)) return bad('The balance file names no known level.');
  if (!isObj(data.rules)) return bad('The balance file has no rules.');
  for (const k of RULE_KEYS) {
    const v = data.rules[k];
    if (typeof v !== 'string' || !isRuleValue(k, v)) return bad(`The balance file's rule "${k}" is missing or unknown.`);
  }
  for (const k of Object.keys(data.rules)) if (!isRuleKey(k)) return bad(`The balance file has an unknown rule "${k}".`);
  const t = data.tally;
  if (!isObj(t)) return bad('The balance file has no tally.');
  for (const k of ['games', 'attackers', 'defenders', 'draws'] as const) if (!isNat(t[k])) return bad(`The tally's "${k}" is not a count.`);
  if ((t.attackers as number) + (t.defenders as number) + (t.draws as number) !== t.games)
    return bad('The tally does not add up: wins and draws differ from the number of games.');
  if (!isObj(t.reasons) || !END_REASONS.every((r) => isNat((t.reasons as Record<string, unknown>)[r])))
    return bad("The tally's end reasons are incomplete.");
  if (!Array.isArray(t.lengths) || t.lengths.length !== t.games || !t.lengths.every(isNat))
    return bad("The tally's game lengths do not match the number of games.");
  if (data.player !== undefined) {
    const p = data.player;
    if (!isObj(p) || typeof p.id !== 'string' || !isPlayerId(p.id) || p.id === 'club' || typeof p.weights !== 'string' || !isNat(p.nodes))
      return bad('The balance file names a computer player it does not describe.');
  }
  if (data.budget !== undefined && (typeof data.budget !== 'number' || !isLadderFactor(data.budget) || !isNat(data.budgetNodes)))
    return bad('The balance file names a budget that is not a rung of the strength ladder.');
  if (data.openingPlies !== undefined && (!isNat(data.openingPlies) || data.openingPlies === OPENING_PLIES))
    return bad(
      `The balance file's "openingPlies" is not a whole number other than ${OPENING_PLIES}, the plies every game opens with unless told.`,
    );
  for (const k of ['aiVersion', 'seed', 'maxPlies', 'threads'] as const)
    if (!isNat(data[k])) return bad(`The balance file's "${k}" is not a whole number.`);
  return ok(data as unknown as BalanceFile);
}
