/**
 * The puzzle island's model, on the real puzzles of src/learn/puzzles.ts (each verified by the engine
 * in src/learn/puzzles.test.ts): opening by hash, Previous / Next, right and wrong moves, the
 * automatic reply of "escape in two", the predict step of two readings, and the solved set.
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
const move = (m: string): PuzzleAction => ({ type: 'move', move: m });
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
      solved: [],
      helped: [],
      spoiled: false,
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
    const s = run([open('brandubh-corner-anvil'), { type: 'hint' }, move('c3-c2')]);
    expect(run([open('brandubh-corner-anvil')], s)).toBe(s);
  });

  it('Previous and Next stay within the list and start a fresh attempt, keeping the solved set', () => {
    expect(run([{ type: 'step', by: -1 }]).index).toBe(0);
    const last = run([open(PUZZLES[PUZZLES.length - 1]!.id), { type: 'step', by: 1 }]);
    expect(last.index).toBe(PUZZLES.length - 1);
    const s = run([open('brandubh-corner-anvil'), move('c3-c1'), { type: 'hint' }, { type: 'step', by: 1 }]);
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
    // With the solution shown and no right move yet, the question is about the solution's move.
    expect(predictionMove(p, run([{ type: 'solution' }], s))).toBe('a6-d6');
    // A wrong move gets the sentence for both readings.
    const wrong = run([move('b2-b1')], s);
    expect(wrong.verdict?.correct).toBe(false);
    expect(wrong.verdict?.sentence).toMatch(/^Under Brandubh, .* Under Brandubh with the variation/);
  });

  it('Hint and Show the solution toggle', () => {
    const s = run([{ type: 'hint' }, { type: 'solution' }]);
    expect(s).toMatchObject({ hint: true, solution: true });
    expect(run([{ type: 'hint' }], s).hint).toBe(false);
  });
});

describe('solved, or solved with help', () => {
  it('a right answer with the hint open counts as solved: a hint is not help', () => {
    const s = run([open('brandubh-corner-anvil'), { type: 'hint' }, move('c3-c1')]);
    expect(s).toMatchObject({ solved: ['brandubh-corner-anvil'], helped: [], revision: 1 });
  });

  it('after "Show the solution", a right answer counts as solved with help, even with the solution closed again and after Try again', () => {
    const shown = run([open('brandubh-corner-anvil'), { type: 'solution' }]);
    expect(shown.spoiled).toBe(true);
    expect(run([move('c3-c1')], shown)).toMatchObject({ solved: [], helped: ['brandubh-corner-anvil'], revision: 1 });
    const closed = run([{ type: 'solution' }, move('c3-c2'), { type: 'retry' }, move('c3-c1')], shown);
    expect(closed).toMatchObject({ solution: false, solved: [], helped: ['brandubh-corner-anvil'] });
  });

  it('escape in two: the solution shown between the two moves makes it with help', () => {
    const s = run([open('brandubh-two-corners'), move('d3-d1'), { type: 'solution' }, move('d1-g1')]);
    expect(s).toMatchObject({ solved: [], helped: ['brandubh-two-corners'] });
  });

  it('a wrong answer after the solution counts as nothing', () => {
    expect(run([open('brandubh-empty-throne'), { type: 'solution' }, move('f7-f5')])).toMatchObject({
      solved: [],
      helped: [],
      revision: 0,
    });
  });

  it('a later visit solved without help upgrades "with help" to solved', () => {
    const helped = run([open('brandubh-corner-anvil'), { type: 'solution' }, move('c3-c1'), open('tablut-fork')]);
    expect(helped.spoiled).toBe(false);
    const clean = run([open('brandubh-corner-anvil'), move('c3-c1')], helped);
    expect(clean).toMatchObject({ solved: ['brandubh-corner-anvil'], helped: [], revision: 2 });
  });

  it('a solve with help never downgrades a puzzle already solved', () => {
    const clean = run([open('brandubh-corner-anvil'), move('c3-c1'), { type: 'retry' }, { type: 'solution' }, move('c3-c1')]);
    expect(clean).toMatchObject({ solved: ['brandubh-corner-anvil'], helped: [], revision: 1 });
  });

  it("each list keeps the puzzle list's order, and they never overlap", () => {
    const s = run([
      open('tablut-fork'),
      { type: 'solution' },
      move('f7-f6'),
      move('f6-i6'),
      open('brandubh-corner-anvil'),
      { type: 'solution' },
      move('c3-c1'),
      open('brandubh-empty-throne'),
      move('f7-f4'),
    ]);
    expect(s.helped).toEqual(['brandubh-corner-anvil', 'tablut-fork']);
    expect(s.solved).toEqual(['brandubh-empty-throne']);
  });
});

describe('progress', () => {
  it('merges stored ids with those solved here, drops unknown ones, and keeps the list order', () => {
    const s = run([open('tablut-fork'), { type: 'progress', solved: ['tablut-fork', 'gone', 'brandubh-corner-anvil', 'tablut-fork'] }]);
    expect(s.solved).toEqual(['brandubh-corner-anvil', 'tablut-fork']);
    expect(knownIds(PUZZLES, ['x', 'alea-edge-or-corner', 'brandubh-empty-throne'])).toEqual([
      'brandubh-empty-throne',
      'alea-edge-or-corner',
    ]);
    expect(run([{ type: 'progress', solved: [] }], s)).toBe(s);
    // Reading storage is not a change to save.
    expect(s.revision).toBe(0);
  });

  it('merges stored "with help" too: solved here or stored as solved wins', () => {
    const here = run([open('brandubh-corner-anvil'), move('c3-c1')]);
    const s = run(
      [{ type: 'progress', solved: ['tablut-fork'], helped: ['brandubh-corner-anvil', 'brandubh-empty-throne', 'tablut-fork'] }],
      here,
    );
    expect(s).toMatchObject({ solved: ['brandubh-corner-anvil', 'tablut-fork'], helped: ['brandubh-empty-throne'], revision: 1 });
  });

  it("replace takes another tab's progress as it is; reset empties both lists and is a change to save", () => {
    const here = run([open('brandubh-corner-anvil'), move('c3-c1')]);
    const replaced = run([{ type: 'replace', solved: [], helped: ['tablut-fork'] }], here);
    expect(replaced).toMatchObject({ solved: [], helped: ['tablut-fork'], revision: 1 });
    const reset = run([{ type: 'reset' }], here);
    expect(reset).toMatchObject({ solved: [], helped: [], revision: 2 });
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
