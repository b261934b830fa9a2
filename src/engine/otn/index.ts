/**
 * OpenTafl Notation (OTN): position records, rules strings, moves and .otg game records, read and
 * written wherever our rules and OpenTafl's mean the same game. Bad input is a Result with the code
 * 'bad-otn' (malformed) or 'otn-unsupported' (valid OTN, or a rule of ours, that the other side cannot
 * express) and one sentence; nothing here throws for bad input. rules.ts documents the mapping.
 */
export * from './position';
export * from './rules';
export * from './record';
