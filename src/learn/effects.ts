/**
 * What a move does, in words and as data, for the puzzle checks: every sentence here is generated
 * from the engine's result (the captured squares, the outcome, the squares around a piece), so it
 * cannot claim more than the engine did. Pure: engine only.
 */
import {
  moveTo,
  squareAt,
  squareName,
  type Geometry,
  pieceAt,
  type Played,
  type Position,
  RULE_META,
  getPreset,
  RULE_KEYS,
  type RulePatch,
  type RuleSet,
  PASS,
  type Outcome,
  type PieceKind,
  type Square,
  notation,
  geometryOf,
  kingSquare,
  OUTCOME_WORDS,
  listInWords,
} from '../engine';
import type { MoveEffect } from './types';

const KIND_NAME: { readonly [K in PieceKind]: string } = {
  attacker: 'attacker',
  defender: 'defender',
  king: 'king',
  evangelist: 'Evangelist',
};

export const geoOf = (pos: Position): Geometry => geometryOf(pos);
export const nameOf = (pos: Position, sq: Square): string => squareName(geoOf(pos), sq);

/** "the attacker on d4" (the piece as it stands in `pos`). */
export function pieceOn(pos: Position, sq: Square): string {
  const kind = pieceAt(pos, sq);
  return kind ? `the ${KIND_NAME[kind]} on ${nameOf(pos, sq)}` : `the empty square ${nameOf(pos, sq)}`;
}

/** The move's captures and outcome as comparable data. */
export function effectOf(played: Played): MoveEffect {
  const pos = played.position;
  return { captures: played.captures.map((sq) => nameOf(pos, sq)), outcome: pos.outcome };
}

const sameOutcome = (a: Outcome | null | undefined, b: Outcome | null | undefined): boolean =>
  (a ?? null) === null ? (b ?? null) === null : !!b && a!.winner === b.winner && a!.reason === b.reason;

/** Whether two effects agree: the same captured squares (any order) and the same outcome. */
export function sameEffect(a: MoveEffect, b: MoveEffect): boolean {
  const ca = [...(a.captures ?? [])].sort();
  const cb = [...(b.captures ?? [])].sort();
  return ca.length === cb.length && ca.every((s, i) => s === cb[i]) && sameOutcome(a.outcome, b.outcome);
}

export function outcomeWords(outcome: Outcome): string {
  const who = outcome.winner === null ? 'the game is drawn' : `the ${outcome.winner} win`;
  return `${OUTCOME_WORDS[outcome.reason].ends} and ${who}`;
}

/** "the attacker on d4 and the defender on e5" for squares captured from `before`. */
export function capturedWords(before: Position, squares: readonly Square[]): string {
  return listInWords(squares.map((sq) => pieceOn(before, sq)));
}

/** A sentence without its full stop: "c3-c1 captures the attacker on b1", "After e7-e1 the king escapes and the defenders win". */
export function describePlayed(before: Position, played: Played): string {
  const move = notation.makeMove(before, played.move);
  const end = played.position.outcome;
  if (played.captures.length === 0) return end ? `After ${move} ${outcomeWords(end)}` : `${move} captures nothing`;
  const caught = `${move} captures ${capturedWords(before, played.captures)}`;
  return end ? `${caught}; ${outcomeWords(end)}` : caught;
}

/** "Under <reading>, <what happened>": one clause, lower-cased after the comma. */
export const underReading = (name: string, what: string): string => `Under ${name}, ${what.charAt(0).toLowerCase()}${what.slice(1)}`;

/**
 * A reading's name, with the rule changes a patch makes (named by a preset variation when one matches).
 * Names of variations and rules are set in single quotes: double quotes are kept for source words.
 */
export function readingName(presetId: string, patch: RulePatch = {}): string {
  const preset = getPreset(presetId);
  if (!preset) return presetId;
  const keys = RULE_KEYS.filter((k) => patch[k] !== undefined);
  if (keys.length === 0) return preset.name;
  const variation = preset.variations?.find(
    (v) => RULE_KEYS.filter((k) => v.patch[k] !== undefined).length === keys.length && keys.every((k) => v.patch[k] === patch[k]),
  );
  if (variation) {
    const [head, ...rest] = variation.label.split(':');
    const numbered = /^variation \d+$/i.test(head!.trim()) && rest.length > 0;
    return numbered
      ? `${preset.name} with ${head!.trim().toLowerCase()} (${rest.join(':').trim()})`
      : `${preset.name} with the variation ‘${head!.trim()}’`;
  }
  return `${preset.name} with ${listInWords(keys.map((k) => `‘${RULE_META[k].label}’ set to ${String(patch[k])}`))}`;
}

/** The square on the far side of `target` as seen from `from` (null when off the board). */
export function farSide(pos: Position, from: Square, target: Square): Square | null {
  const geo = geoOf(pos);
  const f = 2 * geo.fileOf[target]! - geo.fileOf[from]!;
  const r = 2 * geo.rankOf[target]! - geo.rankOf[from]!;
  if (f < 0 || r < 0 || f >= geo.size || r >= geo.size) return null;
  return squareAt(geo, f, r);
}

export function adjacent(pos: Position, a: Square, b: Square): boolean {
  const geo = geoOf(pos);
  const df = Math.abs(geo.fileOf[a]! - geo.fileOf[b]!);
  const dr = Math.abs(geo.rankOf[a]! - geo.rankOf[b]!);
  return df + dr === 1;
}

export const neighbours = (pos: Position, sq: Square): Square[] => {
  const geo = geoOf(pos);
  const out: Square[] = [];
  for (const d of geo.dirs) if (geo.fileOf[sq + d]! >= 0) out.push(sq + d);
  return out;
};

/** Why a move that was meant to capture `targets` left some of them on the board. */
export function whyNoCapture(before: Position, played: Played, targets: readonly Square[]): string {
  const move = played.move;
  const to = move === PASS ? -1 : moveTo(move);
  const name = notation.makeMove(before, move);
  const missed = targets.filter((t) => !played.captures.includes(t));
  const away = missed.filter((t) => to < 0 || !adjacent(before, to, t));
  const reasons = missed
    .filter((t) => !away.includes(t))
    .map((t) => {
      const target = pieceOn(before, t);
      const far = farSide(before, to, t);
      if (far === null) {
        const edge = EDGE_WORDS[played.position.rules.edgeCaptures];
        return `${name} lands next to ${target}, but beyond it is ${edge}`;
      }
      return `${name} lands next to ${target}, but ${nameOf(before, far)} on the far side does not close the capture under these rules`;
    });
  if (away.length) reasons.unshift(`${name} does not land next to ${capturedWords(before, away)}`);
  const got = played.captures.length ? `it captures ${capturedWords(before, played.captures)} instead` : 'nothing is captured';
  return `${listInWords(reasons)}; ${got}.`;
}

/** The edge as the anvil of a capture, under each value of edgeCaptures. */
const EDGE_WORDS = { yes: 'the edge', no: 'the edge, which does not capture under these rules' } as const satisfies Record<
  RuleSet['edgeCaptures'],
  string
>;
/** Why a square is not where the king escapes to, under each value of kingGoal. */
const NOT_GOAL = { corner: 'is not a corner square', edge: 'is not on the edge' } as const satisfies Record<RuleSet['kingGoal'], string>;

/** Why an attackers' move did not capture the king (the squares around him, and the rule). */
export function whyKingFree(before: Position, played: Played, rules: RuleSet): string {
  const name = notation.makeMove(before, played.move);
  const after = played.position;
  const king = kingSquare(after);
  if (king === null) return `${name} does not capture the king.`;
  const to = played.move === PASS ? -1 : moveTo(played.move);
  const kingName = nameOf(after, king);
  const rule = RULE_META.kingCapture.values[rules.kingCapture];
  if (to < 0 || !adjacent(after, to, king)) return `${name} does not move next to the king on ${kingName}. ${rule}`;
  const held = neighbours(after, king).filter((sq) => pieceAt(after, sq) === 'attacker');
  const names = held.map((sq) => nameOf(after, sq)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return `After ${name} the king on ${kingName} is not captured: attackers stand on ${listInWords(names)} of the squares around him. ${rule}`;
}

/** Why a defenders' move did not end the game with the escape the puzzle asks for. */
export function whyNoEscape(before: Position, played: Played, by: 'escape' | 'edge-fort'): string {
  const name = notation.makeMove(before, played.move);
  const after = played.position;
  const moved = played.move === PASS ? null : pieceAt(after, moveTo(played.move));
  const end = after.outcome ? `; ${outcomeWords(after.outcome)}` : '; the game goes on';
  if (by === 'edge-fort') return `After ${name} the king is not walled into an edge fort the attackers cannot break${end}.`;
  if (moved !== 'king') {
    const k = kingSquare(after);
    const where = k !== null ? ` stays on ${nameOf(after, k)}` : ' does not move';
    return `${name} moves ${moved ? `a ${KIND_NAME[moved]}` : 'no piece'}, not the king; the king${where}${end}.`;
  }
  const goal = NOT_GOAL[after.rules.kingGoal];
  return `After ${name} the king stands on ${nameOf(after, moveTo(played.move))}, which ${goal}${end}.`;
}
