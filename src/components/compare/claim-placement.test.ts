/**
 * A claim moved onto a reading's own board: the squares it names move together, a placement that
 * would drop a square off the board is refused, and placeOn keeps only a placement under which the
 * engine does what the claim says (a throne claim stays beside the throne, a corner claim in a corner).
 */
import { describe, expect, it } from 'vitest';
import { SOURCE_CLAIMS, claims } from '../../engine';
import { offsets, placeIn, placeOn, readingSize, translateClaim } from './claim-placement';

const claim = (id: string): claims.AnyClaim => SOURCE_CLAIMS.find((c) => c.id === id)!;

describe('offsets', () => {
  it('tries the centre, then the middle of each edge, then each corner', () => {
    expect(offsets(7, 19)).toEqual([
      [6, 6],
      [6, 0],
      [6, 12],
      [0, 6],
      [12, 6],
      [0, 0],
      [12, 0],
      [0, 12],
      [12, 12],
    ]);
    expect(offsets(11, 11)).toEqual([[0, 0]]);
    // A claim drawn larger than the board: the same anchors, with negative offsets.
    expect(offsets(11, 7)[0]).toEqual([-2, -2]);
  });
});

describe('translateClaim', () => {
  it('moves the pieces, the prelude, the move and the expected captures together', () => {
    const c = claim('nielsen-11-throne-side');
    const moved = translateClaim({ ...c, prelude: ['g4-g3'] }, 19, 6, 6)!;
    expect(moved.position).toEqual({ size: 19, king: 'j11', attackers: ['i11', 'k11', 'j13'], defenders: ['m10'], turn: 'attackers' });
    expect(moved.move).toBe('j13-j12');
    expect(moved.prelude).toEqual(['m10-m9']);
    const takes = translateClaim(claim('walker2014-11-corners-capture-attackers'), 19, 1, 2)!;
    expect(takes.move).toBe('e5-e3');
    expect(Object.values(takes.expect).flatMap((e) => e.captures ?? [])).toContain('d3');
  });

  it('refuses a placement that puts a square off the board', () => {
    expect(translateClaim(claim('nielsen-11-throne-side'), 7, 1, 0)).toBeNull();
    expect(translateClaim(claim('nielsen-11-throne-side'), 7, 0, -4)).toBeNull();
  });
});

describe('placeOn and placeIn', () => {
  it('keeps a claim about the throne beside the throne: centred on the big board', () => {
    const placed = placeIn(claim('nielsen-11-throne-side'), 'alea-nielsen-2015')!;
    expect(placed.position.size).toBe(19);
    expect(placed.position.king).toBe('j11');
    expect(claims.checkClaim(placed).every((v) => v.pass)).toBe(true);
  });

  it('keeps a claim about the corners in a corner', () => {
    const c = claim('walker2014-11-corners-capture-attackers');
    const placed = placeIn(c, 'alea-walker-2014')!;
    expect(placed.position).toEqual({ ...c.position, size: 19 });
  });

  it('finds no placement where the claim would say something false', () => {
    // A claim about the corner squares cannot hold in the middle of a board, nor on a board too small for it.
    const c = claim('walker2014-11-corners-capture-attackers');
    const centred = translateClaim(c, 19, 6, 6)!;
    expect(claims.checkClaim(centred).every((v) => v.pass)).toBe(false);
    expect(placeOn(c, 19)!.position.king).toBe('g4');
    expect(placeIn(claim('copenhagen-edge-fort'), 'brandubh')).toBeNull();
  });

  it('reads a reading’s board size from its layout', () => {
    expect(readingSize('alea-murray')).toBe(19);
    expect(readingSize('brandubh')).toBe(7);
    expect(readingSize('no-such-reading')).toBeUndefined();
  });
});
