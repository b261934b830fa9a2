/**
 * The shipped weights: each file is complete and says how it was made, every reading gets the
 * family its rules call for, and a broken file is refused with a sentence naming the problem.
 */
import { describe, expect, it } from 'vitest';
import { fail, PRESET_IDS, startPosition } from '../../engine';
import { toGame } from '../../engine/core';
import { FEATURES, RISK_FEATURES, TaflContext } from './tafl-context';
import { FAMILY_IDS, familyOf, parseWeights, weightsFor } from './weights';
import alea from './weights/alea.json';
import brandubh from './weights/brandubh.json';
import copenhagen from './weights/copenhagen.json';

const SHIPPED = { alea, brandubh, copenhagen } as const;

describe('shipped weights', () => {
  it.each(FAMILY_IDS)('%s: complete, with the command, data, seed and metrics that made it', (family) => {
    const parsed = parseWeights(SHIPPED[family]);
    expect(parsed.ok, parsed.ok ? '' : parsed.error.message).toBe(true);
    if (!parsed.ok) return;
    const f = parsed.value;
    expect(f.family).toBe(family);
    expect(f.command).toMatch(new RegExp(`^npm run tune -- --family ${family} --seed \\d+`));
    expect(f.data.length).toBeGreaterThan(20);
    expect(f.method.length).toBeGreaterThan(20);
    expect(f.scale).toBeGreaterThan(0);
    if (family !== 'alea') {
      // Fitted on people's games and measured on games it never saw: the fit predicts their results
      // better than the hand-set weights, and the weights played with are measured too.
      expect(f.metrics.heldOutPositions).toBeGreaterThan(1000);
      expect(f.metrics.fitHeldOutLogLoss).toBeLessThan(f.metrics.handSetHeldOutLogLoss!);
      expect(f.metrics.fitHeldOutAuc).toBeGreaterThan(f.metrics.handSetHeldOutAuc!);
      expect(f.metrics.playedHeldOutLogLoss).toBeGreaterThan(0);
      expect(f.metrics.playedHeldOutAuc).toBeGreaterThan(0.5);
    } else {
      expect(f.metrics.rounds).toBeGreaterThan(0);
    }
  });
});

describe('features a family was tuned without', () => {
  it.each(['alea', 'brandubh'] as const)('%s: the pieces at risk are left out of its fit, weigh 0 and are never measured', (family) => {
    const f = SHIPPED[family];
    expect(f.command).toContain(` --leave-out ${RISK_FEATURES.join(',')}`);
    for (const name of RISK_FEATURES) expect(f.weights[name]).toBe(0);
    const id = family === 'alea' ? 'alea-walker-2014' : 'brandubh';
    const s = startPosition(id);
    if (!s.ok) throw new Error(s.error.message);
    const g = toGame(s.value);
    const w = weightsFor(g.c).weights;
    expect(new TaflContext(g.c, g.attackers, g.defenders + 1, w).needsRisk).toBe(false);
  });

  it('copenhagen: fitted with them, and they weigh', () => {
    expect(copenhagen.command).not.toContain('--leave-out');
    for (const name of RISK_FEATURES) expect(copenhagen.weights[name]).not.toBe(0);
    const s = startPosition('copenhagen');
    if (!s.ok) throw new Error(s.error.message);
    const g = toGame(s.value);
    expect(new TaflContext(g.c, g.attackers, g.defenders + 1, weightsFor(g.c).weights).needsRisk).toBe(true);
  });
});

describe('familyOf', () => {
  it('gives every reading the weights of the games most like it (edge escape: the hand-set ones)', () => {
    const got = Object.fromEntries(
      PRESET_IDS.map((id) => {
        const s = startPosition(id);
        if (!s.ok) throw new Error(s.error.message);
        return [id, familyOf(toGame(s.value).c)];
      }),
    );
    expect(got).toEqual({
      'alea-murray': null,
      'alea-walker-2014': 'alea',
      'alea-cyningstan': 'alea',
      'alea-helmfrid': 'alea',
      'alea-perkis': 'alea',
      'alea-nielsen-2015': 'alea',
      tablut: null,
      brandubh: 'brandubh',
      'ard-ri': null,
      tawlbwrdd: null,
      copenhagen: 'copenhagen',
      fetlar: 'copenhagen',
      viking: 'copenhagen',
    });
  });

  it('follows the rules, not the name: Copenhagen with edge escape takes the hand-set weights', () => {
    const s = startPosition('copenhagen', { patch: { kingGoal: 'edge', edgeForts: 'no' } });
    if (!s.ok) throw new Error(s.error.message);
    expect(weightsFor(toGame(s.value).c)).toEqual({ family: null, weights: null });
  });
});

describe('parseWeights', () => {
  const good = () => JSON.parse(JSON.stringify(copenhagen)) as Record<string, unknown> & { weights: Record<string, unknown> };
  it('refuses a broken file with a sentence naming the problem', () => {
    expect(parseWeights(null)).toEqual(fail('A weights file must be a JSON object.'));
    expect(parseWeights({ ...good(), format: 9 })).toEqual(fail('Unknown weights format 9.'));
    expect(parseWeights({ ...good(), family: 'chess' })).toEqual(fail('The weights name no known family.'));
    expect(parseWeights({ ...good(), command: '' })).toEqual(fail('The weights file has no "command".'));
    const missing = good();
    delete missing.weights[FEATURES[3]!];
    expect(parseWeights(missing)).toEqual(fail(`The weight of "${FEATURES[3]}" is missing or not a number.`));
    const extra = good();
    extra.weights.castling = 1;
    expect(parseWeights(extra)).toEqual(fail('The weights file names an unknown feature "castling".'));
    const nan = good();
    nan.weights.bias = 'x';
    expect(parseWeights(nan).ok).toBe(false);
  });
});
