// @vitest-environment happy-dom
/**
 * Pointer gestures on real positions: click a piece to see exactly the engine's destinations,
 * click one to move, reselect, deselect; drag with a threshold; setup-editor clicks; boards that
 * take no moves.
 */
import { cleanup, fireEvent } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineCurrent } from '../../engine';
import { Board } from './Board';
import { renderBoard } from './board-dom.test-support';
import { engineDests, presetLine, viewOf } from './board.test-support';

afterEach(cleanup);

const start = () => presetLine('brandubh');

describe('click to move', () => {
  it('clicking a piece selects it and marks exactly the engine’s destinations', () => {
    const line = start();
    const b = renderBoard({ view: viewOf(line), label: 'B', onMove: vi.fn() });
    fireEvent.click(b.piece('d2')!);
    expect(b.selected()).toEqual(['d2']);
    expect(b.dests()).toEqual(engineDests(lineCurrent(line), 'd2'));
    expect(b.dests()).toEqual(['a2', 'b2', 'c2', 'e2', 'f2', 'g2']);
    // Each destination marker sits on its own square.
    for (const d of b.dests()) expect(b.square(d).querySelector(`[data-dest="${d}"]`)).not.toBeNull();
  });

  it.each(['d7', 'a4', 'g4', 'd1'])('%s: the destinations match the engine', (sq) => {
    const line = start();
    const b = renderBoard({ view: viewOf(line), label: 'B', onMove: vi.fn() });
    fireEvent.click(b.square(sq));
    expect(b.dests()).toEqual(engineDests(lineCurrent(line), sq));
  });

  it('clicking a destination calls onMove(from, to) and clears the selection', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: viewOf(start()), label: 'B', onMove });
    fireEvent.click(b.piece('d2')!);
    fireEvent.click(b.q('[data-dest="f2"]')!);
    expect(onMove).toHaveBeenCalledExactlyOnceWith('d2', 'f2');
    expect(b.selected()).toEqual([]);
    expect(b.dests()).toEqual([]);
  });

  it('the whole square takes the click, not only the dot', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: viewOf(start()), label: 'B', onMove });
    fireEvent.click(b.square('d2'));
    fireEvent.click(b.square('b2').querySelector('.tb-hit')!);
    expect(onMove).toHaveBeenCalledExactlyOnceWith('d2', 'b2');
  });

  it('a click on the board where a square has no element is read from its position, either way up', () => {
    for (const flipped of [false, true]) {
      const onMove = vi.fn();
      const b = renderBoard({ view: viewOf(start()), label: 'B', onMove, flipped });
      fireEvent.click(b.piece('d2')!);
      // b2 is a destination: its group is there, but a click on the board itself at its centre counts too.
      b.clickBoardAt(flipped ? { x: 5.5, y: 1.5 } : { x: 1.5, y: 5.5 });
      expect(onMove).toHaveBeenCalledExactlyOnceWith('d2', 'b2');
      cleanup();
    }
  });

  it('clicking another movable piece reselects; clicking elsewhere or the piece again deselects', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: viewOf(start()), label: 'B', onMove });
    fireEvent.click(b.piece('d2')!);
    fireEvent.click(b.piece('a4')!);
    expect(b.selected()).toEqual(['a4']);
    expect(b.dests()).toEqual(engineDests(lineCurrent(start()), 'a4'));
    b.click('f6'); // an empty square, with no element of its own
    expect(b.selected()).toEqual([]);
    fireEvent.click(b.piece('a4')!);
    fireEvent.click(b.piece('a4')!);
    expect(b.selected()).toEqual([]);
    fireEvent.click(b.piece('a4')!);
    fireEvent.click(b.q('svg.tb-svg')!); // the margin, off every square
    expect(b.selected()).toEqual([]);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('clicking a piece that may not move selects nothing', () => {
    const b = renderBoard({ view: viewOf(start()), label: 'B', onMove: vi.fn() });
    fireEvent.click(b.piece('d3')!); // a defender, on the attackers' turn
    expect(b.selected()).toEqual([]);
    expect(b.dests()).toEqual([]);
    fireEvent.click(b.piece('d4')!); // the king
    expect(b.selected()).toEqual([]);
  });

  it('takes no moves when the view is not interactive or there is no onMove', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: viewOf(start(), false), label: 'B', onMove });
    fireEvent.click(b.piece('d2')!);
    expect(b.selected()).toEqual([]);
    b.click('e2');
    expect(onMove).not.toHaveBeenCalled();
    cleanup();
    const still = renderBoard({ view: viewOf(start()), label: 'B' });
    fireEvent.click(still.piece('d2')!);
    expect(still.selected()).toEqual([]);
  });

  it('a new position drops the selection', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: viewOf(start()), label: 'B', onMove });
    fireEvent.click(b.piece('a4')!);
    b.rerender(h(Board, { view: viewOf(presetLine('brandubh', ['d2-e2', 'd3-c3'])), label: 'B', onMove }));
    expect(b.selected()).toEqual([]);
    expect(b.dests()).toEqual([]);
  });
});

describe('drag to move', () => {
  // The SVG's screen matrix: 50 px a square, the board's top left at (100, 20) on the screen.
  const S = 50;
  const X0 = 100;
  const Y0 = 20;
  const at = (col: number, row: number) => ({ clientX: X0 + S * (col + 0.5), clientY: Y0 + S * (row + 0.5) });
  const setup = (onMove = vi.fn()) => {
    const b = renderBoard({ view: viewOf(start()), label: 'B', onMove });
    const svg = b.q('svg.tb-svg') as SVGSVGElement;
    Object.assign(svg, {
      getScreenCTM: () => ({ a: S, b: 0, c: 0, d: S, e: X0, f: Y0 }),
      setPointerCapture: vi.fn(),
    });
    return { b, svg, onMove };
  };
  const pointer = (x: { clientX: number; clientY: number }) => ({ ...x, pointerId: 7, button: 0, isPrimary: true });

  it('press on a movable piece, move past the threshold, release on a destination: onMove', () => {
    const { b, svg, onMove } = setup();
    // d2 is column 3, row 5 (from the top); f2 is column 5, row 5.
    fireEvent.pointerDown(b.piece('d2')!, pointer(at(3, 5)));
    fireEvent.pointerMove(svg, pointer({ clientX: at(3, 5).clientX + 30, clientY: at(3, 5).clientY }));
    const dragged = b.q('[data-dragging]')!;
    expect(dragged.getAttribute('data-dragging')).toBe('attacker');
    expect(b.piece('d2')!.getAttribute('class')).toContain('tb-lifted');
    expect(b.dests()).toEqual(engineDests(lineCurrent(start()), 'd2'));
    const circle = dragged.querySelector('circle')!;
    expect(Number(circle.getAttribute('cx'))).toBeCloseTo(3.5 + 30 / S);
    fireEvent.pointerMove(svg, pointer(at(5, 5)));
    fireEvent.pointerUp(svg, pointer(at(5, 5)));
    fireEvent.click(svg); // the click a browser sends after the drag is not a second gesture
    expect(onMove).toHaveBeenCalledExactlyOnceWith('d2', 'f2');
    expect(b.q('[data-dragging]')).toBeNull();
    expect(svg.setPointerCapture).toHaveBeenCalledWith(7);
  });

  it('released anywhere else, the piece snaps back and stays picked up', () => {
    const { b, svg, onMove } = setup();
    fireEvent.pointerDown(b.piece('d2')!, pointer(at(3, 5)));
    fireEvent.pointerMove(svg, pointer(at(3, 3)));
    fireEvent.pointerUp(svg, pointer(at(3, 3))); // d4, the throne: not a destination
    expect(onMove).not.toHaveBeenCalled();
    expect(b.q('[data-dragging]')).toBeNull();
    expect(b.piece('d2')!.getAttribute('class') ?? '').not.toContain('tb-lifted');
    expect(b.selected()).toEqual(['d2']);
  });

  it('a press that moves less than the threshold stays a click', () => {
    const { b, svg, onMove } = setup();
    fireEvent.pointerDown(b.piece('d2')!, pointer(at(3, 5)));
    fireEvent.pointerMove(svg, pointer({ clientX: at(3, 5).clientX + 2, clientY: at(3, 5).clientY + 1 }));
    expect(b.q('[data-dragging]')).toBeNull();
    fireEvent.pointerUp(svg, pointer(at(3, 5)));
    fireEvent.click(b.piece('d2')!);
    expect(b.selected()).toEqual(['d2']);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('a piece that may not move does not drag', () => {
    const { b, svg } = setup();
    fireEvent.pointerDown(b.piece('d3')!, pointer(at(3, 4)));
    fireEvent.pointerMove(svg, pointer(at(3, 1)));
    expect(b.q('[data-dragging]')).toBeNull();
  });
});

describe('setup-editor mode', () => {
  it('a click on any square, empty or not, calls onSquare and shows no destinations', () => {
    const onSquare = vi.fn();
    const onMove = vi.fn();
    const b = renderBoard({ view: viewOf(start()), label: 'B', onSquare, onMove });
    fireEvent.click(b.piece('d2')!);
    fireEvent.click(b.square('f6'));
    expect(onSquare.mock.calls).toEqual([['d2'], ['f6']]);
    expect(b.dests()).toEqual([]);
    expect(b.selected()).toEqual([]);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('squares cut from the board take no clicks', () => {
    const onSquare = vi.fn();
    const b = renderBoard({ view: viewOf(presetLine('alea-nielsen-2015')), label: 'B', onSquare, boardStyle: 'intersections' });
    for (const v of ['a1', 'a19', 's1', 's19']) {
      expect(b.hasSquare(v)).toBe(false);
      fireEvent.click(b.q(`[data-void="${v}"]`)!);
    }
    expect(onSquare).not.toHaveBeenCalled();
    fireEvent.click(b.square('b1'));
    expect(onSquare).toHaveBeenCalledExactlyOnceWith('b1');
  });
});
