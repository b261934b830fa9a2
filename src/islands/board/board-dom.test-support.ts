/**
 * DOM helpers for the board's tests (run under happy-dom): render a Board and read it through the
 * same data- hooks the browser tests use.
 */
import { fireEvent, render, within } from '@testing-library/preact';
import { h } from 'preact';
import { Board } from './Board';
import { centreOf } from './geometry';
import type { BoardProps, SquareName } from './types';

export function renderBoard(props: BoardProps) {
  const r = render(h(Board, props));
  // Scoped to this board's container, so that two boards on one page can be tested side by side.
  const w = within(r.container as HTMLElement);
  const q = (sel: string) => r.container.querySelector(sel);
  const all = (sel: string) => [...r.container.querySelectorAll(sel)];
  const attrs = (sel: string, name: string) => all(sel).map((el) => el.getAttribute(name) ?? '');
  const svg = () => q('svg.tb-svg') as SVGSVGElement;
  /**
   * Clicks the <svg> itself at a point in board units, which the board maps to a square. happy-dom
   * lays nothing out, so the <svg>'s screen matrix is made the identity: a point on the screen is then
   * the same point on the board.
   */
  const clickBoardAt = (point: { readonly x: number; readonly y: number }) => {
    svg().getScreenCTM = () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }) as DOMMatrix;
    fireEvent.click(svg(), { clientX: point.x, clientY: point.y });
  };
  return {
    ...r,
    board: w.getByTestId('board'),
    getByTestId: w.getByTestId,
    /** The square's group (the element that takes its clicks), not the piece on it: only a square that shows something or takes a gesture has one. */
    square: (sq: SquareName) => {
      const el = q(`[data-square="${sq}"]:not([data-piece])`);
      if (!el) throw new Error(`no square ${sq}`);
      return el;
    },
    hasSquare: (sq: SquareName) => q(`[data-square="${sq}"]`) !== null,
    /** Clicks a square as a reader would: on its group where it has one (a piece, a mark, a destination), else on the board there. */
    click: (sq: SquareName) => {
      const el = q(`[data-square="${sq}"]:not([data-piece])`);
      if (el) {
        fireEvent.click(el);
        return;
      }
      const centre = centreOf(sq, Number(svg().getAttribute('data-size')), svg().getAttribute('data-flipped') === 'true');
      if (!centre) throw new Error(`no square ${sq} on this board`);
      clickBoardAt(centre);
    },
    clickBoardAt,
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
