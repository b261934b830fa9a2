/**
 * What the print kits (/learn/print/, the rules sheets, the blank boards) read from the engine's
 * data: a source named as a reader would find it, the evidence of a reading in one line, the board
 * sizes to offer, and which squares each size's readings mark. Nothing here names a reading by its
 * id in text for the reader; the ids serve only as addresses.
 */
import {
  getLayout,
  LAYOUT_IDS,
  describeValue,
  EVIDENCE,
  EVIDENCE_LABELS,
  evidenceLabel,
  type Evidence,
  type Preset,
  PRESETS,
  resolveRules,
  RULE_KEYS,
  rulesProse,
  type ProseSection,
  type RuleKey,
  type RuleSet,
  SOURCES,
  reportedByText,
  sourceTitleText,
  type Citation,
  specialSquares,
} from '../../engine';
import { capitalise } from '../../islands/board/words';

/**
 * A source as a reader would look for it: author (where named), title, publisher and date, the part
 * cited, and "known second-hand, through …" for a work the project has not read itself.
 */
export function sourceInWords(cite: Citation): string {
  const s = SOURCES[cite.source];
  const author = s.author === 'Not named' ? '' : `${s.author}, `;
  // A title in quotation marks (any inside it become single ones), a description as it is.
  const title = sourceTitleText(s.title ? { ...s, title: s.title.replace(/"([^"]*)"/g, '‘$1’') } : s);
  const date = s.date.replace(/^Undated/, 'undated');
  const where = cite.where ? `, ${cite.where}` : '';
  const through = s.access === 'reported' ? ` (known second-hand, through ${reportedByText(s) ?? 'another source'})` : '';
  return `${author}${title} (${s.publisher}, ${date})${where}${through}`;
}

/** The short mark a rules sheet puts after each rule for its evidence. */
export const EVIDENCE_MARKS: { readonly [E in Evidence]: string } = {
  stated: 'stated',
  reported: 'reported',
  inferred: 'inferred',
  choice: 'choice',
};

/** How many of a reading's rule values (of `keys`, all by default) each kind of evidence supports, in EVIDENCE order. */
export function evidenceCounts(preset: Preset, keys: readonly RuleKey[] = RULE_KEYS): { evidence: Evidence; count: number }[] {
  return EVIDENCE.map((evidence) => ({
    evidence,
    count: keys.filter((key) => preset.rules[key].evidence === evidence).length,
  }));
}

/**
 * The evidence of a reading in one sentence: how many of its rules the source states, how many a
 * document reports second-hand (only when there are any), how many the project inferred from it and
 * how many it chose ("The source states 14 of the 24 rules, 10 are inferred from it and none is the
 * project's choice."). Given `keys` (the rules a sheet lists), it counts those alone, "of the 19 rules below".
 */
export function evidenceNote(preset: Preset, keys?: readonly RuleKey[]): string {
  const c = Object.fromEntries(evidenceCounts(preset, keys).map((e) => [e.evidence, e.count])) as Record<Evidence, number>;
  const plural = preset.cite.length > 1;
  const which = keys ? `of the ${keys.length} rules below` : `of the ${RULE_KEYS.length} rules`;
  const stated = `${plural ? 'The sources state' : 'The source states'} ${c.stated === 0 ? 'none' : c.stated} ${which}`;
  const reported = (c.reported ?? 0) === 0 ? '' : `, ${c.reported} ${c.reported === 1 ? 'is' : 'are'} reported second-hand`;
  const from = plural ? 'them' : 'it';
  const inferred =
    c.inferred === 0 ? `none is inferred from ${from}` : `${c.inferred} ${c.inferred === 1 ? 'is' : 'are'} inferred from ${from}`;
  const choice =
    c.choice === 0
      ? 'none is the project’s choice'
      : c.choice === 1
        ? '1 is the project’s choice'
        : `${c.choice} are the project’s choices`;
  return `${stated}${reported}, ${inferred} and ${choice}.`;
}

/**
 * What a value that its source does not state carries on paper, as on the reading's page: its evidence
 * label in words and its one-line reason (the preset's note), "the project's choice: Walker's rules are
 * silent here …". Null for a stated value, whose words are on the reading's page.
 */
export function qualification(s: { readonly evidence: string; readonly evidenceLabel: string; readonly note?: string }): string | null {
  if (s.evidence === 'stated') return null;
  const label = capitalise(s.evidenceLabel);
  return s.note ? `${label}: ${s.note}` : `${label}.`;
}

/**
 * A reason that several of a reading's values share word for word at the start of their notes (every
 * inferred value of Helmfrid's reading opens "Helmfrid proposed … and in the set the standard rules
 * page gives,"): a sheet prints it once, above the rules, and each of those rules only the rest of its
 * note, so that a reading of twenty such values still fits its paper. `text` and each rule's rest make
 * up the whole note again.
 */
export interface SharedReason {
  readonly evidence: Evidence;
  /** The evidence label in words, capitalised ("Inferred"). */
  readonly label: string;
  readonly text: string;
}

/** Shared only by at least this many values, and at least this long, or it is printed with each. */
const SHARED_MIN_VALUES = 3;
const SHARED_MIN_LENGTH = 40;

/** The longest start that every one of `notes` has, cut back to the end of a clause (", ", "; ", ". "). */
function commonClause(notes: readonly string[]): string {
  let n = 0;
  const first = notes[0] ?? '';
  while (n < first.length && notes.every((x) => x[n] === first[n])) n++;
  // A whole note shared by all is a clause in itself.
  if (notes.every((x) => x.length === n)) return first;
  const cut = Math.max(first.lastIndexOf(', ', n - 1), first.lastIndexOf('; ', n - 1), first.lastIndexOf('. ', n - 1));
  return cut < 0 ? '' : first.slice(0, cut + 2);
}

/** For each kind of evidence, the reason its values share on a sheet, if they share one (see SharedReason). */
export function sharedReasons(preset: Preset, keys: readonly RuleKey[] = RULE_KEYS): SharedReason[] {
  const out: SharedReason[] = [];
  for (const evidence of EVIDENCE) {
    if (evidence === 'stated') continue;
    const values = keys.map((k) => preset.rules[k]).filter((v) => v.evidence === evidence && v.note);
    // The largest group of values whose notes open alike, by their first words.
    const groups = new Map<string, string[]>();
    for (const v of values) {
      const head = v.note!.slice(0, SHARED_MIN_LENGTH);
      groups.set(head, [...(groups.get(head) ?? []), v.note!]);
    }
    const notes = [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    if (notes.length < SHARED_MIN_VALUES) continue;
    const text = commonClause(notes);
    if (text.length < SHARED_MIN_LENGTH) continue;
    // A choice's label may name the program it follows, which differs between values: the shared reason names the kind only.
    out.push({ evidence, label: capitalise(EVIDENCE_LABELS[evidence]), text });
  }
  return out;
}

/** One rule as a rules sheet prints it: the engine's sentence, its evidence mark, and the qualification of a value not stated. */
export interface SheetRule {
  readonly key: RuleKey;
  readonly text: string;
  readonly evidence: Evidence;
  readonly mark: string;
  /** For a value not stated by the source: its label and its reason, printed after the rule. */
  readonly qualification: string | null;
}

export interface SheetSection {
  readonly group: ProseSection['group'];
  readonly title: string;
  readonly rules: readonly SheetRule[];
  readonly omitted: ProseSection['omitted'];
}

/**
 * The rules a reading's sheet prints, in the engine's sections (rulesProse): every rule in force but
 * the Evangelists' on a board that has none, each with its mark and, where the source does not state
 * the value, its evidence label and note, so that the printed reading is as qualified as its web page.
 */
export function sheetSections(preset: Preset): SheetSection[] {
  const prose = rulesProse(resolveRules(preset), preset.id);
  const printed = (x: ProseSection['sentences'][number]): boolean => x.key !== 'evangelists' || preset.pieces.evangelists > 0;
  // The reasons shared among the rules the sheet lists (the page prints them with the same keys).
  const shared = sharedReasons(
    preset,
    prose.flatMap((s) => s.sentences.filter(printed).map((x) => x.key)),
  );
  /** The qualification, with a reason shared by several values cut to what is this value's own. */
  const qualify = (x: ProseSection['sentences'][number]): string | null => {
    const reason = shared.find((r) => r.evidence === x.evidence && x.note?.startsWith(r.text));
    if (!reason || !x.note) return qualification(x);
    const rest = x.note.slice(reason.text.length);
    return rest ? qualification({ ...x, note: `… ${rest}` }) : `${capitalise(x.evidenceLabel)}, for the reason above.`;
  };
  return prose.map((s) => ({
    group: s.group,
    title: s.title,
    rules: s.sentences.filter(printed).map((x) => {
      const evidence = x.evidence as Evidence;
      return { key: x.key, text: x.text, evidence, mark: EVIDENCE_MARKS[evidence], qualification: qualify(x) };
    }),
    omitted: s.omitted,
  }));
}

/** The starting layout's evidence on a sheet: null when the source states it, else its label and note. */
export const layoutQualification = (preset: Preset): string | null =>
  qualification({ evidence: preset.layout.evidence, evidenceLabel: evidenceLabel(preset.layout), note: preset.layout.note });

/** Every odd size from 7 to 19, and any other size a layout uses, smallest first. */
export const BOARD_SIZES: readonly number[] = [...new Set([7, 9, 11, 13, 15, 17, 19, ...LAYOUT_IDS.map((id) => getLayout(id)!.size)])].sort(
  (a, b) => a - b,
);

/** How a blank board is drawn: squares to stand in, or the points where lines cross. */
export type BlankStyle = 'squares' | 'points';

export interface BlankBoardSpec {
  /** The address below /learn/boards/: "11", "19-points". */
  readonly slug: string;
  readonly size: number;
  readonly style: BlankStyle;
}

/**
 * The blank boards offered: every size on squares, and 19 × 19 also on points, as the site plays the
 * Alea Evangelii readings (and as the manuscript draws the board).
 */
export const BLANK_BOARDS: readonly BlankBoardSpec[] = BOARD_SIZES.flatMap((size): BlankBoardSpec[] => [
  { slug: String(size), size, style: 'squares' },
  ...(size === 19 ? [{ slug: '19-points', size, style: 'points' as const }] : []),
]);

/** A blank board's name, as the kits list it: "11 × 11", "19 × 19 points". */
export const blankBoardName = (spec: BlankBoardSpec): string => `${spec.size} × ${spec.size}${spec.style === 'points' ? ' points' : ''}`;

/** The readings whose own layout is on a board of `size`, in PRESETS order. */
export const readingsOfSize = (size: number): Preset[] => PRESETS.filter((p) => getLayout(p.layout.value)?.size === size);

export interface BoardMarks {
  /** The readings played on this size. */
  readonly readings: readonly Preset[];
  /** The centre, when a reading on this size makes it special (every reading does: the throne). */
  readonly throne: string | null;
  /** Every square some reading on this size makes a special corner square. */
  readonly corners: readonly string[];
  /** The readings grouped by what they do with the corners: the engine's sentence for it, and who. */
  readonly cornerGroups: readonly { readonly text: string; readonly readings: readonly Preset[] }[];
}

/** What the readings on a board of `size` mark, read from the engine's compiled rules. */
export function boardMarks(size: number): BoardMarks {
  const readings = readingsOfSize(size);
  let throne: string | null = null;
  const corners = new Set<string>();
  const groups = new Map<RuleSet['cornerShape'], Preset[]>();
  for (const preset of readings) {
    const rules = resolveRules(preset);
    const special = specialSquares(rules, size);
    const voids = new Set(special.voids);
    if (special.throne && !voids.has(special.throne)) throne = special.throne;
    for (const name of special.corners) if (!voids.has(name)) corners.add(name);
    groups.set(rules.cornerShape, [...(groups.get(rules.cornerShape) ?? []), preset]);
  }
  return {
    readings,
    throne,
    corners: [...corners].sort(),
    cornerGroups: [...groups].map(([shape, rs]) => ({ text: describeValue('cornerShape', shape), readings: rs })),
  };
}
