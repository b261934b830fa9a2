import type { Citation, SourceId } from './sources';
import type { Evidence, Sourced } from './preset-types';
import { RULE_KEYS, type RuleKey, type RuleSet } from './ruleset';

/** Citations of one document at different places: `const SETUPS = citeIn('layout-research'); SETUPS('§2.4')`. */
export const citeIn =
  <S extends SourceId>(source: S) =>
  (where: string) =>
    ({ source, where }) as const;

/** A value the source states, with its own words (`quote`, verbatim) and any remark on reading them. */
export const stated = <T>(value: T, cite: Citation, words: { readonly quote: string; readonly note?: string }): Sourced<T> => ({
  value,
  evidence: 'stated',
  cite,
  quote: words.quote,
  ...(words.note ? { note: words.note } : {}),
});
/**
 * A value a document we read reports from a work we could not read: `cite` is the reporting document,
 * `quote` its words (verbatim there), `note` who reports whom.
 */
export const reported = <T>(value: T, cite: Citation, words: { readonly quote: string; readonly note: string }): Sourced<T> => ({
  value,
  evidence: 'reported',
  cite,
  quote: words.quote,
  note: words.note,
});
/** A value inferred from a source; `reason` is one sentence naming what it is inferred from. */
export const inferred = <T>(value: T, cite: Citation, reason: string): Sourced<T> => ({ value, evidence: 'inferred', cite, note: reason });
/** The project's own choice where the sources are silent, with why. */
export const chosen = <T>(value: T, note: string, cite?: Citation): Sourced<T> => ({
  value,
  evidence: 'choice',
  ...(cite ? { cite } : {}),
  note,
});
/** The project's choice, copying another program or site (`program`: "Jocly"), with where that is recorded. */
export const following = <T>(value: T, program: string, cite: Citation, note: string): Sourced<T> => ({
  value,
  evidence: 'choice',
  following: program,
  cite,
  note,
});

export type SourcedRules = { readonly [K in RuleKey]: Sourced<RuleSet[K]> };
type PartialSourced = { readonly [K in RuleKey]?: Sourced<RuleSet[K]> };

/**
 * Values used where a reading's source says nothing about a rule. They are labelled the project's
 * choice, with a note naming the silence, so the site never presents them as the source's.
 */
const SILENT: RuleSet = {
  firstMover: 'attackers',
  movement: 'rook',
  kingGoal: 'corner',
  cornerShape: 'single',
  cornerHostile: 'both',
  throneLanding: 'king',
  thronePass: 'anyone',
  throneHostileEmpty: 'both',
  throneHostileKing: 'none',
  kingArmed: 'both',
  kingCapture: 'throne-strong',
  kingSideThrone: 'yes',
  kingSideEdge: 'no',
  kingSideCorner: 'no',
  edgeCaptures: 'no',
  multiCapture: 'yes',
  sandwichSafe: 'yes',
  evangelists: 'ordinary',
  shieldwall: 'no',
  edgeForts: 'no',
  encirclement: 'no',
  noMoves: 'loses',
  repetition: 'draw',
  defendersExhausted: 'no',
};

/** Completes a reading's rules: every key the source does not address becomes a labelled choice. */
export function complete(given: PartialSourced, silentNote: string): SourcedRules {
  const out: Record<string, Sourced<string>> = {};
  for (const key of RULE_KEYS) {
    out[key] = (given[key] as Sourced<string> | undefined) ?? {
      value: SILENT[key],
      evidence: 'choice' as Evidence,
      note: silentNote,
      silent: true as const,
    };
  }
  return out as unknown as SourcedRules;
}
