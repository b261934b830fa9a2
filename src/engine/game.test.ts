/** Edge cases of the game core that the source-claims table does not reach. */
import { describe, expect, it } from 'vitest';
import { makeMove, parseMove, parsePosition } from './notation';
import { squareName } from './geometry';
import { geometryOf, legalMoves, play, type Position } from './position';
import { getPreset, resolveRules } from './rules/presets';
import type { RulePatch } from './rules/ruleset';
import { PASS } from './types';

function pos(preset: string, text: string, patch: RulePatch = {}): Position {
  const r = parsePosition(text, resolveRules(getPreset(preset)!, patch));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const names = (p: Position, squares: readonly number[]) => squares.map((s) => squareName(geometryOf(p), s)).sort();

function after(p: Position, move: string) {
  const m = parseMove(p, move);
  if (!m.ok) throw new Error(m.error.message);
  const r = play(p, m.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('edge forts (Copenhagen)', () => {
  // 11×11: king f1, empty f2 g1 g2, walls e1 e2 f3 g3 h2, and h1 completes the fort.
  const FORT = '11/11/11/11/a10/11/11/11/5dd4/4d2d3/4dk2d2 d';

  it('a closed fort the attackers cannot break wins', () => {
    const r = after(pos('copenhagen', FORT), 'i1-h1');
    expect(r.position.outcome).toEqual({ winner: 'defenders', reason: 'edge-fort' });
  });

  it('a fort with a wall piece the attackers could capture does not win', () => {
    // Without g3, the cap f3 can be taken between e3 and g3.
    const open = '11/11/11/11/a10/11/11/11/5d5/4d2d3/4dk2d2 d';
    const r = after(pos('copenhagen', open), 'i1-h1');
    expect(r.position.outcome).toBeNull();
  });

  it('an attacker inside the fort breaks it', () => {
    const inside = '11/11/11/11/a10/11/11/11/5dd4/4d1ad3/4dk2d2 d';
    const r = after(pos('copenhagen', inside), 'i1-h1');
    expect(r.position.outcome).toBeNull();
  });
});

describe('shieldwall (Copenhagen)', () => {
  it('captures every member but the king', () => {
    // Rank 1: attacker b1, defender c1, king d1, defender e1, attacker g1; attackers in front on c2 d2 e2.
    const p = pos('copenhagen', '11/11/11/11/11/11/11/11/11/2aaa6/1adkd1a4 a');
    const r = after(p, 'g1-f1');
    expect(names(r.position, r.captures)).toEqual(['c1', 'e1']);
    expect(r.position.outcome).toBeNull();
  });

  it('needs an enemy in front of every member', () => {
    // d1 has no attacker in front of it, so the row c1-d1 is not a shieldwall.
    const p = pos('copenhagen', '11/11/11/11/11/11/5k5/11/11/2a1a6/1add1a5 a');
    const r = after(p, 'f1-e1');
    expect(r.captures).toEqual([]);
  });
});

describe('a player with no legal move', () => {
  // Brandubh 7×7: the lone king on d1 is boxed in by c1, e1 and d2 but not captured (the edge protects a
  // four-sided king). The attacker d3 steps to d2.
  const BOXED = '7/7/7/7/3a3/7/2aka2 a';

  it('may pass when the rule says so, and the game goes on', () => {
    const p = pos('brandubh', BOXED, { noMoves: 'pass', kingCapture: 'four-sided' });
    const r = after(p, 'd3-d2');
    expect(r.position.outcome).toBeNull();
    expect(legalMoves(r.position)).toEqual([PASS]);
    const passed = play(r.position, PASS);
    expect(passed.ok && passed.value.position.turn).toBe('attackers');
  });

  it('loses the game under the default rule', () => {
    const r = after(pos('brandubh', BOXED, { kingCapture: 'four-sided' }), 'd3-d2');
    expect(r.position.outcome).toEqual({ winner: 'attackers', reason: 'no-moves' });
  });

  it('a setup where the side to move is already stuck is over before it starts', () => {
    const p = pos('brandubh', '7/7/7/7/7/3a3/2aka2 d', { kingCapture: 'four-sided' });
    expect(p.outcome).toEqual({ winner: 'attackers', reason: 'no-moves' });
    expect(legalMoves(p)).toEqual([]);
  });
});

describe('repetition', () => {
  it('counts occurrences after a capture and ends the game on the third', () => {
    // e6-e2 captures d2 (between c2 and e2); then king and attacker shuffle back and forth.
    let p = pos('brandubh', '7/4a2/7/k6/7/2ad3/7 a', { repetition: 'draw' });
    const first = after(p, 'e6-e2');
    expect(names(first.position, first.captures)).toEqual(['d2']);
    p = first.position;
    const shuffle = ['a4-a5', 'e2-e3', 'a5-a4', 'e3-e2', 'a4-a5', 'e2-e3', 'a5-a4'];
    for (const m of shuffle) {
      p = after(p, m).position;
      expect(p.outcome).toBeNull();
    }
    p = after(p, 'e3-e2').position; // the position after the capture occurs for the third time
    expect(p.outcome).toEqual({ winner: null, reason: 'repetition' });
  });
});

describe('corner shapes', () => {
  it("Nielsen's 12 red squares: the king may reach a2 but never the unused a1", () => {
    const p = pos('alea-nielsen-2015', '7/7/7/k6/7/7/3a3 d');
    const kingMoves = legalMoves(p).map((m) => makeMove(p, m));
    expect(kingMoves).toContain('a4-a2');
    expect(kingMoves).not.toContain('a4-a1');
  });

  it('no piece but the king may enter a corner square', () => {
    const p = pos('alea-nielsen-2015', '7/7/7/k6/7/7/3a3 a');
    const moves = legalMoves(p).map((m) => makeMove(p, m));
    expect(moves).toEqual(expect.arrayContaining(['d1-c1', 'd1-e1']));
    for (const bad of ['d1-b1', 'd1-a1', 'd1-f1', 'd1-g1']) expect(moves).not.toContain(bad);
  });
});
