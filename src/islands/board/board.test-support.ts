/**
 * Fixtures for the board's and the adapter's tests: real positions from the engine, turned into
 * views by the real adapter, so the tests check what the site shows, not hand-written views.
 */
import {
  geometry,
  parseSquare,
  squareName,
  dests,
  lineAppend,
  lineCurrent,
  lineFrom,
  type GameLine,
  type Position,
  getPreset,
  resolveRules,
  type RulePatch,
  startPosition,
  type Result,
  notation,
} from '../../engine';
import { toBoardView } from '../adapter';
import type { BoardView, SquareName } from './types';

export function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A line from a position, with moves in the site's notation ("d2-e2"). */
export function playLine(start: Position, moves: readonly string[] = []): GameLine {
  let line = lineFrom(start);
  for (const text of moves) line = must(lineAppend(line, must(notation.parseMove(lineCurrent(line), text))));
  return line;
}

/** A preset's start position after some moves. */
export const presetLine = (presetId: string, moves: readonly string[] = [], patch: RulePatch = {}): GameLine =>
  playLine(must(startPosition(presetId, { patch })), moves);

/** A position written as `<placement> <a|d>` under a preset's rules, after some moves. */
export function positionLine(presetId: string, position: string, moves: readonly string[] = [], patch: RulePatch = {}): GameLine {
  const preset = getPreset(presetId);
  if (!preset) throw new Error(`no preset ${presetId}`);
  return playLine(must(notation.parsePosition(position, resolveRules(preset, patch))), moves);
}

export const viewOf = (line: GameLine, interactive = true): BoardView => toBoardView(line, { interactive });

/** The engine's own destinations of the piece on `from`, by name (independent of the adapter). */
export function engineDests(pos: Position, from: SquareName): SquareName[] {
  const geo = geometry(pos.size);
  return dests(pos, must(parseSquare(geo, from)))
    .map((sq) => squareName(geo, sq))
    .sort();
}

/**
 * The Brandubh capture used across the tests: the attacker d1 moves to c1 and captures the
 * defender on b1 against the hostile corner a1.
 */
export const BRANDUBH_CAPTURE = { position: '7/7/7/3k2a/7/1a5/1d1a3 a', move: 'd1-c1' } as const;
