/**
 * Positions from the people's games in tests/data/human-games/, for the tuner and the AI benchmark:
 * every position before a move, with the move played and the game's result. One game in five (by
 * line number) is held out: the tuner never fits it, the benchmark measures on it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  AAGENIELSEN_BRANDUB,
  AAGENIELSEN_COPENHAGEN,
  type HumanGame,
  type HumanRules,
  humanStart,
  parseHumanGames,
  replayHuman,
} from './analysis/human-games';
import { specOf, type GameSpec } from '../src/ai/play/game-spec';
import { startPosition } from '../src/engine';
import type { Game } from '../src/engine/core';

export interface HumanSource extends HumanRules {
  readonly family: 'copenhagen' | 'brandubh';
  readonly file: string;
}

/** The files and the rules their games were played under (as the records show them). */
export const HUMAN_SOURCES: Readonly<Record<'copenhagen' | 'brandubh', HumanSource>> = {
  copenhagen: { family: 'copenhagen', file: 'copenhagen-aagenielsen.csv', ...AAGENIELSEN_COPENHAGEN },
  brandubh: { family: 'brandubh', file: 'brandubh-aagenielsen.csv', ...AAGENIELSEN_BRANDUB },
};

/** One game in five, by line, is held out of fitting. */
export const isHeldOut = (g: HumanGame): boolean => g.line % 5 === 0;

/** A game's result as a target: 1 the defenders won, 0 the attackers, 0.5 a draw; null unfinished or lost on time. */
export function targetOf(g: HumanGame): number | null {
  if (g.timeout) return null;
  return g.status === 'defenders' ? 1 : g.status === 'attackers' ? 0 : g.status === 'draw' ? 0.5 : null;
}

export function readGames(source: HumanSource): HumanGame[] {
  const path = fileURLToPath(new URL(`../tests/data/human-games/${source.file}`, import.meta.url));
  const parsed = parseHumanGames(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/**
 * Visits every position of the games with a result (before each move, as far as the engine agrees
 * with the record), with the game's target.
 */
export function eachPosition(
  source: HumanSource,
  games: readonly HumanGame[],
  visit: (g: Game, move: number, target: number, record: HumanGame, ply: number) => void,
): void {
  for (const record of games) {
    const target = targetOf(record);
    if (target === null) continue;
    replayHuman(humanStart(source.preset, source.patch), record, (g, ply, move) => visit(g, move, target, record, ply));
  }
}

/** A position as a GameSpec for the AI: the reading's start and the moves played to reach it. */
export function specAt(source: HumanSource, record: HumanGame, ply: number): GameSpec {
  const start = startPosition(source.preset, { patch: source.patch });
  if (!start.ok) throw new Error(start.error.message);
  const moves: number[] = [];
  replayHuman(humanStart(source.preset, source.patch), { ...record, moves: record.moves.slice(0, ply) }, (_g, _p, m) => {
    moves.push(m);
  });
  return specOf(start.value, moves);
}
