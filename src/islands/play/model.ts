/**
 * The play page's model: one immutable state and a pure reducer, testable without a DOM. The engine
 * decides everything (legality, setups, rule combinations); the model keeps the reader's game and
 * turns every refusal into the engine's sentence, changing nothing else.
 */
import {
  lineAppend,
  lineFrom,
  placementOf,
  setup,
  type GameLine,
  type Position,
  validateRuleSet,
  getPreset,
  resolveRules,
  diffRules,
  isRuleKey,
  type RuleKey,
  type RulePatch,
  type RuleSet,
  startFromLayout,
  startPosition,
  PASS,
  type Move,
  type Side,
  notation,
  type Result,
  assertNever,
  truncateLine,
  firstSide,
  replayMoves,
  isRuleValue,
  RULE_META,
  valueName,
  withDependents,
} from '../../engine';
import { boardMove, statusText, toBoardView } from '../adapter';
import type { BoardStyle, BoardView, SquareName } from '../board/types';
import { editorFrom, editorPosition, editorView, editSquare, emptyBoard, type EditorState, type EditorTool } from './editor';
import { defaultBoardStyle, layoutOf } from './game-line';
import { exportOtn, exportPosition, exportRecord, importPosition, importRecord, type Loaded } from './io';
import { DEFAULT_LEVEL, type LevelId } from '../../ai/play/levels';
import { personSideOf, type Opponent } from './ai';
import { inner, quote } from './words';

export type MessageKind = 'error' | 'status';

export interface PlayState {
  /** The reading the rules start from; null for custom rules (an imported OpenTafl record). */
  readonly presetId: string | null;
  /** The reading's rules (or the custom rules as imported): what the patch changes. */
  readonly base: RuleSet;
  readonly patch: RulePatch;
  /** The named layout the start position is, or null when it was edited or imported. */
  readonly layoutId: string | null;
  /** The start position, under the rules in force. */
  readonly start: Position;
  readonly line: GameLine;
  /** The ply shown (0 = the start); moves after it are the line's future. */
  readonly cursor: number;
  /** Moves taken back, the next one last. */
  readonly redo: readonly Move[];
  readonly editor: EditorState | null;
  readonly boardStyle: BoardStyle;
  readonly flipped: boolean;
  /** The text of the import/export box. */
  readonly text: string;
  /** One sentence for the reader, or null. */
  readonly message: string | null;
  readonly messageKind: MessageKind;
  /** Who plays the other side, and the AI's level: part of the game, so a link and Back keep them. */
  readonly opponent: Opponent;
  readonly level: LevelId;
  /**
   * Counts the changes that start another game (a reading, a rule, a layout, an import, New game,
   * Rematch): the page gives each a history entry of its own, so the browser's Back returns to the game before.
   */
  readonly chapter: number;
  /** The game before the last reading change, kept so that "Return to it" can bring it back (null when there was none worth keeping). */
  readonly previous: PlayState | null;
  /**
   * A change of rules the message offers (a rule the reader set needs another to change with it:
   * corner escape needs corner squares): Accept applies it; any other message withdraws it.
   */
  readonly offer?: RulesOffer | null;
}

/** A change of rules offered to the reader, with the words of its button. */
export interface RulesOffer {
  readonly rules: RuleSet;
  /** The button's words: "Change it too". */
  readonly accept: string;
}

export type PlayAction =
  | { readonly type: 'choosePreset'; readonly presetId: string }
  | { readonly type: 'setRule'; readonly key: RuleKey; readonly value: string }
  | { readonly type: 'resetRule'; readonly key: RuleKey }
  | { readonly type: 'applyVariation'; readonly id: string }
  | { readonly type: 'chooseLayout'; readonly layoutId: string }
  | { readonly type: 'move'; readonly from: SquareName; readonly to: SquareName }
  /** The side to move passes (legal only when a rule lets a side with no move pass; the AI's pass). */
  | { readonly type: 'pass' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'step'; readonly to: 'first' | 'back' | 'forward' | 'last' }
  | { readonly type: 'jump'; readonly ply: number }
  | { readonly type: 'restart' }
  | { readonly type: 'flip' }
  | { readonly type: 'boardStyle'; readonly style: BoardStyle }
  | { readonly type: 'setText'; readonly text: string }
  | { readonly type: 'importRecord' }
  | { readonly type: 'importPosition' }
  | { readonly type: 'exportRecord' }
  | { readonly type: 'exportPosition' }
  | { readonly type: 'exportOtn' }
  | { readonly type: 'editStart' }
  | { readonly type: 'editTool'; readonly tool: EditorTool }
  | { readonly type: 'editSquare'; readonly square: SquareName }
  | { readonly type: 'editTurn'; readonly turn: Side }
  | { readonly type: 'editEmpty' }
  | { readonly type: 'editDone' }
  | { readonly type: 'editCancel' }
  /** Every rule back to the reading's value. */
  | { readonly type: 'resetRules' }
  /** The same rules and start, no moves. */
  | { readonly type: 'newGame' }
  /** The same rules and start, no moves, the sides swapped (the AI takes the other side; without it, the board turns). */
  | { readonly type: 'rematch' }
  /** Back to the game the last reading change replaced. */
  | { readonly type: 'returnToPrevious' }
  | { readonly type: 'setOpponent'; readonly opponent: Opponent }
  | { readonly type: 'setLevel'; readonly level: LevelId }
  /** The moves taken back are given up (the AI waits while there are some to redo). */
  | { readonly type: 'dropRedo' }
  /** A record read from a file: into the box, then imported. */
  | { readonly type: 'loadFile'; readonly text: string; readonly name: string }
  | { readonly type: 'replace'; readonly state: PlayState }
  | { readonly type: 'say'; readonly message: string | null; readonly kind?: MessageKind }
  /** The reader takes the change of rules the message offers. */
  | { readonly type: 'acceptOffer' };

export const DEFAULT_PRESET = 'alea-cyningstan';

// ---- derived values --------------------------------------------------------------------------------

export const rulesOf = (s: PlayState): RuleSet => ({ ...s.base, ...s.patch });
/** The position shown (at the cursor). */
export const shown = (s: PlayState): Position => s.line.positions[s.cursor]!;
export const shownLine = (s: PlayState): GameLine => truncateLine(s.line, s.cursor);
export const statusOf = (s: PlayState): string => (s.editor ? 'Setting up the board' : statusText(shown(s)));

export function boardView(s: PlayState): BoardView {
  const view = toBoardView(shownLine(s));
  return s.editor ? editorView(s.editor, view) : view;
}

/** The state of a fresh game under a reading (its own layout unless another is named). */
export function newGame(presetId: string, layoutId?: string): PlayState | string {
  const preset = getPreset(presetId);
  if (!preset) return `There is no reading called "${presetId}".`;
  const start = startPosition(presetId, layoutId ? { layout: layoutId } : {});
  if (!start.ok) return start.error.message;
  return fromLoaded({ presetId, rules: start.value.rules, layoutId: layoutId ?? preset.layout.value, line: lineFrom(start.value) }, false);
}

export function initialState(presetId: string = DEFAULT_PRESET): PlayState {
  const s = newGame(presetId);
  if (typeof s !== 'string') return s;
  const fallback = newGame(DEFAULT_PRESET);
  if (typeof fallback === 'string') throw new Error(`The default reading cannot start: ${fallback}`);
  return { ...fallback, message: s, messageKind: 'error' };
}

/** A state from a loaded game (an import, a link, a saved game), shown at its last ply. */
export function fromLoaded(g: Loaded, flipped: boolean): PlayState {
  const preset = g.presetId ? getPreset(g.presetId) : undefined;
  const base = preset ? resolveRules(preset) : g.rules;
  const patch = patchOf(base, g.rules);
  return {
    presetId: preset ? preset.id : null,
    base,
    patch,
    layoutId: g.layoutId,
    start: g.line.start,
    line: g.line,
    cursor: g.line.moves.length,
    redo: [],
    editor: null,
    boardStyle: defaultBoardStyle(preset ? preset.id : null, g.line.start.size),
    flipped,
    text: '',
    message: null,
    messageKind: 'status',
    opponent: 'person',
    level: DEFAULT_LEVEL,
    chapter: 0,
    previous: null,
  };
}

/** Another game in the same page: what belongs to the reader rather than to the game (the board's turn, the opponent) carries over. */
const carry = (s: PlayState, next: PlayState): PlayState => ({
  ...next,
  flipped: s.flipped,
  opponent: s.opponent,
  level: s.level,
  chapter: s.chapter,
  text: s.text,
});

const patchOf = (base: RuleSet, rules: RuleSet): RulePatch =>
  Object.fromEntries(diffRules(base, rules).map((k) => [k, rules[k]])) as RulePatch;

const fail = (s: PlayState, message: string): PlayState => ({ ...s, message, messageKind: 'error', offer: null });
const say = (s: PlayState, message: string | null): PlayState => ({ ...s, message, messageKind: 'status', offer: null });

/**
 * A rule the reader set that the others cannot take as they are: the message says which other rules
 * it needs and offers to change them too (withDependents), instead of refusing; the game is unchanged
 * until the reader accepts. Where nothing can mend it, the change is refused with the engine's reason.
 */
function offerDependents(s: PlayState, key: RuleKey, value: string, wanted: RuleSet, refusal: string): PlayState {
  const fix = withDependents(wanted, key);
  if (!fix) return fail(s, refusal);
  const needs = fix.also.map((k) => `${RULE_META[k].label.toLowerCase()} set to “${valueName(k, fix.rules[k])}”`).join(' and ');
  const message = `${RULE_META[key].label}: “${valueName(key, value)}” works only with ${needs}. Change ${fix.also.length === 1 ? 'that' : 'those'} too?`;
  return {
    ...s,
    message,
    messageKind: 'status',
    offer: { rules: fix.rules, accept: fix.also.length === 1 ? 'Change it too' : 'Change them too' },
  };
}

// ---- rules -----------------------------------------------------------------------------------------

/**
 * The game's start under other rules, as a change of rules sets it up: the rules checked, the same
 * pieces, and a start with the first mover to move keeping that meaning when the first mover changes.
 */
export function startUnder(s: Pick<PlayState, 'start'>, rules: RuleSet): Result<Position> {
  const checked = validateRuleSet(rules as unknown as Record<string, unknown>);
  if (!checked.ok) return checked;
  const turn = s.start.turn === firstSide(s.start.rules.firstMover) ? firstSide(checked.value.firstMover) : s.start.turn;
  return setup(checked.value, placementOf(s.start), turn);
}

/**
 * The same game under other rules: the start is revalidated, as withRules does (an invalid setup refuses the change)
 * and the moves replayed; moves no longer legal go back on the redo stack, so nothing is lost.
 */
export function changeRules(s: PlayState, rules: RuleSet): PlayState {
  const start = startUnder(s, rules);
  if (!start.ok) return fail(s, start.error.message);
  const { line, stopped } = replayMoves(lineFrom(start.value), s.line.moves);
  const dropped = stopped ? s.line.moves.slice(stopped.index) : [];
  const next: PlayState = {
    ...s,
    patch: patchOf(s.base, start.value.rules),
    start: start.value,
    line,
    cursor: Math.min(s.cursor, line.moves.length),
    redo: dropped.length > 0 ? [...s.redo, ...[...dropped].reverse()] : s.redo,
  };
  if (dropped.length === 0) return say(next, null);
  const k = line.moves.length;
  const text = notation.makeMove(s.line.positions[k]!, s.line.moves[k]!);
  return fail(next, `Move ${k + 1} (${text}) is not legal under the new rules, so the game stops before it; Redo tries it again.`);
}

// ---- the reducer -----------------------------------------------------------------------------------

const ALLOWED_WHILE_EDITING: ReadonlySet<PlayAction['type']> = new Set([
  'editTool',
  'editSquare',
  'editTurn',
  'editEmpty',
  'editDone',
  'editCancel',
  'flip',
  'boardStyle',
  'setText',
  'say',
  'replace',
  'setOpponent',
  'setLevel',
]);

/** The reading, a rule, a variation or the layout changes: a new game under the new rules. */
function reduceRules(
  s: PlayState,
  a: Extract<PlayAction, { type: 'choosePreset' | 'setRule' | 'resetRule' | 'resetRules' | 'applyVariation' | 'chooseLayout' }>,
): PlayState {
  switch (a.type) {
    case 'choosePreset': {
      const next = newGame(a.presetId);
      if (typeof next === 'string') return fail(s, next);
      if (a.presetId === s.presetId && s.line.moves.length === 0 && Object.keys(s.patch).length === 0) return s;
      const n = s.line.moves.length;
      // A game with moves is put aside, not lost: "Return to it" (or the browser's Back) brings it back.
      if (n === 0) return carry(s, next);
      const kept: PlayState = { ...s, previous: null, message: null, messageKind: 'status' };
      return say(
        { ...carry(s, next), previous: kept },
        `A new game of ${gameName(next)}. Your game of ${n === 1 ? 'one move' : `${n} moves`} (${gameName(s)}) is put aside: Return to it, or use the browser’s Back.`,
      );
    }
    case 'setRule': {
      if (!isRuleKey(a.key)) return fail(s, `"${a.key}" is not a rule this site knows.`);
      if (!isRuleValue(a.key, a.value)) return fail(s, `That is not a value of “${RULE_META[a.key].label}”.`);
      const wanted = { ...rulesOf(s), [a.key]: a.value } as RuleSet;
      const checked = validateRuleSet(wanted as unknown as Record<string, unknown>);
      return checked.ok ? changeRules(s, wanted) : offerDependents(s, a.key, a.value, wanted, checked.error.message);
    }
    case 'resetRule':
      return changeRules(s, { ...rulesOf(s), [a.key]: s.base[a.key] });
    case 'resetRules': {
      const next = changeRules(s, s.base);
      return next.messageKind === 'error' ? next : say(next, `Every rule is back to ${gameName(s)}.`);
    }
    case 'applyVariation': {
      const v = s.presetId ? getPreset(s.presetId)?.variations?.find((x) => x.id === a.id) : undefined;
      if (!v) return fail(s, 'This reading has no such variation.');
      const next = changeRules(s, { ...rulesOf(s), ...v.patch });
      return next.messageKind === 'error' ? next : say(next, `Variation applied: ${v.label}.`);
    }
    case 'chooseLayout': {
      if (a.layoutId === s.layoutId) return s;
      const start = startFromLayout(rulesOf(s), a.layoutId);
      if (!start.ok) return fail(s, start.error.message);
      const boardStyle = s.start.size === start.value.size ? s.boardStyle : defaultBoardStyle(s.presetId, start.value.size);
      return say({ ...s, layoutId: a.layoutId, start: start.value, line: lineFrom(start.value), cursor: 0, redo: [], boardStyle }, null);
    }
  }
}

/** Moves played, taken back, replayed and stepped through. */
function reduceLine(
  s: PlayState,
  a: Extract<PlayAction, { type: 'move' | 'pass' | 'undo' | 'redo' | 'step' | 'jump' | 'restart' | 'newGame' | 'rematch' | 'dropRedo' }>,
): PlayState {
  switch (a.type) {
    case 'move':
      return playMove(s, a.from, a.to);
    case 'pass':
      return playCode(s, PASS);
    case 'undo': {
      if (s.cursor === 0) return say(s, 'There is no move to take back here.');
      const future = s.line.moves.slice(s.cursor - 1).reverse();
      const line = truncateLine(s.line, s.cursor - 1);
      return say({ ...s, line, cursor: line.moves.length, redo: [...s.redo, ...future] }, null);
    }
    case 'redo': {
      if (s.cursor < s.line.moves.length) return say({ ...s, cursor: s.cursor + 1 }, null);
      const move = s.redo[s.redo.length - 1];
      if (move === undefined) return say(s, 'There is no move to replay.');
      const line = lineAppend(s.line, move);
      if (!line.ok) return fail(s, line.error.message);
      return say({ ...s, line: line.value, cursor: line.value.moves.length, redo: s.redo.slice(0, -1) }, null);
    }
    case 'step': {
      const end = s.line.moves.length;
      const cursor =
        a.to === 'first' ? 0 : a.to === 'last' ? end : a.to === 'back' ? Math.max(0, s.cursor - 1) : Math.min(end, s.cursor + 1);
      return say({ ...s, cursor }, null);
    }
    case 'jump':
      return say({ ...s, cursor: Math.max(0, Math.min(s.line.moves.length, Math.trunc(a.ply))) }, null);
    case 'restart': {
      const future = [...s.line.moves].reverse();
      return say(
        { ...s, line: lineFrom(s.start), cursor: 0, redo: [...s.redo, ...future] },
        s.line.moves.length ? 'The game is back at the start; Redo replays the moves.' : null,
      );
    }
    case 'newGame':
      return say({ ...s, line: lineFrom(s.start), cursor: 0, redo: [], previous: null }, `A new game: ${statusText(s.start)}.`);
    case 'rematch': {
      // The AI takes the side the person played.
      const opponent = personSideOf(s.opponent) ?? 'person';
      const next: PlayState = { ...s, line: lineFrom(s.start), cursor: 0, redo: [], previous: null, opponent, flipped: !s.flipped };
      const you = personSideOf(opponent);
      return say(next, you ? `Rematch: you play the ${you} now, against the AI.` : 'Rematch: the board is turned for the other player.');
    }
    case 'dropRedo':
      return say({ ...s, redo: [] }, null);
  }
}

/** Records and positions read from, and written to, the text box. */
function reduceIo(
  s: PlayState,
  a: Extract<PlayAction, { type: 'importRecord' | 'importPosition' | 'exportRecord' | 'exportPosition' | 'exportOtn' }>,
): PlayState {
  switch (a.type) {
    case 'importRecord':
      return loaded(s, importRecord(s.text), 'The record is loaded.');
    case 'importPosition':
      return loaded(s, importPosition(s.text, s.presetId, rulesOf(s)), 'The position is loaded as a new start.');
    case 'exportRecord':
      return exported(s, exportRecord(s), 'The game is in the box as a record.');
    case 'exportPosition':
      return exported(s, exportPosition(shown(s)), 'The position shown is in the box.');
    case 'exportOtn': {
      const r = exportOtn(s);
      return r.ok
        ? { ...s, text: r.value.text, message: r.value.message, messageKind: r.value.partial ? 'error' : 'status' }
        : fail(s, r.error.message);
    }
  }
}

/** Setting up a position by hand. */
function reduceEditor(
  s: PlayState,
  a: Extract<PlayAction, { type: 'editStart' | 'editTool' | 'editSquare' | 'editTurn' | 'editEmpty' | 'editDone' | 'editCancel' }>,
): PlayState {
  switch (a.type) {
    case 'editStart':
      return say({ ...s, editor: editorFrom(shown(s)) }, 'Choose a piece, then click squares to place it; click again to empty a square.');
    case 'editTool':
      return { ...s, editor: { ...s.editor!, tool: a.tool } };
    case 'editSquare':
      return { ...s, editor: editSquare(s.editor!, a.square), message: s.messageKind === 'error' ? null : s.message };
    case 'editTurn':
      return { ...s, editor: { ...s.editor!, turn: a.turn } };
    case 'editEmpty':
      return { ...s, editor: emptyBoard(s.editor!) };
    case 'editDone': {
      const pos = editorPosition(s.editor!, rulesOf(s));
      if (!pos.ok) return fail(s, pos.error.message);
      const layoutId = layoutOf(pos.value, [s.layoutId]);
      return say(
        { ...s, editor: null, layoutId, start: pos.value, line: lineFrom(pos.value), cursor: 0, redo: [] },
        `The new setup is the start: ${statusText(pos.value)}.`,
      );
    }
    case 'editCancel':
      return say({ ...s, editor: null }, 'The setup was left unchanged.');
  }
}

/** The actions that may start another game; each that does gets a history entry of its own. */
const CHAPTER_ACTIONS: ReadonlySet<PlayAction['type']> = new Set([
  'choosePreset',
  'setRule',
  'resetRule',
  'resetRules',
  'applyVariation',
  'chooseLayout',
  'newGame',
  'rematch',
  'returnToPrevious',
  'importRecord',
  'importPosition',
  'loadFile',
  'editDone',
  'acceptOffer',
]);

/** The game itself (rules, start, moves, sides) is another one. */
const otherGame = (a: PlayState, b: PlayState): boolean =>
  a.presetId !== b.presetId ||
  a.patch !== b.patch ||
  a.layoutId !== b.layoutId ||
  a.start !== b.start ||
  a.line !== b.line ||
  a.opponent !== b.opponent;

export function reduce(s: PlayState, a: PlayAction): PlayState {
  const next = reduceAction(s, a);
  return CHAPTER_ACTIONS.has(a.type) && otherGame(s, next) ? { ...next, chapter: s.chapter + 1 } : next;
}

function reduceAction(s: PlayState, a: PlayAction): PlayState {
  if (s.editor && !ALLOWED_WHILE_EDITING.has(a.type)) return fail(s, 'Finish the setup with Done, or Cancel it, first.');
  if (!s.editor && a.type.startsWith('edit') && a.type !== 'editStart') return s;
  switch (a.type) {
    case 'choosePreset':
    case 'setRule':
    case 'resetRule':
    case 'resetRules':
    case 'applyVariation':
    case 'chooseLayout':
      return reduceRules(s, a);
    case 'move':
    case 'pass':
    case 'undo':
    case 'redo':
    case 'step':
    case 'jump':
    case 'restart':
    case 'newGame':
    case 'rematch':
    case 'dropRedo':
      return reduceLine(s, a);
    case 'returnToPrevious':
      return s.previous
        ? carry(s, { ...s.previous, message: 'Your game is back.', messageKind: 'status' })
        : say(s, 'There is no game put aside.');
    case 'setOpponent':
      return { ...s, opponent: a.opponent };
    case 'setLevel':
      return { ...s, level: a.level };
    case 'loadFile': {
      const r = importRecord(a.text);
      if (!r.ok)
        return fail({ ...s, text: a.text }, `The file ${quoteName(a.name)} is not a record this site can read: ${inner(r.error.message)}.`);
      return loaded({ ...s, text: a.text }, r, `The record in ${quoteName(a.name)} is loaded.`);
    }
    case 'importRecord':
    case 'importPosition':
    case 'exportRecord':
    case 'exportPosition':
    case 'exportOtn':
      return reduceIo(s, a);
    case 'editStart':
    case 'editTool':
    case 'editSquare':
    case 'editTurn':
    case 'editEmpty':
    case 'editDone':
    case 'editCancel':
      return reduceEditor(s, a);
    case 'flip':
      return { ...s, flipped: !s.flipped };
    case 'boardStyle':
      return { ...s, boardStyle: a.style };
    case 'setText':
      return { ...s, text: a.text };
    case 'replace':
      // Another state wholesale (a link, a saved game, the browser's Back): the page's count of games goes on.
      return { ...a.state, chapter: s.chapter };
    case 'say':
      return { ...s, message: a.message, messageKind: a.kind ?? 'status', offer: null };
    case 'acceptOffer': {
      if (!s.offer) return s;
      const next = changeRules(s, s.offer.rules);
      if (next.messageKind === 'error') return next;
      const changed = diffRules(rulesOf(s), s.offer.rules).map(
        (k) => `${RULE_META[k].label.toLowerCase()}: ${valueName(k, s.offer!.rules[k])}`,
      );
      return say(next, `Rules changed together: ${changed.join('; ')}.`);
    }
    default:
      return assertNever(a, 'play action');
  }
}

function playMove(s: PlayState, from: SquareName, to: SquareName): PlayState {
  const pos = shown(s);
  const move = boardMove(pos, from, to);
  if (!move.ok) return fail(s, move.error.message);
  return playCode(s, move.value);
}

function playCode(s: PlayState, move: Move): PlayState {
  // The same move as the line's next one: step forward and keep the future.
  if (s.line.moves[s.cursor] === move) return say({ ...s, cursor: s.cursor + 1 }, null);
  const line = lineAppend(shownLine(s), move);
  if (!line.ok) return fail(s, line.error.message);
  // At the end, the move Redo would replay: it is replayed, and the rest stays to redo.
  const atEnd = s.cursor === s.line.moves.length;
  const redo = atEnd && s.redo[s.redo.length - 1] === move ? s.redo.slice(0, -1) : [];
  return say({ ...s, line: line.value, cursor: line.value.moves.length, redo }, null);
}

function loaded(s: PlayState, r: Result<Loaded>, done: string): PlayState {
  if (!r.ok) return fail(s, r.error.message);
  return { ...carry(s, fromLoaded(r.value, s.flipped)), message: done, messageKind: 'status' };
}

/** The reading's name, or "custom rules". */
export const gameName = (s: Pick<PlayState, 'presetId'>): string =>
  s.presetId ? (getPreset(s.presetId)?.name ?? 'custom rules') : 'custom rules';
const quoteName = (name: string): string => `“${quote(name)}”`;

function exported(s: PlayState, r: Result<string>, done: string): PlayState {
  return r.ok ? { ...s, text: r.value, message: done, messageKind: 'status' } : fail(s, r.error.message);
}
