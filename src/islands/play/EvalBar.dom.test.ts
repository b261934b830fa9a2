// @vitest-environment happy-dom
/**
 * The evaluation bar as drawn: words from describeScore (never a number of points), the meter's
 * value and the defenders' fill, for an ordinary score, the king about to escape, a forced win and a
 * finished game.
 */
import { cleanup, render } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { WIN } from '../../ai/search/search-table';
import { ESCAPE_NOW } from '../../ai/eval/tafl-context';
import { EvalBar } from './AiControls';
import { describeScore, outcomeReading, type BarReading } from './evaluation';

afterEach(cleanup);

function drawn(reading: BarReading | null, depth: number | null) {
  render(h(EvalBar, { reading, depth }));
  const meter = screen.getByRole('meter');
  const fill = screen.getByTestId('eval-bar').querySelector<HTMLElement>('.play-eval-defenders')!;
  return { text: screen.getByTestId('eval-label').textContent, now: Number(meter.getAttribute('aria-valuenow')), width: fill.style.width };
}

describe('the evaluation bar', () => {
  it('says “Evaluating…” at half before a score comes', () => {
    expect(drawn(null, null)).toEqual({ text: 'Evaluation: Evaluating…', now: 50, width: '50%' });
  });

  it('an ordinary score in words, with the depth', () => {
    const r = drawn(describeScore(-180, null, 'defenders'), 3);
    expect(r.text).toBe('Evaluation: The attackers are better (the AI’s judgement at depth 3)');
    expect(r.now).toBeLessThan(50);
    expect(r.width).toBe(`${r.now}%`);
  });

  it('ESCAPE_NOW fills the bar for the defenders and never shows 30000', () => {
    const r = drawn(describeScore(ESCAPE_NOW, null, 'defenders'), 3);
    expect(r).toEqual({
      text: 'Evaluation: The defenders are winning: the king is about to escape (the AI’s judgement at depth 3)',
      now: 100,
      width: '100%',
    });
    expect(r.text).not.toMatch(/30000|\+/);
  });

  it('a forced win empties it for the attackers; a finished game has no depth', () => {
    expect(drawn(describeScore(WIN - 3, 3, 'attackers'), 6)).toMatchObject({
      text: 'Evaluation: The attackers win in 2 moves, whatever the defenders do (the AI’s judgement at depth 6)',
      now: 0,
    });
    cleanup();
    expect(drawn(outcomeReading(null), null)).toEqual({ text: 'Evaluation: The game is drawn', now: 50, width: '50%' });
  });
});
