// @vitest-environment happy-dom
/**
 * The embedded board in a DOM, as a reader (or a browser test) finds it: the frame's query read once
 * hydrated, the caption, the status line, moves announced as /play announces them, the buttons, the
 * link to the same state on the site, a puzzle, and a broken link that explains itself.
 */
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { getPreset } from '../../engine';
import { PUZZLES } from '../../learn/puzzles';
import { DEFAULT_PRESET } from '../play/model';
import EmbedIsland from './EmbedIsland';
import { puzzleRefs } from './puzzles';

const REFS = puzzleRefs(PUZZLES);
const CAPTURE = 'r=brandubh&p=7/7/7/3k2a/7/1a5/1d1a3+a';

afterEach(cleanup);

async function open(query: string) {
  history.replaceState(null, '', `/embed/${query ? `?${query}` : ''}`);
  const r = render(h(EmbedIsland, { puzzles: REFS }));
  await waitFor(() => expect(r.container.querySelector('.embed[data-ready="true"]')).not.toBeNull());
  const q = (sel: string) => r.container.querySelector(sel);
  return {
    ...r,
    caption: () => screen.getByTestId('embed-caption').textContent ?? '',
    status: () => screen.getByTestId('embed-status').textContent ?? '',
    note: () => screen.getByTestId('embed-note').textContent ?? '',
    announcement: () => screen.getByTestId('board-announcement').textContent ?? '',
    link: () => screen.getByTestId('embed-link') as HTMLAnchorElement,
    square: (sq: string) => q(`[data-square="${sq}"]:not([data-piece])`)!,
    piece: (sq: string) => q(`[data-piece][data-square="${sq}"]`)?.getAttribute('data-piece') ?? null,
    button: (name: string) => screen.getByRole('button', { name }),
  };
}

describe('the embed island', () => {
  it('renders on the server as a frame that says it is loading, with no board and no link', () => {
    const html = renderToString(h(EmbedIsland, { puzzles: REFS }));
    expect(html).toContain('Loading the board…');
    expect(html).not.toContain('data-piece');
    expect(html).not.toContain('data-testid="embed-link"');
    expect(html).toContain('role="status"');
  });

  it('shows the link’s game: caption, board, status, and the site link to the same state', async () => {
    const e = await open(CAPTURE);
    expect(e.caption()).toBe('Brandubh');
    expect(e.status()).toBe('Attackers to move');
    expect(e.note()).toBe('');
    expect(e.piece('b1')).toBe('defender');
    expect(e.piece('d1')).toBe('attacker');
    expect(screen.getByRole('application', { name: 'Board: Brandubh' })).toBeTruthy();
    const link = e.link();
    expect(link.getAttribute('href')).toBe(`/play/?${CAPTURE}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.textContent).toBe('Open on the site (opens in a new tab)');
    expect(document.title).toBe('Brandubh, the start · Alea Evangelii');
  });

  it('plays a capture: announced as /play announces it, the status and the link follow', async () => {
    const e = await open(CAPTURE);
    for (const name of ['First', 'Back', 'Forward', 'Last', 'Undo']) expect(e.button(name).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(e.square('d1'));
    fireEvent.click(e.square('c1'));
    await waitFor(() => expect(e.announcement()).toBe('Attacker d1 to c1, captures b1. Defenders to move.'));
    expect(e.status()).toBe('Defenders to move');
    expect(e.piece('b1')).toBeNull();
    expect(e.piece('c1')).toBe('attacker');
    expect(e.link().getAttribute('href')).toBe(`/play/?${CAPTURE}&m=d1-c1`);
    expect(e.button('Back').getAttribute('aria-disabled')).toBeNull();
    expect(e.button('Forward').getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(e.button('Back'));
    expect(e.piece('b1')).toBe('defender');
    expect(e.status()).toBe('Attackers to move');
    expect(e.link().getAttribute('href')).toBe(`/play/?${CAPTURE}&m=d1-c1&c=0`);
    fireEvent.click(e.button('Last'));
    expect(e.piece('b1')).toBeNull();
    fireEvent.click(e.button('Undo'));
    expect(e.piece('b1')).toBe('defender');
    expect(e.piece('d1')).toBe('attacker');
    expect(e.link().getAttribute('href')).toBe(`/play/?${CAPTURE}`);
    expect(e.button('Undo').getAttribute('aria-disabled')).toBe('true');
  });

  it('counts the rules changed in the caption', async () => {
    const e = await open('r=brandubh;movement=one-step;firstMover=defenders');
    expect(e.caption()).toBe('Brandubh · 2 rules changed');
    expect(e.status()).toBe('Defenders to move');
  });

  it('a puzzle: its goal and reading as the heading, a link to the site, and the move judged as on the puzzles page', async () => {
    const e = await open('puzzle=brandubh-corner-anvil');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Defenders to move: capture the attacker on b1. Brandubh');
    expect(e.link().getAttribute('href')).toBe('/learn/puzzles/#brandubh-corner-anvil');
    expect(e.link().textContent).toBe('Check your answer on the site (opens in a new tab)');
    const feedback = await screen.findByTestId('embed-feedback');
    expect(feedback.getAttribute('aria-live')).toBe('polite');
    expect(feedback.textContent).toMatch(/^Play the defenders’ move/);
    fireEvent.click(e.square('c3'));
    fireEvent.click(e.square('c2'));
    expect(screen.getByTestId('embed-feedback').textContent).toMatch(/^✗Wrong\./);
    fireEvent.click(e.button('Try again'));
    expect(screen.getByTestId('embed-feedback').textContent).toMatch(/^Play the defenders’ move/);
    fireEvent.click(e.square('c3'));
    fireEvent.click(e.square('c1'));
    expect(screen.getByTestId('embed-feedback').textContent).toBe('✓Right. c3-c1 captures the attacker on b1.');
    expect(e.piece('b1')).toBeNull();
    // Nothing is saved: the frame is not the pupil's record.
    expect(localStorage.getItem('alea-evangelii:puzzles')).toBeNull();
  });

  it("a puzzle in two moves: the computer's reply is played as on the site, then the winning move is judged", async () => {
    const e = await open('puzzle=brandubh-two-corners');
    await screen.findByTestId('embed-feedback');
    fireEvent.click(e.square('d3'));
    fireEvent.click(e.square('d1'));
    expect(screen.getByTestId('embed-feedback').textContent).toContain('The attackers answer b5-b1; now play the winning move.');
    expect(e.piece('b1')).toBe('attacker');
    fireEvent.click(e.square('d1'));
    fireEvent.click(e.square('g1'));
    expect(screen.getByTestId('embed-feedback').textContent).toBe('✓Right. After d1-g1 the king escapes and the defenders win.');
    fireEvent.click(e.button('Solution'));
    expect(screen.getByTestId('embed-puzzle').textContent).toContain('Solution: d3-d1; the attackers answer b5-b1; then d1-g1.');
  });

  it('a host may hide the heading from sight; it stays for screen readers', async () => {
    await open('puzzle=brandubh-corner-anvil&heading=hidden');
    expect(screen.getByRole('heading', { level: 1 }).classList.contains('visually-hidden')).toBe(true);
  });

  it('a broken link: what could be read, one sentence, and still the link to /play', async () => {
    const e = await open('r=brandubh&m=d2-c2.zz-top');
    expect(e.caption()).toBe('Brandubh');
    expect(e.note()).toBe('Move 2 (zz-top) in the link cannot be played here, so it was left out; the move before it is kept.');
    expect(screen.getByTestId('embed-note').getAttribute('role')).toBe('status');
    expect(e.piece('c2')).not.toBeNull();
    expect(e.link().getAttribute('href')).toBe('/play/?r=brandubh&m=d2-c2');
    // The sentence stays while the reader plays on: the link is still broken.
    fireEvent.click(e.button('Back'));
    expect(e.note()).toBe('Move 2 (zz-top) in the link cannot be played here, so it was left out; the move before it is kept.');
  });

  it('a link with no game at all: a new game of the default reading, and why', async () => {
    const e = await open('');
    const name = getPreset(DEFAULT_PRESET)!.name;
    expect(e.caption()).toBe(name);
    expect(e.note()).toBe(`The link does not say which game to show, so a new game of ${name} is shown.`);
    expect(e.link().getAttribute('href')).toMatch(/^\/play\/\?r=alea-cyningstan/);
  });

  it('the Key button shows the key in place of the board, and says so with aria-expanded', async () => {
    const e = await open(CAPTURE);
    const key = e.button('Key');
    expect(key.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(key);
    expect(key.getAttribute('aria-expanded')).toBe('true');
    expect(e.container.querySelector('.embed')?.getAttribute('data-key')).toBe('open');
    expect(screen.getByRole('list', { name: 'Key to the board' })).toBeTruthy();
    fireEvent.click(key);
    expect(e.container.querySelector('.embed')?.getAttribute('data-key')).toBeNull();
  });
});
