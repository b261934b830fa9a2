/**
 * /play's guide: the one line above the board that a "try it" link from /compare opens with, saying
 * which move to play and what to look for, and offering the rule's other value to see the difference:
 *
 *   Play m10-l10 and watch the king on k10: under Walker 2014 leaflet (The empty centre against the
 *   king: yes), he is captured, and the attackers win.   [Try “no”]  [Dismiss]
 *
 * The link names the rule and the move and nothing else (`show=<rule>,<move>`, beside the game's own
 * r, p, m and c); the words are the site's own (the rule's label, the values' names, the reading's
 * name) and what the move does is what the engine does on the board shown, under the rules in force,
 * so the line cannot say what the board does not. The guide stands while the game is still the one
 * the link opened: the same reading, the same start, the moves before the one to try and that move at
 * most; it goes when the reader plays on, starts another game, chooses another reading or dismisses it.
 */
import {
  OUTCOME_WORDS,
  type OutcomeReason,
  RULE_META,
  RULE_VALUES,
  type RuleKey,
  type RuleSet,
  type Side,
  geometry,
  geometryOf,
  getPreset,
  isRuleKey,
  lineAppend,
  lineFrom,
  listInWords,
  notation,
  parseSquare,
  replayTexts,
  ruleSetting,
  squareName,
  valueName,
} from '../../engine';
import { toBoardView } from '../adapter';
import type { BoardView } from '../board/types';
import { KIND_WORD } from '../board/words';
import { gameName, rulesOf, startUnder, type PlayState } from './model';
import { GUIDE_PARAM, hasGame } from './urlState';
import { quote } from './words';

/** The guide's part of a /play query: `show=<rule>,<move>`. */
export const guideQuery = (key: RuleKey, move: string): string => `${GUIDE_PARAM}=${key},${move}`;

export interface Guide {
  readonly key: RuleKey;
  /** The move to try, in the site's notation ("d7-d6"). */
  readonly move: string;
  /** The reading the link opened (null for custom rules). */
  readonly presetId: string | null;
  /** The start's pieces, as the link set them up. */
  readonly start: string;
  /** The moves before the one to try. */
  readonly before: readonly string[];
}

const MOVE = /^[a-s][1-9][0-9]?-[a-s][1-9][0-9]?$/;

const moveTexts = (s: PlayState, n: number): string[] => s.line.moves.slice(0, n).map((m, i) => notation.makeMove(s.line.positions[i]!, m));

const pieces = (s: Pick<PlayState, 'start'>): string => notation.makePosition(s.start).split(' ')[0]!;

/**
 * The guide a query asks for, on the game it opened (the move to try comes after the ply shown); null
 * when the query asks for none; a sentence when it cannot be read (the game loads all the same).
 */
export function readGuide(search: string, s: PlayState): Guide | string | null {
  let text: string | null;
  try {
    text = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(GUIDE_PARAM);
  } catch {
    text = null;
  }
  if (text === null) return null;
  if (!hasGame(search)) return 'The link names a move to try but no game to try it in, so it was left out.';
  const [key = '', move = '', ...rest] = text.split(',').map((p) => p.trim());
  const squares = move.split('-');
  const onBoard = squares.every((sq) => parseSquare(geometry(s.start.size), sq).ok);
  if (!isRuleKey(key) || !MOVE.test(move) || !onBoard || rest.length > 0)
    return `The link’s note on which rule to try (“${quote(text)}”) cannot be read, so the game opens without it.`;
  return { key, move, presetId: s.presetId, start: pieces(s), before: moveTexts(s, s.cursor) };
}

/** Whether the game is still the one the guide was opened on (the reader has not moved on). */
export function stillGuided(s: PlayState, g: Guide): boolean {
  if (s.editor || s.presetId !== g.presetId || pieces(s) !== g.start) return false;
  const n = g.before.length;
  if (s.line.moves.length > n + 1) return false;
  const played = moveTexts(s, s.line.moves.length);
  return played.every((m, i) => (i < n ? m === g.before[i] : m === g.move));
}

/** A piece the move takes, as the board crosses it out (a captured king included). */
type Taken = BoardView['captured'][number];

/**
 * What the move does under one value: the rules refuse the position ('invalid') or the move
 * ('illegal'), the moves before it cannot be replayed ('error'), or it is played: the squares the
 * engine takes, the pieces the board crosses out, and how the game ends.
 */
export interface MoveResult {
  readonly kind: 'invalid' | 'illegal' | 'error' | 'played';
  readonly captures: readonly string[];
  readonly taken: readonly Taken[];
  readonly outcome: { readonly winner: Side | null; readonly reason: OutcomeReason } | null;
}

/** What the move does under `rules` on the guide's game, as a change of rules would set it up. */
export function observeUnder(s: PlayState, g: Guide, rules: RuleSet): MoveResult {
  const none = (kind: MoveResult['kind']): MoveResult => ({ kind, captures: [], taken: [], outcome: null });
  const start = startUnder(s, rules);
  if (!start.ok) return none('invalid');
  const { line, stopped } = replayTexts(lineFrom(start.value), g.before);
  if (stopped) return none('error');
  const pos = line.positions[line.positions.length - 1]!;
  const move = notation.parseMove(pos, g.move);
  if (!move.ok) return none(move.error.code === 'illegal-move' ? 'illegal' : 'error');
  const after = lineAppend(line, move.value);
  if (!after.ok) return none('error');
  const geo = geometryOf(pos);
  const outcome = after.value.positions[after.value.positions.length - 1]!.outcome;
  return {
    kind: 'played',
    captures: after.value.captures[after.value.captures.length - 1]!.map((sq) => squareName(geo, sq)).sort(),
    taken: toBoardView(after.value).captured,
    outcome: outcome ? { winner: outcome.winner, reason: outcome.reason } : null,
  };
}

/** Whether two values give the move the same result. */
const same = (a: MoveResult, b: MoveResult): boolean =>
  a.kind === b.kind &&
  a.captures.join() === b.captures.join() &&
  `${a.outcome?.reason}${a.outcome?.winner}` === `${b.outcome?.reason}${b.outcome?.winner}`;

/** "the attacker on e3", "the defenders on i8 and h9", and whether that is one piece. */
function piecesOn(taken: readonly Taken[]): { readonly name: string; readonly one: boolean } {
  const one = taken.length === 1;
  const noun = new Set(taken.map((t) => t.kind)).size === 1 ? KIND_WORD[taken[0]!.kind][one ? 0 : 1] : 'pieces';
  return { name: `the ${noun} on ${listInWords(taken.map((t) => t.square))}`, one };
}

const win = (o: NonNullable<MoveResult['outcome']>): string => (o.winner ? `the ${o.winner} win` : 'the game is drawn');

/**
 * What to watch, and what happens to it under the value shown: the pieces the move takes (the king
 * first), else how the game ends, else what the other value does that this one does not.
 */
function lookFor(here: MoveResult, there: MoveResult): { readonly watch: string | null; readonly happens: string } {
  if (here.kind === 'illegal') return { watch: null, happens: 'the move is not allowed' };
  if (here.kind !== 'played') return { watch: null, happens: 'the position is not allowed' };
  const o = here.outcome;
  const king = here.taken.find((t) => t.kind === 'king');
  if (king && o) return { watch: `the king on ${king.square}`, happens: `he is captured, and ${win(o)}` };
  if (here.taken.length) {
    const p = piecesOn(here.taken);
    return { watch: p.name, happens: `${p.one ? 'it is' : 'they are'} captured${o ? `, and ${OUTCOME_WORDS[o.reason].ends}` : ''}` };
  }
  if (o) return { watch: null, happens: `${OUTCOME_WORDS[o.reason].ends}, and ${win(o)}` };
  // Nothing happens here: watch what the other value does.
  if (there.kind === 'illegal') return { watch: null, happens: 'the move is allowed, and nothing is captured' };
  const theirs = there.kind === 'played' ? there.taken : [];
  const theirKing = theirs.find((t) => t.kind === 'king');
  if (theirKing) return { watch: `the king on ${theirKing.square}`, happens: 'he is not captured' };
  if (theirs.length) {
    const p = piecesOn(theirs);
    return { watch: p.name, happens: `${p.one ? 'it is' : 'they are'} not captured` };
  }
  if (there.outcome) return { watch: null, happens: OUTCOME_WORDS[there.outcome.reason].notThere };
  return { watch: null, happens: 'nothing is captured' };
}

export interface GuideWords {
  /** The line: what to do, what to watch, under which rule, and what happens. */
  readonly text: string;
  /**
   * The button that changes the rule to show the difference: its words, its accessible name (the words
   * and the rule), and the value it sets (null: back to the reading's own).
   */
  readonly change: { readonly text: string; readonly label: string; readonly value: string | null } | null;
}

/** "under Walker 2014 leaflet (Label: value)", or with the rules changed, how many. */
function under(s: PlayState, key: RuleKey, value: string): string {
  const rule = ruleSetting(key, value);
  if (!s.presetId) return `under these rules (${rule})`;
  const reading = gameName(s);
  const changed = Object.keys(s.patch).length;
  if (changed === 0) return `under ${reading} (${rule})`;
  return `with ${changed === 1 ? 'one rule' : `${changed} rules`} of ${reading} changed (${rule})`;
}

/**
 * The guide's line for the game shown, or null when the reader has moved on:
 *   "Play m10-l10 and watch the king on k10: under Walker 2014 leaflet (The empty centre against the
 *    king: yes), he is captured, and the attackers win."
 * The other value set against the rule in force is the first (in the rule's order) under which the
 * move does something else, one that plays or refuses the move before one that refuses the position.
 */
export function guideWords(s: PlayState, g: Guide): GuideWords | null {
  if (!stillGuided(s, g)) return null;
  const rules = rulesOf(s);
  const value = rules[g.key] as string;
  const results = new Map<string, MoveResult>();
  for (const v of RULE_VALUES[g.key] as readonly string[]) results.set(v, observeUnder(s, g, { ...rules, [g.key]: v } as RuleSet));
  const here = results.get(value)!;
  const differing = [...results].filter(([v, r]) => v !== value && !same(r, here));
  const shown = differing.filter(([, r]) => r.kind === 'played' || r.kind === 'illegal');
  const [other, there] = shown[0] ?? differing[0] ?? [null, here];
  const { watch, happens } = lookFor(here, there);
  const played = s.cursor > g.before.length && s.line.moves.length > g.before.length;
  const doing = played ? `After ${g.move}` : here.kind === 'illegal' ? `Try ${g.move}` : `Play ${g.move}`;
  const text = `${doing}${watch ? `${played ? ',' : ' and'} watch ${watch}` : ''}: ${under(s, g.key, value)}, ${happens}.`;
  const own = s.presetId ? (getPreset(s.presetId)?.rules[g.key].value as string | undefined) : undefined;
  // Back to the reading's own value once the reader has changed it; otherwise the value that shows the difference.
  const back = own !== undefined && own !== value ? own : null;
  const target = back ?? other;
  if (target === null) return { text, change: null };
  const words = `${back ? 'Back to' : 'Try'} “${valueName(g.key, target)}”`;
  return { text, change: { text: words, label: `${words} (${RULE_META[g.key].label})`, value: back ? null : target } };
}
