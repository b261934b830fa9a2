/**
 * The puzzle island's model, on the real puzzles of src/learn/puzzles.ts (each verified by the engine
 * in src/learn/puzzles.test.ts): opening by hash, Previous / Next, right and wrong moves, the
 * automatic reply of "escape in two", the predict step of two readings (the first answer stays), and
 * each puzzle's record: help seen is recorded at once, and a solve is with help that day.
 */
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../../learn/puzzles';
import {
  canMove,
  idFromHash,
  initialState,
  knownIds,
  missingText,
  predictionMove,
  progressText,
  reduce,
  verdictWord,
  type PuzzleAction,
  type PuzzleState,
} from './model';

const run = (actions: readonly PuzzleAction[], from: PuzzleState = initialState()): PuzzleState =>
  actions.reduce((s, a) => reduce(PUZZLES, s, a), from);
const open = (id: string): PuzzleAction => ({ type: 'open', id });
const DAY = '2026-12-01';
const NEXT_DAY = '2026-12-02';
const move = (m: string, day = DAY): PuzzleAction => ({ type: 'move', move: m, day });
const hint = (day = DAY): PuzzleAction => ({ type: 'hint', day });
const solution = (day = DAY): PuzzleAction => ({ type: 'solution', day });
const indexOf = (id: string): number => PUZZLES.findIndex((p) => p.id === id);

describe('opening a puzzle', () => {
  it('starts on the first puzzle with nothing played or solved', () => {
    const s = initialState();
    expect(s).toMatchObject({
      index: 0,
      missing: null,
      moves: [],
      verdict: null,
      hint: false,
      solution: false,
      prediction: null,
      records: {},
      solved: [],
      helped: [],
      revision: 0,
    });
    expect(canMove(s)).toBe(true);
  });

  it('opens a puzzle by id, and the first for an empty hash', () => {
    expect(run([open('tablut-fork')]).index).toBe(indexOf('tablut-fork'));
    expect(run([open('tablut-fork'), open('')]).index).toBe(0);
  });

  it('an unknown id shows the first puzzle and remembers the name for one sentence', () => {
    const s = run([open('tablut-fork'), open('no-such-puzzle')]);
    expect(s.index).toBe(0);
    expect(s.missing).toBe('no-such-puzzle');
    expect(missingText(s.missing!)).toBe('There is no puzzle called “no-such-puzzle”, so the first puzzle is shown.');
    expect(run([open('tablut-fork')], s).missing).toBeNull();
  });

  it('opening the puzzle already shown keeps the attempt', () => {
    const s = run([open('brandubh-corner-anvil'), hint(), move('c3-c2')]);
    expect(run([open('brandubh-corner-anvil')], s)).toBe(s);
  });

  it('Previous and Next stay within the list and start a fresh attempt, keeping the solved set', () => {
    expect(run([{ type: 'step', by: -1 }]).index).toBe(0);
    const last = run([open(PUZZLES[PUZZLES.length - 1]!.id), { type: 'step', by: 1 }]);
    expect(last.index).toBe(PUZZLES.length - 1);
    const s = run([open('brandubh-corner-anvil'), move('c3-c1'), hint(), { type: 'step', by: 1 }]);
    expect(s).toMatchObject({ index: 1, moves: [], verdict: null, hint: false, solved: ['brandubh-corner-anvil'] });
    expect(run([{ type: 'step', by: -1 }], s).index).toBe(0);
  });
});

describe('judging moves', () => {
  it('a right capture in one: the sentence, the move on the board, the puzzle solved, the board closed', () => {
    const s = run([open('brandubh-corner-anvil'), move('c3-c1')]);
    expect(s.verdict).toEqual({ correct: true, final: true, sentence: 'c3-c1 captures the attacker on b1.' });
    expect(verdictWord(s.verdict!)).toBe('Right.');
    expect(s.moves).toEqual(['c3-c1']);
    expect(s.solved).toEqual(['brandubh-corner-anvil']);
    expect(canMove(s)).toBe(false);
    // The attempt is over: another move is ignored.
    expect(run([move('e5-e4')], s)).toBe(s);
  });

  it("a wrong move: the engine's reason, the position after it, nothing solved; Try again resets", () => {
    const s = run([open('brandubh-empty-throne'), move('f7-f5')]);
    expect(s.verdict?.correct).toBe(false);
    expect(s.verdict?.final).toBe(true);
    expect(s.verdict?.sentence).toBe('f7-f5 does not land next to the defender on e4; nothing is captured.');
    expect(verdictWord(s.verdict!)).toBe('Wrong.');
    expect(s.moves).toEqual(['f7-f5']);
    expect(s.solved).toEqual([]);
    const again = run([{ type: 'retry' }], s);
    expect(again).toMatchObject({ moves: [], verdict: null });
    expect(canMove(again)).toBe(true);
  });

  it("escape in two: after the right first move the solution's reply is played, then the engine judges the escape", () => {
    const s = run([open('brandubh-two-corners'), move('d3-d1')]);
    expect(s.moves).toEqual(['d3-d1', 'b5-b1']);
    expect(s.verdict).toMatchObject({ correct: true, final: false });
    expect(s.verdict?.sentence).toContain('The attackers answer b5-b1; now play the winning move.');
    expect(verdictWord(s.verdict!)).toBe('Right so far.');
    expect(canMove(s)).toBe(true);
    expect(s.solved).toEqual([]);
    const won = run([move('d1-g1')], s);
    expect(won.verdict).toEqual({ correct: true, final: true, sentence: 'After d1-g1 the king escapes and the defenders win.' });
    expect(won.solved).toEqual(['brandubh-two-corners']);
    const missed = run([move('d1-e1')], s);
    expect(missed.verdict?.correct).toBe(false);
    expect(missed.verdict?.sentence).toBe('After d1-e1 the king stands on e1, which is not a corner square; the game goes on.');
    expect(missed.solved).toEqual([]);
  });

  it("escape in two: another right first move gets the engine's most stubborn reply", () => {
    const s = run([open('brandubh-two-corners'), move('d3-d7')]);
    expect(s.verdict).toMatchObject({ correct: true, final: false });
    expect(s.moves).toEqual(['d3-d7', 'b5-b7']);
    expect(run([move('d7-g7')], s).verdict?.correct).toBe(true);
  });

  it('escape in two: a wrong first move ends the attempt with the refutation', () => {
    const s = run([open('brandubh-two-corners'), move('e5-e6')]);
    expect(s.verdict?.correct).toBe(false);
    expect(s.verdict?.final).toBe(true);
    expect(s.verdict?.sentence).toMatch(/^After e5-e6, the reply /);
  });

  it("two readings: a right move says what it does under the puzzle's reading only, then asks for a prediction", () => {
    const p = PUZZLES[indexOf('brandubh-throne-two-readings')]!;
    const s = run([open(p.id)]);
    expect(predictionMove(p, s)).toBeNull();
    const right = run([move('a6-d6')], s);
    expect(right.verdict).toEqual({ correct: true, final: true, sentence: 'Under Brandubh, a6-d6 captures the defender on d5.' });
    expect(predictionMove(p, right)).toBe('a6-d6');
    expect(run([{ type: 'predict', choice: 1 }], right).prediction).toBe(1);
    expect(run([{ type: 'predict', choice: 2 }], right).prediction).toBeNull();
    // Once chosen, the answer is locked: the other choice changes nothing.
    const chosen = run([{ type: 'predict', choice: 0 }], right);
    expect(run([{ type: 'predict', choice: 1 }], chosen)).toBe(chosen);
    // Try again asks the question afresh (the lesson's record keeps the first answer).
    expect(run([{ type: 'retry' }], chosen).prediction).toBeNull();
    // With the solution shown and no right move yet, the question is about the solution's move.
    expect(predictionMove(p, run([solution()], s))).toBe('a6-d6');
    // A wrong move gets the sentence for both readings.
    const wrong = run([move('b2-b1')], s);
    expect(wrong.verdict?.correct).toBe(false);
    expect(wrong.verdict?.sentence).toMatch(/^Under Brandubh, .* Under Brandubh with the variation/);
  });

  it('Hint and Show the solution toggle', () => {
    const s = run([hint(), solution()]);
    expect(s).toMatchObject({ hint: true, solution: true });
    expect(run([hint()], s).hint).toBe(false);
  });
});

describe('the record: help seen, solved with help, solved', () => {
  const ID = 'brandubh-corner-anvil';

  it('opening the hint or the solution is recorded at once, with its day, as a change to save; closing it is not', () => {
    const s = run([open(ID), hint()]);
    expect(s).toMatchObject({ records: { [ID]: { helpDay: DAY } }, solved: [], helped: [], revision: 1 });
    const closed = run([hint()], s);
    expect(closed.hint).toBe(false);
    expect(closed.revision).toBe(1);
    // Opening it again the same day records nothing new.
    expect(run([hint()], closed).revision).toBe(1);
    expect(run([open(ID), solution()])).toMatchObject({ records: { [ID]: { helpDay: DAY } }, revision: 1 });
  });

  it('a right answer after the hint or the solution counts as solved with help, even closed again and after Try again', () => {
    expect(run([open(ID), hint(), move('c3-c1')])).toMatchObject({ solved: [], helped: [ID] });
    const shown = run([open(ID), solution(), solution(), move('c3-c2'), { type: 'retry' }, move('c3-c1')]);
    expect(shown).toMatchObject({ solution: false, solved: [], helped: [ID], records: { [ID]: { helpDay: DAY, first: 'helped' } } });
  });

  it('the help is remembered across Next then Previous, and across a reload (the record read back from storage)', () => {
    const away = run([open(ID), solution(), { type: 'step', by: 1 }, { type: 'step', by: -1 }]);
    expect(away.solution).toBe(false);
    expect(run([move('c3-c1')], away).helped).toEqual([ID]);
    // A reload: a new state, given what storage held.
    const reloaded = run([{ type: 'progress', records: away.records }, open(ID), move('c3-c1')]);
    expect(reloaded).toMatchObject({ solved: [], helped: [ID] });
  });

  it('replaying a puzzle solved with help the same day keeps it with help', () => {
    const s = run([open(ID), solution(), move('c3-c1'), open('tablut-fork'), open(ID), move('c3-c1')]);
    expect(s).toMatchObject({ solved: [], helped: [ID] });
  });

  it('solved again cleanly on a later day, it counts as solved, and the record says help came first', () => {
    const s = run([open(ID), solution(), move('c3-c1'), { type: 'retry' }, move('c3-c1', NEXT_DAY)]);
    expect(s).toMatchObject({ solved: [ID], helped: [], records: { [ID]: { helpDay: DAY, first: 'helped', clean: true } } });
    // Help seen again on the later day makes that day's solve with help, but a clean solve stays.
    const again = run([{ type: 'retry' }, hint(NEXT_DAY), move('c3-c1', NEXT_DAY)], s);
    expect(again.solved).toEqual([ID]);
  });

  it('help seen on an earlier day, before any solve, still makes the first solve with help', () => {
    expect(run([open(ID), hint(DAY), move('c3-c1', NEXT_DAY)])).toMatchObject({ solved: [], helped: [ID] });
  });

  it('escape in two: the solution shown between the two moves makes it with help', () => {
    const s = run([open('brandubh-two-corners'), move('d3-d1'), solution(), move('d1-g1')]);
    expect(s).toMatchObject({ solved: [], helped: ['brandubh-two-corners'] });
  });

  it('a wrong answer after the solution solves nothing (the help is recorded)', () => {
    const s = run([open('brandubh-empty-throne'), solution(), move('f7-f5')]);
    expect(s).toMatchObject({ solved: [], helped: [], revision: 1 });
  });

  it('a solve with help never downgrades a puzzle already solved cleanly', () => {
    const clean = run([open(ID), move('c3-c1'), { type: 'retry' }, solution(), move('c3-c1')]);
    expect(clean).toMatchObject({ solved: [ID], helped: [], records: { [ID]: { first: 'clean', clean: true } } });
  });

  it("each list keeps the puzzle list's order, and they never overlap", () => {
    const s = run([
      open('tablut-fork'),
      solution(),
      move('f7-f6'),
      move('f6-i6'),
      open(ID),
      solution(),
      move('c3-c1'),
      open('brandubh-empty-throne'),
      move('f7-f4'),
    ]);
    expect(s.helped).toEqual([ID, 'tablut-fork']);
    expect(s.solved).toEqual(['brandubh-empty-throne']);
  });
});

describe('progress', () => {
  it('merges stored records with those made here; records of unknown puzzles are kept but not counted', () => {
    const s = run([
      open('tablut-fork'),
      {
        type: 'progress',
        records: {
          'tablut-fork': { first: 'clean', clean: true },
          gone: { first: 'clean', clean: true },
          [PUZZLES[0]!.id]: { first: 'helped' },
        },
      },
    ]);
    expect(s.solved).toEqual(['tablut-fork']);
    expect(s.helped).toEqual([PUZZLES[0]!.id]);
    expect(Object.keys(s.records)).toContain('gone');
    expect(run([{ type: 'progress', records: {} }], s)).toBe(s);
    // Reading storage is not a change to save.
    expect(s.revision).toBe(0);
    expect(knownIds(PUZZLES, ['x', 'alea-edge-or-corner', 'brandubh-empty-throne'])).toEqual([
      'brandubh-empty-throne',
      'alea-edge-or-corner',
    ]);
  });

  it('a record stored as solved cleanly and one made here with help merge as solved', () => {
    const here = run([open('brandubh-corner-anvil'), solution(), move('c3-c1')]);
    const s = run([{ type: 'progress', records: { 'brandubh-corner-anvil': { first: 'clean', clean: true } } }], here);
    expect(s).toMatchObject({ solved: ['brandubh-corner-anvil'], helped: [] });
  });

  it("replace takes another tab's progress as it is; reset empties the record and is a change to save", () => {
    const here = run([open('brandubh-corner-anvil'), move('c3-c1')]);
    const replaced = run([{ type: 'replace', records: { 'tablut-fork': { first: 'helped' } } }], here);
    expect(replaced).toMatchObject({ solved: [], helped: ['tablut-fork'], revision: 1 });
    expect(run([{ type: 'replace', records: replaced.records }], replaced)).toBe(replaced);
    const reset = run([{ type: 'reset' }], here);
    expect(reset).toMatchObject({ records: {}, solved: [], helped: [], revision: 2 });
  });

  it('says "12 of 36 solved", and "2 more with help" when there are some', () => {
    expect(progressText(12, 36)).toBe('12 of 36 solved');
    expect(progressText(12, 36, 0)).toBe('12 of 36 solved');
    expect(progressText(7, 40, 2)).toBe('7 of 40 solved, 2 more with help');
  });
});

describe('idFromHash', () => {
  it.each([
    ['#brandubh-corner-anvil', 'brandubh-corner-anvil'],
    ['brandubh-corner-anvil', 'brandubh-corner-anvil'],
    ['', ''],
    ['#', ''],
    ['#caf%C3%A9', 'café'],
    ['#bad%E0%A4%A', 'bad%E0%A4%A'],
  ])('%s → %s', (hash, id) => expect(idFromHash(hash)).toBe(id));
});
