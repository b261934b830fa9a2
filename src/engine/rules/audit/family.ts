import type { AuditNotes } from './types';

/*
 * Phrases the verdicts share. The layout research (setups.md §5) records, in its own words, what
 * Ludii, OpenTafl and Jocly do: their code, their defaults, and the rules texts Ludii carries. Only
 * one phrase of a rules text is quoted there ("The attackers move first", Tawlbwrdd), so a value
 * taken from the research is the project's choice, following the program it records.
 */
const STATED_LUDII =
  'Relabelled: was stated, but the layout research summarises Ludii’s ruleset text in its own words and quotes none of it; now the project’s choice, following Ludii.';
const STATED_OPENTAFL =
  'Relabelled: was stated, but the words are the layout research’s record of OpenTafl’s code, not a rules text; now the project’s choice, following OpenTafl.';
const STATED_BOTH =
  'Relabelled: was stated, but the layout research records what Ludii and OpenTafl do in its own words, not a rules text; now the project’s choice, following them.';
const INFERRED_LUDII_CODE =
  'Relabelled: was inferred, but the value copies what Ludii’s code does (as the layout research records it) rather than reasoning from a rules text; now the project’s choice, following Ludii.';
const OPENTAFL_DRAW =
  'Relabelled: was inferred; OpenTafl’s threefold-repetition draw is a program’s setting, so the value is now the project’s choice, following OpenTafl.';
const LAYOUT_PROGRAMS =
  'Relabelled: was stated, but the coordinates are read from implementation files (the layout research gives the repository, file and commit), not from a rules text; now the project’s choice, following those programs.';

/** The source audit's verdicts on the tafl-family readings (presets-family.ts), where a judgement was made. */
export const FAMILY_AUDIT: AuditNotes = {
  tablut: {
    layout: `${LAYOUT_PROGRAMS} The standard rules page’s counts for tablut, eight defenders and sixteen attackers, match it.`,
    firstMover:
      'Relabelled: was inferred; the layout research records OpenTafl’s setting and Ludii’s default, neither a rules text, so now the project’s choice, following OpenTafl. Note corrected (prose audit): Ludii’s first player is the layout research’s inference from Ludii’s defaults, and the note now says so.',
    kingGoal:
      'Relabelled (prose audit): was inferred from Walker’s remark that his rules modify tablut “so that the king must reach the (enlarged) corners”, which does not say where tablut’s king wins, while the standard rules page’s modern set points to the corners. No text read gives tablut’s goal; the value is the project’s choice, following Ludii and OpenTafl (layout research §5.1).',
    cornerShape:
      'Relabelled: was stated, but “no special corner squares” is the layout research’s description of the programs’ boards; now the project’s choice, following Ludii and OpenTafl.',
    cornerHostile: 'Kept as the project’s choice: with no special corner squares the rule has no effect.',
    throneLanding: `${STATED_BOTH} Walker’s Alea Evangelii rules on the Cyningstan page, which he says borrow heavily from tablut, have the same castle rule (rule 5).`,
    thronePass:
      'Made explicit: was a source-silent default, but the layout research records that OpenTafl lets all pieces pass the castle. Same value, now following OpenTafl.',
    throneHostileEmpty:
      'Relabelled: was inferred from the layout research’s summary of Ludii (hostile, no side named) and OpenTafl (hostile when empty); the reading copies those programs, so now the project’s choice, following them.',
    throneHostileKing:
      'Left as the source-silent default. The layout research records OpenTafl’s castle as hostile when empty and its “Linnaean capture” switched on without describing it; the engine has no such capture, so the value is not attributed to OpenTafl.',
    kingArmed: STATED_BOTH,
    kingCapture: STATED_BOTH,
    kingSideThrone: STATED_LUDII,
    shieldwall:
      'Made explicit: was a source-silent default, but the layout research records “no shieldwall” for OpenTafl’s Tablut. Same value, now following OpenTafl.',
    repetition: OPENTAFL_DRAW,
  },
  brandubh: {
    layout: LAYOUT_PROGRAMS,
    firstMover: STATED_BOTH,
    kingGoal: STATED_BOTH,
    cornerShape: STATED_LUDII,
    cornerHostile: STATED_BOTH,
    throneLanding: STATED_LUDII,
    thronePass:
      'Left as the source-silent default: Ludii’s text, as recorded, forbids landing on the centre and says nothing of passing over it; OpenTafl’s rule for passing the centre is not recorded.',
    throneHostileEmpty: STATED_LUDII,
    throneHostileKing:
      'Left as the source-silent default: Ludii calls the centre hostile without saying whether that holds with the king on it, and OpenTafl’s centre is not hostile at all.',
    kingCapture: STATED_LUDII,
    kingSideThrone: STATED_LUDII,
    kingSideCorner:
      'Relabelled: was inferred, but the premise is Ludii’s text as the layout research summarises it (corners hostile, king taken by two away from the centre), so the value is now the project’s choice, following Ludii.',
    encirclement:
      'Made explicit: was a source-silent default, but the layout research records “surrounding not fatal” for OpenTafl’s Brandub. Same value, now following OpenTafl.',
    repetition: OPENTAFL_DRAW,
  },
  'ard-ri': {
    layout: `${LAYOUT_PROGRAMS} (Ludii, Jocly and alpha-zero-general agree.)`,
    firstMover:
      'Relabelled: was inferred, but the layout research itself infers it from a Jocly setting (“attackers”: -1), and Ludii’s first player is not recorded; now the project’s choice, following Jocly. Note corrected (prose audit): it presented Jocly’s first player as fact; it now says the layout research infers it.',
    movement:
      'Relabelled: was stated, but the layout research paraphrases Ludii’s rules (taken from dragonheelslair.com) and Jocly’s longMove: false without quoting a rules text; now the project’s choice, following Ludii and Jocly.',
    kingGoal: STATED_LUDII,
    cornerShape:
      'Relabelled: was inferred, but it copies Jocly’s board, which the layout research notes has the corners excluded; now the project’s choice, following Jocly. The research’s note is brief, and the value is kept.',
    cornerHostile: 'Kept as the project’s choice: with the corner points cut from the board the rule has no effect.',
    kingCapture: STATED_LUDII,
    kingSideThrone: STATED_LUDII,
  },
  tawlbwrdd: {
    layout: `${LAYOUT_PROGRAMS} OpenTafl’s and Jocly’s other layout stays offered as the alternative.`,
    firstMover:
      'Confirmed: the layout research quotes the rules text of Ludii’s Cyningstan ruleset, “The attackers move first”; those words, only in the note before, are now the quotation. OpenTafl agrees. Relabelled (prose audit): was stated, but the rules text is known only through the layout research, which quotes it; the research is the reporter, not the reading’s own source. Now reported second-hand, quoting and citing the research, as Murray’s values are.',
    kingGoal: STATED_BOTH,
    cornerShape: INFERRED_LUDII_CODE,
    cornerHostile: `${INFERRED_LUDII_CODE} Note corrected (prose audit): the research calls the corners hostile without naming a side; the note no longer says “hostile to both sides” of Ludii’s code.`,
    throneLanding: INFERRED_LUDII_CODE,
    thronePass: INFERRED_LUDII_CODE,
    throneHostileEmpty: `${INFERRED_LUDII_CODE} Note corrected (prose audit): the research calls the centre hostile without naming a side; the note no longer says “hostile to both sides” of Ludii’s code.`,
    kingCapture: STATED_BOTH,
    kingSideThrone: INFERRED_LUDII_CODE,
    kingSideCorner: INFERRED_LUDII_CODE,
    shieldwall:
      'Made explicit: was a source-silent default, but the layout research records that Ludii’s Cyningstan rules cannot capture a row of pieces. Same value, now following Ludii. The note now says the research records it, where it said the rules “say” it (prose audit).',
    repetition: OPENTAFL_DRAW,
  },
  copenhagen: {
    layout: LAYOUT_PROGRAMS,
    firstMover: `${STATED_BOTH} An example in the OpenTafl notation specification lets the defenders start; the note says so.`,
    kingGoal: STATED_BOTH,
    cornerShape: STATED_BOTH,
    cornerHostile: STATED_LUDII,
    throneLanding: STATED_LUDII,
    thronePass: STATED_LUDII,
    throneHostileEmpty: STATED_LUDII,
    throneHostileKing:
      'Relabelled: was inferred from the standard rules page, which describes a common modern rule set, not Copenhagen; the Copenhagen sources read here are silent, so the value is now the project’s choice, following that page.',
    kingArmed: STATED_OPENTAFL,
    kingCapture: STATED_LUDII,
    kingSideThrone: STATED_LUDII,
    kingSideEdge:
      'Made explicit: was a source-silent default, but Ludii’s rules as recorded take the king only with four men, or three and the throne, so the edge never helps. Same value, now following Ludii.',
    shieldwall: STATED_LUDII,
    edgeForts: STATED_LUDII,
    encirclement: STATED_LUDII,
    repetition:
      'Kept as the project’s choice, note corrected: it said the rule is “usually published” so, which no source read here shows; it now says the rule could not be checked. OpenTafl’s rule (the player who completes the repetition wins) has no value in the engine. Note corrected again (prose audit): it still called the rule “commonly given” for Copenhagen, which no source read here shows; it now says no source read gives it.',
  },
  fetlar: {
    layout: LAYOUT_PROGRAMS,
    firstMover: `${STATED_OPENTAFL} OpenTafl’s notation example and some game records let the defenders start; that is offered as a variation.`,
    kingGoal: STATED_BOTH,
    cornerShape: STATED_BOTH,
    cornerHostile: STATED_OPENTAFL,
    throneLanding: STATED_OPENTAFL,
    throneHostileEmpty: STATED_OPENTAFL,
    throneHostileKing: STATED_OPENTAFL,
    kingArmed: STATED_OPENTAFL,
    kingCapture: STATED_BOTH,
    kingSideThrone:
      'Relabelled: was inferred from OpenTafl’s hostile empty throne, a program’s setting; now the project’s choice, following OpenTafl. Note corrected (prose audit): it said as a fact of OpenTafl that the throne counts against the king, which the layout research does not record; it now says the project takes it so.',
    kingSideEdge:
      'Made explicit: was a source-silent default, but Ludii’s rules as recorded take the king on four sides, so the edge never helps. Same value, now following Ludii.',
    shieldwall:
      'Made explicit: was a source-silent default, but the layout research records no shieldwalls for Fetlar. Same value, now following Ludii and OpenTafl. Note corrected (prose audit): it said “Fetlar has no shieldwall captures” as a fact about the game; it now says what the research records of the programs.',
    edgeForts:
      'Made explicit: was a source-silent default, but the layout research records no edge forts for Fetlar. Same value, now following Ludii and OpenTafl. Note corrected (prose audit): it said “Fetlar has no edge-fort win” as a fact about the game; it now says what the research records of the programs.',
    encirclement: STATED_OPENTAFL,
    repetition: STATED_OPENTAFL,
  },
  viking: {
    layout:
      'Kept as the project’s choice: the page sets the pieces out as in a picture that could not be read. The note now names the page instead of a file number and checks the layout against the page’s “twice the number” of besiegers. Note corrected (prose audit): it called the 11×11 layout “common”, which no source read says; it now names the programs that give it and says the page gives no board size.',
    firstMover:
      'Confirmed as inferred: rule 3 says who moves first “is not specified”, so the value cannot be stated; it takes the page’s report that many sources give the first move to the besieged.',
    movement: 'Confirmed: rule 5 says so in the quoted words.',
    kingGoal: 'Confirmed: rule 16 says so in the quoted words.',
    cornerShape:
      'Confirmed: rule 8 names the four corner fields basilicas, for the king alone. The citation is narrowed from rules 8 and 16 to rule 8, where the words are.',
    cornerHostile: 'Confirmed: rule 9 says so in the quoted words.',
    throneLanding:
      'Confirmed: rule 8 lets only the king stand on the throne. The page extends its throne rule “to the entire castle (all squares marked Gungnir)”, squares on a picture that could not be read; the engine cannot follow that, and the note says so.',
    thronePass: 'Confirmed: rule 8 says so in the quoted words.',
    throneHostileEmpty: 'Confirmed: rule 9 says so in the quoted words.',
    throneHostileKing:
      'Confirmed: rule 9 makes the throne “always hostile to all forces”; the note says the engine reads “always” as including the throne with the king on it.',
    kingArmed: 'Confirmed: rule 8 says so in the quoted words; variation 1 offers the armed king.',
    kingCapture: 'Confirmed: rule 11 says so in the quoted words.',
    kingSideThrone: 'Confirmed: rule 11 says so in the quoted words; variation 2 offers the opposite.',
    kingSideEdge: 'Confirmed: rule 10 says so, and rule 11 applies it to the king; variation 3 offers the opposite.',
    kingSideCorner: 'Confirmed: rule 11 says so in the quoted words.',
    edgeCaptures: 'Confirmed: rule 10 says so in the quoted words.',
    multiCapture: 'Confirmed: rule 7 says so in the quoted words.',
    sandwichSafe: 'Confirmed: rule 6 says so in the quoted words.',
    shieldwall:
      'Made explicit: was a source-silent default, but rule 10 forbids any capture that uses the edge as an enemy, as a shieldwall capture does. Same value, now inferred from rule 10.',
    edgeForts:
      'Made explicit: was a source-silent default, but rule 16 gives reaching a basilica as the besieged side’s way to win. Same value, now inferred from rule 16.',
    encirclement:
      'Made explicit: was a source-silent default, but rule 15 gives capturing the king as the besiegers’ way to win, and rule 13 says blocked pieces that cannot be captured have not lost by the rules. Same value, now inferred.',
    noMoves:
      'Changed value, from loses to draw. It was a source-silent default (“does not address this”), but rule 13 addresses a blocked side: when a king blocked along the edge cannot be captured, the besiegers have won “according to the spirit of the game … but not according to the rules”, and the players may agree to end the game. It was then inferred from rule 13: a side left with no move does not lose, and the game ends without a winner (draw rather than pass, so that a person playing the blocked side is never left with a game that cannot go on). Note corrected (prose audit): rule 13 speaks of a king blocked at the edge who cannot be captured, not of a side with no move; that a blocked side does not lose is the site’s reading of it, and a draw rather than a pass is the project’s own choice, which the note now says. Relabelled (prose audit): rule 13 does not address a side with no move, so the draw is the project’s choice, with rule 13 cited as the nearest the page comes.',
    repetition:
      'Left as the source-silent default: the page says nothing of repeated positions. Its rule 12 (warn the opponent of a threat to the king) and rule 14 (announce an escape route) are courtesies between players that need no engine rule.',
    defendersExhausted:
      'Made explicit: was a source-silent default, but the page offers the win over a king with one piece only as variation 4, which players must agree on, so the base rules have none. Same value, now inferred.',
  },
};
