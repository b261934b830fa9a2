/**
 * The lesson path: every step played on a board is checked with the engine like a puzzle (the
 * position sets up, the solution meets the goal, a wrong move gets a sentence); the steps on rules
 * the readings disagree about ask "predict, then reveal"; the game steps link to /play with a
 * reading the play page knows.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, getPreset, notation } from '../engine';
import { LESSONS, type PuzzleLesson } from './lessons';
import { PUZZLES } from './puzzles';
import { checkAttempt, readingOf, verifyPuzzle } from './verify';

const boardSteps = LESSONS.filter((l): l is PuzzleLesson => l.kind === 'puzzle');

describe('the lesson path', () => {
  it('has 8 to 10 steps with unique URL-safe ids, and ends with two full games', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(8);
    expect(LESSONS.length).toBeLessThanOrEqual(10);
    const ids = LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // /learn/puzzles/ and /learn/teachers/ are pages of their own.
    for (const taken of ['puzzles', 'teachers', 'index']) expect(ids).not.toContain(taken);
    expect(LESSONS.slice(-2).map((l) => l.kind)).toEqual(['game', 'game']);
  });

  it('keeps lesson puzzle ids apart from the puzzle collection', () => {
    const puzzleIds = new Set(PUZZLES.map((p) => p.id));
    for (const l of boardSteps) expect(puzzleIds.has(l.puzzle.id), l.id).toBe(false);
  });

  it('writes each step as 2 to 4 finished sentences and a one-sentence goal', () => {
    for (const l of LESSONS) {
      const sentences = l.text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, l.id).toBeGreaterThanOrEqual(2);
      expect(sentences, l.id).toBeLessThanOrEqual(4);
      expect(l.text, l.id).toMatch(/[.!?]$/);
      expect(l.goal, l.id).toMatch(/[.!?]$/);
    }
    for (const l of boardSteps) expect(l.goal, l.id).toBe(l.puzzle.goal);
  });

  it('asks "predict, then reveal" on at least three rules that differ between readings', () => {
    expect(boardSteps.filter((l) => l.puzzle.kind === 'two-readings').length).toBeGreaterThanOrEqual(3);
  });

  it('links the game steps to /play with a known reading', () => {
    for (const l of LESSONS) {
      if (l.kind !== 'game') continue;
      const m = /^play\/\?r=([a-z0-9-]+)$/.exec(l.href);
      expect(m, l.id).not.toBeNull();
      expect(getPreset(m![1]!), l.id).toBeDefined();
    }
    const sizes = LESSONS.filter((l) => l.kind === 'game').map((l) => (l.kind === 'game' ? l.href : ''));
    expect(sizes).toEqual(['play/?r=brandubh', 'play/?r=alea-cyningstan']);
  });
});

describe.each(boardSteps.map((l) => [l.id, l] as const))('lesson step %s', (_id, lesson) => {
  it('verifies with the engine', () => {
    const r = verifyPuzzle(lesson.puzzle);
    expect(r.ok ? 'verified' : r.error.message).toBe('verified');
  });

  it('accepts the solution and refuses a wrong move with a sentence', () => {
    const right = checkAttempt(lesson.puzzle, lesson.puzzle.solution[0]!);
    expect(right.correct, right.sentence).toBe(true);
    const main = readingOf(lesson.puzzle);
    if (!main.ok) throw new Error(main.error);
    const start = main.value.start;
    const wrong = legalMoves(start)
      .map((m) => notation.makeMove(start, m))
      .map((text) => checkAttempt(lesson.puzzle, text))
      .find((a) => !a.correct);
    expect(wrong, 'some legal move must fail').toBeDefined();
    expect(wrong!.sentence).toMatch(/^[A-Za-z].*\.$/);
  });
});
