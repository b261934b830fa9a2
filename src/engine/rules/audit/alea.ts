import type { AuditNotes } from './types';

const JOCLY = (what: string): string =>
  `Relabelled: was inferred, but Walker's report of Murray's rules says nothing of ${what}; the value is copied from Jocly (layout research §3.4), so it is now the project's choice, following Jocly.`;

const HELMFRID_KEPT =
  'Kept as inferred: the ancientgames.org article says Helmfrid proposed "a standard Hnefatafl rule set", and the standard rules page gives one. The citation rightly points at the page, now at the part that has the value; the reason now names the article too.';
const HELMFRID_ADDED = (what: string): string =>
  `Relabelled: was the silent default, but the standard rules page addresses this (${what}); now inferred like Helmfrid's other standard values.`;
const PERKIS_FOLLOWS =
  "Relabelled: Perkis's own rule is not recorded, and the value is copied from the standard rules page, so it is now the project's choice, following the standard rules page (was the project's choice with a general note).";
const PERKIS_FOLLOWS_CITED =
  "Relabelled: Perkis's own rule is not recorded, and the value is copied from the standard rules page, so it is now the project's choice, following the standard rules page (the old note named the page by its file number).";
const CHECKED_SILENT = (what: string): string => `Checked: ${what}; left as the project's choice, source silent.`;
const PERKIS_NOTE_FIXED = (what: string): string =>
  `${PERKIS_FOLLOWS} Note corrected (prose audit): it said the standard rules page ${what}, which the page does not say in those words; it now gives the page's words and says what the page leaves unnamed.`;
const NO_THIRD_PIECE_REPORTED = (who: string, also: string): string =>
  `Relabelled (prose audit): was stated${also}, but the words are the ancientgames.org article's report of ${who}'s proposal, a work the site never read, so they are a report, not the reading's own source. Now reported second-hand: the quote stays the article's, and the note says who reports whom and that "ordinary pieces" is the site's reading of it.`;

/** The source audit's verdicts on the Alea Evangelii readings (presets-alea-walker.ts, presets-alea-article.ts), where a judgement was made. */
export const ALEA_AUDIT: AuditNotes = {
  'alea-murray': {
    layout:
      "Relabelled: was inferred. The points are OpenTafl's and Jocly's, and their attribution to Murray rests on a Wikipedia caption that was not checked against Murray's book, so the layout is now the project's choice, following Wikipedia.",
    firstMover:
      "Relabelled: was inferred, but Walker's report of Murray's rules does not say who moves first; the value is copied from OpenTafl and Jocly, so it is now the project's choice, following them. Note corrected (prose audit): Jocly's first player is the layout research's inference from its settings, and the note now says so.",
    movement:
      "Relabelled: was inferred from \"every implementation\", but the layout research records no movement setting for OpenTafl's or Jocly's Alea Evangelii, and Walker's report is silent; now the project's choice.",
    kingGoal:
      "Relabelled (prose audit): was stated, quoting \"a strong king … reach the edge\" as the words of Walker's post of December 2014, which was never read; the words are the layout research's own summary of that post (§2.4). Now reported second-hand: the quote is the layout research's, cited to it, and the note says who reports whom.",
    cornerShape:
      "Kept as the project's choice: no source gives Murray's corners. The note's remark on Jocly is now cited to the layout research (§3.4).",
    cornerHostile: "Kept as the project's choice: this reading has no special corner squares.",
    throneLanding: JOCLY('the centre'),
    thronePass: JOCLY('the centre'),
    throneHostileEmpty: JOCLY('the centre'),
    throneHostileKing: CHECKED_SILENT(
      "neither Walker's report nor the layout research's record of Jocly says what the centre does while the king is on it",
    ),
    kingArmed:
      'Relabelled (prose audit): was stated, quoting "with his own power of capture" as the words of Walker\'s post, which was never read; they are the layout research\'s summary (§2.4). Now reported second-hand, quoting and citing the layout research; the note says how the engine reads it.',
    kingCapture:
      'Relabelled (prose audit): was stated, quoting "a strong king captured on four sides" as the words of Walker\'s post, which was never read; they are the layout research\'s summary (§2.4). Now reported second-hand, quoting and citing the layout research.',
    kingSideThrone: JOCLY("what may close the king's four sides"),
    kingSideEdge: JOCLY("what may close the king's four sides"),
    evangelists:
      'Relabelled: was the silent default, but the Cyningstan game page says Murray\'s scheme "divided the pieces into two sides" and that special pieces came later; now inferred from it.',
    noMoves: CHECKED_SILENT("neither Walker's report nor the layout research's record of Jocly addresses a player with no move"),
    repetition: JOCLY('repetition'),
  },
  'alea-walker-2014': {
    layout:
      "Relabelled: was inferred from Murray's layout being the usual one until Walker adopted another in 2015, but the layout research (§2.4) finds Walker's \"alternative layout\" as a figure in a post of December 2014, so the leaflet's unread figure could show either; now the project's choice. Note corrected (prose audit): it called the layout Murray's, an attribution that rests on a Wikipedia caption; it now says the layout usually given as Murray's, and that the December 2014 figure is known through the layout research.",
    firstMover: 'Confirmed: rule 4, verbatim.',
    movement:
      'Confirmed: rule 5, verbatim. The copy read hyphenates "desired" across a line break; the quotation check now joins such words, so the quote is whole.',
    kingGoal: 'Confirmed: rule 3, now quoted verbatim (the old note paraphrased it).',
    cornerShape:
      'Kept as inferred: the leaflet does not count its marked corner points. The reason now quotes the Cyningstan game page\'s "Sixteen squares in the corners", which the citation points at. Note corrected (prose audit): it said the web rules mark the sixteen squares "four in each" corner, which the page does not say; it now says four to a corner, in a 2×2 block, is the site\'s reading.',
    cornerHostile: 'Confirmed: rule 11, verbatim (the old call had no words).',
    throneLanding: 'Confirmed: rule 7, verbatim.',
    thronePass:
      'Kept as inferred: rules 6 and 7 forbid jumping over pieces and landing on the centre, not passing over it; the citation now names both rules.',
    throneHostileEmpty: 'Confirmed: rule 9, verbatim (the old note quoted only its last words).',
    throneHostileKing: 'Confirmed: rule 9\'s "once the king has left it" makes the centre hostile only when empty; the note says so.',
    kingArmed: 'Confirmed: rule 13, verbatim.',
    kingCapture: 'Confirmed: rule 10, whose copy is split across a page; the quote joins its verbatim parts with ellipses.',
    kingSideThrone: 'Confirmed: rule 10, verbatim; the note says how the engine reads "three attackers".',
    kingSideEdge:
      "Relabelled: was the silent default, but rules 8 to 11 say what may close a capture, the king's included, and never name the edge; now inferred.",
    kingSideCorner:
      'Kept as inferred: neither rule 10 nor rule 11 says it alone, but together they do ("like other pieces"; corner markings capture "by either player"). The reason now quotes both.',
    edgeCaptures:
      'Relabelled: was the silent default, but rules 8, 9 and 11 say what may close a capture and never name the edge; now inferred.',
    multiCapture: 'Confirmed: rule 8, verbatim.',
    sandwichSafe: 'Confirmed: rule 12, verbatim.',
    evangelists:
      'Relabelled: was the silent default, but the leaflet lists only "the king, his 24 defenders and 48 attackers"; now inferred.',
    shieldwall: 'Relabelled: was the silent default, but rule 8 defines capture as between enemies on two opposite sides; now inferred.',
    edgeForts: "Relabelled: was the silent default, but rule 3 names the king's one way to win; now inferred.",
    encirclement: "Relabelled: was the silent default, but rule 3 names the attackers' one object, capturing the king; now inferred.",
    defendersExhausted: "Relabelled: was the silent default, but rule 3 names the attackers' one object, capturing the king; now inferred.",
    noMoves: 'Confirmed: rule 14, verbatim.',
    repetition:
      'Confirmed: rule 14, verbatim. The leaflet says only "repeated"; the engine draws at the third occurrence, and the note says so.',
  },
  'alea-cyningstan': {
    layout:
      "Relabelled: was inferred. The points are Ludii's copy of Walker's rules; they fit the page's \"alternative starting layout\", but the page's own diagram is an image, so the layout is now the project's choice, following Ludii.",
    firstMover: "Confirmed: rule 2, verbatim; the note records Ludii's copy, which is offered as a variation.",
    movement:
      'Relabelled: was stated, but rule 3 says only "in a straight line, horizontally or vertically" and gives no distance; now inferred from rules 3 and 4.',
    kingGoal: 'Confirmed: rule 11, verbatim.',
    cornerShape:
      'Relabelled (prose audit): was stated, but "Sixteen squares in the corners are marked" gives the number, not the shape; the 2×2 block in each corner is the site\'s reading, as OpenTafl and Ludii have it (layout research §4). Now inferred. Note corrected (second prose audit): it still gave "four to a corner" as the page\'s words, which they are not, and Ludii\'s sixteen squares are the layout research\'s derivation from its code; the note now says both.',
    cornerHostile: 'Confirmed: rule 9, verbatim.',
    throneLanding: 'Confirmed: rule 5, verbatim.',
    thronePass: 'Confirmed: rule 5, verbatim (the old call had no words).',
    throneHostileEmpty: 'Confirmed: rule 9, verbatim.',
    throneHostileKing: 'Confirmed: rule 9 makes the centre hostile "(when empty)" only.',
    kingArmed:
      "Relabelled (prose audit): was inferred from rule 7's \"enemies\" and the leaflet's rule 13, but the web page drops the leaflet's armed-king rule and rule 7 does not name the king, so nothing on the page supports the inference. Now the project's choice, following Walker's 2014 leaflet, rule 13.",
    kingCapture: 'Confirmed: rule 8, verbatim.',
    kingSideThrone: 'Confirmed: rule 8, verbatim; the note says how the engine reads "the other three sides".',
    kingSideEdge:
      "Kept as inferred from rules 8 and 9: the page never lets the edge close a capture, though Ludii's copy of an earlier text did for the king (layout research §3.1).",
    kingSideCorner: 'Kept as inferred from rules 8 and 9 together; the reason now quotes them.',
    edgeCaptures:
      'Relabelled: was the silent default, but rules 7 and 9 say what may close a capture and never name the edge; now inferred.',
    multiCapture: 'Confirmed: rule 7, verbatim.',
    sandwichSafe: 'Confirmed: rule 10, verbatim.',
    evangelists:
      'Relabelled: was the silent default, but the page\'s strategy section says the variegated men "are interpreted as defenders"; then stated. Relabelled (prose audit): was stated, but the quoted words say only that the variegated men are defenders, not that they are ordinary ones; that no piece has powers of its own is inferred from the page\'s three kinds of piece and its rules, which give none. Now inferred from the rules introduction and the strategy section.',
    shieldwall: 'Relabelled: was the silent default, but rule 7 defines capture as between enemies on two opposite sides; now inferred.',
    edgeForts: 'Relabelled: was the silent default, but rules 11 and 12 are the only ways the game ends; now inferred.',
    encirclement: 'Relabelled: was the silent default, but rules 11 and 12 are the only ways the game ends; now inferred.',
    defendersExhausted: 'Relabelled: was the silent default, but rules 11 and 12 are the only ways the game ends; now inferred.',
    noMoves: CHECKED_SILENT("the page does not address a player with no move, nor does Ludii's copy (layout research §3.1)"),
    repetition: CHECKED_SILENT("the page does not address repetition, nor does Ludii's copy (layout research §3.1)"),
  },
  'alea-helmfrid': {
    layout:
      "Relabelled: was inferred, but Helmfrid's setups B and C could not be read and nothing shows that layout W is either; like the Perkis and Nielsen layouts it is now the project's choice, citing the Cyningstan game page's report of Helmfrid's swap. Note corrected (prose audit): the note, and the summary's \"closest verified layout\", claimed a closeness no source shows; both now say layout W is the one verified layout of that kind and that whether it matches either setup is not known.",
    firstMover: HELMFRID_KEPT,
    movement: HELMFRID_ADDED('pieces move "like a rook in chess"'),
    kingGoal: HELMFRID_KEPT,
    cornerShape:
      "Kept as inferred, with the caveat in the reason: the standard rules page's four corner squares belong to 9×9 and 11×11 boards, and how Helmfrid marked the corners of the 19×19 board is not reported.",
    cornerHostile: HELMFRID_KEPT,
    throneLanding: HELMFRID_KEPT,
    thronePass: HELMFRID_KEPT,
    throneHostileEmpty: HELMFRID_KEPT,
    throneHostileKing: `${HELMFRID_KEPT} The reason also says that the page itself notes variations on this point.`,
    kingArmed: HELMFRID_KEPT,
    kingCapture: HELMFRID_KEPT,
    kingSideThrone: HELMFRID_KEPT,
    kingSideEdge: HELMFRID_ADDED('only enemy pieces and hostile squares close a capture'),
    kingSideCorner: HELMFRID_KEPT,
    edgeCaptures: HELMFRID_ADDED('only enemy pieces and hostile squares close a capture'),
    multiCapture: CHECKED_SILENT(
      'neither the ancientgames.org article nor the standard rules page says whether one move may capture several pieces',
    ),
    sandwichSafe: HELMFRID_ADDED('a piece is "allowed to move in between two enemy pieces"'),
    evangelists: NO_THIRD_PIECE_REPORTED('Helmfrid', ' (quoting the article verbatim, where the old note paraphrased it)'),
    shieldwall: HELMFRID_ADDED('a piece is captured between two enemies or an enemy and a hostile square'),
    edgeForts: HELMFRID_ADDED("the king's side wins by reaching a corner square"),
    encirclement: HELMFRID_ADDED('"The attackers win if they can capture the king before he escapes"'),
    defendersExhausted: HELMFRID_ADDED('"The attackers win if they can capture the king before he escapes"'),
    noMoves: CHECKED_SILENT('neither the ancientgames.org article nor the standard rules page addresses a player with no move'),
    repetition: CHECKED_SILENT('neither the ancientgames.org article nor the standard rules page addresses repetition'),
  },
  'alea-perkis': {
    layout:
      "Kept as the project's choice. The note no longer names a source by its file number, and it now cites Nielsen's rule 3 in the ancientgames.org article, whose words it quotes. Note corrected (prose audit): with the summary, it claimed layout W is the closest to Perkis's, which no source shows; it now says whether it matches is not known.",
    firstMover: PERKIS_FOLLOWS,
    movement: PERKIS_FOLLOWS,
    kingGoal: PERKIS_FOLLOWS,
    cornerShape:
      "Kept as the project's choice; the note now says where the sixteen squares come from (Walker's rules on the Cyningstan game page), and (prose audit) that their 2×2 shape is the site's reading of them.",
    cornerHostile: PERKIS_FOLLOWS,
    throneLanding: PERKIS_FOLLOWS,
    thronePass: PERKIS_FOLLOWS,
    throneHostileEmpty: PERKIS_FOLLOWS,
    throneHostileKing: `${PERKIS_FOLLOWS_CITED} The note now also says, as Helmfrid's does, that the page notes variations on this point (prose audit).`,
    kingArmed: PERKIS_FOLLOWS,
    kingCapture: PERKIS_NOTE_FIXED('takes the king with "four captors on or next to the throne"'),
    kingSideThrone: PERKIS_FOLLOWS,
    kingSideEdge: PERKIS_NOTE_FIXED('says "the edge never closes a capture"'),
    kingSideCorner: PERKIS_FOLLOWS_CITED,
    edgeCaptures: PERKIS_NOTE_FIXED('says "the edge never closes a capture"'),
    multiCapture: CHECKED_SILENT("no source read gives Perkis's rule, and the standard rules page does not address it"),
    sandwichSafe: PERKIS_FOLLOWS,
    evangelists: NO_THIRD_PIECE_REPORTED('Perkis', ' (before that, the silent default)'),
    shieldwall: PERKIS_NOTE_FIXED('captures "only single pieces"'),
    edgeForts: PERKIS_NOTE_FIXED('lets the king\'s side win "only by escape to a corner"'),
    encirclement: PERKIS_NOTE_FIXED('lets the attackers win "only by capturing the king"'),
    defendersExhausted: PERKIS_NOTE_FIXED('lets the attackers win "only by capturing the king"'),
    noMoves:
      'Checked: no source read gives Perkis\'s rule, and the standard rules page does not address it; left as the project\'s choice, source silent. The silent note now quotes the article verbatim ("a somewhat different set of rules than the standard Hnefatafl rules").',
    repetition: CHECKED_SILENT("no source read gives Perkis's rule, and the standard rules page does not address it"),
  },
  'alea-nielsen-2015': {
    layout:
      "Kept as the project's choice: none of the three diagrams the article prints could be read. The Evangelists' four points follow rule 3 and Walker's placement of the variegated men (layout research §4). Note corrected (prose audit): it called them layout W's \"variegated points\" as if known; the mapping of Walker's words to these points is the layout research's inference, and the note now says so. The diagrams are the article's, of Helmfrid's and Perkis's setups, not Nielsen's own.",
    firstMover: 'Confirmed: rule 5, verbatim (the old call had no words).',
    movement: 'Confirmed: rule 6, verbatim (the old call had no words).',
    kingGoal: 'Confirmed: rule 11.1, verbatim (the old call had no words).',
    cornerShape:
      'Relabelled: was stated, but rule 4 gives only "12 red corner squares" and unused white ones, not where they lie; the 2×2 block less its outermost square is inferred from them. The old note\'s word "outermost" was the project\'s, not Nielsen\'s.',
    cornerHostile: 'Confirmed: rule 4, verbatim.',
    throneLanding: 'Confirmed: rule 4, verbatim.',
    thronePass: 'Confirmed: rule 4, verbatim.',
    throneHostileEmpty: 'Confirmed: rule 4, verbatim.',
    throneHostileKing: 'Confirmed: rule 4\'s "when any one of them is empty", verbatim (the old note cut it shorter).',
    kingArmed: 'Confirmed: rule 8, "capturing with the king is allowed"; the note says the engine reads it as capturing in both roles.',
    kingCapture: 'Confirmed: rule 11.2, verbatim.',
    kingSideThrone: 'Confirmed: rule 11.2, verbatim.',
    kingSideEdge: "Kept as inferred: rule 11.2 names the king's captors and never the edge.",
    kingSideCorner: 'Confirmed: rule 11.2, verbatim.',
    edgeCaptures: 'Relabelled: was the silent default, but rule 7 names what may close a capture and never the edge; now inferred.',
    multiCapture: 'Confirmed: rule 8, verbatim.',
    sandwichSafe: 'Confirmed: rule 9, verbatim.',
    evangelists: 'Confirmed: rule 10, verbatim; the note says where the engine goes beyond the words.',
    shieldwall: 'Relabelled: was the silent default, but rule 7 defines capture as sandwiching along a column or row; now inferred.',
    edgeForts: "Relabelled: was the silent default, but rule 11.1 names the defenders' one way to win; now inferred.",
    encirclement: 'Confirmed: rule 12, now quoted verbatim; the note says how the engine tests "to the point that the king cannot escape".',
    defendersExhausted: "Relabelled: was the silent default, but rules 11.2 and 12 name the attackers' two ways to win; now inferred.",
    repetition:
      'Confirmed: rule 13, verbatim. Nielsen counts three repetitions of the same move; the engine counts the third occurrence of a position, as the note says.',
    noMoves: 'Confirmed: rule 14, verbatim.',
  },
};
