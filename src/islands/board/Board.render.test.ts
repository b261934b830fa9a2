// @vitest-environment happy-dom
/**
 * What the board draws, from real engine positions through the real adapter: pieces, squares and
 * points, coordinates either way up, special squares, voids, the edge band, marks of the last move
 * and of captures, the status line and the legend.
 */
import { cleanup } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Board } from './Board';
import { renderBoard } from './board-dom.test-support';
import { BRANDUBH_CAPTURE, positionLine, presetLine, viewOf } from './board.test-support';

afterEach(cleanup);

const texts = (els: Element[]) => els.map((e) => e.textContent);

describe('squares style', () => {
  it('draws every Brandubh piece on its square with its kind', () => {
    const view = viewOf(presetLine('brandubh'));
    const b = renderBoard({ view, label: 'Board: Brandubh' });
    expect(b.pieces()).toHaveLength(13);
    for (const [sq, kind] of Object.entries(view.pieces)) {
      expect(b.piece(sq)?.getAttribute('data-piece')).toBe(kind);
      expect(b.square(sq).contains(b.piece(sq))).toBe(true);
    }
    // The 49 squares are one shape; only a square that shows something has an element of its own.
    expect(b.q('path.tb-cell')?.getAttribute('d')?.match(/M/g)).toHaveLength(49);
    expect(b.all('svg.tb-svg rect.tb-cell')).toHaveLength(0);
    expect(b.squares().sort()).toEqual(Object.keys(view.pieces).sort());
    expect(b.status()).toBe('Attackers to move');
  });

  it('uses a viewBox and fills its parent’s width', () => {
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B' });
    const svg = b.q('svg.tb-svg')!;
    // The board from (0, 0) to (7, 7), the frame's margins for its coordinates (look.ts, frameOf) left and below.
    expect(svg.getAttribute('viewBox')).toBe('-0.49 -0.2 7.781 7.781');
    expect(svg.hasAttribute('width')).toBe(false);
  });

  it('leaves a compact frame more room for its coordinates, which stylesheets size as a share of the picture’s width', () => {
    const standard = renderBoard({ view: viewOf(presetLine('copenhagen')), label: 'S' });
    const compact = renderBoard({ view: viewOf(presetLine('copenhagen')), label: 'C', frame: 'compact' });
    const box = (b: typeof standard) => b.q('svg.tb-svg')!.getAttribute('viewBox')!.split(' ').map(Number);
    const [sx, , sw, sh] = box(standard);
    const [cx, , cw, ch] = box(compact);
    expect(cx).toBeLessThan(sx!);
    expect(cw).toBeGreaterThan(sw!);
    expect(ch).toBeGreaterThan(sh!);
    // The group's font size is the picture's width (1em for board.css); each label keeps the size of a picture alone.
    const group = compact.q('.tb-coords')!;
    expect(Number(group.getAttribute('font-size'))).toBe(cw);
    // Below 170 px wide, the narrowest a compact 11×11 board is made for, they keep their size there (board.css).
    expect(group.getAttribute('data-narrowest')).toBe('170');
    expect(compact.all('.tb-coord').every((t) => t.getAttribute('font-size') === '0.38')).toBe(true);
    // A rank number is centred on its row, a file letter hangs below the board: neither depends on the font's size.
    const rank = compact.all('.tb-coord--rank')[0]!;
    expect([rank.getAttribute('y'), rank.getAttribute('dominant-baseline'), rank.getAttribute('text-anchor')]).toEqual([
      '0.5',
      'central',
      'end',
    ]);
    const file = compact.all('.tb-coord--file')[0]!;
    expect([file.getAttribute('y'), file.getAttribute('dominant-baseline')]).toEqual(['11.1', 'text-before-edge']);
  });

  it('coordinates: files a.. along the bottom, ranks 1.. up the side; reversed when flipped', () => {
    const view = viewOf(presetLine('brandubh'));
    const up = renderBoard({ view, label: 'B' });
    expect(texts(up.all('.tb-coord--file')).join('')).toBe('abcdefg');
    expect(texts(up.all('.tb-coord--rank')).join('')).toBe('7654321');
    cleanup();
    const down = renderBoard({ view, label: 'B', flipped: true, onMove: () => {} });
    expect(texts(down.all('.tb-coord--file')).join('')).toBe('gfedcba');
    expect(texts(down.all('.tb-coord--rank')).join('')).toBe('1234567');
    // a4 is drawn at the right end of the middle row when flipped: its hit area is in the last column, fourth row.
    const hit = down.square('a4').querySelector('.tb-hit')!;
    expect([hit.getAttribute('x'), hit.getAttribute('y')]).toEqual(['6', '3']);
    // Only squares that take a gesture have a hit area: the attackers' pieces, on their turn.
    expect(
      down
        .all('.tb-hit')
        .map((h) => h.parentElement?.getAttribute('data-square'))
        .sort(),
    ).toEqual(
      Object.entries(view.pieces)
        .filter(([, kind]) => kind === 'attacker')
        .map(([sq]) => sq)
        .sort(),
    );
  });

  it('marks the throne (cross-hatched) and the four corners (hatched)', () => {
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B' });
    const throne = b.q('.tb-svg .tb-special--throne')!;
    expect(throne.getAttribute('data-special')).toBe('d4');
    expect(throne.querySelector('.tb-hatch--cross')).not.toBeNull();
    const corners = b.all('.tb-svg .tb-special--corner');
    expect(corners.map((e) => e.getAttribute('data-special')).sort()).toEqual(['a1', 'a7', 'g1', 'g7']);
    for (const c of corners) expect(c.querySelector('.tb-hatch--single')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L/);
    // No ids to clash between boards: the hatching is drawn, not a pattern.
    expect(b.q('pattern')).toBeNull();
    expect(b.q('[data-edge-goal]')).toBeNull();
  });

  it('two boards on one page have distinct description ids, each pointing at its own words', () => {
    const first = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'Board one' });
    const second = renderBoard({ view: viewOf(presetLine('tablut')), label: 'Board two' });
    const [a, b] = [first.board, second.board].map((el) => el.getAttribute('aria-describedby')!);
    expect(a).not.toBe(b);
    expect(document.getElementById(a!)?.textContent).toContain('A 7 by 7 board');
    expect(document.getElementById(b!)?.textContent).toContain('A 9 by 9 board');
  });

  it('an edge-escape game gets the edge band', () => {
    const b = renderBoard({ view: viewOf(presetLine('alea-murray')), label: 'B' });
    expect(b.q('[data-edge-goal]')).not.toBeNull();
    expect(b.q('[data-legend="edge"]')).not.toBeNull();
  });
});

describe('intersections style', () => {
  const view = viewOf(presetLine('alea-nielsen-2015'));

  it('draws the points as an (size-1)×(size-1) grid of lines', () => {
    const b = renderBoard({ view, label: 'B', boardStyle: 'intersections' });
    // A point with nothing on it has no element: the lines are the board.
    expect(b.squares().sort()).toEqual(Object.keys(view.pieces).sort());
    const rows = b.all('[data-grid="row"]');
    const cols = b.all('[data-grid="col"]');
    expect(rows).toHaveLength(19);
    expect(cols).toHaveLength(19);
    // Rank 10 runs the full width, from the first point's centre to the last: 18 gaps.
    const middle = rows[9]!;
    expect([middle.getAttribute('x1'), middle.getAttribute('x2')]).toEqual(['0.5', '18.5']);
    // The top line stops short of the cut corners a19 and s19.
    expect([rows[0]!.getAttribute('x1'), rows[0]!.getAttribute('x2')]).toEqual(['1.5', '17.5']);
    expect(b.pieces()).toHaveLength(73);
    expect(b.all('[data-piece="evangelist"]')).toHaveLength(4);
  });

  it('special points are ringed and hatched; voids are not squares and not clickable', () => {
    const b = renderBoard({ view, label: 'B', boardStyle: 'intersections' });
    expect(b.q('.tb-svg .tb-special--throne')?.getAttribute('data-special')).toBe('j10');
    expect(b.q('.tb-svg .tb-special--throne circle.tb-special-frame')).not.toBeNull();
    expect(b.all('.tb-svg .tb-special--corner circle.tb-special-frame')).toHaveLength(12);
    for (const v of ['a1', 'a19', 's1', 's19']) {
      expect(b.hasSquare(v)).toBe(false);
      expect(b.q(`[data-void="${v}"]`)).not.toBeNull();
    }
    expect(b.q('[data-legend="voids"]')).not.toBeNull();
    expect(b.q('[data-legend="evangelist"]')).not.toBeNull();
  });
});

describe('marks of the last move and of captures', () => {
  const capture = () => viewOf(positionLine('brandubh', BRANDUBH_CAPTURE.position, [BRANDUBH_CAPTURE.move]));

  it('marks from and to, and a cross with a ghost of the captured piece', () => {
    const b = renderBoard({ view: capture(), label: 'B' });
    expect(b.square('d1').getAttribute('data-last')).toBe('from');
    expect(b.square('c1').getAttribute('data-last')).toBe('to');
    expect(b.all('[data-last]')).toHaveLength(2);
    const mark = b.q('[data-captured]')!;
    expect(mark.getAttribute('data-captured')).toBe('b1');
    expect(mark.getAttribute('data-captured-kind')).toBe('defender');
    expect(b.square('b1').contains(mark)).toBe(true);
    expect(mark.querySelector('.tb-cross')).not.toBeNull();
    expect(mark.querySelector('.tb-ghost .tb-piece--defender')).not.toBeNull();
    expect(b.announcement()).toBe('Attacker d1 to c1, captures b1. Defenders to move.');
  });

  it('a captured king stays on his square, crossed out over him', () => {
    const b = renderBoard({ view: viewOf(positionLine('brandubh', '7/4ak1/6a/7/7/7/7 a', ['g5-g6'])), label: 'B' });
    const sq = b.square('f6');
    const mark = sq.querySelector('[data-captured="f6"]')!;
    expect(mark.getAttribute('data-captured-kind')).toBe('king');
    // Drawn after the king, so the cross is on top of him.
    const king = sq.querySelector('[data-piece="king"]')!;
    expect(king.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the piece that moved slides in from the square it left (d1 to c1: one square to the right of where it stands)', () => {
    const calls: { keyframes: Keyframe[]; options: KeyframeAnimationOptions }[] = [];
    const original = (Element.prototype as { animate?: unknown }).animate;
    (Element.prototype as { animate?: unknown }).animate = (keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
      calls.push({ keyframes, options });
      return {} as Animation;
    };
    try {
      const b = renderBoard({ view: capture(), label: 'B' });
      expect(b.square('c1').querySelector('[data-piece]')!.getAttribute('data-arrived')).toBe('true');
      expect(b.all('[data-arrived]')).toHaveLength(1);
      expect(calls).toEqual([
        {
          keyframes: [{ transform: 'translate(1px, 0px)' }, { transform: 'translate(0px, 0px)' }],
          options: { duration: 240, easing: 'ease-out' },
        },
      ]);
    } finally {
      (Element.prototype as { animate?: unknown }).animate = original;
    }
  });

  it('a host may leave the key out', () => {
    expect(renderBoard({ view: capture(), label: 'B' }).q('.tb-legend')).not.toBeNull();
    cleanup();
    expect(renderBoard({ view: capture(), label: 'B', legend: false }).q('.tb-legend')).toBeNull();
  });

  it('a new capture mounts a new ghost, so its fade runs again', () => {
    const first = capture();
    const b = renderBoard({ view: first, label: 'B' });
    const ghost = b.q('.tb-ghost')!;
    b.rerender(h(Board, { view: { ...first }, label: 'B' }));
    expect(b.q('.tb-ghost')).toBe(ghost); // the same move: left alone
    b.rerender(h(Board, { view: { ...first, lastMove: { from: 'd2', to: 'c1' } }, label: 'B' }));
    expect(b.q('.tb-ghost')).not.toBe(ghost);
    expect(b.q('.tb-ghost')?.getAttribute('data-ghost')).toBe('d2-c1:b1');
  });

  it('the start position has no marks', () => {
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B' });
    expect(b.all('[data-last]')).toHaveLength(0);
    expect(b.all('[data-captured]')).toHaveLength(0);
    expect(b.announcement()).toBe('');
  });
});

describe('legend', () => {
  it('lists the kinds present, with their shapes, and the special squares', () => {
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B', onMove: () => {} });
    const items = b.all('[data-legend]').map((e) => e.getAttribute('data-legend'));
    expect(items).toEqual(expect.arrayContaining(['king', 'defender', 'attacker', 'throne', 'corners', 'dest']));
    expect(items).not.toContain('evangelist');
    expect(items).not.toContain('voids');
    expect(b.q('[data-legend="attacker"] .tb-piece--attacker')).not.toBeNull();
    expect(b.q('[data-legend="attacker"]')?.textContent).toBe('Attackers (8)');
    expect(b.q('[data-legend="throne"] .tb-special--throne')).not.toBeNull();
  });

  it('gives the position in words', () => {
    const b = renderBoard({ view: viewOf(presetLine('brandubh')), label: 'B' });
    const words = b.q('.tb-words')!.textContent!;
    expect(words).toContain('King (1): d4');
    expect(words).toContain('Attackers (8): d7, d6, a4, b4, f4, g4, d2, d1');
  });
});
