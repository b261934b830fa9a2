/**
 * Server rendering in plain node (no window, document or localStorage): the island renders the first
 * puzzle's title, goal and board, so the page reads before it hydrates.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../../learn/puzzles';
import PuzzleIsland from './PuzzleIsland';

describe('server rendering of the puzzle island', () => {
  it('runs with no browser globals and renders the first puzzle', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const html = renderToString(h(PuzzleIsland, { puzzles: PUZZLES }));
    const first = PUZZLES[0]!;
    expect(html).toContain(`data-puzzle="${first.id}"`);
    expect(html).toContain(first.goal);
    expect(html).toContain(`0 of ${PUZZLES.length} solved`);
    expect([...html.matchAll(/data-piece="(\w+)"/g)].length).toBe(4);
  });
});
