import type { RuleKey } from '../ruleset';

/**
 * What the source audit found for one reading's values, keyed by rule key (or 'layout'): a short
 * verdict in a sentence or two, such as "Changed: was stated, but rule 13 says the opposite; now …".
 * Values without a note get the verdict the audit script computes from the checks (quote found in
 * the source, reason given, source silent). scripts/audit-sources.ts writes docs/source-audit.md.
 */
export type AuditNotes = { readonly [presetId: string]: { readonly [K in RuleKey | 'layout']?: string } };
