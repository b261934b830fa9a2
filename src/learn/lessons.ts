/**
 * The lessons of /learn/: a path a class can follow in one period, from how the pieces move to a
 * full game of Alea Evangelii. Most steps are a small position with a goal, written as a Puzzle so
 * that verify.ts checks it with the engine (lessons.test.ts) and the puzzle island's parts can play
 * it; the steps on rules that the readings disagree about are "two readings" puzzles, whose
 * "predict, then reveal" question asks what the same move does under the other reading. The last
 * two steps are full games on /play. Pure data.
 */
import { capitalise, credit } from './credit';
import { diagram } from './diagram';
import type { Puzzle } from './types';

interface LessonCommon {
  /** Stable id, used in the step's URL: /learn/<id>/. */
  readonly id: string;
  readonly title: string;
  /** The rule the step teaches, in a few words (the index lists it). */
  readonly rule: string;
  /** What the step says before its board: 2–4 sentences naming the rule and the readings. */
  readonly text: string;
  /** What the reader does, in one sentence (the index lists it). */
  readonly goal: string;
}

/** A step played on a board: the puzzle's position, goal, hint and checks. */
export interface PuzzleLesson extends LessonCommon {
  readonly kind: 'puzzle';
  readonly puzzle: Puzzle;
}

/** A step that sends the reader to /play for a full game. */
export interface GameLesson extends LessonCommon {
  readonly kind: 'game';
  /** The link's path and query, relative to the site's root: "play/?r=brandubh". */
  readonly href: string;
  readonly linkText: string;
  /** How to set the game up once /play is open (the opponent, the level). */
  readonly howTo: string;
}

export type Lesson = PuzzleLesson | GameLesson;

/**
 * The attribution for a reading's values, from credit.ts, with the typographic apostrophe the lessons
 * use ("the site’s reading of Helmfrid"): a scholar is named beside a value only as the evidence allows.
 */
const by = (presetId: string, keys: Parameters<typeof credit>[1]): string => credit(presetId, keys).replace(/'/g, '’');
const HELMFRID_CORNERS = by('alea-helmfrid', ['cornerShape', 'cornerHostile']);
const HELMFRID_KING = by('alea-helmfrid', ['kingCapture', 'kingGoal']);
const MURRAY_SITE = by('alea-murray', ['movement', 'cornerShape', 'kingSideThrone']);
const MURRAY_REPORTED = by('alea-murray', ['kingGoal', 'kingCapture']);

const KING_TAKEN = { winner: 'attackers', reason: 'king-captured' } as const;
const ESCAPED = { winner: 'defenders', reason: 'escape' } as const;

export const LESSONS: readonly Lesson[] = [
  {
    id: 'moving',
    kind: 'puzzle',
    title: 'How the pieces move',
    rule: 'Movement',
    text: 'Every piece, the king too, moves like a rook in chess: any number of empty squares along a row or a column, never diagonally and never over another piece. In Brandubh, the 7×7 game used here (in the rules Ludii gives it), no piece may stop on the empty throne in the middle, and only the king may stand on a corner square. The king’s side wins when he reaches a corner, so the attackers must keep his roads closed.',
    goal: 'Attackers to move: the king on d7 threatens to run to the corner g7. Put an attacker in his way.',
    puzzle: {
      id: 'lesson-moving',
      title: 'Close the road to g7',
      kind: 'stop-the-escape',
      preset: 'brandubh',
      position: diagram(7, 'a', { k: 'd7', a: ['b7', 'f2', 'e3', 'g3'], d: ['f5'] }),
      goal: 'Attackers to move: the king on d7 threatens to run to the corner g7. Put an attacker in his way.',
      solution: ['e3-e7'],
      hint: 'The king’s road runs over e7 and f7. Which attacker has a clear straight line to one of them?',
      explanation:
        'e3-e7 slides up the empty e-file and stands between the king and the corner. The attacker on f2 cannot help, because the defender on f5 is in its way and pieces never jump; the one on g3 may not enter the corner g7.',
    },
  },
  {
    id: 'custodial-capture',
    kind: 'puzzle',
    title: 'Custodial capture',
    rule: 'Capture between two',
    text: 'A piece is captured when the enemy closes it in between two of their pieces on opposite sides, along a row or a column: this is custodial capture, and every tafl game uses it. The capture happens only on the capturing side’s move, and a piece may safely move into the gap between two enemies. Diagonal neighbours never capture.',
    goal: 'Defenders to move: capture the attacker on c5 in one move.',
    puzzle: {
      id: 'lesson-custodial-capture',
      title: 'Close the sandwich',
      kind: 'capture-in-one',
      preset: 'brandubh',
      position: diagram(7, 'd', { k: 'e2', a: ['c5', 'f1', 'b2'], d: ['b5', 'g5', 'c2'] }),
      goal: 'Defenders to move: capture the attacker on c5 in one move.',
      captures: ['c5'],
      solution: ['g5-d5'],
      shortest: true,
      hint: 'The defender on b5 already stands on one side of c5. Which defender can reach the square on the other side?',
      explanation:
        'g5-d5 slides along the fifth rank and closes the attacker on c5 between the defenders on b5 and d5. A defender beside c5 on the c-file would need a partner on the other side of the c-file.',
    },
  },
  {
    id: 'hostile-squares',
    kind: 'puzzle',
    title: 'The throne and the corners capture',
    rule: 'Hostile squares',
    text: `Some squares act as an enemy piece: in Brandubh as the site plays it, after Ludii, the empty throne and the four corner squares are hostile to both sides, so one piece is enough to capture against them. The readings of Alea Evangelii disagree about which squares do this. ${by('alea-cyningstan', ['cornerShape'])} mark sixteen corner squares; Murray’s and Helmfrid’s corners are not reported, and ${MURRAY_SITE} has none, while ${HELMFRID_CORNERS} uses four single corner squares.`,
    goal: 'Attackers to move: capture the defender on e4, next to the empty throne, in one move.',
    puzzle: {
      id: 'lesson-hostile-squares',
      title: 'Against the empty throne',
      kind: 'capture-in-one',
      preset: 'brandubh',
      position: diagram(7, 'a', { k: 'b6', a: ['g3', 'a2', 'f6'], d: ['e4', 'c2'] }),
      goal: 'Attackers to move: capture the defender on e4, next to the empty throne, in one move.',
      captures: ['e4'],
      solution: ['f6-f4'],
      shortest: true,
      hint: 'Look at the square on the far side of e4 from the throne.',
      explanation:
        'The empty throne d4 counts as an enemy of the defender on e4, so f6-f4 captures it with a single attacker. Next to a corner square the same is true: one piece and the corner close a capture.',
    },
  },
  {
    id: 'corner-squares',
    kind: 'puzzle',
    title: 'Is the corner an enemy?',
    rule: 'Hostile corners (readings differ)',
    text: `The readings of Alea Evangelii disagree about the corners. Helmfrid’s are not reported: ${HELMFRID_CORNERS} uses the standard set’s four corner points, hostile to both sides, while in ${MURRAY_SITE} they are ordinary points, as the king wins on any edge point. Capture under the first, then predict the second.`,
    goal: `Attackers to move: capture the defender on b1 against the corner, under ${HELMFRID_CORNERS}.`,
    puzzle: {
      id: 'lesson-corner-squares',
      title: 'Against the corner point',
      kind: 'two-readings',
      preset: 'alea-helmfrid',
      position: diagram(19, 'a', { k: 'j14', a: ['c7', 'p16', 'f12'], d: ['b1', 'm5'] }),
      goal: `Attackers to move: capture the defender on b1 against the corner, under ${HELMFRID_CORNERS}.`,
      solution: ['c7-c1'],
      hint: 'The defender on b1 has the corner a1 on one side. What does it need on the other?',
      explanation: `In ${HELMFRID_CORNERS} the empty corner a1 is hostile, so c7-c1 closes the defender on b1 between the attacker and the corner.`,
      expect: { captures: ['b1'] },
      compare: {
        preset: 'alea-murray',
        explanation: `Murray’s corners are not reported; in ${MURRAY_SITE} they are ordinary points, so a1 is just an empty point and the defender on b1 survives.`,
        expect: {},
      },
    },
  },
  {
    id: 'capturing-the-king',
    kind: 'puzzle',
    title: 'Capturing the king',
    rule: 'King capture: two sides or four (readings differ)',
    text: `Here the readings split. Walker’s rules and Nielsen’s take the king away from the centre like any piece, between two enemies (four on the centre, three beside it), and so do the site’s readings of Helmfrid and Perkis. ${capitalise(MURRAY_REPORTED)} need all four sides closed, and so does ${MURRAY_SITE}. Take the king under ${HELMFRID_KING}, then predict what happens under ${MURRAY_SITE}.`,
    goal: `Attackers to move: capture the king on g14 under ${HELMFRID_KING}.`,
    puzzle: {
      id: 'lesson-capturing-the-king',
      title: 'Two attackers or four?',
      kind: 'two-readings',
      preset: 'alea-helmfrid',
      position: diagram(19, 'a', { k: 'g14', a: ['f14', 'm14', 'd4', 'q8'], d: ['k3', 'n17'] }),
      goal: `Attackers to move: capture the king on g14 under ${HELMFRID_KING}.`,
      solution: ['m14-h14'],
      hint: `An attacker already stands on one side of the king. Far from the centre, how many enemies does the king need in ${HELMFRID_KING}?`,
      explanation: `Away from the centre ${HELMFRID_KING}, like the standard rule set, captures the king between two enemies, so m14-h14 closes him between the attackers on f14 and h14 and wins.`,
      expect: { outcome: KING_TAKEN },
      compare: {
        preset: 'alea-murray',
        explanation: `In ${MURRAY_SITE}, following Walker’s report of Murray’s rules, the king must be closed on all four sides: with g13 and g15 still open he survives, and the game goes on.`,
        expect: {},
      },
    },
  },
  {
    id: 'escaping',
    kind: 'puzzle',
    title: 'Escaping: the edge or the corner',
    rule: 'The king’s goal (readings differ)',
    text: `Where must the king escape to? Walker reports that Murray’s king wins on any edge point, and ${MURRAY_SITE} plays it so, as the site’s Tablut does. Walker’s rules and Nielsen’s, and the site’s readings of Helmfrid and Perkis, send him to a corner. Reach the edge under ${MURRAY_SITE}, then predict what happens under ${HELMFRID_KING}.`,
    goal: `Defenders to move: win at once under ${MURRAY_SITE} by reaching the edge.`,
    puzzle: {
      id: 'lesson-escaping',
      title: 'Is the edge enough?',
      kind: 'two-readings',
      preset: 'alea-murray',
      position: diagram(19, 'd', { k: 'd12', a: ['d9', 'd16', 'h12', 'p4'], d: ['n15'] }),
      goal: `Defenders to move: win at once under ${MURRAY_SITE} by reaching the edge.`,
      solution: ['d12-a12'],
      hint: 'Three roads from the king are closed. Follow the fourth to the end.',
      explanation: `In ${MURRAY_SITE} the king wins on any edge point, as Walker reports Murray’s rule, so d12-a12 ends the game.`,
      expect: { outcome: ESCAPED },
      compare: {
        preset: 'alea-helmfrid',
        explanation: `In ${HELMFRID_KING}, as in the standard rule set, the king must reach one of the four corner points; on a12 he has only reached the edge, and the game goes on.`,
        expect: {},
      },
    },
  },
  {
    id: 'evangelists',
    kind: 'puzzle',
    title: 'The Evangelists jump',
    rule: 'Evangelists (Nielsen only)',
    text: 'The manuscript names a third kind of piece, and Nielsen’s reading turns four of the defenders into Evangelists. An Evangelist moves like any piece, but it may also capture an attacker next to it by jumping over it to the empty point behind. No other reading on this site has the jump: there the Evangelists, if any, are ordinary defenders.',
    goal: 'Defenders to move: capture the attacker on k6 with the Evangelist, under Nielsen’s reading.',
    puzzle: {
      id: 'lesson-evangelists',
      title: 'Over the attacker',
      kind: 'capture-in-one',
      preset: 'alea-nielsen-2015',
      position: diagram(19, 'd', { k: 'c16', a: ['k6', 'p3', 'f13'], d: ['e4'], e: ['k5'] }),
      goal: 'Defenders to move: capture the attacker on k6 with the Evangelist, under Nielsen’s reading.',
      captures: ['k6'],
      solution: ['k5-k7'],
      shortest: true,
      hint: 'The Evangelist on k5 stands next to the attacker, and the point behind the attacker is empty.',
      explanation:
        'Under Nielsen’s rules k5-k7 jumps over the attacker on k6 and captures it. Under any other reading the move is not even legal: pieces never jump.',
    },
  },
  {
    id: 'game-7x7',
    kind: 'game',
    title: 'A full game on 7×7',
    rule: 'Everything together, small',
    text: 'Now play a whole game of Brandubh, the small Irish game on 7×7 squares: the same moves and captures, a king who wins in a corner, and eight attackers against him and his four defenders. A game takes ten minutes or less. Play against a classmate, or let the computer take one side.',
    goal: 'Play a game of Brandubh against a classmate or the computer.',
    href: 'play/?r=brandubh',
    linkText: 'Open a Brandubh game on the play page',
    howTo: 'To play the computer, choose an opponent under ‘Play against the AI’ and start with the Beginner level.',
  },
  {
    id: 'game-19x19',
    kind: 'game',
    title: 'A full game of Alea Evangelii',
    rule: 'Everything together, on 19×19',
    text: 'Last, the game of the manuscript itself: Alea Evangelii on its 19×19 board, here in Walker’s web rules, with a king who must reach one of the sixteen marked corner squares. The board is large and a game is long, so play against the computer, which moves quickly and will not tire. Any other reading can be chosen on the play page, and any single rule changed.',
    goal: 'Play Alea Evangelii against the computer.',
    href: 'play/?r=alea-cyningstan',
    linkText: 'Open an Alea Evangelii game on the play page',
    howTo: 'Choose ‘The AI plays the attackers’ under ‘Play against the AI’ to lead the king’s side, and start with the Beginner level.',
  },
];
