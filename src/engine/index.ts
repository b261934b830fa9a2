/**
 * The engine's one front door. Everything outside src/engine/ (islands, components, pages, the AI,
 * the teaching material, essays, scripts) imports from here; tests/architecture.test.ts enforces it.
 * The vocabulary, positions and rules are flat exports; the text formats are namespaces, as chessops
 * does it: `notation` (the site's position, move, rules and record texts), `otn` (OpenTafl Notation),
 * `claims` (rule claims checked against the engine) and `audit` (the readings' audit against their
 * sources). The mutable core that the AI and perft drive is behind a second door, `engine/core`.
 */
export {
  type EngineError,
  type ErrorCode,
  type Move,
  type Outcome,
  type OutcomeReason,
  type PieceKind,
  type Result,
  type Side,
  type Square,
  OUTCOME_REASONS,
  PASS,
  PIECE_KINDS,
  SIDES,
  err,
  fail,
  failWith,
  ok,
  opposite,
} from './types';
export {
  FILES,
  MAX_SIZE,
  MIN_SIZE,
  type Geometry,
  checkSize,
  geometry,
  isValidSize,
  parseSquare,
  squareAt,
  squareName,
  transformSquare,
} from './geometry';
export { isJump, isPass, makeMoveCode, moveFrom, moveTo } from './move';
export { type Layout, LAYOUT_IDS, LAYOUTS, getLayout } from './layouts';
export { LETTER_OF_KIND, makePlacement, parsePlacement } from './placement';
export {
  type GameLine,
  type PlacedPiece,
  type Placement,
  type Played,
  type Position,
  dests,
  geometryOf,
  kingSquare,
  legalMoves,
  lineAppend,
  lineCurrent,
  lineFrom,
  lineUndo,
  pieceAt,
  pieces,
  placementOf,
  play,
  setup,
  withRules,
} from './position';
export { type Replayed, playTexts, replayMoves, replayTexts, truncateLine } from './line';
export { type SpecialSquares, specialSquares, specialSquaresOf } from './squares';
export { type StartOptions, startFromLayout, startPosition } from './start';
export * from './rules/ruleset';
export * from './rules/meta';
export * from './rules/sources';
export * from './rules/preset-types';
export { PRESETS, PRESET_IDS, getPreset, resolveRules } from './rules/presets';
export { validateRuleSet, withDependents } from './rules/compile';
export { type RulesProblem, type RulesReading, readRulesLeniently } from './rules/lenient';
export {
  PROSE_EVIDENCE_LABELS,
  type ProseEvidence,
  type ProseOmission,
  type ProseSection,
  type ProseSentence,
  notInPlay,
  rulesProse,
} from './rules/prose';
export { SOURCE_CLAIMS } from './rules/source-claims';
export { assertNever, byValue } from './assert';
export { listInWords } from './list-words';
export { firstSide } from './rules/values';
export { NO_END, OUTCOME_WORDS, type OutcomePhrases } from './outcome-words';
export { type EndingRules, possibleEndings } from './endings';
export * as notation from './notation';
export * as otn from './otn/index';
export * as claims from './claims';
export * as audit from './rules/audit/index';
