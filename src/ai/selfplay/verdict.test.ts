import { describe, expect, it } from 'vitest';
import { defendersOfDecided, leanOf, verdictOf } from './verdict';

const r = (label: string, attackers: number, defenders: number) => ({ label, tally: { attackers, defenders } });

describe('a player’s lean', () => {
  it('favours a side only when the interval of the defenders’ share of decided games excludes one half', () => {
    expect(leanOf({ attackers: 150, defenders: 40 })).toBe('attackers');
    expect(leanOf({ attackers: 40, defenders: 150 })).toBe('defenders');
    // 55 against 45 in 100 decided games: the interval reaches past one half.
    expect(defendersOfDecided({ attackers: 45, defenders: 55 }).lo).toBeLessThan(0.5);
    expect(leanOf({ attackers: 45, defenders: 55 })).toBe('close');
    expect(leanOf({ attackers: 0, defenders: 0 })).toBe('close');
    // Draws do not count: 10 against 30 is the defenders' whatever the draws.
    expect(leanOf({ attackers: 10, defenders: 30 })).toBe('defenders');
  });
});

describe('the verdict over the players tried', () => {
  it('says the side when every player favours it, naming how many were tried', () => {
    const v = verdictOf([r('A', 150, 40), r('B', 60, 30), r('C', 70, 20)]);
    expect(v).toMatchObject({ kind: 'agree', side: 'attackers' });
    expect(v.sentence).toBe('The attackers win more games than the defenders under all three computer players tried.');
    expect(verdictOf([r('A', 10, 90)]).sentence).toBe(
      'The defenders win more games than the attackers under the one computer player tried.',
    );
    expect(verdictOf([r('A', 10, 90), r('B', 5, 50)]).sentence).toMatch(/under both computer players tried\.$/);
  });

  it('says which players favour the side and which call it too close', () => {
    const v = verdictOf([r('the club level', 150, 40), r('the deeper one', 48, 52)]);
    expect(v).toMatchObject({ kind: 'partly', side: 'attackers' });
    expect(v.sentence).toBe('The attackers win more games under the club level; under the deeper one the result is too close to call.');
  });

  it('says plainly that the answer depends on the player when players favour different sides', () => {
    const v = verdictOf([r('A', 150, 40), r('B', 20, 80), r('C', 50, 50)]);
    expect(v).toMatchObject({ kind: 'depends', side: null });
    expect(v.sentence).toBe(
      'The answer depends on the computer player: the attackers win more games under A, the defenders under B; under C it is too close to call.',
    );
    expect(verdictOf([r('A', 45, 55), r('B', 52, 48)])).toMatchObject({
      kind: 'close',
      sentence: 'Neither side wins clearly more games under both computer players tried.',
    });
    expect(() => verdictOf([])).toThrow(/no results/);
  });
});
