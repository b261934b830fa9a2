/**
 * The engine side of an attempt: the played line, the solution in words, and the two choices of
 * "What happens under <other reading>?" for every two-readings puzzle.
 */
import { describe, expect, it } from 'vitest';
import { lineCurrent, notation } from '../../engine';
import { PUZZLES } from '../../learn/puzzles';
import { judge, predictionFor, puzzleLine, solutionWords } from './attempt';

const puzzle = (id: string) => {
  const p = PUZZLES.find((q) => q.id === id);
  if (!p) throw new Error(`no puzzle ${id}`);
  return p;
};

describe('puzzleLine', () => {
  it("plays the moves from the puzzle's position and stops at the first illegal one", () => {
    const p = puzzle('brandubh-two-corners');
    const r = puzzleLine(p, ['d3-d1', 'b5-b1', 'd1-d1', 'd1-g1']);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.moves).toHaveLength(2);
      expect(lineCurrent(r.value).turn).toBe('defenders');
      expect(notation.makePosition(r.value.start)).toBe(p.position);
    }
  });
});

describe('judge', () => {
  it('an illegal move leaves the board as it was and the attempt open', () => {
    const j = judge(puzzle('brandubh-corner-anvil'), [], 'b1-b2');
    expect(j.moves).toEqual([]);
    expect(j.verdict).toMatchObject({ correct: false, final: false });
    expect(j.verdict.sentence).toBe("The piece on b1 belongs to the attackers, but it is the defenders' turn.");
  });

  it("every puzzle's solution is judged right by the time its line is played out", () => {
    for (const p of PUZZLES) {
      let j = judge(p, [], p.solution[0]!);
      if (!j.verdict.final) j = judge(p, j.moves, p.solution[2]!);
      expect(j.verdict, p.id).toMatchObject({ correct: true, final: true });
    }
  });
});

describe('solutionWords', () => {
  it.each([
    ['brandubh-corner-anvil', 'c3-c1.'],
    ['brandubh-two-corners', 'd3-d1; the attackers answer b5-b1; then d1-g1.'],
    ['murray-edge-fork', 'e5-e4; the attackers answer b5-b4; then e4-s4.'],
  ])('%s: %s', (id, words) => expect(solutionWords(puzzle(id))).toBe(words));
});

describe('predictionFor', () => {
  it('is null for a puzzle of another kind', () => expect(predictionFor(puzzle('brandubh-corner-anvil'), 'c3-c1')).toBeNull());

  it('offers what the move does here and what it does there; the second is right', () => {
    const pr = predictionFor(puzzle('brandubh-throne-two-readings'), 'a6-d6');
    expect(pr).not.toBeNull();
    expect(pr!.reading).toBe("Brandubh with the variation ‘OpenTafl's Brandub’");
    expect(pr!.choices).toEqual([
      { label: 'a6-d6 captures nothing.', correct: true },
      { label: 'a6-d6 captures the defender on d5, as under Brandubh.', correct: false },
    ]);
    expect(pr!.answer).toBe("Under Brandubh with the variation ‘OpenTafl's Brandub’, a6-d6 captures nothing.");
  });

  it('every two-readings puzzle has two different choices, exactly one right', () => {
    const two = PUZZLES.filter((p) => p.kind === 'two-readings');
    expect(two.length).toBeGreaterThan(3);
    for (const p of two) {
      const pr = predictionFor(p, p.solution[0]!);
      expect(pr, p.id).not.toBeNull();
      expect(new Set(pr!.choices.map((c) => c.label)).size, p.id).toBe(2);
      expect(
        pr!.choices.filter((c) => c.correct),
        p.id,
      ).toHaveLength(1);
    }
  });
});
