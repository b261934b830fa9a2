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
 * - c: the ply shown, only when it is not the last.
 * `;`, `=`, `/` and `,` are left unescaped and a space is `+`, so the link stays readable.
 *
 * decodeGame never throws: a broken or tampered link keeps everything it can read and reports each
 * problem as one sentence; the page shows the first.
 */
import { getLayout } from '../../engine/layouts';
import { makePosition, makeRules, parseMove, parsePosition } from '../../engine/notation';
import { lineAppend, lineFrom, type Position } from '../../engine/position';
import { validateRuleSet } from '../../engine/rules/compile';
import { RULE_META } from '../../engine/rules/meta';
import { getPreset, resolveRules } from '../../engine/rules/presets';
import { RULE_KEYS, isRuleKey, isRuleValue, type RuleKey, type RuleSet } from '../../engine/rules/ruleset';
import { startFromLayout } from '../../engine/start';
import { layoutOf, plainMoveTexts } from './game-line';
import { DEFAULT_PRESET, fromLoaded, initialState, rulesOf, type PlayState } from './model';

/** The game's fields as strings, as the URL (and the saved game) carry them. */
export interface GameFields {
  readonly rules?: string;
  readonly layout?: string;
  readonly position?: string;
  readonly moves?: readonly string[];
  readonly cursor?: string;
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
    rules: makeRules(rulesOf(s), s.presetId),
    ...(s.layoutId && s.layoutId !== preset?.layout.value ? { layout: s.layoutId } : {}),
    ...(s.layoutId === null ? { position: makePosition(s.start) } : {}),
    ...(moves.length > 0 ? { moves } : {}),
    ...(s.cursor < moves.length ? { cursor: String(s.cursor) } : {}),
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
  return parts.join('&');
}

function paramsOf(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  } catch {
    return new URLSearchParams();
  }
}

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
    },
    flipped,
  );
}

/** At most 40 characters of a reader's text, for a message. */
export const quote = (text: string): string => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
/** An engine sentence inside another sentence. */
const inner = (sentence: string): string => {
  const s = sentence.replace(/\.$/, '');
  return /^(A|An|The|There|This|It)\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
};

interface ReadRules {
  presetId: string | null;
  rules: RuleSet;
}

function readRules(text: string | undefined, problems: string[]): ReadRules {
  const fallback = getPreset(DEFAULT_PRESET)!;
  const parts = (text ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const head = parts[0];
  let presetId: string | null = fallback.id;
  if (head === undefined) problems.push(`The link does not name a reading, so ${fallback.name} is used.`);
  else if (head === 'custom') presetId = null;
  else if (getPreset(head)) presetId = head;
  else problems.push(`The link names a reading "${quote(head)}" that this site does not know, so ${fallback.name} is used.`);
  const base = resolveRules(presetId ? getPreset(presetId)! : fallback);
  const changes = new Map<RuleKey, string>();
  for (const part of parts.slice(1)) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    if (!isRuleKey(key)) problems.push(`The link sets a rule "${quote(key)}" that this site does not know, so it was left out.`);
    else if (!isRuleValue(key, value))
      problems.push(`The link gives "${RULE_META[key].label}" a value "${quote(value)}" it cannot take, so that change was left out.`);
    else changes.set(key, value);
  }
  if (presetId === null) {
    const missing = RULE_KEYS.filter((k) => !changes.has(k));
    if (missing.length > 0)
      problems.push(
        `The link's custom rules leave out ${missing.length === 1 ? 'one rule' : `${missing.length} rules`}, which take the values of ${fallback.name}.`,
      );
  }
  // Apply the changes together if they combine; otherwise one at a time, as long as any still fits.
  let rules: RuleSet = { ...base, ...Object.fromEntries(changes) };
  if (!validateRuleSet(rules as unknown as Record<string, unknown>).ok) {
    rules = base;
    let pending = [...changes];
    for (let progress = true; progress && pending.length > 0; ) {
      progress = false;
      pending = pending.filter(([k, v]) => {
        const next = { ...rules, [k]: v };
        if (!validateRuleSet(next as unknown as Record<string, unknown>).ok) return true;
        rules = next;
        progress = true;
        return false;
      });
    }
    for (const [k] of pending)
      problems.push(`The link's change to "${RULE_META[k].label}" does not fit with the other rules, so it was left out.`);
  }
  return { presetId, rules };
}

/** Reads a game from its fields, keeping everything it can. Never throws. */
export function decodeGame(f: GameFields, flipped = false): Decoded {
  try {
    return readGame(f, flipped);
  } catch {
    const problems = ['The link could not be read, so a new game was started.'];
    return { state: { ...initialState(), flipped, message: problems[0]!, messageKind: 'error' }, problems };
  }
}

function readGame(f: GameFields, flipped: boolean): Decoded {
  const problems: string[] = [];
  let { presetId, rules } = readRules(f.rules, problems);
  const preset = getPreset(presetId ?? DEFAULT_PRESET)!;
  let layoutId = preset.layout.value;
  if (f.layout !== undefined) {
    if (getLayout(f.layout)) layoutId = f.layout;
    else problems.push(`The link names a layout "${quote(f.layout)}" that this site does not know, so the reading's own layout is used.`);
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
    problems.push(`The link's rules cannot set up the reading's layout, so the reading's own rules are used.`);
    presetId = preset.id;
    rules = resolveRules(preset);
    const own = startFromLayout(rules, layoutId);
    if (!own.ok) throw new Error(`The reading ${preset.id} cannot set up its own layout: ${own.error.message}`);
    start = own.value;
  }
  let named: string | null = layoutId;
  if (f.position !== undefined) {
    const pos = parsePosition(f.position, rules);
    if (pos.ok) {
      start = pos.value;
      named = layoutOf(start, [layoutId]);
    } else problems.push(`The link's position cannot be used, so the starting layout is used: ${inner(pos.error.message)}.`);
  }
  let line = lineFrom(start);
  const moves = f.moves ?? [];
  for (let i = 0; i < moves.length; i++) {
    const token = moves[i]!;
    const mv = parseMove(line.positions[line.positions.length - 1]!, token);
    const next = mv.ok ? lineAppend(line, mv.value) : null;
    if (!next?.ok) {
      problems.push(`Move ${i + 1} (${quote(token)}) in the link is not legal here; the game stops before it.`);
      break;
    }
    line = next.value;
  }
  let state = fromLoaded({ presetId, rules, layoutId: named, line }, flipped);
  if (f.cursor !== undefined) {
    const c = Number(f.cursor);
    if (/^\d+$/.test(f.cursor) && c <= line.moves.length) state = { ...state, cursor: c };
    else problems.push(`The link shows move "${quote(f.cursor)}", which is not in the game, so the last move is shown.`);
  }
  return { state: { ...state, message: problems[0] ?? null, messageKind: problems.length ? 'error' : 'status' }, problems };
}
