import { describe, expect, it } from 'vitest';
import { getPreset, resolveRules } from '../engine';
import { AI_VERSION, type BalanceFile } from '../ai/selfplay/balance';
import { emptyTally } from '../ai/selfplay/stats';
import { loadPeopleRules, PEOPLE_RULES_RESULTS, peopleRuleChanges, repetitionKept } from './people-rules-data';
import { AAGENIELSEN_BRANDUB, selfPlayPatch } from './people-rules';

const brandubh = getPreset('brandubh')!;
const file = (rules = resolveRules(brandubh, selfPlayPatch(AAGENIELSEN_BRANDUB))): BalanceFile => ({
  format: 1,
  aiVersion: AI_VERSION,
  command:
    'npm run balance -- --preset brandubh --set throneLanding=king --set throneHostileKing=attackers --games 2 --level club --seed 1',
  preset: 'brandubh',
  rulesText: 'brandubh',
  rules,
  layout: brandubh.layout.value,
  level: 'club',
  ai: { nodes: 12000, choice: { margin: 20, temperature: 8 }, overlook: 0 },
  seed: 1,
  maxPlies: 400,
  tally: { ...emptyTally(), games: 2, defenders: 2, reasons: { ...emptyTally().reasons, escape: 2 }, lengths: [20, 30] },
  finished: '2026-12-02T00:00:00.000Z',
  seconds: 1,
  threads: 1,
});

describe('a reading played under the rules people played', () => {
  it('plays the records’ rules but for repetition, which the computer keeps as the reading has it', () => {
    expect(selfPlayPatch(AAGENIELSEN_BRANDUB)).toEqual({ throneLanding: 'king', throneHostileKing: 'attackers' });
    expect(AAGENIELSEN_BRANDUB.patch.repetition).toBe('ignored');
  });

  it('is loaded only with exactly those rules, the reading’s layout and the club level, in a file of its reading’s name', () => {
    expect(
      loadPeopleRules([['people-rules/brandubh.json', file()]])
        .byPlayer.get('brandubh')
        ?.get('club')?.tally.games,
    ).toBe(2);
    const deeper = { ...file(), player: { id: 'deeper' as const, weights: 'tuned' as const, nodes: 48000 } };
    expect(
      loadPeopleRules([['people-rules/brandubh.deeper.json', deeper]])
        .byPlayer.get('brandubh')
        ?.get('deeper')?.tally.games,
    ).toBe(2);
    expect(() => loadPeopleRules([['people-rules/brandubh.json', deeper]])).toThrow(/must be named brandubh.deeper.json/);
    expect(() => loadPeopleRules([['people-rules/brandubh.deeper.json', file()]])).toThrow(/must be named brandubh.json/);
    expect(() => loadPeopleRules([['people-rules/copenhagen.json', file()]])).toThrow(/each in a file of its name/);
    expect(() => loadPeopleRules([['people-rules/tablut.json', { ...file(), preset: 'tablut' }]])).toThrow(/only copenhagen and brandubh/);
    expect(() => loadPeopleRules([['people-rules/brandubh.json', file(resolveRules(brandubh))]])).toThrow(
      /not played with the rules people played \(throneLanding, throneHostileKing differ\)/,
    );
    expect(() => loadPeopleRules([['people-rules/brandubh.json', { ...file(), layout: 'tablut-9' }]])).toThrow(/own layout/);
    expect(() => loadPeopleRules([['people-rules/brandubh.json', { ...file(), level: 'strong' }]])).toThrow(/club level/);
  });

  it('keeps the club level’s games opened with other numbers of free plies apart, fewest first, each in a file of its number', () => {
    const opened = (n: number): BalanceFile => ({ ...file(), openingPlies: n, command: `${file().command} --opening ${n}` });
    const loaded = loadPeopleRules([
      ['people-rules/brandubh.json', file()],
      ['people-rules/brandubh.opening8.json', opened(8)],
      ['people-rules/brandubh.opening6.json', opened(6)],
    ]);
    expect(loaded.openings.get('brandubh')?.map((f) => f.openingPlies)).toEqual([6, 8]);
    expect([...(loaded.byPlayer.get('brandubh')?.keys() ?? [])]).toEqual(['club']);
    expect(() => loadPeopleRules([['people-rules/brandubh.opening6.json', opened(8)]])).toThrow(/must be named brandubh.opening8.json/);
    expect(() => loadPeopleRules([['people-rules/brandubh.json', opened(6)]])).toThrow(/must be named brandubh.opening6.json/);
    expect(() => loadPeopleRules([['people-rules/brandubh.opening6.json', file()]])).toThrow(/open as every game does/);
    const deeper = { ...opened(6), player: { id: 'deeper' as const, weights: 'tuned' as const, nodes: 48000 } };
    expect(() => loadPeopleRules([['people-rules/brandubh.opening6.json', deeper]])).toThrow(/club level's games opened with 6/);
    // Four is how every game opens: a file that says so is refused.
    expect(() => loadPeopleRules([['people-rules/brandubh.opening4.json', opened(4)]])).toThrow(/other than 4/);
  });

  it('ships Brandub’s, played as people played it', () => {
    const shipped = PEOPLE_RULES_RESULTS.get('brandubh')?.get('club');
    expect(shipped?.rules.throneLanding).toBe('king');
    expect(shipped?.tally.games).toBeGreaterThanOrEqual(200);
  });
});

describe('the rules people played, in words', () => {
  it('name each change from the reading’s own, only where the computer has played them', () => {
    expect(peopleRuleChanges('brandubh')).toEqual([
      'who may stop on the centre: the king only',
      'the centre with the king on it: against attackers',
    ]);
    // Copenhagen's differ from the reading's in repetition alone, which the computer keeps as the reading has it.
    expect(peopleRuleChanges('copenhagen')).toEqual([]);
    expect(peopleRuleChanges('tablut')).toEqual([]);
  });

  it('name the repetition rule the computer keeps where people’s records are read with repetition ignored', () => {
    expect(repetitionKept('brandubh')).toBe('a draw');
    expect(repetitionKept('copenhagen')).toBe('the defenders lose');
    expect(repetitionKept('tablut')).toBeNull();
  });
});
