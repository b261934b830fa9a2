// @vitest-environment happy-dom
/**
 * The Embed control: a disclosure button, the iframe code for the page's own origin and the site's
 * base, and Copy, which uses the clipboard or else selects the code, saying which in a live region.
 */
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedCode } from './EmbedCode';

const QUERY = 'r=brandubh;movement=one-step&m=d2-c2';
const TITLE = 'Brandubh, 1 rule changed, after 1 move';

const field = () => screen.getByRole('textbox', { name: 'Code to show this board, playable, in another page' }) as HTMLTextAreaElement;
const said = () => screen.getByRole('status').textContent ?? '';
/** The iframe the code describes, as a browser's HTML parser reads it (in an inert template: nothing loads). */
const frameOf = (code: string) => {
  const template = document.createElement('template');
  template.innerHTML = code;
  const frames = template.content.querySelectorAll('iframe');
  expect(frames).toHaveLength(1);
  return frames[0]!;
};

beforeEach(() => history.replaceState(null, '', '/play/'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('EmbedCode', () => {
  it('renders on the server as a closed button, touching no browser API', () => {
    const html = renderToString(h(EmbedCode, { query: QUERY, title: TITLE }));
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Embed<span[^>]*aria-hidden="true"[^>]*>▸<\/span><\/button>/);
    expect(html).toContain('hidden');
  });

  it('opens and closes as a disclosure, the panel hidden while closed', () => {
    render(h(EmbedCode, { query: QUERY, title: TITLE, size: 7 }));
    const toggle = screen.getByRole('button', { name: 'Embed' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.contains(field())).toBe(true);
    expect(field().readOnly).toBe(true);
    fireEvent.click(toggle);
    expect(panel.hidden).toBe(true);
  });

  it('gives the iframe code of the embed page for the same query, at this origin', () => {
    render(h(EmbedCode, { query: QUERY, title: TITLE, size: 7 }));
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    const frame = frameOf(field().value);
    expect(frame.getAttribute('src')).toBe(`${location.origin}/embed/?${QUERY}`);
    expect(new URL(frame.getAttribute('src')!).search).toBe(`?${QUERY}`);
    expect(frame.getAttribute('title')).toBe(TITLE);
    expect(frame.getAttribute('width')).toBe('100%');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('style')).toBe('aspect-ratio: 420 / 540; border: 0; max-width: 420px');
  });

  it('follows the site’s base path', () => {
    vi.stubEnv('BASE_URL', '/tafl/');
    render(h(EmbedCode, { query: 'puzzle=brandubh-corner-anvil', title: 'Puzzle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    expect(frameOf(field().value).getAttribute('src')).toBe(`${location.origin}/tafl/embed/?puzzle=brandubh-corner-anvil`);
  });

  it('follows the query while open', () => {
    const { rerender } = render(h(EmbedCode, { query: QUERY, title: TITLE }));
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    rerender(h(EmbedCode, { query: `${QUERY}.d3-c3`, title: TITLE }));
    expect(frameOf(field().value).getAttribute('src')).toBe(`${location.origin}/embed/?${QUERY}.d3-c3`);
  });

  it('Copy puts the code on the clipboard and says "Copied." in a live region', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const { rerender } = render(h(EmbedCode, { query: QUERY, title: TITLE }));
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(said()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(said()).toBe('Copied.'));
    expect(writeText).toHaveBeenCalledWith(field().value);
    // New code: "Copied." no longer describes it.
    rerender(h(EmbedCode, { query: 'r=tablut', title: TITLE }));
    expect(said()).toBe('');
  });

  it('where the clipboard refuses, Copy selects the code and says how to copy it', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText: () => Promise.reject(new Error('denied')),
    } as unknown as Clipboard);
    const exec = vi.fn(() => false);
    (document as unknown as { execCommand: unknown }).execCommand = exec;
    render(h(EmbedCode, { query: QUERY, title: TITLE }));
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(said()).toBe('The code is selected: copy it with your keyboard or menu.'));
    const f = field();
    expect(document.activeElement).toBe(f);
    expect(f.selectionStart).toBe(0);
    expect(f.selectionEnd).toBe(f.value.length);
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('two controls on one page have their own ids', () => {
    render(
      h('div', null, h(EmbedCode, { query: 'r=brandubh', title: 'Claim one' }), h(EmbedCode, { query: 'r=tablut', title: 'Claim two' })),
    );
    const ids = screen.getAllByRole('button', { name: 'Embed' }).map((b) => b.getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(2);
  });
});
