/**
 * validateRuleSet checks rule combinations that cannot make a game; compile turns a RuleSet into
 * per-square masks and flags once per board size, so that move generation and capture code read
 * arrays instead of branching on rule names on every move. Every rule value is read here through an
 * exhaustive switch or table (assert.ts, values.ts), so a new value fails type-checking here rather
 * than falling silently into another value's flag.
 */
import { assertNever, byValue } from '../assert';
import { geometry, type Geometry } from '../geometry';
import { ATTACKER, DEFENDER, EVANGELIST, KING, err, ok, type Result } from '../types';
import { RULE_KEYS, RULE_VALUES, isRuleKey, isRuleValue, type RuleKey, type RulePatch, type RuleSet } from './ruleset';
import { cornerOffsets, hasCornerSquares, hostileTo, isYes, kingRoles, type Hostility } from './values';

/** Bit for a victim side in hostility masks. */
export const HOSTILE_TO_ATTACKERS = 1;
export const HOSTILE_TO_DEFENDERS = 2;

export const SQ_THRONE = 1;
export const SQ_CORNER = 2;
export const SQ_GOAL = 4;
export const SQ_VOID = 8;

/** Winner codes, as game.ts's outcomeWinner gives them: 0 the attackers, 1 the defenders, 2 a draw. */
export const WINNER_ATTACKERS = 0;
export const WINNER_DEFENDERS = 1;
export const WINNER_DRAW = 2;
export type WinnerCode = typeof WINNER_ATTACKERS | typeof WINNER_DEFENDERS | typeof WINNER_DRAW;

export interface CompiledRules {
  readonly rules: RuleSet;
  readonly geo: Geometry;
  /** Per square: bit (1 << cell) set when a piece of that cell code may end a move there. */
  readonly stopMask: Uint8Array;
  /** Per square: bit (1 << cell) set when that piece may move on past the square (when empty). */
  readonly passMask: Uint8Array;
  /** Per square, when empty: HOSTILE_TO_* bits. */
  readonly hostileEmpty: Uint8Array;
  /** Per square, while the king stands on it (the throne): HOSTILE_TO_* bits. */
  readonly hostileWithKing: Uint8Array;
  /** SQ_* flags. */
  readonly kind: Uint8Array;
  /** Per square: 1 where a king standing there must be closed on all four sides to be captured. */
  readonly kingFourSided: Uint8Array;
  readonly throne: number;
  readonly oneStep: boolean;
  readonly kingMover: boolean;
  readonly kingAnvil: boolean;
  readonly edgeAnvil: boolean;
  readonly multiCapture: boolean;
  readonly sandwichSafe: boolean;
  readonly evangelistJump: boolean;
  readonly shieldwall: boolean;
  readonly edgeForts: boolean;
  readonly encirclement: boolean;
  readonly kingCapture: RuleSet['kingCapture'];
  readonly kingSideThrone: boolean;
  readonly kingSideEdge: boolean;
  readonly kingSideCorner: boolean;
  readonly noMoves: RuleSet['noMoves'];
  /** Whether a side with no legal move passes (while the other side can move). */
  readonly mayPass: boolean;
  readonly repetition: RuleSet['repetition'];
  /**
   * On the third occurrence of a position, the winner code by the side whose move made it (index 0
   * the attackers, 1 the defenders); null when repetition is ignored.
   */
  readonly repetitionWinner: readonly [WinnerCode, WinnerCode] | null;
  readonly defendersExhausted: boolean;
  readonly attackersFirst: boolean;
}

/** Checks that every key is known, every value allowed, and the combination can make a game. */
export function validateRuleSet(input: Record<string, unknown>): Result<RuleSet> {
  for (const key of Object.keys(input)) {
    if (!isRuleKey(key)) return err('unknown-rule', `"${key}" is not a rule this site knows.`);
  }
  for (const key of RULE_KEYS) {
    const v = input[key];
    if (typeof v !== 'string')
      return err('bad-rule-value', `The rule "${key}" is missing; it takes one of: ${RULE_VALUES[key].join(', ')}.`);
    if (!isRuleValue(key, v))
      return err('bad-rule-value', `"${v}" is not a value of the rule "${key}"; it takes one of: ${RULE_VALUES[key].join(', ')}.`);
  }
  const rules = input as unknown as RuleSet;
  const edgeGoal = byValue(rules.kingGoal, { corner: false, edge: true });
  if (!edgeGoal && !hasCornerSquares(rules.cornerShape))
    return err(
      'invalid-rules',
      'The king cannot escape to a corner when there are no corner squares: choose a corner shape or edge escape.',
    );
  if (isYes(rules.edgeForts) && edgeGoal)
    return err('invalid-rules', 'Edge forts need corner escape: with edge escape the king has already won when he reaches the edge.');
  return ok(rules);
}

/**
 * The rules that depend on one another, made to agree after `key` was changed: the fewest other
 * changes that make `rules` valid while keeping `key` as the reader set it, with the keys they change;
 * null when the rules are valid already or no such change exists. Corner escape needs corner squares
 * (one square each, the commonest shape); corner squares removed mean edge escape; an edge fort needs
 * corner escape; edge escape ends edge forts.
 */
export function withDependents(rules: RuleSet, key: RuleKey): { readonly rules: RuleSet; readonly also: readonly RuleKey[] } | null {
  if (validateRuleSet(rules as unknown as Record<string, unknown>).ok) return null;
  const candidates: RulePatch[] = [
    { cornerShape: 'single' },
    { kingGoal: 'edge' },
    { edgeForts: 'no' },
    { kingGoal: 'corner' },
    { kingGoal: 'corner', cornerShape: 'single' },
    { kingGoal: 'edge', edgeForts: 'no' },
  ];
  for (const patch of candidates) {
    if (key in patch) continue;
    const next = { ...rules, ...patch } as RuleSet;
    const also = (Object.keys(patch) as RuleKey[]).filter((k) => next[k] !== rules[k]);
    if (also.length > 0 && validateRuleSet(next as unknown as Record<string, unknown>).ok) return { rules: next, also };
  }
  return null;
}

const hostileBits = (v: Hostility): number => {
  const to = hostileTo(v);
  return (to.attackers ? HOSTILE_TO_ATTACKERS : 0) | (to.defenders ? HOSTILE_TO_DEFENDERS : 0);
};

const ALL = (1 << ATTACKER) | (1 << DEFENDER) | (1 << KING) | (1 << EVANGELIST);
const KING_BIT = 1 << KING;

function repetitionWinner(rule: RuleSet['repetition']): readonly [WinnerCode, WinnerCode] | null {
  switch (rule) {
    case 'ignored':
      return null;
    case 'draw':
      return [WINNER_DRAW, WINNER_DRAW];
    case 'repeater-loses':
      return [WINNER_DEFENDERS, WINNER_ATTACKERS];
    case 'defenders-lose':
      return [WINNER_ATTACKERS, WINNER_ATTACKERS];
    default:
      return assertNever(rule, 'repetition');
  }
}

type SquareTables = Pick<CompiledRules, 'stopMask' | 'passMask' | 'hostileEmpty' | 'hostileWithKing' | 'kind' | 'kingFourSided' | 'throne'>;

/** Marks the corner squares and the squares out of play. */
function markCorners(rules: RuleSet, geo: Geometry, t: SquareTables): void {
  const n = geo.size - 1;
  const { special, voids } = cornerOffsets(rules.cornerShape);
  const mirror = (df: number, dr: number): [number, number][] => [
    [df, dr],
    [n - df, dr],
    [df, n - dr],
    [n - df, n - dr],
  ];
  const cornerHostility = hostileBits(rules.cornerHostile);
  for (const [df, dr] of special) {
    for (const [f, r] of mirror(df, dr)) {
      const sq = (r + 1) * geo.width + f + 1;
      t.kind[sq] = t.kind[sq]! | SQ_CORNER;
      t.stopMask[sq] = KING_BIT;
      t.passMask[sq] = KING_BIT;
      t.hostileEmpty[sq] = cornerHostility;
    }
  }
  for (const [df, dr] of voids) {
    for (const [f, r] of mirror(df, dr)) {
      const sq = (r + 1) * geo.width + f + 1;
      t.kind[sq] = t.kind[sq]! | SQ_VOID;
      t.stopMask[sq] = 0;
      t.passMask[sq] = 0;
    }
  }
}

/** Marks the throne, and where the king needs four sides closed. */
function markThrone(rules: RuleSet, geo: Geometry, t: SquareTables): void {
  const throne = t.throne;
  t.kind[throne] = t.kind[throne]! | SQ_THRONE;
  t.stopMask[throne] = byValue(rules.throneLanding, { anyone: ALL, king: KING_BIT, nobody: 0 });
  t.passMask[throne] = byValue(rules.thronePass, { anyone: ALL, 'king-only': KING_BIT });
  t.hostileEmpty[throne] = hostileBits(rules.throneHostileEmpty);
  t.hostileWithKing[throne] = hostileBits(rules.throneHostileKing);
  switch (rules.kingCapture) {
    case 'two-sided':
      break;
    case 'four-sided':
      t.kingFourSided.fill(1);
      break;
    case 'throne-strong':
      t.kingFourSided[throne] = 1;
      for (const d of geo.dirs) t.kingFourSided[throne + d] = 1;
      break;
    default:
      assertNever(rules.kingCapture, 'kingCapture');
  }
}

/** The per-square tables. */
function squareTables(rules: RuleSet, geo: Geometry): SquareTables {
  const t: SquareTables = {
    stopMask: new Uint8Array(geo.cells),
    passMask: new Uint8Array(geo.cells),
    hostileEmpty: new Uint8Array(geo.cells),
    hostileWithKing: new Uint8Array(geo.cells),
    kind: new Uint8Array(geo.cells),
    kingFourSided: new Uint8Array(geo.cells),
    throne: geo.centre,
  };
  for (const sq of geo.squares) {
    t.stopMask[sq] = ALL;
    t.passMask[sq] = ALL;
  }
  markCorners(rules, geo, t);
  markThrone(rules, geo, t);
  const cornerGoal = byValue(rules.kingGoal, { corner: true, edge: false });
  for (const sq of geo.squares) {
    if (t.kind[sq]! & SQ_VOID) continue;
    if (cornerGoal ? t.kind[sq]! & SQ_CORNER : geo.isEdge[sq]) t.kind[sq] = t.kind[sq]! | SQ_GOAL;
  }
  return t;
}

/**
 * The compiled rules: the tables, and the flags that move, capture and outcome code read instead of
 * rule values. Written as one object literal (not spread together) so that V8 keeps it a fast object.
 */
function compiledRules(rules: RuleSet, geo: Geometry, t: SquareTables): CompiledRules {
  const king = kingRoles(rules.kingArmed);
  return {
    rules,
    geo,
    stopMask: t.stopMask,
    passMask: t.passMask,
    hostileEmpty: t.hostileEmpty,
    hostileWithKing: t.hostileWithKing,
    kind: t.kind,
    kingFourSided: t.kingFourSided,
    throne: t.throne,
    oneStep: byValue(rules.movement, { rook: false, 'one-step': true }),
    kingMover: king.mover,
    kingAnvil: king.anvil,
    edgeAnvil: isYes(rules.edgeCaptures),
    multiCapture: isYes(rules.multiCapture),
    sandwichSafe: isYes(rules.sandwichSafe),
    evangelistJump: byValue(rules.evangelists, { jump: true, ordinary: false }),
    shieldwall: isYes(rules.shieldwall),
    edgeForts: isYes(rules.edgeForts),
    encirclement: isYes(rules.encirclement),
    kingCapture: rules.kingCapture,
    kingSideThrone: isYes(rules.kingSideThrone),
    kingSideEdge: isYes(rules.kingSideEdge),
    kingSideCorner: isYes(rules.kingSideCorner),
    noMoves: rules.noMoves,
    mayPass: byValue(rules.noMoves, { loses: false, draw: false, pass: true }),
    repetition: rules.repetition,
    repetitionWinner: repetitionWinner(rules.repetition),
    defendersExhausted: byValue(rules.defendersExhausted, { no: false, 'king-and-one': true }),
    attackersFirst: byValue(rules.firstMover, { attackers: true, defenders: false }),
  };
}

const compiledCache = new Map<string, CompiledRules>();

/** Compiles a validated RuleSet for a board size (cached by rules and size). */
export function compile(rules: RuleSet, size: number): CompiledRules {
  const cacheKey = `${size}:${RULE_KEYS.map((k) => rules[k]).join(',')}`;
  const hit = compiledCache.get(cacheKey);
  if (hit) return hit;
  const geo = geometry(size);
  const compiled = compiledRules(rules, geo, squareTables(rules, geo));
  compiledCache.set(cacheKey, compiled);
  return compiled;
}
