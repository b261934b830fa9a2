/**
 * Puzzles on 11×11 boards (throne f6; corners a1, k1, a11, k11): Copenhagen and Fetlar hnefatafl,
 * Tawlbwrdd and the Viking rules of the German rules page. Every one is checked by the engine in puzzles.test.ts.
 */
import { diagram } from './diagram';
import type { Puzzle } from './types';

const KING_TAKEN = { winner: 'attackers', reason: 'king-captured' } as const;

export const HNEFATAFL_PUZZLES: readonly Puzzle[] = [
  // ---- Copenhagen ---------------------------------------------------------------------------------
  {
    id: 'copenhagen-shieldwall',
    title: 'Shieldwall against the corner',
    kind: 'capture-in-one',
    preset: 'copenhagen',
    position: diagram(11, 'a', { k: 'f8', a: ['b2', 'c2', 'd5', 'i9'], d: ['b1', 'c1', 'h4'] }),
    goal: 'Attackers to move: capture both defenders on b1 and c1 with one move.',
    captures: ['b1', 'c1'],
    solution: ['d5-d1'],
    shortest: true,
    hint: 'A row on the edge, each piece faced by an enemy, falls at once when both ends are closed. A corner can close one end.',
    explanation:
      'Copenhagen has shieldwall captures: the defenders on b1 and c1 are each faced by an attacker (b2, c2); d5-d1 closes one end and the empty corner a1 closes the other, so both are taken.',
  },
  {
    id: 'copenhagen-build-the-fort',
    title: 'Close the fort',
    kind: 'escape-in-one',
    escapeBy: 'edge-fort',
    preset: 'copenhagen',
    position: diagram(11, 'd', { k: 'f1', a: ['j1', 'c5', 'h9'], d: ['e1', 'f2', 'g2', 'h5'] }),
    goal: 'Defenders to move: win at once by walling the king into an edge fort.',
    solution: ['h5-h1'],
    shortest: true,
    hint: 'The king already has walls on three sides; one square on the edge is still open.',
    explanation:
      'In Copenhagen the defenders win when the king is on the edge, can move, and is walled in by defenders the attackers cannot capture. h5-h1 closes the wall e1, f2, g2, h1 around f1 and g1.',
  },
  {
    id: 'copenhagen-break-the-fort',
    title: 'Keep the fort open',
    kind: 'stop-the-escape',
    escapeBy: 'edge-fort',
    preset: 'copenhagen',
    position: diagram(11, 'a', { k: 'f1', a: ['j1', 'c5', 'b9'], d: ['e1', 'f2', 'g2', 'h5'] }),
    goal: 'Attackers to move: the defenders threaten h5-h1, walling the king into an edge fort. Stop it.',
    solution: ['j1-h1'],
    hint: 'A fort is not a fort if an attacker touches the space inside it.',
    explanation:
      'An edge fort needs its inside squares (here f1 and g1) to touch no attacker. j1-h1 puts an attacker on the open square of the wall, next to g1, so the defenders cannot close the fort next move, and the road to the corner k1 stays shut.',
  },
  {
    id: 'copenhagen-four-sides',
    title: 'Four sides for the king',
    kind: 'capture-the-king',
    preset: 'copenhagen',
    position: diagram(11, 'a', { k: 'c8', a: ['b8', 'd8', 'c9', 'g7', 'j3'], d: ['h4'] }),
    goal: 'Attackers to move: capture the king on c8.',
    solution: ['g7-c7'],
    shortest: true,
    hint: 'The Copenhagen king must be surrounded on all four sides.',
    explanation:
      'In Copenhagen, as Ludii and OpenTafl give its rules, the king is captured only when all four sides are closed (beside the empty throne, the throne may close one). Three attackers are already on b8, d8 and c9; g7-c7 closes the last side.',
  },
  // ---- Fetlar -------------------------------------------------------------------------------------
  {
    id: 'fetlar-throne-anvil',
    title: 'Beside the empty throne',
    kind: 'capture-in-one',
    preset: 'fetlar',
    position: diagram(11, 'a', { k: 'h9', a: ['b4', 'j2'], d: ['f5', 'c9'] }),
    goal: 'Attackers to move: capture the defender on f5.',
    captures: ['f5'],
    solution: ['b4-f4'],
    shortest: true,
    hint: 'The defender stands next to the throne, which is empty.',
    explanation:
      'In Fetlar the empty throne is hostile to defenders too, so b4-f4 captures the defender on f5 between the attacker and the throne f6.',
  },
  {
    id: 'fetlar-guard-the-corner',
    title: 'Guard the corner',
    kind: 'stop-the-escape',
    preset: 'fetlar',
    position: diagram(11, 'a', { k: 'a8', a: ['c9', 'e4', 'h7'], d: ['a4', 'g4'] }),
    goal: 'Attackers to move: the king threatens a8-a11. Stop him.',
    solution: ['c9-a9'],
    hint: 'The road to a11 crosses a9 and a10.',
    explanation:
      'The Fetlar king wins only on a corner square, so the attackers must block his road along the edge: c9-a9 stands between him and a11 (his own defender on a4 shuts the road to a1).',
  },
  // ---- Tawlbwrdd ----------------------------------------------------------------------------------
  {
    id: 'tawlbwrdd-weak-king',
    title: 'One attacker and the throne',
    kind: 'capture-the-king',
    preset: 'tawlbwrdd',
    position: diagram(11, 'a', { k: 'f7', a: ['f10', 'b3', 'j4'], d: ['d4', 'h8'] }),
    goal: 'Attackers to move: capture the king on f7.',
    solution: ['f10-f8'],
    shortest: true,
    hint: 'The Tawlbwrdd king is weak: two enemies take him, and the empty throne counts as one.',
    explanation:
      'In Tawlbwrdd the king is captured like any piece, between two enemies, and the empty throne f6 serves as the second: f10-f8 takes him.',
  },
  {
    id: 'tawlbwrdd-throne-wall',
    title: 'The throne is a wall for attackers',
    kind: 'stop-the-escape',
    preset: 'tawlbwrdd',
    position: diagram(11, 'a', { k: 'f8', a: ['c8', 'i8', 'f11', 'b6', 'j3'], d: ['d2'] }),
    goal: 'Attackers to move: the king threatens to run down the f-file over the empty throne. Stop him.',
    solution: ['j3-f3'],
    hint: 'Only the king may pass over the throne in Tawlbwrdd, so the attacker on b6 cannot get past it.',
    explanation:
      'In Tawlbwrdd the king may cross the empty throne f6, but no other piece may stop on it or pass it. The attacker on b6 cannot reach the f-file; j3-f3 blocks below the throne.',
  },
  // ---- Viking rules (German rules page) and their variations----------------------------------------
  {
    id: 'viking-unarmed-king',
    title: 'An unarmed king',
    kind: 'two-readings',
    preset: 'viking',
    position: diagram(11, 'd', { k: 'd4', a: ['d6', 'h9'], d: ['d7', 'i3'] }),
    goal: 'Defenders to move: find the king move that would capture the attacker on d6 if the king were armed.',
    solution: ['d4-d5'],
    hint: 'The attacker on d6 already has a defender beyond it.',
    explanation: 'Under the Viking rules of the German rules page the king cannot be used to capture, so d4-d5 takes nothing.',
    expect: {},
    compare: {
      preset: 'viking',
      patch: { kingArmed: 'both' },
      explanation:
        'Under variation 1 the king is strong and captures like a defender: d4-d5 takes the attacker on d6 against the defender on d7.',
      expect: { captures: ['d6'] },
    },
  },
  {
    id: 'viking-throne-hostile-to-all',
    title: 'The throne with the king on it',
    kind: 'two-readings',
    preset: 'viking',
    position: diagram(11, 'a', { k: 'f6', a: ['c8', 'i2'], d: ['f7', 'b3'] }),
    goal: 'Attackers to move: capture the defender on f7 under the Viking rules, and compare Copenhagen.',
    solution: ['c8-f8'],
    hint: 'Under the Viking rules the throne is hostile to everyone, even while the king sits on it.',
    explanation:
      'The German Viking rules page makes the throne always hostile to all forces, so c8-f8 takes the defender on f7 against the throne, although the king stands on it.',
    expect: { captures: ['f7'] },
    compare: {
      preset: 'copenhagen',
      explanation: 'In Copenhagen the throne with the king on it is hostile to attackers only, so the defender on f7 is safe.',
      expect: {},
    },
  },
  {
    id: 'viking-throne-as-captor',
    title: 'Can the throne be the fourth attacker?',
    kind: 'two-readings',
    preset: 'viking',
    position: diagram(11, 'a', { k: 'f7', a: ['e7', 'g7', 'f10', 'b2'], d: ['j4'] }),
    goal: 'Attackers to move: capture the king beside the throne under the Viking rules, and compare variation 2.',
    solution: ['f10-f8'],
    hint: "Count the king's enemies after the move: three attackers, and what is below him?",
    explanation:
      'Under the Viking rules the king is captured by four attackers, or by three with the throne: f10-f8 closes the third side and the empty throne f6 is the fourth.',
    expect: { outcome: KING_TAKEN },
    compare: {
      preset: 'viking',
      patch: { kingSideThrone: 'no' },
      explanation: 'Variation 2 forbids using the throne as a captor, so three attackers are not enough and the game goes on.',
      expect: {},
    },
  },
];
