// @vitest-environment happy-dom
/**
 * A lesson step in a DOM, as a pupil finds it: the first step solved by clicks (verdict in a polite
 * live region, the step saved under the lessons' key, the count and the link to the next step), a
 * wrong move with the engine's sentence, a "predict, then reveal" step that is done only once the
 * prediction is made (its first answer saved, right or wrong), Try again in the projector's toolbar,
 * corrupted storage told in a sentence with the readable part kept, and the path's progress on
 * /learn/ with the progress code and Reset.
 */
import { cleanup, fireEvent, render, within } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LESSONS, type PuzzleLesson } from '../../learn/lessons';
import LessonBoard from './LessonBoard';
import PathProgress from './PathProgress';
import { PROGRESS_KEY } from '../puzzle/progress';
import { decodeProgress } from '../puzzle/progressCode';
import { LESSONS_KEY } from './progress';

const ids = LESSONS.map((l) => l.id);
const step = (id: string): PuzzleLesson => {
  const l = LESSONS.find((x) => x.id === id);
  if (l?.kind !== 'puzzle') throw new Error(id);
  return l;
};
const mount = (id: string) => {
  const l = step(id);
  return render(
    h(LessonBoard, { stepId: l.id, title: l.title, puzzle: l.puzzle, stepIds: ids, next: { href: '/learn/next/', title: 'The next one' } }),
  );
};
const play = (container: Element, from: string, to: string) => {
  fireEvent.click(container.querySelector(`[data-square="${from}"]:not([data-piece])`)!);
  fireEvent.click(container.querySelector(`[data-square="${to}"]:not([data-piece])`)!);
};
const stored = (): unknown => JSON.parse(localStorage.getItem(LESSONS_KEY) ?? 'null');
const doneStored = (): unknown => (stored() as { done: string[] } | null)?.done ?? null;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('a lesson step', () => {
  it('takes the right move, saves the step and offers the next one', async () => {
    const { container } = mount('moving');
    expect(screen.getByTestId('lesson-progress').textContent).toContain(`0 of ${ids.length} done`);
    play(container, 'e3', 'e7');
    const feedback = screen.getByTestId('puzzle-feedback');
    expect(feedback.getAttribute('aria-live')).toBe('polite');
    expect(feedback.textContent).toMatch(/Right\.\s*After e3-e7 no defender move wins at once\./);
    expect(await screen.findByTestId('lesson-done')).toBeTruthy();
    expect(screen.getByTestId('lesson-progress').textContent).toContain(`1 of ${ids.length} done`);
    expect(stored()).toEqual({ version: 2, done: ['moving'], predictions: {} });
    expect(screen.getByTestId('lesson-next').getAttribute('href')).toBe('/learn/next/');
  });

  it('explains a wrong move and lets the pupil try again', () => {
    const { container } = mount('moving');
    play(container, 'b7', 'c7');
    expect(screen.getByTestId('puzzle-feedback').textContent).toMatch(/Wrong\.\s*After b7-c7, the king escapes with d7-g7\./);
    expect(screen.queryByTestId('lesson-next')).toBeNull();
    expect(stored()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(container.querySelector('[data-piece][data-square="b7"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByTestId('puzzle-hint').hidden).toBe(false);
  });

  it('on a rule the readings disagree about, is done only once the prediction is made', async () => {
    const { container } = mount('capturing-the-king');
    play(container, 'm14', 'h14');
    expect(screen.getByTestId('puzzle-feedback').textContent).toMatch(/Right\. Under Helmfrid as the site reads him/);
    expect(screen.queryByTestId('lesson-done')).toBeNull();
    const predict = screen.getByTestId('puzzle-predict');
    expect(predict.textContent).toContain('What happens under Murray as the site reads him');
    fireEvent.click(screen.getByRole('button', { name: 'm14-h14 captures nothing.' }));
    expect(screen.getByTestId('puzzle-reveal').textContent).toContain('Your prediction is right.');
    expect(await screen.findByTestId('lesson-done')).toBeTruthy();
    expect(stored()).toEqual({ version: 2, done: ['capturing-the-king'], predictions: { 'capturing-the-king': 'right' } });
  });

  it('a wrong first prediction is saved as wrong, and answering again after Try again does not change it', async () => {
    const { container } = mount('capturing-the-king');
    play(container, 'm14', 'h14');
    const group = screen.getByTestId('puzzle-predict');
    const wrong = within(group)
      .getAllByRole('button')
      .find((b) => b.textContent !== 'm14-h14 captures nothing.')!;
    fireEvent.click(wrong);
    expect(screen.getByTestId('puzzle-reveal').textContent).toContain('Your prediction is wrong.');
    await screen.findByTestId('lesson-done');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    play(container, 'm14', 'h14');
    fireEvent.click(screen.getByRole('button', { name: 'm14-h14 captures nothing.' }));
    expect(stored()).toMatchObject({ predictions: { 'capturing-the-king': 'wrong' } });
  });

  it('offers Try again in the projector’s toolbar, which puts the step’s position back', () => {
    const { container } = mount('moving');
    fireEvent.click(screen.getByTestId('projector-toggle'));
    const toolbar = within(screen.getByTestId('projector-controls'));
    const again = toolbar.getByRole('button', { name: 'Try again' });
    expect(again.getAttribute('aria-disabled'), 'nothing to try again yet').toBe('true');
    play(container, 'b7', 'c7');
    expect(container.querySelector('[data-piece][data-square="c7"]')).not.toBeNull();
    expect(again.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(again);
    expect(container.querySelector('[data-piece][data-square="b7"]')).not.toBeNull();
    expect(container.querySelector('[data-piece][data-square="c7"]')).toBeNull();
    expect(screen.getByTestId('puzzle-feedback').textContent).toMatch(/^Play the attackers’ move/);
    expect(screen.getByTestId('projector').getAttribute('role'), 'still projecting').toBe('dialog');
  });

  it('says in a sentence that corrupted progress could not be read, saves afresh, and keeps what it can read', async () => {
    localStorage.setItem(LESSONS_KEY, '{not json');
    const { container } = mount('custodial-capture');
    expect(screen.getByTestId('lesson-progress').textContent).toContain(`0 of ${ids.length} done`);
    expect((await screen.findByTestId('lesson-storage-note')).textContent).toMatch(
      /^The lesson progress saved in this browser could not be read/,
    );
    play(container, 'g5', 'd5');
    await screen.findByTestId('lesson-done');
    expect(doneStored()).toEqual(['custodial-capture']);
    expect(screen.queryByTestId('lesson-storage-note')).toBeNull();
    cleanup();
    localStorage.setItem(LESSONS_KEY, JSON.stringify(['custodial-capture', 'gone', 3]));
    const again = mount('moving');
    expect((await screen.findByTestId('lesson-storage-note')).textContent).toMatch(/^Part of the lesson progress saved in this browser/);
    expect(screen.getByTestId('lesson-progress').textContent).toContain(`1 of ${ids.length} done`);
    play(again.container, 'e3', 'e7');
    await screen.findByTestId('lesson-done');
    // The step this page does not know ('gone') is kept in storage for a newer site.
    expect(doneStored()).toEqual(['custodial-capture', 'gone', 'moving']);
  });
});

describe('the path progress on /learn/', () => {
  it('counts the done steps and shows their marks', async () => {
    localStorage.setItem(LESSONS_KEY, JSON.stringify(['moving', 'hostile-squares', 'nonsense']));
    document.body.innerHTML = ids.map((id) => `<span data-lesson-mark="${id}" hidden>done</span>`).join('');
    render(h(PathProgress, { stepIds: ids }));
    expect((await screen.findByText(`2 of ${ids.length} done`, { exact: false })).textContent).toContain('Your progress');
    const marks = [...document.querySelectorAll<HTMLElement>('[data-lesson-mark]')]
      .filter((el) => !el.hidden)
      .map((el) => el.dataset.lessonMark);
    expect(marks).toEqual(['moving', 'hostile-squares']);
  });

  it('gives the progress code (lessons and puzzles) and Reset, which forgets both', async () => {
    localStorage.setItem(LESSONS_KEY, JSON.stringify({ version: 2, done: ['moving', 'escaping'], predictions: { escaping: 'wrong' } }));
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ version: 3, puzzles: { 'tablut-fork': { first: 'clean', clean: true } } }));
    document.body.innerHTML = ids.map((id) => `<span data-lesson-mark="${id}" hidden>done</span>`).join('');
    render(h(PathProgress, { stepIds: ids }));
    await screen.findByText(`2 of ${ids.length} done`, { exact: false });
    const decoded = decodeProgress((screen.getByTestId('puzzle-code') as HTMLInputElement).value);
    expect(decoded.ok && decoded.value.steps?.get('escaping')).toBe('predicted-wrong');
    expect(decoded.ok && decoded.value.marks.get('tablut-fork')).toBe('solved');
    fireEvent.click(screen.getByRole('button', { name: 'Reset my progress' }));
    expect(screen.getByTestId('puzzle-reset-confirm').textContent).toContain('(1 puzzle solved, 2 lesson steps done');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, reset' }));
    expect(screen.getByTestId('path-progress').textContent).toContain(`0 of ${ids.length} done`);
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!)).toEqual({ version: 3, puzzles: {} });
    expect(stored()).toEqual({ version: 2, done: [], predictions: {} });
    expect([...document.querySelectorAll<HTMLElement>('[data-lesson-mark]')].every((el) => el.hidden)).toBe(true);
  });

  it('says so when the saved lesson progress cannot be read', async () => {
    localStorage.setItem(LESSONS_KEY, '"nonsense"');
    render(h(PathProgress, { stepIds: ids }));
    expect((await screen.findByTestId('lesson-storage-note')).textContent).toMatch(/could not be read, so no step is counted as done here/);
  });
});
