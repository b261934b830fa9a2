/**
 * The puzzles as the embed page needs them: for each, only what the frame shows (its start, its
 * rules as a /play rules string, its goal and its reading's name), so the page passes a few lines of
 * plain data to the island instead of shipping every puzzle's hint, solution and explanation.
 * Built on the server (src/pages/embed.astro).
 */
import { getPreset, resolveRules, notation } from '../../engine';
import { readingName } from '../../learn/effects';
import type { Puzzle } from '../../learn/types';
import { puzzleEmbedQuery } from './query';

export interface PuzzleRef {
  readonly id: string;
  readonly title: string;
  /** What the solver must do, in one sentence: the frame's caption. */
  readonly goal: string;
  /** The reading and its changes, in words ("Brandubh", "Copenhagen hnefatafl with …"). */
  readonly reading: string;
  /** The rules string of /play's links (`<reading id>;key=value;…`). */
  readonly rules: string;
  /** The start, in the engine's position notation. */
  readonly position: string;
}

export function puzzleRef(p: Puzzle): PuzzleRef {
  const preset = getPreset(p.preset);
  if (!preset) throw new Error(`Puzzle "${p.id}" names the reading "${p.preset}", which does not exist.`);
  return {
    id: p.id,
    title: p.title,
    goal: p.goal,
    reading: readingName(p.preset, p.patch),
    rules: notation.makeRules(resolveRules(preset, p.patch), preset.id),
    position: p.position,
  };
}

export const puzzleRefs = (puzzles: readonly Puzzle[]): PuzzleRef[] => puzzles.map(puzzleRef);

/** The iframe's title for a puzzle: "Puzzle: The corner takes a side (Brandubh)". */
export const puzzleEmbedTitle = (p: Pick<Puzzle, 'title' | 'preset' | 'patch'>): string =>
  `Puzzle: ${p.title} (${readingName(p.preset, p.patch)})`;

/** A board's size from its position ("7/7/…/7 d": seven ranks). */
const sizeOf = (position: string): number => (position.trim().split(/\s+/)[0] ?? '').split('/').length;

/**
 * Everything <EmbedCode> needs to offer a puzzle: `<EmbedCode {...puzzleEmbed(puzzle)} />` in the
 * puzzle island gives the iframe code of /embed/?puzzle=<id>.
 */
export const puzzleEmbed = (p: Puzzle): { readonly query: string; readonly title: string; readonly size: number } => ({
  query: puzzleEmbedQuery(p.id),
  title: puzzleEmbedTitle(p),
  size: sizeOf(p.position),
});
