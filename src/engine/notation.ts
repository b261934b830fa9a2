/**
 * The site's notation, as parse/make pairs that round-trip:
 * - squares `e5`; moves `e5-e8`, with captures `e5-e8xe9/f8` (OpenTafl's capture syntax); `pass`;
 * - positions `<placement> <a|d>` (placement.ts; the letter names the side to move);
 * - rules strings `<preset-id>[;key=value…]`, or `custom;key=value;…` with every key;
 * - game records: `[Tag "value"]` lines, then numbered moves.
 * Bad input is a coded error with a sentence, never an exception.
 */
import { moveFrom, moveTo } from './move';
import { parseSquare, squareName } from './geometry';
import { getLayout } from './layouts';
import { makePlacement, parsePlacement } from './placement';
import {
  geometryOf,
  legalMoves,
  lineAppend,
  lineCurrent,
  lineFrom,
  pieceAt,
  placementOf,
  setup,
  type GameLine,
  type Position,
} from './position';
import { validateRuleSet } from './rules/compile';
import { getPreset, resolveRules } from './rules/presets';
import { RULE_KEYS, RULE_VALUES, diffRules, isRuleKey, isRuleValue, type RulePatch, type RuleSet } from './rules/ruleset';
import { firstSide } from './rules/values';
import { startFromLayout } from './start';
import { PASS, err, ok, type Move, type Result, type Side, type Square } from './types';

// ---- moves -------------------------------------------------------------------------------------

export function makeMove(pos: Position, move: Move): string {
  if (move === PASS) return 'pass';
  const geo = geometryOf(pos);
  return `${squareName(geo, moveFrom(move))}-${squareName(geo, moveTo(move))}`;
}

/** A move with the captures it made, e.g. `e5-e8xe9/f8`. */
export function makeMoveWithCaptures(pos: Position, move: Move, captures: readonly Square[]): string {
  const geo = geometryOf(pos);
  const base = makeMove(pos, move);
  return captures.length === 0 ? base : `${base}x${captures.map((s) => squareName(geo, s)).join('/')}`;
}

const MOVE_RE = /^([KkTtEeDdAa])?([a-s][0-9]{1,2})\s*[-^]\s*([a-s][0-9]{1,2})(?:x([a-s0-9/x]+))?[+-]{0,3}$/;

export interface ParsedMove {
  readonly move: Move;
  /** Captured squares written after `x`, if any (checked by the caller against what happens). */
  readonly claimedCaptures: readonly Square[] | null;
}

/** Parses a move and checks that it is legal in the position. */
export function parseMoveText(pos: Position, text: string): Result<ParsedMove> {
  const s = text.trim();
  if (s.toLowerCase() === 'pass') {
    const moves = legalMoves(pos);
    if (moves.length === 1 && moves[0] === PASS) return ok({ move: PASS, claimedCaptures: null });
    return err('illegal-move', 'Passing is allowed only when a rule lets a player with no legal move pass.');
  }
  const m = MOVE_RE.exec(s);
  if (!m) return err('bad-move', `"${text}" is not a move; write it as two squares joined by a dash, like e5-e8.`);
  const geo = geometryOf(pos);
  const from = parseSquare(geo, m[2]!);
  if (!from.ok) return from;
  const to = parseSquare(geo, m[3]!);
  if (!to.ok) return to;
  let claimed: Square[] | null = null;
  if (m[4]) {
    claimed = [];
    for (const part of m[4].split(/[/x]/).filter(Boolean)) {
      const sq = parseSquare(geo, part);
      if (!sq.ok) return sq;
      claimed.push(sq.value);
    }
  }
  const letter = m[1];
  const piece = pieceAt(pos, from.value);
  if (letter && piece && (letter === 'K' || letter === 'k') !== (piece === 'king'))
    return err(
      'illegal-move',
      `"${text}" names ${letter === 'K' || letter === 'k' ? 'the king' : 'a piece other than the king'}, but the piece on ${m[2]} is ${piece === 'king' ? 'the king' : `${piece === 'defender' ? 'a' : 'an'} ${piece}`}.`,
    );
  const moves = legalMoves(pos).filter((mv) => mv !== PASS && moveFrom(mv) === from.value && moveTo(mv) === to.value);
  if (moves.length === 0) return err('illegal-move', explainIllegal(pos, from.value, to.value));
  return ok({ move: moves[0]!, claimedCaptures: claimed });
}

export function parseMove(pos: Position, text: string): Result<Move> {
  const r = parseMoveText(pos, text);
  return r.ok ? ok(r.value.move) : r;
}

function explainIllegal(pos: Position, from: Square, to: Square): string {
  const geo = geometryOf(pos);
  const f = squareName(geo, from);
  const t = squareName(geo, to);
  if (pos.outcome) return `${f}-${t} cannot be played: the game is over.`;
  const kind = pieceAt(pos, from);
  if (!kind) return `There is no piece on ${f}.`;
  const side: Side = kind === 'attacker' ? 'attackers' : 'defenders';
  if (side !== pos.turn) return `The piece on ${f} belongs to the ${side}, but it is the ${pos.turn}' turn.`;
  return `The ${kind} on ${f} cannot move to ${t} under these rules.`;
}

// ---- positions ---------------------------------------------------------------------------------

export function makePosition(pos: Position): string {
  return `${makePlacement(placementOf(pos))} ${pos.turn === 'attackers' ? 'a' : 'd'}`;
}

/** Parses `<placement> [a|d]` under the given rules (the side defaults to the rules' first mover). */
export function parsePosition(text: string, rules: RuleSet): Result<Position> {
  const parts = text.trim().split(/\s+/);
  if (parts.length === 0 || parts[0] === '' || parts.length > 2)
    return err('bad-position', 'A position is a placement, then optionally "a" or "d" for the side to move.');
  const placement = parsePlacement(parts[0]!);
  if (!placement.ok) return placement;
  let turn: Side | undefined;
  if (parts[1] !== undefined) {
    if (parts[1] !== 'a' && parts[1] !== 'd')
      return err('bad-position', `The side to move must be "a" (attackers) or "d" (defenders), not "${parts[1]}".`);
    turn = parts[1] === 'a' ? 'attackers' : 'defenders';
  }
  return setup(rules, placement.value, turn);
}

// ---- rules strings -----------------------------------------------------------------------------

export interface ParsedRules {
  /** The preset the string names, or null for `custom`. */
  readonly presetId: string | null;
  readonly rules: RuleSet;
  /** The changes against the preset (empty for `custom`). */
  readonly patch: RulePatch;
}

export function makeRules(rules: RuleSet, presetId?: string | null): string {
  const preset = presetId ? getPreset(presetId) : undefined;
  if (!preset) return ['custom', ...RULE_KEYS.map((k) => `${k}=${rules[k]}`)].join(';');
  const base = resolveRules(preset);
  return [preset.id, ...diffRules(base, rules).map((k) => `${k}=${rules[k]}`)].join(';');
}

export function parseRules(text: string): Result<ParsedRules> {
  const parts = text
    .trim()
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return err('bad-rule-value', 'The rules string is empty; it starts with a reading id, like alea-murray.');
  const head = parts[0]!;
  const patch: Record<string, string> = {};
  for (const part of parts.slice(1)) {
    const eq = part.indexOf('=');
    if (eq < 0) return err('bad-rule-value', `"${part}" should be written key=value.`);
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!isRuleKey(key)) return err('unknown-rule', `"${key}" is not a rule this site knows.`);
    if (!isRuleValue(key, value))
      return err('bad-rule-value', `"${value}" is not a value of ${key}; it takes one of: ${RULE_VALUES[key].join(', ')}.`);
    patch[key] = value;
  }
  if (head === 'custom') {
    const checked = validateRuleSet(patch);
    if (!checked.ok) return checked;
    return ok({ presetId: null, rules: checked.value, patch: {} });
  }
  const preset = getPreset(head);
  if (!preset) return err('unknown-preset', `There is no reading called "${head}".`);
  const rules = resolveRules(preset, patch as RulePatch);
  const checked = validateRuleSet(rules as unknown as Record<string, unknown>);
  if (!checked.ok) return checked;
  return ok({ presetId: preset.id, rules: checked.value, patch: patch as RulePatch });
}

// ---- game records ------------------------------------------------------------------------------

export interface GameRecord {
  readonly presetId: string | null;
  readonly rules: RuleSet;
  /** Layout id used for the start, when the start is a named layout. */
  readonly layout: string | null;
  readonly line: GameLine;
}

/** Writes a record; the start is written as a layout name or, if edited, as a position. */
export function makeRecord(record: GameRecord): string {
  const { line } = record;
  const tags: string[] = [`[Rules "${makeRules(record.rules, record.presetId)}"]`];
  const layout = record.layout ? getLayout(record.layout) : undefined;
  const preset = record.presetId ? getPreset(record.presetId) : undefined;
  const startMatchesLayout =
    layout && makePlacement(placementOf(line.start)) === layout.placement && line.start.turn === firstSide(record.rules.firstMover);
  if (startMatchesLayout && layout) {
    if (!preset || preset.layout.value !== layout.id) tags.push(`[Layout "${layout.id}"]`);
  } else {
    tags.push(`[Position "${makePosition(line.start)}"]`);
  }
  const end = lineCurrent(line).outcome;
  if (end) tags.push(`[Result "${end.winner ?? 'draw'} (${end.reason})"]`);
  const tokens = line.moves.map((m, i) => makeMoveWithCaptures(line.positions[i]!, m, line.captures[i]!));
  const rows: string[] = [];
  for (let i = 0; i < tokens.length; i += 2) rows.push(`${i / 2 + 1}. ${tokens.slice(i, i + 2).join(' ')}`);
  return `${tags.join('\n')}\n\n${rows.join('\n')}\n`;
}

const TAG_RE = /^\[(\w+)\s+"([^"]*)"\]$/;

export function parseRecord(text: string): Result<GameRecord> {
  const tags = new Map<string, string>();
  const moveText: string[] = [];
  const lines = text.replace(/\{[^}]*\}/g, ' ').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!.trim();
    if (l === '') continue;
    if (l.startsWith('[')) {
      const m = TAG_RE.exec(l);
      if (!m) return err('bad-record', `Line ${i + 1} looks like a tag but is not [Name "value"].`);
      tags.set(m[1]!, m[2]!);
    } else moveText.push(l);
  }
  const rulesTag = tags.get('Rules');
  if (!rulesTag) return err('bad-record', 'The record has no [Rules "…"] tag, so its rules are unknown.');
  const parsed = parseRules(rulesTag);
  if (!parsed.ok) return err('bad-record', `The Rules tag is invalid: ${parsed.error.message}`);
  const { presetId, rules } = parsed.value;
  let start: Result<Position>;
  let layout: string | null = null;
  const positionTag = tags.get('Position');
  if (positionTag !== undefined) {
    start = parsePosition(positionTag, rules);
  } else {
    layout = tags.get('Layout') ?? (presetId ? getPreset(presetId)!.layout.value : null);
    if (!layout) return err('bad-record', 'A record with custom rules needs a [Position "…"] or [Layout "…"] tag.');
    start = startFromLayout(rules, layout);
  }
  if (!start.ok) return err('bad-record', `The start position is invalid: ${start.error.message}`);
  let line = lineFrom(start.value);
  const tokens = moveText
    .join(' ')
    .split(/\s+/)
    .filter((t) => t !== '' && !/^\d+\.+$/.test(t));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const pos = lineCurrent(line);
    const mv = parseMoveText(pos, token);
    if (!mv.ok) return err('bad-record', `Move ${i + 1} (${token}): ${mv.error.message}`);
    const next = lineAppend(line, mv.value.move);
    if (!next.ok) return err('bad-record', `Move ${i + 1} (${token}): ${next.error.message}`);
    const claimed = mv.value.claimedCaptures;
    const actual = next.value.captures[next.value.captures.length - 1]!;
    if (claimed && !sameSquares(claimed, actual)) {
      const geo = geometryOf(pos);
      const names = (l: readonly Square[]) => (l.length ? l.map((s) => squareName(geo, s)).join(', ') : 'nothing');
      return err('bad-record', `Move ${i + 1} (${token}) is written as capturing ${names(claimed)}, but it captures ${names(actual)}.`);
    }
    line = next.value;
  }
  return ok({ presetId, rules, layout, line });
}

const sameSquares = (a: readonly Square[], b: readonly Square[]): boolean =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);
