/**
 * The AI by node and depth budgets only (never the clock): tactics it must see, legality over
 * random positions of every preset, reproducibility, and that it leaves the game as it found it.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  makeMoveCode,
  moveFrom,
  moveTo,
  parseSquare,
  getPreset,
  PRESET_IDS,
  resolveRules,
  startPosition,
  type RulePatch,
  notation,
} from '../../engine';
import { MAX_MOVES, mulberry32 } from '../../engine/core';
import { buildGame, specOf, type BuiltGame } from '../play/game-spec';
import { LEVEL_IDS, LEVELS, STALL_PLIES } from '../play/levels';
import { loadPolicy, policyFor } from '../policy/policies';
import { readFromDisk } from '../../../scripts/network-files';
import type { PolicyNet } from '../policy/policy-net';
import { mateIn, WIN } from './search';
import { likeliest, preferred } from './search-root';
import { think } from '../play/think';
import type { SearchInfo } from './types';

type Think = typeof think;

function built(preset: string, position: string, patch: RulePatch = {}): BuiltGame {
  const rules = resolveRules(getPreset(preset)!, patch);
  const pos = notation.parsePosition(position, rules);
  if (!pos.ok) throw new Error(pos.error.message);
  const b = buildGame(specOf(pos.value));
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

/** The loaded network of the game's rules (the test loads it first). */
const policyForTest = (b: BuiltGame): PolicyNet => {
  const net = policyFor(b.game.c);
  if (!net) throw new Error('the network is not loaded');
  return net;
};

const sq = (b: BuiltGame, name: string): number => {
  const r = parseSquare(b.game.c.geo, name);
  if (!r.ok) throw new Error(name);
  return r.value;
};

/** Seeded random play from a preset's start; stops before a move that ends the game. */
function randomGame(preset: string, plies: number, seed: number): BuiltGame {
  const start = startPosition(preset);
  if (!start.ok) throw new Error(start.error.message);
  const b = buildGame(specOf(start.value));
  if (!b.ok) throw new Error(b.error.message);
  const g = b.value.game;
  const rnd = mulberry32(seed);
  const buf = new Int32Array(MAX_MOVES);
  for (let i = 0; i < plies; i++) {
    const n = g.generate(buf);
    if (n === 0) break;
    g.make(buf[rnd() % n]!);
    if (g.outcomeCode !== 0) {
      g.unmake();
      break;
    }
  }
  return b.value;
}

// The club and strong levels consult Brandub's move-prediction network on its 7×7 board (AI version 11):
// it is read once, as the worker does before a level's first search there.
beforeAll(async () => {
  await loadPolicy(built('brandubh', '7/7/7/7/7/7/2k4 d').game.c, readFromDisk);
});

describe('tactics', () => {
  // Brandubh: corners a1, a7, g1, g7. The king on c1 sees a1 past b1; e1 shuts the way to g1.
  const OPEN_LEFT = '7/7/7/7/1a5/7/2k1a2';

  it('the defenders escape in one when the king has an open line', () => {
    const b = built('brandubh', `${OPEN_LEFT} d`);
    const r = think(b, { limits: { depth: 3 }, seed: 1 });
    expect(moveFrom(r.best)).toBe(sq(b, 'c1'));
    expect(moveTo(r.best)).toBe(sq(b, 'a1'));
    expect(r.score).toBe(WIN - 1);
    expect(mateIn(r.score)).toBe(1);
  });

  it('the attackers shut the only open line', () => {
    const b = built('brandubh', `${OPEN_LEFT} a`);
    for (const seed of [1, 2, 3]) {
      const r = think(b, { limits: { depth: 2 }, seed });
      expect(moveTo(r.best), `seed ${seed}`).toBe(sq(b, 'b1'));
      expect(r.score).toBeGreaterThan(-WIN / 2);
    }
  });

  it('with no attacker able to block, the attackers see the loss', () => {
    const b = built('brandubh', '7/7/7/7/7/a6/2k1a2 a');
    const r = think(b, { limits: { depth: 2 }, seed: 1 });
    expect(mateIn(r.score)).toBe(-2);
  });

  it('a level never ignores an immediate escape, whatever the seed', () => {
    const b = built('brandubh', `${OPEN_LEFT} d`);
    for (const level of LEVEL_IDS)
      for (const seed of [1, 2, 3, 4, 5]) expect(moveTo(think(b, { level, seed }).best), `${level} ${seed}`).toBe(sq(b, 'a1'));
  });

  it('sees an Evangelist jump that captures (Nielsen rules)', () => {
    // The Evangelist on j11 jumps the attacker on j12 to j13; the king, far below, is boxed in by his
    // own men, so no move changes his prospects, and the capture is the best move.
    const rules = resolveRules(getPreset('alea-nielsen-2015')!);
    expect(rules.evangelists).toBe('jump');
    const b = built('alea-nielsen-2015', '19/19/19/19/19/19/19/9a9/9e9/19/19/9d9/8ddd8/7ddkdd7/8ddd8/9d9/19/4a14/19 d');
    const r = think(b, { limits: { depth: 2 }, seed: 1 });
    expect(b.game.isLegal(r.best)).toBe(true);
    b.game.make(r.best);
    expect(b.game.attackers).toBe(1);
    b.game.unmake();
  });
});

describe('legality and the game left intact', () => {
  for (const preset of PRESET_IDS) {
    it(`${preset}: always a legal move, over random positions`, () => {
      for (let i = 0; i < 16; i++) {
        const b = randomGame(preset, 3 + i * 5, 1000 + i);
        const g = b.game;
        if (g.outcomeCode !== 0) continue;
        const key = g.key();
        const historyLength = g.history.length;
        const board = g.board.slice();
        const r = think(b, { limits: { nodes: 400 }, seed: i + 1 });
        expect(g.isLegal(r.best), `${preset} position ${i}`).toBe(true);
        expect(r.pv[0]).toBe(r.best);
        // Interrupted by its budget mid-depth, the search still puts everything back.
        expect(g.key()).toBe(key);
        expect(g.history.length).toBe(historyLength);
        expect(Array.from(g.board)).toEqual(Array.from(board));
      }
    });
  }
});

describe('budgets and reproducibility', () => {
  it('the same seed and node budget give the same move, score and node count', () => {
    const run = () => {
      const b = randomGame('copenhagen', 12, 77);
      return think(b, { limits: { nodes: 3000 }, seed: 42 });
    };
    const a = run();
    // Another search in between must not leak state into the next one.
    think(randomGame('alea-murray', 8, 5), { limits: { nodes: 2000 }, seed: 3 });
    const c = run();
    expect(c.best).toBe(a.best);
    expect(c.score).toBe(a.score);
    expect(c.nodes).toBe(a.nodes);
    expect(c.pv).toEqual(a.pv);
  });

  it('a node budget is respected to within one check interval', () => {
    const b = randomGame('alea-walker-2014', 10, 9);
    const r = think(b, { limits: { nodes: 5000 }, seed: 1 });
    expect(r.nodes).toBeGreaterThanOrEqual(5000);
    expect(r.nodes).toBeLessThan(5000 + 1024 + 1);
    expect(r.stop).toBe('nodes');
  });

  it('reports each completed depth, deeper each time', () => {
    const infos: SearchInfo[] = [];
    const b = randomGame('brandubh', 4, 2);
    const r = think(b, { limits: { depth: 4 }, seed: 1, onDepth: (i) => infos.push(i) });
    expect(infos.map((i) => i.depth)).toEqual([1, 2, 3, 4].slice(0, infos.length));
    expect(infos.length).toBeGreaterThanOrEqual(3);
    expect(r.depth).toBe(infos[infos.length - 1]!.depth);
    for (let i = 1; i < infos.length; i++) expect(infos[i]!.nodes).toBeGreaterThan(infos[i - 1]!.nodes);
  });

  it('a time limit reads only the injected clock', () => {
    let t = 0;
    const now = () => (t += 1);
    const b = randomGame('tablut', 6, 4);
    const r = think(b, { limits: { timeMs: 4 }, seed: 1, now });
    expect(r.stop).toBe('time');
    expect(r.depth).toBeGreaterThanOrEqual(1);
  });

  it('shouldStop cancels between node checks and keeps the last full depth', () => {
    let polls = 0;
    const b = randomGame('alea-helmfrid', 6, 4);
    const r = think(b, { limits: { depth: 30 }, seed: 1, shouldStop: () => ++polls > 3 });
    expect(r.stop).toBe('cancelled');
    expect(b.game.isLegal(r.best)).toBe(true);
  });

  it('the beginner varies its choice by seed; the strong level does not', () => {
    const b = randomGame('tablut', 10, 8);
    const beginner = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => think(b, { level: 'beginner', seed }).best));
    expect(beginner.size).toBeGreaterThan(1);
    const small = { nodes: 3000 };
    const strong = new Set([1, 2, 3].map((seed) => think(b, { limits: small, seed, level: 'strong' }).best));
    expect(strong.size).toBeLessThanOrEqual(2);
    expect(LEVELS.strong.choice.temperature).toBe(0);
  });

  it('a king left alone where the edge shields him gets a deeper search, and the club level finds the net that forces him off', async () => {
    // The last position of a Viking game that the club level of version 8 left at the move limit (seed 6):
    // the king alone on a5, 23 attackers, the defenders to move.
    const STALLED = '2a8/1a7a1/a10/a10/aa9/aa9/kaa8/1a3a5/aa6aa1/a5a1a2/2a4aa2 d';
    const b = built('viking', STALLED);
    await loadPolicy(b.game.c, readFromDisk);
    const club = think(b, { level: 'club', seed: 1 });
    expect(club.nodes).toBeGreaterThan(LEVELS.club.nodes * 10);
    expect(mateIn(club.score)).toBe(-8);
    // Where the edge counts against the king (the third variation), or a king walled in loses, the budget is the level's.
    for (const patch of [{ kingSideEdge: 'yes' }, { noMoves: 'loses' }] as const) {
      const other = think(built('viking', STALLED, patch), { level: 'club', seed: 1 });
      expect(other.nodes, JSON.stringify(patch)).toBeLessThan(LEVELS.club.nodes + 1025);
    }
    // With a defender besides the king, too.
    const withDefender = think(built('viking', '2a8/1a7a1/a10/a10/aa9/aa9/kaa8/1a3a5/aa6aa1/a5a1a2/2a4aad1 d'), { level: 'club', seed: 1 });
    expect(withDefender.nodes).toBeLessThan(LEVELS.club.nodes + 1025);
    // The evaluation bar's search (src/islands/play/useAnalysis.ts: 20,000 positions) names no level: it
    // keeps its own budget, so the bar answers at once.
    const bar = think(built('viking', STALLED), { limits: { nodes: 20_000 }, seed: 1 });
    expect(bar.nodes).toBeLessThan(20_000 + 1025);
  });

  it('a finished game gives no move', () => {
    const b = built('brandubh', '7/7/7/7/1a5/7/2k1a2 d');
    b.game.make(think(b, { limits: { depth: 1 }, seed: 1 }).best);
    expect(b.game.outcomeCode).not.toBe(0);
    const r = think(b, { level: 'club', seed: 1 });
    expect(r.best).toBe(-1);
    expect(r.stop).toBe('game-over');
  });
});

/** The attackers at the start of the Viking reading. */
const VIKING_ATTACKERS = 24;

/**
 * A Viking position gone `quiet` plies without a capture, then one shuffle: the side to move last moved a
 * piece, its opponent answered, it moved back, so the opponent can return to the position of four plies ago.
 * The plies are seeded random quiet moves that capture nothing, end nothing and repeat no position twice.
 */
function stalledGame(quiet: number, patch: RulePatch = {}, startAttackers = VIKING_ATTACKERS): BuiltGame {
  const rules = resolveRules(getPreset('viking')!, patch);
  // The king on the edge at a6, walled in by attackers on a7, b6 and a5; his one defender on h9; three more
  // attackers on g10, j5 and e2; the attackers to move. Under these rules the king cannot be taken there.
  const pos = notation.parsePosition('11/6a4/7d3/11/a10/ka9/a8a1/11/11/4a6/11 a', rules);
  if (!pos.ok) throw new Error(pos.error.message);
  const spec = specOf(pos.value);
  const b = buildGame(spec);
  if (!b.ok) throw new Error(b.error.message);
  const g = b.value.game;
  const moves: number[] = [];
  const wall = new Set(['a7', 'b6', 'a5'].map((name) => sq(b.value, name)));
  /** Plays m if it is legal, opens no wall, captures nothing, ends nothing and repeats no position. */
  const play = (m: number): boolean => {
    if (!g.isLegal(m) || wall.has(moveFrom(m))) return false;
    g.make(m);
    if (g.outcomeCode !== 0 || g.captured.length > 0 || g.timesSeenBefore() > 0) {
      g.unmake();
      return false;
    }
    moves.push(m);
    return true;
  };
  const rnd = mulberry32(7);
  const buf = new Int32Array(MAX_MOVES);
  const randomMove = (): number => {
    for (;;) {
      const m = buf[rnd() % g.generate(buf)]!;
      if (play(m)) return m;
    }
  };
  while (moves.length < quiet) randomMove();
  // The shuffle: a move, an answer, and the first move taken back.
  for (;;) {
    const first = randomMove();
    randomMove();
    if (play(makeMoveCode(moveTo(first), moveFrom(first)))) break;
  }
  // As if the game had begun from the reading's start, the attackers 24 strong, and they were down to six.
  return { ...b.value, startAttackers };
}

describe('a stalled game under rules where the edge shields the king (AI version 10)', () => {
  const club = (b: BuiltGame, claimStalls?: boolean) =>
    think(b, { level: 'club', seed: 1, weights: 'hand-set', ...(claimStalls === undefined ? {} : { claimStalls }) });
  const same = (a: SearchInfo, c: SearchInfo) => expect([a.best, a.score, a.nodes]).toEqual([c.best, c.score, c.nodes]);

  it('after STALL_PLIES without a capture, with the attackers down to half, the level moves back to a position seen before; else it plays as version 9', () => {
    const stalled = stalledGame(STALL_PLIES);
    expect(stalled.game.quietPlies).toBeGreaterThanOrEqual(STALL_PLIES);
    const now = club(stalled);
    stalled.game.make(now.best);
    expect(stalled.game.timesSeenBefore()).toBe(1);
    stalled.game.unmake();
    // Version 9's move, with the switch off, is one a search prefers by its evaluation: not the move back.
    expect(club(stalled, false).best).not.toBe(now.best);
    // Short of STALL_PLIES, the switch changes nothing…
    const early = stalledGame(STALL_PLIES - 10);
    same(club(early), club(early, false));
    // …nor where the attackers still have more than half their men: a long quiet spell is not a stall then.
    const strong = stalledGame(STALL_PLIES, {}, 11);
    same(club(strong), club(strong, false));
    // …nor where the edge counts against the king (the third variation): the king can be taken there.
    const edge = stalledGame(STALL_PLIES, { kingSideEdge: 'yes' });
    same(club(edge), club(edge, false));
  });

  it('two club levels play a stalled game to a draw by repetition, where version 9 plays on', () => {
    const playOn = (claimStalls: boolean) => {
      const b = stalledGame(STALL_PLIES);
      for (let ply = 0; ply < 40 && b.game.outcomeCode === 0; ply++) b.game.make(club(b, claimStalls).best);
      return { outcome: b.game.outcome, quiet: b.game.quietPlies };
    };
    const now = playOn(true);
    expect(now.outcome).toEqual({ winner: null, reason: 'repetition' });
    expect(now.quiet).toBeLessThan(STALL_PLIES + 20);
    const before = playOn(false);
    expect(before.outcome).toBeNull();
  });
});

describe("the club and strong levels and people's habits (11×11 Copenhagen-style rules)", () => {
  it('prefers, among moves within the margin, the likeliest after the score shortfall', () => {
    const moves = Int32Array.from([11, 22, 33, 44]);
    const scores = Int32Array.from([100, 50, 20, -300]);
    const priors = Float64Array.from([-3, -0.1, -0.2, 0]);
    // 11: -3; 22: -0.1 - 0.5 = -0.6; 33: -0.2 - 0.8 = -1.0; 44 is outside the margin however likely.
    expect(preferred(moves, scores, priors, 4, 100, { margin: 200, scale: 100, turns: 1 })).toBe(22);
    // A tight margin leaves only the best.
    expect(preferred(moves, scores, priors, 4, 100, { margin: 10, scale: 100, turns: 1 })).toBe(11);
    // A small scale makes the score count for more than the habit.
    expect(preferred(moves, scores, priors, 4, 100, { margin: 200, scale: 10, turns: 1 })).toBe(11);
  });

  it('will not search before the network is loaded, then plays within the margin of its best, at the club and the strong level', async () => {
    // The AI's modules afresh, no network read yet: the test files share a module graph, and another
    // file may have loaded the network already.
    vi.resetModules();
    const [{ needsPolicy, think }, { loadPolicy }] = await Promise.all([import('../play/think'), import('../policy/policies')]);
    const b = randomGame('copenhagen', 12, 4);
    expect(needsPolicy(b, { level: 'strong' })).toBe(true);
    expect(needsPolicy(b, { level: 'club' })).toBe(true);
    // The beginner's choice has no prior, and the hand-set AI never consults a network.
    expect(needsPolicy(b, { level: 'beginner' })).toBe(false);
    expect(needsPolicy(b, { level: 'strong', weights: 'hand-set' })).toBe(false);
    expect(() => think(b, { level: 'strong', seed: 1, limits: { nodes: 20_000 } })).toThrow(/not loaded/);
    expect(() => think(b, { level: 'club', seed: 1 })).toThrow(/not loaded/);
    const net = await loadPolicy(b.game.c, readFromDisk);
    expect(net).not.toBeNull();
    expect(needsPolicy(b, { level: 'strong' })).toBe(false);
    expect(needsPolicy(b, { level: 'club' })).toBe(false);
    for (const level of ['club', 'strong'] as const) expectPreferred(think, b, level, net!);
  });

  function expectPreferred(think: Think, b: BuiltGame, level: 'club' | 'strong', net: PolicyNet): void {
    let root: { moves: number[]; scores: number[] } = { moves: [], scores: [] };
    const nodes = level === 'club' ? undefined : 40_000;
    const r = think(b, {
      level,
      seed: 1,
      ...(nodes ? { limits: { nodes } } : {}),
      onRoot: (m, s, n) => {
        root = { moves: Array.from(m.subarray(0, n)), scores: Array.from(s.subarray(0, n)) };
      },
    });
    const prior = LEVELS[level].choice.prior!;
    const best = Math.max(...root.scores);
    expect(r.score).toBe(best);
    // The move played is the candidate the network and the scores choose, recomputed here.
    const lp = new Float64Array(root.moves.length);
    net.priors(b.game, Int32Array.from(root.moves), root.moves.length, lp, prior.turns);
    let want = -1;
    let value = -Infinity;
    root.moves.forEach((m, i) => {
      const s = root.scores[i]!;
      if (s < best - prior.margin) return;
      const v = lp[i]! + (s - best) / prior.scale;
      if (v > value) {
        value = v;
        want = m;
      }
    });
    expect(r.best).toBe(want);
    expect(root.scores[root.moves.indexOf(r.best)]).toBeGreaterThanOrEqual(best - prior.margin);
    // The same seed and budget give the same move.
    expect(think(b, { level, seed: 1, ...(nodes ? { limits: { nodes } } : {}) }).best).toBe(r.best);
  }

  it('under a time limit the whole move fits in it, the network’s eight readings of the board included', async () => {
    const b = randomGame('copenhagen', 10, 7);
    const net = (await loadPolicy(b.game.c, readFromDisk))!;
    // A clock that moves 20 ms each time the search looks at it, and the network's pass made to cost 400 ms.
    let t = 0;
    const now = () => {
      t += 20;
      return t;
    };
    const read = net.priors.bind(net);
    let readAt = -1;
    net.priors = (...args: Parameters<PolicyNet['priors']>) => {
      readAt = t;
      t += 400;
      return read(...args);
    };
    try {
      const r = think(b, { level: 'strong', seed: 2, limits: { timeMs: 1000 }, now });
      expect(r.stop).toBe('time');
      expect(readAt, 'the network read the board').toBeGreaterThanOrEqual(0);
      // The start, the network's 400 ms, the search to 85 % of the time, the network's likeliest moves
      // searched again in the rest, and nothing after the deadline (a tick or two of the clock).
      expect(t).toBeGreaterThan(850);
      expect(t).toBeLessThanOrEqual(1000 + 3 * 20);
      // A node budget still reads the network after its search, as the shipped results were played.
      readAt = -1;
      const byNodes = think(b, { level: 'strong', seed: 2, limits: { nodes: 4000 } });
      expect(readAt).toBeGreaterThanOrEqual(0);
      expect(byNodes.stop).toBe('nodes');
    } finally {
      net.priors = read;
    }
  });

  it('with the network’s likeliest moves searched again, searches deeper than with the whole root open, and plays one of them or its best', async () => {
    const strong = LEVELS.strong.choice;
    const open = { ...strong, prior: { ...strong.prior!, candidates: undefined } };
    let [deepRescored, deepOpen] = [0, 0];
    for (let i = 0; i < 3; i++) {
      const b = randomGame('copenhagen', 6 + i * 4, 300 + i);
      await loadPolicy(b.game.c, readFromDisk);
      let searchBest = -1;
      const r = think(b, { level: 'strong', seed: 5, limits: { nodes: 20_000 }, onRoot: (m) => (searchBest = m[0]!) });
      const o = think(b, { level: 'strong', seed: 5, limits: { nodes: 20_000 }, openingChoice: open });
      deepRescored += r.depth;
      deepOpen += o.depth;
      expect(r.nodes, 'the re-search stays within the budget (a check every few nodes)').toBeLessThanOrEqual(20_000 + 1024);
      // The move played is the search's best or among the network's four likeliest.
      const moves = new Int32Array(MAX_MOVES);
      const n = b.game.generate(moves);
      const lp = new Float64Array(MAX_MOVES);
      policyForTest(b).priors(b.game, moves, n, lp, 8);
      const top = likeliest(lp, n, 4, -1).map((k) => moves[k]!);
      expect([searchBest, ...top], `position ${i}`).toContain(r.best);
    }
    expect(deepRescored).toBeGreaterThan(deepOpen);
  });

  it('never trades an escape for a habit', async () => {
    // Copenhagen: the king on c1 runs to the corner a1 past b1.
    const b = built('copenhagen', '11/11/11/11/11/11/11/11/11/5a5/2k2a5 d');
    await loadPolicy(b.game.c, readFromDisk);
    const r = think(b, { level: 'strong', seed: 3, limits: { nodes: 20_000 } });
    expect(moveTo(r.best)).toBe(sq(b, 'a1'));
    expect(mateIn(r.score)).toBe(1);
  });
});
