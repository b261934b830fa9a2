/** The manuscript view's points are derived from the verified layouts; these pin what they must be. */
import { describe, expect, it } from 'vitest';
import { getLayout, parsePlacement } from '../../engine';
import { manuscriptPoints, pointsOf, switchedPoints } from './points';

describe('manuscript points', () => {
  const points = manuscriptPoints();

  it('are the 72 + 1 points of the common geometry, each occupied in both layouts', () => {
    expect(points).toHaveLength(73);
    expect(new Set(points.map((p) => p.name)).size).toBe(73);
    for (const id of ['alea-murray', 'alea-walker']) {
      const parsed = parsePlacement(getLayout(id)!.placement);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(parsed.value.cells.filter(Boolean)).toHaveLength(73);
    }
  });

  it('give 1 king, 24 defenders and 48 attackers under either allocation', () => {
    for (const a of ['M', 'W'] as const) {
      expect(pointsOf(points, a, 'king')).toEqual(['j10']);
      expect(pointsOf(points, a, 'defender')).toHaveLength(24);
      expect(pointsOf(points, a, 'attacker')).toHaveLength(48);
    }
  });

  it('switch exactly the 16 points of classes 4, 5 and 6 between M and W', () => {
    expect(switchedPoints(points).sort()).toEqual(
      ['j4', 'd10', 'p10', 'j16', 'f6', 'n6', 'f14', 'n14', 'i5', 'k5', 'e9', 'o9', 'e11', 'o11', 'i15', 'k15'].sort(),
    );
  });

  it('mark f6 n6 f14 n14 as variegated and e13 as the primary man', () => {
    expect(
      points
        .filter((p) => p.variegated)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['f14', 'f6', 'n14', 'n6']);
    const primary = points.filter((p) => p.primary);
    expect(primary.map((p) => p.name)).toEqual(['e13']);
    expect(primary[0]!.side).toEqual({ M: 'attacker', W: 'attacker' });
  });
});
