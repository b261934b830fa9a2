/** The claim demo's model over source claims: value options, the start value, the board's line. */
import { describe, expect, it } from 'vitest';
import { RULE_VALUES, lineCurrent, playTexts, replayTexts, claims } from '../../engine';
import { assertPlainData, boardReading, contrastValue, sameObservation, startValue, valueEvidence, valueOptions } from './model';
import { testClaim } from './claim.test-support';

describe('valueOptions', () => {
  it('offers every value of the key with its RULE_META sentence (source claim nielsen-11-on-throne-four)', () => {
    const claim = testClaim('nielsen-11-on-throne-four');
    const options = valueOptions(claim);
    expect(options.map((o) => o.value)).toEqual([...RULE_VALUES.kingCapture]);
    expect(options.map((o) => o.label)).toEqual(['on two sides', 'on four sides', 'four at the centre, three beside it']);
    expect(options[1]!.description).toMatch(/all four sides/);
  });

  it('labels the compared readings by name', () => {
    const claim = testClaim('murray-strong-king', { compare: ['alea-murray', 'tawlbwrdd'] });
    const labels = valueOptions(claim).map((o) => o.label);
    expect(labels).toEqual([
      'Tawlbwrdd: on two sides',
      'Murray as the site reads him: on four sides',
      'four at the centre, three beside it',
    ]);
  });
});

describe('startValue', () => {
  it("is the reading's value of the key", () => {
    expect(startValue(testClaim('murray-strong-king'))).toBe('four-sided');
    expect(startValue(testClaim('viking-8-unarmed-king'))).toBe('none');
  });
});

describe("a claim's line and replay", () => {
  it('sets the claim up under a value and plays its move', () => {
    const claim = testClaim('nielsen-11-throne-side');
    const start = claims.claimLine(claim, 'yes');
    if (!start.ok) throw new Error(start.error.message);
    const played = playTexts(start.value, [claim.move]);
    if (!played.ok) throw new Error(played.error.message);
    expect(lineCurrent(played.value).outcome).toEqual({ winner: 'attackers', reason: 'king-captured' });
  });

  it("refuses a setup with the engine's sentence (source claim cyningstan-16-corner-squares)", () => {
    const start = claims.claimLine(testClaim('cyningstan-16-corner-squares'), 'none');
    expect(start.ok).toBe(false);
    if (!start.ok) expect(start.error.message).toMatch(/no corner squares/);
  });

  it('plays the prelude (source claim nielsen-13-repetition)', () => {
    const claim = testClaim('nielsen-13-repetition');
    const start = claims.claimLine(claim, 'draw');
    if (!start.ok) throw new Error(start.error.message);
    expect(start.value.moves.length).toBe(claim.prelude?.length);
  });

  it('replays moves while they stay legal', () => {
    const claim = testClaim('cyningstan-5-pass-centre');
    const king = claims.claimLine(claim, 'king-only');
    if (!king.ok) throw new Error(king.error.message);
    expect(replayTexts(king.value, [claim.move]).played).toEqual([]);
    const anyone = claims.claimLine(claim, 'anyone');
    if (!anyone.ok) throw new Error(anyone.error.message);
    expect(replayTexts(anyone.value, [claim.move]).played).toEqual([claim.move]);
  });
});

describe('assertPlainData', () => {
  it('accepts a claim and refuses functions, class instances and cycles', () => {
    expect(() => assertPlainData(testClaim('murray-strong-king'))).not.toThrow();
    expect(() => assertPlainData({ a: () => 1 })).toThrow(/claim\.a is a function/);
    expect(() => assertPlainData({ d: new Map() })).toThrow(/Map instance/);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => assertPlainData(loop)).toThrow(/refers to itself/);
  });
});

describe('valueEvidence', () => {
  it('says how each reading that holds the value knows it', () => {
    const claim = { preset: 'viking', key: 'noMoves' as const, compare: ['alea-nielsen-2015', 'alea-walker-2014'] as const };
    expect(valueEvidence(claim, 'draw', 'draw')).toBe(
      "This is the value in Viking rules (German rules page): the project's choice. This is the value in Walker 2014 leaflet: stated by the source.",
    );
    expect(valueEvidence(claim, 'loses', 'draw')).toBe("This is the value in Nielsen's rules with Evangelists: stated by the source.");
    expect(valueEvidence({ preset: 'alea-murray', key: 'throneLanding' }, 'king', 'king')).toBe(
      "This is the value in Murray as the site reads him: the project's choice, following Jocly.",
    );
    expect(valueEvidence(claim, 'pass', 'draw')).toBe('');
  });
});

describe('the two values a claim shows', () => {
  it("sets the other compared reading's value beside the claim's own", () => {
    expect(contrastValue(testClaim('murray-strong-king', { compare: ['alea-murray', 'tawlbwrdd'] }))).toBe('two-sided');
  });

  it('otherwise the first value that does something else, one that sets the position up before one that refuses it', () => {
    // four sided (Murray) captures nothing; two sided captures the king.
    expect(contrastValue(testClaim('murray-strong-king'))).toBe('two-sided');
    // block escapes; none refuses the position, single plays it and nothing happens.
    expect(contrastValue(testClaim('cyningstan-16-corner-squares'))).toBe('single');
  });

  it('compares results, not messages', () => {
    expect(sameObservation({ kind: 'illegal', message: 'a' }, { kind: 'illegal', message: 'b' })).toBe(true);
    const played = (captures: string[], outcome: null | { winner: 'attackers' | null; reason: 'repetition' }) =>
      ({ kind: 'played', captures, outcome }) as const;
    expect(sameObservation(played(['c5'], null), played(['c5'], null))).toBe(true);
    expect(sameObservation(played(['c5'], null), played([], null))).toBe(false);
    expect(
      sameObservation(played([], { winner: null, reason: 'repetition' }), played([], { winner: 'attackers', reason: 'repetition' })),
    ).toBe(false);
  });

  it("names each board's reading", () => {
    const claim = testClaim('murray-strong-king', { compare: ['alea-murray', 'tawlbwrdd'] });
    expect(boardReading(claim, 'four-sided', 'four-sided')).toBe('Murray as the site reads him');
    expect(boardReading(claim, 'two-sided', 'four-sided')).toBe('Tawlbwrdd');
    expect(boardReading(claim, 'throne-strong', 'four-sided')).toBe('Murray as the site reads him, this rule changed');
  });
});
