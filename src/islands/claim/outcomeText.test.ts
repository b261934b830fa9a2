/**
 * The outcome sentence, table-driven: each row an engine observation (as observeClaim gives it) and
 * the sentence it must produce. Rows for the source claims cite the claim they come from.
 */
import { describe, expect, it } from 'vitest';
import { RULE_VALUES, claims } from '../../engine';
import { observeAll, startValue } from './model';
import { destination, fewWords, outcomeText, underWhat, type OutcomeInput } from './outcomeText';
import { testClaim } from './claim.test-support';

const KING_TAKEN = { kind: 'played', captures: [], outcome: { winner: 'attackers', reason: 'king-captured' } } as const;
const NOTHING = { kind: 'played', captures: [], outcome: null } as const;

const base: Omit<OutcomeInput, 'value' | 'observation'> = {
  move: 'd7-d6',
  key: 'kingSideThrone',
  preset: 'alea-nielsen-2015',
  presetValue: 'yes',
};

describe('outcomeText', () => {
  it.each([
    {
      why: "the reading's value, king captured (source claim nielsen-11-throne-side)",
      input: { ...base, value: 'yes', observation: KING_TAKEN, others: [NOTHING] },
      text: "Under Nielsen's rules with Evangelists (The empty centre against the king: yes), d7-d6 captures the king: the attackers win.",
    },
    {
      why: 'a changed value, king not captured where the other value captures him',
      input: { ...base, value: 'no', observation: NOTHING, others: [KING_TAKEN] },
      text: "With one rule of Nielsen's rules with Evangelists changed (The empty centre against the king: no), d7-d6 does not capture the king; the game goes on.",
    },
    {
      why: 'compare names the reading that holds the value',
      input: {
        ...base,
        key: 'kingCapture',
        presetValue: 'throne-strong',
        value: 'four-sided',
        compare: ['alea-nielsen-2015', 'alea-murray'] as const,
        observation: NOTHING,
        others: [KING_TAKEN],
      },
      text: 'Under Murray as the site reads him (How the king is captured: on four sides), d7-d6 does not capture the king; the game goes on.',
    },
    {
      why: "an illegal move carries the engine's reason, with one full stop",
      input: { ...base, value: 'no', observation: { kind: 'illegal', message: 'The attacker on d7 cannot move to d6 under these rules.' } },
      text: "With one rule of Nielsen's rules with Evangelists changed (The empty centre against the king: no), d7-d6 is not a legal move: The attacker on d7 cannot move to d6 under these rules.",
    },
    {
      why: "a refused setup carries the engine's reason",
      input: {
        ...base,
        value: 'no',
        observation: { kind: 'invalid', message: 'The king cannot escape to a corner when there are no corner squares' },
      },
      text: "With one rule of Nielsen's rules with Evangelists changed (The empty centre against the king: no), the rules refuse this position: The king cannot escape to a corner when there are no corner squares.",
    },
    {
      why: 'captures are named; nothing captured elsewhere',
      input: {
        ...base,
        key: 'multiCapture',
        presetValue: 'yes',
        value: 'yes',
        move: 'g4-c4',
        observation: { kind: 'played', captures: ['b4', 'c3', 'c5'], outcome: null },
        others: [{ kind: 'played', captures: ['c5'], outcome: null }],
      },
      text: "Under Nielsen's rules with Evangelists (Several captures in one move: yes), g4-c4 captures the pieces on b4, c3 and c5; the game goes on.",
    },
    {
      why: 'captures missed under this value are named',
      input: {
        ...base,
        key: 'multiCapture',
        presetValue: 'yes',
        value: 'no',
        move: 'g4-c4',
        observation: { kind: 'played', captures: ['c5'], outcome: null },
        others: [{ kind: 'played', captures: ['b4', 'c3', 'c5'], outcome: null }],
      },
      text: "With one rule of Nielsen's rules with Evangelists changed (Several captures in one move: one at most), g4-c4 captures the piece on c5 and does not capture the pieces on b4 and c3; the game goes on.",
    },
    {
      why: 'a draw',
      input: {
        ...base,
        key: 'repetition',
        presetValue: 'repeater-loses',
        value: 'draw',
        move: 'e3-e2',
        observation: { kind: 'played', captures: [], outcome: { winner: null, reason: 'repetition' } },
      },
      text: "With one rule of Nielsen's rules with Evangelists changed (Repeated positions: a draw), e3-e2 repeats the position a third time: the game is drawn.",
    },
    {
      why: 'nothing at all happens, and nothing happens elsewhere either',
      input: { ...base, value: 'yes', observation: NOTHING, others: [NOTHING] },
      text: "Under Nielsen's rules with Evangelists (The empty centre against the king: yes), d7-d6 captures nothing; the game goes on.",
    },
    {
      why: 'a question label takes no colon',
      input: {
        ...base,
        key: 'kingArmed',
        presetValue: 'both',
        value: 'none',
        move: 'g3-f3',
        observation: NOTHING,
        others: [{ kind: 'played', captures: ['f4'], outcome: null }],
      },
      text: "With one rule of Nielsen's rules with Evangelists changed (Does the king capture? no), g3-f3 does not capture the piece on f4; the game goes on.",
    },
  ] as const)('$why', ({ input, text }) => {
    expect(outcomeText(input as OutcomeInput)).toBe(text);
  });

  it('says the moving piece is lost when it is captured on its own destination (source claim nielsen-9-safe-between)', () => {
    const claim = testClaim('nielsen-9-safe-between');
    const obs = observeAll(claim);
    const at = (value: string) =>
      outcomeText({
        move: claim.move,
        key: claim.key,
        value,
        preset: claim.preset,
        presetValue: startValue(claim),
        observation: obs[value]!,
        others: Object.entries(obs)
          .filter(([v]) => v !== value)
          .map(([, o]) => o),
      });
    expect(at('no')).toContain('c2-c5 loses the moving piece, captured on c5; the game goes on.');
    expect(at('yes')).toContain('c2-c5 leaves the moving piece safe on c5; the game goes on.');
  });

  it('a move legal here but illegal under another value "is legal" (source claim cyningstan-5-pass-centre)', () => {
    const claim = testClaim('cyningstan-5-pass-centre');
    const obs = observeAll(claim);
    expect(
      outcomeText({
        move: claim.move,
        key: claim.key,
        value: 'anyone',
        preset: claim.preset,
        presetValue: 'anyone',
        observation: obs.anyone!,
        others: [obs['king-only']!],
      }),
    ).toBe('Under Walker, Cyningstan web rules (Who may pass through the empty centre: any piece), b4-f4 is legal; the game goes on.');
  });

  it('"does not end the game" stands alone, without a redundant "the game goes on" (source claim nielsen-13-repetition)', () => {
    const claim = testClaim('nielsen-13-repetition');
    const obs = observeAll(claim);
    const others = ['draw', 'repeater-loses', 'defenders-lose'].map((v) => obs[v]!);
    expect(
      outcomeText({
        move: claim.move,
        key: claim.key,
        value: 'ignored',
        preset: claim.preset,
        presetValue: 'repeater-loses',
        observation: obs.ignored!,
        others,
      }),
    ).toBe("With one rule of Nielsen's rules with Evangelists changed (Repeated positions: ignored), e3-e2 does not end the game.");
  });

  it('gives a different sentence under every value whose expected result differs, for every source claim', () => {
    for (const id of [
      'nielsen-11-throne-side',
      'murray-strong-king',
      'viking-8-unarmed-king',
      'cyningstan-16-corner-squares',
      'nielsen-12-encirclement',
    ]) {
      const claim = testClaim(id);
      const values = RULE_VALUES[claim.key] as readonly string[];
      const texts = values.map((value) => {
        const o = claims.observeClaim(claim, value);
        if (!o.ok) throw new Error(o.error.message);
        return outcomeText({
          move: claim.move,
          key: claim.key,
          value,
          preset: claim.preset,
          presetValue: startValue(claim),
          observation: o.value,
        });
      });
      expect(new Set(texts).size, id).toBe(values.length);
    }
  });
});

describe('helpers', () => {
  it('destination', () => {
    expect(destination('d7-d6')).toBe('d6');
    expect(destination('Ke5-e8xe9')).toBe('e8');
    expect(destination('j13-j14')).toBe('j14');
    expect(destination('pass')).toBeNull();
  });
  it('underWhat names both compared readings only when they hold the value', () => {
    expect(
      underWhat({
        key: 'kingGoal',
        value: 'edge',
        preset: 'alea-cyningstan',
        presetValue: 'corner',
        compare: ['alea-cyningstan', 'alea-murray'],
      }),
    ).toBe("Under Murray as the site reads him (The king's goal: the edge)");
    expect(
      underWhat({
        key: 'kingGoal',
        value: 'corner',
        preset: 'alea-cyningstan',
        presetValue: 'corner',
        compare: ['alea-cyningstan', 'alea-murray'],
      }),
    ).toBe("Under Walker, Cyningstan web rules (The king's goal: a corner)");
  });
});

describe("the claim's own reading", () => {
  it('is named first when it holds the value as well as a compared reading (viking and Walker 2014 both say "draw")', () => {
    expect(
      underWhat({
        key: 'noMoves',
        value: 'draw',
        preset: 'viking',
        presetValue: 'draw',
        compare: ['alea-nielsen-2015', 'alea-walker-2014'],
      }),
    ).toBe('Under Viking rules (German rules page) and Walker 2014 leaflet (A player with no legal move: draws)');
    expect(
      underWhat({
        key: 'noMoves',
        value: 'loses',
        preset: 'viking',
        presetValue: 'draw',
        compare: ['alea-nielsen-2015', 'alea-walker-2014'],
      }),
    ).toBe("Under Nielsen's rules with Evangelists (A player with no legal move: loses)");
  });
});

describe('fewWords, the caption under a board', () => {
  const none = { observation: NOTHING, taken: [] };
  const king = { observation: KING_TAKEN, taken: [{ square: 'e4', kind: 'king' as const }] };
  const two = {
    observation: { kind: 'played', captures: ['b4', 'c3'], outcome: null } as const,
    taken: [
      { square: 'b4', kind: 'attacker' as const },
      { square: 'c3', kind: 'attacker' as const },
    ],
  };
  it.each([
    { why: 'a captured king, with his square', here: king, there: none, words: 'the king is captured on e4' },
    { why: 'what the other board has and this one lacks', here: none, there: king, words: 'the king is not captured' },
    { why: 'pieces captured, by kind', here: two, there: none, words: 'the attackers on b4 and c3 are captured' },
    { why: 'pieces spared', here: none, there: two, words: 'the attackers on b4 and c3 are not captured' },
    {
      why: 'a forbidden move',
      here: { observation: { kind: 'illegal', message: 'No.' } as const, taken: [] },
      there: none,
      words: 'the move is not allowed',
    },
    {
      why: 'allowed where the other forbids it',
      here: none,
      there: { observation: { kind: 'illegal', message: 'No.' } as const, taken: [] },
      words: 'the move is allowed; nothing is captured',
    },
    {
      why: 'a refused position',
      here: { observation: { kind: 'invalid', message: 'No.' } as const, taken: [] },
      there: none,
      words: 'the position is not allowed',
    },
    {
      why: 'an ending that does not say who wins says it',
      here: { observation: { kind: 'played', captures: [], outcome: { winner: null, reason: 'no-moves' } } as const, taken: [] },
      there: none,
      words: 'a player cannot move: the game is drawn',
    },
    { why: 'nothing on either board', here: none, there: none, words: 'nothing is captured' },
  ])('$why', ({ here, there, words }) => {
    expect(fewWords(here, there)).toBe(words);
  });
});
