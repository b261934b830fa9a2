/**
 * Reading pasted codes on the teachers' page: names before a colon or a tab, blank lines skipped,
 * each bad line named with what is wrong while the others are still read (a typo in the first group
 * included), the counts per pupil (lessons too), a code made when the site had fewer puzzles or before
 * lessons joined the code, names given twice, the class item by item hardest first, and the CSV.
 */
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../learn/lessons';
import { PUZZLES } from '../../learn/puzzles';
import { CODE_ORDER, LESSON_CODE_ORDER } from '../puzzle/codeOrder';
import { encodeProgress, type PuzzleMark, type StepMark } from '../puzzle/progressCode';
import { classCsv, duplicateNames, duplicateSentence, puzzleSummary, readCodes, readSummary, splitLine, stepSummary } from './readCodes';

const INFO = PUZZLES.map((p) => ({ id: p.id, title: p.title, kind: p.kind }));
const STEPS = LESSONS.map((l) => ({ id: l.id, title: l.title, predicts: l.kind === 'puzzle' && l.puzzle.kind === 'two-readings' }));
const codeOf = (puzzles: [string, PuzzleMark][], steps: [string, StepMark][] = []) =>
  encodeProgress({ puzzles: new Map(puzzles), steps: new Map(steps) });
const ada = codeOf(
  [
    ['brandubh-corner-anvil', 'solved'],
    ['tablut-fork', 'solved-after-help'],
    ['brandubh-two-corners', 'helped'],
  ],
  [
    ['moving', 'done'],
    ['corner-squares', 'predicted-right'],
    ['escaping', 'predicted-wrong'],
  ],
);
const ben = codeOf([['alea-edge-or-corner', 'helped']]);
/** Version 1, made before lessons joined the code: nothing solved, of the first 36 puzzles. */
const OLD = 'AE-4900-0000-0000-0000-1QM';

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
  it('reads each line, with or without a name, and counts the puzzles and the lesson steps', () => {
    const r = readCodes(`Ada: ${ada}\n\n${ben}\n`, INFO, STEPS);
    expect(r.problems).toEqual([]);
    expect(
      r.pupils.map((p) => [p.line, p.name, p.solved, p.helped, p.untried, p.stepsDone, p.predictionsRight, p.predictionsAnswered]),
    ).toEqual([
      [1, 'Ada', 2, 1, PUZZLES.length - 3, 3, 1, 2],
      [3, null, 0, 1, PUZZLES.length - 1, 0, 0, 0],
    ]);
    const first = r.pupils[0]!;
    expect(first.marks[INFO.findIndex((p) => p.id === 'tablut-fork')]).toBe('solved-after-help');
    expect(first.marks[INFO.findIndex((p) => p.id === 'brandubh-two-corners')]).toBe('helped');
    expect(first.marks[INFO.findIndex((p) => p.id === 'brandubh-empty-throne')]).toBe('untried');
    expect(first.steps[STEPS.findIndex((s) => s.id === 'escaping')]).toBe('predicted-wrong');
    expect(readSummary(r)).toBe('2 codes read.');
  });

  it('names each bad line and what is wrong with it, and still reads the others', () => {
    const typo = ada.replace(/.$/, (c) => (c === 'Z' ? 'Y' : 'Z'));
    const chars = ada.slice(3).replaceAll('-', '');
    const firstGroupTypo = `AE-${chars[0]}${chars[1] === 'A' ? 'B' : 'A'}${chars.slice(2)}`;
    const r = readCodes([`Ada: ${ada}`, `Sam: ${typo}`, 'hello', `Ben\t${ben}`, 'Cy:', `Dee: ${firstGroupTypo}`].join('\n'), INFO, STEPS);
    expect(r.pupils.map((p) => p.name)).toEqual(['Ada', 'Ben']);
    expect(r.problems.map((p) => p.sentence)).toEqual([
      'Line 2 (Sam): the code does not pass its check, so a character is probably mistyped.',
      'Line 3: this is not a progress code: progress codes start with “AE-”.',
      'Line 5 (Cy): there is no code after the name.',
      'Line 6 (Dee): a character is probably mistyped in the first group after “AE-”: that group says how long the code is, and it does not agree with the rest, which is as long as this site’s codes are.',
    ]);
    expect(readSummary(r)).toBe('2 codes read; 4 lines have a problem, listed below.');
  });

  it('a code made when the site had fewer puzzles: the puzzles added since are not solved, and counted', () => {
    const old = encodeProgress(
      { puzzles: new Map([['brandubh-corner-anvil', 'solved']]), steps: new Map() },
      { puzzles: CODE_ORDER.slice(0, 30), steps: LESSON_CODE_ORDER },
    );
    const [pupil] = readCodes(old, INFO, STEPS).pupils;
    expect(pupil).toMatchObject({ count: 30, added: PUZZLES.length - 30, solved: 1, helped: 0, untried: PUZZLES.length - 1 });
    expect(pupil!.marks.slice(30).every((m) => m === 'absent')).toBe(true);
  });

  it('a code made before lessons joined it reads, and says nothing of the lessons', () => {
    const [pupil] = readCodes(`Old: ${OLD}`, INFO, STEPS).pupils;
    expect(pupil).toMatchObject({ solved: 0, noLessons: true, stepsDone: 0 });
    expect(pupil!.steps.every((m) => m === 'absent')).toBe(true);
  });

  it('nothing pasted reads nothing', () => {
    const r = readCodes('\n  \n', INFO, STEPS);
    expect(r).toEqual({ pupils: [], problems: [] });
    expect(readSummary(r)).toBe('No code read.');
  });
});

describe('the class as a whole', () => {
  const pupils = readCodes([`Ada: ${ada}`, `Ben: ${ben}`, `ada : ${ben}`, `Zoë: ${ada}`, `Zoe: ${OLD}`].join('\n'), INFO, STEPS).pupils;

  it('names given twice are found, case, spacing and accents aside, with their lines', () => {
    const twice = duplicateNames(pupils);
    expect(twice).toEqual([
      { name: 'Ada', lines: [1, 3] },
      { name: 'Zoë', lines: [4, 5] },
    ]);
    expect(duplicateSentence(twice[0]!)).toBe(
      'Ada is on lines 1 and 3: two pupils with one name, or one code pasted twice? Each line is counted as a pupil.',
    );
  });

  it('each puzzle: solved, with help and not solved over the class, the hardest first', () => {
    const summary = puzzleSummary(pupils, INFO);
    expect(summary).toHaveLength(PUZZLES.length);
    // Solved by nobody, tried by nobody: before any that someone solved.
    const fork = summary.find((p) => p.id === 'tablut-fork')!;
    expect(fork).toMatchObject({ solved: 2, helped: 0, untried: 3 });
    const anvil = summary.find((p) => p.id === 'brandubh-corner-anvil')!;
    expect(anvil).toMatchObject({ solved: 2, helped: 0, untried: 3 });
    expect(summary.find((p) => p.id === 'alea-edge-or-corner')).toMatchObject({ solved: 0, helped: 2, untried: 3 });
    for (let i = 1; i < summary.length; i++) expect(summary[i - 1]!.solved).toBeLessThanOrEqual(summary[i]!.solved);
    // Among those solved by none, the one solved with help by some comes after those solved by nobody at all.
    const none = summary.filter((p) => p.solved === 0);
    expect(none.at(-1)!.helped).toBeGreaterThan(0);
    expect(summary.at(-1)!.solved).toBe(2);
  });

  it('each lesson step: done and not done, predictions right the first time, the hardest first; old codes left out and counted', () => {
    const summary = stepSummary(pupils, STEPS);
    const escaping = summary.find((s) => s.id === 'escaping')!;
    expect(escaping).toMatchObject({ done: 2, notDone: 2, unknown: 1, predicts: true, predictionsRight: 0, predictionsWrong: 2 });
    expect(summary.find((s) => s.id === 'corner-squares')).toMatchObject({ done: 2, predictionsRight: 2 });
    expect(summary[0]!.done).toBe(0);
    for (let i = 1; i < summary.length; i++) expect(summary[i - 1]!.done).toBeLessThanOrEqual(summary[i]!.done);
  });

  it('the CSV: a header, a row per pupil with the counts and each mark in words, quoted where needed', () => {
    const csv = classCsv(readCodes(`"Ada", the first: ${ada}\n=SUM(A1): ${ben}\n${OLD}`, INFO, STEPS).pupils, INFO, STEPS);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toBe('');
    expect(
      lines[0]!.startsWith(
        'Pupil,Line,Puzzles solved,Solved with help,Not solved,Lesson steps done,Predictions right the first time,Puzzle 1: ',
      ),
    ).toBe(true);
    expect(lines[0]!.split(',').length).toBeGreaterThanOrEqual(7 + PUZZLES.length + STEPS.length);
    expect(lines[1]!.startsWith('"""Ada"", the first",1,2,1,')).toBe(true);
    expect(lines[1]).toContain('solved (with help the first time)');
    expect(lines[1]).toContain('"done, prediction wrong the first time"');
    // A name a spreadsheet would read as a formula is written as text.
    expect(lines[2]!.startsWith("'=SUM(A1),2,")).toBe(true);
    // A code made before lessons: the lesson columns say so, not zero.
    expect(lines[3]).toMatch(/^,3,0,0,\d+,,,/);
    expect(lines[3]).toContain('not in the code');
  });
});
