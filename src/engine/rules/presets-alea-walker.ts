/**
 * The readings of Alea Evangelii the site knows from Damian Walker's texts: his 2014 leaflet, his
 * Cyningstan game page, and Murray's rules as his December 2014 post reports them (through the layout
 * research's summary). Every value cites where it comes from and says how we know it (preset-types.ts);
 * the audit's verdict on each value is in audit/alea.ts.
 */
import type { Preset } from './preset-types';
import { chosen, citeIn, complete, following, inferred, reported, stated } from './preset-helpers';

const S002 = citeIn('cyningstan-page');
const S003 = citeIn('walker-leaflet-2014');
const SETUPS = citeIn('layout-research');
/** Walker's December 2014 post, which reports Murray's rules; known only through the layout research. */
const MURRAY_PER_WALKER = { source: 'walker-post-2014' } as const;
/** Where the layout research summarises that post: the words the site can quote. */
const MURRAY_REPORTED = { source: 'layout-research', where: '§2.4, Walker on Murray' } as const;
const MURRAY_REPORT_NOTE =
  "The layout research's summary of Walker's post of 20 December 2014, which reports Murray's rules; neither Murray's own text nor the post was read.";

/** Murray's reading, Walker's 2014 leaflet and Walker's web rules, in that order. */
export const WALKER_TEXT_READINGS: readonly Preset[] = [
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
];
