/** The audit of every reading's values against its sources, as data and as the printed table. */
export { ALEA_AUDIT } from './alea';
export { FAMILY_AUDIT } from './family';
export { type AuditRow, auditRows, auditTable } from './table';
export type { AuditNotes } from './types';
export { quoteWords, type SourcedValue, sourcedValues } from './values';
