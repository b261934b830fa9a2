/**
 * Small pure helpers over the engine's GameLine and Position for the play page: naming the layout a
 * start position is, writing moves.
 */
import {
  getLayout,
  LAYOUT_IDS,
  makePlacement,
  placementOf,
  type GameLine,
  type Position,
  getPreset,
  notation,
  firstSide,
} from '../../engine';
import type { BoardStyle } from '../board/types';

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
