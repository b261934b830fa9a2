/**
 * Who a teaching sentence may credit with a rule value. Each reading's values carry an evidence
 * label in the presets (stated by the source, reported second-hand, inferred, or the project's
 * choice); a sentence that names a scholar beside a value takes its wording from here, so the two
 * cannot drift apart:
 *
 *   credit('alea-cyningstan', ['throneLanding'])  → "Walker's web rules"          (stated)
 *   credit('alea-murray', ['kingGoal'])           → "Murray's rules as Walker reports them" (reported)
 *   credit('alea-helmfrid', ['cornerShape'])      → "the site's reading of Helmfrid" (inferred from another document)
 *   credit('alea-murray', ['thronePass'])         → "the site's reading of Murray"   (the project's choice)
 *   creditLabel('alea-murray', ['thronePass'])    → "the project's choice, following Jocly"
 *
 * The scholar a reading belongs to is read from the preset's `author` (the words before the first
 * comma or bracket), so a new reading by one of them is covered without a list here. Pure data.
 */
import { evidenceLabel, getPreset, PRESETS, SOURCES, type Preset, type RuleKey, type Sourced } from '../engine';

/** The scholars a teaching sentence may name beside a reading's rule value. */
export const SCHOLARS = ['Murray', 'Walker', 'Helmfrid', 'Perkis', 'Nielsen', 'Linnaeus'] as const;
export type Scholar = (typeof SCHOLARS)[number];

/** The scholar whose reading the preset is, from the head of its `author` ("Sten Helmfrid, online article"). */
export function scholarOf(preset: Preset): Scholar | null {
  const head = preset.author.split(/[,(]/)[0] ?? '';
  return SCHOLARS.find((s) => new RegExp(`\\b${s}\\b`).test(head)) ?? null;
}

/** The readings that are each scholar's (Walker has two: the 2014 leaflet and the web rules). */
export const PRESETS_OF: { readonly [S in Scholar]: readonly string[] } = Object.fromEntries(
  SCHOLARS.map((s) => [s, PRESETS.filter((p) => scholarOf(p) === s).map((p) => p.id)]),
) as { [S in Scholar]: string[] };

/**
 * How a sentence names a reading whose values here are all stated by its source: the document the
 * site read, and, for a work known only through another, who reports it (Nielsen's rules are printed
 * in full by the ancientgames.org article, so they keep his name; his words are quoted from it).
 */
const STATED_NAME: { readonly [id: string]: string } = {
  'alea-murray': "Murray's rules as Walker reports them",
  'alea-walker-2014': "Walker's 2014 leaflet",
  'alea-cyningstan': "Walker's web rules",
  'alea-helmfrid': "Helmfrid's proposal as the ancientgames.org article reports it",
  'alea-perkis': "Perkis's proposal as the ancientgames.org article reports it",
  'alea-nielsen-2015': "Nielsen's rules",
};

function presetOrThrow(presetId: string): Preset {
  const preset = getPreset(presetId);
  if (!preset) throw new Error(`credit: there is no reading called "${presetId}".`);
  return preset;
}

/**
 * Whether a value is the scholar's own: stated by the source, reported second-hand by a document
 * the site read (Murray's, by Walker), or inferred from the scholar's own
 * words (the citation names a document the scholar wrote, or one of the scholar's numbered rules as
 * another document prints them: "Nielsen rule 4"). A value inferred from someone else's document
 * (Helmfrid's, from the standard rules page) or chosen by the project is not.
 */
export function isScholarsOwn(value: Pick<Sourced<unknown>, 'evidence' | 'cite'>, scholar: Scholar | null): boolean {
  // A reported value is the scholar's, in the words of the document that reports it.
  if (value.evidence === 'stated' || value.evidence === 'reported') return true;
  if (value.evidence === 'choice' || !scholar || !value.cite) return false;
  const names = new RegExp(`\\b${scholar}\\b`);
  return names.test(SOURCES[value.cite.source].author) || names.test(value.cite.where ?? '');
}

/** The keys among `keys` whose value in the reading is not the scholar's own (see isScholarsOwn). */
export function notTheScholars(presetId: string, keys: readonly RuleKey[]): RuleKey[] {
  const preset = presetOrThrow(presetId);
  const scholar = scholarOf(preset);
  return keys.filter((k) => !isScholarsOwn(preset.rules[k], scholar));
}

/** Whether a sentence naming the reading's scholar beside these values must say they are the site's. */
export const needsQualifying = (presetId: string, keys: readonly RuleKey[]): boolean => notTheScholars(presetId, keys).length > 0;

/** The phrase that says a value is the site's, not the scholar's: "the site's reading of Helmfrid". */
export function qualifiedName(presetId: string): string {
  const preset = presetOrThrow(presetId);
  const scholar = scholarOf(preset);
  return scholar ? `the site's reading of ${scholar}` : `the site's ${preset.name}`;
}

/**
 * The attribution for the reading's values for `keys`: the source's own name when every one is
 * stated by it, otherwise the qualified phrase (see the module's examples).
 */
export function credit(presetId: string, keys: readonly RuleKey[]): string {
  const preset = presetOrThrow(presetId);
  if (needsQualifying(presetId, keys)) return qualifiedName(presetId);
  return STATED_NAME[presetId] ?? preset.name;
}

/** The evidence labels of the reading's values for `keys`, in words, without repeats ("inferred; the project's choice"). */
export function creditLabel(presetId: string, keys: readonly RuleKey[]): string {
  const preset = presetOrThrow(presetId);
  return [...new Set(keys.map((k) => evidenceLabel(preset.rules[k])))].join('; ');
}

/** A phrase with its first letter capitalised, to open a sentence. */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "credit" with its first letter capitalised, to open a sentence. */
export const Credit = (presetId: string, keys: readonly RuleKey[]): string => capitalise(credit(presetId, keys));
