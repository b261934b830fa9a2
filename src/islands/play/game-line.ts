/**
 * Small pure helpers over the engine's GameLine and Position for the play page: cutting a line at a
 * ply, replaying moves under other rules, naming the layout a start position is, writing moves.
 */
import { getLayout, LAYOUT_IDS } from '../../engine/layouts';
import { makeMove, makeMoveWithCaptures } from '../../engine/notation';
import { makePlacement } from '../../engine/placement';
import { lineAppend, lineFrom, placementOf, type GameLine, type Position } from '../../engine/position';
import { getPreset } from '../../engine/rules/presets';
import type { Move } from '../../engine/types';
import type { BoardStyle } from '../board/types';

/** The line's first `plies` moves (the positions and captures with them). */
export function lineTruncate(line: GameLine, plies: number): GameLine {
  if (plies >= line.moves.length) return line;
  const n = Math.max(0, plies);
  return {
    start: line.start,
    moves: line.moves.slice(0, n),
    positions: line.positions.slice(0, n + 1),
    captures: line.captures.slice(0, n),
  };
}

export interface Replayed {
  readonly line: GameLine;
  /** The moves that could not be played, from the first illegal one on. */
  readonly dropped: readonly Move[];
  /** The engine's reason the first dropped move is illegal. */
  readonly reason: string | null;
}

/** Plays `moves` from `start` for as long as they are legal. */
export function replay(start: Position, moves: readonly Move[]): Replayed {
  let line = lineFrom(start);
  for (let i = 0; i < moves.length; i++) {
    const next = lineAppend(line, moves[i]!);
    if (!next.ok) return { line, dropped: moves.slice(i), reason: next.error.message };
    line = next.value;
  }
  return { line, dropped: [], reason: null };
}

/** The moves of a line in the site's notation, captures included (`e5-e8xe9`). */
export const moveTexts = (line: GameLine): string[] =>
  line.moves.map((m, i) => makeMoveWithCaptures(line.positions[i]!, m, line.captures[i]!));

/** The moves of a line in the site's notation without captures (as the URL carries them). */
export const plainMoveTexts = (line: GameLine): string[] => line.moves.map((m, i) => makeMove(line.positions[i]!, m));

/**
 * The named layout a start position is (its placement, with the rules' first mover to move), or null
 * for an edited or imported position. `prefer` is tried first (the reading's own layout).
 */
export function layoutOf(start: Position, prefer: readonly (string | null | undefined)[] = []): string | null {
  if (start.turn !== start.rules.firstMover) return null;
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
