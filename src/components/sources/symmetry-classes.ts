/**
 * §2.1 and §4 of the layout research page (/sources/layouts/): the 73 points that every Alea
 * Evangelii reconstruction uses, in their twelve symmetry classes, with the side each class takes in
 * layouts M and W; and the manuscript's marked men mapped onto those points. The classes are checked
 * against the layouts in src/engine/layouts.ts when this module is loaded, that is, every time the
 * site is built: a class that no longer matches layout M or W fails the build.
 */
import { FILES, type Layout, parsePlacement } from '../../engine';
import { M, W } from './layout-notes-data';
import type { PointGroup } from './point-types';

// ---- §2.1: the symmetry classes, checked against layouts M and W. ----
export type Side = 'K' | 'D' | 'A';
export interface SymClass {
  readonly name: string;
  readonly steps: string;
  readonly points: readonly string[];
  readonly m: Side;
  readonly w: Side;
}
export const CLASSES: readonly SymClass[] = [
  { name: 'K', steps: '0, 0', points: ['j10'], m: 'K', w: 'K' },
  { name: '1', steps: '0, 1', points: ['j9', 'i10', 'k10', 'j11'], m: 'D', w: 'D' },
  { name: '2', steps: '0, 3', points: ['j7', 'g10', 'm10', 'j13'], m: 'D', w: 'D' },
  { name: '3', steps: '1, 2', points: ['i8', 'k8', 'h9', 'l9', 'h11', 'l11', 'i12', 'k12'], m: 'D', w: 'D' },
  { name: '4', steps: '1, 5', points: ['i5', 'k5', 'e9', 'o9', 'e11', 'o11', 'i15', 'k15'], m: 'D', w: 'A' },
  { name: '5', steps: '0, 6', points: ['j4', 'd10', 'p10', 'j16'], m: 'A', w: 'D' },
  { name: '6', steps: '4, 4', points: ['f6', 'n6', 'f14', 'n14'], m: 'A', w: 'D' },
  { name: '7', steps: '2, 6', points: ['h4', 'l4', 'd8', 'p8', 'd12', 'p12', 'h16', 'l16'], m: 'A', w: 'A' },
  { name: '8', steps: '3, 5', points: ['g5', 'm5', 'e7', 'o7', 'e13', 'o13', 'g15', 'm15'], m: 'A', w: 'A' },
  { name: '9', steps: '4, 7', points: ['f3', 'n3', 'c6', 'q6', 'c14', 'q14', 'f17', 'n17'], m: 'A', w: 'A' },
  { name: '10', steps: '4, 9', points: ['f1', 'n1', 'a6', 's6', 'a14', 's14', 'f19', 'n19'], m: 'A', w: 'A' },
  { name: '11', steps: '7, 9', points: ['c1', 'q1', 'a3', 's3', 'a17', 's17', 'c19', 'q19'], m: 'A', w: 'A' },
];
const sideAt = (layout: Layout): Map<string, Side> => {
  const parsed = parsePlacement(layout.placement);
  if (!parsed.ok) throw new Error(`layouts page: ${layout.id} does not parse`);
  const { size, cells } = parsed.value;
  const out = new Map<string, Side>();
  for (let rank = 0; rank < size; rank++)
    for (let file = 0; file < size; file++) {
      const kind = cells[rank * size + file];
      if (kind) out.set(`${FILES[file]}${rank + 1}`, kind === 'king' ? 'K' : kind === 'attacker' ? 'A' : 'D');
    }
  return out;
};
for (const [layout, key] of [
  [M, 'm'],
  [W, 'w'],
] as const) {
  const sides = sideAt(layout);
  const listed = CLASSES.flatMap((k) => k.points);
  if (listed.length !== 73 || sides.size !== 73 || listed.some((p) => !sides.has(p)))
    throw new Error(`layouts page: the classes of §2.1 do not cover the 73 points of ${layout.id}`);
  for (const k of CLASSES)
    for (const p of k.points)
      if (sides.get(p) !== k[key]) throw new Error(`layouts page: class ${k.name} point ${p} is not ${k[key]} in ${layout.id}`);
}
const SIDE_WORD: Record<Side, string> = { K: 'king', D: 'defender', A: 'attacker' };
export const classGroups: PointGroup[] = CLASSES.map((k) => ({
  name: k.name === 'K' ? 'The king' : `Class ${k.name}`,
  label: k.name,
  kind: k.name === 'K' ? 'king' : k.m !== k.w ? 'changes' : k.m === 'D' ? 'defender' : 'attacker',
  squares: k.points,
}));
export const classRows = CLASSES.map((k) => [
  k.name === 'K' ? 'K, the centre' : `Class ${k.name}`,
  k.steps,
  k.points.join(' '),
  k.m === k.w ? SIDE_WORD[k.m] : `<strong>${SIDE_WORD[k.m]}</strong>`,
  k.m === k.w ? SIDE_WORD[k.w] : `<strong>${SIDE_WORD[k.w]}</strong>`,
]);

// ---- §4: the manuscript's marked men, mapped onto the common points. ----
const ring = CLASSES.filter((k) => ['5', '6', '7', '8'].includes(k.name)).flatMap((k) => k.points);
const variegated = CLASSES.find((k) => k.name === '6')!.points;
const primary = 'e13';
export const msGroups: PointGroup[] = [
  { name: 'The centre, where the king starts', label: 'K', kind: 'king', squares: ['j10'] },
  { name: 'The four variegated men (middles of the diagonal rows of five)', label: 'V', kind: 'marked', squares: variegated },
  { name: 'The primary man, "on square E13"', label: 'P', kind: 'changes', squares: [primary] },
  {
    name: 'The rest of the ring around the central group',
    label: '',
    kind: 'defender',
    squares: ring.filter((p) => !variegated.includes(p) && p !== primary),
  },
  {
    name: 'The other points of the reconstructions',
    label: '',
    kind: 'plain',
    squares: CLASSES.filter((k) => !['K', '5', '6', '7', '8'].includes(k.name)).flatMap((k) => k.points),
  },
];
