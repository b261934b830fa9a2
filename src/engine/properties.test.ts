/**
 * Property tests (fast-check): notation round trips, unmake restores everything, immutability,
 * symmetry of move counts, piece counts never grow, and long random games keep every invariant.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from './game';
import { makeMoveCode, moveFrom, moveTo } from './move';
import { toGame } from './core';
import { transformSquare } from './geometry';
import { makeMove, makePosition, parseMove, parsePosition, parseRules, makeRules } from './notation';
import { gameOf, geometryOf, legalMoves, pieces, play, setup, type Placement, type Position } from './position';
import { PRESET_IDS, getPreset, resolveRules } from './rules/presets';
import { RULE_KEYS, RULE_VALUES, type RuleSet } from './rules/ruleset';
import { SQ_VOID } from './rules/compile';
import { startPosition } from './start';
import { ATTACKER, EMPTY, KING, OFF, PASS } from './types';
import { SIDE_HI, SIDE_LO, ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_STRIDE, combineKey, mulberry32 } from './zobrist';

const start = (id: string): Position => {
  const r = startPosition(id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Plays `plies` seeded random moves from a start; returns every position passed through. */
function randomLine(pos: Position, seed: number, plies: number): Position[] {
  const rnd = mulberry32(seed);
  const out = [pos];
  let cur = pos;
  for (let i = 0; i < plies && !cur.outcome; i++) {
    const moves = legalMoves(cur);
    const r = play(cur, moves[rnd() % moves.length]!);
    if (!r.ok) throw new Error(r.error.message);
    cur = r.value.position;
    out.push(cur);
  }
  return out;
}

function recomputeKey(g: Game): number {
  let lo = 0;
  let hi = 0;
  for (const sq of g.c.geo.squares) {
    const cell = g.board[sq]!;
    if (cell === EMPTY || cell === OFF) continue;
    lo ^= ZOBRIST_LO[cell * ZOBRIST_STRIDE + sq]!;
    hi ^= ZOBRIST_HI[cell * ZOBRIST_STRIDE + sq]!;
  }
  if (g.turn === 1) {
    lo ^= SIDE_LO;
    hi ^= SIDE_HI;
  }
  return combineKey(hi, lo);
}

/**
 * The game's invariants, each broken one named; one expect() at the end, as an expect() per square on
 * every move cost more than the engine's own work.
 */
function checkInvariants(g: Game): void {
  const broken: string[] = [];
  let att = 0;
  let def = 0;
  let kings = 0;
  for (const sq of g.c.geo.squares) {
    const cell = g.board[sq]!;
    if (g.c.kind[sq]! & SQ_VOID && cell !== OFF) broken.push(`square ${sq} is off the board but holds ${cell}`);
    if (cell === EMPTY || cell === OFF) continue;
    if (cell === KING) kings++;
    else if (cell === ATTACKER) att++;
    else def++;
    // No piece ends a move where it may not stand (the king may stay on a throne he cannot re-enter).
    if (cell !== KING && (g.c.stopMask[sq]! & (1 << cell)) === 0)
      broken.push(`piece ${cell} stands on square ${sq}, where it may not stop`);
  }
  if (kings !== 1) broken.push(`${kings} kings`);
  if (att !== g.attackers) broken.push(`${att} attackers on the board, ${g.attackers} counted`);
  if (def !== g.defenders) broken.push(`${def} defenders on the board, ${g.defenders} counted`);
  if (g.key() !== recomputeKey(g)) broken.push(`key ${g.key()}, recomputed ${recomputeKey(g)}`);
  if (g.history[g.history.length - 1] !== g.key()) broken.push('the history does not end with the key');
  if (g.outcomeCode === 0 && g.legalMoves().length === 0) broken.push('no outcome and no legal move');
  expect(broken).toEqual([]);
}

const presetArb = fc.constantFrom(...PRESET_IDS);

describe('properties', () => {
  it('position strings round-trip after random play', () => {
    fc.assert(
      fc.property(presetArb, fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 80 }), (id, seed, plies) => {
        const line = randomLine(start(id), seed, plies);
        const pos = line[line.length - 1]!;
        const text = makePosition(pos);
        const back = parsePosition(text, pos.rules);
        // A finished game can leave the king on a goal square, which a setup refuses; the string still round-trips.
        if (back.ok) expect(makePosition(back.value)).toBe(text);
        else expect(pos.outcome).not.toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('move names round-trip in random positions', () => {
    fc.assert(
      fc.property(presetArb, fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 60 }), (id, seed, plies) => {
        const line = randomLine(start(id), seed, plies);
        const pos = line[line.length - 1]!;
        for (const m of legalMoves(pos)) {
          const r = parseMove(pos, makeMove(pos, m));
          expect(r.ok && r.value).toBe(m);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('rules strings round-trip for random rule combinations', () => {
    const ruleArb = fc.record(Object.fromEntries(RULE_KEYS.map((k) => [k, fc.constantFrom(...(RULE_VALUES[k] as readonly string[]))])));
    fc.assert(
      fc.property(presetArb, ruleArb, (id, patch) => {
        const rules = { ...resolveRules(getPreset(id)!), ...patch } as RuleSet;
        const parsed = parseRules(makeRules(rules, id));
        // Invalid combinations are refused with a code; valid ones come back unchanged.
        if (parsed.ok) expect(parsed.value.rules).toEqual(rules);
        else expect(parsed.error.code).toBe('invalid-rules');
      }),
      { numRuns: 200 },
    );
  });

  it('unmake restores board, hash, counts, history and outcome exactly', () => {
    fc.assert(
      fc.property(presetArb, fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 60 }), (id, seed, plies) => {
        const line = randomLine(start(id), seed, plies);
        const g = toGame(line[line.length - 1]!);
        const snapshot = () =>
          JSON.stringify([g.board.join(','), g.key(), g.attackers, g.defenders, g.king, g.turn, g.outcomeCode, g.history.join(',')]);
        const before = snapshot();
        const changed: string[] = [];
        for (const m of g.legalMoves()) {
          g.make(m);
          checkInvariants(g);
          g.unmake();
          const after = snapshot();
          if (after !== before) changed.push(`${id} after ${m}: ${after}`);
        }
        expect(changed, `before: ${before}`).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('isLegal answers exactly as the move generator does, for every move code from every piece', () => {
    fc.assert(
      fc.property(presetArb, fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 60 }), (id, seed, plies) => {
        const line = randomLine(start(id), seed, plies);
        const g = toGame(line[line.length - 1]!);
        const listed = new Set(g.legalMoves());
        const squares = g.c.geo.squares;
        // Every disagreement is collected and the list compared once: an expect() per move code (some
        // 70,000 a position on 19×19) cost more than the engine's work.
        const disagree: string[] = [];
        for (const from of squares) {
          if (g.board[from] === 0) continue;
          for (const to of squares)
            for (const jump of [false, true]) {
              const m = makeMoveCode(from, to, jump);
              if (g.isLegal(m) !== listed.has(m)) disagree.push(`${id} ${m}: isLegal ${g.isLegal(m)}, listed ${listed.has(m)}`);
            }
        }
        expect(disagree).toEqual([]);
        expect(g.isLegal(PASS)).toBe(listed.has(PASS));
      }),
      { numRuns: 40 },
    );
  });

  it('play never changes the position it was given', () => {
    const pos = start('alea-nielsen-2015');
    const before = makePosition(pos);
    const key = gameOf(pos).key();
    for (const m of legalMoves(pos).slice(0, 50)) play(pos, m);
    expect(makePosition(pos)).toBe(before);
    expect(gameOf(pos).key()).toBe(key);
    expect(Object.isFrozen(pos)).toBe(true);
  });

  it('the 8 symmetries of the board preserve legal-move counts in random positions', () => {
    fc.assert(
      fc.property(
        presetArb,
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 7 }),
        (id, seed, plies, sym) => {
          const line = randomLine(start(id), seed, plies);
          const pos = line[line.length - 1]!;
          if (pos.outcome) return;
          const geo = geometryOf(pos);
          const cells: Placement['cells'][number][] = new Array(geo.size * geo.size).fill(null);
          for (const p of pieces(pos)) {
            const t = transformSquare(geo, p.square, sym);
            cells[geo.rankOf[t]! * geo.size + geo.fileOf[t]!] = p.kind;
          }
          const mirrored = setup(pos.rules, { size: geo.size, cells }, pos.turn);
          expect(mirrored.ok).toBe(true);
          if (!mirrored.ok) return;
          expect(legalMoves(mirrored.value).length).toBe(legalMoves(pos).length);
          // And each move maps to a legal move of the mirrored position.
          const mirroredMoves = new Set(legalMoves(mirrored.value));
          for (const m of legalMoves(pos)) {
            if (m === PASS) continue;
            const from = transformSquare(geo, moveFrom(m), sym);
            const to = transformSquare(geo, moveTo(m), sym);
            expect(mirroredMoves.has((m & ~0x3ffff) | from | (to << 9))).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('piece counts never grow and every invariant holds over thousands of random moves per preset', () => {
    for (const id of PRESET_IDS) {
      const rnd = mulberry32(0xa1ea + id.length);
      const g = toGame(start(id));
      let plies = 0;
      let games = 0;
      while (plies < 3000) {
        const moves = g.legalMoves();
        if (moves.length === 0) {
          expect(g.outcomeCode).not.toBe(0);
          // Start a new game from the beginning.
          while (g.history.length > 1) g.unmake();
          games++;
          continue;
        }
        const before = g.attackers + g.defenders;
        g.make(moves[rnd() % moves.length]!);
        plies++;
        expect(g.attackers + g.defenders).toBeLessThanOrEqual(before);
        expect(g.attackers + g.defenders + g.captured.length).toBe(before);
        if (plies % 7 === 0) checkInvariants(g);
      }
      expect(plies, id).toBe(3000);
      expect(games + 1, id).toBeGreaterThan(0);
    }
  });
});
