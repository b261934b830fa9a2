// @vitest-environment happy-dom
/**
 * The island in a DOM, through its labels and roles as a reader (or a browser test) finds them:
 * rule toggles change the rules prose and mark the change; a move reaches the URL and the Share
 * link; links and saved games load on mount; the reader's text is never rendered as HTML.
 */
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlayIsland from './PlayIsland';
import { PARTLY_READABLE_SAVE } from './play.test-support';
import { STORAGE_KEY } from './storage';

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/play/');
});
afterEach(cleanup);

const mount = (props: { defaultPreset?: string } = {}) => render(h(PlayIsland, props));
const select = (name: string | RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const prose = () => screen.getByTestId('rules-prose');
const proseItem = (key: string) => prose().querySelector(`li[data-rule="${key}"]`)!;
const square = (container: Element, sq: string) => container.querySelector(`[data-square="${sq}"]:not([data-piece])`)!;
const shareLink = () => (screen.getByRole('textbox', { name: 'Link to this game' }) as HTMLInputElement).value;
const alertText = () => screen.getByRole('alert').textContent;

describe('the play island', () => {
  it('renders the default reading with its pieces, every rule select and the prose', () => {
    const { container } = mount();
    expect(select('Reading').value).toBe('alea-cyningstan');
    expect(select('Starting layout').value).toBe('alea-walker');
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(73);
    expect(screen.getByRole('application', { name: /^Board: Walker, Cyningstan web rules$/ })).toBeTruthy();
    expect(screen.getAllByRole('group').length).toBeGreaterThan(7);
    expect(select("The king's goal").value).toBe('corner');
    expect(within(prose()).getByText(/The king wins by reaching one of the corner squares\./)).toBeTruthy();
    for (const name of ['First', 'Back', 'Forward', 'Last', 'Undo', 'Redo', 'Restart', 'Share', 'Flip board', 'Edit the setup'])
      expect(button(name)).toBeTruthy();
    for (const name of ['Import record', 'Import position', 'Export record', 'Export position', 'Export OTN', 'Copy to clipboard'])
      expect(button(name)).toBeTruthy();
  });

  it('toggling a rule changes the rules prose and marks the rule changed', async () => {
    mount();
    expect(proseItem('firstMover').textContent).toContain('The attackers make the first move.');
    expect(proseItem('firstMover').className).not.toContain('prose-changed');
    fireEvent.change(select('First to move'), { target: { value: 'defenders' } });
    await waitFor(() => expect(proseItem('firstMover').textContent).toContain("The king's side makes the first move."));
    expect(proseItem('firstMover').textContent).toContain('changed by you');
    expect(proseItem('firstMover').className).toContain('prose-changed');
    const rule = select('First to move').closest('[data-rule]') as HTMLElement;
    expect(rule.textContent).toContain('changed — the reading says: The attackers make the first move.');
    fireEvent.click(within(rule).getByRole('button', { name: 'Reset to the reading: First to move' }));
    await waitFor(() => expect(select('First to move').value).toBe('attackers'));
    expect(proseItem('firstMover').textContent).not.toContain('changed by you');
  });

  it('applies a variation of the reading from its button', async () => {
    mount({ defaultPreset: 'viking' });
    expect(select('Does the king capture?').value).toBe('none');
    fireEvent.click(button('Apply variation: Variation 1: the king is strong and can capture'));
    await waitFor(() => expect(select('Does the king capture?').value).toBe('both'));
    expect(proseItem('kingArmed').textContent).toContain('changed by you');
    expect(screen.getByTestId('play-status').textContent).toBe('Variation applied: Variation 1: the king is strong and can capture.');
  });

  it('exports the game into the box, as text', async () => {
    mount({ defaultPreset: 'fetlar' });
    fireEvent.click(button('Export OTN'));
    const box = screen.getByRole('textbox', { name: 'Record or position' }) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toMatch(/^\[result:\?\]\n\[rules:dim:11 name:Fetlar/));
    fireEvent.click(button('Export position'));
    await waitFor(() => expect(box.value).toBe('3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a'));
  });

  it('offers the rule a toggle needs, in one line under the board, and changes both only when taken', async () => {
    mount();
    fireEvent.change(select('Reading'), { target: { value: 'alea-murray' } });
    await waitFor(() => expect(select('Starting layout').value).toBe('alea-murray'));
    fireEvent.change(select("The king's goal"), { target: { value: 'corner' } });
    const status = () => screen.getByTestId('play-status').textContent;
    await waitFor(() =>
      expect(status()).toBe("The king's goal: “a corner” works only with corner squares set to “one square each”. Change that too?"),
    );
    expect(select("The king's goal").value).toBe('edge');
    // Declined: the rules stay, and the offer goes.
    fireEvent.click(button('No, keep the rules'));
    await waitFor(() => expect(status()).toBe(''));
    expect(screen.queryByRole('button', { name: 'Change it too' })).toBeNull();
    // Offered again and taken: both rules change.
    fireEvent.change(select("The king's goal"), { target: { value: 'corner' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Change it too' }));
    await waitFor(() => expect(select("The king's goal").value).toBe('corner'));
    expect(select('Corner squares').value).toBe('single');
    expect(status()).toBe("Rules changed together: the king's goal: a corner; corner squares: one square each.");
  });

  it('a move on the board reaches the move list, the URL and the Share link', async () => {
    const { container } = mount();
    fireEvent.change(select('Reading'), { target: { value: 'copenhagen' } });
    await waitFor(() => expect(select('Starting layout').value).toBe('hnefatafl-11'));
    fireEvent.click(square(container, 'd1'));
    fireEvent.click(square(container, 'd3'));
    await waitFor(() => expect(button('Move 1: d1-d3')).toBeTruthy());
    expect(button('Move 1: d1-d3').getAttribute('aria-current')).toBe('step');
    await waitFor(() => expect(shareLink()).toContain('?r=copenhagen&m=d1-d3'));
    expect(location.search).toBe('?r=copenhagen&m=d1-d3');
    expect(shareLink()).toBe(`${location.origin}/play/?r=copenhagen&m=d1-d3`);
    fireEvent.click(button('Back'));
    await waitFor(() => expect(location.search).toBe('?r=copenhagen&m=d1-d3&c=0'));
    fireEvent.click(button('Undo'));
    await waitFor(() => expect(location.search).toBe('?r=copenhagen&m=d1-d3&c=0'));
  });

  it('Share copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    mount();
    await waitFor(() => expect(shareLink()).toContain('?r=alea-cyningstan'));
    fireEvent.click(button('Share'));
    await waitFor(() => expect(screen.getByTestId('play-status').textContent).toBe('Link copied.'));
    expect(writeText).toHaveBeenCalledWith(shareLink());
  });

  it('Share selects the link in the read-only field when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    mount();
    fireEvent.click(button('Share'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Link to this game' })));
  });

  it('loads the game in the URL on mount, and says what a tampered link lost', async () => {
    history.replaceState(null, '', '/play/?r=copenhagen&m=d1-d3.f4-c4.d5-d9');
    mount();
    await waitFor(() =>
      expect(alertText()).toBe('Move 3 (d5-d9) in the link cannot be played here, so it was left out; the 2 moves before it are kept.'),
    );
    expect(button('Move 2: f4-c4')).toBeTruthy();
    expect(select('Reading').value).toBe('copenhagen');
  });

  it('restores the saved game when the URL has none, and reports an unreadable one', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, rules: 'brandubh', layout: null, position: null, moves: ['d2-f2'], cursor: null }),
    );
    mount();
    await waitFor(() => expect(button('Move 1: d2-f2')).toBeTruthy());
    cleanup();
    history.replaceState(null, '', '/play/');
    localStorage.setItem(STORAGE_KEY, '{broken');
    mount();
    await waitFor(() => expect(alertText()).toBe('The saved game could not be read, so a new game was started.'));
    await waitFor(() => expect(location.search).toContain('r=alea-cyningstan'));
    // The broken entry stays until the player changes the game; then the new game is saved in its place.
    expect(localStorage.getItem(STORAGE_KEY)).toBe('{broken');
    fireEvent.change(select('Reading'), { target: { value: 'brandubh' } });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).rules).toBe('brandubh'));
  });

  it('keeps the readable part of a saved game, says what was left out, and overwrites nothing before the player acts', async () => {
    const saved = PARTLY_READABLE_SAVE;
    localStorage.setItem(STORAGE_KEY, saved);
    mount();
    await waitFor(() =>
      expect(alertText()).toBe(
        'Move 6 (zz-zz) in the saved game cannot be played here, so it was left out; the 5 moves before it are kept.',
      ),
    );
    expect(button('Move 5: d6-f6')).toBeTruthy();
    await waitFor(() => expect(location.search).toContain('m=d7-e7.c4-c2.f4-f7.c2-c6.d6-f6'));
    expect(localStorage.getItem(STORAGE_KEY)).toBe(saved);
    // The player steps back: the game has changed, and the readable part is saved.
    fireEvent.click(button('Back'));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
        moves: ['d7-e7', 'c4-c2', 'f4-f7', 'c2-c6', 'd6-f6'],
        cursor: 4,
      }),
    );
  });

  it('edits the setup through the board and refuses a setup with no king', async () => {
    const { container } = mount({ defaultPreset: 'brandubh' });
    fireEvent.click(button('Edit the setup'));
    fireEvent.click(button('Empty the board'));
    fireEvent.click(square(container, 'c3'));
    await waitFor(() => expect(container.querySelectorAll('[data-piece]')).toHaveLength(1));
    fireEvent.click(button('Done'));
    await waitFor(() => expect(alertText()).toBe('The setup has no king.'));
    expect(button('Done')).toBeTruthy();
    fireEvent.click(button(/^King$/));
    fireEvent.click(square(container, 'e5'));
    fireEvent.click(button('Done'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Done' })).toBeNull());
    expect(location.search).toBe('?r=brandubh&p=7/7/4k2/7/2a4/7/7+a');
  });

  it("never renders the reader's text as HTML", async () => {
    const { container } = mount();
    const evil = '[Rules "<img src=x onerror=alert(1)>"]\n\n1. <b>d1-d3</b>';
    const box = screen.getByRole('textbox', { name: 'Record or position' }) as HTMLTextAreaElement;
    fireEvent.input(box, { target: { value: evil } });
    fireEvent.click(button('Import record'));
    await waitFor(() => expect(alertText()).toContain('<img src=x onerror=alert(1)>'));
    expect(alertText()).toBe('The Rules tag is invalid: There is no reading called "<img src=x onerror=alert(1)>".');
    expect(box.value).toBe(evil);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    fireEvent.input(box, { target: { value: '<img src=x onerror=alert(1)>' } });
    fireEvent.click(button('Import position'));
    await waitFor(() => expect(alertText()).toBe('A position is a placement, then optionally "a" or "d" for the side to move.'));
    expect(box.value).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it("a tampered link's text is shown as text too", async () => {
    history.replaceState(null, '', `/play/?r=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    const { container } = mount();
    await waitFor(() => expect(alertText()).toContain('<img src=x onerror=alert(1)>'));
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens a “try it” link with its guide above the board: the rule’s other value from its button, then Dismiss', async () => {
    history.replaceState(null, '', '/play/?r=brandubh&p=3a3/7/2aka2/7/6d/7/7+a&m=d7-d6&c=0&show=kingSideThrone,d7-d6');
    mount();
    const guide = () => screen.getByTestId('play-guide');
    await waitFor(() => expect(guide().textContent).toContain('Play d7-d6 and watch the king on d5: under Brandubh'));
    expect(screen.getByTestId('play-guide-status').textContent).toBe(
      'Play d7-d6 and watch the king on d5: under Brandubh (The empty centre against the king: yes), he is captured, and the attackers win.',
    );
    fireEvent.click(within(guide()).getByRole('button', { name: 'Try “no” (The empty centre against the king)' }));
    await waitFor(() => expect(guide().textContent).toContain('with one rule of Brandubh changed'));
    expect(select('The empty centre against the king').value).toBe('no');
    fireEvent.click(within(guide()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('play-guide')).toBeNull());
    expect(screen.getByTestId('play-guide-status').textContent).toBe('');
  });

  it('says in one sentence that a link’s guide cannot be read, and loads the game', async () => {
    history.replaceState(null, '', '/play/?r=brandubh&p=3a3/7/2aka2/7/6d/7/7+a&m=d7-d6&c=0&show=nothing,d7-d6');
    const { container } = mount();
    await waitFor(() =>
      expect(screen.getByTestId('play-guide-status').textContent).toBe(
        'The link’s note on which rule to try (“nothing,d7-d6”) cannot be read, so the game opens without it.',
      ),
    );
    expect(select('Reading').value).toBe('brandubh');
    expect(container.querySelectorAll('[data-piece]')).toHaveLength(5);
  });
});
