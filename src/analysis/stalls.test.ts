/**
 * The rules behind what the stall notes say of the Viking reading's stalled games, run on the engine:
 * a king alone on the edge cannot be taken where he stands, but he can be forced off it and taken,
 * and the search proves such a win from a game's last position.
 */
import { describe, expect, it } from 'vitest';
import { getPreset, legalMoves, notation, play, type Position, type RulePatch, resolveRules, startPosition } from '../engine';
import { buildGame, specOf } from '../ai/play/game-spec';
import { think } from '../ai/play/think';
import { mateIn } from '../ai/search/search';
import { PLAYER_RESULTS } from '../ai/selfplay/balance-data';
import type { PlayerId } from '../ai/selfplay/players';
import { countInWords } from '../ai/selfplay/verdict';
import { VIKING_AT_LIMIT, atLimitText } from './stalls';

const viking = (text: string, patch: RulePatch = {}): Position => {
  const p = notation.parsePosition(text, resolveRules(getPreset('viking')!, patch));
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

const after = (p: Position, move: string): Position => {
  const m = notation.parseMove(p, move);
  if (!m.ok) throw new Error(m.error.message);
  const r = play(p, m.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.position;
};

// 11×11, defenders to move: the king alone on e1, attackers on d1 and f1 beside him, on d2, f2 and e3
// around the square in front of him, and one far away on b11.
const NET = '1a9/11/11/11/11/11/11/11/4a6/3a1a5/3aka5 d';

describe('a king alone on the edge, under the Viking reading', () => {
  it('is not taken on the edge: three attackers around him there take nothing', () => {
    // Attackers on d1 and e2; f2-f1 closes his third side. A defender far away on j11 keeps the game going.
    const p = after(viking('1a7d1/11/11/11/11/11/11/11/11/4aa5/3ak6 a'), 'f2-f1');
    expect(p.outcome).toBeNull();
    expect(legalMoves(p).map((m) => notation.makeMove(p, m))).not.toContain('e1-e2');
  });

  it('walled in there with no other piece, leaves his side no move: a draw, so the attackers must leave him one', () => {
    const p = after(viking('1a9/11/11/11/11/11/11/11/11/4aa5/3ak6 a'), 'f2-f1');
    expect(p.outcome).toEqual({ winner: null, reason: 'no-moves' });
  });

  it('can be forced off it, and is taken there: his only move is inward, into four attackers', () => {
    const p = viking(NET);
    expect(legalMoves(p).map((m) => notation.makeMove(p, m))).toEqual(['e1-e2']);
    const taken = after(after(p, 'e1-e2'), 'd1-e1');
    expect(taken.outcome).toEqual({ winner: 'attackers', reason: 'king-captured' });
  });

  it('is taken on the edge at once under the third variation (the edge as a fourth side)', () => {
    const p = after(viking('1a9/11/11/11/11/11/11/11/11/4aa5/3ak6 a', { kingSideEdge: 'yes' }), 'f2-f1');
    expect(p.outcome).toEqual({ winner: 'attackers', reason: 'king-captured' });
  });

  it('loses by force from the last position of a stalled club game (seed 6), found by a search to depth 10', () => {
    const p = viking('2a8/1a7a1/a10/a10/aa9/aa9/kaa8/1a3a5/aa6aa1/a5a1a2/2a4aa2 d');
    const b = buildGame(specOf(p));
    if (!b.ok) throw new Error(b.error.message);
    const r = think(b.value, { limits: { depth: 10, nodes: 2_000_000 }, seed: 1, weights: 'hand-set' });
    // The defenders, to move, lose: the king is taken within eight moves whatever they do.
    expect(mateIn(r.score)).toBe(-8);
  });
});

// The last position of every game that still reaches the move limit (AI version 10), as `npm run stalls` replays
// them (VIKING_AT_LIMIT), defenders to move: the king walled in on the edge beside his last defender, hemmed in at
// or beside it with his last two, or alone in the open.
const AT_LIMIT = {
  walled: {
    'club level, seed 63': '11/da8a/1a8a/a10/aa6a2/kaa8/aa9/a10/a10/9a1/2a5a2 d',
    'club level, seed 82': '2a5a2/10a/a9a/7a3/6a4/11/11/11/a3a3a1a/1aaaaa1aaa1/2aakaaa1d1 d',
    'club level, seed 114': '8a2/1a5a2a/a8aa/9ak/10a/6a3a/4aa5/11/a2a4a1a/5a5/2a5da1 d',
    'deeper player, seed 20': '2a4aa2/1a7a1/aa9/a10/aa9/kaa8/a10/a10/da8a/1a9/2a8 d',
    'deeper player, seed 60': '1aa5a2/3a7/a2a7/11/10a/a8a1/a5d4/6a3a/a6a3/1a5a3/2a2aaka2 d',
  },
  hemmed: {
    'club level, seed 138': '3a4a2/daa3a4/1aa2a4a/kaaa7/da9/aa9/a10/a10/a10/1a9/7a3 d',
    'deeper player, seed 47': '2a8/1a9/a10/a10/aaa8/aaa8/dkaa7/d1aa7/aaa7a/aa9/2a8 d',
  },
  alone: {
    'other evaluation, seed 60': '1a7a1/aa3a3aa/2a8/3k7/6a4/11/11/5a5/11/aa7aa/1a2a4a1 d',
    'other evaluation, seed 86': '1a7a1/aa7aa/11/11/3a7/11/2k8/6a4/11/aa3a4a/1a7a1 d',
  },
} as const;

/** The men of each kind in a position's text, the king's square ("a6") and how far he stands from the edge, as the engine reads them. */
function census(text: string): { attackers: number; defenders: number; king: string; edge: number } {
  const b = buildGame(specOf(viking(text)));
  if (!b.ok) throw new Error(b.error.message);
  const { game } = b.value;
  const { fileOf, rankOf, names, size } = game.c.geo;
  const [f, r] = [fileOf[game.king]!, rankOf[game.king]!];
  return {
    attackers: game.attackers,
    defenders: game.defenders,
    king: names[game.king]!,
    edge: Math.min(f, r, size - 1 - f, size - 1 - r),
  };
}

const START_ATTACKERS = (() => {
  const p = startPosition('viking');
  const b = p.ok ? buildGame(specOf(p.value)) : p;
  if (!b.ok) throw new Error(b.error.message);
  return b.value.startAttackers;
})();

describe('the games that still reach the move limit under the Viking reading', () => {
  it('are, in each player’s shipped result, the games the page’s sentence tells of', () => {
    const counted = Object.values(AT_LIMIT).reduce((n, kind) => n + Object.keys(kind).length, 0);
    let shipped = 0;
    for (const [player, [atLimit, games]] of Object.entries(VIKING_AT_LIMIT.atLimit)) {
      const file = PLAYER_RESULTS.get('viking')?.get(player as PlayerId);
      expect(file?.tally.games, player).toBe(games);
      expect(file?.tally.reasons['move-limit'], player).toBe(atLimit);
      shipped += atLimit;
    }
    expect(counted).toBe(shipped);
    const kinds = Object.fromEntries(Object.entries(AT_LIMIT).map(([kind, games]) => [kind, Object.keys(games).length]));
    expect(kinds).toEqual(VIKING_AT_LIMIT.kinds);
  });

  it('are told of in sentences that name each player’s count, and say why a walled-in king is not taken', () => {
    const text = atLimitText(VIKING_AT_LIMIT, ['4 of the 200 by the club level', '2 of the 100 by another'], 800);
    expect(text).toMatch(/^4 of the 200 by the club level and 2 of the 100 by another\. Played again move for move, /);
    expect(text).toContain(`each has ${VIKING_AT_LIMIT.attackers[0]} to ${VIKING_AT_LIMIT.attackers[1]} attackers left, more than half`);
    expect(text).toContain(`In ${countInWords(VIKING_AT_LIMIT.kinds.walled)} of them the king stands on the edge walled in`);
    expect(text).toContain('do not catch him in 800 moves.');
  });

  it.each(Object.entries(AT_LIMIT.walled))(
    '%s: the king, walled in on the edge, cannot move, and only his last defender can',
    (_, text) => {
      const p = viking(text);
      const { defenders, king, edge } = census(text);
      expect([defenders, edge]).toEqual([1, 0]);
      const moves = legalMoves(p).map((m) => notation.makeMove(p, m));
      expect(moves.length).toBeGreaterThan(0);
      expect(moves.filter((m) => m.startsWith(`${king}-`))).toEqual([]);
    },
  );

  it.each(Object.entries(AT_LIMIT.hemmed))(
    '%s: the king, hemmed in at or beside the edge, has one move and his last two defenders',
    (_, text) => {
      const p = viking(text);
      const { defenders, king, edge } = census(text);
      expect(defenders).toBe(2);
      expect(edge).toBeLessThanOrEqual(1);
      expect(legalMoves(p).filter((m) => notation.makeMove(p, m).startsWith(`${king}-`))).toHaveLength(1);
    },
  );

  it.each(Object.entries(AT_LIMIT.alone))('%s: the king is alone, away from the edge', (_, text) => {
    const { defenders, edge } = census(text);
    expect(defenders).toBe(0);
    expect(edge).toBeGreaterThan(1);
  });

  it('each with more than half the attackers left, so the computer does not play it for a draw', () => {
    expect(START_ATTACKERS).toBe(24);
    const left = Object.values(AT_LIMIT).flatMap((kind) => Object.values(kind).map((t) => census(t).attackers));
    for (const n of left) expect(n * 2).toBeGreaterThan(START_ATTACKERS);
    expect([Math.min(...left), Math.max(...left)]).toEqual(VIKING_AT_LIMIT.attackers);
  });

  it('taking the last defender of a walled-in king leaves his side no move, which these rules draw: to win, the attackers must first let him out', () => {
    const p = after(after(viking(AT_LIMIT.walled['deeper player, seed 20']), 'a3-a2'), 'a4-a3');
    expect(p.outcome).toEqual({ winner: null, reason: 'no-moves' });
  });
});
