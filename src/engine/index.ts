/** The engine's public surface. */
export * from './types';
export * from './geometry';
export * from './layouts';
export * from './placement';
export * from './position';
export * from './start';
export * from './notation';
export { Game, outcomeWinner, moveFrom, moveTo, makeMoveCode, MAX_MOVES } from './game';
export * from './rules/ruleset';
export * from './rules/meta';
export * from './rules/sources';
export * from './rules/preset-types';
export { PRESETS, PRESET_IDS, getPreset, resolveRules } from './rules/presets';
export { validateRuleSet, compile } from './rules/compile';
export * from './otn/index';
export { perft, perftDivide } from './perft';
