/**
 * DOM helpers for the board's tests (run under happy-dom): render a Board and read it through the
 * same data- hooks the browser tests use.
 */
import { render, within } from '@testing-library/preact';
import { h } from 'preact';
import { Board } from './Board';
import type { BoardProps, SquareName } from './types';

export function renderBoard(props: BoardProps) {
  const r = render(h(Board, props));
  // Scoped to this board's container, so that two boards on one page can be tested side by side.
  const w = within(r.container as HTMLElement);
  const q = (sel: string) => r.container.querySelector(sel);
  const all = (sel: string) => [...r.container.querySelectorAll(sel)];
  const attrs = (sel: string, name: string) => all(sel).map((el) => el.getAttribute(name) ?? '');
  return {
    ...r,
    board: w.getByTestId('board'),
    getByTestId: w.getByTestId,
    /** The square element (the group that takes clicks), not the piece on it. */
    square: (sq: SquareName) => {
      const el = q(`[data-square="${sq}"]:not([data-piece])`);
      if (!el) throw new Error(`no square ${sq}`);
      return el;
    },
    hasSquare: (sq: SquareName) => q(`[data-square="${sq}"]`) !== null,
    piece: (sq: SquareName) => q(`[data-piece][data-square="${sq}"]`),
    pieces: () => all('[data-piece]'),
    squares: () => attrs('[data-square]:not([data-piece])', 'data-square'),
    dests: () => attrs('[data-dest]', 'data-dest').sort(),
    selected: () => attrs('[data-selected="true"]', 'data-square'),
    cursor: () => q('[data-cursor]')?.getAttribute('data-cursor') ?? null,
    cursorText: () => w.getByTestId('board-cursor').textContent ?? '',
    announcement: () => w.getByTestId('board-announcement').textContent ?? '',
    status: () => w.getByTestId('board-status').textContent ?? '',
    q,
    all,
  };
}
