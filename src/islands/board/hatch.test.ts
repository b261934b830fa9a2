import { describe, expect, it } from 'vitest';
import { hatchPath } from './hatch';

const segments = (d: string) =>
  [...d.matchAll(/M([-\d.]+) ([-\d.]+)L([-\d.]+) ([-\d.]+)/g)].map((m) => m.slice(1).map(Number) as [number, number, number, number]);

describe('hatching', () => {
  it('stays inside a square, at 45°', () => {
    const segs = segments(hatchPath({ kind: 'square', x: 2, y: 3, w: 1 }, false));
    expect(segs.length).toBeGreaterThan(4);
    for (const [x1, y1, x2, y2] of segs) {
      for (const x of [x1, x2]) {
        expect(x).toBeGreaterThanOrEqual(2 - 1e-3);
        expect(x).toBeLessThanOrEqual(3 + 1e-3);
      }
      for (const y of [y1, y2]) {
        expect(y).toBeGreaterThanOrEqual(3 - 1e-3);
        expect(y).toBeLessThanOrEqual(4 + 1e-3);
      }
      expect(Math.abs(Math.abs(x2 - x1) - Math.abs(y2 - y1))).toBeLessThan(2e-3);
    }
  });

  it('ends on the circle, and cross-hatching doubles the lines', () => {
    const shape = { kind: 'circle', cx: 0.5, cy: 0.5, r: 0.4 } as const;
    const one = segments(hatchPath(shape, false));
    const both = segments(hatchPath(shape, true));
    expect(both).toHaveLength(2 * one.length);
    for (const [x1, y1, x2, y2] of both) {
      expect(Math.hypot(x1 - 0.5, y1 - 0.5)).toBeCloseTo(0.4, 2);
      expect(Math.hypot(x2 - 0.5, y2 - 0.5)).toBeCloseTo(0.4, 2);
    }
  });
});
