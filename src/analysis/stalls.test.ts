/**
 * The rules behind what the stall notes say of the Viking reading's stalled games, run on the engine:
 * a king alone on the edge cannot be taken where he stands, but he can be forced off it and taken,
 * and the search proves such a win from a game's last position.
 */
import { describe, expect, it } from 'vitest';
import { getPreset, legalMoves, notation, play, type Position, type RulePatch, resolveRules } from '../engine';
import { buildGame, specOf } from '../ai/play/game-spec';
import { think } from '../ai/play/think';
import { mateIn } from '../ai/search/search';

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
