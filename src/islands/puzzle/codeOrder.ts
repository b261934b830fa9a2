/**
 * The order in which a progress code lists the puzzles (progressCode.ts). It is append-only: a new
 * puzzle is added at the end, and no id is ever moved, renamed or taken out, so that a code made
 * today still reads the same puzzles after more are added. A puzzle withdrawn from the site keeps
 * its place here (the code reader skips ids that no longer name a puzzle). codeOrder.test.ts checks
 * that every puzzle is listed and pins the ids listed so far.
 */
export const CODE_ORDER: readonly string[] = [
  // The first 36, in the order the site listed them when progress codes began.
  'brandubh-corner-anvil',
  'brandubh-empty-throne',
  'brandubh-two-corners',
  'brandubh-block-the-file',
  'brandubh-king-against-corner',
  'brandubh-beside-throne',
  'brandubh-throne-two-readings',
  'tablut-double-capture',
  'tablut-king-as-anvil',
  'tablut-through-the-castle',
  'tablut-fork',
  'tablut-guard-the-file',
  'tablut-smith-two-readings',
  'copenhagen-shieldwall',
  'copenhagen-build-the-fort',
  'copenhagen-break-the-fort',
  'copenhagen-four-sides',
  'fetlar-throne-anvil',
  'fetlar-guard-the-corner',
  'tawlbwrdd-weak-king',
  'tawlbwrdd-throne-wall',
  'viking-unarmed-king',
  'viking-throne-hostile-to-all',
  'viking-throne-as-captor',
  'nielsen-evangelist-jump',
  'cyningstan-centre-anvil',
  'helmfrid-corner-anvil',
  'walker-king-comes-home',
  'nielsen-inner-corner',
  'murray-edge-fork',
  'murray-throne-pass',
  'nielsen-corner-captor',
  'murray-throne-side',
  'perkis-corner-threat',
  'alea-sixteen-or-four',
  'alea-edge-or-corner',
  // New puzzles go below this line, at the end.
];

/**
 * The order in which a progress code (from its version 2) lists the lesson path's steps: append-only,
 * as CODE_ORDER is. codeOrder.test.ts checks that every step of the path is listed.
 */
export const LESSON_CODE_ORDER: readonly string[] = [
  // The nine steps of the path when lessons joined the progress code.
  'moving',
  'custodial-capture',
  'hostile-squares',
  'corner-squares',
  'capturing-the-king',
  'escaping',
  'evangelists',
  'game-7x7',
  'game-19x19',
  // New steps go below this line, at the end.
];
