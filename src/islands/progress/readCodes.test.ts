/**
 * Reading pasted codes on the teachers' page: names before a colon or a tab, blank lines skipped,
 * each bad line named with what is wrong while the others are still read, the counts per pupil, and
 * a code made when the site had fewer puzzles.
 */
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../../learn/puzzles';
import { CODE_ORDER } from '../puzzle/codeOrder';
import { encodeProgress, marksOf } from '../puzzle/progressCode';
import { readCodes, readSummary, splitLine } from './readCodes';

const INFO = PUZZLES.map((p) => ({ id: p.id, title: p.title, kind: p.kind }));
const ada = encodeProgress(marksOf(['brandubh-corner-anvil', 'tablut-fork'], ['brandubh-two-corners']));
const ben = encodeProgress(marksOf([], ['alea-edge-or-corner']));

describe('splitLine', () => {
  it.each([
    [`Ada: ${ada}`, 'Ada', ada],
    [`Ada Lovelace\t${ada}`, 'Ada Lovelace', ada],
    [`  ${ada}  `, null, ada],
    [`: ${ada}`, null, ada],
    ['Mr. J: Smith: AE-1', 'Mr. J: Smith', 'AE-1'],
    ['Ada:', 'Ada', ''],
  ])('%j → %j, %j', (line, name, code) => expect(splitLine(line)).toEqual({ name, code }));
});

describe('readCodes', () => {
  it('reads each line, with or without a name, and counts solved, with help and not tried', () => {
    const r = readCodes(`Ada: ${ada}\n\n${ben}\n`, INFO);
    expect(r.problems).toEqual([]);
    expect(r.pupils.map((p) => [p.line, p.name, p.solved, p.helped, p.untried])).toEqual([
      [1, 'Ada', 2, 1, PUZZLES.length - 3],
      [3, null, 0, 1, PUZZLES.length - 1],
    ]);
    const first = r.pupils[0]!;
    expect(first.marks[INFO.findIndex((p) => p.id === 'tablut-fork')]).toBe('solved');
    expect(first.marks[INFO.findIndex((p) => p.id === 'brandubh-two-corners')]).toBe('helped');
    expect(first.marks[INFO.findIndex((p) => p.id === 'brandubh-empty-throne')]).toBe('untried');
    expect(readSummary(r)).toBe('2 codes read.');
  });

  it('names each bad line and what is wrong with it, and still reads the others', () => {
    const typo = ada.replace(/.$/, (c) => (c === 'Z' ? 'Y' : 'Z'));
    const r = readCodes([`Ada: ${ada}`, `Sam: ${typo}`, 'hello', `Ben\t${ben}`, 'Cy:'].join('\n'), INFO);
    expect(r.pupils.map((p) => p.name)).toEqual(['Ada', 'Ben']);
    expect(r.problems.map((p) => p.sentence)).toEqual([
      'Line 2 (Sam): the code does not pass its check, so a character is probably mistyped.',
      'Line 3: this is not a progress code: progress codes start with “AE-”.',
      'Line 5 (Cy): there is no code after the name.',
    ]);
    expect(readSummary(r)).toBe('2 codes read; 3 lines have a problem, listed below.');
  });

  it('a code made when the site had fewer puzzles: the puzzles added since are not tried, and counted', () => {
    const old = encodeProgress(marksOf(['brandubh-corner-anvil'], []), CODE_ORDER.slice(0, 30));
    const [pupil] = readCodes(old, INFO).pupils;
    expect(pupil).toMatchObject({ count: 30, added: PUZZLES.length - 30, solved: 1, helped: 0, untried: PUZZLES.length - 1 });
    expect(pupil!.marks.slice(30).every((m) => m === 'absent')).toBe(true);
  });

  it('nothing pasted reads nothing', () => {
    const r = readCodes('\n  \n', INFO);
    expect(r).toEqual({ pupils: [], problems: [] });
    expect(readSummary(r)).toBe('No code read.');
  });
});
