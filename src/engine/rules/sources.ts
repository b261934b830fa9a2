/**
 * The documents every rule value, preset and essay claim cites. Ids are stable; `short` is what a
 * citation shows, `title` what the bibliography shows. Where a source reports another work
 * (Murray, Helmfrid, Perkis), the citation names the document we actually read.
 */
export const SOURCE_IDS = [
  's000',
  's001',
  's002',
  's003',
  's004',
  'setups',
  'human-statistics',
  'robinson-1923',
  'murray',
  'helmfrid-2005',
  'perkis-2010',
  'walker-2007',
  'walker-2014',
  'walker-2015',
  'nielsen-2015',
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

export interface SourceInfo {
  readonly short: string;
  readonly title: string;
  /** What kind of document: one we read directly, or one we know only through another. */
  readonly access: 'read' | 'reported';
  readonly note: string;
}

export const SOURCES: { readonly [K in SourceId]: SourceInfo } = {
  s000: {
    short: 'ancientgames.org 2019',
    title: 'Ancient Games, "Hnefatafl – Alea Evangelii" (ancientgames.org, 7 September 2019)',
    access: 'read',
    note: 'Manuscript history, the Latin text with Robinson\'s paraphrase, and Aage Nielsen\'s 2015 rules in 14 numbered points.',
  },
  s001: {
    short: 'Viking rules page',
    title: 'A German re-enactment site, "Hnefatafl – the game of the Vikings" (English version)',
    access: 'read',
    note: 'A generic hnefatafl rule set in 16 numbered rules, with four listed variations.',
  },
  s002: {
    short: 'Cyningstan game page',
    title: 'Damian Walker, "Alea Evangelii", cyningstan.com game page, with readers\' comments',
    access: 'read',
    note: 'Walker\'s web rules in 12 numbered rules; Murray\'s 1955 allocation; Helmfrid\'s swap; the alternative layout.',
  },
  s003: {
    short: 'Walker 2014 leaflet',
    title: 'Damian Walker, "Alea Evangelii" printed rules leaflet (Cyningstan, 2014)',
    access: 'read',
    note: 'An earlier Walker rule set in 14 numbered rules: the king\'s side moves first, draws by repetition or immobilisation.',
  },
  s004: {
    short: 'standard rules page',
    title: 'A general hnefatafl rules page (the "standard" modern rule set)',
    access: 'read',
    note: 'Throne and four corners king-only, attackers first, armed king captured on four sides on or next to the throne.',
  },
  setups: {
    short: 'layout research',
    title: 'Project research notes: starting layouts read from OpenTafl, Ludii, Jocly and alpha-zero-general',
    access: 'read',
    note: 'Verified coordinate lists with the repository, file and commit each was read from.',
  },
  'human-statistics': {
    short: 'human play statistics',
    title: 'Project research notes: win rates from human play (aagenielsen.dk game records in public repositories; a forum thread on balance)',
    access: 'read',
    note: 'Copenhagen and Brandubh counted from released game records; Fetlar and brainking figures as reported in a forum thread; Alea Evangelii qualitative only.',
  },
  'robinson-1923': {
    short: 'Robinson 1923',
    title: 'J. Armitage Robinson, The Times of Saint Dunstan (Clarendon Press, 1923), pp. 171–181',
    access: 'reported',
    note: 'The Latin text and paraphrase, as reproduced in source 000.',
  },
  murray: {
    short: 'Murray',
    title: "H. J. R. Murray's reconstruction (1950s; the sources read here date it 1951, 1952 or 1955)",
    access: 'reported',
    note: 'Known here through sources 002 and the layout research; not read directly.',
  },
  'helmfrid-2005': {
    short: 'Helmfrid 2005',
    title: 'Sten Helmfrid, Hnefatafl – the Strategic Board Game of the Vikings (online, 23 April 2005)',
    access: 'reported',
    note: 'Known here through sources 000 and 002; setups B and C could not be verified.',
  },
  'perkis-2010': {
    short: 'Perkis 2010',
    title: 'Andrew Perkis, "The Biggest Hnefatafl", Variant Chess 63 (January 2010), pp. 145–147',
    access: 'reported',
    note: 'Known here only through source 000; neither its layout nor its rules could be verified.',
  },
  'walker-2007': {
    short: 'Walker 2007',
    title: 'Damian Walker, Reconstructing Hnefatafl (2007 draft; Alea Evangelii on pp. 20–28)',
    access: 'reported',
    note: 'Known here through the layout research (§2.4), which found copies of the draft: the king must reach a corner citadel and the king-capture rules are adopted from tablut; its layout is an image and could not be verified.',
  },
  'walker-2014': {
    short: 'Walker 2014',
    title: 'Damian Walker, Reconstructing Hnefatafl (Cyningstan, 2014)',
    access: 'reported',
    note: 'Cited in source 000\'s bibliography.',
  },
  'walker-2015': {
    short: 'Walker 2015',
    title: 'Damian Gareth Walker, An Introduction to Hnefatafl (Cyningstan, 2015)',
    access: 'reported',
    note: 'Cited in source 000\'s bibliography.',
  },
  'nielsen-2015': {
    short: 'Nielsen 2015',
    title: 'Aage Nielsen, Alea Evangelii rules proposal, aagenielsen.dk forum (2015)',
    access: 'reported',
    note: 'Known here through source 000, which gives the 14 rules in full; the diagrams could not be verified.',
  },
};

/** A citation: a source and, where it helps, the rule or section inside it. */
export interface Citation {
  readonly source: SourceId;
  readonly where?: string;
}

export const formatCitation = (c: Citation): string =>
  c.where ? `${SOURCES[c.source].short}, ${c.where}` : SOURCES[c.source].short;
