/**
 * validateRuleSet checks rule combinations that cannot make a game; compile turns a RuleSet into
 * per-square masks and flags once per board size, so that move generation and capture code read
 * arrays instead of branching on rule names on every move.
 */
import { geometry, type Geometry } from '../geometry';
import { ATTACKER, DEFENDER, EVANGELIST, KING, err, ok, type Result } from '../types';
import { RULE_KEYS, RULE_VALUES, isRuleKey, isRuleValue, type RuleSet } from './ruleset';

/** Bit for a victim side in hostility masks. */
export const HOSTILE_TO_ATTACKERS = 1;
export const HOSTILE_TO_DEFENDERS = 2;

export const SQ_THRONE = 1;
export const SQ_CORNER = 2;
export const SQ_GOAL = 4;
export const SQ_VOID = 8;

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
  readonly repetition: RuleSet['repetition'];
  readonly defendersExhausted: boolean;
  readonly attackersFirst: boolean;
}

/** The corner squares of each shape, as (file, rank) offsets from a corner. */
function cornerOffsets(shape: RuleSet['cornerShape']): { special: [number, number][]; voids: [number, number][] } {
  switch (shape) {
    case 'none':
      return { special: [], voids: [] };
    case 'single':
      return { special: [[0, 0]], voids: [] };
    case 'block':
      return {
        special: [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ],
        voids: [],
      };
    case 'block-minus-corner':
      return {
        special: [
          [1, 0],
          [0, 1],
          [1, 1],
        ],
        voids: [[0, 0]],
      };
    case 'removed':
      return { special: [], voids: [[0, 0]] };
  }
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
  if (rules.kingGoal === 'corner' && (rules.cornerShape === 'none' || rules.cornerShape === 'removed'))
    return err(
      'invalid-rules',
      'The king cannot escape to a corner when there are no corner squares: choose a corner shape or edge escape.',
    );
  if (rules.edgeForts === 'yes' && rules.kingGoal === 'edge')
    return err('invalid-rules', 'Edge forts need corner escape: with edge escape the king has already won when he reaches the edge.');
  return ok(rules);
}

const hostileBits = (v: 'both' | 'attackers' | 'defenders' | 'none'): number =>
  v === 'both'
    ? HOSTILE_TO_ATTACKERS | HOSTILE_TO_DEFENDERS
    : v === 'attackers'
      ? HOSTILE_TO_ATTACKERS
      : v === 'defenders'
        ? HOSTILE_TO_DEFENDERS
        : 0;

const ALL = (1 << ATTACKER) | (1 << DEFENDER) | (1 << KING) | (1 << EVANGELIST);
const KING_BIT = 1 << KING;

const compiledCache = new Map<string, CompiledRules>();

/** Compiles a validated RuleSet for a board size (cached by rules and size). */
export function compile(rules: RuleSet, size: number): CompiledRules {
  const cacheKey = `${size}:${RULE_KEYS.map((k) => rules[k]).join(',')}`;
  const hit = compiledCache.get(cacheKey);
  if (hit) return hit;
  const geo = geometry(size);
  const stopMask = new Uint8Array(geo.cells);
  const passMask = new Uint8Array(geo.cells);
  const hostileEmpty = new Uint8Array(geo.cells);
  const hostileWithKing = new Uint8Array(geo.cells);
  const kind = new Uint8Array(geo.cells);
  for (const sq of geo.squares) {
    stopMask[sq] = ALL;
    passMask[sq] = ALL;
  }
  // Corners.
  const n = size - 1;
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
      kind[sq] = kind[sq]! | SQ_CORNER;
      stopMask[sq] = KING_BIT;
      passMask[sq] = KING_BIT;
      hostileEmpty[sq] = cornerHostility;
    }
  }
  for (const [df, dr] of voids) {
    for (const [f, r] of mirror(df, dr)) {
      const sq = (r + 1) * geo.width + f + 1;
      kind[sq] = kind[sq]! | SQ_VOID;
      stopMask[sq] = 0;
      passMask[sq] = 0;
    }
  }
  // The throne.
  const throne = geo.centre;
  kind[throne] = kind[throne]! | SQ_THRONE;
  stopMask[throne] = rules.throneLanding === 'anyone' ? ALL : rules.throneLanding === 'king' ? KING_BIT : 0;
  passMask[throne] = rules.thronePass === 'anyone' ? ALL : KING_BIT;
  hostileEmpty[throne] = hostileBits(rules.throneHostileEmpty);
  hostileWithKing[throne] = hostileBits(rules.throneHostileKing);
  // Goal squares.
  for (const sq of geo.squares) {
    if (kind[sq]! & SQ_VOID) continue;
    if (rules.kingGoal === 'corner' ? kind[sq]! & SQ_CORNER : geo.isEdge[sq]) kind[sq] = kind[sq]! | SQ_GOAL;
  }
  const compiled: CompiledRules = {
    rules,
    geo,
    stopMask,
    passMask,
    hostileEmpty,
    hostileWithKing,
    kind,
    throne,
    oneStep: rules.movement === 'one-step',
    kingMover: rules.kingArmed === 'both' || rules.kingArmed === 'mover',
    kingAnvil: rules.kingArmed === 'both' || rules.kingArmed === 'anvil',
    edgeAnvil: rules.edgeCaptures === 'yes',
    multiCapture: rules.multiCapture === 'yes',
    sandwichSafe: rules.sandwichSafe === 'yes',
    evangelistJump: rules.evangelists === 'jump',
    shieldwall: rules.shieldwall === 'yes',
    edgeForts: rules.edgeForts === 'yes',
    encirclement: rules.encirclement === 'yes',
    kingCapture: rules.kingCapture,
    kingSideThrone: rules.kingSideThrone === 'yes',
    kingSideEdge: rules.kingSideEdge === 'yes',
    kingSideCorner: rules.kingSideCorner === 'yes',
    noMoves: rules.noMoves,
    repetition: rules.repetition,
    defendersExhausted: rules.defendersExhausted === 'king-and-one',
    attackersFirst: rules.firstMover === 'attackers',
  };
  compiledCache.set(cacheKey, compiled);
  return compiled;
}
