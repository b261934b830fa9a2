import { describe, expect, it } from 'vitest';
import { PRESETS, getPreset, SOURCE_IDS } from '../engine';
import {
  ALEA_HUMAN_NOTE,
  HUMAN_STATS,
  gapFigures,
  gapSentence,
  humanNoteFor,
  humanSentence,
  humanStatsFor,
  ladderDoubt,
  strengthTestSentence,
} from './human-stats';
import { wilson } from '../ai/selfplay/stats';

describe('human statistics (project notes on human play)', () => {
  it.each(HUMAN_STATS.map((h) => [h.preset, h] as const))('%s: a known reading, shares adding up to 100 %%', (_, h) => {
    expect(getPreset(h.preset), h.preset).toBeDefined();
    expect(Math.abs(h.defenders + h.attackers + h.draws - 100)).toBeLessThanOrEqual(0.2);
    for (const p of [h.defenders, h.attackers, h.draws]) expect(p).toBeGreaterThanOrEqual(0);
    if (h.games !== null) expect(Number.isInteger(h.games) && h.games > 0).toBe(true);
    expect(SOURCE_IDS).toContain(h.cite.source);
  });

  it('has one entry per reading, for Copenhagen, Brandubh and Fetlar', () => {
    expect(HUMAN_STATS.map((h) => h.preset).sort()).toEqual(['brandubh', 'copenhagen', 'fetlar']);
  });

  it('writes the sentence the pages show', () => {
    expect(humanSentence(humanStatsFor('copenhagen')!)).toBe(
      'Human play (aagenielsen.dk, 1,721 games): defenders 55.8 %, attackers 43.8 %, draws 0.4 %',
    );
    expect(humanSentence(humanStatsFor('fetlar')!)).toBe(
      'Human play (an aagenielsen.dk tournament, 2011): defenders 44 %, attackers 39 %, draws 17 %',
    );
  });

  it('attaches the qualitative Alea note to every Alea Evangelii reading and to no other', () => {
    for (const p of PRESETS) expect(humanNoteFor(p.id), p.id).toBe(p.group === 'alea' ? ALEA_HUMAN_NOTE : undefined);
    expect(ALEA_HUMAN_NOTE.text).toContain('"hopelessly difficult"');
    expect(ALEA_HUMAN_NOTE.text).toContain('20 December 2014');
    expect(humanStatsFor('alea-murray')).toBeUndefined();
  });

  it('states the gap between the computer and people in points, the gap as the difference of the figures shown, a cause as a hypothesis', () => {
    const h = humanStatsFor('copenhagen')!;
    expect(gapSentence(h, { p: 0.7783, lo: 0.71, hi: 0.84 })).toBe(
      "People's defenders won 55.8 % of their games, the computer's 77.8 %, 22.0 points more. The project's hypothesis, not tested here: the gap measures the computer player as much as the rules, since it looks only a few moves ahead, and the attackers' slow work of closing the corners and the ring around the king may be harder for it to plan than the king's quick runs to safety.",
    );
    expect(gapSentence(h, { p: 0.62, lo: 0.58, hi: 0.66 })).toBe(
      "People's defenders won 55.8 % of their games, the computer's 62.0 %, 6.2 points more: close, though outside the computer's 95 % interval.",
    );
    expect(gapSentence(h, { p: 0.6, lo: 0.5, hi: 0.69 })).toBe(
      "People's defenders won 55.8 % of their games, the computer's 60.0 %: people's share lies within the computer's 95 % interval, so on this count the two agree.",
    );
    expect(gapSentence(h, { p: 0.3, lo: 0.25, hi: 0.35 })).toContain('25.8 points fewer. The project’s hypothesis'.replace('’', "'"));
    // Where the computer played the rules people played rather than the reading's, the sentence says so.
    expect(gapSentence(h, { p: 0.62, lo: 0.58, hi: 0.66 }, false, 'the rules people played')).toBe(
      "People's defenders won 55.8 % of their games, the computer's, playing the rules people played, 62.0 %, 6.2 points more: close, though outside the computer's 95 % interval.",
    );
    // 0.5584 shows as 55.8 %, the same as people's: no gap is made from the hidden digits.
    expect(gapFigures(h, 0.5584)).toEqual({ ours: '55.8', gap: 0, words: 'the same share' });
  });
});

describe('the gap put to a test by a stronger player', () => {
  const h = humanStatsFor('copenhagen')!;
  it('says whether searching more brings the computer nearer people’s share, by at least five points', () => {
    expect(strengthTestSentence(h, 0.7, { p: 0.6, lo: 0.5, hi: 0.7 }, 4)).toBe(
      "Searching 4 times as many positions per move, the computer's defenders won 60 % (50–70 %), 10 points nearer people's: looking further ahead does bring the computer toward people, as the hypothesis expects.",
    );
    expect(strengthTestSentence(h, 0.7, { p: 0.8, lo: 0.7, hi: 0.9 }, 4)).toMatch(
      /10 points further from people's: .* does not account for the gap\.$/,
    );
    expect(strengthTestSentence(h, 0.7, { p: 0.68, lo: 0.6, hi: 0.76 }, 4)).toMatch(
      /about as far from people's: looking further ahead does not close the gap/,
    );

    // People's 55.8 %: a club level within ten points has no gap to explain, and no hypothesis is named.
    expect(strengthTestSentence(h, 0.62, { p: 0.54, lo: 0.47, hi: 0.6 }, 4)).toBe(
      "Searching 4 times as many positions per move, the computer's defenders won 54 % (47–60 %), 2 points from people's share, the club level 6: looking further ahead keeps the computer close to people.",
    );
    expect(strengthTestSentence(h, 0.62, { p: 0.32, lo: 0.21, hi: 0.44 }, 4)).toMatch(
      /, 24 points from people's share, the club level 6: looking further ahead takes the computer away from people\.$/,
    );
  });
  it('where the ladder under the same rules contradicts it beyond chance, says the ladder does not bear the hypothesis out', () => {
    // People's 55.8 %; the club level 70 % of 200 games; four times the budget 60 %.
    const club = wilson(140, 200);
    const rungs = (quarter: number, twice: number) => [
      { factor: 0.25, share: wilson(quarter, 100) },
      { factor: 1, share: club },
      { factor: 2, share: wilson(twice, 100) },
    ];
    // A quarter of the budget 56 %: searching less also comes nearer people, beyond chance.
    expect(strengthTestSentence(h, club.p, { p: 0.6, lo: 0.5, hi: 0.7 }, 4, { club, rungs: rungs(56, 72) })).toBe(
      "Searching 4 times as many positions per move, the computer's defenders won 60 % (50–70 %), 10 points nearer people's; but the ladder below does not show the computer coming steadily toward people as it searches more: at ¼ × the budget, searching less, its defenders won 56 % (46–65 %), also nearer people's than at its own, a difference chance alone would seldom give. So the ladder does not bear the hypothesis out.",
    );
    // Twice the budget 88 %: further from people, beyond chance; both named.
    expect(strengthTestSentence(h, club.p, { p: 0.6, lo: 0.5, hi: 0.7 }, 4, { club, rungs: rungs(56, 88) })).toMatch(
      /also nearer people's than at its own and at 2 × the budget its defenders won 88 % \(80–93 %\), further from people's than at its own, differences chance alone/,
    );
    // A quarter at 80 % and twice at 66 %: the ladder goes the hypothesis's way, or within chance of it.
    expect(strengthTestSentence(h, club.p, { p: 0.6, lo: 0.5, hi: 0.7 }, 4, { club, rungs: rungs(80, 66) })).toMatch(
      /10 points nearer people's: looking further ahead does bring the computer toward people, as the hypothesis expects\.$/,
    );
    // A rung nearer people, but within chance of the club level's share, is no contradiction.
    expect(ladderDoubt(h, { club, rungs: rungs(64, 72) })).toBeNull();
  });
  it('the gap sentence no longer calls its hypothesis untested when the test follows', () => {
    expect(gapSentence(h, { p: 0.78, lo: 0.71, hi: 0.84 }, true)).toContain("The project's hypothesis: the gap");
    expect(gapSentence(h, { p: 0.78, lo: 0.71, hi: 0.84 })).toContain("The project's hypothesis, not tested here:");
  });
});
