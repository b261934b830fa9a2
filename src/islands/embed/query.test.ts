/**
 * The embed addresses and the iframe code: below the site's base wherever it is deployed, escaped
 * as /play's links are, and the code's attributes quoted safely whatever the title says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialState, reduce } from '../play/model';
import { encodeState } from '../play/urlState';
import { embedPath, embedUrl, encodeValue, frameShape, iframeCode, playPath, puzzleEmbedQuery, puzzlePath } from './query';

afterEach(() => vi.unstubAllEnvs());

describe('addresses', () => {
  it('puts the embed, /play and the puzzles below the base', () => {
    expect(embedPath('r=brandubh')).toBe('/embed/?r=brandubh');
    expect(embedPath('?r=brandubh')).toBe('/embed/?r=brandubh');
    expect(embedPath('')).toBe('/embed/');
    expect(playPath('r=tablut&m=e3-f3')).toBe('/play/?r=tablut&m=e3-f3');
    expect(puzzlePath('brandubh-corner-anvil')).toBe('/learn/puzzles/#brandubh-corner-anvil');
    expect(embedUrl('https://example.org', 'puzzle=x')).toBe('https://example.org/embed/?puzzle=x');
  });

  it('follows a base path, with or without its trailing slash', () => {
    for (const base of ['/tafl', '/tafl/']) {
      vi.stubEnv('BASE_URL', base);
      expect(embedPath('r=brandubh')).toBe('/tafl/embed/?r=brandubh');
      expect(embedUrl('https://school.example', 'r=brandubh')).toBe('https://school.example/tafl/embed/?r=brandubh');
      expect(playPath('r=brandubh')).toBe('/tafl/play/?r=brandubh');
    }
  });

  it("escapes values as /play's links do", () => {
    const s = reduce(reduce(initialState(), { type: 'choosePreset', presetId: 'brandubh' }), {
      type: 'setRule',
      key: 'movement',
      value: 'one-step',
    });
    const query = encodeState(s);
    expect(query).toBe(`r=${encodeValue('brandubh;movement=one-step')}`);
    expect(encodeValue('7/7 a;x=y,z')).toBe('7/7+a;x=y,z');
    expect(encodeValue('a&b#c')).toBe('a%26b%23c');
    expect(puzzleEmbedQuery('brandubh-corner-anvil')).toBe('puzzle=brandubh-corner-anvil');
    expect(puzzleEmbedQuery('a&b')).toBe('puzzle=a%26b');
  });
});

describe('the iframe code', () => {
  it('is one iframe: the address, the title, full width up to the board’s natural size, lazy', () => {
    const code = iframeCode('https://example.org/embed/?r=brandubh&m=d2-c2', 'Brandubh, after 1 move', 7);
    expect(code).toBe(
      '<iframe src="https://example.org/embed/?r=brandubh&amp;m=d2-c2" title="Brandubh, after 1 move" width="100%" style="aspect-ratio: 420 / 540; border: 0; max-width: 420px" loading="lazy"></iframe>',
    );
  });

  it('quotes a title with quotes, ampersands and angle brackets', () => {
    const code = iframeCode('https://example.org/embed/', 'Say "hi" & <b>bye</b>', 19);
    expect(code).toContain('title="Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;"');
    // Five attributes, two quotes each: none comes from the title.
    expect(code.match(/"/g)).toHaveLength(10);
  });

  it('gives bigger boards more room, always taller than wide by the caption and buttons', () => {
    const widths = [7, 9, 11, 13, 19].map((n) => frameShape(n).width);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(frameShape(7).width).toBeLessThan(frameShape(19).width);
    for (const n of [7, 9, 11, 13, 19]) expect(frameShape(n).height - frameShape(n).width).toBe(120);
  });
});
