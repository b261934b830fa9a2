/**
 * The game saved in localStorage on each change and restored when the page opens without a game in
 * its URL. A saved game is never thrown away whole: one that reads only in part (a move that cannot be
 * played, an unknown reading, a position that cannot stand) keeps everything it can, as a shared link
 * does, and one sentence says what was left out; one that cannot be read at all (corrupted, from another
 * version) starts a new game and says so. Either way the saved game stays as it was until the player
 * changes the game (usePlayController holds the first save). localStorage may be missing or throw
 * (private browsing, storage disabled): every access is guarded and failure is silent.
 */
import { fieldsOf, decodeGame, type GameFields } from './urlState';
import type { PlayState } from './model';

export const STORAGE_KEY = 'alea-evangelii:play';
export const STORAGE_VERSION = 1;

export interface SavedGame {
  readonly version: typeof STORAGE_VERSION;
  readonly rules: string;
  readonly layout: string | null;
  readonly position: string | null;
  readonly moves: readonly string[];
  readonly cursor: number | null;
  /** The side the AI plays and its level; absent in games saved before the AI was kept (read as two people playing). */
  readonly ai?: string;
  readonly level?: string;
}

/** The part of Storage used here, so tests can pass their own. */
export type GameStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const UNREADABLE = 'The saved game could not be read, so a new game was started.';

/** The browser's localStorage, or null where there is none or touching it throws. */
export function browserStorage(): GameStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function savedGameOf(s: PlayState): SavedGame {
  const f = fieldsOf(s);
  return {
    version: STORAGE_VERSION,
    rules: f.rules!,
    layout: f.layout ?? null,
    position: f.position ?? null,
    moves: f.moves ?? [],
    cursor: f.cursor === undefined ? null : Number(f.cursor),
    ...(f.ai ? { ai: f.ai, level: f.level } : {}),
  };
}

/** Saves the game; returns false when storage is unavailable or full. */
export function saveGame(s: PlayState, storage: GameStorage | null = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(savedGameOf(s)));
    return true;
  } catch {
    return false;
  }
}

const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

function fieldsFromSaved(raw: string): GameFields | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.version !== STORAGE_VERSION || typeof d.rules !== 'string' || !isStringOrNull(d.layout) || !isStringOrNull(d.position)) return null;
  if (!Array.isArray(d.moves) || !d.moves.every((m) => typeof m === 'string')) return null;
  if (d.cursor !== undefined && d.cursor !== null && !(typeof d.cursor === 'number' && Number.isInteger(d.cursor))) return null;
  if ((d.ai !== undefined && typeof d.ai !== 'string') || (d.level !== undefined && typeof d.level !== 'string')) return null;
  return {
    rules: d.rules,
    ...(d.layout !== null ? { layout: d.layout } : {}),
    ...(d.position !== null ? { position: d.position } : {}),
    moves: d.moves as string[],
    ...(typeof d.cursor === 'number' ? { cursor: String(d.cursor) } : {}),
    ...(typeof d.ai === 'string' ? { ai: d.ai } : {}),
    ...(typeof d.level === 'string' ? { level: d.level } : {}),
  };
}

export type Restored =
  | { readonly kind: 'none' }
  | { readonly kind: 'restored'; readonly state: PlayState }
  /** Read in part: the state keeps what could be read, and `message` (also the state's) says what was left out. */
  | { readonly kind: 'partial'; readonly state: PlayState; readonly message: string }
  | { readonly kind: 'unreadable'; readonly message: string };

/**
 * The saved game, if there is one: in full, in part (with the sentence saying what was left out), or
 * not at all. Nothing is removed here: the page keeps the saved game until the player changes the game.
 */
export function loadGame(storage: GameStorage | null = browserStorage(), flipped = false): Restored {
  if (!storage) return { kind: 'none' };
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  const fields = fieldsFromSaved(raw);
  if (!fields) return { kind: 'unreadable', message: UNREADABLE };
  const decoded = decodeGame(fields, flipped, 'saved game');
  const [first] = decoded.problems;
  if (first !== undefined) return { kind: 'partial', state: { ...decoded.state, message: first, messageKind: 'error' }, message: first };
  return { kind: 'restored', state: { ...decoded.state, message: null } };
}
