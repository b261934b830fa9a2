/**
 * Server rendering in plain node (no window, document or localStorage): the island renders the
 * default reading's board with every piece, the controls and the prose, so the page reads without
 * JavaScript; a given URL query renders that game.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import PlayIsland from './PlayIsland';

const pieces = (html: string) => [...html.matchAll(/data-piece="(\w+)"/g)].map((m) => m[1]);

describe('server rendering of the play island', () => {
  it('runs with no browser globals', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { localStorage?: unknown }).localStorage).toBe('undefined');
  });

  it('renders the default reading: 73 pieces on intersections, every rule, the prose', () => {
    const html = renderToString(h(PlayIsland, { defaultPreset: 'alea-cyningstan' }));
    expect(pieces(html)).toHaveLength(73);
    expect(html).toContain('tb--intersections');
    expect(html).toContain('Attackers to move');
    expect(html).toMatch(/<select id="play-preset"/);
    expect((html.match(/id="play-rule-/g) ?? []).length).toBe(24);
    expect(html).toContain('The rules in play');
    expect(html).toContain('A 2×2 block in each corner is special (16 squares).');
  });

  it('renders the game of a given query', () => {
    const html = renderToString(h(PlayIsland, { search: '?r=brandubh;firstMover=defenders&m=d3-f3' }));
    expect(pieces(html)).toHaveLength(13);
    expect(html).toContain('tb--squares');
    expect(html).toContain('d3-f3');
    expect(html).toContain('changed by you');
  });
});
