// @vitest-environment happy-dom
/**
 * The board by keyboard: a focusable application with a description, a cursor drawn only while
 * focused, arrows, Home and End, Enter or Space to pick up and drop, Escape to cancel, and the
 * cursor's square and each move read out through live regions.
 */
import { cleanup, fireEvent } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board } from './Board';
import { renderBoard } from './board-dom.test-support';
import { positionLine, presetLine, viewOf } from './board.test-support';

afterEach(cleanup);

const keys = (el: Element, ...names: string[]) => {
  for (const key of names) fireEvent.keyDown(el, { key });
};

describe('the board as an application', () => {
  it('is focusable, labelled and described', () => {
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'Board: Brandubh', onMove: vi.fn() });
    expect(b.board.getAttribute('tabindex')).toBe('0');
    expect(b.board.getAttribute('role')).toBe('application');
    expect(b.board.getAttribute('aria-roledescription')).toBe('board');
    expect(b.board.getAttribute('aria-label')).toBe('Board: Brandubh');
    const desc = b.container.ownerDocument.getElementById(b.board.getAttribute('aria-describedby')!);
    expect(desc?.textContent).toContain('A 7 by 7 board. Attackers to move.');
    expect(desc?.textContent).toContain('arrow keys');
    expect(desc?.textContent).toContain('Enter or Space');
    expect(b.getByTestId('board-announcement').getAttribute('role')).toBe('status');
    expect(b.getByTestId('board-cursor').getAttribute('aria-live')).toBe('polite');
  });

  it('draws the cursor only while focused, starting on the centre, and reads the square', () => {
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B', onMove: vi.fn() });
    expect(b.cursor()).toBeNull();
    fireEvent.focus(b.board);
    expect(b.cursor()).toBe('d4');
    expect(b.cursorText()).toBe('d4, king, the throne');
    fireEvent.blur(b.board);
    expect(b.cursor()).toBeNull();
  });

  it('after a click the cursor moves there but stays hidden until a key is pressed', () => {
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B', onMove: vi.fn() });
    fireEvent.pointerDown(b.piece('a4')!, { pointerId: 1, button: 0, isPrimary: true });
    fireEvent.focus(b.board);
    fireEvent.click(b.piece('a4')!);
    expect(b.cursor()).toBe('a4');
    expect(b.q('[data-cursor]')!.getAttribute('class')).toContain('tb-cursor--quiet');
    keys(b.board, 'ArrowRight');
    expect(b.cursor()).toBe('b4');
    expect(b.q('[data-cursor]')!.getAttribute('class')).not.toContain('tb-cursor--quiet');
  });
});

describe('moving the cursor', () => {
  it('arrows move one square, Home and End go to the ends of the row, and each square is read', () => {
    const view = viewOf(presetLine('brandubh'));
    const b = renderBoard({ view, label: 'B', onMove: vi.fn() });
    fireEvent.focus(b.board);
    keys(b.board, 'ArrowUp');
    expect(b.cursor()).toBe('d5');
    expect(b.cursorText()).toBe('d5, defender');
    keys(b.board, 'ArrowUp', 'ArrowUp');
    expect(b.cursor()).toBe('d7');
    const d7 = view.dests.d7 ?? [];
    expect(d7.length).toBeGreaterThan(1);
    expect(b.cursorText()).toBe(`d7, attacker, ${d7.length} moves: ${d7.join(', ')}`);
    keys(b.board, 'ArrowUp');
    expect(b.cursor()).toBe('d7'); // the edge
    keys(b.board, 'Home');
    expect(b.cursor()).toBe('a7');
    expect(b.cursorText()).toBe('a7, empty, a corner square');
    keys(b.board, 'End', 'ArrowLeft', 'ArrowDown');
    expect(b.cursor()).toBe('f6');
    expect(b.cursorText()).toBe('f6, empty');
  });

  it('follows the board when it is flipped: up is towards rank 1', () => {
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B', flipped: true, onMove: vi.fn() });
    fireEvent.focus(b.board);
    keys(b.board, 'ArrowUp', 'ArrowRight');
    expect(b.cursor()).toBe('c3');
  });

  it('skips squares cut from the board', () => {
    const b = renderBoard({ view: viewOf(presetLine('alea-nielsen-2015')), label: 'B', boardStyle: 'intersections' });
    fireEvent.focus(b.board);
    expect(b.cursor()).toBe('j10');
    for (let i = 0; i < 9; i++) keys(b.board, 'ArrowDown');
    keys(b.board, 'Home');
    expect(b.cursor()).toBe('b1');
    keys(b.board, 'ArrowLeft');
    expect(b.cursor()).toBe('b1');
  });
});

describe('moving a piece by keyboard', () => {
  it('Enter picks up, arrows go to a destination, Enter drops: onMove', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B', onMove });
    fireEvent.focus(b.board);
    keys(b.board, 'ArrowDown', 'ArrowDown', 'Enter');
    expect(b.selected()).toEqual(['d2']);
    expect(b.dests()).toEqual(['a2', 'b2', 'c2', 'e2', 'f2', 'g2']);
    expect(b.cursorText()).toMatch(/^Picked up the attacker on d2; it can go to .*e2.*Escape/);
    keys(b.board, 'ArrowRight');
    expect(b.cursorText()).toBe('e2, empty, a destination of d2');
    keys(b.board, 'ArrowRight', 'Enter');
    expect(onMove).toHaveBeenCalledExactlyOnceWith('d2', 'f2');
    expect(b.selected()).toEqual([]);
  });

  it('Space works as Enter, and Enter on a square that is not a destination moves nothing', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B', onMove });
    fireEvent.focus(b.board);
    keys(b.board, 'ArrowDown', 'ArrowDown', ' ', 'ArrowUp', ' ');
    expect(onMove).not.toHaveBeenCalled();
    expect(b.cursorText()).toBe('d3 is not a destination of the attacker on d2; it can go to e2, f2, g2, c2, b2, a2.');
    expect(b.selected()).toEqual(['d2']);
  });

  it('Escape puts the piece back', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B', onMove });
    fireEvent.focus(b.board);
    keys(b.board, 'ArrowDown', 'ArrowDown', 'Enter', 'ArrowRight', 'Escape');
    expect(b.selected()).toEqual([]);
    expect(b.dests()).toEqual([]);
    expect(b.cursorText()).toBe('Put the attacker back on d2.');
    keys(b.board, 'Enter');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('Enter on a piece of the other side picks nothing up and says whose turn it is', () => {
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B', onMove: vi.fn() });
    fireEvent.focus(b.board);
    keys(b.board, 'Enter');
    expect(b.selected()).toEqual([]);
    expect(b.cursorText()).toBe("d4, king, the throne. It is the attackers' turn.");
  });

  it('the move and the captures are announced in the status region when the view changes', () => {
    const onMove = vi.fn();
    const position = '7/7/7/3k2a/7/1a5/1d1a3 a';
    const b = renderBoard({ view: viewOf(positionLine('brandubh', position)), label: 'B', onMove });
    expect(b.announcement()).toBe('');
    fireEvent.focus(b.board);
    keys(b.board, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter', 'ArrowLeft', 'Enter');
    expect(onMove).toHaveBeenCalledExactlyOnceWith('d1', 'c1');
    b.rerender(h(Board, { view: viewOf(positionLine('brandubh', position, ['d1-c1'])), label: 'B', onMove }));
    expect(b.announcement()).toBe('Attacker d1 to c1, captures b1. Defenders to move.');
    expect(b.status()).toBe('Defenders to move');
    expect(b.q('[data-captured="b1"]')).not.toBeNull();
  });
});

describe('keyboard in other modes', () => {
  it('setup editor: Enter calls onSquare on the cursor square, and the square is read again after the edit', () => {
    const onSquare = vi.fn();
    const line = presetLine('brandubh');
    const b = renderBoard({ view: viewOf(line), label: 'B', onSquare });
    fireEvent.focus(b.board);
    keys(b.board, 'ArrowRight', 'Enter', 'ArrowUp', ' ');
    expect(onSquare.mock.calls).toEqual([['e4'], ['e5']]);
    expect(b.dests()).toEqual([]);
    b.rerender(h(Board, { view: viewOf(positionLine('brandubh', '3a3/3a3/3dd2/aadkdaa/3d3/3a3/3a3 a')), label: 'B', onSquare }));
    expect(b.cursorText()).toBe('e5, defender');
  });

  it('a board that takes no moves still reads its squares, and says so on Enter', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: viewOf(presetLine('brandubh'), false), label: 'B', onMove });
    fireEvent.focus(b.board);
    keys(b.board, 'ArrowDown', 'ArrowDown');
    expect(b.cursorText()).toBe('d2, attacker');
    keys(b.board, 'Enter');
    expect(b.cursorText()).toBe('d2, attacker. The board is not taking moves now.');
    expect(onMove).not.toHaveBeenCalled();
  });
});
