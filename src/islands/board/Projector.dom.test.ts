// @vitest-environment happy-dom
/**
 * Projector mode: the toggle opens the same board (not a copy) in a full-screen dialog, the focus
 * moves to the board and comes back to the toggle on leaving, Escape leaves unless the board used it
 * to put a piece back, Tab stays inside, and Download SVG saves the board under the reading and ply.
 */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board } from './Board';
import { Projector } from './Projector';
import { presetLine, viewOf } from './testing';

afterEach(cleanup);

const setup = (download?: { reading: string; ply: number }) => {
  const r = render(
    h(
      Projector,
      { title: 'Brandubh, the start', ...(download ? { download } : {}) },
      h(Board, { view: viewOf(presetLine('brandubh')), label: 'Board: Brandubh', onMove: vi.fn() }),
    ),
  );
  const get = (id: string) => r.getByTestId(id);
  return { ...r, get, toggle: get('projector-toggle'), frame: get('projector'), board: () => get('board') };
};

describe('Projector', () => {
  it('starts closed, with the board in place and the toggle not pressed', () => {
    const p = setup();
    expect(p.toggle.getAttribute('aria-pressed')).toBe('false');
    expect(p.frame.getAttribute('role')).toBeNull();
    expect(p.frame.className).toBe('tb-proj-frame');
    expect(p.queryByTestId('download-svg')).toBeNull();
  });

  it('opens as a modal dialog, moves the focus to the same board, and Escape brings it back', () => {
    const p = setup();
    const board = p.board();
    p.toggle.focus();
    fireEvent.click(p.toggle);
    expect(p.toggle.getAttribute('aria-pressed')).toBe('true');
    expect(p.frame.className).toBe('tb-projector');
    expect(p.frame.getAttribute('role')).toBe('dialog');
    expect(p.frame.getAttribute('aria-modal')).toBe('true');
    expect(p.frame.getAttribute('aria-label')).toBe('Projector view: Brandubh, the start');
    expect(document.documentElement.classList.contains('tb-projecting')).toBe(true);
    // Not remounted: the same element, now focused.
    expect(p.board()).toBe(board);
    expect(document.activeElement).toBe(board);
    fireEvent.keyDown(board, { key: 'Escape' });
    expect(p.frame.getAttribute('role')).toBeNull();
    expect(p.toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(p.toggle);
    expect(document.documentElement.classList.contains('tb-projecting')).toBe(false);
  });

  it('keeps the board playable by keyboard, and lets Escape put a picked-up piece back first', () => {
    const p = setup();
    fireEvent.click(p.toggle);
    const board = p.board();
    fireEvent.focus(board);
    // From the centre (d4) the cursor goes up two squares to the attacker on d6; Enter picks it up.
    fireEvent.keyDown(board, { key: 'ArrowUp' });
    fireEvent.keyDown(board, { key: 'ArrowUp' });
    fireEvent.keyDown(board, { key: 'Enter' });
    expect(p.container.querySelector('[data-selected="true"]')).not.toBeNull();
    fireEvent.keyDown(board, { key: 'Escape' });
    expect(p.container.querySelector('[data-selected="true"]')).toBeNull();
    expect(p.frame.getAttribute('role')).toBe('dialog');
    fireEvent.keyDown(board, { key: 'Escape' });
    expect(p.frame.getAttribute('role')).toBeNull();
  });

  it('closes with its Leave button and keeps Tab inside the overlay', () => {
    const p = setup();
    fireEvent.click(p.toggle);
    const close = p.get('projector-close');
    const board = p.board();
    // Tab from the board (the last stop) wraps to the Leave button, Shift+Tab from it back to the board.
    board.focus();
    fireEvent.keyDown(board, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(board);
    fireEvent.click(close);
    expect(p.frame.getAttribute('role')).toBeNull();
    expect(document.activeElement).toBe(p.toggle);
  });

  it('downloads the board as <reading>-<ply>.svg', () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:board');
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const p = setup({ reading: 'brandubh', ply: 4 });
    fireEvent.click(p.get('download-svg'));
    expect(names).toEqual(['brandubh-4.svg']);
    expect((create.mock.calls[0]![0] as Blob).type).toBe('image/svg+xml');
    create.mockRestore();
    click.mockRestore();
  });
});
