/**
 * Small pure helpers over the engine's GameLine and Position for the play page: replaying moves under
 * other rules, naming the layout a start position is, writing moves.
 */
import {
  getLayout,
  LAYOUT_IDS,
  makePlacement,
  lineFrom,
  replayMoves,
  placementOf,
  type GameLine,
  type Position,
  getPreset,
  type Move,
  notation,
  firstSide,
} from '../../engine';
import type { BoardStyle } from '../board/types';

export interface Replayed {
  readonly line: GameLine;
  /** The moves that could not be played, from the first illegal one on. */
  readonly dropped: readonly Move[];
  /** The engine's reason the first dropped move is illegal. */
  readonly reason: string | null;
}

/** Plays `moves` from `start` for as long as they are legal. */
export function replay(start: Position, moves: readonly Move[]): Replayed {
  const { line, stopped } = replayMoves(lineFrom(start), moves);
  return stopped ? { line, dropped: moves.slice(stopped.index), reason: stopped.error.message } : { line, dropped: [], reason: null };
}

/** The moves of a line in the site's notation, captures included (`e5-e8xe9`). */
export const moveTexts = (line: GameLine): string[] =>
  line.moves.map((m, i) => notation.makeMoveWithCaptures(line.positions[i]!, m, line.captures[i]!));

/** The moves of a line in the site's notation without captures (as the URL carries them). */
export const plainMoveTexts = (line: GameLine): string[] => line.moves.map((m, i) => notation.makeMove(line.positions[i]!, m));

/**
 * The named layout a start position is (its placement, with the rules' first mover to move), or null
 * for an edited or imported position. `prefer` is tried first (the reading's own layout).
 */
export function layoutOf(start: Position, prefer: readonly (string | null | undefined)[] = []): string | null {
  if (start.turn !== firstSide(start.rules.firstMover)) return null;
  const placement = makePlacement(placementOf(start));
  const ids = [...prefer.filter((id): id is string => typeof id === 'string'), ...LAYOUT_IDS];
  return ids.find((id) => getLayout(id)?.placement === placement) ?? null;
}

/** The layouts offered for a reading: its own, then the others in circulation (all of them for custom rules). */
export function layoutChoices(presetId: string | null): string[] {
  const preset = presetId ? getPreset(presetId) : undefined;
  if (!preset) return [...LAYOUT_IDS];
  return [preset.layout.value, ...(preset.altLayouts ?? [])].filter((id) => getLayout(id) !== undefined);
}

/** Intersections for the 19×19 Alea Evangelii readings (the manuscript's board), squares otherwise. */
export function defaultBoardStyle(presetId: string | null, size: number): BoardStyle {
  const group = presetId ? getPreset(presetId)?.group : undefined;
  return size === 19 && group !== 'family' ? 'intersections' : 'squares';
}
