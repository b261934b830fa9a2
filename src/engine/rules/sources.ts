/**
 * The documents every rule value, preset and essay claim cites. Ids are stable and readable: each is
 * also the anchor of the source's bibliography entry on /sources/ (`/sources/#cyningstan-page`).
 * `short` is what an in-text citation shows; the other fields are what a reader needs to find the
 * document. Where a source is known only through another (Murray, Helmfrid, Perkis), `reportedBy`
 * names the documents we actually read, and the citation says "second-hand".
 */
export const SOURCE_IDS = [
  'ancientgames-2019',
  'viking-rules-page',
  'cyningstan-page',
  'walker-leaflet-2014',
  'standard-rules-page',
  'layout-research',
  'human-statistics',
  'robinson-1923',
  'murray',
  'helmfrid-2005',
  'perkis-2010',
  'walker-2007',
  'walker-post-2014',
  'walker-2014',
  'walker-2015',
  'nielsen-2015',
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

export interface SourceInfo {
  /** The citation's text, as a reader would name the document ("Walker 2014 leaflet"). */
  readonly short: string;
  readonly author: string;
  /**
   * The document's title, only where a document the project read gives it (the work's own heading,
   * or a bibliography that cites it); tests/quotations.test.ts checks each against those documents.
   * Shown in quotation marks. An untitled page, or a work whose title no source gives, has none.
   */
  readonly title?: string;
  /**
   * What the document is, in words, never dressed as a title: for an untitled work, in place of one
   * ("An untitled page of hnefatafl rules in English"); beside a title, what kind of document it is
   * ("a printed rules leaflet").
   */
  readonly description?: string;
  /** Publisher, periodical or web site. */
  readonly publisher: string;
  readonly date: string;
  /** The web address, where the document has one. */
  readonly url?: string;
  /** What to say where no address is given, or about the address. */
  readonly urlNote?: string;
  /** Read directly, or known only through another source. */
  readonly access: 'read' | 'reported';
  /** For a reported work: the sources we read that report it. */
  readonly reportedBy?: readonly SourceId[];
  /** For the project's own notes: the site page that presents them. */
  readonly page?: string;
  /** What the document gives the site, in a sentence or two. */
  readonly note: string;
}

export const SOURCES: { readonly [K in SourceId]: SourceInfo } = {
  'ancientgames-2019': {
    short: 'ancientgames.org 2019',
    author: 'Eli, author of the Ancient Games site',
    title: 'Hnefatafl – Alea Evangelii',
    publisher: 'Ancient Games – Playing the Board Games of the Ancient World (ancientgames.org)',
    date: '7 September 2019',
    url: 'https://www.ancientgames.org/hnefatafl-alea-evangelii/',
    access: 'read',
    note: "The manuscript's history; the Latin text with J. Armitage Robinson's 1922 paraphrase; the proposals of Helmfrid and Perkis in outline; Aage Nielsen's 2015 rules in 14 numbered points; a bibliography.",
  },
  'viking-rules-page': {
    short: 'German Viking rules page',
    author: 'Not named',
    description: 'a page of hnefatafl rules in English, whose title was not kept with the copy read',
    publisher: 'A German web site on Norse and Germanic lore that advertises a dice game of its own (its other posts are in German)',
    date: 'Undated',
    urlNote: 'The site’s name and address were not kept with the copy this project read.',
    access: 'read',
    note: 'A generic hnefatafl rule set in 16 numbered rules (an unarmed king, four corner "basilicas", no capture against the edge), four agreed variations, and a short history of the tafl family.',
  },
  'cyningstan-page': {
    short: 'Cyningstan game page',
    author: 'Damian Walker',
    title: 'Alea Evangelii',
    publisher: 'Walker’s tafl web site, tafl.cyningstan.com (the address his 2014 leaflet gives), with readers’ comments of 2019 and 2020',
    date: 'Undated; written in 2015 or later, since it mentions play-testing in 2015',
    url: 'http://tafl.cyningstan.com/page/173/alea-evangelii',
    access: 'read',
    note: "Walker's web rules in 12 numbered rules; Murray's 1955 allocation of the men; Helmfrid's swap; the alternative layout with the variegated men as defenders; readers' questions about the drawing.",
  },
  'walker-leaflet-2014': {
    short: 'Walker 2014 leaflet',
    author: 'Damian Walker',
    title: 'Alea Evangelii',
    description: 'a printed rules leaflet',
    publisher: 'Cyningstan',
    date: '2014',
    urlNote: 'A printed leaflet; it names tafl.cyningstan.com as its web site.',
    access: 'read',
    note: "An earlier Walker rule set in 14 numbered rules: play on the intersections, the king's side moves first, the king is armed, a repeated position or an immobilised player draws.",
  },
  'standard-rules-page': {
    short: 'standard rules page',
    author: 'Not named',
    description: 'a web page on the history and rules of hnefatafl, whose title was not kept with the copy read',
    publisher: 'A general web page on hnefatafl',
    date: 'Undated',
    urlNote: 'The page’s address was not kept with the copy this project read.',
    access: 'read',
    note: "The set of rules the page calls typical: throne and four corners for the king alone, attackers first, and an armed king captured by four attackers on the throne, or by three and the throne beside it; and Murray's link between hnefatafl and Linnaeus's tablut.",
  },
  'layout-research': {
    short: 'layout research',
    author: 'This project',
    title: 'Tafl starting positions and rule sets — Alea Evangelii readings and related games',
    description: 'the project’s research notes',
    publisher: 'This site',
    date: '2026',
    page: 'sources/layouts/',
    access: 'read',
    note: 'Every verified coordinate list with the repository, file and commit it was read from (OpenTafl, Ludii, Jocly, alpha-zero-general), what each implementation does with the rules, what the web pages and forum posts report, and which layouts could not be verified and why.',
  },
  'human-statistics': {
    short: 'human play statistics',
    author: 'This project',
    title: 'Published or derived results of human play, for calibrating self-play',
    description: 'the project’s research notes',
    publisher: 'This site',
    date: '2026',
    page: 'sources/human-play/',
    access: 'read',
    note: 'Copenhagen and Brandubh results counted from game records of online play at aagenielsen.dk, released CC0 in two public repositories; Fetlar and brainking figures as reported in a forum thread; Alea Evangelii qualitative only.',
  },
  'robinson-1923': {
    short: 'Robinson 1923',
    author: 'J. Armitage Robinson',
    title: 'The Times of Saint Dunstan: the Ford lectures delivered in the University of Oxford in the Michaelmas term, 1922',
    publisher: 'Clarendon Press',
    date: '1923; Alea Evangelii on pp. 171–181',
    access: 'reported',
    reportedBy: ['ancientgames-2019', 'layout-research'],
    note: 'The Latin text and the English paraphrase, as the ancientgames.org article reproduces them; the layout research also found the paraphrase on tafl.cyningstan.com (page 167).',
  },
  murray: {
    short: 'Murray',
    author: 'H. J. R. Murray',
    description: 'his reconstruction of the game, untitled in the sources read here',
    publisher: 'Not named by the sources read here',
    date: '1950s (the ancientgames.org article); the Cyningstan game page dates his allocation of the men to 1955, and the layout research records 1952 for his rules and a Wikipedia citation of 1951',
    access: 'reported',
    reportedBy: ['cyningstan-page', 'layout-research'],
    note: "Not read directly. The Cyningstan game page reports his 1955 allocation of the men to two sides; Walker's December 2014 post reports his rules, known here through the layout research's summary of it; Wikipedia captions a layout as Murray's, as the layout research records, and OpenTafl and Jocly give the same points.",
  },
  'helmfrid-2005': {
    short: 'Helmfrid 2005',
    author: 'Sten Helmfrid',
    title: 'Hnefatafl – The Strategic Board Game of the Vikings. An overview of rules and variations of the game',
    description: 'version 2b; the section “Saxon hnefatafl” (as the layout research records the contents)',
    publisher: 'Online only',
    date: '23 April 2005',
    url: 'http://hem.bredband.net/b512479/',
    urlNote: 'Only the title page and contents could be consulted; setups B and C could not be read.',
    access: 'reported',
    reportedBy: ['ancientgames-2019', 'cyningstan-page'],
    note: 'Known here through the ancientgames.org article and the Cyningstan game page; his setups B and C could not be verified.',
  },
  'perkis-2010': {
    short: 'Perkis 2010',
    author: 'Andrew Perkis',
    title: 'The Biggest Hnefatafl',
    publisher: 'Variant Chess, vol. 8, issue 63',
    date: 'January 2010; pp. 145–147',
    urlNote: 'The layout research found the issue listed online but could not read the article.',
    access: 'reported',
    reportedBy: ['ancientgames-2019'],
    note: 'Known here only through the ancientgames.org article; neither its layout nor its rules could be verified.',
  },
  'walker-2007': {
    short: 'Walker 2007',
    author: 'Damian Walker',
    title: 'Reconstructing Hnefatafl',
    description: 'a draft, with Alea Evangelii on pp. 20–28',
    publisher: 'A draft; the layout research found copies online',
    date: '2007',
    access: 'reported',
    reportedBy: ['layout-research'],
    note: 'Known only through the layout research, which found copies of the draft and reports it together with Walker’s December 2014 post: in them the king must reach a corner citadel and the king-capture rules are adopted from tablut; the layout is an image and could not be verified.',
  },
  'walker-post-2014': {
    short: 'Walker, December 2014',
    author: 'Damian Walker',
    title: 'Reconstructing alea evangelii',
    description: 'a post on Walker’s web site',
    publisher: 'Walker’s tafl web site, tafl.cyningstan.com, post 1131',
    date: '20 December 2014',
    url: 'http://tafl.cyningstan.com/post/1131/reconstructing-alea-evangelii',
    access: 'reported',
    reportedBy: ['layout-research', 'human-statistics'],
    note: "Walker's account of Murray's rules, of his own reconstruction, and of the aagenielsen.dk trials, where players found the king's task \"hopelessly difficult\"; known here only through the layout research's and the human-play notes' summaries of it.",
  },
  'walker-2014': {
    short: 'Walker 2014',
    author: 'Damian Walker',
    title: 'Reconstructing Hnefatafl',
    publisher: 'Cyningstan',
    date: '2014',
    access: 'reported',
    reportedBy: ['ancientgames-2019'],
    note: "Listed in the ancientgames.org article's bibliography; not read here.",
  },
  'walker-2015': {
    short: 'Walker 2015',
    author: 'Damian Gareth Walker',
    title: 'An Introduction to Hnefatafl',
    publisher: 'Cyningstan',
    date: '2015',
    access: 'reported',
    reportedBy: ['ancientgames-2019'],
    note: "Listed in the ancientgames.org article's bibliography; not read here.",
  },
  'nielsen-2015': {
    short: 'Nielsen 2015',
    author: 'Aage Nielsen',
    description: 'a rules proposal with Evangelists, untitled in the article that reproduces it',
    publisher: 'Aage Nielsen’s online forum (aagenielsen.dk)',
    date: '2015',
    urlNote: 'The forum thread could not be found; the rules are read from the ancientgames.org article, which gives them in full.',
    access: 'reported',
    reportedBy: ['ancientgames-2019'],
    note: 'Fourteen rules: four Evangelists that also capture by jumping, twelve red corner squares, a hostile throne the king may re-enter, encirclement, repetition and immobilisation. The diagrams could not be verified.',
  },
};

/** A citation: a source and, where it helps, the rule or section inside it. */
export interface Citation {
  readonly source: SourceId;
  readonly where?: string;
}

export const formatCitation = (c: Citation): string => (c.where ? `${SOURCES[c.source].short}, ${c.where}` : SOURCES[c.source].short);

/**
 * Where a citation leads on the site, as a path below the site's base and an anchor: the source's
 * bibliography entry, or for the project's own notes the page that presents them, at the first
 * section the citation names ("§2.4, Walker on Murray" → `section-2-4`).
 */
export function citationTarget(c: Citation): { readonly path: string; readonly anchor: string } {
  const page = SOURCES[c.source].page;
  if (!page) return { path: 'sources/', anchor: c.source };
  const section = /§\s*(\d+(?:\.\d+)*)/.exec(c.where ?? '');
  return { path: page, anchor: section ? `section-${section[1]!.replace(/\./g, '-')}` : 'top' };
}

/**
 * What a source is, as a bibliography names it: its title in quotation marks, with what kind of document
 * it is after a comma where that helps ("“Alea Evangelii”, a printed rules leaflet"), or, for a work
 * without a title, the description alone, never in quotation marks.
 */
export function sourceTitleText(info: SourceInfo): string {
  if (info.title) return info.description ? `“${info.title}”, ${info.description}` : `“${info.title}”`;
  return info.description ?? '';
}

/** The sentence a reader sees for where a source can be found. */
export function reportedByText(info: SourceInfo): string | null {
  if (!info.reportedBy?.length) return null;
  return info.reportedBy.map((id) => SOURCES[id].short).join(', ');
}
