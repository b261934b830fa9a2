/**
 * The readings of Alea Evangelii. Every value cites where it comes from and says how we know it:
 * stated by the source (with the source's own words), inferred from it (with the reason), or the
 * project's choice where the sources are silent (with why, and whose value it follows, if anyone's).
 * The audit's verdict on each value is in audit/alea.ts.
 */
import type { Preset, Sourced } from './preset-types';
import { chosen, complete, following, inferred, reported, stated } from './preset-helpers';

const S002 = (where: string) => ({ source: 'cyningstan-page', where }) as const;
const S003 = (where: string) => ({ source: 'walker-leaflet-2014', where }) as const;
const N = (where: string) => ({ source: 'ancientgames-2019', where: `Nielsen rule ${where}` }) as const;
const SETUPS = (where: string) => ({ source: 'layout-research', where }) as const;
const STD = (where: string) => ({ source: 'standard-rules-page', where }) as const;
/** Walker's December 2014 post, which reports Murray's rules; known only through the layout research. */
const MURRAY_PER_WALKER = { source: 'walker-post-2014' } as const;
/** Where the layout research summarises that post: the words the site can quote. */
const MURRAY_REPORTED = { source: 'layout-research', where: '§2.4, Walker on Murray' } as const;
const MURRAY_REPORT_NOTE =
  "The layout research's summary of Walker's post of 20 December 2014, which reports Murray's rules; neither Murray's own text nor the post was read.";
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

export const ALEA_PRESETS: readonly Preset[] = [
  {
    id: 'alea-murray',
    name: 'Murray as the site reads him',
    group: 'alea',
    author: 'H. J. R. Murray (1950s): his rules as Walker reports them, on the layout Wikipedia credits to him',
    summary:
      "The layout Wikipedia captions as Murray's reconstruction (not checked against his book), with the rules Damian Walker reports as Murray's in a post of December 2014: a strong, armed king who must reach the edge. Walker also reports that players found the king's task on the usual layout hopelessly difficult, except under Murray's original rules. The post is known here only through the layout research's summary of it.",
    cite: [SETUPS('§2.2, §2.4'), MURRAY_PER_WALKER, S002('History')],
    layout: following(
      'alea-murray',
      'Wikipedia',
      SETUPS('§2.2'),
      "Murray's own diagram was not read. Wikipedia captions this layout \"Starting position in Murray's reconstruction\", and OpenTafl and Jocly give the same points; the attribution was not checked against Murray's book.",
    ),
    altLayouts: ['alea-walker'],
    pieces: { king: 1, defenders: 24, attackers: 48, evangelists: 0 },
    rules: complete(
      {
        firstMover: following(
          'attackers',
          'OpenTafl and Jocly',
          SETUPS('§3.3, §3.4'),
          "Walker's report of Murray's rules does not say who moves first; OpenTafl, which plays this layout, lets the attackers start, and the layout research infers from Jocly's settings that Jocly does too.",
        ),
        movement: chosen(
          'rook',
          "Walker's report of Murray's rules does not say how the pieces move; the project uses the rook move, as the other Alea Evangelii rule sets read here do.",
        ),
        kingGoal: reported('edge', MURRAY_REPORTED, { quote: 'who must reach the edge', note: MURRAY_REPORT_NOTE }),
        cornerShape: chosen(
          'none',
          'With edge escape the corners need no special role, so the project leaves them ordinary squares; Jocly cuts the four corner points from the board instead.',
          SETUPS('§3.4 Jocly'),
        ),
        cornerHostile: chosen('none', 'There are no special corner squares in this reading.'),
        throneLanding: following(
          'king',
          'Jocly',
          SETUPS('§3.4 Jocly'),
          "Walker's report says nothing of the centre; Jocly, the one program that also sends the king to the edge, lets only the king land on it.",
        ),
        thronePass: following(
          'king-only',
          'Jocly',
          SETUPS('§3.4 Jocly'),
          "Walker's report says nothing of the centre; Jocly also stops other pieces passing it.",
        ),
        throneHostileEmpty: following(
          'both',
          'Jocly',
          SETUPS('§3.4 Jocly'),
          "Walker's report says nothing of the centre; Jocly makes the empty centre hostile to both sides.",
        ),
        kingArmed: reported('both', MURRAY_REPORTED, {
          quote: 'with his own power of capture',
          note: `${MURRAY_REPORT_NOTE} The engine lets him capture as any defender does: by moving, and as the piece on the far side.`,
        }),
        kingCapture: reported('four-sided', MURRAY_REPORTED, { quote: 'a strong king captured on four sides', note: MURRAY_REPORT_NOTE }),
        kingSideThrone: following(
          'yes',
          'Jocly',
          SETUPS('§3.4 Jocly'),
          "Walker's report does not say what may close the king's four sides; in Jocly the empty centre may be one of them.",
        ),
        kingSideEdge: following(
          'no',
          'Jocly',
          SETUPS('§3.4 Jocly'),
          "Walker's report does not say what may close the king's four sides; in Jocly the board edge protects the king.",
        ),
        evangelists: inferred(
          'ordinary',
          S002('History'),
          'The Cyningstan game page says Murray\'s scheme "divided the pieces into two sides" and that special pieces made from the variegated men came later, as answers to its imbalance.',
        ),
        repetition: following(
          'draw',
          'Jocly',
          SETUPS('§3.4 Jocly'),
          "Walker's report says nothing of repetition; Jocly draws on threefold repetition.",
        ),
      },
      "Not reported for Murray's reading.",
    ),
  },
  {
    id: 'alea-walker-2014',
    name: 'Walker 2014 leaflet',
    group: 'alea',
    author: 'Damian Walker, printed rules leaflet (Cyningstan, 2014)',
    summary:
      "Play on the intersections; the king's side moves first; the king is armed; corner markings capture for both sides; a repeated position or an immobilised player draws.",
    cite: [{ source: 'walker-leaflet-2014' }],
    layout: chosen(
      'alea-murray',
      'The leaflet shows its layout only as a figure, which could not be read. The project uses the layout usually given as Murray\'s, and the Cyningstan game page says most sources give a layout by Murray; but the layout research finds Walker\'s "alternative layout" as a figure in his post of December 2014, so the leaflet may show either.',
      SETUPS('§2.2, §2.4'),
    ),
    altLayouts: ['alea-walker'],
    pieces: { king: 1, defenders: 24, attackers: 48, evangelists: 0 },
    rules: complete(
      {
        firstMover: stated('defenders', S003('rule 4'), { quote: "The king's forces take the first move." }),
        movement: stated('rook', S003('rule 5'), {
          quote: 'In each turn, a player may move a piece as far as desired along a row or column',
          note: 'The rook move. (In the copy read, "desired" is hyphenated across a line break.)',
        }),
        kingGoal: stated('corner', S003('rule 3'), {
          quote: "The king's object is to reach one of the citadels, the marked intersections at the corners of the board.",
        }),
        cornerShape: inferred(
          'block',
          S002('rules introduction'),
          'The leaflet marks "the corner intersections" without counting them or giving their shape; Walker\'s later web rules mark "Sixteen squares in the corners", which the site reads as four to a corner, in a 2×2 block, as OpenTafl has them.',
        ),
        cornerHostile: stated('both', S003('rule 11'), {
          quote: 'The markings on the corner intersections can take part in captures, by either player',
        }),
        throneLanding: stated('king', S003('rule 7'), { quote: 'No piece but the king may land on the central space.' }),
        thronePass: inferred(
          'anyone',
          S003('rules 6–7'),
          'Rule 6 forbids only jumping over or landing on another piece, and rule 7 only landing on the central space, so any piece may pass over the empty centre.',
        ),
        throneHostileEmpty: stated('both', S003('rule 9'), {
          quote: 'The central playing space can take part in captures by either player, once the king has left it',
        }),
        throneHostileKing: stated('none', S003('rule 9'), {
          quote: 'The central playing space can take part in captures by either player, once the king has left it',
          note: 'So not while the king is on it.',
        }),
        kingArmed: stated('both', S003('rule 13'), {
          quote: 'The king is permitted to act like one of his defenders for the purposes of capturing.',
        }),
        kingCapture: stated('throne-strong', S003('rule 10'), {
          quote:
            'when in the central space is captured by surrounding him on all four … sides by attackers … Otherwise, he is captured like other pieces.',
          note: 'Rule 10 is split across a page in the copy read.',
        }),
        kingSideThrone: stated('yes', S003('rule 10'), {
          quote: 'If he stands beside the central space, three attackers can capture him.',
          note: 'The engine counts the empty centre as his fourth enemy.',
        }),
        kingSideEdge: inferred(
          'no',
          S003('rules 8–11'),
          'Away from the centre the king is captured "like other pieces", and the only squares the leaflet lets stand in for a captor are the central space and the corner markings, never the edge.',
        ),
        kingSideCorner: inferred(
          'yes',
          S003('rules 10–11'),
          'Away from the centre the king is captured "like other pieces", and the corner markings take part in captures "by either player".',
        ),
        edgeCaptures: inferred(
          'no',
          S003('rules 8, 9, 11'),
          'Pieces are captured between enemies "on two opposite orthogonal sides", and only the central space and the corner markings may stand in for an enemy, never the edge.',
        ),
        multiCapture: stated('yes', S003('rule 8'), {
          quote: 'Two or three non-adjacent enemies are simultaneously captured if they become surrounded with the same move.',
        }),
        sandwichSafe: stated('yes', S003('rule 12'), {
          quote: 'A piece may come to rest voluntarily between two enemies, without being considered captured.',
        }),
        evangelists: inferred(
          'ordinary',
          S003('introduction'),
          'The leaflet has three kinds of piece only, "the king, his 24 defenders and 48 attackers", so no piece has powers of its own.',
        ),
        shieldwall: inferred(
          'no',
          S003('rule 8'),
          'Rule 8 captures a piece only between enemies "on two opposite orthogonal sides", which a shieldwall capture does not need.',
        ),
        edgeForts: inferred('no', S003('rule 3'), 'Rule 3 gives the king one way to win, reaching a citadel.'),
        encirclement: inferred('no', S003('rule 3'), 'Rule 3 gives the attackers one object, "to capture the king".'),
        defendersExhausted: inferred('no', S003('rule 3'), 'Rule 3 gives the attackers one object, "to capture the king".'),
        noMoves: stated('draw', S003('rule 14'), { quote: 'The game is drawn … if one player is completely immobilised' }),
        repetition: stated('draw', S003('rule 14'), {
          quote: 'The game is drawn if a position is repeated',
          note: 'The leaflet does not say how often; the engine draws when the same position occurs a third time.',
        }),
      },
      'The leaflet does not address this.',
    ),
  },
  {
    id: 'alea-cyningstan',
    name: 'Walker, Cyningstan web rules',
    group: 'alea',
    author: 'Damian Walker, cyningstan.com game page (2015 or later)',
    summary:
      'The counts move first; no piece may land on the centre, not even the king once he has left it; sixteen marked corner squares; the king needs four captors on the centre, three beside it, two elsewhere.',
    cite: [{ source: 'cyningstan-page' }],
    layout: following(
      'alea-walker',
      'Ludii',
      SETUPS('§2.3'),
      "The page's own diagram is an image. Ludii's copy of Walker's rules (\"Cyningstan (Suggested)\") gives these points, which fit the page's \"alternative starting layout\" with the variegated men as defenders among the attackers; that they are exactly Walker's is not proven.",
    ),
    altLayouts: ['alea-murray'],
    pieces: { king: 1, defenders: 24, attackers: 48, evangelists: 0 },
    variations: [
      {
        id: 'kings-side-first',
        label: "The king's side moves first (Ludii's copy of the Cyningstan text)",
        patch: { firstMover: 'defenders' },
        cite: SETUPS('§3.1'),
      },
    ],
    rules: complete(
      {
        firstMover: stated('attackers', S002('rule 2'), {
          quote: 'The counts take the first move, play then alternating between players.',
          note: "The counts are the attackers. Ludii's copy of Walker's rules, taken from another cyningstan.com page, says the king's side moves first; that is offered as a variation.",
        }),
        movement: inferred(
          'rook',
          S002('rules 3–4'),
          'Rule 3 moves a piece "in a straight line, horizontally or vertically" without limiting the distance, and rule 4 forbids jumping, so a piece moves like a rook.',
        ),
        kingGoal: stated('corner', S002('rule 11'), {
          quote: 'If the king moves to one of the marked corner squares, he has escaped the board and wins the game.',
        }),
        cornerShape: inferred(
          'block',
          S002('rules introduction'),
          'The page marks "Sixteen squares in the corners" without saying how many lie in each corner or what shape they make; the site reads them as four to a corner, in a 2×2 block, as OpenTafl has them and as the layout research derives from Ludii\'s code (§4).',
        ),
        cornerHostile: stated('both', S002('rule 9'), {
          quote: 'The marked squares at the centre (when empty) and the corners may be used to capture pieces by either player',
        }),
        throneLanding: stated('nobody', S002('rule 5'), {
          quote: 'No piece can land on the central square, not even the king when he has left it.',
        }),
        thronePass: stated('anyone', S002('rule 5'), { quote: 'All pieces may pass over it when empty, however.' }),
        throneHostileEmpty: stated('both', S002('rule 9'), {
          quote: 'The marked squares at the centre (when empty) and the corners may be used to capture pieces by either player',
        }),
        throneHostileKing: stated('none', S002('rule 9'), {
          quote: 'The marked squares at the centre (when empty)',
          note: 'So not while the king is on it.',
        }),
        kingArmed: following(
          'both',
          "Walker's 2014 leaflet",
          S003('rule 13'),
          'The web page does not say whether the king captures: its rule 7 captures dukes and counts between enemies without naming the king, and it has no rule like the leaflet\'s "The king is permitted to act like one of his defenders for the purposes of capturing." The site keeps the leaflet\'s armed king.',
        ),
        kingCapture: stated('throne-strong', S002('rule 8'), {
          quote:
            'the king is captured by surrounding him on all four sides by counts … Anywhere else on the board, he is captured in the same way as dukes and counts.',
        }),
        kingSideThrone: stated('yes', S002('rule 8'), {
          quote: 'If he is next to the central square, he may be captured by surrounding him on the other three sides.',
          note: 'The engine counts the empty centre as his fourth enemy.',
        }),
        kingSideEdge: inferred(
          'no',
          S002('rules 8–9'),
          'Rule 8 lets the central square, never the edge, stand in for the king\'s fourth captor, and elsewhere he is captured "in the same way as dukes and counts", for whom only the marked squares help.',
        ),
        kingSideCorner: inferred(
          'yes',
          S002('rules 8–9'),
          'Away from the centre the king is captured "in the same way as dukes and counts", and the marked corner squares help either player capture.',
        ),
        edgeCaptures: inferred(
          'no',
          S002('rules 7, 9'),
          'Rule 7 captures between enemies "on two opposite sides", and rule 9 lets only the marked squares stand in for an enemy, never the edge.',
        ),
        multiCapture: stated('yes', S002('rule 7'), {
          quote: 'Two or three men may be captured simultaneously if each falls between the moving piece and another enemy.',
        }),
        sandwichSafe: stated('yes', S002('rule 10'), {
          quote: 'A piece may come to rest voluntarily between two enemies, without being captured.',
        }),
        evangelists: inferred(
          'ordinary',
          S002('rules introduction; Strategy'),
          'The page\'s pieces are a king, 24 dukes and 48 counts, and no rule gives any piece powers of its own; its strategy section interprets the variegated men "as defenders among the diagonal rows of attackers", so here they are ordinary dukes.',
        ),
        shieldwall: inferred(
          'no',
          S002('rule 7'),
          'Rule 7 captures a man only between enemies "on two opposite sides", which a shieldwall capture does not need.',
        ),
        edgeForts: inferred(
          'no',
          S002('rules 11–12'),
          "Rules 11 and 12 end the game only by the king's escape to a marked corner square or his capture.",
        ),
        encirclement: inferred(
          'no',
          S002('rules 11–12'),
          "Rules 11 and 12 end the game only by the king's escape to a marked corner square or his capture.",
        ),
        defendersExhausted: inferred(
          'no',
          S002('rules 11–12'),
          "Rules 11 and 12 end the game only by the king's escape to a marked corner square or his capture.",
        ),
      },
      'The Cyningstan rules do not address this.',
    ),
  },
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
