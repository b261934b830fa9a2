import { describe, expect, it } from 'vitest';
import { cellOf, fileLabel, parseName, rankLabel, rowEnd, screenToBoard, squareAt, squareAtPoint, squaresInOrder, step } from './geometry';

const SIZES = [7, 9, 11, 13, 15, 19];

describe('square names and display cells', () => {
  it.each(SIZES)('%i×%i: every square round-trips, either way up', (size) => {
    for (const flipped of [false, true]) {
      const seen = new Set<string>();
      for (const { name, col, row } of squaresInOrder(size, flipped)) {
        expect(cellOf(name, size, flipped)).toEqual({ col, row });
        expect(squareAtPoint(col + 0.5, row + 0.5, size, flipped)).toBe(name);
        seen.add(name);
      }
      expect(seen.size).toBe(size * size);
    }
  });

  it('a1 is bottom left, or top right when flipped', () => {
    expect(cellOf('a1', 7, false)).toEqual({ col: 0, row: 6 });
    expect(cellOf('a1', 7, true)).toEqual({ col: 6, row: 0 });
    expect(squareAt({ col: 0, row: 0 }, 19, false)).toBe('a19');
    expect(squareAt({ col: 0, row: 0 }, 19, true)).toBe('s1');
  });

  it('labels run a.. left to right and ranks bottom to top, reversed when flipped', () => {
    expect(Array.from({ length: 7 }, (_, c) => fileLabel(c, 7, false)).join('')).toBe('abcdefg');
    expect(Array.from({ length: 7 }, (_, c) => fileLabel(c, 7, true)).join('')).toBe('gfedcba');
    expect(Array.from({ length: 7 }, (_, r) => rankLabel(r, 7, false))).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    expect(Array.from({ length: 7 }, (_, r) => rankLabel(r, 7, true))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('rejects names off the board', () => {
    expect(parseName('h1', 7)).toBeNull();
    expect(parseName('a8', 7)).toBeNull();
    expect(parseName('a0', 7)).toBeNull();
    expect(parseName('e55', 19)).toBeNull();
    expect(squareAtPoint(-0.1, 3, 7, false)).toBeNull();
    expect(squareAtPoint(3, 7, 7, false)).toBeNull();
  });
});

describe('cursor steps', () => {
  const voids = new Set(['a1', 'a19', 's1', 's19']);
  const isVoid = (sq: string) => voids.has(sq);
  const none = () => false;

  it('moves one square in display directions, and stops at the edge', () => {
    expect(step('d4', 0, -1, 7, false, none)).toBe('d5');
    expect(step('d4', 0, -1, 7, true, none)).toBe('d3');
    expect(step('d4', 1, 0, 7, true, none)).toBe('c4');
    expect(step('d7', 0, -1, 7, false, none)).toBe('d7');
  });

  it('skips squares cut from the board', () => {
    expect(step('b1', -1, 0, 19, false, isVoid)).toBe('b1');
    expect(step('a2', 0, 1, 19, false, isVoid)).toBe('a2');
    expect(rowEnd('j1', false, 19, false, isVoid)).toBe('b1');
    expect(rowEnd('j1', true, 19, false, isVoid)).toBe('r1');
    expect(rowEnd('j10', false, 19, false, isVoid)).toBe('a10');
  });
});

describe('screen to board', () => {
  it('inverts a scaled and translated matrix', () => {
    const m = { a: 50, b: 0, c: 0, d: 50, e: 100, f: 20 };
    expect(screenToBoard(m, 100 + 50 * 3.5, 20 + 50 * 2.5)).toEqual({ x: 3.5, y: 2.5 });
  });
  it('inverts a rotated matrix', () => {
    const m = { a: 0, b: 10, c: -10, d: 0, e: 0, f: 0 };
    const p = screenToBoard(m, -20, 10)!;
    expect(p.x).toBeCloseTo(1);
    expect(p.y).toBeCloseTo(2);
  });
});
