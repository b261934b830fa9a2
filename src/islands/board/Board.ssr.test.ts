/**
 * Server rendering, in a plain node environment with no DOM: the board renders to static HTML with
 * every piece, so the page reads without JavaScript, and rendering touches no browser globals.
 */
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Board } from './Board';
import { BRANDUBH_CAPTURE, positionLine, presetLine, viewOf } from './board.test-support';

const matches = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);

describe('server rendering', () => {
  it('runs with no window, document or matchMedia', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  it('Brandubh: all 13 pieces, 49 squares in one shape, status, labelled application', () => {
    const html = renderToString(h(Board, { view: viewOf(presetLine('brandubh')), label: 'Board: Brandubh', onMove: () => {} }));
    const kinds = matches(html, /data-piece="(\w+)"/g);
    expect(kinds).toHaveLength(13);
    expect(kinds.filter((k) => k === 'attacker')).toHaveLength(8);
    expect(kinds.filter((k) => k === 'defender')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'king')).toHaveLength(1);
    expect(html).toMatch(/data-piece="king" data-square="d4"/);
    expect(/class="tb-cell" d="([^"]+)"/.exec(html)?.[1]?.match(/M/g)).toHaveLength(49);
    // Only the squares with a piece have elements of their own; the attackers' (to move) take clicks.
    expect(new Set(matches(html, /data-square="(\w+)"/g)).size).toBe(13);
    expect(matches(html, /class="tb-hit"/g)).toHaveLength(8);
    expect(html).toContain('viewBox="-0.49 -0.2 7.781 7.781"');
    expect(html).toMatch(/data-testid="board-status"[^>]*>Attackers to move</);
    expect(html).toMatch(/role="application"/);
    expect(html).toMatch(/aria-roledescription="board"/);
    expect(html).toMatch(/aria-label="Board: Brandubh"/);
    expect(html).toMatch(/tabindex="0"/);
    // Nothing is selected and no cursor is drawn before the reader does anything.
    expect(html).not.toContain('data-selected');
    expect(html).not.toContain('data-cursor');
    expect(html).not.toContain('data-dest');
  });

  it('the description the board points at is in the page', () => {
    const html = renderToString(h(Board, { view: viewOf(presetLine('brandubh')), label: 'B', onMove: () => {} }));
    const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}"`);
    expect(html).toContain('A 7 by 7 board. Attackers to move.');
  });

  it('a capture is drawn statically: last move, cross and ghost, and the announcement', () => {
    const view = viewOf(positionLine('brandubh', BRANDUBH_CAPTURE.position, [BRANDUBH_CAPTURE.move]));
    const html = renderToString(h(Board, { view, label: 'B' }));
    expect(html).toContain('data-captured="b1"');
    expect(html).toMatch(/data-square="d1"[^>]*data-last="from"/);
    expect(html).toMatch(/data-square="c1"[^>]*data-last="to"/);
    expect(html).toMatch(/data-testid="board-announcement"[^>]*>Attacker d1 to c1, captures b1\. Defenders to move\.</);
  });

  it('Nielsen 2015 on intersections: 73 pieces, and no element for an empty point', () => {
    const html = renderToString(h(Board, { view: viewOf(presetLine('alea-nielsen-2015')), boardStyle: 'intersections', label: 'B' }));
    expect(matches(html, /data-piece="(\w+)"/g)).toHaveLength(73);
    expect(new Set(matches(html, /data-square="(\w+)"/g)).size).toBe(73);
    expect(html).not.toContain('tb-hit');
    expect(html).toContain('tb-svg--intersections');
  });

  it('the capture ghost fades over 400 ms, and under reduced motion is not drawn (a static cross only)', () => {
    const css = readFileSync(new URL('./board.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.tb-ghost \{[^}]*animation: tb-ghost-fade 400ms/);
    const reduced = /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(reduced).toMatch(/\.tb-ghost \{[^}]*display: none/);
    expect(reduced).not.toContain('tb-cross');
  });
});
