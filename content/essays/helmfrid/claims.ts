import { defineClaims } from '../../../src/essays/claims';
import { claims as claimKit } from '../../../src/engine';

const { ESCAPE, ILLEGAL, INVALID, KING_TAKEN, PLAIN } = claimKit;

export const claims = defineClaims('helmfrid', [
  {
    id: 'king-reenters',
    cite: { source: 'standard-rules-page' },
    statement: 'In the standard rule set the king may go back onto the throne after leaving it.',
    preset: 'alea-helmfrid',
    position: { size: 7, king: 'd2', attackers: ['f5'], defenders: ['b5'], turn: 'defenders' },
    move: 'd2-d4',
    key: 'throneLanding',
    expect: { king: PLAIN, nobody: ILLEGAL, anyone: PLAIN },
    compare: ['alea-helmfrid', 'alea-cyningstan'],
  },
  {
    id: 'occupied-throne',
    cite: { source: 'standard-rules-page' },
    statement:
      'The throne is always hostile to attackers, but to defenders only when it is empty: a defender beside the occupied throne is safe.',
    preset: 'alea-helmfrid',
    position: { size: 7, king: 'd4', attackers: ['b1', 'f6'], defenders: ['c4'], turn: 'attackers' },
    move: 'b1-b4',
    key: 'throneHostileKing',
    expect: { none: PLAIN, attackers: PLAIN, both: { captures: ['c4'] } },
    compare: ['alea-helmfrid', 'viking'],
  },
  {
    id: 'beside-throne',
    cite: { source: 'standard-rules-page' },
    statement: 'Standing next to the throne, the king is not taken by two attackers: they must hold every side but the throne.',
    preset: 'alea-helmfrid',
    position: { size: 7, king: 'd3', attackers: ['c3', 'e1'], defenders: ['f5'], turn: 'attackers' },
    move: 'e1-e3',
    key: 'kingCapture',
    expect: { 'two-sided': KING_TAKEN, 'four-sided': PLAIN, 'throne-strong': PLAIN },
  },
  {
    id: 'four-corners',
    cite: { source: 'standard-rules-page' },
    statement: 'The standard set has one king-only square in each corner, four in all; a square beside it is an ordinary square.',
    preset: 'alea-helmfrid',
    position: { size: 7, king: 'd2', attackers: ['f5'], defenders: ['c6'], turn: 'defenders' },
    move: 'd2-b2',
    key: 'cornerShape',
    expect: { none: INVALID, single: PLAIN, block: ESCAPE, 'block-minus-corner': ESCAPE, removed: INVALID },
    compare: ['alea-helmfrid', 'alea-cyningstan'],
  },
  {
    id: 'corner-goal',
    cite: { source: 'standard-rules-page' },
    statement: "The king's side wins only when the king reaches a corner square; the rest of the edge is not enough.",
    preset: 'alea-helmfrid',
    position: { size: 7, king: 'c3', attackers: ['f5'], defenders: ['e6'], turn: 'defenders' },
    move: 'c3-c1',
    key: 'kingGoal',
    expect: { corner: PLAIN, edge: ESCAPE },
    compare: ['alea-helmfrid', 'alea-murray'],
  },
  {
    id: 'corners-hostile',
    cite: { source: 'standard-rules-page' },
    statement: 'The four corner squares are hostile to all pieces: an attacker can take a defender against one.',
    preset: 'alea-helmfrid',
    position: { size: 7, king: 'e5', attackers: ['a5'], defenders: ['a2'], turn: 'attackers' },
    move: 'a5-a3',
    key: 'cornerHostile',
    expect: { both: { captures: ['a2'] }, attackers: PLAIN, none: PLAIN },
  },
]);
