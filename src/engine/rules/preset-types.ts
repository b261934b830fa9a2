import type { Citation } from './sources';
import type { RuleKey, RulePatch, RuleSet } from './ruleset';

/**
 * How a preset knows a value: the reading's source states it; a document we read reports it from a work
 * we could not read (so its words are the reporter's, not the scholar's); we inferred it from a source;
 * or we chose it.
 */
export const EVIDENCE = ['stated', 'reported', 'inferred', 'choice'] as const;
export type Evidence = (typeof EVIDENCE)[number];

export const EVIDENCE_LABELS: { readonly [E in Evidence]: string } = {
  stated: 'stated by the source',
  reported: 'reported second-hand',
  inferred: 'inferred',
  choice: "the project's choice",
};

export interface Sourced<T> {
  readonly value: T;
  readonly evidence: Evidence;
  readonly cite?: Citation;
  /**
   * For a stated value: the source's own words (at most about 25, verbatim from the document the
   * citation names, without quotation marks). A value whose source words cannot be quoted is not stated.
   * For a reported value: the words of the document that reports it (the citation), never words
   * ascribed to the unread work.
   */
  readonly quote?: string;
  /**
   * For an inferred value, the one-sentence reason, naming what it is inferred from; for a choice,
   * why the project chose it; for a reported value, who reports whom (the work itself was not read);
   * for a stated value, any remark on how the engine reads the words.
   */
  readonly note?: string;
  /** For a choice that copies another program or site: whose value it follows ("Jocly"). */
  readonly following?: string;
  /** Set by `complete()` on the default it gives a key the reading's source does not address. */
  readonly silent?: true;
}

/** The evidence label in words, naming the program a choice follows ("the project's choice, following Jocly"). */
export const evidenceLabel = (s: Pick<Sourced<unknown>, 'evidence' | 'following'>): string =>
  s.evidence === 'choice' && s.following ? `${EVIDENCE_LABELS.choice}, following ${s.following}` : EVIDENCE_LABELS[s.evidence];

export type PresetGroup = 'alea' | 'family';
export const PRESET_GROUPS: { readonly [G in PresetGroup]: string } = {
  alea: 'Alea Evangelii readings',
  family: 'The tafl family',
};

export interface PresetVariation {
  readonly id: string;
  readonly label: string;
  readonly patch: RulePatch;
  readonly cite: Citation;
}

export interface Preset {
  readonly id: string;
  readonly name: string;
  readonly group: PresetGroup;
  /** Who proposed the reading, and when, in a few words. */
  readonly author: string;
  readonly summary: string;
  readonly cite: readonly Citation[];
  readonly rules: { readonly [K in RuleKey]: Sourced<RuleSet[K]> };
  /** The starting layout id (layouts.ts) and how sure we are that it is this reading's layout. */
  readonly layout: Sourced<string>;
  /** Other layouts in circulation for the same game, named. */
  readonly altLayouts?: readonly string[];
  /** Piece counts as the source states them; a test checks them against the layout. */
  readonly pieces: { readonly king: 1; readonly defenders: number; readonly attackers: number; readonly evangelists: number };
  readonly variations?: readonly PresetVariation[];
}
