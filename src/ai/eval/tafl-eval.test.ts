/**
 * The evaluation's features on positions whose answer can be counted by hand, and the hand-set
 * weights giving exactly the evaluation the AI had before tuning (the one the tuned AI is matched
 * against in npm run bench:ai).
 */
import { describe, expect, it } from 'vitest';
import { notation, resolveRules, getPreset, PRESET_IDS, startPosition } from '../../engine';
import { ATTACKER, DEFENDER, EMPTY, EVANGELIST, MAX_MOVES, mulberry32, toGame, type Game } from '../../engine/core';
import { buildGame, specOf } from '../play/game-spec';
import { makeTafl } from './tafl';
import { ATTACKER_BIT, DEFENDER_BIT, ESCAPE_NOW, F, FEATURE_COUNT, TaflContext } from './tafl-context';
import { atRisk, evaluate, measure, mobilities } from './tafl-eval';

/** What the evaluation gave, before the weights became a vector, along 30 seeded random plies. */
const BEFORE_TUNING: Record<string, number[]> = {
  copenhagen: [
    24, -24, 24, -24, 24, -24, 24, -24, 24, -24, 24, -24, 24, -24, 24, -24, 24, -24, -112, 112, -112, 112, -112, 112, -248, 132, -132, 132,
    -132, 132,
  ],
  brandubh: [
    -6, 2, -32, 24, -24, 24, -28, 24, -176, 176, -296, 316, -286, 286, -286, 258, -264, 264, -264, 264, -260, 260, -290, 290, -268, 268,
    -268, 268, -238, -368,
  ],
  'alea-murray': [
    168, -168, 168, -168, 168, -168, 168, -176, 176, -176, 176, -176, 173, -173, 173, -173, 173, -173, 173, -173, 173, -173, 173, -181, 181,
    -185, 182, -182, 182, -182,
  ],
  tablut: [
    114, -114, 114, -114, 120, -124, 124, -124, 124, -124, 124, -124, 124, -164, 164, -232, 232, -260, 260, -1062, 30000, -138, 144, -144,
    144, -144, 144, -274, 272, -1038,
  ],
};

const names = (g: Game, squares: Int32Array): string[] => Array.from(squares, (s) => g.c.geo.names[s]!).sort();

function game(preset: string, placement: string, turn: 'a' | 'd' = 'a'): { g: Game; x: TaflContext } {
  const pos = notation.parsePosition(`${placement} ${turn}`, resolveRules(getPreset(preset)!, {}));
  if (!pos.ok) throw new Error(pos.error.message);
  const start = startPosition(preset);
  if (!start.ok) throw new Error(start.error.message);
  const b = buildGame(specOf(start.value));
  if (!b.ok) throw new Error(b.error.message);
  const g = toGame(pos.value);
  return { g, x: new TaflContext(g.c, b.value.startAttackers, b.value.startDefenders, null) };
}

/** A reading's start with some rules changed, and the hand-set context for it. */
function fromStart(preset: string, patch: Record<string, string>): { g: Game; x: TaflContext } {
  const start = startPosition(preset, { patch });
  if (!start.ok) throw new Error(start.error.message);
  const b = buildGame(specOf(start.value));
  if (!b.ok) throw new Error(b.error.message);
  const g = b.value.game;
  return { g, x: new TaflContext(g.c, b.value.startAttackers, b.value.startDefenders, null) };
}

describe('hand-set weights', () => {
  it.each(Object.keys(BEFORE_TUNING))('%s: the evaluation before tuning, to the point', (preset) => {
    const start = startPosition(preset);
    if (!start.ok) throw new Error(start.error.message);
    const b = buildGame(specOf(start.value));
    if (!b.ok) throw new Error(b.error.message);
    const g = b.value.game;
    const t = makeTafl(g.c, b.value.startAttackers, b.value.startDefenders, null);
    const rnd = mulberry32(11);
    const buf = new Int32Array(MAX_MOVES);
    const got: number[] = [];
    for (let p = 0; p < 30; p++) {
      const n = g.generate(buf);
      if (!n) break;
      g.make(buf[rnd() % n]!);
      if (g.outcomeCode) {
        g.unmake();
        break;
      }
      got.push(t.evaluate(g));
    }
    expect(got).toEqual(BEFORE_TUNING[preset]);
  });
});

describe('features', () => {
  it('Copenhagen: the guard and blockoff squares of the four corners', () => {
    const { g, x } = game('copenhagen', '11/11/11/11/11/5k5/11/11/11/11/11');
    expect(names(g, x.guards)).toEqual(['a10', 'a2', 'b1', 'b10', 'b11', 'b2', 'j1', 'j10', 'j11', 'j2', 'k10', 'k2'].sort());
    expect(names(g, x.blockoff)).toEqual(['a3', 'a9', 'b2', 'b10', 'c1', 'c11', 'i1', 'i11', 'j2', 'j10', 'k3', 'k9'].sort());
  });

  it('counts a closed corner, the king on an open board, and what he reaches', () => {
    // Attackers on a3, b2 and c1 close the a1 corner; the king alone on f6.
    const { g, x } = game('copenhagen', '11/11/11/11/11/5k5/11/11/a10/1a9/2a8');
    const f = new Float64Array(FEATURE_COUNT);
    expect(measure(x, g, f, true)).toBe(true);
    expect(f[F.blockoff]).toBe(3);
    expect(f[F.cornerBlocks]).toBe(1);
    // b2 both guards the corner (it touches a1) and blocks it off.
    expect(f[F.guards]).toBe(1);
    expect(f[F.goalsReachable]).toBe(0.75);
    expect(f[F.sealed]).toBe(0);
    expect(f[F.kingMobility]).toBe(20);
    expect(f[F.kingOnEdge]).toBe(0);
    expect(f[F.kingDistance]).toBe(10 / 11);
    // The king's region is every square but the three attackers and the corner they close (a1, a2, b1).
    expect(f[F.regionArea]).toBeCloseTo((121 - 6) / 121, 12);
    expect(f[F.regionEdge]).toBeCloseTo((40 - 5) / 40, 12);
    // a3: a4-a10, a2 and b3-k3; b2: b3-b11, b1, a2 and c2-k2; c1: c2-c11, b1 and d1-j1 (never a corner).
    expect(f[F.attackerMobility]).toBe(7 + 1 + 10 + (9 + 1 + 1 + 9) + (10 + 1 + 7));
    expect(f[F.defenderMobility]).toBe(0);
  });

  it('with the defenders to move and a line open, the king escapes: no features, ESCAPE_NOW', () => {
    const { g, x } = game('copenhagen', '11/11/11/11/11/11/11/11/11/k10/11', 'd');
    expect(measure(x, g, new Float64Array(FEATURE_COUNT), true)).toBe(false);
    expect(evaluate(x, g)).toBe(ESCAPE_NOW);
  });
});

describe('mobility', () => {
  /** Every piece's rays walked one by one, as the rules' stop and pass masks allow. */
  function reference(x: TaflContext, g: Game, cell: number): number {
    const bit = cell === ATTACKER ? ATTACKER_BIT : DEFENDER_BIT;
    let n = 0;
    for (const sq of g.c.geo.squares) {
      if (g.board[sq] !== cell) continue;
      for (const d of g.c.geo.dirs) {
        for (let t = sq + d; g.board[t] === EMPTY; t += d) {
          if (x.stopMask[t]! & bit) n++;
          if (x.oneStep || !(x.passMask[t]! & bit)) break;
        }
      }
    }
    return n;
  }

  const cases = [
    ...PRESET_IDS.map((id) => [id, {}] as const),
    ['copenhagen', { movement: 'one-step' }] as const,
    ['alea-walker-2014', { throneLanding: 'nobody', thronePass: 'king-only' }] as const,
  ];
  it.each(cases)('%s %o: counted run by run, it equals every piece walked ray by ray, along 60 random plies', (id, patch) => {
    const { g, x } = fromStart(id, patch);
    const out = new Float64Array(FEATURE_COUNT);
    const buf = new Int32Array(MAX_MOVES);
    const rnd = mulberry32(7);
    let checked = 0;
    for (let ply = 0; ply < 60 && g.outcomeCode === 0; ply++) {
      mobilities(x, g.board, out, true, true);
      expect([out[F.attackerMobility], out[F.defenderMobility]]).toEqual([reference(x, g, ATTACKER), reference(x, g, DEFENDER)]);
      checked++;
      const n = g.generate(buf);
      if (n === 0) break;
      g.make(buf[rnd() % n]!);
    }
    expect(checked).toBeGreaterThan(10);
    // Only the side asked for is written.
    out.fill(-1);
    mobilities(x, g.board, out, false, true);
    expect(out[F.attackerMobility]).toBe(-1);
    expect(out[F.defenderMobility]).toBe(reference(x, g, DEFENDER));
  });
});

describe('pieces at risk', () => {
  /** The victims the side to move takes with some one move, as the engine plays every move. */
  function takenByOneMove(g: Game): number {
    const victims = g.turn === 0 ? [DEFENDER, EVANGELIST] : [ATTACKER];
    const before = g.board.slice();
    const taken = new Set<number>();
    const buf = new Int32Array(MAX_MOVES);
    const n = g.generate(buf);
    for (let i = 0; i < n; i++) {
      g.make(buf[i]!);
      for (const sq of g.captured) if (victims.includes(before[sq]!)) taken.add(sq);
      g.unmake();
    }
    return taken.size;
  }

  // Every capture is a hammer stepping next to a victim with an anvil beyond, once the captures the
  // count leaves aside (shieldwalls, Evangelists' jumps) are switched off and a move takes all it can.
  const plain = { shieldwall: 'no', evangelists: 'ordinary', multiCapture: 'yes' } as const;
  const cases = [
    ...PRESET_IDS.map((id) => [id, plain] as const),
    ['copenhagen', { ...plain, movement: 'one-step' }] as const,
    ['brandubh', { ...plain, kingArmed: 'anvil' }] as const,
    ['brandubh', { ...plain, kingArmed: 'mover' }] as const,
    ['tablut', { ...plain, edgeCaptures: 'yes' }] as const,
  ];
  it.each(cases)('%s %o: equals the victims some one move of the engine takes, along 80 random plies', (id, patch) => {
    const { g, x } = fromStart(id, patch);
    const buf = new Int32Array(MAX_MOVES);
    const rnd = mulberry32(5);
    let captures = 0;
    let checked = 0;
    for (let ply = 0; ply < 80 && g.outcomeCode === 0; ply++) {
      const expected = takenByOneMove(g);
      atRisk(x, g.board);
      expect(g.turn === 0 ? x.menAtRisk : x.attackersAtRisk).toBe(expected);
      captures += expected;
      checked++;
      const n = g.generate(buf);
      if (n === 0) break;
      g.make(buf[rnd() % n]!);
    }
    expect(checked).toBeGreaterThan(20);
    expect(captures).toBeGreaterThan(0);
  });

  it('a man between an attacker and a square another attacker reaches is at risk, counted for the side to move', () => {
    // Rank 3: an attacker on c3 reaches d3, beside the man on e3, whom the attacker on f3 closes.
    const placement = '11/11/11/11/11/5k5/11/11/2a1da5/11/11';
    const f = new Float64Array(FEATURE_COUNT);
    const a = game('copenhagen', placement, 'a');
    atRisk(a.x, a.g.board);
    expect([a.x.menAtRisk, a.x.attackersAtRisk]).toEqual([1, 0]);
    expect(measure(a.x, a.g, f, true)).toBe(true);
    expect([f[F.menAtRiskAttackersToMove], f[F.menAtRiskDefendersToMove], f[F.attackersAtRiskAttackersToMove]]).toEqual([1, 0, 0]);
    const d = game('copenhagen', placement, 'd');
    expect(measure(d.x, d.g, f, true)).toBe(true);
    expect([f[F.menAtRiskAttackersToMove], f[F.menAtRiskDefendersToMove], f[F.attackersAtRiskDefendersToMove]]).toEqual([0, 1, 0]);
    // With the attacker on f3 gone, nothing closes the man's other side.
    const open = game('copenhagen', '11/11/11/11/11/5k5/11/11/2a1d6/11/11', 'a');
    atRisk(open.x, open.g.board);
    expect(open.x.menAtRisk).toBe(0);
  });
});
