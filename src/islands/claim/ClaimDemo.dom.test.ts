// @vitest-environment happy-dom
/**
 * The claim demo in a DOM, through the names a reader (or a browser test) finds: two boards, each
 * captioned with its reading, its value and what the move does there; the second board's value among
 * the rule's other values (pressed buttons in a group named by the rule); "Play the move" on both
 * boards, "Reset", the full outcome sentences and the live region. Claims come from the engine's
 * source-claims table (src/engine/rules/source-claims.ts).
 */
import { act, cleanup, fireEvent, render, within } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClaimDemo from './ClaimDemo';
import { testClaim } from './claim.test-support';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const mount = (id: string, extra: Parameters<typeof testClaim>[1] = {}) => render(h(ClaimDemo, { claim: testClaim(id, extra) }));
const pane = (side: 'left' | 'right') => document.querySelector<HTMLElement>(`.claim-pane[data-side="${side}"]`)!;
const caption = (side: 'left' | 'right') => pane(side).querySelector('figcaption')!.textContent ?? '';
const outcome = (side: 'left' | 'right') => document.querySelector(`[data-testid="claim-outcome"][data-side="${side}"]`)?.textContent ?? '';
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const piece = (side: 'left' | 'right', sq: string) =>
  pane(side).querySelector(`[data-piece][data-square="${sq}"]`)?.getAttribute('data-piece') ?? null;
const said = () => screen.getByTestId('claim-said').textContent ?? '';

describe('ClaimDemo', () => {
  it("shows the statement, the citation, and the claim's move on two boards, each captioned with its reading, value and result (nielsen-11-throne-side)", () => {
    mount('nielsen-11-throne-side');
    const root = screen.getByTestId('claim');
    expect(root.getAttribute('data-claim')).toBe('nielsen-11-throne-side');
    expect(root.textContent).toContain('Beside the throne, the king is captured by three attackers');
    expect(root.textContent).toContain('ancientgames.org 2019, Nielsen rule 11.2');
    expect(root.getAttribute('data-value')).toBe('no');
    expect(caption('left')).toBe("Nielsen's rules with EvangelistsThe empty centre against the king: yes✕ The king is captured on d5");
    expect(caption('right')).toBe(
      "Nielsen's rules with Evangelists, this rule changedThe empty centre against the king: no– The king is not captured",
    );
    // Two values only: nothing to choose between.
    expect(root.querySelector('.claim-toggle')).toBeNull();
    // The move, drawn as an arrow on both boards before it is played.
    for (const side of ['left', 'right'] as const) {
      expect(pane(side).querySelector('[data-hint-from="d7"][data-hint-to="d6"]')).not.toBeNull();
      expect(within(pane(side)).getByRole('application').getAttribute('aria-label')).toMatch(/^Board: Nielsen's rules with Evangelists/);
      // One key for both boards, folded below them.
      expect(pane(side).querySelector('.tb-legend')).toBeNull();
    }
    expect(root.querySelectorAll('.claim-more .tb-legend')).toHaveLength(1);
    expect(outcome('left')).toBe(
      "Under Nielsen's rules with Evangelists (The empty centre against the king: yes), d7-d6 captures the king: the attackers win.",
    );
    expect(outcome('right')).toContain('d7-d6 does not capture the king; the game goes on.');
    expect(screen.getByTestId('claim-said').getAttribute('aria-live')).toBe('polite');
  });

  it('"Play the move" plays on both boards at once, crosses out the captured king, and plays again', () => {
    vi.useFakeTimers();
    const { container } = mount('nielsen-11-throne-side');
    const play = button('Play the move d7-d6') as HTMLButtonElement;
    expect(play.disabled).toBe(false);
    fireEvent.click(play);
    expect(piece('left', 'd6')).toBe('attacker');
    expect(piece('right', 'd6')).toBe('attacker');
    // The engine leaves the captured king on his square; the board crosses him out.
    expect(piece('left', 'd5')).toBe('king');
    const king = pane('left').querySelector('[data-captured="d5"]')!;
    expect(king.getAttribute('data-captured-kind')).toBe('king');
    expect(king.querySelector('.tb-cross')).not.toBeNull();
    expect(pane('right').querySelector('[data-captured]')).toBeNull();
    expect(pane('left').querySelector('[data-hint-from]')).toBeNull();
    expect(said()).toBe(
      "d7-d6 played on both boards. Nielsen's rules with Evangelists: The king is captured on d5. Nielsen's rules with Evangelists, this rule changed: The king is not captured.",
    );
    expect(within(pane('left')).getByTestId('board-announcement').textContent).toBe(
      'Attacker d7 to d6. The king is captured on d5: the attackers win.',
    );
    // Again: back to the position for a moment, then the move once more.
    fireEvent.click(play);
    expect(piece('left', 'd7')).toBe('attacker');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(piece('left', 'd6')).toBe('attacker');
    expect(container.querySelectorAll('[data-captured="d5"]')).toHaveLength(1);
    fireEvent.click(button('Reset'));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(piece('left', 'd7')).toBe('attacker');
    expect(piece('right', 'd7')).toBe('attacker');
  });

  it("the second board's value is one of the rule's other values; choosing one replays the board under it (viking-8-unarmed-king)", () => {
    mount('viking-8-unarmed-king');
    const group = screen.getByRole('group', { name: 'Does the king capture? the second board’s value' });
    const values = within(group).getAllByRole('button');
    expect(values.map((b) => b.getAttribute('data-value'))).toEqual(['both', 'mover', 'anvil']);
    expect(within(group).getByRole('button', { name: 'yes, fully' }).getAttribute('aria-pressed')).toBe('true');
    expect(caption('right')).toContain('The attacker on f4 is captured');
    expect(caption('left')).toContain('The attacker on f4 is not captured');
    fireEvent.click(button(/^Play the move /));
    expect(piece('right', 'f5')).toBe('king');
    expect(piece('right', 'f4')).toBeNull();
    expect(pane('right').querySelector('[data-captured="f4"] .tb-ghost .tb-piece--attacker')).not.toBeNull();
    expect(piece('left', 'f4')).toBe('attacker');
    // Another value replays the move under the new rules: the king captures nothing.
    fireEvent.click(within(group).getByRole('button', { name: 'only as the far piece' }));
    expect(screen.getByTestId('claim').getAttribute('data-value')).toBe('anvil');
    expect(within(group).getByRole('button', { name: 'only as the far piece' }).getAttribute('aria-pressed')).toBe('true');
    expect(piece('right', 'f5')).toBe('king');
    expect(piece('right', 'f4')).toBe('attacker');
    expect(caption('right')).toContain('Does the king capture? only as the far piece');
    expect(outcome('right')).toContain('(Does the king capture? only as the far piece), g5-f5 does not capture the piece on f4');
    expect(said()).toBe(
      'Second board: Viking rules (German rules page), this rule changed, Does the king capture? only as the far piece. Nothing is captured.',
    );
  });

  it('names the compared readings on their boards and values', () => {
    mount('murray-strong-king', { compare: ['alea-murray', 'tawlbwrdd'] });
    expect(caption('left')).toMatch(/^Murray as the site reads him/);
    expect(caption('right')).toMatch(/^TawlbwrddHow the king is captured: on two sides✕ The king is captured on c5$/);
    expect(button('on two sides').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('four at the centre, three beside it'));
    expect(outcome('right')).toContain(
      '(How the king is captured: four at the centre, three beside it), e5-d5 captures the king: the attackers win.',
    );
    expect(outcome('left')).toBe(
      'Under Murray as the site reads him (How the king is captured: on four sides), e5-d5 does not capture the king; the game goes on.',
    );
  });

  it('a move the reading forbids: its board strikes the move out and says so, and the other board plays it (cyningstan-5-king-no-return)', () => {
    mount('cyningstan-5-king-no-return');
    const left = pane('left');
    expect(left.querySelector('[data-refused-from="d5"][data-refused-to="d4"]')).not.toBeNull();
    expect(within(left).getByTestId('board-status').textContent).toBe('d5-d4 is not allowed under this rule.');
    expect(caption('left')).toContain('⊘ The move is not allowed');
    expect(caption('right')).toContain('The move is allowed; nothing is captured');
    expect(outcome('left')).toContain('d5-d4 is not a legal move: The king on d5 cannot move to d4 under these rules.');
    const play = button(/^Play the move /) as HTMLButtonElement;
    expect(play.disabled).toBe(false);
    fireEvent.click(play);
    expect(piece('left', 'd5')).toBe('king');
    expect(left.querySelector('[data-refused-from="d5"]')).not.toBeNull();
    expect(piece('right', 'd4')).toBe('king');
  });

  it('moves forbidden under every value are struck out on both boards', () => {
    mount('nielsen-11-throne-side', { forbidden: ['c5-c7'] });
    for (const side of ['left', 'right'] as const)
      expect(pane(side).querySelector('[data-refused-from="c5"][data-refused-to="c7"]')).not.toBeNull();
  });

  it("a value that refuses the setup keeps the position, under the reading's value, and says why (cyningstan-16-corner-squares)", () => {
    mount('cyningstan-16-corner-squares');
    const pieces = pane('right').querySelectorAll('[data-piece]').length;
    fireEvent.click(button('none'));
    expect(caption('right')).toContain('The position is not allowed');
    expect(outcome('right')).toContain(
      'the rules refuse this position: The king cannot escape to a corner when there are no corner squares',
    );
    expect(screen.getByTestId('claim-refused').textContent).toContain(
      'The board shows the position under Walker, Cyningstan web rules (Corner squares: 2×2 blocks)',
    );
    expect(pane('right').querySelectorAll('[data-piece]').length).toBe(pieces);
  });

  it('lets the reader play any legal move on either board, on that board alone', () => {
    mount('murray-strong-king');
    const sq = (side: 'left' | 'right', name: string) => pane(side).querySelector(`[data-square="${name}"]:not([data-piece])`)!;
    fireEvent.click(sq('left', 'e5'));
    fireEvent.click(sq('left', 'e7'));
    expect(piece('left', 'e7')).toBe('attacker');
    expect(piece('right', 'e5')).toBe('attacker');
    fireEvent.click(button('Reset'));
    expect(piece('left', 'e5')).toBe('attacker');
  });
});
