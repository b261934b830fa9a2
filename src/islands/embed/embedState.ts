/**
 * What an embedded board shows, read from its frame's query: the same game state as a /play link
 * (read by /play's own parser, ../play/urlState.ts, so the two can never disagree), or one puzzle
 * (`puzzle=<id>`, with optional moves `m` and ply `c` after its start). Never throws: a broken or
 * tampered link keeps everything it can read and the frame says what it could not, in one sentence.
 */
import { getPreset } from '../../engine';
import { DEFAULT_PRESET, initialState, type PlayState } from '../play/model';
import { decodeGame, decodeState, encodeState, hasGame } from '../play/urlState';
import { quote } from '../play/words';
import type { PuzzleRef } from './puzzles';
import { playPath, puzzlePath } from './query';

export interface EmbedGame {
  readonly state: PlayState;
  /** The puzzle shown, or null for a game. */
  readonly puzzle: PuzzleRef | null;
  /** The first problem with the link, as one sentence, or null. */
  readonly problem: string | null;
}

function paramsOf(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  } catch {
    return new URLSearchParams();
  }
}

const defaultName = (): string => getPreset(DEFAULT_PRESET)?.name ?? 'the default reading';

/** A fresh game of the default reading, with one sentence saying why it is shown. */
function fallback(problem: string): EmbedGame {
  const state = initialState();
  return { state: { ...state, message: problem, messageKind: 'error' }, puzzle: null, problem };
}

/** The frame's game from its query (`location.search`). Never throws. */
export function readEmbed(search: string, puzzles: readonly PuzzleRef[]): EmbedGame {
  try {
    return read(search, puzzles);
  } catch {
    return fallback(`The link could not be read, so a new game of ${defaultName()} is shown.`);
  }
}

function read(search: string, puzzles: readonly PuzzleRef[]): EmbedGame {
  const q = paramsOf(search);
  const id = q.get('puzzle');
  const moves = q.get('m');
  const cursor = q.get('c') ?? undefined;
  if (id !== null) {
    const puzzle = puzzles.find((p) => p.id === id);
    if (puzzle) {
      const d = decodeGame({
        rules: puzzle.rules,
        position: puzzle.position,
        ...(moves === null ? {} : { moves: moves.split(/[.~\s]+/).filter(Boolean) }),
        ...(cursor === undefined ? {} : { cursor }),
      });
      return { state: d.state, puzzle, problem: d.problems[0] ?? null };
    }
    const unknown = id.trim() === '' ? 'The link names no puzzle' : `The link names a puzzle "${quote(id)}" that this site does not know`;
    if (!hasGame(search)) return fallback(`${unknown}, so a new game of ${defaultName()} is shown.`);
    const d = decodeState(search);
    if (d) {
      const problem = `${unknown}, so the game in the rest of the link is shown.`;
      return { state: { ...d.state, message: problem, messageKind: 'error' }, puzzle: null, problem };
    }
  }
  const d = decodeState(search);
  if (!d) return fallback(`The link does not say which game to show, so a new game of ${defaultName()} is shown.`);
  return { state: d.state, puzzle: null, problem: d.problems[0] ?? null };
}

/** The reading's name as the caption gives it. */
export const readingLabel = (s: PlayState): string => (s.presetId ? (getPreset(s.presetId)?.name ?? 'Custom rules') : 'Custom rules');

/** How many rules differ from the reading's: "2 rules changed", or null when none do (or the rules are custom). */
export function changedLabel(s: PlayState): string | null {
  if (!s.presetId) return null;
  const n = Object.keys(s.patch).length;
  return n === 0 ? null : `${n} ${n === 1 ? 'rule' : 'rules'} changed`;
}

/** The ply shown in words, for titles: "the start", "after 3 moves". */
export const plyWords = (ply: number): string => (ply === 0 ? 'the start' : `after ${ply} ${ply === 1 ? 'move' : 'moves'}`);

/** Where the frame's link leads: the same state on /play, or the puzzle on the puzzles page. */
export function siteLink(game: { readonly state: PlayState; readonly puzzle: PuzzleRef | null }): {
  readonly href: string;
  readonly text: string;
} {
  if (game.puzzle) return { href: puzzlePath(game.puzzle.id), text: 'Check your answer on the site' };
  return { href: playPath(encodeState(game.state)), text: 'Open on the site' };
}

/** The page's title: what the frame shows. */
export function frameTitle(game: { readonly state: PlayState; readonly puzzle: PuzzleRef | null }): string {
  if (game.puzzle) return `Puzzle: ${game.puzzle.title} (${game.puzzle.reading})`;
  const changed = changedLabel(game.state);
  return `${readingLabel(game.state)}${changed ? `, ${changed}` : ''}, ${plyWords(game.state.cursor)}`;
}
