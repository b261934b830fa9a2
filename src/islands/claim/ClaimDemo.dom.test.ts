// @vitest-environment happy-dom
/**
 * The claim demo in a DOM, through the names a reader (or a browser test) finds: the value buttons
 * named by their labels in a group named by the rule, "Play the move", "Reset", and the outcome
 * sentence. Claims come from the engine's source-claims table (src/engine/rules/source-claims.ts).
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import ClaimDemo from './ClaimDemo';
import { testClaim } from './testing';

afterEach(cleanup);

const mount = (id: string, compare?: readonly [string, string]) =>
  render(h(ClaimDemo, { claim: testClaim(id, compare ? { compare } : {}) }));
const outcome = () => screen.getByTestId('claim-outcome').textContent ?? '';
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const piece = (container: Element, sq: string) =>
  container.querySelector(`[data-piece][data-square="${sq}"]`)?.getAttribute('data-piece') ?? null;

describe('ClaimDemo', () => {
  it("shows the statement, the citation and the reading's value pressed (source claim nielsen-11-throne-side)", () => {
    const { container } = mount('nielsen-11-throne-side');
    const root = screen.getByTestId('claim');
    expect(root.getAttribute('data-claim')).toBe('nielsen-11-throne-side');
    expect(root.textContent).toContain('Beside the throne, the king is captured by three attackers');
    expect(root.textContent).toContain('ancientgames.org 2019, Nielsen rule 11.2');
    const group = screen.getByRole('group', { name: 'The empty centre against the king' });
    expect(within(group).getByRole('button', { name: 'yes' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'no' }).getAttribute('aria-pressed')).toBe('false');
    expect(outcome()).toBe(
      "Under Nielsen's rules with Evangelists (The empty centre against the king: yes), d7-d6 captures the king: the attackers win.",
    );
    expect(piece(container, 'd7')).toBe('attacker');
    expect(screen.getByTestId('claim').querySelector('[data-testid="claim-outcome"]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('toggling the value changes the outcome sentence', () => {
    mount('nielsen-11-throne-side');
    const before = outcome();
    fireEvent.click(button('no'));
    expect(button('no').getAttribute('aria-pressed')).toBe('true');
    expect(outcome()).not.toBe(before);
    expect(outcome()).toContain('d7-d6 does not capture the king; the game goes on.');
    fireEvent.click(button('yes'));
    expect(outcome()).toBe(before);
  });

  it('"Play the move" plays the claim\'s move on the board, "Reset" restores the position', () => {
    const { container } = mount('viking-8-unarmed-king');
    fireEvent.click(button('both'));
    expect(piece(container, 'f4')).toBe('attacker');
    fireEvent.click(button('Play the move'));
    expect(piece(container, 'f5')).toBe('king');
    expect(piece(container, 'f4')).toBeNull();
    expect((button('Play the move') as HTMLButtonElement).disabled).toBe(true);
    // Another value replays the move under the new rules: the unarmed king captures nothing.
    fireEvent.click(button('none'));
    expect(piece(container, 'f5')).toBe('king');
    expect(piece(container, 'f4')).toBe('attacker');
    fireEvent.click(button('Reset'));
    expect(piece(container, 'g5')).toBe('king');
    expect(piece(container, 'f5')).toBeNull();
  });

  it('names the compared readings on their values', () => {
    mount('murray-strong-king', ['alea-murray', 'tawlbwrdd']);
    expect(button("Murray's reconstruction: four sided").getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Tawlbwrdd: two sided'));
    expect(outcome()).toBe('Under Tawlbwrdd (How the king is captured: two sided), e5-d5 captures the king: the attackers win.');
  });

  it("an illegal move cannot be played, and the sentence gives the engine's reason (source claim cyningstan-5-king-no-return)", () => {
    mount('cyningstan-5-king-no-return');
    expect((button('Play the move') as HTMLButtonElement).disabled).toBe(true);
    expect(outcome()).toContain('d5-d4 is not a legal move: The king on d5 cannot move to d4 under these rules.');
    fireEvent.click(button('anyone'));
    expect((button('Play the move') as HTMLButtonElement).disabled).toBe(false);
  });

  it("a value that refuses the setup keeps the board, under the reading's value, and says why (source claim cyningstan-16-corner-squares)", () => {
    const { container } = mount('cyningstan-16-corner-squares');
    const pieces = container.querySelectorAll('[data-piece]').length;
    fireEvent.click(button('none'));
    expect(outcome()).toContain('the rules refuse this position: The king cannot escape to a corner when there are no corner squares');
    expect(screen.getByTestId('claim-refused').textContent).toContain(
      'The board shows the position under Walker, Cyningstan web rules (Corner squares: block)',
    );
    expect(container.querySelectorAll('[data-piece]').length).toBe(pieces);
    expect((button('Play the move') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets the reader play any legal move on the board', () => {
    const { container } = mount('murray-strong-king');
    const sq = (name: string) => container.querySelector(`[data-square="${name}"]:not([data-piece])`)!;
    fireEvent.click(sq('e5'));
    fireEvent.click(sq('e7'));
    expect(piece(container, 'e7')).toBe('attacker');
    fireEvent.click(button('Reset'));
    expect(piece(container, 'e5')).toBe('attacker');
  });
});
