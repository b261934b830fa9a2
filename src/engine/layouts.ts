/**
 * Starting layouts, each read from a verified coordinate list (project research notes, setups.md
 * and setups.json, which give the repository, file and commit of every list). Placement strings use
 * the engine's position notation: ranks from the top down, `a` attacker, `d` defender, `k` king,
 * `e` Evangelist, digits for runs of empty squares (see notation.ts).
 */
import type { Citation } from './rules/sources';

export interface Layout {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly placement: string;
  /** Where the coordinates come from, in words. */
  readonly provenance: string;
  readonly cite: Citation;
  /** True where the layout is the project's adaptation of a verified one (say how in provenance). */
  readonly adapted?: boolean;
}

const LIST: readonly Layout[] = [
  {
    id: 'alea-murray',
    name: 'Alea Evangelii, Murray layout (M)',
    size: 19,
    placement:
      '2a2a7a2a2/19/a4a7a4a/7a1a1a7/6a1d1d1a6/a1a2a7a2a1a/4a4d4a4/3a4d1d4a3/4d2d1d1d2d4/3a2d1dkd1d2a3/4d2d1d1d2d4/3a4d1d4a3/4a4d4a4/a1a2a7a2a1a/6a1d1d1a6/7a1a1a7/a4a7a4a/19/2a2a7a2a2',
    provenance:
      'The layout captioned "Starting position in Murray\'s reconstruction" on Wikipedia, read identically from OpenTafl (external-rules.conf), Jocly (tafl/index.js) and alpha-zero-general. The attribution to Murray was not checked against his book.',
    cite: { source: 'layout-research', where: '§2.2' },
  },
  {
    id: 'alea-walker',
    name: 'Alea Evangelii, Walker / Cyningstan layout (W)',
    size: 19,
    placement:
      '2a2a7a2a2/19/a4a7a4a/7a1d1a7/6a1a1a1a6/a1a2d7d2a1a/4a4d4a4/3a4d1d4a3/4a2d1d1d2a4/3d2d1dkd1d2d3/4a2d1d1d2a4/3a4d1d4a3/4a4d4a4/a1a2d7d2a1a/6a1a1a1a6/7a1d1a7/a4a7a4a/19/2a2a7a2a2',
    provenance:
      'Ludii\'s "Alea Evangelii.lud" (Cyningstan ruleset), the only machine-readable copy of the layout with eight defenders set in the attackers\' circle. It differs from layout M in 16 points (j4 d10 p10 j16 f6 n6 f14 n14 become defenders; i5 k5 e9 o9 e11 o11 i15 k15 attackers). That this is the layout Walker adopted in 2015 is inferred, not proven.',
    cite: { source: 'layout-research', where: '§2.3' },
  },
  {
    id: 'alea-walker-evangelists',
    name: 'Layout W with the four variegated points as Evangelists',
    size: 19,
    placement:
      '2a2a7a2a2/19/a4a7a4a/7a1d1a7/6a1a1a1a6/a1a2e7e2a1a/4a4d4a4/3a4d1d4a3/4a2d1d1d2a4/3d2d1dkd1d2d3/4a2d1d1d2a4/3a4d1d4a3/4a4d4a4/a1a2e7e2a1a/6a1a1a1a6/7a1d1a7/a4a7a4a/19/2a2a7a2a2',
    provenance:
      "Layout W with f6, n6, f14 and n14 made Evangelists. A post of Walker's, as the layout research records it, puts the manuscript's four variegated men \"in the middle of the diagonal rows of five pieces\"; that these are f6, n6, f14 and n14 is the research's inference. The three setups the ancientgames.org article shows with Nielsen's rules (Helmfrid's C, Perkis's, Helmfrid's B) are images that could not be read, so the project adapted this verified layout in their place; it is not known to match any of them.",
    cite: { source: 'layout-research', where: '§2.3, §4' },
    adapted: true,
  },
  {
    id: 'tablut-9',
    name: 'Tablut 9×9',
    size: 9,
    placement: '3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3',
    provenance: "Ludii Tablut.lud, identical to OpenTafl's game records and Jocly's tafl-tablut.",
    cite: { source: 'layout-research', where: '§5.1' },
  },
  {
    id: 'brandubh-7',
    name: 'Brandubh 7×7',
    size: 7,
    placement: '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3',
    provenance: "Ludii Brandub.lud, OpenTafl's built-in Brandub and Jocly's tafl-brandubh, all identical.",
    cite: { source: 'layout-research', where: '§5.2' },
  },
  {
    id: 'ard-ri-7',
    name: 'Ard Rí 7×7',
    size: 7,
    placement: '2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2',
    provenance: "Ludii ArdRi.lud, Jocly's tafl-ardri and alpha-zero-general, identical.",
    cite: { source: 'layout-research', where: '§5.3' },
  },
  {
    id: 'tawlbwrdd-cross',
    name: 'Tawlbwrdd 11×11, cross layout (Ludii / Cyningstan)',
    size: 11,
    placement: '3aaaaa3/5a5/5d5/a4d4a/a4d4a/aadddkdddaa/a4d4a/a4d4a/5d5/5a5/3aaaaa3',
    provenance: 'Ludii Tawlbwrdd.lud, Cyningstan ruleset: the defenders form a cross.',
    cite: { source: 'layout-research', where: '§5.4 (a)' },
  },
  {
    id: 'tawlbwrdd-bell',
    name: 'Tawlbwrdd 11×11, Bell layout (OpenTafl / Jocly)',
    size: 11,
    placement: '4aaa4/4a1a4/5a5/5d5/aa2ddd2aa/a1addkdda1a/aa2ddd2aa/5d5/5a5/4a1a4/4aaa4',
    provenance: "OpenTafl's built-in Tawlbwrdd (called the Bell layout in the OpenTafl notation spec); Jocly identical.",
    cite: { source: 'layout-research', where: '§5.4 (b)' },
  },
  {
    id: 'hnefatafl-11',
    name: 'Hnefatafl 11×11 (Copenhagen and Fetlar)',
    size: 11,
    placement: '3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3',
    provenance: 'Ludii Hnefatafl.lud (Fetlar and Copenhagen rulesets), OpenTafl and Jocly, identical.',
    cite: { source: 'layout-research', where: '§5.5' },
  },
];

export const LAYOUTS: { readonly [id: string]: Layout } = Object.fromEntries(LIST.map((l) => [l.id, l]));
export const LAYOUT_IDS: readonly string[] = LIST.map((l) => l.id);
export const getLayout = (id: string): Layout | undefined => (Object.hasOwn(LAYOUTS, id) ? LAYOUTS[id] : undefined);
