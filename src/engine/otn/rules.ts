/**
 * OTN rules strings, read and written wherever our rules and OpenTafl's mean the same game. Bad input is a Result with the code
 * 'bad-otn' (malformed) or 'otn-unsupported' (valid OTN, or a rule of ours, that the other side cannot
 * express) and one sentence; nothing here throws for bad input.
 *
 * Semantics follow OpenTafl's code (jslater89/OpenTafl: RulesSerializer, GenericRules, BoardImpl,
 * Taflman, RulesPrinter), not only the spec text, because the spec is silent on the points that decide
 * whether two rule sets play the same game:
 * - A special square's hostility is looked up per SIDE: GenericRules.isSpaceHostileToSide reads only
 *   the `t` entry for attackers and the `T` entry for defenders. The king is a defender, so a corner or
 *   centre hostile to defenders (T) always counts against the king, and one that is not never does.
 * - A square occupied by an enemy king is hostile only if the king is armed (BoardImpl.isSpaceHostileTo
 *   returns "not hostile" for an unarmed enemy king before it looks at `cenh`). So `cenh`'s `t` entry
 *   never matters: an armed king on the centre is hostile to attackers anyway, an unarmed one never.
 * - `cenh` applies to the occupied centre whoever occupies it, not only the king.
 * - A piece can stop on a square only if it may also pass through it (Taflman.getAllowableMovesFrom
 *   stops at the first impassable square before it filters the stoppable ones).
 * - The edge is never hostile in a sandwich; a strong king (ks:s) needs four hostile neighbours, so he
 *   cannot be captured on the edge; a middleweight king (ks:m) needs every neighbour hostile, so on the
 *   edge three suffice; a king strong at the centre (ks:c) is strong on and beside it, weak elsewhere.
 * - Any piece may move between two enemies; every sandwiched piece is captured; pieces move like rooks;
 *   a player who cannot move loses (RulesPrinter's rule text).
 *
 * Mapping (ours ↔ OTN). Lists are written in OpenTafl's `tcnkTCNK` order; ALL = `tcnkTCNK`.
 *   board size                 ↔ dim (written first)
 *   name argument              ↔ name (spaces written as `_`)
 *   kingGoal corner/edge       ↔ esc:c / esc:e
 *   firstMover attackers/def.  ↔ atkf:y / atkf:n
 *   repetition ignored/draw/repeater-loses ↔ tfr:i / d / l   (defenders-lose: unsupported; tfr:w: unsupported on import)
 *   kingArmed both/mover/anvil/none ↔ ka:y / h / a / n
 *   kingCapture + kingSideEdge:
 *     four-sided, edge no      ↔ ks:y (= s, strong; y is also what spec-era readers understand)
 *     four-sided, edge yes     ↔ ks:m (middleweight: every neighbour hostile, so three on the edge)
 *     throne-strong, edge no   ↔ ks:c
 *     two-sided, edge no       ↔ ks:n (= w, weak; n is also what spec-era readers understand)
 *     two-sided or throne-strong with edge yes: unsupported (OpenTafl never sandwiches against the edge)
 *   (king jumps)               ↔ kj:n
 *   cornerShape none/single/block ↔ cor: (empty) / the 4 corners / the 16 squares of the 2×2 blocks
 *     block-minus-corner: unsupported. The outermost corner squares are out of play in our reading, and
 *     OpenTafl has no void squares: listing the 12 red squares as corners would leave the 4 outermost
 *     squares in play as ordinary squares (pieces could stop there and the king could walk round the
 *     red squares), so no faithful mapping exists. removed: unsupported for the same reason.
 *   cornerHostile both/attackers/none ↔ corh:ALL / corh:tcnk / corh:   (corp:K cors:K always)
 *   kingSideCorner             ↔ (derived) yes exactly when corh holds T; must agree where it matters
 *   the centre                 ↔ cen:<centre>,  (always written; import of `cen:` gives an ordinary centre)
 *   throneHostileKing none/attackers/both ↔ cenh: / cenh:tcnk / cenh:ALL (needs an armed king as anvil
 *                                 for attackers/both; needs throneLanding ≠ anyone)
 *   throneHostileEmpty both/attackers/defenders/none ↔ cenhe:ALL / tcnk / TCNK / (empty)
 *   kingSideThrone             ↔ (derived) yes exactly when cenhe holds T
 *   thronePass anyone/king-only ↔ cenp:ALL / cenp:K
 *   throneLanding king/nobody/anyone ↔ cens:K / cens: / cens:ALL (anyone needs thronePass anyone)
 *   shieldwall no/yes          ↔ sw:n / sw:s swf:y (ours lets a corner close the wall and needs the
 *                                 moving piece to close it: OpenTafl's strong, flanking shieldwall)
 *   edgeForts no/yes           ↔ efe:n / efe:y
 *   encirclement no/yes        ↔ surf:n / surf:y
 *   (berserk)                  ↔ ber:n
 *   placement                  ↔ start (written last)
 * Our keys with no OTN counterpart are exportable only at OpenTafl's behaviour: movement rook,
 * edgeCaptures no, multiCapture yes, sandwichSafe yes, noMoves loses, defendersExhausted no, and no
 * Evangelists on the board. (OpenTafl's code-only `spd` key can limit moves to one square, but it is
 * not in the notation spec and spec readers would play rook moves, so one-step movement is not
 * exported; `spd:1` is accepted on import.)
 */
import { FILES, geometry, isValidSize, parseSquare, squareAt, squareName } from '../geometry';
import { setup, type Placement } from '../position';
import { validateRuleSet } from '../rules/compile';
import { RULE_META } from '../rules/meta';
import type { RuleKey, RuleSet } from '../rules/ruleset';
import { err, ok, type Result, type Square } from '../types';
import { fail, guarded, unwrap } from './failure';
import { evangelistSquares, makeOtnPlacement, parseOtnPosition } from './position';

// ---- rules: shared vocabulary --------------------------------------------------------------------------

const ALL_TYPES = 'tcnkTCNK';
const TYPE_LETTERS = 'tcnkmgTCNKMG';

type Hostility = 'both' | 'attackers' | 'defenders' | 'none';
const hostileLetters = (v: Hostility): string => (v === 'both' ? ALL_TYPES : v === 'attackers' ? 'tcnk' : v === 'defenders' ? 'TCNK' : '');

const REPETITION_TO_OTN: Readonly<Record<RuleSet['repetition'], string | null>> = {
  ignored: 'i',
  draw: 'd',
  'repeater-loses': 'l',
  'defenders-lose': null,
};
const KING_ARMED_TO_OTN: Readonly<Record<RuleSet['kingArmed'], string>> = { both: 'y', mover: 'h', anvil: 'a', none: 'n' };

const kingAnvil = (armed: RuleSet['kingArmed']): boolean => armed === 'both' || armed === 'anvil';

/** The squares (file, rank from 0) of a corner shape. */
function cornerCells(shape: RuleSet['cornerShape'], size: number): [number, number][] {
  const offsets: [number, number][] =
    shape === 'single'
      ? [[0, 0]]
      : shape === 'block'
        ? [
            [0, 0],
            [0, 1],
            [1, 0],
            [1, 1],
          ]
        : shape === 'block-minus-corner'
          ? [
              [0, 1],
              [1, 0],
              [1, 1],
            ]
          : [];
  const n = size - 1;
  const out: [number, number][] = [];
  for (const [df, dr] of offsets) out.push([df, dr], [df, n - dr], [n - df, dr], [n - df, n - dr]);
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

const cellsToList = (cells: readonly [number, number][]): string => cells.map(([f, r]) => `${FILES[f]}${r + 1},`).join('');

/**
 * Whether the king-side value of the corners can change a game. With four-sided capture and single
 * corners, a king beside a corner stands on the edge; unless the edge counts against him he has only
 * three neighbours and cannot be taken there, whatever the corner does.
 */
function kingSideCornerMatters(r: Pick<RuleSet, 'cornerShape' | 'kingCapture' | 'kingSideEdge'>): boolean {
  if (r.cornerShape !== 'single' && r.cornerShape !== 'block') return false;
  if (r.kingCapture !== 'four-sided') return true;
  return r.kingSideEdge === 'yes' || r.cornerShape === 'block';
}

// ---- rules: export --------------------------------------------------------------------------------------

/** Every way the rules and placement differ from anything OpenTafl can be told, in rule-key order. */
function otnProblems(rules: RuleSet, placement: Placement): string[] {
  const out: string[] = [];
  const add = (key: RuleKey, why: string) => out.push(`${RULE_META[key].label} (${key}: ${rules[key]}), because ${why}`);
  if (rules.movement === 'one-step')
    add('movement', "OpenTafl Notation moves every piece like a rook (OpenTafl's speed limits are not part of the notation)");
  if (rules.cornerShape === 'removed') add('cornerShape', 'OpenTafl has no squares that are out of play');
  if (rules.cornerShape === 'block-minus-corner')
    add(
      'cornerShape',
      'the outermost corner squares are out of play and OpenTafl has no void squares: listing the 12 corner squares would leave the outermost ones in play as ordinary squares',
    );
  if (rules.throneLanding === 'anyone' && rules.thronePass === 'king-only')
    add('throneLanding', 'in OpenTafl a piece may stop on the centre only if it may also pass through it, and here only the king may pass');
  if (rules.throneHostileKing !== 'none' && rules.throneLanding === 'anyone')
    add(
      'throneHostileKing',
      "OpenTafl's occupied-centre hostility (cenh) applies to whichever piece stands on the centre, and here any piece may stand there",
    );
  if (rules.throneHostileKing !== 'none' && !kingAnvil(rules.kingArmed))
    add(
      'throneHostileKing',
      'in OpenTafl a king who cannot be the far piece of a capture never helps capture attackers, even from the centre',
    );
  const throneHurtsDefenders = rules.throneHostileEmpty === 'both' || rules.throneHostileEmpty === 'defenders';
  if ((rules.kingSideThrone === 'yes') !== throneHurtsDefenders)
    add(
      'kingSideThrone',
      throneHurtsDefenders
        ? 'in OpenTafl an empty centre that is hostile to defenders is hostile to the king as well'
        : 'in OpenTafl the empty centre counts against the king only when it is hostile to defenders',
    );
  if (rules.kingSideEdge === 'yes' && rules.kingCapture !== 'four-sided')
    add(
      'kingSideEdge',
      'OpenTafl lets the board edge count against the king only for a king who must be surrounded on every side (its middleweight king)',
    );
  if (kingSideCornerMatters(rules) && (rules.kingSideCorner === 'yes') !== (rules.cornerHostile === 'both'))
    add(
      'kingSideCorner',
      rules.cornerHostile === 'both'
        ? 'in OpenTafl a corner that is hostile to defenders is hostile to the king as well'
        : 'in OpenTafl a corner counts against the king only when it is hostile to defenders',
    );
  if (rules.edgeCaptures === 'yes') add('edgeCaptures', 'in OpenTafl the board edge never stands in for a capturing piece');
  if (rules.multiCapture === 'no') add('multiCapture', 'OpenTafl captures every piece a move sandwiches');
  if (rules.sandwichSafe === 'no') add('sandwichSafe', 'in OpenTafl a piece may always move safely between two enemies');
  const evangelists = evangelistSquares(placement);
  if (evangelists.length > 0)
    add(
      'evangelists',
      `OpenTafl Notation has no symbol for Evangelists and the position has them on ${evangelists.join(', ')}${rules.evangelists === 'jump' ? ' (nor can OpenTafl pieces capture by jumping)' : ''}`,
    );
  if (rules.noMoves !== 'loses') add('noMoves', 'in OpenTafl a player who cannot move loses');
  if (rules.repetition === 'defenders-lose')
    add(
      'repetition',
      'OTN can make a third repetition ignored, a draw, or a loss or win for the player who makes it, but not a loss for the defenders',
    );
  if (rules.defendersExhausted !== 'no') add('defendersExhausted', 'OpenTafl has no such rule');
  return out;
}

/** A name as an OTN value: no spaces (written `_`), and none of the characters that end a value or tag. */
const otnName = (name: string): string =>
  name
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[:[\]]/g, '');

/**
 * Writes an OTN rules string (`dim` first, `start` last, every list explicit because OpenTafl's
 * defaults changed between versions), or 'otn-unsupported' naming each rule OTN cannot express.
 */
export function makeOtnRules(rules: RuleSet, placement: Placement, name?: string): Result<string> {
  const checked = validateRuleSet(rules as unknown as Record<string, unknown>);
  if (!checked.ok) return checked;
  const size = placement.size;
  if (!isValidSize(size)) return err('bad-size', `Boards must have an odd size from 7 to 19; got ${size}.`);
  if (placement.cells.length !== size * size)
    return err('bad-setup', `A ${size}×${size} board has ${size * size} squares; the placement gives ${placement.cells.length}.`);
  const problems = otnProblems(rules, placement);
  if (problems.length > 0)
    return err(
      'otn-unsupported',
      `OpenTafl Notation cannot express ${problems.length === 1 ? 'this rule' : 'these rules'}: ${problems.join('; ')}.`,
    );
  const start = makeOtnPlacement(placement);
  if (!start.ok) return start;
  const geo = geometry(size);
  const ks =
    rules.kingCapture === 'two-sided' ? 'n' : rules.kingCapture === 'throne-strong' ? 'c' : rules.kingSideEdge === 'yes' ? 'm' : 'y';
  const entries: string[] = [`dim:${size}`];
  const otnNameValue = name === undefined ? '' : otnName(name);
  if (otnNameValue !== '') entries.push(`name:${otnNameValue}`);
  entries.push(
    `esc:${rules.kingGoal === 'corner' ? 'c' : 'e'}`,
    `atkf:${rules.firstMover === 'attackers' ? 'y' : 'n'}`,
    `tfr:${REPETITION_TO_OTN[rules.repetition]!}`,
    `ka:${KING_ARMED_TO_OTN[rules.kingArmed]}`,
    `ks:${ks}`,
    'kj:n',
    `cor:${cellsToList(cornerCells(rules.cornerShape, size))}`,
  );
  // Without corner squares the corner lists mean nothing (cornerHostile is then irrelevant too).
  if (rules.cornerShape !== 'none') entries.push(`corh:${hostileLetters(rules.cornerHostile)}`, 'corp:K', 'cors:K');
  entries.push(
    `cen:${squareName(geo, geo.centre)},`,
    `cenh:${hostileLetters(rules.throneHostileKing)}`,
    `cenhe:${hostileLetters(rules.throneHostileEmpty)}`,
    `cenp:${rules.thronePass === 'anyone' ? ALL_TYPES : 'K'}`,
    `cens:${rules.throneLanding === 'king' ? 'K' : rules.throneLanding === 'anyone' ? ALL_TYPES : ''}`,
  );
  if (rules.shieldwall === 'yes') entries.push('sw:s', 'swf:y');
  else entries.push('sw:n');
  entries.push(
    `efe:${rules.edgeForts === 'yes' ? 'y' : 'n'}`,
    `surf:${rules.encirclement === 'yes' ? 'y' : 'n'}`,
    'ber:n',
    `start:${start.value}`,
  );
  return ok(entries.join(' '));
}

// ---- rules: import --------------------------------------------------------------------------------------

export interface OtnRules {
  readonly rules: RuleSet;
  readonly placement: Placement;
  /** The `name` entry with `_` read as spaces, or null. */
  readonly name: string | null;
  /** OTN entries that were read but change nothing here, each with the reason. */
  readonly ignored: string[];
  /**
   * What was assumed: our rules that OTN does not state (filled with OpenTafl's behaviour), and
   * OpenTafl defaults that changed between versions.
   */
  readonly assumed: string[];
}

/** The keys OpenTafl's RulesSerializer knows. */
const KNOWN_KEYS = new Set([
  'dim',
  'name',
  'esc',
  'surf',
  'atkf',
  'tfr',
  'ka',
  'ks',
  'kj',
  'nj',
  'cj',
  'cor',
  'cen',
  'afor',
  'dfor',
  'corh',
  'cenh',
  'cenhe',
  'aforh',
  'dforh',
  'corp',
  'cenp',
  'aforp',
  'dforp',
  'cors',
  'cens',
  'afors',
  'dfors',
  'corre',
  'cenre',
  'aforre',
  'dforre',
  'spd',
  'sw',
  'swf',
  'efe',
  'ber',
  'start',
]);

export const sameCells = (a: readonly Square[], b: readonly Square[]): boolean => {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((v, i) => v === y[i]);
};

/** Reads OTN rules. Unknown keys and entries that change nothing are listed in `ignored`. */
export function parseOtnRules(text: string): Result<OtnRules> {
  return guarded(() => readOtnRules(text));
}

function readOtnRules(text: string): OtnRules {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) fail('bad-otn', 'The OTN rules string is empty; it needs at least dim and start, like "dim:7 start:/3t3/…/".');
  const entries = new Map<string, string>();
  for (const word of words) {
    const colon = word.indexOf(':');
    if (colon <= 0) fail('bad-otn', `"${word}" in the OTN rules is not a key:value entry.`);
    const key = word.slice(0, colon);
    if (entries.has(key)) fail('bad-otn', `The OTN rules give "${key}" twice.`);
    entries.set(key, word.slice(colon + 1));
  }
  const ignored: string[] = [];
  const assumed: string[] = [];
  for (const [key, value] of entries) if (!KNOWN_KEYS.has(key)) ignored.push(`${key}:${value} (not an OpenTafl rule key)`);

  const dimText = entries.get('dim');
  if (dimText === undefined) fail('bad-otn', 'The OTN rules have no dim entry (the board size), which OpenTafl requires.');
  if (!/^[0-9]+$/.test(dimText)) fail('bad-otn', `dim must be a whole number; the OTN rules give "dim:${dimText}".`);
  const startText = entries.get('start');
  if (startText === undefined) fail('bad-otn', 'The OTN rules have no start entry (the starting position), which OpenTafl requires.');
  const dim = Number(dimText);
  const placement = unwrap(parseOtnPosition(startText));
  if (placement.size !== dim) fail('bad-otn', `The OTN rules say dim:${dim}, but their start position has ${placement.size} ranks.`);
  const geo = geometry(dim);

  const choice = <T>(key: string, table: Readonly<Record<string, T>>, fallback: string): T => {
    const value = entries.get(key) ?? fallback;
    const hit = Object.hasOwn(table, value) ? table[value] : undefined;
    if (hit === undefined)
      return fail('bad-otn', `"${key}:${value}" is not a value OpenTafl knows; ${key} takes one of: ${Object.keys(table).join(', ')}.`);
    return hit;
  };
  function unsupported(key: string, why: string): never {
    return fail('otn-unsupported', `The OTN rule ${key}:${entries.get(key)} cannot be played here: ${why}.`);
  }
  const yesNo = (key: string, fallback: 'y' | 'n'): boolean => choice(key, { y: true, n: false }, fallback);
  const pieceList = (key: string, fallback: string): Set<string> => {
    const value = entries.get(key) ?? fallback;
    for (const ch of value)
      if (!TYPE_LETTERS.includes(ch)) fail('bad-otn', `"${ch}" in ${key}:${value} is not an OpenTafl piece-type letter (${TYPE_LETTERS}).`);
    return new Set(value);
  };
  /** A space list, or null for `default`. */
  const spaceList = (key: string, fallback: string): Square[] | null => {
    const value = entries.get(key) ?? fallback;
    if (value === 'default') return null;
    const out: Square[] = [];
    for (const part of value.split(',')) {
      if (part === '') continue;
      const sq = parseSquare(geo, part);
      if (!sq.ok || part !== part.toLowerCase()) fail('bad-otn', `"${part}" in ${key}:${value} is not a square of a ${dim}×${dim} board.`);
      else out.push(sq.value);
    }
    return out;
  };
  const ignoreIfPresent = (keys: readonly string[], why: string) => {
    for (const key of keys) if (entries.has(key)) ignored.push(`${key}:${entries.get(key)} (${why})`);
  };

  const nameText = entries.get('name');
  const name = nameText ? nameText.replace(/_/g, ' ') : null;
  const kingGoal = choice<RuleSet['kingGoal']>('esc', { c: 'corner', e: 'edge' }, 'c');
  const firstMover: RuleSet['firstMover'] = yesNo('atkf', 'y') ? 'attackers' : 'defenders';
  const repetitionValue = choice<RuleSet['repetition'] | 'w'>('tfr', { i: 'ignored', d: 'draw', l: 'repeater-loses', w: 'w' }, 'd');
  const repetition: RuleSet['repetition'] =
    repetitionValue === 'w'
      ? unsupported('tfr', 'the engine has no rule under which the player who makes the third repetition wins')
      : repetitionValue;
  const kingArmed = choice<RuleSet['kingArmed']>('ka', { y: 'both', h: 'mover', a: 'anvil', n: 'none' }, 'y');
  const kingMode = choice<'strong' | 'center' | 'middle' | 'weak'>(
    'ks',
    { s: 'strong', y: 'strong', c: 'center', m: 'middle', w: 'weak', n: 'weak' },
    's',
  );
  if ((entries.get('kj') ?? 'n') !== 'n') {
    choice('kj', { n: 0, r: 0, j: 0, c: 0 }, 'n');
    unsupported('kj', 'the king cannot jump in the engine');
  }
  ignoreIfPresent(['nj', 'cj'], 'knights and commanders are not pieces here');
  if ((entries.get('ber') ?? 'n') !== 'n') {
    choice('ber', { n: 0, c: 0, m: 0 }, 'n');
    unsupported('ber', 'the engine has no berserk rule');
  }
  for (const key of ['afor', 'dfor']) {
    const forts = spaceList(key, '');
    if (forts === null || forts.length > 0) unsupported(key, 'the engine has no fortress squares');
  }
  ignoreIfPresent(['aforh', 'dforh', 'aforp', 'dforp', 'afors', 'dfors', 'aforre', 'dforre'], 'there are no fortress squares');

  let movement: RuleSet['movement'] = 'rook';
  const speed = entries.get('spd');
  if (speed !== undefined) {
    if (speed === '1') {
      movement = 'one-step';
      assumed.push(`${RULE_META.movement.label} (movement): one-step, from OpenTafl's speed limit spd:1.`);
    } else if (speed === '-1') ignored.push('spd:-1 (no speed limit, the usual rook moves)');
    else unsupported('spd', 'the engine has only unlimited (rook) moves and one-square moves for every piece');
  }

  // Corners.
  const corList = spaceList('cor', 'default');
  const corners = corList ?? cornerCells('single', dim).map(([f, r]) => squareAt(geo, f, r));
  const shapes = ['none', 'single', 'block', 'block-minus-corner'] as const;
  const shape = shapes.find((s) =>
    sameCells(
      cornerCells(s, dim).map(([f, r]) => squareAt(geo, f, r)),
      corners,
    ),
  );
  if (shape === undefined) unsupported('cor', "the engine's corner squares are the four corners, or the four 2×2 corner blocks, or none");
  if (shape === 'block-minus-corner')
    unsupported(
      'cor',
      'these 12 squares are the corner blocks without their outermost squares, and the engine reads that shape with the outermost squares out of play, while OpenTafl keeps them in play as ordinary squares',
    );
  const cornerShape = shape as Exclude<RuleSet['cornerShape'], 'block-minus-corner' | 'removed'>;
  const corh = pieceList('corh', ALL_TYPES);
  let cornerHostile: RuleSet['cornerHostile'] = 'none';
  if (cornerShape === 'none') {
    ignoreIfPresent(['corh', 'corp', 'cors', 'corre'], 'there are no corner squares');
  } else {
    const corp = pieceList('corp', 'K');
    const cors = pieceList('cors', 'K');
    const corre = pieceList('corre', ALL_TYPES);
    const stop = ['t', 'T', 'K'].filter((x) => cors.has(x) && corp.has(x));
    if (stop.length !== 1 || stop[0] !== 'K')
      fail(
        'otn-unsupported',
        `The OTN corner rules (corp:${[...corp].join('')} cors:${[...cors].join('')}) let ${stop.length === 0 ? 'no piece' : stop.join(', ')} stop on the corners; in the engine only the king may.`,
      );
    if (cornerShape === 'block' && ['t', 'T'].some((x) => corp.has(x)))
      unsupported('corp', 'in the engine only the king may pass through corner squares');
    if (!corre.has('K')) unsupported('corre', 'the king could never enter a corner square');
    if (corh.has('T') && !corh.has('t')) unsupported('corh', 'the engine has no corners hostile to defenders only');
    cornerHostile = corh.has('t') ? (corh.has('T') ? 'both' : 'attackers') : 'none';
    if (corh.has('K') !== corh.has('T'))
      assumed.push(
        `corh:${[...corh].join('')} lists ${corh.has('K') ? 'K without T' : 'T without K'}; OpenTafl decides a corner's hostility to the king by T, and so does this import.`,
      );
  }

  // The centre.
  const cenList = spaceList('cen', 'default');
  const hasThrone = cenList === null || (cenList.length === 1 && cenList[0] === geo.centre);
  if (!hasThrone && cenList !== null && cenList.length > 0)
    unsupported('cen', `the engine's only centre square is ${squareName(geo, geo.centre)}`);
  let throneLanding: RuleSet['throneLanding'] = 'anyone';
  let thronePass: RuleSet['thronePass'] = 'anyone';
  let throneHostileEmpty: RuleSet['throneHostileEmpty'] = 'none';
  let throneHostileKing: RuleSet['throneHostileKing'] = 'none';
  let kingSideThrone: RuleSet['kingSideThrone'] = 'no';
  if (!hasThrone) {
    ignoreIfPresent(['cenh', 'cenhe', 'cenp', 'cens', 'cenre'], 'there is no centre square');
    assumed.push('cen: is empty, so the centre is an ordinary square: anyone may pass and stop there, and it never helps capture.');
  } else {
    const cenp = pieceList('cenp', ALL_TYPES);
    if (!entries.has('cens'))
      assumed.push(
        "cens is not given: OpenTafl's current default K was used (only the king may stop on the centre); older OpenTafl versions let every piece stop there.",
      );
    const cens = pieceList('cens', 'K');
    const cenre = pieceList('cenre', ALL_TYPES);
    const pass = ['t', 'T', 'K'].filter((x) => cenp.has(x));
    const stop = ['t', 'T', 'K'].filter((x) => cens.has(x) && cenp.has(x));
    const blocked = ['t', 'T', 'K'].filter((x) => (cenp.has(x) || cens.has(x)) && !cenre.has(x));
    if (blocked.length > 0) unsupported('cenre', 'the engine has no rule against re-entering the centre');
    if (pass.join('') === 'tTK') thronePass = 'anyone';
    else if (pass.join('') === 'K') thronePass = 'king-only';
    else unsupported('cenp', 'in the engine the king may always pass the empty centre, and either every piece may or only he may');
    if (stop.length === 0) throneLanding = 'nobody';
    else if (stop.join('') === 'K') throneLanding = 'king';
    else if (stop.join('') === 'tTK') throneLanding = 'anyone';
    else unsupported('cens', 'in the engine the king alone, nobody, or every piece may stop on the centre');
    if (['t', 'T', 'K'].some((x) => cens.has(x) && !cenp.has(x)))
      assumed.push(
        `cens:${[...cens].join('')} lists pieces that cenp:${[...cenp].join('')} does not let through the centre; OpenTafl never lets them stop there, and neither does this import.`,
      );
    const cenhe = pieceList('cenhe', ALL_TYPES);
    throneHostileEmpty = cenhe.has('t') ? (cenhe.has('T') ? 'both' : 'attackers') : cenhe.has('T') ? 'defenders' : 'none';
    kingSideThrone = cenhe.has('T') ? 'yes' : 'no';
    if (cenhe.has('K') !== cenhe.has('T'))
      assumed.push(
        `cenhe:${[...cenhe].join('')} lists ${cenhe.has('K') ? 'K without T' : 'T without K'}; OpenTafl decides the empty centre's hostility to the king by T, and so does this import.`,
      );
    const cenh = pieceList('cenh', 'tcnk');
    if (throneLanding === 'anyone' && (cenh.has('t') || cenh.has('T')))
      unsupported(
        'cenh',
        'any piece may stand on this centre, and the engine makes an occupied centre hostile only while the king stands on it',
      );
    const anvil = kingAnvil(kingArmed);
    if (cenh.has('T')) {
      if (!anvil)
        unsupported(
          'cenh',
          'with an unarmed king on it the centre would help capture defenders but not attackers, which the engine cannot express',
        );
      throneHostileKing = 'both';
    } else if (cenh.has('t')) {
      throneHostileKing = anvil ? 'attackers' : 'none';
      if (!anvil)
        ignored.push(
          `cenh:${[...cenh].join('')} (OpenTafl never treats an unarmed king's square as hostile, so the centre with the king on it helps nobody)`,
        );
    }
  }

  // The king.
  let kingCapture: RuleSet['kingCapture'];
  let kingSideEdge: RuleSet['kingSideEdge'] = 'no';
  if (kingMode === 'strong') kingCapture = 'four-sided';
  else if (kingMode === 'middle') {
    kingCapture = 'four-sided';
    kingSideEdge = 'yes';
  } else if (kingMode === 'weak') kingCapture = 'two-sided';
  else if (hasThrone) kingCapture = 'throne-strong';
  else {
    kingCapture = 'two-sided';
    assumed.push("ks:c without a centre square: OpenTafl's king is then weak everywhere, captured by two.");
  }
  const kingSideCorner: RuleSet['kingSideCorner'] =
    kingSideCornerMatters({ cornerShape, kingCapture, kingSideEdge }) && corh.has('T') ? 'yes' : 'no';

  // Special rules.
  const swMode = choice<'none' | 'strong' | 'weak'>('sw', { n: 'none', s: 'strong', w: 'weak' }, 'n');
  if (swMode === 'weak') unsupported('sw', "in the engine a corner square may close a shieldwall (OpenTafl's strong shieldwall, sw:s)");
  const flanking = yesNo('swf', 'y');
  if (swMode === 'none') ignoreIfPresent(['swf'], 'there are no shieldwall captures');
  else if (!flanking) unsupported('swf', 'in the engine a shieldwall is captured only by the move that closes one of its ends');
  const edgeForts: RuleSet['edgeForts'] = yesNo('efe', 'n') ? 'yes' : 'no';
  const encirclement: RuleSet['encirclement'] = yesNo('surf', 'y') ? 'yes' : 'no';

  const fixed = {
    edgeCaptures: 'no',
    multiCapture: 'yes',
    sandwichSafe: 'yes',
    evangelists: 'ordinary',
    noMoves: 'loses',
    defendersExhausted: 'no',
  } as const;
  if (movement === 'rook') assumed.push(`${RULE_META.movement.label} (movement): rook, as OpenTafl moves pieces.`);
  for (const key of Object.keys(fixed) as (keyof typeof fixed)[])
    assumed.push(`${RULE_META[key].label} (${key}): ${fixed[key]}, as in OpenTafl.`);

  const candidate: RuleSet = {
    firstMover,
    movement,
    kingGoal,
    cornerShape,
    cornerHostile,
    throneLanding,
    thronePass,
    throneHostileEmpty,
    throneHostileKing,
    kingArmed,
    kingCapture,
    kingSideThrone,
    kingSideEdge,
    kingSideCorner,
    edgeCaptures: fixed.edgeCaptures,
    multiCapture: fixed.multiCapture,
    sandwichSafe: fixed.sandwichSafe,
    evangelists: fixed.evangelists,
    shieldwall: swMode === 'strong' ? 'yes' : 'no',
    edgeForts,
    encirclement,
    noMoves: fixed.noMoves,
    repetition,
    defendersExhausted: fixed.defendersExhausted,
  };
  const checked = validateRuleSet(candidate as unknown as Record<string, unknown>);
  if (!checked.ok) fail('otn-unsupported', `These OTN rules make no game the engine can play: ${checked.error.message}`);
  const start = setup(candidate, placement);
  if (!start.ok) fail('bad-otn', `The OTN start position cannot be set up under these rules: ${start.error.message}`);
  return { rules: candidate, placement, name, ignored, assumed };
}
