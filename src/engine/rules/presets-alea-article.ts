/**
 * The readings of Alea Evangelii the site knows through the ancientgames.org article: Helmfrid's and
 * Perkis's proposals, which it reports in outline (their rules taken from, or standing in for, the
 * standard rules page), and Nielsen's fourteen rules, which it prints in full. Every value cites where
 * it comes from and says how we know it (preset-types.ts); the audit's verdict on each value is in
 * audit/alea.ts.
 */
import type { Preset, Sourced } from './preset-types';
import { chosen, citeIn, complete, following, inferred, reported, stated } from './preset-helpers';

const S002 = citeIn('cyningstan-page');
const SETUPS = citeIn('layout-research');
const STD = citeIn('standard-rules-page');
const N = (where: string) => ({ source: 'ancientgames-2019', where: `Nielsen rule ${where}` }) as const;
/** Where the ancientgames.org article introduces Helmfrid, Perkis and Nielsen. */
const AG_INTRO = { source: 'ancientgames-2019', where: "introduction to Nielsen's rules" } as const;

/** The ancientgames.org article's words on Helmfrid's and Perkis's pieces. */
const NO_THIRD_PIECE = 'both of these proposals did not take into account that the manuscript mentions a 3rd type of playing piece';

/**
 * Helmfrid's rules: the ancientgames.org article says he proposed "a standard Hnefatafl rule set";
 * the standard rules page gives such a set. `says` is what that page's set says, in a clause.
 */
const helmfridStandard = <T>(value: T, where: string, says: string): Sourced<T> =>
  inferred(
    value,
    STD(where),
    `Helmfrid proposed "a standard Hnefatafl rule set" (the ancientgames.org article), and in the set the standard rules page gives, ${says}.`,
  );

/**
 * Perkis's rules are not recorded: the ancientgames.org article says only that they differ from the
 * standard rules. Where the standard rules page has a value, the reading copies it.
 */
const perkisStandard = <T>(value: T, where: string, says: string): Sourced<T> =>
  following(
    value,
    'the standard rules page',
    STD(where),
    `Perkis's own rule is not recorded, so the reading takes the standard rules page's: ${says}.`,
  );

/** Helmfrid's, Perkis's and Nielsen's readings, in that order. */
export const ARTICLE_READINGS: readonly Preset[] = [
  {
    id: 'alea-helmfrid',
    name: 'Helmfrid as the site reads him',
    group: 'alea',
    author:
      "Sten Helmfrid, online article (2005), as the ancientgames.org article reports it; the rules are the site's, inferred from the standard rules page",
    summary:
      "The ancientgames.org article says Helmfrid proposed a standard hnefatafl rule set; the site takes one from the standard rules page. The Cyningstan game page says his layout swaps some of Murray's allocations; his setups B and C could not be verified, so the one verified layout of that kind, layout W, stands in for them.",
    cite: [AG_INTRO, S002('History'), { source: 'standard-rules-page' }],
    layout: chosen(
      'alea-walker',
      'Helmfrid\'s setups B and C could not be read. The Cyningstan game page says he swapped "some of Murray\'s allocations"; layout W, with defenders standing among the attackers, is the one verified layout of that kind, and whether it matches either setup is not known.',
      S002('History'),
    ),
    altLayouts: ['alea-murray'],
    pieces: { king: 1, defenders: 24, attackers: 48, evangelists: 0 },
    rules: complete(
      {
        firstMover: helmfridStandard('attackers', 'turn and movement', '"The attackers’ side moves first"'),
        movement: helmfridStandard('rook', 'turn and movement', 'pieces move "like a rook in chess"'),
        kingGoal: helmfridStandard('corner', 'objective', 'the king\'s side wins by moving the king "to any of the four corner squares"'),
        cornerShape: helmfridStandard(
          'single',
          'throne and corners',
          'the corners are "the four squares in the corners"; how Helmfrid marked the corners of the 19×19 board is not reported',
        ),
        cornerHostile: helmfridStandard('both', 'throne and corners', '"The four corner squares are hostile to all pieces"'),
        throneLanding: helmfridStandard(
          'king',
          'throne and corners',
          'only the king may occupy the throne, and "It is allowed for the king to re-enter the throne"',
        ),
        thronePass: helmfridStandard('anyone', 'throne and corners', '"all pieces may pass the throne when it is empty"'),
        throneHostileEmpty: helmfridStandard(
          'both',
          'throne and corners',
          'the throne is hostile to the attackers always and to the defenders "when it is empty"',
        ),
        throneHostileKing: helmfridStandard(
          'attackers',
          'throne and corners',
          '"The throne is always hostile to the attackers", though the page notes variations on this point',
        ),
        kingArmed: helmfridStandard('both', 'captures', '"The king may take part in captures"'),
        kingCapture: helmfridStandard(
          'throne-strong',
          'capturing the king',
          'the king is captured like other pieces except on the throne or next to it, where the attackers must surround him',
        ),
        kingSideThrone: helmfridStandard(
          'yes',
          'capturing the king',
          'next to the throne the attackers must hold the squares round the king "in the four points of the compass except the throne"',
        ),
        kingSideEdge: helmfridStandard(
          'no',
          'captures',
          'only enemy pieces and the hostile throne and corners are named as closing a capture, and the edge is not named',
        ),
        kingSideCorner: helmfridStandard(
          'yes',
          'capturing the king',
          'away from the throne the king is captured "like all other pieces", and the corners are hostile to all pieces',
        ),
        edgeCaptures: helmfridStandard(
          'no',
          'captures',
          'a piece is captured between two enemies "or between an enemy piece and a hostile square", and the edge is not named',
        ),
        sandwichSafe: helmfridStandard('yes', 'captures', 'a piece is "allowed to move in between two enemy pieces"'),
        evangelists: reported('ordinary', AG_INTRO, {
          quote: NO_THIRD_PIECE,
          note: "The ancientgames.org article reports this of Helmfrid's and Perkis's proposals; Helmfrid's article was not read. The site reads it as: his variegated men are ordinary pieces.",
        }),
        shieldwall: helmfridStandard(
          'no',
          'captures',
          'a piece is captured only when sandwiched between two enemies or an enemy and a hostile square',
        ),
        edgeForts: helmfridStandard('no', 'objective', "the king's side wins only by bringing the king to a corner square"),
        encirclement: helmfridStandard('no', 'objective', '"The attackers win if they can capture the king before he escapes"'),
        defendersExhausted: helmfridStandard('no', 'objective', '"The attackers win if they can capture the king before he escapes"'),
      },
      "The sources do not report Helmfrid's choice here, and the standard rules page does not address it.",
    ),
  },
  {
    id: 'alea-perkis',
    name: 'Perkis as the site reads him',
    group: 'alea',
    author:
      "Andrew Perkis, Variant Chess 63 (2010), as the ancientgames.org article reports it; the rules and layout are the site's choice",
    summary:
      "The ancientgames.org article says Perkis proposed a layout he claimed was balanced and rules that differ somewhat from the standard set, but neither could be verified: this preset is the standard set on a verified layout of the kind the article describes. Every rule is the project's choice but one, which the article reports: his proposal, like Helmfrid's, took no account of the manuscript's third kind of piece.",
    cite: [AG_INTRO, { source: 'perkis-2010' }, { source: 'standard-rules-page' }],
    layout: chosen(
      'alea-walker',
      "Perkis's setup could not be read. The ancientgames.org article prints it among the setups it shows for Nielsen's rules, where the attackers stand around the diamond \"with some defenders inter-placed among them\"; layout W is the one verified layout of that kind, and whether it matches Perkis's is not known.",
      N('3'),
    ),
    altLayouts: ['alea-murray'],
    pieces: { king: 1, defenders: 24, attackers: 48, evangelists: 0 },
    rules: complete(
      {
        firstMover: perkisStandard('attackers', 'turn and movement', '"The attackers’ side moves first"'),
        movement: perkisStandard('rook', 'turn and movement', 'pieces move "like a rook in chess"'),
        kingGoal: perkisStandard('corner', 'objective', 'the king escapes to a corner square'),
        cornerShape: chosen(
          'block',
          "Not known for Perkis; the project uses the sixteen marked corner squares of Walker's web rules, read as a 2×2 block in each corner, rather than the standard set's four.",
          S002('rules introduction'),
        ),
        cornerHostile: perkisStandard('both', 'throne and corners', '"The four corner squares are hostile to all pieces"'),
        throneLanding: perkisStandard('king', 'throne and corners', 'only the king may stop on the throne, and he may re-enter it'),
        thronePass: perkisStandard('anyone', 'throne and corners', '"all pieces may pass the throne when it is empty"'),
        throneHostileEmpty: perkisStandard('both', 'throne and corners', 'the empty throne is hostile to both sides'),
        throneHostileKing: perkisStandard(
          'attackers',
          'throne and corners',
          '"The throne is always hostile to the attackers", though the page notes variations on this point',
        ),
        kingArmed: perkisStandard('both', 'captures', '"The king may take part in captures"'),
        kingCapture: perkisStandard(
          'throne-strong',
          'capturing the king',
          'four captors on the throne, three and the throne next to it, and elsewhere he is captured "like all other pieces"',
        ),
        kingSideThrone: perkisStandard(
          'yes',
          'capturing the king',
          'next to the throne the attackers must hold the squares round the king "in the four points of the compass except the throne"',
        ),
        kingSideEdge: perkisStandard(
          'no',
          'captures',
          'a piece is captured between two enemies "or between an enemy piece and a hostile square", and the edge is not named',
        ),
        kingSideCorner: perkisStandard(
          'yes',
          'capturing the king',
          'away from the throne the king is captured like other pieces, and corners are hostile to all',
        ),
        edgeCaptures: perkisStandard(
          'no',
          'captures',
          'a piece is captured between two enemies "or between an enemy piece and a hostile square", and the edge is not named',
        ),
        sandwichSafe: perkisStandard('yes', 'captures', 'a piece is "allowed to move in between two enemy pieces"'),
        evangelists: reported('ordinary', AG_INTRO, {
          quote: NO_THIRD_PIECE,
          note: "The ancientgames.org article reports this of Helmfrid's and Perkis's proposals; Perkis's article was not read. The site reads it as: his variegated men are ordinary pieces.",
        }),
        shieldwall: perkisStandard(
          'no',
          'captures',
          'a piece is captured when "sandwiched between two enemy pieces, or between an enemy piece and a hostile square", and the page has no capture of a row of pieces',
        ),
        edgeForts: perkisStandard('no', 'objective', "the king's side wins by escape to a corner, and the page names no other win"),
        encirclement: perkisStandard(
          'no',
          'objective',
          '"The attackers win if they can capture the king before he escapes", and the page names no other win',
        ),
        defendersExhausted: perkisStandard(
          'no',
          'objective',
          '"The attackers win if they can capture the king before he escapes", and the page names no other win',
        ),
      },
      'Perkis proposed "a somewhat different set of rules than the standard Hnefatafl rules", which the available sources do not give, and the standard rules page does not address this either.',
    ),
  },
  {
    id: 'alea-nielsen-2015',
    name: "Nielsen's rules with Evangelists",
    group: 'alea',
    author: 'Aage Nielsen, on his online forum (2015), as the ancientgames.org article gives his rules',
    summary:
      'Fourteen rules: four Evangelists that also capture by jumping, twelve red corner squares, a hostile throne the king may re-enter, encirclement, and loss for a third repetition or for having no move.',
    cite: [{ source: 'ancientgames-2019', where: "Aage Nielsen's Alea Evangelii Rules" }],
    layout: chosen(
      'alea-walker-evangelists',
      "The article's three diagrams for Nielsen's rules (Helmfrid's setup C, Perkis's, Helmfrid's B) could not be read. The project uses layout W with four of its points made Evangelists, one on each diagonal, as rule 3 describes. They are the middles of the diagonal rows of five, where Walker, in a post the layout research reports, puts the manuscript's variegated men; matching his words to these points is the research's inference (§4).",
      SETUPS('§2.4, §4'),
    ),
    altLayouts: ['alea-walker', 'alea-murray'],
    pieces: { king: 1, defenders: 20, attackers: 48, evangelists: 4 },
    rules: complete(
      {
        firstMover: stated('attackers', N('5'), { quote: 'The attackers move first.' }),
        movement: stated('rook', N('6'), {
          quote: 'All pieces, including the king, move any number of vacant squares along a row or a column, like a rook in chess.',
        }),
        kingGoal: stated('corner', N('11.1'), {
          quote: "The goal for the defenders (king's side) is to move the king to any of the 12 red corner squares.",
        }),
        cornerShape: inferred(
          'block-minus-corner',
          N('4'),
          'Rule 4 gives "12 red corner squares" and says the white corner squares are unused "because they are not accessible by any piece", which fits three red squares round each outermost corner square.',
        ),
        cornerHostile: stated('both', N('4'), {
          quote: 'The throne square and the 12 red corner squares are hostile to both the attackers and defenders',
        }),
        throneLanding: stated('king', N('4'), {
          quote: 'The king can go in and out of the throne at any time. Other pieces … are not allowed to land on it.',
        }),
        thronePass: stated('anyone', N('4'), { quote: 'Other pieces may pass through the throne when it is empty' }),
        throneHostileEmpty: stated('both', N('4'), {
          quote: 'The throne square and the 12 red corner squares are hostile to both the attackers and defenders',
        }),
        throneHostileKing: stated('none', N('4'), {
          quote: 'when any one of them is empty it can replace one of the two pieces taking part in a capture',
          note: 'So not while the king is on it.',
        }),
        kingArmed: stated('both', N('8'), {
          quote: 'Multiple captures in one move or capturing with the king is allowed.',
          note: 'The engine lets him capture as any defender does: by moving, and as the piece on the far side.',
        }),
        kingCapture: stated('throne-strong', N('11.2'), {
          quote:
            'captured like all other pieces … on the throne or on one of the four orthogonal squares next to the throne … must surround him on all four sides',
        }),
        kingSideThrone: stated('yes', N('11.2'), {
          quote: 'the throne can count as one of the four capturing sides and may remain empty during capture',
        }),
        kingSideEdge: inferred(
          'no',
          N('11.2'),
          "Rule 11.2 names opposing pieces, the corners and the throne as the king's captors, never the edge.",
        ),
        kingSideCorner: stated('yes', N('11.2'), {
          quote:
            'The king is captured like all other pieces by being sandwiched between two opposing pieces or one of the corners and an opposing piece.',
        }),
        edgeCaptures: inferred(
          'no',
          N('7'),
          'Rule 7 captures a piece between two enemy pieces, or an enemy piece and a corner or the throne, never the edge.',
        ),
        multiCapture: stated('yes', N('8'), { quote: 'Multiple captures in one move or capturing with the king is allowed.' }),
        sandwichSafe: stated('yes', N('9'), {
          quote: "An opponent's piece is allowed to move in between two enemy pieces without being captured.",
        }),
        evangelists: stated('jump', N('10'), {
          quote: 'They can capture the enemy piece by jumping over it and land in the square behind it if it is empty.',
          note: 'Whether the landing square can also close an ordinary capture is not said; the engine allows it.',
        }),
        shieldwall: inferred(
          'no',
          N('7'),
          'Rule 7 captures a piece only when it is sandwiched between two captors along a column or a row, which a shieldwall capture does not need.',
        ),
        edgeForts: inferred('no', N('11.1'), "Rule 11.1 gives the defenders one way to win, the king's escape to a red corner square."),
        encirclement: stated('yes', N('12'), {
          quote:
            'If the attackers surround the king and all remaining defenders, to the point that the king cannot escape, then the attackers win.',
          note: "The engine's test is that no defender, the king included, can reach the edge of the board.",
        }),
        defendersExhausted: inferred(
          'no',
          { source: 'ancientgames-2019', where: 'Nielsen rules 11.2 and 12' },
          'Rules 11.2 and 12 give the attackers two ways to win, capturing the king and surrounding the defending side, and no other.',
        ),
        repetition: stated('repeater-loses', N('13'), {
          quote: 'If 3 repetitions in a row are made the repeating player loses the game.',
          note: 'The rule speaks of three repetitions of the same move; the engine counts the third occurrence of the same position.',
        }),
        noMoves: stated('loses', N('14'), { quote: 'If a player cannot move they lose the game.' }),
      },
      "Nielsen's rules do not address this.",
    ),
  },
];
