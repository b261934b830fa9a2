/**
 * The balance verdict on a reading, stated only as strongly as the computer players agree. Each
 * player's games give the defenders' share of the games won by either side (draws left out), with
 * its 95 % Wilson interval; a player favours a side when the interval lies wholly on that side of
 * one half, and otherwise calls the result too close. The verdict then says whether every player
 * tried favours the same side, whether some favour one side and the rest are too close to call, or
 * whether the players disagree, in which case the answer depends on the computer player.
 */
import { listInWords as list } from '../../engine';
import { type Interval, wilson } from './stats';
import type { Tally } from './stats';

export type Side = 'attackers' | 'defenders';
/** What one player's games say: a side, or too close to call. */
export type Lean = Side | 'close';

export interface PlayerResult {
  /** The player in a few words ("the club level"). */
  readonly label: string;
  readonly tally: Pick<Tally, 'attackers' | 'defenders'>;
}

/** The defenders' share of the games won by either side, with its interval. */
export const defendersOfDecided = (t: Pick<Tally, 'attackers' | 'defenders'>): Interval => wilson(t.defenders, t.attackers + t.defenders);

/** The side whose share of decided games is above one half with 95 % confidence, or 'close'. */
export function leanOf(t: Pick<Tally, 'attackers' | 'defenders'>): Lean {
  if (t.attackers + t.defenders === 0) return 'close';
  const d = defendersOfDecided(t);
  return d.lo > 0.5 ? 'defenders' : d.hi < 0.5 ? 'attackers' : 'close';
}

export type VerdictKind = 'agree' | 'partly' | 'close' | 'depends';

export interface Verdict {
  /** agree: every player favours one side; partly: some do, the rest are too close; close: none does; depends: players favour different sides. */
  readonly kind: VerdictKind;
  /** The side favoured, where the players that favour one favour the same. */
  readonly side: Side | null;
  /** One sentence for a reader. */
  readonly sentence: string;
  readonly leans: readonly { readonly label: string; readonly lean: Lean }[];
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];
/** A count in words up to thirteen ("three"), in figures beyond. */
export const countInWords = (n: number): string => COUNT_WORDS[n] ?? String(n);
const tried = (n: number): string =>
  n === 1 ? 'the one computer player tried' : n === 2 ? 'both computer players tried' : `all ${countInWords(n)} computer players tried`;

/** The verdict over the players' results (at least one). */
export function verdictOf(results: readonly PlayerResult[]): Verdict {
  if (results.length === 0) throw new Error('verdictOf: no results to judge.');
  const leans = results.map((r) => ({ label: r.label, lean: leanOf(r.tally) }));
  const by = (l: Lean) => leans.filter((x) => x.lean === l).map((x) => x.label);
  const [att, def, close] = [by('attackers'), by('defenders'), by('close')];
  const n = results.length;
  if (att.length > 0 && def.length > 0) {
    const rest = close.length > 0 ? `; under ${list(close)} it is too close to call` : '';
    return {
      kind: 'depends',
      side: null,
      leans,
      sentence: `The answer depends on the computer player: the attackers win more games under ${list(att)}, the defenders under ${list(def)}${rest}.`,
    };
  }
  if (att.length === 0 && def.length === 0)
    return { kind: 'close', side: null, leans, sentence: `Neither side wins clearly more games under ${tried(n)}.` };
  const side: Side = att.length > 0 ? 'attackers' : 'defenders';
  const other = side === 'attackers' ? 'defenders' : 'attackers';
  if (close.length === 0)
    return { kind: 'agree', side, leans, sentence: `The ${side} win more games than the ${other} under ${tried(n)}.` };
  const some = side === 'attackers' ? att : def;
  return {
    kind: 'partly',
    side,
    leans,
    sentence: `The ${side} win more games under ${list(some)}; under ${list(close)} the result is too close to call.`,
  };
}
