/** The lab's verdict in words: the cases a run can end in, sentence by sentence. */
import { describe, expect, it } from 'vitest';
import { verdict, type VerdictInput } from './verdict';

const run = (attackers: number, defenders: number, draws = 0, atLimit = 0, soFar = false): VerdictInput => ({
  counts: { games: attackers + defenders + draws, attackers, defenders, draws },
  atLimit,
  maxPlies: 400,
  soFar,
});

describe('the lab’s verdict', () => {
  it('names the side that won more, with the range of its true share (Wilson, 95 %)', () => {
    expect(verdict(run(4, 16))).toBe(
      'The defenders won 16 of 20 games; with this few games their true share could be anywhere from 58 % to 92 %. That is more than chance: with the AI playing both sides, these rules favour the defenders.',
    );
    expect(verdict(run(12, 8))).toBe(
      'The attackers won 12 of 20 games; with this few games their true share could be anywhere from 39 % to 78 %. That is too few games to tell whether either side is favoured.',
    );
  });

  it('with many games, the range is narrow and said so', () => {
    expect(verdict(run(130, 270))).toBe(
      'The defenders won 270 of 400 games; their true share is most likely between 63 % and 72 %. That is more than chance: with the AI playing both sides, these rules favour the defenders.',
    );
  });

  it('says when every game went one way', () => {
    expect(verdict(run(0, 20))).toBe(
      'The defenders won all 20 games; even so, their true share could be as low as 84 %. That is more than chance: with the AI playing both sides, these rules favour the defenders.',
    );
  });

  it('says plainly what became of games stopped at the move limit and games drawn by the rules', () => {
    expect(verdict(run(7, 8, 5, 3))).toBe(
      'The defenders won 8 of 20 games; with this few games their true share could be anywhere from 22 % to 61 %. 3 games were stopped at the move limit of 400 moves and count as draws. 2 other games ended in a draw by the rules. That is too few games to tell whether either side is favoured.',
    );
    expect(verdict(run(0, 0, 10, 10))).toBe(
      'None of the 10 games had a winner. All 10 games were stopped at the move limit of 400 moves and count as draws.',
    );
    expect(verdict(run(0, 0, 4))).toBe('None of the 4 games had a winner. All 4 games ended in a draw by the rules.');
    expect(verdict(run(3, 5, 1))).toContain(' One game ended in a draw by the rules. ');
    expect(verdict(run(0, 0, 1))).toBe('The only game had no winner. The game ended in a draw by the rules.');
    expect(verdict(run(2, 1, 1, 1))).toContain('One game was stopped at the move limit of 400 moves and counts as a draw.');
  });

  it('a tie between the sides', () => {
    expect(verdict(run(6, 6, 2))).toBe(
      'The attackers and the defenders each won 6 of 14 games; with this few games each side’s true share could be anywhere from 21 % to 67 %. 2 games ended in a draw by the rules. That is too few games to tell whether either side is favoured.',
    );
    expect(verdict(run(1000, 1000))).toContain('The two sides win about equally often.');
  });

  it('no games, one game', () => {
    expect(verdict(run(0, 0))).toBe('No game finished, so there is nothing to judge.');
    expect(verdict(run(0, 0, 0, 0, true))).toBe('No game has finished yet.');
    expect(verdict(run(1, 0))).toBe(
      'The attackers won the only game; a single game says almost nothing about the rules. That is too few games to tell whether either side is favoured.',
    );
    expect(verdict(run(0, 0, 1, 1))).toBe(
      'The only game had no winner. The game was stopped at the move limit of 400 moves and counts as a draw.',
    );
  });

  it('while the run goes on: the games so far, and no judgement yet', () => {
    expect(verdict(run(1, 4, 0, 0, true))).toBe(
      'The defenders won 4 of the 5 games played so far; with this few games their true share could be anywhere from 38 % to 96 %.',
    );
    expect(verdict(run(0, 3, 0, 0, true))).toMatch(/^The defenders won all 3 games played so far;/);
  });

  it('never shows a raw proportion or an identifier', () => {
    for (const v of [run(3, 9, 1, 1), run(0, 0, 2, 2), run(5, 5)]) expect(verdict(v)).not.toMatch(/0\.\d|move-limit|NaN|undefined/);
  });
});
