/**
 * The readings of Alea Evangelii. Every value cites where it comes from and says how we know it:
 * stated by the source, inferred from it, or the project's choice where the sources are silent.
 */
import type { Preset } from './preset-types';
import { chosen, complete, inferred, stated } from './preset-helpers';

const S002 = (where: string) => ({ source: 's002', where }) as const;
const S003 = (where: string) => ({ source: 's003', where }) as const;
const N = (where: string) => ({ source: 's000', where: `Nielsen rule ${where}` }) as const;
const SETUPS = (where: string) => ({ source: 'setups', where }) as const;

const STANDARD_NOTE =
  'Source 000 says only that Helmfrid proposed "a standard Hnefatafl rule set"; the value is the standard set of source 004.';

export const ALEA_PRESETS: readonly Preset[] = [
  {
    id: 'alea-murray',
    name: "Murray's reconstruction",
    group: 'alea',
    author: 'H. J. R. Murray (1950s), as reported by Walker and the implementations of his layout',
    summary:
      "Murray's allocation of the 72 men between the sides, with a strong, armed king who must reach the edge. Players found the king's task very hard with this layout.",
    cite: [SETUPS('§2.2, §2.4'), S002('History')],
    layout: inferred(
      'alea-murray',
      SETUPS('§2.2'),
      'Wikipedia captions this layout "Murray\'s reconstruction"; the attribution was not checked against Murray\'s book.',
    ),
    altLayouts: ['alea-walker'],
    pieces: { king: 1, defenders: 24, attackers: 48, evangelists: 0 },
    rules: complete(
      {
        firstMover: inferred(
          'attackers',
          SETUPS('§3.3, §3.4'),
          "Murray's choice is not reported; OpenTafl and Jocly, which implement his layout, let the attackers start.",
        ),
        movement: inferred('rook', SETUPS('§3.4'), 'Every implementation of the layout moves pieces like rooks.'),
        kingGoal: stated('edge', SETUPS('§2.4, Walker on Murray'), 'Walker reports that Murray\'s king "must reach the edge".'),
        cornerShape: chosen('none', 'With edge escape the corners need no special role; Jocly cuts the four corner points from the board instead.'),
        cornerHostile: chosen('none', 'There are no special corner squares in this reading.'),
        throneLanding: inferred('king', SETUPS('§3.4 Jocly'), 'Jocly lets only the king land on the centre.'),
        thronePass: inferred('king-only', SETUPS('§3.4 Jocly'), 'Jocly also stops other pieces passing the centre.'),
        throneHostileEmpty: inferred('both', SETUPS('§3.4 Jocly'), 'Jocly makes the empty centre hostile to both sides.'),
        kingArmed: stated('both', SETUPS('§2.4, Walker on Murray'), 'Murray\'s king has "his own power of capture" (Walker).'),
        kingCapture: stated('four-sided', SETUPS('§2.4, Walker on Murray'), 'A strong king "captured on four sides" (Walker).'),
        kingSideThrone: inferred('yes', SETUPS('§3.4 Jocly'), 'In Jocly the empty centre counts as one of the four sides.'),
        kingSideEdge: inferred('no', SETUPS('§3.4 Jocly'), 'In Jocly the board edge protects the king.'),
        repetition: inferred('draw', SETUPS('§3.4 Jocly'), 'Jocly draws on threefold repetition.'),
      },
      'Not reported for Murray\'s reading.',
    ),
  },
  {
    id: 'alea-walker-2014',
    name: 'Walker 2014 leaflet',
    group: 'alea',
    author: 'Damian Walker, printed rules leaflet (Cyningstan, 2014)',
    summary:
      "Play on the intersections; the king's side moves first; the king is armed; corner markings capture for both sides; a repeated position or an immobilised player draws.",
    cite: [{ source: 's003' }],
    layout: inferred(
      'alea-murray',
      SETUPS('§2.3'),
      "The leaflet shows its layout only as a figure, which could not be read. Murray's layout M was the usual one before Walker reported adopting another in 2015, so M is used.",
    ),
    altLayouts: ['alea-walker'],
    pieces: { king: 1, defenders: 24, attackers: 48, evangelists: 0 },
    rules: complete(
      {
        firstMover: stated('defenders', S003('rule 4'), '"The king\'s forces take the first move."'),
        movement: stated('rook', S003('rule 5')),
        kingGoal: stated('corner', S003('rule 3'), 'The king must reach one of the citadels, the marked corner intersections.'),
        cornerShape: inferred(
          'block',
          S002('rules intro'),
          'The leaflet does not count the citadel points; Walker\'s web rules mark sixteen.',
        ),
        cornerHostile: stated('both', S003('rule 11')),
        throneLanding: stated('king', S003('rule 7'), '"No piece but the king may land on the central space."'),
        thronePass: inferred('anyone', S003('rule 6'), 'Only jumping over pieces is forbidden; passing the empty centre is not.'),
        throneHostileEmpty: stated('both', S003('rule 9'), 'It helps either player "once the king has left it".'),
        throneHostileKing: stated('none', S003('rule 9')),
        kingArmed: stated('both', S003('rule 13'), 'The king "is permitted to act like one of his defenders for the purposes of capturing".'),
        kingCapture: stated('throne-strong', S003('rule 10')),
        kingSideThrone: stated('yes', S003('rule 10'), 'Beside the central space, three attackers capture him.'),
        kingSideCorner: inferred('yes', S003('rules 10–11'), 'Away from the centre he is captured "like other pieces", and the corner markings take part in captures.'),
        multiCapture: stated('yes', S003('rule 8')),
        sandwichSafe: stated('yes', S003('rule 12')),
        noMoves: stated('draw', S003('rule 14'), 'Drawn "if one player is completely immobilised".'),
        repetition: stated('draw', S003('rule 14'), 'Drawn "if a position is repeated"; the engine takes the third occurrence.'),
      },
      'The leaflet does not address this.',
    ),
  },
  {
    id: 'alea-cyningstan',
    name: 'Walker, Cyningstan web rules',
    group: 'alea',
    author: 'Damian Walker, cyningstan.com game page (after 2015)',
    summary:
      'The counts move first; no piece may land on the centre, not even the king once he has left it; sixteen marked corner squares; the king needs four captors on the centre, three beside it, two elsewhere.',
    cite: [{ source: 's002' }],
    layout: inferred(
      'alea-walker',
      SETUPS('§2.3'),
      'Ludii\'s implementation of these rules uses layout W, the "alternative layout" the page says works better; that Walker adopted exactly these points is inferred, not proven.',
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
        firstMover: stated('attackers', S002('rule 2'), 'Ludii\'s older copy of this text says the king\'s side moves first (a variation).'),
        movement: stated('rook', S002('rule 3')),
        kingGoal: stated('corner', S002('rule 11')),
        cornerShape: stated('block', S002('rules intro'), '"Sixteen squares in the corners are marked."'),
        cornerHostile: stated('both', S002('rule 9')),
        throneLanding: stated('nobody', S002('rule 5'), '"No piece can land on the central square, not even the king when he has left it."'),
        thronePass: stated('anyone', S002('rule 5')),
        throneHostileEmpty: stated('both', S002('rule 9')),
        throneHostileKing: stated('none', S002('rule 9'), 'The centre helps capture only "when empty".'),
        kingArmed: inferred('both', S002('Rules'), 'Not stated; the rules "borrow heavily from tablut", whose king is armed (layout research §5.1).'),
        kingCapture: stated('throne-strong', S002('rule 8')),
        kingSideThrone: stated('yes', S002('rule 8'), 'Next to the centre, three counts capture him.'),
        kingSideCorner: inferred('yes', S002('rules 8–9'), 'Elsewhere he is captured like dukes and counts, and the corners help either player capture.'),
        kingSideEdge: inferred('no', S002('rule 8'), 'The rules never let the edge capture.'),
        multiCapture: stated('yes', S002('rule 7')),
        sandwichSafe: stated('yes', S002('rule 10')),
      },
      'The Cyningstan rules do not address this.',
    ),
  },
  {
    id: 'alea-helmfrid',
    name: "Helmfrid's reading",
    group: 'alea',
    author: 'Sten Helmfrid, online article (2005)',
    summary:
      "A standard hnefatafl rule set with a layout that swaps some of Murray's allocations. Helmfrid's own setups B and C could not be verified, so the closest verified layout is used and named.",
    cite: [{ source: 's000', where: 'introduction to Nielsen\'s rules' }, S002('History')],
    layout: inferred(
      'alea-walker',
      SETUPS('§2.4'),
      "Helmfrid's setups B and C could not be read. Layout W is the verified layout closest to what the sources describe: Murray's allocations swapped so that defenders stand among the attackers.",
    ),
    altLayouts: ['alea-murray'],
    pieces: { king: 1, defenders: 24, attackers: 48, evangelists: 0 },
    rules: complete(
      {
        firstMover: inferred('attackers', { source: 's004' }, STANDARD_NOTE),
        kingGoal: inferred('corner', { source: 's004' }, STANDARD_NOTE),
        cornerShape: inferred('single', { source: 's004' }, 'The standard set has four single corner squares; Helmfrid\'s corner squares on 19×19 are not known.'),
        cornerHostile: inferred('both', { source: 's004' }, STANDARD_NOTE),
        throneLanding: inferred('king', { source: 's004' }, 'The standard set lets the king re-enter the throne.'),
        thronePass: inferred('anyone', { source: 's004' }, STANDARD_NOTE),
        throneHostileEmpty: inferred('both', { source: 's004' }, STANDARD_NOTE),
        throneHostileKing: inferred('attackers', { source: 's004' }, 'The standard throne is always hostile to attackers.'),
        kingArmed: inferred('both', { source: 's004' }, STANDARD_NOTE),
        kingCapture: inferred('throne-strong', { source: 's004' }, STANDARD_NOTE),
        kingSideThrone: inferred('yes', { source: 's004' }, STANDARD_NOTE),
        kingSideCorner: inferred('yes', { source: 's004' }, 'Away from the throne the standard king is captured like other pieces, and corners are hostile to all.'),
        evangelists: stated('ordinary', { source: 's000', where: 'introduction to Nielsen\'s rules' }, 'Helmfrid did not use the manuscript\'s third kind of piece.'),
      },
      'The sources do not report Helmfrid\'s choice here.',
    ),
  },
  {
    id: 'alea-perkis',
    name: "Perkis's reading",
    group: 'alea',
    author: 'Andrew Perkis, Variant Chess 63 (2010)',
    summary:
      'Perkis proposed a layout he found balanced and rules that differ from the standard set, but neither could be verified: this preset is the standard set on the closest verified layout, every value marked as the project\'s choice.',
    cite: [{ source: 's000', where: 'introduction to Nielsen\'s rules' }, { source: 'perkis-2010' }],
    layout: chosen(
      'alea-walker',
      "Perkis's setup could not be read. Source 000 shows it among setups with defenders placed among the attackers; layout W is the verified layout of that kind.",
      SETUPS('§2.4'),
    ),
    altLayouts: ['alea-murray'],
    pieces: { king: 1, defenders: 24, attackers: 48, evangelists: 0 },
    rules: complete(
      {
        cornerShape: chosen('block', 'Not known for Perkis; the sixteen corner points of the common reconstructions.'),
        throneHostileKing: chosen('attackers', 'Not known for Perkis; the standard set (source 004).', { source: 's004' }),
        kingSideCorner: chosen('yes', 'Not known for Perkis; the standard set (source 004).', { source: 's004' }),
      },
      "Perkis's rules \"differ from the standard\" (source 000) in ways the available sources do not record; the standard value is used.",
    ),
  },
  {
    id: 'alea-nielsen-2015',
    name: "Nielsen's rules with Evangelists",
    group: 'alea',
    author: 'Aage Nielsen, aagenielsen.dk forum (2015)',
    summary:
      "Fourteen rules: four Evangelists that also capture by jumping, twelve red corner squares, a hostile throne the king may re-enter, encirclement, and loss for a third repetition or for having no move.",
    cite: [{ source: 's000', where: "Aage Nielsen's Alea Evangelii Rules" }],
    layout: chosen(
      'alea-walker-evangelists',
      "Nielsen's diagrams (Helmfrid C, Perkis, Helmfrid B) could not be read. The project uses layout W with the four variegated points as Evangelists, one on each diagonal, as rule 3 describes.",
      SETUPS('§2.4, §4'),
    ),
    altLayouts: ['alea-walker', 'alea-murray'],
    pieces: { king: 1, defenders: 20, attackers: 48, evangelists: 4 },
    rules: complete(
      {
        firstMover: stated('attackers', N('5')),
        movement: stated('rook', N('6')),
        kingGoal: stated('corner', N('11.1')),
        cornerShape: stated('block-minus-corner', N('4'), 'The white outermost corner squares "are not used in the game".'),
        cornerHostile: stated('both', N('4')),
        throneLanding: stated('king', N('4'), '"The king can go in and out of the throne at any time."'),
        thronePass: stated('anyone', N('4')),
        throneHostileEmpty: stated('both', N('4')),
        throneHostileKing: stated('none', N('4'), 'Hostile "when any one of them is empty".'),
        kingArmed: stated('both', N('8')),
        kingCapture: stated('throne-strong', N('11.2')),
        kingSideThrone: stated('yes', N('11.2')),
        kingSideCorner: stated('yes', N('11.2'), 'The king is captured "between two opposing pieces or one of the corners and an opposing piece".'),
        kingSideEdge: inferred('no', N('11.2'), 'The rules name pieces, corners and the throne as captors, never the edge.'),
        multiCapture: stated('yes', N('8')),
        sandwichSafe: stated('yes', N('9')),
        evangelists: stated('jump', N('10'), 'Whether the landing square can also close an ordinary capture is not said; the engine allows it.'),
        encirclement: stated('yes', N('12')),
        repetition: stated(
          'repeater-loses',
          N('13'),
          'The rule speaks of three repetitions of the same move; the engine counts the third occurrence of the same position.',
        ),
        noMoves: stated('loses', N('14')),
      },
      "Nielsen's rules do not address this.",
    ),
  },
];
