import { defineClaims } from '../../../src/essays/claims';
import { claims as claimKit } from '../../../src/engine';

const { ESCAPE, INVALID, KING_TAKEN, PLAIN } = claimKit;

export const claims = defineClaims('perkis', [
  {
    id: 'how-many-corners',
    cite: { source: 'standard-rules-page' },
    statement:
      'The standard set has four corner squares; how many Perkis used is not recorded, and the answer decides whether this move wins.',
    preset: 'alea-perkis',
    position: { size: 7, king: 'e1', attackers: ['c5'], defenders: ['f4'], turn: 'defenders' },
    move: 'e1-b1',
    key: 'cornerShape',
    expect: { none: INVALID, single: PLAIN, block: ESCAPE, 'block-minus-corner': ESCAPE, removed: INVALID },
    compare: ['alea-perkis', 'alea-helmfrid'],
  },
  {
    id: 'how-the-king-falls',
    cite: { source: 'standard-rules-page' },
    statement:
      "In the standard set the king away from the throne falls to two attackers; a four-sided king, as Walker reports Murray's, would survive this move.",
    preset: 'alea-perkis',
    position: { size: 7, king: 'e3', attackers: ['f3', 'd1'], defenders: ['b5'], turn: 'attackers' },
    move: 'd1-d3',
    key: 'kingCapture',
    expect: { 'two-sided': KING_TAKEN, 'four-sided': PLAIN, 'throne-strong': KING_TAKEN },
    compare: ['alea-perkis', 'alea-murray'],
  },
  {
    id: 'corner-against-king',
    cite: { source: 'standard-rules-page' },
    statement:
      'Read literally, the standard set lets an empty corner square help capture the king; the German Viking rules page forbids that.',
    preset: 'alea-perkis',
    position: { size: 7, king: 'b3', attackers: ['b5'], defenders: ['f4'], turn: 'attackers' },
    move: 'b5-b4',
    key: 'kingSideCorner',
    expect: { yes: KING_TAKEN, no: PLAIN },
    compare: ['alea-perkis', 'viking'],
  },
  {
    id: 'repetition',
    cite: { source: 'ancientgames-2019', where: 'Nielsen rule 13' },
    statement:
      "Neither the standard set nor the report of Perkis's article says what a repeated position does; Nielsen's rules make the player who repeats lose, the site's default is a draw.",
    preset: 'alea-perkis',
    position: { size: 7, king: 'c5', attackers: ['e3'], turn: 'defenders' },
    ...claimKit.thirdOccurrence(['c5', 'c4'], ['e3', 'f3']),
    key: 'repetition',
    expect: claimKit.repetitionExpect('attackers'),
    compare: ['alea-perkis', 'alea-nielsen-2015'],
  },
]);
