/**
 * The data behind the page of the project's layout research (/sources/layouts/, source
 * 'layout-research'; src/pages/sources/layouts.astro and the section components beside this file in
 * layouts/): the layouts its diagrams draw and the boards they are drawn on, the repositories, files
 * and commits it cites, its numbered sections with their anchors, and the list of disagreements of
 * §6. The symmetry classes of §2.1 are in symmetry-classes.ts.
 */
import { getLayout, type Layout, PRESETS, evidenceLabel, RULE_KEYS, RULE_VALUES, type RuleSet } from '../../engine';

// ---- Helpers for the HTML of table cells (text written here, escaped where it quotes code). ----
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const c = (s: string): string => `<code>${esc(s)}</code>`;
const ghPath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');
/** A file in a GitHub repository at a commit. */
export const ghFile = (repo: string, commit: string, path: string): string => `https://github.com/${repo}/blob/${commit}/${ghPath(path)}`;

// ---- Layouts, and the boards they are drawn on. ----
const need = (id: string): Layout => {
  const l = getLayout(id);
  if (!l) throw new Error(`layouts page: no layout ${id}`);
  return l;
};
/** A rule set that only sets what the picture shows: the corner squares (and the centre, always marked). */
const BASE = Object.fromEntries(RULE_KEYS.map((k) => [k, RULE_VALUES[k][0]])) as unknown as RuleSet;
/** The king's goal a picture of each corner shape implies: corner squares to reach, or else the edge. */
const GOAL_OF_SHAPE = {
  none: 'edge',
  single: 'corner',
  block: 'corner',
  'block-minus-corner': 'corner',
  removed: 'edge',
} as const satisfies Record<RuleSet['cornerShape'], RuleSet['kingGoal']>;
export const board = (cornerShape: RuleSet['cornerShape']): RuleSet => ({ ...BASE, cornerShape, kingGoal: GOAL_OF_SHAPE[cornerShape] });
export const M = need('alea-murray');
export const W = need('alea-walker');
const WE = need('alea-walker-evangelists');
export const layoutM: Layout = {
  ...M,
  provenance:
    "Layout M with OpenTafl's sixteen corner squares (a block of four at each corner) hatched. The same 73 points were read from OpenTafl, Jocly and alpha-zero-general.",
};
export const layoutMJocly: Layout = {
  ...M,
  id: 'alea-murray-jocly',
  name: 'Alea Evangelii, Murray layout (M) on Jocly’s board',
  provenance:
    "The same layout on Jocly's board: no special corner squares, and the four corner points a1, s1, a19 and s19 removed from the board. In Jocly the king escapes at any edge.",
};
export const layoutW: Layout = {
  ...W,
  provenance:
    "Layout W as Ludii sets it up, with Ludii's corner fortresses hatched: sixteen squares, derived from Ludii's code (see below), the same as OpenTafl's.",
};
export const layoutWE: Layout = {
  ...WE,
  provenance:
    "Layout W with f6, n6, f14 and n14 as Evangelists (the diamonds), on the board of Nielsen's rules: twelve corner squares hatched, the outermost corner point of each corner cut from the board. An adaptation made by the project, not a layout given by any source.",
};
export const small = (id: string, provenance: string): Layout => ({ ...need(id), provenance });

// ---- §2.4: how the site's Alea Evangelii readings fill the gaps. ----
export const aleaReadings = PRESETS.filter((p) => p.group === 'alea').map((p) => ({
  preset: p,
  layout: getLayout(p.layout.value),
  evidence: evidenceLabel(p.layout),
}));

// ---- Sources, named once. ----
export const OPENTAFL_RECORD =
  'dim:19 name:Alea_Evangelii esc:c atkf:y cor:a1,a2,b1,b2,a18,b18,a19,b19,r1,r2,s1,s2,r18,r19,s18,s19, cens: cenp:tcnkTCNK cenh: cenhe:tcnkTCNK tfr:w start:/2t2t7t2t2/19/t4t7t4t/7t1t1t7/6t1T1T1t6/t1t2t7t2t1t/4t4T4t4/3t4T1T4t3/4T2T1T1T2T4/3t2T1TKT1T2t3/4T2T1T1T2T4/3t4T1T4t3/4t4T4t4/t1t2t7t2t1t/6t1T1T1t6/7t1t1t7/t4t7t4t/19/2t2t7t2t2/';
export const JOCLY_ATTACKERS =
  '2,5,13,16,38,43,51,56,95,113,97,111,344,347,358,355,304,309,317,322,247,249,265,263,64,66,68,136,174,212,148,186,224,292,294,296,82,100,118,88,108,128,242,260,278,232,252,272';
export const JOCLY_DEFENDERS = '84,86,156,194,166,204,274,276,123,141,143,159,161,163,177,179,181,183,197,199,201,217,219,237';
export const LUDII_ATTACKERS =
  '"C1" "F1" "N1" "Q1" "A3" "F3" "N3" "S3" "H4" "L4" "G5" "I5" "K5" "M5" "A6" "C6" "Q6" "S6" "E7" "O7" "D8" "P8" "E9" "O9" "E11" "O11" "D12" "P12" "E13" "O13" "A14" "C14" "Q14" "S14" "G15" "I15" "K15" "M15" "H16" "L16" "A17" "F17" "N17" "S17" "C19" "F19" "N19" "Q19"';
export const LUDII_DEFENDERS =
  '"J4" "F6" "N6" "J7" "I8" "K8" "H9" "J9" "L9" "D10" "G10" "I10" "K10" "M10" "P10" "H11" "J11" "L11" "I12" "K12" "J13" "F14" "N14" "J16"';

export const LUDII = 'Ludeme/Ludii';
export const LUDII_DIR = 'Common/res/lud/board/war/custodial';
export const LUDII_134 = '0fc50a949ded5b59f29525b846167702110deda0';
export const LUDII_1314 = '8ba67089dd65129c9256031f00c5a32b4618da76';

/** A numbered section of the notes: its anchor, its number ("2.4"), its title in the contents, and
 * whether it is a subsection. */
export interface NotesSection {
  readonly id: string;
  readonly num: string;
  readonly title: string;
  readonly sub?: boolean;
}
export const sections: readonly NotesSection[] = [
  { id: 'section-0', num: '0', title: 'How squares are named' },
  { id: 'section-1', num: '1', title: 'What was found' },
  { id: 'section-2', num: '2', title: 'Alea Evangelii on the 19×19 board' },
  { id: 'section-2-1', num: '2.1', title: 'The 73 points every reconstruction uses', sub: true },
  { id: 'section-2-2', num: '2.2', title: 'Layout M, “Murray’s reconstruction”', sub: true },
  { id: 'section-2-3', num: '2.3', title: 'Layout W, Walker and Cyningstan, as Ludii implements it', sub: true },
  { id: 'section-2-4', num: '2.4', title: 'Readings for which no coordinates were found', sub: true },
  { id: 'section-3', num: '3', title: 'Alea Evangelii rule sets, source by source' },
  { id: 'section-3-1', num: '3.1', title: 'Ludii’s Cyningstan rules: the text', sub: true },
  { id: 'section-3-2', num: '3.2', title: 'Ludii’s Alea Evangelii: what the code does', sub: true },
  { id: 'section-3-3', num: '3.3', title: 'OpenTafl', sub: true },
  { id: 'section-3-4', num: '3.4', title: 'Jocly', sub: true },
  { id: 'section-3-5', num: '3.5', title: 'The old Wikipedia article', sub: true },
  { id: 'section-3-6', num: '3.6', title: 'The Dragonheels Lair rules page', sub: true },
  { id: 'section-3-7', num: '3.7', title: 'Nielsen, Helmfrid and Perkis', sub: true },
  { id: 'section-4', num: '4', title: 'The manuscript drawing: what the sources say' },
  { id: 'section-5', num: '5', title: 'Starting layouts of related games' },
  { id: 'section-5-1', num: '5.1', title: 'Tablut, 9×9', sub: true },
  { id: 'section-5-2', num: '5.2', title: 'Brandubh, 7×7', sub: true },
  { id: 'section-5-3', num: '5.3', title: 'Ard Rí, 7×7', sub: true },
  { id: 'section-5-4', num: '5.4', title: 'Tawlbwrdd, 11×11: two layouts', sub: true },
  { id: 'section-5-5', num: '5.5', title: 'Hnefatafl, 11×11: Copenhagen and Fetlar', sub: true },
  { id: 'section-6', num: '6', title: 'Where the sources disagree' },
  { id: 'section-7', num: '7', title: 'The coordinate lists as data' },
];
/** The section with this anchor (its title for a heading); a wrong id fails the build. */
export const sec = (id: string): NotesSection => {
  const s = sections.find((x) => x.id === id);
  if (!s) throw new Error(`layouts page: no section ${id}`);
  return s;
};
/** §6, one item a line, as HTML (links to the sections above); item n has the anchor section-6-n. */
export const DISAGREEMENTS: readonly string[] = [
  'Layouts M and W differ in 16 points, the classes 4, 5 and 6 of <a href="#section-2-1">§2.1</a>; their geometry is the same.',
  'Corner squares: 16 in OpenTafl (its corner list), the old Wikipedia article, Dragonheels Lair, everything2 and Ludii (derived); none, with the 4 corner points removed, in Jocly; 12 in Nielsen’s 2015 rules as the ancientgames.org article gives them (12 red squares, the 4 outermost corner squares unused).',
  'The king and the centre: OpenTafl lets no piece stop on the centre, the king included; Ludii’s code forbids every piece to end a move there; Ludii’s copy of the Cyningstan rules text and Jocly let only the king land on it; the Cyningstan game page the project read lets no piece land on it, not even the king once he has left it.',
  'First move: the king’s side in Ludii’s copy of the Cyningstan rules text (and in Walker’s 2014 leaflet); the attackers (the counts) on the Cyningstan game page the project read, in Nielsen’s rules as the ancientgames.org article gives them, in Ludii’s code (by default), OpenTafl, the old Wikipedia article, Dragonheels Lair and Jocly.',
  'Capturing the king: on four sides (or three, beside the centre or the edge) in Ludii’s copy of the Cyningstan text, but between two attackers away from the centre in Ludii’s code; four sides with no help from the edge in OpenTafl; four sides with the edge counting in the old Wikipedia article; four sides with the edge protecting him in Jocly.',
  'Escape: at the edge for Murray (as Walker’s post of December 2014 reports him, in the project’s notes) and in Jocly; at a corner citadel for Walker, Ludii, OpenTafl, Dragonheels Lair and the old Wikipedia article.',
  'Not verified in any source available to the project: the layouts of Helmfrid (setups B and C), Perkis and Nielsen; where the canon numerals stand on the manuscript drawing; which 3 of the 72 points are empty on the drawing.',
];
