/**
 * The vocabulary that OTN rules export (rules-write.ts) and import (rules-read.ts) share: piece-type
 * letters, the tables from our rule values to OTN values, and the corner squares of each shape.
 * rules.ts documents the mapping.
 */
import { assertNever, byValue } from '../assert';
import { FILES } from '../geometry';
import type { RuleSet } from '../rules/ruleset';
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

/** tfr per repetition rule; null where OTN has no value for it. */
export const REPETITION_TO_OTN: Readonly<Record<RuleSet['repetition'], string | null>> = {
  ignored: 'i',
  draw: 'd',
  'repeater-loses': 'l',
  'defenders-lose': null,
};
export const KING_ARMED_TO_OTN: Readonly<Record<RuleSet['kingArmed'], string>> = { both: 'y', mover: 'h', anvil: 'a', none: 'n' };

/**
 * The OTN king strength (ks) for a king-capture rule and the edge's part in it, or null when OpenTafl
 * has none: it lets the edge count against the king only for its middleweight king (ks:m).
 */
export function otnKingStrength(capture: RuleSet['kingCapture'], sideEdge: RuleSet['kingSideEdge']): 'y' | 'm' | 'c' | 'n' | null {
  const edge = isYes(sideEdge);
  switch (capture) {
    case 'two-sided':
      return edge ? null : 'n';
    case 'four-sided':
      return edge ? 'm' : 'y';
    case 'throne-strong':
      return edge ? null : 'c';
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
 * Whether the king-side value of the corners can change a game. With four-sided capture and single
 * corners, a king beside a corner stands on the edge; unless the edge counts against him he has only
 * three neighbours and cannot be taken there, whatever the corner does. (Shapes OTN cannot express
 * never get this far.)
 */
export function kingSideCornerMatters(r: Pick<RuleSet, 'cornerShape' | 'kingCapture' | 'kingSideEdge'>): boolean {
  switch (r.cornerShape) {
    case 'none':
    case 'block-minus-corner':
    case 'removed':
      return false;
    case 'block':
      return true;
    case 'single':
      return byValue(r.kingCapture, { 'two-sided': true, 'four-sided': isYes(r.kingSideEdge), 'throne-strong': true });
    default:
      return assertNever(r.cornerShape, 'cornerShape');
  }
}

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
]);

export const sameCells = (a: readonly Square[], b: readonly Square[]): boolean => {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((v, i) => v === y[i]);
};
