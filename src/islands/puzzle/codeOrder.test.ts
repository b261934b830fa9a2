/**
 * The order of progress codes is append-only: every puzzle of the site is in it once, and the ids it
 * held when codes began are still its first ones, in the same order (pinned here: a code made then
 * must read the same puzzles now). A new puzzle is added at the end of CODE_ORDER; this list is not
 * changed.
 */
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../../learn/puzzles';
import { LESSONS } from '../../learn/lessons';
import { CODE_ORDER, LESSON_CODE_ORDER } from './codeOrder';
import { MAX_PUZZLES, MAX_STEPS } from './progressCode';

const FIRST_36 = [
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
];

describe('CODE_ORDER', () => {
  it('begins with the 36 ids it had when progress codes began, unchanged and in order', () => {
    expect(CODE_ORDER.slice(0, FIRST_36.length)).toEqual(FIRST_36);
  });

  it('lists every puzzle of the site', () => {
    const missing = PUZZLES.map((p) => p.id).filter((id) => !CODE_ORDER.includes(id));
    expect(missing, 'add these ids at the end of CODE_ORDER in codeOrder.ts').toEqual([]);
  });

  it('lists each id once, and no more than a code can hold', () => {
    expect(new Set(CODE_ORDER).size).toBe(CODE_ORDER.length);
    expect(CODE_ORDER.length).toBeLessThanOrEqual(MAX_PUZZLES);
  });
});

describe('LESSON_CODE_ORDER', () => {
  it('begins with the nine steps it had when lessons joined progress codes, unchanged and in order', () => {
    expect(LESSON_CODE_ORDER.slice(0, 9)).toEqual([
      'moving',
      'custodial-capture',
      'hostile-squares',
      'corner-squares',
      'capturing-the-king',
      'escaping',
      'evangelists',
      'game-7x7',
      'game-19x19',
    ]);
  });

  it('lists every step of the lesson path, each once, and no more than a code can hold', () => {
    const missing = LESSONS.map((l) => l.id).filter((id) => !LESSON_CODE_ORDER.includes(id));
    expect(missing, 'add these ids at the end of LESSON_CODE_ORDER in codeOrder.ts').toEqual([]);
    expect(new Set(LESSON_CODE_ORDER).size).toBe(LESSON_CODE_ORDER.length);
    expect(LESSON_CODE_ORDER.length).toBeLessThanOrEqual(MAX_STEPS);
  });
});
