/**
 * Puzzles on the small boards: Brandubh (7×7, throne d4, corners a1 g1 a7 g7) and Tablut (9×9,
 * castle e5, escape to any edge square). Every one is checked by the engine in puzzles.test.ts.
 */
import { creditLabel } from './credit';
import { diagram } from './diagram';
import type { Puzzle } from './types';

const KING_TAKEN = { winner: 'attackers', reason: 'king-captured' } as const;

export const SMALL_PUZZLES: readonly Puzzle[] = [
  // ---- Brandubh -----------------------------------------------------------------------------------
  {
    id: 'brandubh-corner-anvil',
    title: 'The corner takes a side',
    kind: 'capture-in-one',
    preset: 'brandubh',
    position: diagram(7, 'd', { k: 'e5', a: ['b1', 'f6'], d: ['c3'] }),
    goal: 'Defenders to move: capture the attacker on b1.',
    captures: ['b1'],
    solution: ['c3-c1'],
    shortest: true,
    hint: 'Only one piece is needed next to b1; the corner a1 plays the other.',
    explanation:
      'In Brandubh an empty corner square is hostile to both sides, so c3-c1 traps the attacker on b1 between the defender on c1 and the corner a1.',
  },
  {
    id: 'brandubh-empty-throne',
    title: 'The empty throne bites',
    kind: 'capture-in-one',
    preset: 'brandubh',
    position: diagram(7, 'a', { k: 'c6', a: ['f7', 'b2'], d: ['e4', 'a5'] }),
    goal: 'Attackers to move: capture the defender on e4.',
    captures: ['e4'],
    solution: ['f7-f4'],
    shortest: true,
    hint: 'Look at the square on the other side of e4: it is the throne.',
    explanation:
      'The empty throne d4 is hostile to both sides in Brandubh, so f7-f4 closes the defender on e4 between the attacker and the throne.',
  },
  {
    id: 'brandubh-two-corners',
    title: 'Two corners at once',
    kind: 'escape-in-two',
    preset: 'brandubh',
    position: diagram(7, 'd', { k: 'd3', a: ['b5', 'f6', 'a4', 'g4'], d: ['e5'] }),
    goal: 'Defenders to move: win by reaching a corner within two moves, whatever the attackers do.',
    solution: ['d3-d1', 'b5-b1', 'd1-g1'],
    shortest: true,
    hint: 'Put the king where he looks at two corners along the same edge.',
    explanation:
      'After d3-d1 the king threatens both a1 and g1 along the first rank; one attacker move can block only one side, and on d1, away from the throne, no single attacker can close him in.',
  },
  {
    id: 'brandubh-block-the-file',
    title: 'Shut the a-file',
    kind: 'stop-the-escape',
    preset: 'brandubh',
    position: diagram(7, 'a', { k: 'a4', a: ['a2', 'c5', 'e2'], d: ['e4'] }),
    goal: 'Attackers to move: the king threatens a4-a7. Stop him reaching a corner next move.',
    solution: ['c5-a5'],
    hint: 'The path to a7 runs over a5 and a6. Which attacker can reach it?',
    explanation:
      'Brandubh kings escape only to the corners, so the king on the edge must be blocked along the a-file: c5-a5 stands in his way, and a1 is already shut by the attacker on a2.',
  },
  {
    id: 'brandubh-king-against-corner',
    title: 'The corner against the king',
    kind: 'capture-the-king',
    preset: 'brandubh',
    position: diagram(7, 'a', { k: 'b7', a: ['c3', 'e2'], d: ['f5'] }),
    goal: 'Attackers to move: capture the king on b7.',
    solution: ['c3-c7'],
    shortest: true,
    hint: 'Away from the throne the king falls to two enemies, and a corner can be one of them.',
    explanation:
      'Away from the throne the Brandubh king is captured between two enemies, and the empty corner a7 counts as one: c3-c7 closes him in along the top edge.',
  },
  {
    id: 'brandubh-beside-throne',
    title: 'Three and the throne',
    kind: 'capture-the-king',
    preset: 'brandubh',
    position: diagram(7, 'a', { k: 'd5', a: ['c5', 'e5', 'd7', 'a2'], d: ['f2'] }),
    goal: 'Attackers to move: capture the king beside the throne.',
    solution: ['d7-d6'],
    shortest: true,
    hint: 'Beside the throne the king needs enemies on every side, but the empty throne counts as one.',
    explanation:
      'Next to the throne the Brandubh king must be closed in on all four sides; the empty throne d4 is the fourth, so d7-d6 completes the capture with the attackers on c5 and e5.',
  },
  {
    id: 'brandubh-throne-two-readings',
    title: 'Is the throne hostile?',
    kind: 'two-readings',
    preset: 'brandubh',
    position: diagram(7, 'a', { k: 'f3', a: ['a6', 'b2'], d: ['d5', 'g6'] }),
    goal: "Attackers to move: find the move that captures the defender on d5 in Brandubh, and see what OpenTafl's Brandub does with it.",
    solution: ['a6-d6'],
    hint: 'The square below d5 is the empty throne.',
    explanation: 'In Brandubh the empty throne d4 helps either side capture, so a6-d6 takes the defender on d5 against it.',
    expect: { captures: ['d5'] },
    compare: {
      preset: 'brandubh',
      patch: { throneLanding: 'king', throneHostileEmpty: 'none', kingSideThrone: 'no', kingCapture: 'two-sided' },
      explanation: "In OpenTafl's Brandub the empty centre takes no part in captures, so the same move captures nothing.",
      expect: {},
    },
  },
  // ---- Tablut -------------------------------------------------------------------------------------
  {
    id: 'tablut-double-capture',
    title: 'Two at a stroke',
    kind: 'capture-in-one',
    preset: 'tablut',
    position: diagram(9, 'd', { k: 'b3', a: ['d7', 'f7', 'h2'], d: ['c7', 'g7', 'e9'] }),
    goal: 'Defenders to move: capture both attackers on d7 and f7 with one move.',
    captures: ['d7', 'f7'],
    solution: ['e9-e7'],
    shortest: true,
    hint: 'A piece may move in between two enemies safely, and capture on both sides.',
    explanation:
      'e9-e7 lands between the two attackers, which is safe, and closes each against a defender beyond it (c7 and g7): one move captures in every direction it closes.',
  },
  {
    id: 'tablut-king-as-anvil',
    title: 'The king holds the far side',
    kind: 'capture-in-one',
    preset: 'tablut',
    position: diagram(9, 'd', { k: 'd6', a: ['c6', 'h8'], d: ['b2'] }),
    goal: 'Defenders to move: capture the attacker on c6.',
    captures: ['c6'],
    solution: ['b2-b6'],
    shortest: true,
    hint: 'The Tablut king is armed: he can be the piece on the far side.',
    explanation:
      'The Tablut king takes part in captures like any defender, so b2-b6 traps the attacker on c6 between the defender on b6 and the king on d6.',
  },
  {
    id: 'tablut-through-the-castle',
    title: 'Through the castle',
    kind: 'escape-in-one',
    preset: 'tablut',
    position: diagram(9, 'd', { k: 'e7', a: ['b7', 'h7', 'e8', 'a1'], d: ['c3'] }),
    goal: 'Defenders to move: escape to the edge in one move.',
    solution: ['e7-e1'],
    shortest: true,
    hint: 'Nobody may stop on the empty castle, but passing over it is another matter.',
    explanation: `In Tablut as the site plays it no piece may stop on the castle e5 once the king has left it (${creditLabel('tablut', ['throneLanding'])}), but any piece may pass over it while it is empty (${creditLabel('tablut', ['thronePass'])}): e7-e1 runs straight through to the edge.`,
  },
  {
    id: 'tablut-fork',
    title: 'Two roads to the edge',
    kind: 'escape-in-two',
    preset: 'tablut',
    position: diagram(9, 'd', { k: 'f7', a: ['b7', 'h7', 'f9', 'f2'], d: ['b2'] }),
    goal: 'Defenders to move: reach the edge within two moves, whatever the attackers do.',
    solution: ['f7-f6', 'b7-b6', 'f6-i6'],
    shortest: true,
    hint: 'Find a square from which the king sees the edge two ways. Beware of stopping next to an attacker.',
    explanation:
      'On f6 the king sees the edge along the sixth rank both ways, and one attacker move closes only one road. Stopping on a file with an attacker at its end is fatal: after f7-f8 the reply b7-f7 takes the king between f7 and f9, and after f7-f3 the reply f9-f4 takes him against f2.',
  },
  {
    id: 'tablut-guard-the-file',
    title: 'Guard the far side of the castle',
    kind: 'stop-the-escape',
    preset: 'tablut',
    position: diagram(9, 'a', { k: 'e8', a: ['b8', 'g8', 'a5', 'h3'], d: ['e9'] }),
    goal: 'Attackers to move: the king threatens to run down the e-file over the empty castle. Stop him.',
    solution: ['h3-e3'],
    hint: 'No piece may stop on the castle, so the block must go beyond it.',
    explanation:
      'The king may pass over the empty castle e5 to reach e1. The attacker on a5 cannot stop on the castle to block, but h3-e3 closes the file below it.',
  },
  {
    id: 'tablut-smith-two-readings',
    title: 'Two captors or four?',
    kind: 'two-readings',
    preset: 'tablut',
    position: diagram(9, 'a', { k: 'c6', a: ['b6', 'd9'], d: ['g2'] }),
    goal: "Attackers to move: find the move that captures the king in Tablut as the site plays it, and compare the rules Ludii names after Smith's 1811 translation.",
    solution: ['d9-d6'],
    hint: 'Away from the castle, how many attackers does the Tablut king need?',
    explanation: `In Tablut as the site plays it (${creditLabel('tablut', ['kingCapture'])}) the king away from the castle is taken like any man, between two attackers: d9-d6 wins.`,
    expect: { outcome: KING_TAKEN },
    compare: {
      preset: 'tablut',
      patch: { kingCapture: 'four-sided' },
      explanation:
        "Ludii's “Smith (Suggested)” rules, named after Smith's 1811 English translation of the Lapland diary, always need four captors for the king, so two attackers on b6 and d6 do nothing. The German rules page says that translation gave completely incorrect rules for tablut.",
      expect: {},
    },
  },
];
