// @vitest-environment happy-dom
/**
 * The puzzle island in a DOM, as a reader finds it: the puzzle named by the hash, a capture in one
 * solved by clicks (verdict in words and shape in a polite live region, progress saved and shown,
 * the page's index marked), a wrong move with the engine's sentence and Try again, the hint and
 * solution disclosures, the predict step (locked once answered), an unknown hash; solved with help
 * after a hint or the solution was seen (count, index mark, title, storage), the help remembered
 * across Next then Previous and across a reload, older stored forms migrated, corrupted or refused
 * storage told in a sentence, the progress code with Copy, and Reset (of the lessons too) with its
 * confirmation.
 */
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUZZLES } from '../../learn/puzzles';
import PuzzleIsland from './PuzzleIsland';
import { LESSONS_KEY } from '../lesson/progress';
import { PROGRESS_KEY } from './progress';
import { today } from './record';
import { decodeProgress } from './progressCode';

const INDEX = `<ol>${PUZZLES.map(
  (p) =>
    `<li><a href="#${p.id}" data-puzzle-link="${p.id}">${p.title}</a><span data-puzzle-mark="${p.id}" hidden><span data-mark-state="solved">✓ solved</span><span data-mark-state="helped" hidden>solved with help</span></span></li>`,
).join('')}</ol>`;

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = `<nav id="index">${INDEX}</nav>`;
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const mount = (hash = '') => {
  history.replaceState(null, '', `/learn/puzzles/${hash}`);
  return render(h(PuzzleIsland, { puzzles: PUZZLES }));
};
const goTo = (hash: string) =>
  act(() => {
    history.replaceState(null, '', `/learn/puzzles/${hash}`);
    window.dispatchEvent(new Event('hashchange'));
  });
const square = (container: Element, sq: string) => container.querySelector(`[data-square="${sq}"]:not([data-piece])`)!;
const piece = (container: Element, sq: string) =>
  container.querySelector(`[data-piece][data-square="${sq}"]`)?.getAttribute('data-piece') ?? null;
const play = (container: Element, from: string, to: string) => {
  fireEvent.click(square(container, from));
  fireEvent.click(square(container, to));
};
const feedback = () => screen.getByTestId('puzzle-feedback');
const progress = () => screen.getByTestId('puzzle-progress').textContent;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const mark = (id: string) => document.querySelector<HTMLElement>(`[data-puzzle-mark="${id}"]`)!;
/** The words of an index mark a reader can see ('' when the mark is hidden). */
const markWords = (id: string): string => {
  const el = mark(id);
  if (el.hidden) return '';
  return [...el.querySelectorAll<HTMLElement>('[data-mark-state]')]
    .filter((w) => !w.hidden)
    .map((w) => w.textContent)
    .join('');
};
const stored = () => JSON.parse(localStorage.getItem(PROGRESS_KEY)!);
const code = () => (screen.getByTestId('puzzle-code') as HTMLInputElement).value;

describe('the puzzle island', () => {
  it('opens the puzzle named by the hash, with its reading linked and its goal', () => {
    const { container } = mount('#tablut-king-as-anvil');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The king holds the far side');
    expect(screen.getByRole('link', { name: 'Tablut' }).getAttribute('href')).toBe('/readings/tablut/');
    expect(screen.getByTestId('puzzle-goal').textContent).toBe('Goal: Defenders to move: capture the attacker on c6.');
    expect(piece(container, 'd6')).toBe('king');
    expect(screen.getByRole('application', { name: /^Puzzle board: The king holds the far side/ })).toBeTruthy();
    expect(document.querySelector('[data-puzzle-link="tablut-king-as-anvil"]')!.getAttribute('aria-current')).toBe('true');
    expect(progress()).toBe(`0 of ${PUZZLES.length} solved`);
  });

  it('solves a capture in one by clicks: "Right." with a tick, the capture on the board, progress saved and marked', () => {
    const { container } = mount('#brandubh-corner-anvil');
    expect(feedback().getAttribute('aria-live')).toBe('polite');
    expect(feedback().textContent).toMatch(/^Play the defenders’ move on the board/);
    play(container, 'c3', 'c1');
    expect(feedback().textContent).toBe('✓Right. c3-c1 captures the attacker on b1.');
    expect(feedback().querySelector('[data-verdict="right"] .pz-icon')?.getAttribute('aria-hidden')).toBe('true');
    expect(piece(container, 'c1')).toBe('defender');
    expect(piece(container, 'b1')).toBeNull();
    expect(progress()).toBe(`1 of ${PUZZLES.length} solved`);
    expect(stored()).toEqual({ version: 3, puzzles: { 'brandubh-corner-anvil': { first: 'clean', clean: true } } });
    expect(markWords('brandubh-corner-anvil')).toBe('✓ solved');
    expect(mark('brandubh-corner-anvil').getAttribute('data-state')).toBe('solved');
    expect(mark('brandubh-empty-throne').hidden).toBe(true);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('solved');
  });

  it('a wrong move gets "Wrong." with a cross and the engine\'s sentence; Try again restores the position', () => {
    const { container } = mount('#brandubh-corner-anvil');
    goTo('#brandubh-empty-throne');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The empty throne bites');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    play(container, 'f7', 'f5');
    expect(feedback().textContent).toBe('✗Wrong. f7-f5 does not land next to the defender on e4; nothing is captured.');
    expect(feedback().querySelector('[data-verdict="wrong"]')).not.toBeNull();
    expect(piece(container, 'f5')).toBe('attacker');
    expect(progress()).toBe(`0 of ${PUZZLES.length} solved`);
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    fireEvent.click(button('Try again'));
    expect(piece(container, 'f7')).toBe('attacker');
    expect(piece(container, 'f5')).toBeNull();
    expect(feedback().textContent).toMatch(/^Play the attackers’ move/);
    expect(document.activeElement?.getAttribute('data-testid')).toBe('board');
  });

  it('Hint and Show the solution are disclosures', () => {
    mount('#brandubh-two-corners');
    const hint = button('Hint');
    expect(hint.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('puzzle-hint').hidden).toBe(true);
    fireEvent.click(hint);
    expect(hint.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('puzzle-hint').hidden).toBe(false);
    expect(screen.getByTestId('puzzle-hint').textContent).toContain('two corners along the same edge');
    fireEvent.click(button('Show the solution'));
    expect(screen.getByTestId('puzzle-solution').textContent).toContain('Solution: d3-d1; the attackers answer b5-b1; then d1-g1.');
  });

  it('escape in two: the reply is played on the board, then the winning move solves it', () => {
    const { container } = mount('#brandubh-two-corners');
    play(container, 'd3', 'd1');
    expect(feedback().textContent).toContain('Right so far.');
    expect(piece(container, 'b1')).toBe('attacker');
    play(container, 'd1', 'g1');
    expect(feedback().textContent).toBe('✓Right. After d1-g1 the king escapes and the defenders win.');
    expect(progress()).toBe(`1 of ${PUZZLES.length} solved`);
  });

  it("two readings: after the right move, predict, then the other reading's result and explanation", () => {
    const { container } = mount('#brandubh-throne-two-readings');
    expect(screen.queryByTestId('puzzle-predict')).toBeNull();
    play(container, 'a6', 'd6');
    expect(feedback().textContent).toBe('✓Right. Under Brandubh, a6-d6 captures the defender on d5.');
    const group = screen.getByRole('group', { name: /^What happens under Brandubh with the variation/ });
    expect(screen.getByTestId('puzzle-reveal').textContent).toBe('');
    const right = within(group).getByRole('button', { name: 'a6-d6 captures nothing.' });
    const other = within(group)
      .getAllByRole('button')
      .find((b) => b !== right)!;
    fireEvent.click(right);
    expect(screen.getByTestId('puzzle-reveal').textContent).toContain('Your prediction is right.');
    expect(screen.getByTestId('puzzle-reveal').textContent).toContain('the empty centre takes no part in captures');
    // Locked once revealed: the other answer cannot be chosen, and the chosen one says so.
    expect(other.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(other);
    expect(screen.getByTestId('puzzle-reveal').textContent).toContain('Your prediction is right.');
    expect(right.getAttribute('aria-pressed')).toBe('true');
    expect(right.textContent).toContain('Your answer');
  });

  it('two readings: a wrong prediction is marked as the answer chosen, and wrong, in words, with no tick', () => {
    const { container } = mount('#brandubh-throne-two-readings');
    play(container, 'a6', 'd6');
    const group = screen.getByRole('group', { name: /^What happens under Brandubh with the variation/ });
    const wrong = within(group)
      .getAllByRole('button')
      .find((b) => b.textContent !== 'a6-d6 captures nothing.')!;
    fireEvent.click(wrong);
    expect(screen.getByTestId('puzzle-reveal').textContent).toContain('Your prediction is wrong.');
    expect(wrong.textContent).toMatch(/^Your answer, wrong:/);
    expect(wrong.textContent).not.toContain('✓');
    expect(wrong.getAttribute('data-answer')).toBe('wrong');
  });

  it('Previous and Next move through the list and update the hash', () => {
    mount('#brandubh-corner-anvil');
    const prev = button('Previous');
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Next'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PUZZLES[1]!.title);
    expect(location.hash).toBe(`#${PUZZLES[1]!.id}`);
    fireEvent.click(prev);
    expect(location.hash).toBe(`#${PUZZLES[0]!.id}`);
  });

  it('an unknown hash shows one sentence and the first puzzle', () => {
    mount('#no-such-puzzle');
    expect(screen.getByTestId('puzzle-missing').textContent).toBe(
      'There is no puzzle called “no-such-puzzle”, so the first puzzle is shown.',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PUZZLES[0]!.title);
  });

  it('migrates the old stored list of solved ids as solved, and says nothing', () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(['tablut-fork', 'gone']));
    mount();
    expect(progress()).toBe(`1 of ${PUZZLES.length} solved`);
    expect(markWords('tablut-fork')).toBe('✓ solved');
    expect(screen.queryByTestId('puzzle-storage-note')).toBeNull();
    const decoded = decodeProgress(code());
    expect(decoded.ok && decoded.value.marks.get('tablut-fork')).toBe('solved');
  });

  it('reports corrupted storage in a sentence, keeps what can be read, and saves afresh after a solve', () => {
    localStorage.setItem(PROGRESS_KEY, '{broken');
    const { container } = mount('#brandubh-corner-anvil');
    expect(progress()).toBe(`0 of ${PUZZLES.length} solved`);
    expect(screen.getByTestId('puzzle-storage-note').textContent).toMatch(/^The progress saved in this browser could not be read/);
    play(container, 'c3', 'c1');
    expect(stored()).toEqual({ version: 3, puzzles: { 'brandubh-corner-anvil': { first: 'clean', clean: true } } });
    expect(screen.queryByTestId('puzzle-storage-note')).toBeNull();
    cleanup();
    localStorage.setItem(PROGRESS_KEY, '{"version":2,"solved":["tablut-fork",42],"withHelp":["brandubh-empty-throne"]}');
    mount();
    expect(progress()).toBe(`1 of ${PUZZLES.length} solved, 1 more with help`);
    expect(screen.getByTestId('puzzle-storage-note').textContent).toMatch(/^Part of the progress saved in this browser could not be read/);
  });

  it('says so when the browser refuses to store the progress, and still counts it', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { container } = mount('#brandubh-corner-anvil');
    play(container, 'c3', 'c1');
    expect(progress()).toBe(`1 of ${PUZZLES.length} solved`);
    expect(screen.getByTestId('puzzle-storage-note').textContent).toMatch(/could not be saved in this browser/);
  });
});

describe('solved with help', () => {
  it('after "Show the solution" the answer counts apart: in the count, the title, the index mark, storage and the code', () => {
    const { container } = mount('#brandubh-corner-anvil');
    fireEvent.click(button('Show the solution'));
    // Recorded at once, before any move.
    expect(stored()).toEqual({ version: 3, puzzles: { 'brandubh-corner-anvil': { helpDay: today() } } });
    play(container, 'c3', 'c1');
    expect(feedback().textContent).toBe('✓Right. c3-c1 captures the attacker on b1.');
    expect(progress()).toBe(`0 of ${PUZZLES.length} solved, 1 more with help`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The corner takes a sidesolved with help');
    expect(markWords('brandubh-corner-anvil')).toBe('solved with help');
    expect(mark('brandubh-corner-anvil').getAttribute('data-state')).toBe('helped');
    expect(stored()).toEqual({ version: 3, puzzles: { 'brandubh-corner-anvil': { helpDay: today(), first: 'helped' } } });
    const decoded = decodeProgress(code());
    expect(decoded.ok && decoded.value.marks.get('brandubh-corner-anvil')).toBe('helped');
  });

  it('a hint is help too: seen, then the puzzle solved, it counts with help', () => {
    const { container } = mount('#brandubh-corner-anvil');
    fireEvent.click(button('Hint'));
    play(container, 'c3', 'c1');
    expect(progress()).toBe(`0 of ${PUZZLES.length} solved, 1 more with help`);
  });

  it('the solution seen, then a reload: the move played after it still counts with help', () => {
    mount('#brandubh-corner-anvil');
    fireEvent.click(button('Show the solution'));
    cleanup();
    document.body.innerHTML = `<nav id="index">${INDEX}</nav>`;
    const { container } = mount('#brandubh-corner-anvil');
    expect(screen.getByTestId('puzzle-solution').hidden, 'the solution is closed after the reload').toBe(true);
    play(container, 'c3', 'c1');
    expect(progress()).toBe(`0 of ${PUZZLES.length} solved, 1 more with help`);
  });

  it('the solution seen, then Next and Previous, then solved and replayed: still with help', () => {
    const { container } = mount('#brandubh-corner-anvil');
    fireEvent.click(button('Show the solution'));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Previous'));
    play(container, 'c3', 'c1');
    fireEvent.click(button('Try again'));
    play(container, 'c3', 'c1');
    expect(progress()).toBe(`0 of ${PUZZLES.length} solved, 1 more with help`);
  });

  it('solved with help on an earlier day, then solved cleanly today: solved, "with help the first time"; a clean solve never downgrades', () => {
    localStorage.setItem(
      PROGRESS_KEY,
      JSON.stringify({
        version: 3,
        puzzles: {
          'brandubh-empty-throne': { first: 'clean', clean: true },
          'brandubh-corner-anvil': { helpDay: '2000-01-01', first: 'helped' },
        },
      }),
    );
    const { container } = mount('#brandubh-corner-anvil');
    expect(progress()).toBe(`1 of ${PUZZLES.length} solved, 1 more with help`);
    play(container, 'c3', 'c1');
    expect(progress()).toBe(`2 of ${PUZZLES.length} solved`);
    expect(markWords('brandubh-corner-anvil')).toBe('✓ solved');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('solved (with help the first time)');
    const decoded = decodeProgress(code());
    expect(decoded.ok && decoded.value.marks.get('brandubh-corner-anvil')).toBe('solved-after-help');
    goTo('#brandubh-empty-throne');
    fireEvent.click(button('Show the solution'));
    play(container, 'f7', 'f4');
    expect(progress()).toBe(`2 of ${PUZZLES.length} solved`);
    expect(stored().puzzles).toMatchObject({
      'brandubh-corner-anvil': { first: 'helped', clean: true },
      'brandubh-empty-throne': { first: 'clean', clean: true, helpDay: today() },
    });
  });
});

describe('the progress code and Reset', () => {
  it('shows the code beside Copy; Copy puts it on the clipboard and says "Copied." in a polite live region', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = mount('#brandubh-corner-anvil');
    const before = code();
    expect(before).toMatch(/^AE-[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/);
    expect(screen.getByLabelText('Your progress code:')).toBe(screen.getByTestId('puzzle-code'));
    play(container, 'c3', 'c1');
    expect(code()).not.toBe(before);
    fireEvent.click(button('Copy the progress code'));
    await waitFor(() => expect(screen.getByTestId('puzzle-kit-status').textContent).toBe('Copied.'));
    expect(writeText).toHaveBeenCalledWith(code());
    expect(screen.getByTestId('puzzle-kit-status').getAttribute('aria-live')).toBe('polite');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('without the clipboard, Copy selects the code for the reader to copy', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    mount();
    fireEvent.click(button('Copy the progress code'));
    await waitFor(() => expect(screen.getByTestId('puzzle-kit-status').textContent).not.toBe(''));
    const field = screen.getByTestId('puzzle-code') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length);
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('the code lists the lesson steps done in this browser too', () => {
    localStorage.setItem(LESSONS_KEY, JSON.stringify({ version: 2, done: ['moving', 'escaping'], predictions: { escaping: 'right' } }));
    mount();
    const decoded = decodeProgress(code());
    expect(decoded.ok && decoded.value.steps?.get('moving')).toBe('done');
    expect(decoded.ok && decoded.value.steps?.get('escaping')).toBe('predicted-right');
  });

  it('Reset asks first (the focus on "Keep my progress"), then forgets everything, the lessons too', () => {
    localStorage.setItem(LESSONS_KEY, JSON.stringify(['moving']));
    const { container } = mount('#brandubh-corner-anvil');
    const reset = button('Reset my progress');
    play(container, 'c3', 'c1');
    expect(reset.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(reset);
    const confirm = screen.getByTestId('puzzle-reset-confirm');
    expect(confirm.textContent).toContain('(1 puzzle solved, 1 lesson step done, and every hint or solution seen)');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Keep my progress' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep my progress' }));
    expect(progress()).toBe(`1 of ${PUZZLES.length} solved`);
    expect(document.activeElement).toBe(reset);
    fireEvent.click(reset);
    fireEvent.click(button('Yes, reset'));
    expect(progress()).toBe(`0 of ${PUZZLES.length} solved`);
    expect(stored()).toEqual({ version: 3, puzzles: {} });
    expect(JSON.parse(localStorage.getItem(LESSONS_KEY)!)).toEqual({ version: 2, done: [], predictions: {} });
    expect(markWords('brandubh-corner-anvil')).toBe('');
    expect(screen.getByTestId('puzzle-kit-status').textContent).toBe('Your progress has been reset.');
    expect(document.activeElement).toBe(reset);
    expect(reset.getAttribute('aria-disabled'), 'nothing left to reset').toBe('true');
  });
});

describe('projector mode on a puzzle', () => {
  it('shows the goal and the verdict beside the board, with Try again, Hint and Show the solution by keys and a remote', () => {
    const { container } = mount('#brandubh-corner-anvil');
    fireEvent.click(screen.getByTestId('projector-toggle'));
    const panel = screen.getByTestId('projector-panel');
    expect(panel.textContent).toContain('Goal: Defenders to move');
    const live = screen.getByTestId('projector-feedback');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toMatch(/^Play the defenders’ move/);
    const toolbar = within(screen.getByTestId('projector-controls'));
    expect(toolbar.getAllByRole('button').map((b) => b.textContent)).toEqual(['Try again (r)', 'Hint (h)', 'Show the solution (s)']);

    play(container, 'c3', 'c2');
    expect(screen.getByTestId('projector-feedback').textContent).toMatch(/^✗Wrong\./);
    // Page Up (a remote's "back") tries again.
    fireEvent.keyDown(toolbar.getByRole('button', { name: /^Hint/ }), { key: 'PageUp' });
    expect(screen.getByTestId('projector-feedback').textContent).toMatch(/^Play the defenders’ move/);
    // Page Down (a remote's "next") opens the hint, then the solution; both shown in the panel, and recorded.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'PageDown' });
    expect(screen.getByTestId('projector-panel').textContent).toContain('Hint:');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'PageDown' });
    expect(screen.getByTestId('projector-panel').textContent).toContain('Solution: c3-c1.');
    expect(toolbar.getByRole('button', { name: /^Show the solution/ }).getAttribute('aria-pressed')).toBe('true');
    play(container, 'c3', 'c1');
    expect(screen.getByTestId('projector-feedback').textContent).toBe('✓Right. c3-c1 captures the attacker on b1.');
    expect(progress()).toBe(`0 of ${PUZZLES.length} solved, 1 more with help`);
  });
});
