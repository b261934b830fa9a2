/** OTN moves and .otg game records. */
import { moveFrom, moveTo } from '../move';
import { parseSquare, squareName } from '../geometry';
import { getLayout } from '../layouts';
import { parseMoveText, type GameRecord, type ParsedMove } from '../notation';
import { parsePlacement } from '../placement';
import { isJump } from '../move';
import {
  geometryOf,
  kingSquare,
  lineAppend,
  lineCurrent,
  lineFrom,
  pieceAt,
  placementOf,
  play,
  setup,
  type GameLine,
  type Placement,
  type Position,
} from '../position';
import { getPreset } from '../rules/presets';
import type { RuleSet } from '../rules/ruleset';
import { firstSide } from '../rules/values';
import { PASS, err, ok, type EngineError, type Move, type PieceKind, type Result, type Square } from '../types';
import { fail, guarded } from './failure';
import { SPECIAL_PIECES, makeOtnPlacement, parseOtnPosition } from './position';
import { makeOtnRules, parseOtnRules } from './rules';
import { sameCells } from './rules-map';

// ---- moves ---------------------------------------------------------------------------------------------

/**
 * A move in OTN: `e5-e8xe9/f8`, `K` before a king move, and a captured king written `xKe5`, as
 * OpenTafl's MoveSerializer writes them. `captures` are the squares the move captured (position.play).
 */
export function makeOtnMove(pos: Position, move: Move, captures: readonly Square[]): Result<string> {
  if (move === PASS) return err('otn-unsupported', 'OpenTafl Notation has no way to write a pass.');
  const geo = geometryOf(pos);
  const from = squareName(geo, moveFrom(move));
  const to = squareName(geo, moveTo(move));
  if (isJump(move)) return err('otn-unsupported', `${from}-${to} is an Evangelist's jump capture, which OpenTafl Notation cannot write.`);
  const played = play(pos, move);
  if (!played.ok) return played;
  const kind = pieceAt(pos, moveFrom(move));
  const taken = captures.map((sq) => squareName(geo, sq));
  const after = played.value.position;
  if (after.outcome?.reason === 'king-captured' && kingSquare(after) !== null) taken.push(`K${squareName(geo, kingSquare(after)!)}`);
  return ok(`${kind === 'king' ? 'K' : ''}${from}-${to}${taken.length > 0 ? `x${taken.join('/')}` : ''}`);
}

const OTN_MOVE_RE = /^([A-Za-z])?([a-s][0-9]{1,2})(\^=|=|\^|-)([a-s][0-9]{1,2})(?:x([A-Za-z0-9/]+?))?([+-]{1,3})?$/;
const OTN_CAPTURE_RE = /^([A-Za-z])?([a-s][0-9]{1,2})$/;
const KIND_OF_MOVE_LETTER: Readonly<Record<string, PieceKind>> = { K: 'king', k: 'king', T: 'defender', t: 'attacker' };
/** A piece kind with its article: "an attacker", "a king". */
const aPiece = (kind: PieceKind): string => `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;

/**
 * Reads one OTN move and checks it is legal (through notation.parseMoveText). Piece letters, before
 * the move or before a captured square, must match the board; `+`/`-` info suffixes are dropped.
 * `claimedCaptures` includes the king's square when the move is written as capturing him.
 */
export function parseOtnMove(pos: Position, text: string): Result<ParsedMove> {
  const s = text.trim();
  const m = OTN_MOVE_RE.exec(s);
  if (!m) return err('bad-otn', `"${s}" is not an OTN move; write it like e5-e8, Ke5-e8 or e5-e8xe9/f8.`);
  const [, letter, from, type, to, captureText] = m;
  if (type !== '-')
    return err('otn-unsupported', `"${s}" is a ${type === '^' ? 'jump' : 'berserk move'}, which the engine's pieces cannot make.`);
  const geo = geometryOf(pos);
  const kindAt = (name: string): PieceKind | null => {
    const sq = parseSquare(geo, name);
    return sq.ok ? pieceAt(pos, sq.value) : null;
  };
  const checkLetter = (l: string, square: string): EngineError | null => {
    const special = SPECIAL_PIECES[l.toLowerCase()];
    if (special) return { code: 'otn-unsupported', message: `"${s}" names a ${special} on ${square}, a piece the engine does not have.` };
    const kind = KIND_OF_MOVE_LETTER[l];
    if (!kind) return { code: 'bad-otn', message: `"${l}" in "${s}" is not an OTN piece letter.` };
    const actual = kindAt(square);
    if (actual !== null && actual !== kind)
      return { code: 'bad-otn', message: `"${s}" names ${aPiece(kind)} on ${square}, but the piece there is ${aPiece(actual)}.` };
    return null;
  };
  if (letter) {
    const bad = checkLetter(letter, from!);
    if (bad) return { ok: false, error: bad };
  }
  let claimed: Square[] | null = null;
  if (captureText !== undefined) {
    claimed = [];
    for (const part of captureText.split('/')) {
      const c = OTN_CAPTURE_RE.exec(part);
      if (!c) return err('bad-otn', `"${part}" in "${s}" is not a captured square.`);
      const sq = parseSquare(geo, c[2]!);
      if (!sq.ok) return err('bad-otn', `${c[2]} in "${s}": ${sq.error.message}`);
      if (c[1]) {
        const bad = checkLetter(c[1], c[2]!);
        if (bad) return { ok: false, error: bad };
      }
      claimed.push(sq.value);
    }
  }
  const parsed = parseMoveText(pos, `${from}-${to}`);
  if (!parsed.ok) return parsed;
  return ok({ move: parsed.value.move, claimedCaptures: claimed });
}

// ---- game records (.otg) -----------------------------------------------------------------------------------

const samePlacement = (a: Placement, b: Placement): boolean =>
  a.size === b.size && a.cells.length === b.cells.length && a.cells.every((k, i) => k === b.cells[i]);

/**
 * Writes an .otg record: `[result:…]`, `[position:…]` when the game starts away from its layout,
 * `[rules:…]` as the final tag, a blank line, then `1. move move` lines (first mover first, per atkf).
 */
export function makeOtg(record: GameRecord): Result<string> {
  const { line, rules } = record;
  const start = line.start;
  const first = firstSide(rules.firstMover);
  if (start.turn !== first)
    return err(
      'otn-unsupported',
      `The game starts with the ${start.turn} to move, but an OTN record always starts with the side its rules move first (here the ${first}).`,
    );
  const startPlacement = placementOf(start);
  let rulesPlacement = startPlacement;
  let positionTag: string | null = null;
  const layout = record.layout ? getLayout(record.layout) : undefined;
  const layoutPlacement = layout ? parsePlacement(layout.placement) : null;
  if (layoutPlacement?.ok && !samePlacement(layoutPlacement.value, startPlacement)) {
    rulesPlacement = layoutPlacement.value;
    const tag = makeOtnPlacement(startPlacement);
    if (!tag.ok) return tag;
    positionTag = tag.value;
  }
  const name = record.presetId ? getPreset(record.presetId)?.name : undefined;
  const rulesText = makeOtnRules(rules, rulesPlacement, name);
  if (!rulesText.ok) return rulesText;
  const tokens: string[] = [];
  for (let i = 0; i < line.moves.length; i++) {
    const t = makeOtnMove(line.positions[i]!, line.moves[i]!, line.captures[i]!);
    if (!t.ok) return err(t.error.code, `Move ${i + 1}: ${t.error.message}`);
    tokens.push(t.value);
  }
  const end = lineCurrent(line).outcome;
  const result = !end ? '?' : end.winner === 'attackers' ? '1' : end.winner === 'defenders' ? '-1' : '0';
  const tags = [`[result:${result}]`];
  if (positionTag) tags.push(`[position:${positionTag}]`);
  tags.push(`[rules:${rulesText.value}]`);
  const turns: string[] = [];
  for (let i = 0; i < tokens.length; i += 2) turns.push(`${i / 2 + 1}. ${tokens.slice(i, i + 2).join(' ')}`);
  return ok(`${tags.join('\n')}\n\n${turns.map((t) => `${t}\n`).join('')}`);
}

const TURN_RE = /^([0-9]+)\.(?:\s+(.*))?$/;
/** Variation lines start with an address such as `12b.1.1a.`. */
const VARIATION_RE = /^[0-9]+[ab]\./;
const TAG_RE = /^([A-Za-z][A-Za-z0-9_-]*):([\s\S]*)$/;

/**
 * Reads an .otg record: tags `[key:value]` (the rules tag, or a bare rules line as in the first
 * version of the spec; an optional `[position:…]` where play starts instead of `start`), then
 * numbered turns. Commentary `[…|…]` and variation lines are skipped; every move must be legal and
 * written captures must match. The record has custom rules: presetId and layout are null.
 */
export function parseOtg(text: string): Result<GameRecord> {
  return guarded(() => readOtg(text));
}

/** The header of an .otg record: its lines (brackets blanked out), its tags, and where the turns start. */
function readHeader(text: string): { lines: string[]; firstTurn: number; tags: Map<string, string>; rulesText: string } {
  // Blank out every bracketed block (tags and comments, which may span lines), keeping line breaks.
  const blocks = [...text.matchAll(/\[[^\]]*\]/g)];
  const masked = text.replace(/\[[^\]]*\]/g, (b) => b.replace(/[^\n]/g, ' '));
  const lines = masked.split('\n');
  const open = lines.findIndex((l) => l.includes('['));
  if (open >= 0) fail('bad-otn', `The "[" on line ${open + 1} is never closed by "]".`);
  let firstTurn = lines.findIndex((l) => TURN_RE.test(l.trim()));
  if (firstTurn < 0) firstTurn = lines.length;
  const headerEnd = lines.slice(0, firstTurn).reduce((n, l) => n + l.length + 1, 0);

  const tags = new Map<string, string>();
  for (const b of blocks) {
    if (b.index! >= headerEnd) break;
    const content = b[0].slice(1, -1);
    const tag = TAG_RE.exec(content);
    if (!tag) {
      if (content.trim() === '' || content.includes('|')) continue; // a stray comment
      fail('bad-otn', `"${b[0].slice(0, 40)}" before the moves is not a [key:value] tag.`);
    } else {
      const key = tag[1]!.toLowerCase();
      if ((key === 'rules' || key === 'position') && tags.has(key)) fail('bad-otn', `The record has two [${key}:…] tags.`);
      tags.set(key, tag[2]!.trim());
    }
  }
  let rulesText = tags.get('rules');
  for (let i = 0; i < firstTurn; i++) {
    const l = lines[i]!.trim();
    if (l === '') continue;
    if (rulesText === undefined && l.startsWith('dim:')) rulesText = l;
    else fail('bad-otn', `Line ${i + 1} ("${l.slice(0, 40)}") is neither a tag nor a numbered turn.`);
  }
  if (rulesText === undefined) fail('bad-otn', 'The record has no [rules:…] tag, so its rules are unknown.');
  return { lines, firstTurn, tags, rulesText };
}

/** The rules, and the start position: the rules' start, or the position tag's. */
function readStart(tags: ReadonlyMap<string, string>, rulesText: string): { rules: RuleSet; start: Position } {
  const parsedRules = parseOtnRules(rulesText);
  if (!parsedRules.ok) fail(parsedRules.error.code, `The rules tag: ${parsedRules.error.message}`);
  const { rules } = parsedRules.value;
  let placement = parsedRules.value.placement;
  const positionText = tags.get('position');
  if (positionText !== undefined) {
    const p = parseOtnPosition(positionText);
    if (!p.ok) fail(p.error.code, `The position tag: ${p.error.message}`);
    if (p.value.size !== placement.size)
      fail('bad-otn', `The position tag has ${p.value.size} ranks, but the rules are for a ${placement.size}×${placement.size} board.`);
    placement = p.value;
  }
  const start = setup(rules, placement);
  if (!start.ok) fail('bad-otn', `The start position cannot be set up: ${start.error.message}`);
  return { rules, start: start.value };
}

/** Plays one OTN move token on the line, checking the captures it is written with. */
function playToken(line: GameLine, token: string, where: string): GameLine {
  const pos = lineCurrent(line);
  const mv = parseOtnMove(pos, token);
  if (!mv.ok) fail(mv.error.code === 'otn-unsupported' ? 'otn-unsupported' : 'bad-otn', `${where}: ${mv.error.message}`);
  const parsed = mv.value;
  const next = lineAppend(line, parsed.move);
  if (!next.ok) fail('bad-otn', `${where}: ${next.error.message}`);
  const after = lineCurrent(next.value);
  const actual = [...next.value.captures[next.value.captures.length - 1]!];
  const king = kingSquare(after);
  if (after.outcome?.reason === 'king-captured' && king !== null) actual.push(king);
  const claimed = parsed.claimedCaptures;
  if (claimed && !sameCells(claimed, actual)) {
    const geo = geometryOf(pos);
    const names = (sqs: readonly Square[]) => (sqs.length ? sqs.map((sq) => squareName(geo, sq)).join(', ') : 'nothing');
    fail('bad-otn', `${where} is written as capturing ${names(claimed)}, but it captures ${names(actual)}.`);
  }
  return next.value;
}

/** The numbered turns from `firstTurn` on, played from the start of `line`. */
function readTurns(lines: readonly string[], firstTurn: number, start: GameLine): GameLine {
  let line = start;
  let expectedTurn = 1;
  let moveNo = 0;
  let shortTurn: number | null = null;
  let resigned = false;
  for (let i = firstTurn; i < lines.length; i++) {
    const l = lines[i]!.trim();
    if (l === '' || VARIATION_RE.test(l)) continue;
    const t = TURN_RE.exec(l);
    if (!t) fail('bad-otn', `Line ${i + 1} ("${l.slice(0, 40)}") is neither a numbered turn nor a comment.`);
    const turn = Number(t[1]);
    if (turn !== expectedTurn) fail('bad-otn', `Line ${i + 1} is turn ${turn}, but turn ${expectedTurn} was expected.`);
    if (resigned) fail('bad-otn', `Turn ${turn} follows a resignation.`);
    if (shortTurn !== null) fail('bad-otn', `Turn ${shortTurn} has only one move, but turn ${turn} follows it.`);
    expectedTurn++;
    const tokens = (t[2] ?? '').split(/\s+/).filter(Boolean);
    if (tokens.length === 0) fail('bad-otn', `Turn ${turn} (line ${i + 1}) has no moves.`);
    if (tokens.length > 2) fail('bad-otn', `Turn ${turn} (line ${i + 1}) has ${tokens.length} moves; a turn has at most two.`);
    let played = 0;
    for (const token of tokens) {
      if (token === '---') {
        resigned = true;
        continue;
      }
      if (resigned) fail('bad-otn', `Turn ${turn} has a move after a resignation.`);
      moveNo++;
      played++;
      line = playToken(line, token, `Move ${moveNo} (turn ${turn}, ${token})`);
    }
    if (played < 2 && !resigned) shortTurn = turn;
  }
  return line;
}

function readOtg(text: string): GameRecord {
  const { lines, firstTurn, tags, rulesText } = readHeader(text);
  const { rules, start } = readStart(tags, rulesText);
  return { presetId: null, rules, layout: null, line: readTurns(lines, firstTurn, lineFrom(start)) };
}
