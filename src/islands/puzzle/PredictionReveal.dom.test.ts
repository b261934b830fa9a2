// @vitest-environment happy-dom
/**
 * "Predict, then reveal", the board: nothing before the prediction; after it, a second board that
 * shows the position after the same move under the other reading, as the engine plays it under that
 * reading (checked here against a line played independently with the board's test fixtures), the
 * pieces captured there crossed out, a caption "Under <reading>: …", and no focus or moves taken.
 * In a lesson step it appears only once the reader has chosen an answer.
 */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LESSONS, type PuzzleLesson } from '../../learn/lessons';
import { PUZZLES } from '../../learn/puzzles';
import type { Puzzle } from '../../learn/types';
import { readingName } from '../../learn/effects';
import LessonBoard from '../lesson/LessonBoard';
import { positionLine, viewOf } from '../board/board.test-support';
import { PredictionReveal, revealFor } from './PredictionReveal';

const puzzle = (id: string): Puzzle => {
  const p = PUZZLES.find((x) => x.id === id);
  if (!p) throw new Error(id);
  return p;
};

/** The pieces drawn on a board (any element holding squares with pieces), by square. */
const piecesIn = (el: Element): Record<string, string> =>
  Object.fromEntries([...el.querySelectorAll('[data-piece]')].map((p) => [p.getAttribute('data-square')!, p.getAttribute('data-piece')!]));

/** The pieces the engine leaves after `move` under the puzzle's other reading, played independently. */
const expectedUnderOther = (p: Puzzle, move: string) => {
  const view = viewOf(positionLine(p.compare!.preset, p.position, [move], p.compare!.patch ?? {}), false);
  return { pieces: { ...view.pieces }, captured: view.captured.map((c) => c.square) };
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('PredictionReveal', () => {
  it('shows nothing before the prediction', () => {
    const p = puzzle('brandubh-throne-two-readings');
    const { container } = render(h(PredictionReveal, { puzzle: p, move: p.solution[0]!, chosen: null }));
    expect(container.innerHTML).toBe('');
  });

  it('after it, shows the other reading’s position after the same move, with a caption', () => {
    const p = puzzle('brandubh-throne-two-readings');
    const move = p.solution[0]!;
    render(h(PredictionReveal, { puzzle: p, move, chosen: 1 }));
    const figure = screen.getByTestId('prediction-reveal');
    const svg = screen.getByTestId('reveal-board');
    const expected = expectedUnderOther(p, move);
    expect(piecesIn(svg)).toEqual(expected.pieces);
    // Under the puzzle's own reading the move captures d5; under the other the defender stays.
    expect(expected.pieces.d5).toBe('defender');
    expect(expected.pieces.d6).toBe('attacker');
    expect(svg.querySelectorAll('[data-captured]')).toHaveLength(0);
    expect(svg.querySelector('[data-last="to"]')?.getAttribute('data-square')).toBe('d6');
    const other = readingName(p.compare!.preset, p.compare!.patch);
    expect(screen.getByTestId('reveal-caption').textContent).toMatch(
      new RegExp(`^Under ${other.replace(/[()]/g, '\\$&')}: the defender on d5 is not captured\\.`),
    );
    // A picture, not a second game: an image with a name and its pieces in words, and nothing to focus.
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe(`The board after ${move} under ${other}`);
    const words = document.getElementById(svg.getAttribute('aria-describedby')!)!;
    expect(words.textContent).toContain('Defenders: g6, d5.');
    expect(figure.querySelector('[tabindex], button, [role="application"]')).toBeNull();
  });

  it('crosses out the pieces the other reading captures', () => {
    const p = puzzle('viking-unarmed-king');
    const move = p.solution[0]!;
    render(h(PredictionReveal, { puzzle: p, move, chosen: 0 }));
    const svg = screen.getByTestId('reveal-board');
    const expected = expectedUnderOther(p, move);
    expect(expected.captured).toEqual(['d6']);
    expect(piecesIn(svg)).toEqual(expected.pieces);
    expect(piecesIn(svg).d6).toBeUndefined();
    const mark = svg.querySelector('[data-captured="d6"]');
    expect(mark?.getAttribute('data-captured-kind')).toBe('attacker');
    expect(mark?.querySelector('.tb-cross')).not.toBeNull();
    expect(screen.getByTestId('reveal-caption').textContent).toContain(': the attacker on d6 is captured.');
    expect(screen.getByTestId('reveal-caption').textContent).toContain('the cross marks a piece captured there');
  });

  it('says how the game stands when only the puzzle’s own reading ends it', () => {
    const king = LESSONS.find((l) => l.id === 'capturing-the-king') as PuzzleLesson;
    const escaping = LESSONS.find((l) => l.id === 'escaping') as PuzzleLesson;
    expect(revealFor(king.puzzle, 'm14-h14')?.outcome).toBe('the king is not captured; the game goes on');
    expect(revealFor(escaping.puzzle, 'd12-a12')?.outcome).toBe('the king has not escaped; the game goes on');
  });

  it('has nothing to show for a puzzle that compares no readings, or a move one reading refuses', () => {
    const single = PUZZLES.find((p) => !p.compare)!;
    expect(revealFor(single, single.solution[0]!)).toBeNull();
    expect(revealFor(puzzle('brandubh-throne-two-readings'), 'a6-a9')).toBeNull();
  });
});

describe('in a lesson step', () => {
  it('appears beside the answer only once the prediction is made', () => {
    const lesson = LESSONS.find((l) => l.id === 'corner-squares') as PuzzleLesson;
    const ids = LESSONS.map((l) => l.id);
    const { container } = render(h(LessonBoard, { stepId: lesson.id, title: lesson.title, puzzle: lesson.puzzle, stepIds: ids }));
    const click = (sq: string) =>
      fireEvent.click(container.querySelector(`[data-testid="board"] [data-square="${sq}"]:not([data-piece])`)!);
    click('c7');
    click('c1');
    expect(screen.getByTestId('puzzle-predict')).toBeTruthy();
    expect(screen.queryByTestId('prediction-reveal')).toBeNull();
    // The lesson's own board (Helmfrid as the site reads him) has taken b1.
    expect(piecesIn(screen.getByTestId('board')).b1).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'c7-c1 captures nothing.' }));
    const svg = screen.getByTestId('reveal-board');
    const expected = expectedUnderOther(lesson.puzzle, 'c7-c1');
    expect(piecesIn(svg)).toEqual(expected.pieces);
    expect(piecesIn(svg).b1).toBe('defender');
    expect(piecesIn(svg).c1).toBe('attacker');
    expect(screen.getByTestId('reveal-caption').textContent).toMatch(
      /^Under Murray as the site reads him: the defender on b1 is not captured\./,
    );
    // Try again puts the board back and takes the reveal away with the prediction.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByTestId('prediction-reveal')).toBeNull();
  });
});
