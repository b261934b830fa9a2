// @vitest-environment happy-dom
/**
 * Projector mode: the toggle opens the same board (not a copy) in a full-screen dialog, the focus
 * moves to the board and comes back to the toggle on leaving, Escape leaves unless the board used it
 * to put a piece back, Tab stays inside, and Download SVG saves the board under the reading and ply.
 * The host's move controls: large labelled buttons in the toolbar, their keys while projecting (not
 * the arrow keys the board uses for its cursor while it has the focus; Page Up and Page Down from
 * anywhere), nothing done at an end, and the board's key shown in the overlay.
 */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board } from './Board';
import { Projector, type ProjectorAction } from './Projector';
import { presetLine, viewOf } from './board.test-support';

afterEach(cleanup);

const setup = (download?: { reading: string; ply: number }) => {
  const r = render(
    h(
      Projector,
      { title: 'Brandubh, the start', ...(download ? { download } : {}) },
      h(Board, { view: viewOf(presetLine('brandubh')), label: 'Board: Brandubh', onMove: vi.fn() }),
    ),
  );
  const get = (id: string) => r.getByTestId(id);
  return { ...r, get, toggle: get('projector-toggle'), frame: get('projector'), board: () => get('board') };
};

describe('Projector', () => {
  it('starts closed, with the board in place and the toggle not pressed', () => {
    const p = setup();
    expect(p.toggle.getAttribute('aria-pressed')).toBe('false');
    expect(p.frame.getAttribute('role')).toBeNull();
    expect(p.frame.className).toBe('tb-proj-frame');
    expect(p.queryByTestId('download-svg')).toBeNull();
  });

  it('opens as a modal dialog, moves the focus to the same board, and Escape brings it back', () => {
    const p = setup();
    const board = p.board();
    p.toggle.focus();
    fireEvent.click(p.toggle);
    expect(p.toggle.getAttribute('aria-pressed')).toBe('true');
    expect(p.frame.className).toBe('tb-projector');
    expect(p.frame.getAttribute('role')).toBe('dialog');
    expect(p.frame.getAttribute('aria-modal')).toBe('true');
    expect(p.frame.getAttribute('aria-label')).toBe('Projector view: Brandubh, the start');
    expect(document.documentElement.classList.contains('tb-projecting')).toBe(true);
    // Not remounted: the same element, now focused.
    expect(p.board()).toBe(board);
    expect(document.activeElement).toBe(board);
    fireEvent.keyDown(board, { key: 'Escape' });
    expect(p.frame.getAttribute('role')).toBeNull();
    expect(p.toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(p.toggle);
    expect(document.documentElement.classList.contains('tb-projecting')).toBe(false);
  });

  it('keeps the board playable by keyboard, and lets Escape put a picked-up piece back first', () => {
    const p = setup();
    fireEvent.click(p.toggle);
    const board = p.board();
    fireEvent.focus(board);
    // From the centre (d4) the cursor goes up two squares to the attacker on d6; Enter picks it up.
    fireEvent.keyDown(board, { key: 'ArrowUp' });
    fireEvent.keyDown(board, { key: 'ArrowUp' });
    fireEvent.keyDown(board, { key: 'Enter' });
    expect(p.container.querySelector('[data-selected="true"]')).not.toBeNull();
    fireEvent.keyDown(board, { key: 'Escape' });
    expect(p.container.querySelector('[data-selected="true"]')).toBeNull();
    expect(p.frame.getAttribute('role')).toBe('dialog');
    fireEvent.keyDown(board, { key: 'Escape' });
    expect(p.frame.getAttribute('role')).toBeNull();
  });

  it('closes with its Leave button and keeps Tab inside the overlay', () => {
    const p = setup();
    fireEvent.click(p.toggle);
    const close = p.get('projector-close');
    const board = p.board();
    // Tab from the board (the last stop) wraps to the Leave button, Shift+Tab from it back to the board.
    board.focus();
    fireEvent.keyDown(board, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(board);
    fireEvent.click(close);
    expect(p.frame.getAttribute('role')).toBeNull();
    expect(document.activeElement).toBe(p.toggle);
  });

  it('downloads the board as <reading>-<ply>.svg', () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:board');
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const p = setup({ reading: 'brandubh', ply: 4 });
    fireEvent.click(p.get('download-svg'));
    expect(names).toEqual(['brandubh-4.svg']);
    expect((create.mock.calls[0]![0] as Blob).type).toBe('image/svg+xml');
    create.mockRestore();
    click.mockRestore();
  });

  it('with a download, keeps both actions in one closed menu: opened, its first item takes the focus; Escape closes it; leaving the projector returns to it', () => {
    const p = setup({ reading: 'brandubh', ply: 0 });
    const menu = p.get('board-menu');
    const items = p.get('board-menu-items');
    expect(menu.textContent).toMatch(/^Board options/);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(items.hidden).toBe(true);
    expect(items.contains(p.toggle) && items.contains(p.get('download-svg'))).toBe(true);

    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(items.hidden).toBe(false);
    expect(document.activeElement).toBe(p.toggle);
    fireEvent.keyDown(p.toggle, { key: 'Escape' });
    expect(items.hidden).toBe(true);
    expect(document.activeElement).toBe(menu);

    // A click elsewhere closes it too.
    fireEvent.click(menu);
    fireEvent.pointerDown(document.body);
    expect(items.hidden).toBe(true);

    // Chosen, the projector opens and the menu closes; leaving, the focus is on the menu's button.
    fireEvent.click(menu);
    fireEvent.click(p.toggle);
    expect(items.hidden).toBe(true);
    expect(p.frame.getAttribute('role')).toBe('dialog');
    fireEvent.keyDown(p.board(), { key: 'Escape' });
    expect(p.frame.getAttribute('role')).toBeNull();
    expect(document.activeElement).toBe(menu);
  });
});

/** A host with a game of `moves` plies and a cursor, as /play passes its controls. */
const MOVES = ['d7-f7', 'd5-f5', 'a4-a6'];
function Host({ undo }: { readonly undo?: () => void }) {
  const [ply, setPly] = useState(2);
  const controls: ProjectorAction[] = [
    { label: 'First', keys: ['Home'], disabled: ply === 0, onClick: () => setPly(0) },
    { label: 'Back', hint: 'One move back', keys: ['ArrowLeft', 'PageUp'], disabled: ply === 0, onClick: () => setPly(ply - 1) },
    { label: 'Forward', keys: ['ArrowRight', 'PageDown'], disabled: ply === MOVES.length, onClick: () => setPly(ply + 1) },
    ...(undo ? [{ label: 'Undo', onClick: undo }] : []),
  ];
  return h(
    Projector,
    { title: `Brandubh, after ${ply} moves`, controls, controlsLabel: 'Step through the game' },
    h(Board, { view: viewOf(presetLine('brandubh', MOVES.slice(0, ply))), label: 'Board: Brandubh', onMove: vi.fn() }),
  );
}

const hosted = (undo?: () => void) => {
  const r = render(h(Host, undo ? { undo } : {}));
  const get = (id: string) => r.getByTestId(id);
  const button = (name: RegExp) => r.getByRole('button', { name });
  const title = () => get('projector-title').textContent;
  const pieceOn = (sq: string) => r.container.querySelector(`[data-piece][data-square="${sq}"]`)?.getAttribute('data-piece') ?? null;
  return { ...r, get, button, title, pieceOn, open: () => fireEvent.click(get('projector-toggle')) };
};

describe('Projector controls', () => {
  it('shows no toolbar controls without any, and none before it opens', () => {
    const p = setup();
    fireEvent.click(p.toggle);
    expect(p.queryByTestId('projector-controls')).toBeNull();
    cleanup();
    const q = hosted();
    expect(q.queryByTestId('projector-controls')).toBeNull();
    expect(q.queryByRole('button', { name: /^Back/ })).toBeNull();
  });

  it('draws the host’s actions as labelled buttons in the toolbar, with their keys named', () => {
    const p = hosted();
    p.open();
    const group = p.get('projector-controls');
    expect(group.getAttribute('role')).toBe('group');
    expect(group.getAttribute('aria-label')).toBe('Step through the game');
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['First (Home)', 'Back (←)', 'Forward (→)']);
    const back = p.button(/^Back/);
    expect(back.getAttribute('aria-keyshortcuts')).toBe('ArrowLeft PageUp');
    expect(back.getAttribute('title')).toBe('One move back');
    // The toolbar sits in the dialog, before the board, so Tab reaches it.
    expect(p.get('projector').contains(back)).toBe(true);
  });

  it('steps the board back and forward by its buttons, and does nothing at an end', () => {
    const p = hosted();
    p.open();
    expect(p.title()).toBe('Brandubh, after 2 moves');
    expect(p.pieceOn('f5')).toBe('defender');
    fireEvent.click(p.button(/^Back/));
    expect(p.title()).toBe('Brandubh, after 1 moves');
    expect(p.pieceOn('f5')).toBeNull();
    expect(p.pieceOn('d5')).toBe('defender');
    fireEvent.click(p.button(/^First/));
    expect(p.title()).toBe('Brandubh, after 0 moves');
    // At the start: Back and First say they are unavailable, stay focusable, and do nothing.
    const back = p.button(/^Back/);
    expect(back.getAttribute('aria-disabled')).toBe('true');
    expect(back.hasAttribute('disabled')).toBe(false);
    fireEvent.click(back);
    expect(p.title()).toBe('Brandubh, after 0 moves');
    expect(p.button(/^Forward/).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(p.button(/^Forward/));
    expect(p.title()).toBe('Brandubh, after 1 moves');
  });

  it('steps with ← and → from the toolbar, but leaves the arrow keys to the board while it has the focus', () => {
    const p = hosted();
    p.open();
    const board = p.get('board');
    // The focus starts on the board: the arrows move its cursor, not the game.
    expect(document.activeElement).toBe(board);
    fireEvent.focus(board);
    fireEvent.keyDown(board, { key: 'ArrowLeft' });
    expect(p.title()).toBe('Brandubh, after 2 moves');
    expect(p.get('board-cursor').textContent).toMatch(/^c4/);
    fireEvent.keyDown(board, { key: 'Home' });
    expect(p.title()).toBe('Brandubh, after 2 moves');
    // From a toolbar button the arrows step the game.
    const forward = p.button(/^Forward/);
    forward.focus();
    fireEvent.keyDown(forward, { key: 'ArrowLeft' });
    expect(p.title()).toBe('Brandubh, after 1 moves');
    fireEvent.keyDown(forward, { key: 'ArrowRight' });
    fireEvent.keyDown(forward, { key: 'ArrowRight' });
    expect(p.title()).toBe('Brandubh, after 3 moves');
    expect(p.pieceOn('a6')).toBe('attacker');
    // At the end, → does nothing.
    fireEvent.keyDown(forward, { key: 'ArrowRight' });
    expect(p.title()).toBe('Brandubh, after 3 moves');
    fireEvent.keyDown(forward, { key: 'Home' });
    expect(p.title()).toBe('Brandubh, after 0 moves');
  });

  it('takes Page Up and Page Down (a presentation remote) even from the board, and only while projecting', () => {
    const p = hosted();
    const board = p.get('board');
    fireEvent.keyDown(board, { key: 'PageUp' });
    p.open();
    expect(p.title()).toBe('Brandubh, after 2 moves');
    fireEvent.keyDown(board, { key: 'PageUp' });
    expect(p.title()).toBe('Brandubh, after 1 moves');
    fireEvent.keyDown(board, { key: 'PageDown' });
    fireEvent.keyDown(board, { key: 'PageDown' });
    expect(p.title()).toBe('Brandubh, after 3 moves');
    // With a modifier the key is the browser's, not the toolbar's.
    fireEvent.keyDown(board, { key: 'PageUp', ctrlKey: true });
    expect(p.title()).toBe('Brandubh, after 3 moves');
    fireEvent.click(p.get('projector-close'));
    fireEvent.keyDown(document.body, { key: 'PageUp' });
    fireEvent.keyDown(p.get('projector-toggle'), { key: 'ArrowLeft' });
    p.open();
    expect(p.title()).toBe('Brandubh, after 3 moves');
  });

  it('runs an action without keys only by its button, and announces the new title', () => {
    const undo = vi.fn();
    const p = hosted(undo);
    p.open();
    const btn = p.button(/^Undo/);
    expect(btn.textContent).toBe('Undo');
    expect(btn.hasAttribute('aria-keyshortcuts')).toBe(false);
    fireEvent.keyDown(btn, { key: 'u' });
    expect(undo).not.toHaveBeenCalled();
    fireEvent.click(btn);
    expect(undo).toHaveBeenCalledTimes(1);
    const title = p.get('projector-title');
    expect(title.getAttribute('aria-live')).toBe('polite');
  });

  it('keeps Tab inside, through the controls, and shows the board’s key in the overlay', () => {
    const p = hosted();
    p.open();
    const frame = p.get('projector');
    const board = p.get('board');
    const close = p.get('projector-close');
    // In order: Leave, then the controls, then the board, and round again.
    const order = [...frame.querySelectorAll('button, [tabindex="0"]')].map((el) => el.getAttribute('data-testid') ?? el.textContent);
    expect(order).toEqual(['projector-close', 'First (Home)', 'Back (←)', 'Forward (→)', 'board']);
    board.focus();
    fireEvent.keyDown(board, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(board);
    const legend = frame.querySelector('[aria-label="Key to the board"]');
    expect(legend).not.toBeNull();
    expect([...legend!.querySelectorAll('li')].map((li) => li.getAttribute('data-legend'))).toEqual(
      expect.arrayContaining(['king', 'defender', 'attacker', 'throne', 'corners']),
    );
  });
});
