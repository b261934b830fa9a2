/**
 * The vocabulary that OTN rules export (rules-write.ts) and import (rules-read.ts) share: piece-type
 * letters, the tables from our rule values to OTN values, and the corner squares of each shape.
 * rules.ts documents the mapping.
 */
import { assertNever } from '../assert';
import { FILES } from '../geometry';
import type { RuleKey, RuleSet } from '../rules/ruleset';
import { cornerOffsets, hostileTo, isYes, type Hostility } from '../rules/values';
import type { Square } from '../types';

export const ALL_TYPES = 'tcnkTCNK';
export const TYPE_LETTERS = 'tcnkmgTCNKMG';

/** A hostility as an OTN piece-type list: attackers `tcnk`, defenders `TCNK`. */
export const hostileLetters = (v: Hostility): string => {
  const to = hostileTo(v);
  return `${to.attackers ? 'tcnk' : ''}${to.defenders ? 'TCNK' : ''}`;
};

/** A yes/no rule as an OTN flag. */
export const OTN_YES_NO = { yes: 'y', no: 'n' } as const;

/**
 * Why the export cannot write a rule value: the rules involved and the reason, in words for a reader.
 * The first key is the rule the problem is told under; the others are the rules whose values make it a
 * problem (a value that OTN ties to another rule is named with that rule). rules-write.ts turns each
 * problem into `Label (key: value, with other: value), because why`.
 */
export interface OtnProblem {
  readonly keys: readonly [RuleKey, ...RuleKey[]];
  readonly why: string;
}

/** An OTN value for a rule value, or the problem that keeps OTN from expressing it. */
export type OtnChoice<T extends string> = { readonly otn: T } | { readonly unsupported: OtnProblem };

/**
 * tfr per repetition rule, as OpenTafl plays the values: `w` gives the game to the side to move after
 * the third repetition, so the player who made it loses (the notation spec's list of values says the
 * opposite; rules-read.ts and docs/opentafl.md give the evidence).
 */
export const REPETITION_TO_OTN: Readonly<Record<RuleSet['repetition'], OtnChoice<'i' | 'd' | 'w'>>> = {
  ignored: { otn: 'i' },
  draw: { otn: 'd' },
  'repeater-loses': { otn: 'w' },
  'defenders-lose': {
    unsupported: {
      keys: ['repetition'],
      why: 'OTN can make a third repetition ignored, a draw, or a loss or win for the player who makes it, but not a loss for the defenders',
    },
  },
};
export const KING_ARMED_TO_OTN: Readonly<Record<RuleSet['kingArmed'], string>> = { both: 'y', mover: 'h', anvil: 'a', none: 'n' };

/** The edge against a king OpenTafl captures by two, or strong only at the centre. */
const EDGE_ONLY_FOR_MIDDLEWEIGHT: OtnProblem = {
  keys: ['kingSideEdge', 'kingCapture'],
  why: 'OpenTafl lets the board edge count against the king only for a king who must be surrounded on every side (its middleweight king)',
};

/**
 * The OTN king strength (ks) for a king-capture rule and the edge's part in it. OpenTafl lets the edge
 * count against the king only for its middleweight king (ks:m), so the problem there names the edge.
 * A capture rule OpenTafl has no strength for at all must name kingCapture (not the edge).
 */
export function otnKingStrength(capture: RuleSet['kingCapture'], sideEdge: RuleSet['kingSideEdge']): OtnChoice<'y' | 'm' | 'c' | 'n'> {
  const edge = isYes(sideEdge);
  switch (capture) {
    case 'two-sided':
      return edge ? { unsupported: EDGE_ONLY_FOR_MIDDLEWEIGHT } : { otn: 'n' };
    case 'four-sided':
      return { otn: edge ? 'm' : 'y' };
    case 'throne-strong':
      return edge ? { unsupported: EDGE_ONLY_FOR_MIDDLEWEIGHT } : { otn: 'c' };
    default:
      return assertNever(capture, 'kingCapture');
  }
}

/** The squares (file, rank from 0) of a corner shape's special squares, sorted by file then rank. */
export function cornerCells(shape: RuleSet['cornerShape'], size: number): [number, number][] {
  const n = size - 1;
  const out: [number, number][] = [];
  for (const [df, dr] of cornerOffsets(shape).special) out.push([df, dr], [df, n - dr], [n - df, dr], [n - df, n - dr]);
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

export const cellsToList = (cells: readonly [number, number][]): string => cells.map(([f, r]) => `${FILES[f]}${r + 1},`).join('');

/**
 * The rules that let the king-side value of the corners change a game, or null when it cannot: with
 * four-sided capture and single corners, a king beside a corner stands on the edge; unless the edge
 * counts against him he has only three neighbours and cannot be taken there, whatever the corner does.
 * (Shapes OTN cannot express never get this far.)
 */
export function kingSideCornerDependsOn(r: Pick<RuleSet, 'cornerShape' | 'kingCapture' | 'kingSideEdge'>): RuleKey[] | null {
  switch (r.cornerShape) {
    case 'none':
    case 'block-minus-corner':
    case 'removed':
      return null;
    case 'block':
      return ['cornerShape'];
    case 'single': {
      const byCapture: Record<RuleSet['kingCapture'], RuleKey[] | null> = {
        'two-sided': ['cornerShape', 'kingCapture'],
        'four-sided': isYes(r.kingSideEdge) ? ['cornerShape', 'kingCapture', 'kingSideEdge'] : null,
        'throne-strong': ['cornerShape', 'kingCapture'],
      };
      return byCapture[r.kingCapture];
    }
    default:
      return assertNever(r.cornerShape, 'cornerShape');
  }
}

/** Whether the king-side value of the corners can change a game (kingSideCornerDependsOn). */
export const kingSideCornerMatters = (r: Pick<RuleSet, 'cornerShape' | 'kingCapture' | 'kingSideEdge'>): boolean =>
  kingSideCornerDependsOn(r) !== null;

/** The keys OpenTafl's RulesSerializer knows. */
export const KNOWN_KEYS = new Set([
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
  'starti',
]);

export const sameCells = (a: readonly Square[], b: readonly Square[]): boolean => {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((v, i) => v === y[i]);
};
