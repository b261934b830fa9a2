/**
 * The claim demo's outcome sentence, generated from what the engine did under one value:
 *   "Under Nielsen's rules with Evangelists (The empty centre against the king: yes), d7-d6 captures
 *    the king: the attackers win."
 *   "Under Murray as the site reads him (The empty centre against the king: no), d7-d6 does not capture
 *    the king; the game goes on."
 * What happens under the other values sharpens the sentence: a king captured elsewhere but not here
 * is "does not capture the king", a move illegal elsewhere but not here "is legal".
 * And the few words under each of a claim's two boards: "the attacker on e3 is captured".
 */
import { listInWords, NO_END, OUTCOME_WORDS, type OutcomeReason, type PieceKind, type RuleKey, type Side } from '../../engine';
import { KIND_WORD } from '../board/words';
import { presetName, readingsHolding, ruleSetting, type ValueObservation } from './model';

export interface OutcomeInput {
  /** The claim's move as written ("d7-d6"). */
  readonly move: string;
  readonly key: RuleKey;
  /** The value the sentence is about. */
  readonly value: string;
  /** The claim's reading, and its value of the key (the value the demo starts on). */
  readonly preset: string;
  readonly presetValue: string;
  /** The two readings to name, when the claim compares two readings. */
  readonly compare?: readonly [string, string];
  readonly observation: ValueObservation;
  /** What happens under the other values of the key. */
  readonly others?: readonly ValueObservation[];
}

const pieceWords = (squares: readonly string[]): string =>
  squares.length === 1 ? `the piece on ${squares[0]}` : `the pieces on ${listInWords(squares)}`;

const result = (winner: Side | null): string => (winner ? `the ${winner} win` : 'the game is drawn');

/** The square a move written as text goes to ("d7-d6" → "d6", "Ke5-e8xe9" → "e8"), or null. */
export const destination = (move: string): string | null => /[-^]\s*([a-s][0-9]{1,2})/i.exec(move)?.[1]?.toLowerCase() ?? null;

/** A sentence from the engine, ending in exactly one full stop. */
const sentence = (s: string): string => `${s.trim().replace(/[.\s]+$/, '')}.`;

/** "Under Murray as the site reads him (Label: value)" or "With one rule of <reading> changed (Label: value)". */
export function underWhat(input: Pick<OutcomeInput, 'key' | 'value' | 'preset' | 'presetValue' | 'compare'>): string {
  const setting = ruleSetting(input.key, input.value);
  const named = readingsHolding({ preset: input.preset, key: input.key, compare: input.compare }, input.value, input.presetValue);
  if (named.length) return `Under ${listInWords(named.map(presetName))} (${setting})`;
  if (input.value === input.presetValue) return `Under ${presetName(input.preset)} (${setting})`;
  return `With one rule of ${presetName(input.preset)} changed (${setting})`;
}

/** The outcome sentence for one value. */
export function outcomeText(input: OutcomeInput): string {
  const under = underWhat(input);
  const o = input.observation;
  const others = input.others ?? [];
  if (o.kind === 'error') return `${under}, the claim cannot be run: ${sentence(o.message)}`;
  if (o.kind === 'invalid') return `${under}, the rules refuse this position: ${sentence(o.message)}`;
  if (o.kind === 'illegal') return `${under}, ${input.move} is not a legal move: ${sentence(o.message)}`;

  // A piece captured on the move's own destination is the mover, caught between two enemies.
  const to = destination(input.move);
  const clauses: string[] = [];
  if (others.some((x) => x.kind === 'illegal')) clauses.push('is legal');
  const taken = o.captures.filter((sq) => sq !== to);
  if (taken.length) clauses.push(`captures ${pieceWords(taken)}`);
  if (to && o.captures.includes(to)) clauses.push(`loses the moving piece, captured on ${to}`);
  if (o.outcome) clauses.push(OUTCOME_WORDS[o.outcome.reason].does);

  const missed = new Set<string>();
  const missedReasons = new Set<OutcomeReason>();
  for (const x of others) {
    if (x.kind !== 'played') continue;
    for (const sq of x.captures) if (!o.captures.includes(sq)) missed.add(sq);
    if (x.outcome && x.outcome.reason !== o.outcome?.reason) missedReasons.add(x.outcome.reason);
  }
  const missedOthers = [...missed].filter((sq) => sq !== to).sort();
  if (missedOthers.length) clauses.push(`does not capture ${pieceWords(missedOthers)}`);
  if (to && missed.has(to)) clauses.push(`leaves the moving piece safe on ${to}`);
  const negations = [...new Set([...missedReasons].map((r) => OUTCOME_WORDS[r].doesNot))];
  for (const n of negations) {
    // "does not end the game" adds nothing to "the game goes on", nor to a game ended another way.
    if (n === NO_END && (o.outcome || clauses.length > 0)) continue;
    clauses.push(n);
  }
  if (clauses.length === 0) clauses.push('captures nothing');
  if (clauses.length === 1 && clauses[0] === NO_END) return `${under}, ${input.move} ${NO_END}.`;

  const tail = o.outcome ? `: ${result(o.outcome.winner)}.` : '; the game goes on.';
  return `${under}, ${input.move} ${listInWords(clauses)}${tail}`;
}

/** A piece taken, as a board's view lists it. */
export interface TakenPiece {
  readonly square: string;
  readonly kind: PieceKind;
}

/** One side of a claim's pair of boards: what the engine did there, and the pieces the move took (a captured king included). */
export interface BoardResult {
  readonly observation: ValueObservation;
  readonly taken: readonly TakenPiece[];
}

/** "the attacker on e3 is", "the attackers on b4 and c3 are". */
function takenAre(taken: readonly TakenPiece[]): string {
  const kinds = new Set(taken.map((t) => t.kind));
  const one = taken.length === 1;
  const kind = kinds.size === 1 ? KIND_WORD[taken[0]!.kind][one ? 0 : 1] : 'pieces';
  return `the ${kind} on ${listInWords(taken.map((t) => t.square))} ${one ? 'is' : 'are'}`;
}

/** "the king escapes", or, where the ending alone does not say who wins, "a player cannot move: the game is drawn". */
function endingWords(outcome: { readonly winner: Side | null; readonly reason: OutcomeReason }): string {
  const said = outcome.reason === 'escape' || outcome.reason === 'king-captured';
  return said ? OUTCOME_WORDS[outcome.reason].ends : `${OUTCOME_WORDS[outcome.reason].ends}: ${result(outcome.winner)}`;
}

/**
 * What the move does on one board, in a few words for its caption, set against the other board:
 * "the attacker on e3 is captured", "the king is captured on e4", "the move is not allowed", and, where
 * nothing happens, what the other board has and this one lacks ("the king is not captured").
 */
export function fewWords(here: BoardResult, there: BoardResult): string {
  const o = here.observation;
  if (o.kind === 'error') return 'the claim cannot be run';
  if (o.kind === 'invalid') return 'the position is not allowed';
  if (o.kind === 'illegal') return 'the move is not allowed';
  const king = here.taken.find((t) => t.kind === 'king' && o.outcome?.reason === 'king-captured');
  const pieces = here.taken.filter((t) => t !== king);
  const clauses: string[] = [];
  if (pieces.length) clauses.push(`${takenAre(pieces)} captured`);
  if (king) clauses.push(`the king is captured on ${king.square}`);
  else if (o.outcome) clauses.push(endingWords(o.outcome));
  if (clauses.length) return listInWords(clauses);
  const t = there.observation;
  if (t.kind === 'illegal') return 'the move is allowed; nothing is captured';
  if (t.kind === 'played') {
    const spared = there.taken.filter((p) => p.kind !== 'king' && !o.captures.includes(p.square));
    if (spared.length) clauses.push(`${takenAre(spared)} not captured`);
    if (t.outcome) clauses.push(OUTCOME_WORDS[t.outcome.reason].notThere);
  }
  return clauses.length ? listInWords(clauses) : 'nothing is captured';
}
