/**
 * The tafl family: the games the reconstructions of Alea Evangelii borrow from, in the forms their
 * implementations and rule pages give. Values cite the source document or the layout research.
 *
 * Most values of the six named games come from what the layout research records of Ludii, OpenTafl
 * and Jocly (their code, their defaults and the rules texts they carry, summarised in its own words):
 * those are the project's choice, following that program. A value is stated only where a rules text's
 * own words can be quoted from the document cited. The Viking reading is a rules page we read, and
 * most of its values are stated in its words. src/engine/rules/audit/family.ts records the audit.
 */
import type { Preset } from './preset-types';
import { chosen, citeIn, complete, following, inferred, reported, stated } from './preset-helpers';

const SETUPS = citeIn('layout-research');
const V = citeIn('viking-rules-page');

export const FAMILY_PRESETS: readonly Preset[] = [
  {
    id: 'tablut',
    name: 'Tablut',
    group: 'family',
    author: 'Carl Linnaeus, Lapland diary (1732), not read here: the rules are those Ludii and OpenTafl give for tablut',
    summary:
      'The best documented tafl game, as the German rules page calls it, here in the form Ludii and OpenTafl give it: 9×9, edge escape, a castle the king may not re-enter, and a king captured by two men except on or beside the castle.',
    cite: [V('introduction'), SETUPS('§5.1'), { source: 'cyningstan-page', where: 'after rule 12' }],
    layout: following(
      'tablut-9',
      'Ludii, OpenTafl and Jocly',
      SETUPS('§5.1'),
      "The coordinates are those of Ludii's Tablut; OpenTafl's game records and Jocly give the same layout, with the 8 defenders and 16 attackers the standard rules page gives for tablut.",
    ),
    pieces: { king: 1, defenders: 8, attackers: 16, evangelists: 0 },
    variations: [
      {
        id: 'smith',
        label: "Ludii's “Smith (Suggested)” rules: the king always needs four captors",
        patch: { kingCapture: 'four-sided' },
        cite: SETUPS('§5.1 Ludii "Smith (Suggested)"'),
      },
    ],
    rules: complete(
      {
        firstMover: following(
          'attackers',
          'OpenTafl',
          SETUPS('§5.1'),
          "OpenTafl's Tablut lets the attackers start; that Ludii's attackers start too is the layout research's inference from Ludii's default first player, not a stated rule.",
        ),
        kingGoal: following(
          'edge',
          'Ludii and OpenTafl',
          SETUPS('§5.1'),
          "Ludii and OpenTafl let Tablut's king escape at any edge square. No text read here gives tablut's goal: Walker's remark that he changed tablut so that the king must reach the enlarged corners does not say where tablut's king wins, and the standard rules page's modern set sends the king to the corners.",
        ),
        cornerShape: following(
          'none',
          'Ludii and OpenTafl',
          SETUPS('§5.1'),
          'Neither program gives the corners a special role; the king escapes at any edge square.',
        ),
        cornerHostile: chosen('none', 'There are no special corner squares.'),
        throneLanding: following(
          'nobody',
          'Ludii and OpenTafl',
          SETUPS('§5.1'),
          'Ludii\'s "Linnaeus (Observed)" rules let only the king stand on the castle and not re-enter it once he has left; OpenTafl lets no piece stop there.',
        ),
        thronePass: following('anyone', 'OpenTafl', SETUPS('§5.1'), "In OpenTafl's Tablut every piece may pass over the empty castle."),
        throneHostileEmpty: following(
          'both',
          'Ludii and OpenTafl',
          SETUPS('§5.1'),
          'Ludii calls the castle hostile without naming a side; OpenTafl makes it hostile when empty.',
        ),
        kingArmed: following('both', 'Ludii and OpenTafl', SETUPS('§5.1'), 'In both programs the king takes part in captures.'),
        kingCapture: following(
          'throne-strong',
          'Ludii and OpenTafl',
          SETUPS('§5.1'),
          "Ludii's king is taken by two men, but by four on the castle and three beside it; OpenTafl's king is strong on and next to the centre.",
        ),
        kingSideThrone: following('yes', 'Ludii', SETUPS('§5.1'), 'Beside the castle, three men and the castle take the king.'),
        shieldwall: following('no', 'OpenTafl', SETUPS('§5.1'), "OpenTafl's Tablut has no shieldwall captures."),
        repetition: following('draw', 'OpenTafl', SETUPS('§5.1'), 'OpenTafl draws on threefold repetition.'),
      },
      'Not given by the Tablut sources read here.',
    ),
  },
  {
    id: 'brandubh',
    name: 'Brandubh',
    group: 'family',
    author: "Irish 7×7 tafl, after Ludii's and OpenTafl's rules",
    summary:
      'The small Irish board, in the form Ludii gives it: 7×7, corner escape, a hostile centre nobody may land on, and a king strong on or beside it.',
    cite: [V('introduction'), SETUPS('§5.2')],
    layout: following(
      'brandubh-7',
      'Ludii, OpenTafl and Jocly',
      SETUPS('§5.2'),
      "The coordinates are those of Ludii's Brandub; OpenTafl and Jocly give the same layout.",
    ),
    pieces: { king: 1, defenders: 4, attackers: 8, evangelists: 0 },
    variations: [
      {
        id: 'opentafl',
        label: "OpenTafl's Brandub: the king may stop on a centre that is not hostile, and is captured by two",
        patch: { throneLanding: 'king', throneHostileEmpty: 'none', kingSideThrone: 'no', kingCapture: 'two-sided' },
        cite: SETUPS('§5.2 OpenTafl'),
      },
    ],
    rules: complete(
      {
        firstMover: following(
          'attackers',
          'Ludii and OpenTafl',
          SETUPS('§5.2'),
          'Ludii\'s "Nielsen (Suggested)" rules and OpenTafl both let the attackers start.',
        ),
        kingGoal: following('corner', 'Ludii and OpenTafl', SETUPS('§5.2'), 'In both programs the king escapes to a corner.'),
        cornerShape: following('single', 'Ludii', SETUPS('§5.2'), "Ludii's special squares are the four corners, for the king only."),
        cornerHostile: following('both', 'Ludii and OpenTafl', SETUPS('§5.2'), 'Both programs make the corners hostile, OpenTafl always.'),
        throneLanding: following(
          'nobody',
          'Ludii',
          SETUPS('§5.2 Ludii "Nielsen (Suggested)"'),
          "Ludii's rules let no piece land on the centre.",
        ),
        throneHostileEmpty: following('both', 'Ludii', SETUPS('§5.2 Ludii'), 'Ludii calls the centre hostile without naming a side.'),
        kingCapture: following(
          'throne-strong',
          'Ludii',
          SETUPS('§5.2 Ludii'),
          "Ludii's king needs four captors on the centre, three beside it and two elsewhere.",
        ),
        kingSideThrone: following('yes', 'Ludii', SETUPS('§5.2 Ludii'), 'Beside the centre, three men and the centre take the king.'),
        kingSideCorner: following(
          'yes',
          'Ludii',
          SETUPS('§5.2'),
          'Ludii makes the corners hostile without exception and takes the king by two away from the centre, so a corner serves as one of his two captors.',
        ),
        encirclement: following('no', 'OpenTafl', SETUPS('§5.2 OpenTafl'), 'In OpenTafl surrounding the defenders does not end the game.'),
        repetition: following('draw', 'OpenTafl', SETUPS('§5.2 OpenTafl'), 'OpenTafl draws on threefold repetition.'),
      },
      'Not given by the Brandubh sources read here.',
    ),
  },
  {
    id: 'ard-ri',
    name: 'Ard Rí',
    group: 'family',
    author: 'Scottish 7×7 tafl (modern name), as reconstructed in Ludii and Jocly',
    summary: "A crowded 7×7 board where, in Ludii's rules, every piece moves one square at a time and the king escapes to any edge.",
    cite: [V('introduction'), SETUPS('§5.3')],
    layout: following(
      'ard-ri-7',
      'Ludii and Jocly',
      SETUPS('§5.3'),
      "The coordinates are those of Ludii's Ard Rí; Jocly and alpha-zero-general give the same layout.",
    ),
    pieces: { king: 1, defenders: 8, attackers: 16, evangelists: 0 },
    variations: [
      {
        id: 'corrected',
        label: 'The "Corrected" king capture: custodial, by two',
        patch: { kingCapture: 'two-sided' },
        cite: SETUPS('§5.3 Ludii'),
      },
    ],
    rules: complete(
      {
        firstMover: following(
          'defenders',
          'Jocly',
          SETUPS('§5.3 Jocly'),
          "The layout research infers from Jocly's settings that the defenders are Jocly's first player; which side Ludii lets start is not recorded.",
        ),
        movement: following(
          'one-step',
          'Ludii and Jocly',
          SETUPS('§5.3'),
          'In Ludii every piece moves one step along a row or column, and Jocly turns long moves off.',
        ),
        kingGoal: following('edge', 'Ludii', SETUPS('§5.3'), "In Ludii's rules the king wins at any edge square."),
        cornerShape: following('removed', 'Jocly', SETUPS('§5.3 Jocly'), "Jocly's Ard Rí board leaves out the four corner points."),
        cornerHostile: chosen('none', 'There are no special corner squares.'),
        kingCapture: following(
          'four-sided',
          'Ludii',
          SETUPS('§5.3 Ludii "Common"'),
          'Ludii\'s "Common" option takes the king when he is surrounded on four sides, the centre counting as one.',
        ),
        kingSideThrone: following('yes', 'Ludii', SETUPS('§5.3 Ludii "Common"'), 'The empty centre counts as one of the four sides.'),
      },
      'Not given by the Ard Rí sources read here.',
    ),
  },
  {
    id: 'tawlbwrdd',
    name: 'Tawlbwrdd',
    group: 'family',
    author: "Welsh 11×11 tafl, after Ludii's ruleset named Cyningstan; a second layout from OpenTafl",
    summary:
      'Welsh tafl on 11×11, as Ludii and OpenTafl give it: edge escape and a weak king captured by two. Two starting layouts circulate; both are offered.',
    cite: [V('introduction'), SETUPS('§5.4')],
    layout: following(
      'tawlbwrdd-cross',
      'Ludii',
      SETUPS('§5.4 (a)'),
      "The coordinates are those of Ludii's Tawlbwrdd (its Cyningstan rules), with the defenders in a cross; OpenTafl and Jocly use the other layout, offered as the alternative.",
    ),
    altLayouts: ['tawlbwrdd-bell'],
    pieces: { king: 1, defenders: 12, attackers: 24, evangelists: 0 },
    rules: complete(
      {
        firstMover: reported('attackers', SETUPS('§5.4'), {
          quote: 'The attackers move first',
          note: "The layout research quotes these words from the rules text of Ludii's Cyningstan ruleset for Tawlbwrdd, which is known here only through the research; OpenTafl also lets the attackers start.",
        }),
        kingGoal: following('edge', 'Ludii and OpenTafl', SETUPS('§5.4'), 'In both programs the king wins at any edge square.'),
        cornerShape: following(
          'single',
          'Ludii',
          SETUPS('§5.4 Ludii code'),
          "Ludii's code makes the four corners special squares, closed to every piece but the king.",
        ),
        cornerHostile: following(
          'both',
          'Ludii',
          SETUPS('§5.4 Ludii code'),
          "Ludii's code, as the layout research records it, makes the corners hostile without naming a side.",
        ),
        throneLanding: following('king', 'Ludii', SETUPS('§5.4 Ludii code'), "Ludii's code closes the centre to every piece but the king."),
        thronePass: following(
          'king-only',
          'Ludii',
          SETUPS('§5.4 Ludii code'),
          "In Ludii's code no piece but the king may pass over the centre.",
        ),
        throneHostileEmpty: following(
          'both',
          'Ludii',
          SETUPS('§5.4 Ludii code'),
          "Ludii's code, as the layout research records it, makes the centre hostile without naming a side.",
        ),
        kingCapture: following(
          'two-sided',
          'Ludii and OpenTafl',
          SETUPS('§5.4'),
          'Both programs take the king between two enemies, like any other piece.',
        ),
        kingSideThrone: following(
          'yes',
          'Ludii',
          SETUPS('§5.4 Ludii code'),
          "In Ludii's code the centre can serve as the second captor of the king.",
        ),
        kingSideCorner: following(
          'yes',
          'Ludii',
          SETUPS('§5.4 Ludii code'),
          "In Ludii's code a corner can serve as the second captor of the king.",
        ),
        shieldwall: following(
          'no',
          'Ludii',
          SETUPS('§5.4'),
          "The layout research records that under Ludii's Cyningstan rules a row of pieces cannot be captured.",
        ),
        repetition: following('draw', 'OpenTafl', SETUPS('§5.4 OpenTafl'), 'OpenTafl draws on threefold repetition.'),
      },
      'Not given by the Tawlbwrdd sources read here.',
    ),
  },
  {
    id: 'copenhagen',
    name: 'Copenhagen hnefatafl',
    group: 'family',
    author: 'Copenhagen rules, as in Ludii (whose text names aagenielsen.dk as its source) and OpenTafl',
    summary: 'Copenhagen hnefatafl on 11×11, as Ludii and OpenTafl give it: corner escape, shieldwalls, edge forts and encirclement.',
    cite: [SETUPS('§5.5'), { source: 'standard-rules-page' }],
    layout: following(
      'hnefatafl-11',
      'Ludii, OpenTafl and Jocly',
      SETUPS('§5.5'),
      "The coordinates are those of Ludii's Hnefatafl; OpenTafl and Jocly give the same layout.",
    ),
    pieces: { king: 1, defenders: 12, attackers: 24, evangelists: 0 },
    rules: complete(
      {
        firstMover: following(
          'attackers',
          'Ludii and OpenTafl',
          SETUPS('§5.5'),
          "Ludii's Copenhagen rules and OpenTafl's code let the attackers start; an example in the OpenTafl notation specification lets the defenders start.",
        ),
        kingGoal: following('corner', 'Ludii and OpenTafl', SETUPS('§5.5'), 'The king escapes to a corner.'),
        cornerShape: following('single', 'Ludii and OpenTafl', SETUPS('§5.5'), 'The four corner squares are special.'),
        cornerHostile: following('both', 'Ludii', SETUPS('§5.5'), "Ludii's rules call the marked squares hostile without naming a side."),
        throneLanding: following('king', 'Ludii', SETUPS('§5.5'), "In Ludii's rules only the king may land on the throne."),
        thronePass: following('anyone', 'Ludii', SETUPS('§5.5'), "In Ludii's rules other pieces may pass over the empty throne."),
        throneHostileEmpty: following(
          'both',
          'Ludii',
          SETUPS('§5.5'),
          "Ludii's rules call the marked squares hostile without naming a side.",
        ),
        throneHostileKing: following(
          'attackers',
          'the standard rules page',
          { source: 'standard-rules-page' },
          'The Copenhagen sources read here do not say whether the throne is hostile while the king sits on it; the standard rules page makes it always hostile to the attackers.',
        ),
        kingArmed: following('both', 'OpenTafl', SETUPS('§5.5 OpenTafl'), "OpenTafl's king is armed."),
        kingCapture: following(
          'four-sided',
          'Ludii',
          SETUPS('§5.5'),
          "Ludii's rules take the king on four sides, or on three with the throne.",
        ),
        kingSideThrone: following('yes', 'Ludii', SETUPS('§5.5'), 'Three men and the throne take the king.'),
        kingSideEdge: following(
          'no',
          'Ludii',
          SETUPS('§5.5'),
          "Ludii's rules name only four men, or three and the throne, as the king's captors, so the edge does not count against him.",
        ),
        shieldwall: following('yes', 'Ludii', SETUPS('§5.5'), "Ludii's Copenhagen rules have shieldwall captures."),
        edgeForts: following('yes', 'Ludii', SETUPS('§5.5'), "Ludii's Copenhagen rules let the defenders win by an edge fort."),
        encirclement: following(
          'yes',
          'Ludii',
          SETUPS('§5.5'),
          "In Ludii's Copenhagen rules the attackers win by enclosing all the defenders.",
        ),
        repetition: chosen(
          'defenders-lose',
          "The sources read here do not give Copenhagen's repetition rule, and OpenTafl's (the player who completes the third repetition wins) cannot be set in this engine. The project makes a third repetition a loss for the defenders; no source read here gives that rule, and it could not be checked against Copenhagen's published rules.",
        ),
      },
      'Not given by the Copenhagen sources read here.',
    ),
  },
  {
    id: 'fetlar',
    name: 'Fetlar hnefatafl',
    group: 'family',
    author: 'Fetlar rules, as in Ludii (whose text names cyningstan.com as its source) and OpenTafl',
    summary:
      'Fetlar hnefatafl on 11×11, as Ludii and OpenTafl give it: corner escape and a king captured on four sides, with no shieldwalls or edge forts.',
    cite: [SETUPS('§5.5')],
    layout: following(
      'hnefatafl-11',
      'Ludii, OpenTafl and Jocly',
      SETUPS('§5.5'),
      "The coordinates are those of Ludii's Hnefatafl; OpenTafl and Jocly give the same layout.",
    ),
    pieces: { king: 1, defenders: 12, attackers: 24, evangelists: 0 },
    variations: [
      {
        id: 'defenders-first',
        label: 'The defenders move first (OpenTafl\'s "Fetlar_Defenders_First" records)',
        patch: { firstMover: 'defenders' },
        cite: SETUPS('§5.5'),
      },
    ],
    rules: complete(
      {
        firstMover: following(
          'attackers',
          'OpenTafl',
          SETUPS('§5.5 OpenTafl code'),
          "OpenTafl's code lets the attackers start; its notation example and some of its game records let the defenders start.",
        ),
        kingGoal: following('corner', 'Ludii and OpenTafl', SETUPS('§5.5'), 'The king escapes to a corner.'),
        cornerShape: following('single', 'Ludii and OpenTafl', SETUPS('§5.5'), 'The four corner squares are special.'),
        cornerHostile: following('both', 'OpenTafl', SETUPS('§5.5 OpenTafl'), 'OpenTafl makes the corners hostile to all pieces.'),
        throneLanding: following('king', 'OpenTafl', SETUPS('§5.5 OpenTafl'), 'In OpenTafl only the king stops on the throne.'),
        throneHostileEmpty: following(
          'both',
          'OpenTafl',
          SETUPS('§5.5 OpenTafl'),
          'OpenTafl makes the throne hostile to the attackers always and to the defenders when it is empty.',
        ),
        throneHostileKing: following(
          'attackers',
          'OpenTafl',
          SETUPS('§5.5 OpenTafl'),
          'With the king on it, the throne stays hostile to the attackers only.',
        ),
        kingArmed: following('both', 'OpenTafl', SETUPS('§5.5 OpenTafl'), "OpenTafl's king is armed."),
        kingCapture: following(
          'four-sided',
          'Ludii and OpenTafl',
          SETUPS('§5.5'),
          "Ludii's rules take the king on four sides; OpenTafl's king is strong.",
        ),
        kingSideThrone: following(
          'yes',
          'OpenTafl',
          SETUPS('§5.5 OpenTafl'),
          "OpenTafl makes the empty throne hostile to the defenders; the layout research does not record whether it closes one of the king's four sides, and the project takes it to do so.",
        ),
        kingSideEdge: following(
          'no',
          'Ludii',
          SETUPS('§5.5'),
          "Ludii's rules ask for four sides, so the edge does not count against the king.",
        ),
        shieldwall: following(
          'no',
          'Ludii and OpenTafl',
          SETUPS('§5.5'),
          'The layout research records no shieldwall captures for Fetlar in these programs.',
        ),
        edgeForts: following(
          'no',
          'Ludii and OpenTafl',
          SETUPS('§5.5'),
          'The layout research records no edge-fort win for Fetlar in these programs.',
        ),
        encirclement: following('yes', 'OpenTafl', SETUPS('§5.5 OpenTafl'), 'In OpenTafl surrounding the defenders is fatal to them.'),
        repetition: following('draw', 'OpenTafl', SETUPS('§5.5 OpenTafl'), 'OpenTafl draws on threefold repetition.'),
      },
      'Not given by the Fetlar sources read here.',
    ),
  },
  {
    id: 'viking',
    name: 'Viking rules (German rules page)',
    group: 'family',
    author: "A German site's hnefatafl rules in English, with their four agreed variations",
    summary:
      'An unarmed king who must reach a corner "basilica", captured on four sides or three with the throne; the edge never captures. Four listed variations can be switched on.',
    cite: [{ source: 'viking-rules-page' }],
    layout: chosen(
      'hnefatafl-11',
      'The German rules page sets the pieces out "as shown in the picture", which could not be read, and gives no board size. The project uses the 11×11 layout that Ludii, OpenTafl and Jocly give for Copenhagen and Fetlar hnefatafl, in which the 24 attackers are twice the 12 defenders, as the page says the besiegers are twice the besieged.',
      SETUPS('§5.5'),
    ),
    pieces: { king: 1, defenders: 12, attackers: 24, evangelists: 0 },
    variations: [
      { id: 'armed-king', label: 'Variation 1: the king is strong and can capture', patch: { kingArmed: 'both' }, cite: V('variation 1') },
      {
        id: 'no-throne',
        label: 'Variation 2: the throne cannot replace one of the four captors',
        patch: { kingSideThrone: 'no' },
        cite: V('variation 2'),
      },
      {
        id: 'edge-king',
        label: 'Variation 3: a king blocked on one side (read here as the board edge) and surrounded on three is captured',
        patch: { kingSideEdge: 'yes' },
        cite: V('variation 3'),
      },
      {
        id: 'king-and-one',
        label: 'Variation 4: the attackers win when only the king and one piece remain',
        patch: { defendersExhausted: 'king-and-one' },
        cite: V('variation 4'),
      },
    ],
    rules: complete(
      {
        firstMover: inferred(
          'defenders',
          V('rule 3'),
          "Rule 3 says the first move is not specified but that many sources give it to the besieged, the king's side.",
        ),
        movement: stated('rook', V('rule 5'), { quote: 'The pieces can move horizontally or vertically as many squares as you want' }),
        kingGoal: stated('corner', V('rule 16'), {
          quote: 'The besieged player wins if he manages to move the king to one of the basilicas (one of the four corner fields).',
        }),
        cornerShape: stated('single', V('rule 8'), {
          quote: 'the four corner fields of the chessboard are called basilicas. Only the king is allowed to be in these fields',
        }),
        cornerHostile: stated('both', V('rule 9'), {
          quote: 'The throne and the basilicas are always hostile to all forces, both to the besieged and to the besiegers',
        }),
        throneLanding: stated('king', V('rule 8'), {
          quote: 'The central field is the so-called throne … Only the king is allowed to be in these fields',
          note: 'The page adds that "this rule applies to the entire castle (all squares marked Gungnir)", squares marked on a picture that could not be read; here it applies to the throne and the corners.',
        }),
        thronePass: stated('anyone', V('rule 8'), {
          quote: 'When the throne is free, you can pass through it with any piece to reach the other side of the board',
        }),
        throneHostileEmpty: stated('both', V('rule 9'), {
          quote: 'The throne and the basilicas are always hostile to all forces, both to the besieged and to the besiegers',
        }),
        throneHostileKing: stated('both', V('rule 9'), {
          quote: 'The throne and the basilicas are always hostile to all forces, both to the besieged and to the besiegers',
          note: '"Always" is read as including the throne while the king sits on it.',
        }),
        kingArmed: stated('none', V('rule 8'), { quote: 'You can’t use the king to beat the besiegers‘ pieces.' }),
        kingCapture: stated('four-sided', V('rule 11'), {
          quote:
            'To capture the king, the besiegers must surround him on all four sides with their pawns or on three sides with the throne',
        }),
        kingSideThrone: stated('yes', V('rule 11'), {
          quote: 'surround him on all four sides with their pawns or on three sides with the throne',
        }),
        kingSideEdge: stated('no', V('rules 10–11'), {
          quote: 'Capture is not allowed if the edge is used as an enemy figure.',
          note: 'Rule 11 applies this to the king: using the basilicas "would mean exploiting the edge".',
        }),
        kingSideCorner: stated('no', V('rule 11'), { quote: 'capturing the king with the help of the basilicas is not allowed' }),
        edgeCaptures: stated('no', V('rule 10'), { quote: 'Capture is not allowed if the edge is used as an enemy figure.' }),
        multiCapture: stated('yes', V('rule 7'), { quote: 'All pieces that are surrounded with this one move are taken out of the game.' }),
        sandwichSafe: stated('yes', V('rule 6'), {
          quote: 'if you move your piece between two opposing pieces, capturing does not take place, it is a simple move',
        }),
        shieldwall: inferred(
          'no',
          V('rule 10'),
          'A shieldwall takes pieces that stand against the board edge, and rule 10 allows no capture that uses the edge as an enemy.',
        ),
        edgeForts: inferred('no', V('rule 16'), "Rule 16 names reaching a basilica as the besieged side's only way to win."),
        encirclement: inferred(
          'no',
          V('rules 13, 15'),
          "Rule 15 names capturing the king as the besiegers' way to win, and rule 13 says blocked pieces that cannot be captured have not lost by the rules.",
        ),
        noMoves: chosen(
          'draw',
          'The page does not say what becomes of a side left with no move. Its rule 13 says only that a king blocked at the edge who cannot be captured has not lost "according to the rules", and that the players may agree to end the game; the site ends a game with a blocked side as a draw, rather than letting that side pass.',
          V('rule 13'),
        ),
        defendersExhausted: inferred(
          'no',
          V('variation 4'),
          'Victory over a side reduced to the king and one piece is offered only as variation 4, which players must agree on.',
        ),
      },
      'The German rules page does not address this.',
    ),
  },
];
