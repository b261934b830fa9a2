/**
 * OTN rules import: an OpenTafl rules string as our rules and a placement, one function per group of
 * OTN entries (rules.ts documents the mapping). Every refusal is a `fail` that parseOtnRules turns
 * into a Result.
 */
import { assertNever, byValue } from '../assert';
import { geometry, squareAt, squareName } from '../geometry';
import { setup, type Placement } from '../position';
import { validateRuleSet } from '../rules/compile';
import { RULE_META } from '../rules/meta';
import type { RuleSet } from '../rules/ruleset';
import { kingRoles } from '../rules/values';
import type { Result } from '../types';
import { fail, guarded, unwrap } from './failure';
import { parseOtnPosition } from './position';
import { OtnEntries, splitEntries } from './rules-entries';
import { ALL_TYPES, cornerCells, kingSideCornerMatters, sameCells } from './rules-map';

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

type KingMode = 'strong' | 'center' | 'middle' | 'weak';

/**
 * The placement of `starti:`, the start position as OpenTafl writes it in rules strings it saves
 * (GameState.getPasteableRulesString, for one, writes `starti:` with PositionSerializer.invertRecord):
 * the ranks of `start:` listed the other way, the top rank first. The notation spec does not mention
 * it. Checked on OpenTafl's
 * saved-games/replays/Copenhagen-Escape-Puzzle.otg, whose moves are legal only when the first rank
 * listed is the top one (otn.test-support.ts, COPENHAGEN_ESCAPE_PUZZLE_RECORD).
 */
function readInvertedStart(text: string): Placement {
  const s = text.trim();
  const ranks = s.split('/').filter((rank) => rank.length > 0);
  // Malformed records (spaces, no ranks) are reported on the text as given.
  const asStart = /\s/.test(s) || ranks.length === 0 ? s : `/${ranks.reverse().join('/')}/`;
  const placement = parseOtnPosition(asStart);
  if (!placement.ok) fail(placement.error.code, `The starti entry (the start position, top rank first): ${placement.error.message}`);
  return placement.value;
}

/** dim and start (or starti): the board and the placement, which must agree. */
function readBoard(entries: ReadonlyMap<string, string>): Placement {
  const dimText = entries.get('dim');
  if (dimText === undefined) fail('bad-otn', 'The OTN rules have no dim entry (the board size), which OpenTafl requires.');
  if (!/^[0-9]+$/.test(dimText)) fail('bad-otn', `dim must be a whole number; the OTN rules give "dim:${dimText}".`);
  const startText = entries.get('start');
  const startiText = entries.get('starti');
  if (startText !== undefined && startiText !== undefined)
    fail(
      'bad-otn',
      'The OTN rules give both start: and starti: (the start position with its ranks listed the other way); give one of them.',
    );
  if (startText === undefined && startiText === undefined)
    fail(
      'bad-otn',
      'The OTN rules give the starting position neither as start: (rank 1 first) nor as starti: (the top rank first, as OpenTafl saves games); OpenTafl requires one of them.',
    );
  const dim = Number(dimText);
  const placement = startText !== undefined ? unwrap(parseOtnPosition(startText)) : readInvertedStart(startiText!);
  if (placement.size !== dim)
    fail(
      'bad-otn',
      `The OTN rules say dim:${dim}, but their ${startText !== undefined ? 'start' : 'starti'} position has ${placement.size} ranks.`,
    );
  return placement;
}

/**
 * tfr, the threefold-repetition rule, read as OpenTafl plays it (jslater89/OpenTafl; docs/opentafl.md
 * has the details and commits):
 * - The code. RulesSerializer.java reads `w` as Rules.THIRD_REPETITION_WINS, `l` as
 *   THIRD_REPETITION_LOSES, `d` and anything else (`i` included) as a draw; it writes `i` for
 *   THIRD_REPETITION_IGNORED. GameState.checkVictoryInternal, on the third occurrence of a position,
 *   returns a win for getCurrentSide() under WINS and a loss for it under LOSES, and getCurrentSide()
 *   is then already the side to move after the repetition (Game.advanceState switches sides through
 *   updateGameState before it checks for victory). So in play `w` makes the player who made the third
 *   repetition lose, and `l` makes him win. (Rules.java's Javadoc, "The player who moves to make the
 *   third repetition wins", and HumanReadableRulesPrinter's rule text say the opposite for WINS, but
 *   that is not what the game does.) OpenTafl's ThreefoldVictoryTest confirms the play: under
 *   Berserk (THIRD_REPETITION_LOSES, defenders first) the attackers' move that makes the start
 *   position occur a third time ends the game with ATTACKER_WIN. OpenTafl's Copenhagen is `tfr:w`.
 * - The spec (opentafl-notation-spec.txt) contradicts itself: its list of values says `w` "player who
 *   makes the threefold repetition wins" and `l` "loses"; its note on tfr says `w`, "the player forced
 *   to respond wins", and `l`, "the player forced to respond loses", which is what the code does.
 * So `w` is our repeater-loses; `l` (the repeater wins) has no rule here and is refused, with the
 * reason; `i` is ignored, as the spec and OpenTafl's writer mean it, though OpenTafl's reader draws.
 */
function readRepetition(r: OtnEntries): RuleSet['repetition'] {
  const tfr = r.choice<'i' | 'd' | 'w' | 'l'>('tfr', { i: 'i', d: 'd', w: 'w', l: 'l' }, 'd');
  switch (tfr) {
    case 'i':
      r.assumed.push(
        "tfr:i: a third repetition is ignored, as the notation spec and OpenTafl's writer mean it (OpenTafl's own rules reader plays every tfr value but w and l as a draw).",
      );
      return 'ignored';
    case 'd':
      return 'draw';
    case 'w':
      r.assumed.push(
        'tfr:w: the player whose move makes a position occur for the third time loses, as OpenTafl plays it (the side to move then, "the player forced to respond" in the spec\'s note on tfr, wins); the spec\'s list of values says the opposite.',
      );
      return 'repeater-loses';
    case 'l':
      return r.unsupported(
        'tfr',
        "OpenTafl gives the game to the player whose move makes a position occur for the third time (the side to move then loses; only the spec's list of values says otherwise), and the engine has no rule under which that player wins. OpenTafl writes the repeater losing as tfr:w",
      );
    default:
      return assertNever(tfr, 'OTN tfr');
  }
}

/** esc, atkf, tfr, ka, ks: the goal, who starts, repetition, and the king's arms and strength. */
function readPlay(r: OtnEntries) {
  const kingGoal = r.choice<RuleSet['kingGoal']>('esc', { c: 'corner', e: 'edge' }, 'c');
  const firstMover: RuleSet['firstMover'] = r.yesNo('atkf', 'y') ? 'attackers' : 'defenders';
  const repetition = readRepetition(r);
  const kingArmed = r.choice<RuleSet['kingArmed']>('ka', { y: 'both', h: 'mover', a: 'anvil', n: 'none' }, 'y');
  const kingMode = r.choice<KingMode>('ks', { s: 'strong', y: 'strong', c: 'center', m: 'middle', w: 'weak', n: 'weak' }, 's');
  return { kingGoal, firstMover, repetition, kingArmed, kingMode };
}

/** kj, nj, cj, ber and the fortresses: OpenTafl rules with no counterpart here. */
function readAbsent(r: OtnEntries): void {
  if ((r.get('kj') ?? 'n') !== 'n') {
    r.choice('kj', { n: 0, r: 0, j: 0, c: 0 }, 'n');
    r.unsupported('kj', 'the king cannot jump in the engine');
  }
  r.ignoreIfPresent(['nj', 'cj'], 'knights and commanders are not pieces here');
  if ((r.get('ber') ?? 'n') !== 'n') {
    r.choice('ber', { n: 0, c: 0, m: 0 }, 'n');
    r.unsupported('ber', 'the engine has no berserk rule');
  }
  for (const key of ['afor', 'dfor']) {
    const forts = r.spaceList(key, '');
    if (forts === null || forts.length > 0) r.unsupported(key, 'the engine has no fortress squares');
  }
  r.ignoreIfPresent(['aforh', 'dforh', 'aforp', 'dforp', 'afors', 'dfors', 'aforre', 'dforre'], 'there are no fortress squares');
}

/** spd: OpenTafl's speed limit, of which one square per move is the one the engine has. */
function readMovement(r: OtnEntries): RuleSet['movement'] {
  const speed = r.get('spd');
  if (speed === undefined) return 'rook';
  if (speed === '1') {
    r.assumed.push(`${RULE_META.movement.label} (movement): one-step, from OpenTafl's speed limit spd:1.`);
    return 'one-step';
  }
  if (speed === '-1') {
    r.ignored.push('spd:-1 (no speed limit, the usual rook moves)');
    return 'rook';
  }
  return r.unsupported('spd', 'the engine has only unlimited (rook) moves and one-square moves for every piece');
}

/** The corner shapes a `cor` list can name (`removed` has no special squares, and OTN cannot cut squares away). */
const OTN_CORNER_SHAPES = ['none', 'single', 'block', 'block-minus-corner'] as const satisfies readonly RuleSet['cornerShape'][];

/** corp, cors, corre, corh for corner squares of a shape OTN and the engine share. */
function readCornerSquares(r: OtnEntries, shape: 'single' | 'block', corh: Set<string>): RuleSet['cornerHostile'] {
  const corp = r.pieceList('corp', 'K');
  const cors = r.pieceList('cors', 'K');
  const corre = r.pieceList('corre', ALL_TYPES);
  const stop = ['t', 'T', 'K'].filter((x) => cors.has(x) && corp.has(x));
  if (stop.length !== 1 || stop[0] !== 'K')
    fail(
      'otn-unsupported',
      `The OTN corner rules (corp:${[...corp].join('')} cors:${[...cors].join('')}) let ${stop.length === 0 ? 'no piece' : stop.join(', ')} stop on the corners; in the engine only the king may.`,
    );
  // Only the squares of a block lie between other squares, so only there does passing matter.
  if (byValue(shape, { single: false, block: true }) && ['t', 'T'].some((x) => corp.has(x)))
    r.unsupported('corp', 'in the engine only the king may pass through corner squares');
  if (!corre.has('K')) r.unsupported('corre', 'the king could never enter a corner square');
  if (corh.has('T') && !corh.has('t')) r.unsupported('corh', 'the engine has no corners hostile to defenders only');
  if (corh.has('K') !== corh.has('T'))
    r.assumed.push(
      `corh:${[...corh].join('')} lists ${corh.has('K') ? 'K without T' : 'T without K'}; OpenTafl decides a corner's hostility to the king by T, and so does this import.`,
    );
  return corh.has('t') ? (corh.has('T') ? 'both' : 'attackers') : 'none';
}

/** cor and the corner lists. `corh` is returned too: whether it holds T decides kingSideCorner. */
function readCorners(r: OtnEntries) {
  const { geo } = r;
  const corList = r.spaceList('cor', 'default');
  const corners = corList ?? cornerCells('single', geo.size).map(([f, rank]) => squareAt(geo, f, rank));
  const shape = OTN_CORNER_SHAPES.find((s) =>
    sameCells(
      cornerCells(s, geo.size).map(([f, rank]) => squareAt(geo, f, rank)),
      corners,
    ),
  );
  if (shape === undefined)
    return r.unsupported('cor', "the engine's corner squares are the four corners, or the four 2×2 corner blocks, or none");
  if (shape === 'block-minus-corner')
    return r.unsupported(
      'cor',
      'these 12 squares are the corner blocks without their outermost squares, and the engine reads that shape with the outermost squares out of play, while OpenTafl keeps them in play as ordinary squares',
    );
  const corh = r.pieceList('corh', ALL_TYPES);
  switch (shape) {
    case 'none':
      r.ignoreIfPresent(['corh', 'corp', 'cors', 'corre'], 'there are no corner squares');
      return { cornerShape: shape, cornerHostile: 'none' as const, corh };
    case 'single':
    case 'block':
      return { cornerShape: shape, cornerHostile: readCornerSquares(r, shape, corh), corh };
    default:
      return assertNever(shape, 'OTN corner shape');
  }
}

/** cenp, cens, cenre: who may pass through and who may stop on the centre. */
function readThroneAccess(r: OtnEntries) {
  const cenp = r.pieceList('cenp', ALL_TYPES);
  if (!r.has('cens'))
    r.assumed.push(
      "cens is not given: OpenTafl's current default K was used (only the king may stop on the centre); older OpenTafl versions let every piece stop there.",
    );
  const cens = r.pieceList('cens', 'K');
  const cenre = r.pieceList('cenre', ALL_TYPES);
  const pass = ['t', 'T', 'K'].filter((x) => cenp.has(x)).join('');
  const stop = ['t', 'T', 'K'].filter((x) => cens.has(x) && cenp.has(x)).join('');
  const blocked = ['t', 'T', 'K'].filter((x) => (cenp.has(x) || cens.has(x)) && !cenre.has(x));
  if (blocked.length > 0) r.unsupported('cenre', 'the engine has no rule against re-entering the centre');
  let thronePass: RuleSet['thronePass'];
  if (pass === 'tTK') thronePass = 'anyone';
  else if (pass === 'K') thronePass = 'king-only';
  else return r.unsupported('cenp', 'in the engine the king may always pass the empty centre, and either every piece may or only he may');
  let throneLanding: RuleSet['throneLanding'];
  if (stop === '') throneLanding = 'nobody';
  else if (stop === 'K') throneLanding = 'king';
  else if (stop === 'tTK') throneLanding = 'anyone';
  else return r.unsupported('cens', 'in the engine the king alone, nobody, or every piece may stop on the centre');
  if (['t', 'T', 'K'].some((x) => cens.has(x) && !cenp.has(x)))
    r.assumed.push(
      `cens:${[...cens].join('')} lists pieces that cenp:${[...cenp].join('')} does not let through the centre; OpenTafl never lets them stop there, and neither does this import.`,
    );
  return { thronePass, throneLanding, anyoneStops: stop === 'tTK' };
}

/** cenhe and cenh: the centre in captures, empty and with the king on it. */
function readThroneHostility(r: OtnEntries, anyoneStops: boolean, kingArmed: RuleSet['kingArmed']) {
  const cenhe = r.pieceList('cenhe', ALL_TYPES);
  const throneHostileEmpty: RuleSet['throneHostileEmpty'] = cenhe.has('t')
    ? cenhe.has('T')
      ? 'both'
      : 'attackers'
    : cenhe.has('T')
      ? 'defenders'
      : 'none';
  const kingSideThrone: RuleSet['kingSideThrone'] = cenhe.has('T') ? 'yes' : 'no';
  if (cenhe.has('K') !== cenhe.has('T'))
    r.assumed.push(
      `cenhe:${[...cenhe].join('')} lists ${cenhe.has('K') ? 'K without T' : 'T without K'}; OpenTafl decides the empty centre's hostility to the king by T, and so does this import.`,
    );
  const cenh = r.pieceList('cenh', 'tcnk');
  if (anyoneStops && (cenh.has('t') || cenh.has('T')))
    r.unsupported(
      'cenh',
      'any piece may stand on this centre, and the engine makes an occupied centre hostile only while the king stands on it',
    );
  const anvil = kingRoles(kingArmed).anvil;
  let throneHostileKing: RuleSet['throneHostileKing'] = 'none';
  if (cenh.has('T')) {
    if (!anvil)
      r.unsupported(
        'cenh',
        'with an unarmed king on it the centre would help capture defenders but not attackers, which the engine cannot express',
      );
    throneHostileKing = 'both';
  } else if (cenh.has('t')) {
    throneHostileKing = anvil ? 'attackers' : 'none';
    if (!anvil)
      r.ignored.push(
        `cenh:${[...cenh].join('')} (OpenTafl never treats an unarmed king's square as hostile, so the centre with the king on it helps nobody)`,
      );
  }
  return { throneHostileEmpty, kingSideThrone, throneHostileKing };
}

/** cen and the centre lists. Without a centre square the centre is an ordinary square. */
function readCentre(r: OtnEntries, kingArmed: RuleSet['kingArmed']) {
  const { geo } = r;
  const cenList = r.spaceList('cen', 'default');
  const hasThrone = cenList === null || (cenList.length === 1 && cenList[0] === geo.centre);
  if (!hasThrone && cenList !== null && cenList.length > 0)
    r.unsupported('cen', `the engine's only centre square is ${squareName(geo, geo.centre)}`);
  if (!hasThrone) {
    r.ignoreIfPresent(['cenh', 'cenhe', 'cenp', 'cens', 'cenre'], 'there is no centre square');
    r.assumed.push('cen: is empty, so the centre is an ordinary square: anyone may pass and stop there, and it never helps capture.');
    return {
      hasThrone,
      throneLanding: 'anyone',
      thronePass: 'anyone',
      throneHostileEmpty: 'none',
      throneHostileKing: 'none',
      kingSideThrone: 'no',
    } as const;
  }
  const { thronePass, throneLanding, anyoneStops } = readThroneAccess(r);
  return { hasThrone, thronePass, throneLanding, ...readThroneHostility(r, anyoneStops, kingArmed) };
}

/** ks: how the king is captured, and whether the edge counts against him. */
function readKingCapture(r: OtnEntries, mode: KingMode, hasThrone: boolean): Pick<RuleSet, 'kingCapture' | 'kingSideEdge'> {
  switch (mode) {
    case 'strong':
      return { kingCapture: 'four-sided', kingSideEdge: 'no' };
    case 'middle':
      return { kingCapture: 'four-sided', kingSideEdge: 'yes' };
    case 'weak':
      return { kingCapture: 'two-sided', kingSideEdge: 'no' };
    case 'center':
      if (hasThrone) return { kingCapture: 'throne-strong', kingSideEdge: 'no' };
      r.assumed.push("ks:c without a centre square: OpenTafl's king is then weak everywhere, captured by two.");
      return { kingCapture: 'two-sided', kingSideEdge: 'no' };
    default:
      return assertNever(mode, 'OTN king strength');
  }
}

/** sw, swf, efe, surf: shieldwalls, edge forts and encirclement. */
function readSpecials(r: OtnEntries): Pick<RuleSet, 'shieldwall' | 'edgeForts' | 'encirclement'> {
  const swMode = r.choice<'none' | 'strong' | 'weak'>('sw', { n: 'none', s: 'strong', w: 'weak' }, 'n');
  if (swMode === 'weak') r.unsupported('sw', "in the engine a corner square may close a shieldwall (OpenTafl's strong shieldwall, sw:s)");
  const flanking = r.yesNo('swf', 'y');
  let shieldwall: RuleSet['shieldwall'];
  switch (swMode) {
    case 'none':
      r.ignoreIfPresent(['swf'], 'there are no shieldwall captures');
      shieldwall = 'no';
      break;
    case 'strong':
      if (!flanking) r.unsupported('swf', 'in the engine a shieldwall is captured only by the move that closes one of its ends');
      shieldwall = 'yes';
      break;
    default:
      return assertNever(swMode, 'OTN shieldwall');
  }
  const edgeForts: RuleSet['edgeForts'] = r.yesNo('efe', 'n') ? 'yes' : 'no';
  const encirclement: RuleSet['encirclement'] = r.yesNo('surf', 'y') ? 'yes' : 'no';
  return { shieldwall, edgeForts, encirclement };
}

/** The rules OTN does not state, at OpenTafl's behaviour. */
const OPENTAFL_FIXED = {
  edgeCaptures: 'no',
  multiCapture: 'yes',
  sandwichSafe: 'yes',
  evangelists: 'ordinary',
  noMoves: 'loses',
  defendersExhausted: 'no',
} as const satisfies Partial<RuleSet>;

function readOtnRules(text: string): OtnRules {
  const entries = splitEntries(text);
  const placement = readBoard(entries);
  const r = new OtnEntries(entries, geometry(placement.size));
  const nameText = r.get('name');
  const name = nameText ? nameText.replace(/_/g, ' ') : null;
  const play = readPlay(r);
  readAbsent(r);
  const movement = readMovement(r);
  const corners = readCorners(r);
  const centre = readCentre(r, play.kingArmed);
  const king = readKingCapture(r, play.kingMode, centre.hasThrone);
  const kingSideCorner: RuleSet['kingSideCorner'] =
    kingSideCornerMatters({ cornerShape: corners.cornerShape, ...king }) && corners.corh.has('T') ? 'yes' : 'no';
  const specials = readSpecials(r);
  const rook = byValue(movement, { rook: `${RULE_META.movement.label} (movement): rook, as OpenTafl moves pieces.`, 'one-step': null });
  if (rook !== null) r.assumed.push(rook);
  for (const key of Object.keys(OPENTAFL_FIXED) as (keyof typeof OPENTAFL_FIXED)[])
    r.assumed.push(`${RULE_META[key].label} (${key}): ${OPENTAFL_FIXED[key]}, as in OpenTafl.`);

  const candidate: RuleSet = {
    firstMover: play.firstMover,
    movement,
    kingGoal: play.kingGoal,
    cornerShape: corners.cornerShape,
    cornerHostile: corners.cornerHostile,
    throneLanding: centre.throneLanding,
    thronePass: centre.thronePass,
    throneHostileEmpty: centre.throneHostileEmpty,
    throneHostileKing: centre.throneHostileKing,
    kingArmed: play.kingArmed,
    kingCapture: king.kingCapture,
    kingSideThrone: centre.kingSideThrone,
    kingSideEdge: king.kingSideEdge,
    kingSideCorner,
    edgeCaptures: OPENTAFL_FIXED.edgeCaptures,
    multiCapture: OPENTAFL_FIXED.multiCapture,
    sandwichSafe: OPENTAFL_FIXED.sandwichSafe,
    evangelists: OPENTAFL_FIXED.evangelists,
    shieldwall: specials.shieldwall,
    edgeForts: specials.edgeForts,
    encirclement: specials.encirclement,
    noMoves: OPENTAFL_FIXED.noMoves,
    repetition: play.repetition,
    defendersExhausted: OPENTAFL_FIXED.defendersExhausted,
  };
  const checked = validateRuleSet(candidate as unknown as Record<string, unknown>);
  if (!checked.ok) fail('otn-unsupported', `These OTN rules make no game the engine can play: ${checked.error.message}`);
  const start = setup(candidate, placement);
  if (!start.ok) fail('bad-otn', `The OTN start position cannot be set up under these rules: ${start.error.message}`);
  return { rules: candidate, placement, name, ignored: r.ignored, assumed: r.assumed };
}

/** Reads OTN rules. Unknown keys and entries that change nothing are listed in `ignored`. */
export function parseOtnRules(text: string): Result<OtnRules> {
  return guarded(() => readOtnRules(text));
}
