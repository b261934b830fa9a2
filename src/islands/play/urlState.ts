/**
 * The game in the page's URL query, readable and shareable:
 *
 *   ?r=<rules string>&l=<layout id>&p=<position>&m=<moves>&c=<ply shown>
 *
 * - r: the rules string of notation.ts, `<reading id>;key=value;…` with only the changed keys
 *   (`custom;…` with every key for custom rules), e.g. `r=alea-murray;cornerShape=single`;
 * - l: the layout id, only when it is not the reading's own layout;
 * - p: the start position `<placement>+<a|d>`, only when the start is not a named layout;
 * - m: the moves in the site's notation joined by `.` (`~` is read too), e.g. `m=f1-f3.d5-d7`;
 * - c: the ply shown, only when it is not the last;
 * - ai: the side the AI plays (`attackers` or `defenders`), only when it plays one, and lv: its level
 *   (`beginner`, `club`, `strong`), so that a link can say "play Brandubh against the beginner AI";
 * - show: `<rule key>,<move>`, the rule a "try it" link from /compare shows and the move to try, read
 *   once by the guide above the board (guide.ts) and not written back: it belongs to the link, not to
 *   the game.
 * `;`, `=`, `/` and `,` are left unescaped and a space is `+`, so the link stays readable.
 *
 * decodeGame never throws: a broken or tampered link keeps everything it can read and reports each
 * problem as one sentence; the page shows the first.
 */
import {
  getLayout,
  lineFrom,
  type Position,
  getPreset,
  resolveRules,
  type RuleSet,
  startFromLayout,
  notation,
  readRulesLeniently,
  replayTexts,
} from '../../engine';
import { DEFAULT_LEVEL, LEVELS, LEVEL_IDS, type LevelId } from '../../ai/play/levels';
import { isOpponent, type Opponent } from './ai';
import { layoutOf, plainMoveTexts } from './game-line';
import { inner, quote } from './words';
import { type GameSource, linkProblem, the } from './link-problems';

export type { GameSource };
import { DEFAULT_PRESET, fromLoaded, initialState, rulesOf, type PlayState } from './model';

/** The game's fields as strings, as the URL (and the saved game) carry them. */
export interface GameFields {
  readonly rules?: string;
  readonly layout?: string;
  readonly position?: string;
  readonly moves?: readonly string[];
  readonly cursor?: string;
  /** The side the AI plays, when it plays one. */
  readonly ai?: string;
  /** The AI's level, when it plays. */
  readonly level?: string;
}

export interface Decoded {
  readonly state: PlayState;
  /** One sentence per problem, in the order found. */
  readonly problems: readonly string[];
}

export function fieldsOf(s: PlayState): GameFields {
  const preset = s.presetId ? getPreset(s.presetId) : undefined;
  const moves = plainMoveTexts(s.line);
  return {
    rules: notation.makeRules(rulesOf(s), s.presetId),
    ...(s.layoutId && s.layoutId !== preset?.layout.value ? { layout: s.layoutId } : {}),
    ...(s.layoutId === null ? { position: notation.makePosition(s.start) } : {}),
    ...(moves.length > 0 ? { moves } : {}),
    ...(s.cursor < moves.length ? { cursor: String(s.cursor) } : {}),
    ...(s.opponent !== 'person' ? { ai: s.opponent, level: s.level } : {}),
  };
}

const enc = (v: string): string =>
  encodeURIComponent(v).replace(/%20/g, '+').replace(/%3B/gi, ';').replace(/%3D/gi, '=').replace(/%2F/gi, '/').replace(/%2C/gi, ',');

/** The state as a query string, without the leading `?`. */
export function encodeState(s: PlayState): string {
  const f = fieldsOf(s);
  const parts = [`r=${enc(f.rules!)}`];
  if (f.layout) parts.push(`l=${enc(f.layout)}`);
  if (f.position) parts.push(`p=${enc(f.position)}`);
  if (f.moves) parts.push(`m=${enc(f.moves.join('.'))}`);
  if (f.cursor) parts.push(`c=${f.cursor}`);
  if (f.ai) parts.push(`ai=${enc(f.ai)}`);
  if (f.level) parts.push(`lv=${enc(f.level)}`);
  return parts.join('&');
}

function paramsOf(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  } catch {
    return new URLSearchParams();
  }
}

/** The query parameter of a "try it" link's guide (guide.ts). */
export const GUIDE_PARAM = 'show';

/** Whether the query carries a game (otherwise the page may restore the saved one). */
export const hasGame = (search: string): boolean => ['r', 'l', 'p', 'm'].some((k) => paramsOf(search).has(k));

/** The state a query describes, or null when it carries no game. */
export function decodeState(search: string, flipped = false): Decoded | null {
  const q = paramsOf(search);
  if (!hasGame(search)) return null;
  const get = (k: string) => q.get(k) ?? undefined;
  const moves = get('m');
  return decodeGame(
    {
      rules: get('r'),
      layout: get('l'),
      position: get('p'),
      moves: moves === undefined ? undefined : moves.split(/[.~\s]+/).filter(Boolean),
      cursor: get('c'),
      ai: get('ai'),
      level: get('lv'),
    },
    flipped,
  );
}

const isLevelId = (s: string): s is LevelId => (LEVEL_IDS as readonly string[]).includes(s);

function readRules(text: string | undefined, problems: string[], from: GameSource): { presetId: string | null; rules: RuleSet } {
  const read = readRulesLeniently(text, DEFAULT_PRESET);
  const fallback = getPreset(DEFAULT_PRESET)!.name;
  for (const p of read.problems) problems.push(linkProblem(p, fallback, from));
  return { presetId: read.presetId, rules: read.rules };
}

/** Reads a game from its fields, keeping everything it can. Never throws. */
export function decodeGame(f: GameFields, flipped = false, from: GameSource = 'link'): Decoded {
  try {
    return readGame(f, flipped, from);
  } catch {
    const problems = [`${the(from, true)} could not be read, so a new game was started.`];
    return { state: { ...initialState(), flipped, message: problems[0]!, messageKind: 'error' }, problems };
  }
}

function readGame(f: GameFields, flipped: boolean, from: GameSource): Decoded {
  const problems: string[] = [];
  const The = the(from, true);
  let { presetId, rules } = readRules(f.rules, problems, from);
  const preset = getPreset(presetId ?? DEFAULT_PRESET)!;
  let layoutId = preset.layout.value;
  if (f.layout !== undefined) {
    if (getLayout(f.layout)) layoutId = f.layout;
    else problems.push(`${The} names a layout "${quote(f.layout)}" that this site does not know, so the reading's own layout is used.`);
  }
  let start: Position | null = null;
  const fromLayout = startFromLayout(rules, layoutId);
  if (fromLayout.ok) start = fromLayout.value;
  else if (layoutId !== preset.layout.value) {
    problems.push(
      `The layout "${quote(layoutId)}" cannot be set up under these rules, so the reading's own layout is used: ${inner(fromLayout.error.message)}.`,
    );
    layoutId = preset.layout.value;
    const own = startFromLayout(rules, layoutId);
    if (own.ok) start = own.value;
  }
  if (!start) {
    problems.push(`${The}'s rules cannot set up the reading's layout, so the reading's own rules are used.`);
    presetId = preset.id;
    rules = resolveRules(preset);
    const own = startFromLayout(rules, layoutId);
    if (!own.ok) throw new Error(`The reading ${preset.id} cannot set up its own layout: ${own.error.message}`);
    start = own.value;
  }
  let named: string | null = layoutId;
  if (f.position !== undefined) {
    const pos = notation.parsePosition(f.position, rules);
    if (pos.ok) {
      start = pos.value;
      named = layoutOf(start, [layoutId]);
      // A position and a layout both given: the position is the game's start, and the page says so.
      if (f.layout !== undefined && named !== layoutId)
        problems.push(`${The} gives both a layout and a position; the game starts from the position, not the layout.`);
    } else problems.push(`${The}'s position cannot be used, so the starting layout is used: ${inner(pos.error.message)}.`);
  }
  const { line, stopped } = replayTexts(lineFrom(start), f.moves ?? []);
  if (stopped) {
    const kept =
      stopped.index === 0
        ? 'the game starts from its first position'
        : `the ${stopped.index === 1 ? 'move' : `${stopped.index} moves`} before it ${stopped.index === 1 ? 'is' : 'are'} kept`;
    const dropped = (f.moves?.length ?? 0) - stopped.index;
    problems.push(
      `Move ${stopped.index + 1} (${quote(stopped.text)}) in ${the(from)} cannot be played here, so ${dropped === 1 ? 'it was' : dropped === 2 ? 'it and the move after it were' : `it and the ${dropped - 1} moves after it were`} left out; ${kept}.`,
    );
  }
  let state = fromLoaded({ presetId, rules, layoutId: named, line }, flipped);
  if (f.cursor !== undefined) {
    const c = Number(f.cursor);
    if (/^\d+$/.test(f.cursor) && c <= line.moves.length) state = { ...state, cursor: c };
    else problems.push(`${The} shows move "${quote(f.cursor)}", which is not in the game, so the last move is shown.`);
  }
  state = { ...state, ...readOpponent(f, problems, The) };
  return { state: { ...state, message: problems[0] ?? null, messageKind: problems.length ? 'error' : 'status' }, problems };
}

/** Who the link says plays the other side, and at which level; what cannot be read is left at a person and the default level. */
function readOpponent(f: GameFields, problems: string[], The: string): Pick<PlayState, 'opponent' | 'level'> {
  let opponent: Opponent = 'person';
  let level: LevelId = DEFAULT_LEVEL;
  if (f.ai !== undefined) {
    if (f.ai !== 'person' && isOpponent(f.ai)) opponent = f.ai;
    else problems.push(`${The} gives the AI a side "${quote(f.ai)}" that does not exist, so both sides are played here.`);
  }
  if (f.level !== undefined) {
    if (isLevelId(f.level)) level = f.level;
    else
      problems.push(
        `${The} asks for an AI level "${quote(f.level)}" that does not exist, so the ${LEVELS[DEFAULT_LEVEL].label.toLowerCase()} level is used.`,
      );
  }
  return { opponent, level };
}
