/**
 * The solved puzzles, kept in localStorage under one key as a JSON array of ids. What cannot be read
 * (not JSON, not an array, ids of puzzles that no longer exist) is ignored; storage may be missing or
 * throw (private browsing, storage disabled), so every access is guarded and failure is silent.
 */
export const PROGRESS_KEY = 'alea-evangelii:puzzles';

/** The part of Storage used here, so tests can pass their own. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or null where there is none or touching it throws. */
export function browserStorage(): ProgressStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The solved ids in a stored value; anything unreadable counts as nothing solved. */
export function parseSolved(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];
  } catch {
    return [];
  }
}

export function loadSolved(storage: ProgressStorage | null = browserStorage()): string[] {
  if (!storage) return [];
  try {
    return parseSolved(storage.getItem(PROGRESS_KEY));
  } catch {
    return [];
  }
}

/** Saves the solved ids; returns false when storage is unavailable or full. */
export function saveSolved(ids: readonly string[], storage: ProgressStorage | null = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PROGRESS_KEY, JSON.stringify(ids));
    return true;
  } catch {
    return false;
  }
}
