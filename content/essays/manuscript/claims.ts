/**
 * The manuscript essay's rule claims: each ties a hint in the text or the drawing of Corpus Christi
 * College MS 122 to the rule key the reconstructions read out of it. Positions are on the 19×19
 * points, the centre being j10; one uses the full opening position of a verified layout. Each statement
 * gives the cited rule in the site's words and claims no more than that rule says.
 */
import { defineClaims } from '../../../src/essays/claims';
import { claims as claimKit } from '../../../src/engine';
import { layoutPosition } from './start';

const { ESCAPE, ILLEGAL, INVALID, KING_TAKEN, PLAIN } = claimKit;

export const claims = defineClaims('manuscript', [
  {
    id: 'counts-move-first',
    cite: { source: 'cyningstan-page', where: 'rule 2' },
    statement: 'The counts take the first move, and play then alternates.',
    preset: 'alea-cyningstan',
    position: layoutPosition('alea-walker'),
    move: 'j13-j14',
    key: 'firstMover',
    expect: { attackers: ILLEGAL, defenders: PLAIN },
    compare: ['alea-cyningstan', 'alea-walker-2014'],
  },
  {
    id: 'nine-steps-to-the-edge',
    cite: { source: 'cyningstan-page', where: 'rule 11' },
    statement:
      'The king wins by moving to one of the marked corner squares; the rules give him no other way to win, so reaching the edge is not enough.',
    preset: 'alea-cyningstan',
    position: { size: 19, king: 'j10', attackers: ['c19', 'q1'], defenders: ['m10'], turn: 'defenders' },
    move: 'j10-j1',
    key: 'kingGoal',
    expect: { corner: PLAIN, edge: ESCAPE },
    compare: ['alea-cyningstan', 'alea-murray'],
  },
  {
    id: 'sixteen-citadel-points',
    cite: { source: 'cyningstan-page', where: 'rules, introduction, and rule 11' },
    statement: 'Sixteen squares in the corners are marked, and the king escapes by reaching any one of them.',
    preset: 'alea-cyningstan',
    position: { size: 19, king: 'b10', attackers: ['s14', 'f19'], defenders: ['j9'], turn: 'defenders' },
    move: 'b10-b2',
    key: 'cornerShape',
    expect: {
      none: INVALID,
      single: PLAIN,
      block: ESCAPE,
      'block-minus-corner': ESCAPE,
      removed: INVALID,
    },
    compare: ['alea-cyningstan', 'alea-helmfrid'],
  },
  {
    id: 'citadel-captures',
    cite: { source: 'cyningstan-page', where: 'rule 9' },
    statement: 'The marked corner squares may be used by either player to capture, as if his own piece stood there.',
    preset: 'alea-cyningstan',
    position: { size: 19, king: 'j10', attackers: ['d6', 'n1'], defenders: ['c1', 'j9'], turn: 'attackers' },
    move: 'd6-d1',
    key: 'cornerHostile',
    expect: { both: { captures: ['c1'] }, attackers: PLAIN, none: PLAIN },
  },
  {
    id: 'city-no-return',
    cite: { source: 'cyningstan-page', where: 'rule 5' },
    statement: 'No piece can land on the central square, not even the king once he has left it.',
    preset: 'alea-cyningstan',
    position: { size: 19, king: 'j13', attackers: ['c19', 'q1'], defenders: ['m10'], turn: 'defenders' },
    move: 'j13-j10',
    key: 'throneLanding',
    expect: { king: PLAIN, nobody: ILLEGAL, anyone: PLAIN },
    compare: ['alea-cyningstan', 'alea-walker-2014'],
  },
  {
    id: 'king-in-the-city',
    cite: { source: 'cyningstan-page', where: 'rule 8' },
    statement: 'While the king is still on the central square, the counts must surround him on all four sides.',
    preset: 'alea-cyningstan',
    position: { size: 19, king: 'j10', attackers: ['i10', 'j11', 'n10'], defenders: ['e5'], turn: 'attackers' },
    move: 'n10-k10',
    key: 'kingCapture',
    expect: {
      'two-sided': KING_TAKEN,
      'four-sided': PLAIN,
      'throne-strong': PLAIN,
    },
  },
  {
    id: 'variegated-men-jump',
    cite: { source: 'ancientgames-2019', where: 'Nielsen rule 10' },
    statement: 'An Evangelist may capture an enemy piece by jumping over it and landing on the square behind it, if that square is empty.',
    preset: 'alea-nielsen-2015',
    position: { size: 19, king: 'j10', attackers: ['f7', 'a14'], evangelists: ['f6'], defenders: ['j9'], turn: 'defenders' },
    move: 'f6-f8',
    key: 'evangelists',
    expect: { jump: { captures: ['f7'] }, ordinary: ILLEGAL },
    compare: ['alea-nielsen-2015', 'alea-helmfrid'],
  },
]);
