import { describe, expect, it } from 'vitest';
import { legalMoves, notation } from '../engine';
import { PUZZLES } from './puzzles';
import { PUZZLE_KINDS } from './types';
import { checkAttempt, readingOf, verifyPuzzle } from './verify';

describe('the puzzle collection', () => {
  it('has at least 30 puzzles with unique, URL-safe ids', () => {
    expect(PUZZLES.length).toBeGreaterThanOrEqual(30);
    const ids = PUZZLES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses every kind and at least five readings', () => {
    for (const kind of PUZZLE_KINDS)
      expect(
        PUZZLES.some((p) => p.kind === kind),
        kind,
      ).toBe(true);
    expect(new Set(PUZZLES.map((p) => p.preset)).size).toBeGreaterThanOrEqual(5);
  });

  it('writes every text as finished sentences', () => {
    for (const p of PUZZLES) {
      for (const text of [p.title, p.goal, p.hint, p.explanation, p.compare?.explanation ?? 'x']) expect(text.trim(), p.id).not.toBe('');
      for (const text of [p.goal, p.hint, p.explanation, ...(p.compare ? [p.compare.explanation] : [])])
        expect(text, p.id).toMatch(/[.!?)”"']$/);
    }
  });
});

describe.each(PUZZLES.map((p) => [p.id, p] as const))('puzzle %s', (_id, puzzle) => {
  it('verifies with the engine', () => {
    const r = verifyPuzzle(puzzle);
    expect(r.ok ? 'verified' : r.error.message).toBe('verified');
  });

  it('accepts the solution and refuses a wrong move with a sentence', () => {
    const right = checkAttempt(puzzle, puzzle.solution[0]!);
    expect(right.correct, right.sentence).toBe(true);
    expect(right.sentence).toMatch(/\.$/);
    const main = readingOf(puzzle);
    if (!main.ok) throw new Error(main.error);
    const start = main.value.start;
    const wrong = legalMoves(start)
      .map((m) => notation.makeMove(start, m))
      .map((text) => ({ text, attempt: checkAttempt(puzzle, text) }))
      .find((a) => !a.attempt.correct);
    expect(wrong, 'some legal move must fail').toBeDefined();
    expect(wrong!.attempt.sentence).toMatch(/^[A-Za-z].*\.$/);
    expect(wrong!.attempt.sentence.length).toBeGreaterThan(20);
  });
});
