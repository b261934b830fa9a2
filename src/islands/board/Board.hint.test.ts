// @vitest-environment happy-dom
/**
 * The hint on the board: an arrow (a shape, not a colour) from the suggested piece to its square,
 * drawn either way up, named in the legend, absent without a hint, and never in the way of a move.
 */
import { cleanup, fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBoard } from './board-dom.test-support';
import { presetLine, viewOf } from './board.test-support';

afterEach(cleanup);

const base = viewOf(presetLine('brandubh'));

describe('the hint arrow', () => {
  it('is not drawn without a hint', () => {
    const b = renderBoard({ view: base, label: 'B' });
    expect(b.q('[data-hint-from]')).toBeNull();
    expect(b.q('[data-legend="hint"]')).toBeNull();
    const nulled = renderBoard({ view: { ...base, hint: null }, label: 'C' });
    expect(nulled.q('[data-hint-from]')).toBeNull();
  });

  it('draws an arrow from the hint’s square towards its destination, with a ring on the piece', () => {
    const b = renderBoard({ view: { ...base, hint: { from: 'd1', to: 'c1' } }, label: 'B' });
    const g = b.q('[data-hint-from]')!;
    expect(g.getAttribute('data-hint-from')).toBe('d1');
    expect(g.getAttribute('data-hint-to')).toBe('c1');
    expect(g.getAttribute('aria-hidden')).toBe('true');
    // d1 is drawn at column 3, row 6 on a 7×7 board: the ring sits on its centre.
    const ring = g.querySelector('.tb-hint-ring')!;
    expect([ring.getAttribute('cx'), ring.getAttribute('cy')]).toEqual(['3.5', '6.5']);
    // The shaft runs left (towards c1) and the head is a closed triangle.
    const shaft = g.querySelector('.tb-hint-shaft')!.getAttribute('d')!;
    const [x1, , x2] = shaft.match(/-?[\d.]+/g)!.map(Number);
    expect(x2!).toBeLessThan(x1!);
    expect(g.querySelector('.tb-hint-head')!.getAttribute('d')).toMatch(/^M[\d. -]+L[\d. -]+L[\d. -]+Z$/);
    expect(b.q('[data-legend="hint"]')!.textContent).toBe('Arrow: the hint, from d1 to c1 (the ringed piece)');
  });

  it('turns with the board', () => {
    const b = renderBoard({ view: { ...base, hint: { from: 'd1', to: 'c1' } }, label: 'B', flipped: true });
    const ring = b.q('.tb-hint-ring')!;
    // Flipped, rank 1 is at the top and file a on the right: d1 is column 3, row 0.
    expect([ring.getAttribute('cx'), ring.getAttribute('cy')]).toEqual(['3.5', '0.5']);
  });

  it('does not take clicks: the move under it still works', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: { ...base, hint: { from: 'd1', to: 'c1' } }, label: 'B', onMove });
    fireEvent.click(b.square('d1'));
    fireEvent.click(b.square('c1'));
    expect(onMove).toHaveBeenCalledWith('d1', 'c1');
  });
});

describe('a forbidden move', () => {
  it('is drawn as a struck-out arrow of its own, apart from the hint, and takes no clicks', () => {
    const onMove = vi.fn();
    const b = renderBoard({ view: { ...base, refusedMoves: [{ from: 'd1', to: 'c1' }] }, label: 'B', onMove });
    expect(b.q('[data-hint-from]')).toBeNull();
    const g = b.q('[data-refused-from]')!;
    expect(g.getAttribute('data-refused-to')).toBe('c1');
    expect(g.getAttribute('class')).toBe('tb-hint tb-hint--refused');
    expect(g.querySelector('.tb-cross')).not.toBeNull();
    fireEvent.click(b.square('d1'));
    fireEvent.click(b.square('c1'));
    expect(onMove).toHaveBeenCalledWith('d1', 'c1');
  });
});
