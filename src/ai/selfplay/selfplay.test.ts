/** Whole games between two AIs: they always end, by a rule where the rules can end them. */
import { describe, expect, it } from 'vitest';
import { PRESET_IDS, getPreset, notation, possibleEndings, resolveRules, squareName, startPosition } from '../../engine';
import { buildGame, specOf } from '../play/game-spec';
import { END_REASONS, playSelfGame, type GameSummary } from './selfplay';

/**
 * A node budget per move far below the beginner's (6,000 on 11×11): these tests are about the game
 * loop (it ends by a rule or at the limit, replays from its seed), not the players' strength, and a
 * whole game on a 19×19 board at the beginner's budget takes tens of seconds. `npm run balance` plays
 * the real levels.
 */
const NODES = 300;

const play = (preset: string, seed: number, maxPlies = 160): GameSummary => {
  const start = startPosition(preset);
  if (!start.ok) throw new Error(start.error.message);
  const r = playSelfGame({ spec: specOf(start.value), level: 'beginner', maxPlies, nodes: NODES }, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('self-play', () => {
  for (const preset of PRESET_IDS) {
    it(`${preset}: a game between two AIs ends`, () => {
      const g = play(preset, 1);
      expect(END_REASONS).toContain(g.reason);
      expect(g.plies).toBeGreaterThan(0);
      // By a rule, or stopped as a draw exactly at the limit (two beginners may still be manoeuvring).
      expect(g.plies).toBeLessThanOrEqual(160);
      if (g.reason === 'move-limit') expect(g).toMatchObject({ winner: null, plies: 160 });
      else expect(possibleEndings(resolveRules(getPreset(preset)!))).toContain(g.reason);
    });
  }

  it('replays exactly from its seed, and other seeds open differently', () => {
    expect(play('brandubh', 7)).toEqual(play('brandubh', 7));
    const lengths = new Set([1, 2, 3, 4, 5, 6].map((s) => play('brandubh', s).plies));
    expect(lengths.size).toBeGreaterThan(1);
  });

  it('stops at the ply limit and says so, with how the game stood then', () => {
    const g = play('alea-murray', 3, 12);
    expect(g).toMatchObject({ reason: 'move-limit', winner: null, plies: 12 });
    // The same game replayed beside it, move by move: the counts, the king's square and the quiet plies are its.
    const start = startPosition('alea-murray');
    if (!start.ok) throw new Error(start.error.message);
    const spec = specOf(start.value);
    const replay = buildGame(spec);
    if (!replay.ok) throw new Error(replay.error.message);
    const r = replay.value.game;
    playSelfGame({ spec, level: 'beginner', maxPlies: 12, nodes: NODES }, 3, (move) => r.make(move));
    expect(g.stopped).toEqual({
      attackers: r.attackers,
      defenders: r.defenders,
      king: squareName(r.c.geo, r.king),
      quietPlies: r.quietPlies,
    });
    expect(g.stopped!.king).toMatch(/^[a-s]\d+$/);
    expect(g.stopped!.quietPlies).toBeLessThanOrEqual(12);
    // A game a rule ended says nothing of the kind.
    const ended = play('brandubh', 7);
    expect(ended.reason).not.toBe('move-limit');
    expect(ended.stopped).toBeUndefined();
  });
});

describe('matching AI versions', () => {
  it("passes each side's use of the lone king's budget to its searches", () => {
    // Viking: the king alone on a5 against 23 attackers, where version 9 searches at least 800,000 positions.
    const pos = notation.parsePosition(
      '2a8/1a7a1/a10/a10/aa9/aa9/kaa8/1a3a5/aa6aa1/a5a1a2/2a4aa2 d',
      resolveRules(getPreset('viking')!, {}),
    );
    if (!pos.ok) throw new Error(pos.error.message);
    const nodes: number[] = [];
    const job = {
      spec: specOf(pos.value),
      // The club level sets no depth, so only the budget stops its search; the hand-set weights need no network.
      level: 'club' as const,
      weights: { attackers: 'hand-set', defenders: 'hand-set' } as const,
      maxPlies: 2,
      nodes: NODES,
      openingPlies: 0,
      switches: { attackers: { loneKingBudget: false }, defenders: { loneKingBudget: false } },
    };
    const r = playSelfGame(job, 1, (_, search) => nodes.push(search.nodes));
    if (!r.ok) throw new Error(r.error.message);
    // Both sides searched with the job's own budget (within one check interval), as version 8 did.
    expect(nodes).toHaveLength(2);
    for (const n of nodes) expect(n).toBeLessThanOrEqual(NODES + 1024);
  });
});
