/**
 * Puzzles on the 19×19 board of Alea Evangelii (files a–s; the centre is j10), one or more for each
 * reading: Murray's edge escape and four-sided king, Walker's leaflet and web rules, Helmfrid's and
 * Perkis's standard sets, and Nielsen's Evangelists and twelve corner squares. Every one is checked
 * by the engine in puzzles.test.ts.
 */
import { diagram } from './diagram';
import type { Puzzle } from './types';

const ESCAPED = { winner: 'defenders', reason: 'escape' } as const;

export const ALEA_PUZZLES: readonly Puzzle[] = [
  {
    id: 'nielsen-evangelist-jump',
    title: 'The Evangelist leaps',
    kind: 'capture-in-one',
    preset: 'alea-nielsen-2015',
    position: diagram(19, 'd', { k: 'k15', a: ['f9', 'g10', 'n4', 'c14'], d: ['h10', 'p12'], e: ['f8'] }),
    goal: 'Defenders to move: capture the attackers on f9 and g10 with one move.',
    captures: ['f9', 'g10'],
    solution: ['f8-f10'],
    shortest: true,
    hint: 'An Evangelist may jump over an attacker next to it, and where it lands it captures in the ordinary way too.',
    explanation:
      "In Nielsen's rules an Evangelist captures by jumping over an adjacent attacker to the empty square behind it: f8-f10 takes the attacker on f9. On f10 it also closes the attacker on g10 against the defender on h10 (the rules do not say whether a landing square captures; the site lets it).",
  },
  {
    id: 'cyningstan-centre-anvil',
    title: 'The square nobody may land on',
    kind: 'capture-in-one',
    preset: 'alea-cyningstan',
    position: diagram(19, 'a', { k: 'c4', a: ['e12', 'q3', 'r15'], d: ['j11', 'n6'] }),
    goal: 'Attackers to move: capture the defender on j11.',
    captures: ['j11'],
    solution: ['e12-j12'],
    shortest: true,
    hint: 'Below the defender is the central square, and it is empty.',
    explanation:
      "In Walker's web rules no piece may land on the central square j10, but while it is empty it helps either side capture: e12-j12 closes the defender on j11 against it.",
  },
  {
    id: 'helmfrid-corner-anvil',
    title: 'Against the corner square',
    kind: 'capture-in-one',
    preset: 'alea-helmfrid',
    position: diagram(19, 'd', { k: 'h12', a: ['s2', 'm16', 'd5'], d: ['p3', 'f9'] }),
    goal: 'Defenders to move: capture the attacker on s2.',
    captures: ['s2'],
    solution: ['p3-s3'],
    shortest: true,
    hint: 'The square below s2 is the corner.',
    explanation:
      "In the standard set used for Helmfrid's reading the four corner squares are hostile to both sides, so p3-s3 traps the attacker on s2 against the corner s1.",
  },
  {
    id: 'walker-king-comes-home',
    title: 'The king comes home',
    kind: 'capture-in-one',
    preset: 'alea-walker-2014',
    position: diagram(19, 'd', { k: 'm10', a: ['j11', 'j9', 'c16', 'q4'], d: ['j12', 'j8', 'e5'] }),
    goal: 'Defenders to move: capture the attackers on j11 and j9 with one move.',
    captures: ['j11', 'j9'],
    solution: ['m10-j10'],
    shortest: true,
    hint: 'Under the leaflet the king may return to the central space, and he captures like a defender.',
    explanation:
      "Walker's leaflet lets no piece but the king land on the central space, so the king may go back to it, and it lets the king capture like one of his defenders: m10-j10 takes the attackers on j11 and j9 against the defenders on j12 and j8. Under Walker's later web rules the king could not stop on the centre again.",
  },
  {
    id: 'nielsen-inner-corner',
    title: 'A corner off the edge',
    kind: 'escape-in-one',
    preset: 'alea-nielsen-2015',
    position: diagram(19, 'd', { k: 'b6', a: ['b12', 'f6', 'h3'], d: ['k9'] }),
    goal: 'Defenders to move: win with one king move.',
    solution: ['b6-b2'],
    shortest: true,
    hint: "Nielsen's corner squares are not all on the edge.",
    explanation:
      "Nielsen's twelve red corner squares are the 2×2 corner blocks less their outermost squares, so b2 is a corner square although it is not on the edge: b6-b2 wins (b6-b1 would too). The edge itself is no goal.",
  },
  {
    id: 'murray-edge-fork',
    title: 'Four walls, one gap',
    kind: 'escape-in-two',
    preset: 'alea-murray',
    position: diagram(19, 'd', { k: 'e5', a: ['b5', 'h5', 'e2', 'e9'], d: ['p15'] }),
    goal: 'Defenders to move: reach the edge within two moves, whatever the attackers do.',
    solution: ['e5-e4', 'b5-b4', 'e4-s4'],
    shortest: true,
    hint: "Murray's king wins on any edge square. Step to where two roads open at once.",
    explanation:
      "In Murray's reading the king wins on any edge square. Every road from e5 is shut, but after e5-e4 the fourth rank is open both ways, and one attacker move cannot close both; a captor on each of four sides is far off. Other steps that open two roads at once win too.",
  },
  {
    id: 'murray-throne-pass',
    title: 'Only the king crosses the centre',
    kind: 'stop-the-escape',
    preset: 'alea-murray',
    position: diagram(19, 'a', { k: 'm10', a: ['q10', 'm16', 'm4', 'j15', 'e3'], d: ['p3'] }),
    goal: 'Attackers to move: the king threatens to run along the tenth rank, over the centre, to a10. Stop him.',
    solution: ['e3-e10'],
    hint: 'The attacker on j15 cannot drop onto the centre, nor pass it.',
    explanation:
      "In Murray's reading, as implemented, only the king may stop on or pass over the centre j10. The king can run over it to a10; the attacker on j15 cannot block there, but e3-e10 closes the rank beyond it.",
  },
  {
    id: 'nielsen-corner-captor',
    title: 'Caught against the red square',
    kind: 'capture-the-king',
    preset: 'alea-nielsen-2015',
    position: diagram(19, 'a', { k: 'a3', a: ['e4', 'k12', 'p5'], d: ['h8'] }),
    goal: 'Attackers to move: capture the king on a3 before he steps into the corner.',
    solution: ['e4-a4'],
    shortest: true,
    hint: 'Nielsen: the king is captured "between two opposing pieces or one of the corners and an opposing piece".',
    explanation:
      "Away from the throne Nielsen's king is captured between two enemies, and a corner square counts as one: e4-a4 closes him against the corner square a2.",
  },
  {
    id: 'murray-throne-side',
    title: 'Three attackers and the centre',
    kind: 'capture-the-king',
    preset: 'alea-murray',
    position: diagram(19, 'a', { k: 'j11', a: ['i11', 'k11', 'j15', 'c3'], d: ['p4'] }),
    goal: 'Attackers to move: capture the king beside the empty centre.',
    solution: ['j15-j12'],
    shortest: true,
    hint: "Murray's king needs enemies on all four sides, but the empty centre counts as one.",
    explanation:
      "Murray's strong king is captured only on four sides; beside the empty centre j10 the centre counts as the fourth (as Jocly implements his layout), so j15-j12 completes the capture with the attackers on i11 and k11.",
  },
  {
    id: 'perkis-corner-threat',
    title: 'Stop him by taking him',
    kind: 'stop-the-escape',
    preset: 'alea-perkis',
    position: diagram(19, 'a', { k: 'c2', a: ['d8', 'h2', 'm14'], d: ['k6'] }),
    goal: 'Attackers to move: the king stands next to the corner square b2. Stop him escaping.',
    solution: ['d8-d2'],
    hint: 'No attacker may stand on b2, but the corner square can help capture the king.',
    explanation:
      "Perkis's own rules could not be read, so this reading is the standard set with sixteen corner squares. The king on c2 is one step from the corner square b2, where no attacker may stand. The only stop is to capture him: away from the throne two enemies suffice, and the empty corner square b2 counts as one, so d8-d2 (or h2-d2) wins.",
  },
  {
    id: 'alea-sixteen-or-four',
    title: 'Sixteen corner squares or four?',
    kind: 'two-readings',
    preset: 'alea-cyningstan',
    position: diagram(19, 'a', { k: 'k14', a: ['h2', 'q16', 'f11'], d: ['c2', 'n5'] }),
    goal: "Attackers to move: capture the defender on c2 under Walker's web rules, and compare Helmfrid's reading.",
    solution: ['h2-d2'],
    hint: 'Is b2 a corner square in this reading?',
    explanation:
      "Walker's web rules mark sixteen corner squares, a 2×2 block in each corner, and they help either side capture: h2-d2 takes the defender on c2 against b2.",
    expect: { captures: ['c2'] },
    compare: {
      preset: 'alea-helmfrid',
      explanation:
        "Helmfrid's reading keeps the standard four single corner squares, so b2 is an ordinary empty square and nothing is captured.",
      expect: {},
    },
  },
  {
    id: 'alea-edge-or-corner',
    title: 'Is the edge enough?',
    kind: 'two-readings',
    preset: 'alea-murray',
    position: diagram(19, 'd', { k: 'j5', a: ['c5', 'q5', 'j8', 'f14'], d: ['n12'] }),
    goal: "Defenders to move: win at once under Murray's reading, and see whether the same move wins under Nielsen's.",
    solution: ['j5-j1'],
    hint: 'The king wins on any edge square in one of these readings only.',
    explanation: "Walker reports that Murray's king must reach the edge: j5-j1 wins at once.",
    expect: { outcome: ESCAPED },
    compare: {
      preset: 'alea-nielsen-2015',
      explanation: "Nielsen's king must reach one of the red corner squares; on j1 he has only reached the edge, and the game goes on.",
      expect: {},
    },
  },
];
