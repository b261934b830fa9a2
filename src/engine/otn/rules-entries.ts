/**
 * The entries of an OTN rules string while it is read: each typed look-up fails (through `fail`)
 * with a sentence naming the entry, and collects what was ignored or assumed along the way.
 */
import { parseSquare, type Geometry } from '../geometry';
import type { Square } from '../types';
import { fail } from './failure';
import { KNOWN_KEYS, TYPE_LETTERS } from './rules-map';

/** Splits a rules string into its key:value entries (failing on a malformed or repeated one). */
export function splitEntries(text: string): Map<string, string> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0)
    fail('bad-otn', 'The OTN rules string is empty; it needs at least dim and start (or starti), like "dim:7 start:/3t3/…/".');
  const entries = new Map<string, string>();
  for (const word of words) {
    const colon = word.indexOf(':');
    if (colon <= 0) fail('bad-otn', `"${word}" in the OTN rules is not a key:value entry.`);
    const key = word.slice(0, colon);
    if (entries.has(key)) fail('bad-otn', `The OTN rules give "${key}" twice.`);
    entries.set(key, word.slice(colon + 1));
  }
  return entries;
}

export class OtnEntries {
  /** OTN entries that were read but change nothing here, each with the reason. */
  readonly ignored: string[] = [];
  /** Our rules that OTN does not state, and OpenTafl defaults that changed between versions. */
  readonly assumed: string[] = [];

  constructor(
    private readonly entries: ReadonlyMap<string, string>,
    readonly geo: Geometry,
  ) {
    for (const [key, value] of entries) if (!KNOWN_KEYS.has(key)) this.ignored.push(`${key}:${value} (not an OpenTafl rule key)`);
  }

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The table's entry for the key's value (or the fallback's, when the key is absent). */
  choice<T>(key: string, table: Readonly<Record<string, T>>, fallback: string): T {
    const value = this.entries.get(key) ?? fallback;
    const hit = Object.hasOwn(table, value) ? table[value] : undefined;
    if (hit === undefined)
      return fail('bad-otn', `"${key}:${value}" is not a value OpenTafl knows; ${key} takes one of: ${Object.keys(table).join(', ')}.`);
    return hit;
  }

  unsupported(key: string, why: string): never {
    return fail('otn-unsupported', `The OTN rule ${key}:${this.entries.get(key)} cannot be played here: ${why}.`);
  }

  yesNo(key: string, fallback: 'y' | 'n'): boolean {
    return this.choice(key, { y: true, n: false }, fallback);
  }

  /** A piece-type list, as a set of letters. */
  pieceList(key: string, fallback: string): Set<string> {
    const value = this.entries.get(key) ?? fallback;
    for (const ch of value)
      if (!TYPE_LETTERS.includes(ch)) fail('bad-otn', `"${ch}" in ${key}:${value} is not an OpenTafl piece-type letter (${TYPE_LETTERS}).`);
    return new Set(value);
  }

  /** A space list, or null for `default`. */
  spaceList(key: string, fallback: string): Square[] | null {
    const value = this.entries.get(key) ?? fallback;
    if (value === 'default') return null;
    const { geo } = this;
    const out: Square[] = [];
    for (const part of value.split(',')) {
      if (part === '') continue;
      const sq = parseSquare(geo, part);
      if (!sq.ok || part !== part.toLowerCase())
        fail('bad-otn', `"${part}" in ${key}:${value} is not a square of a ${geo.size}×${geo.size} board.`);
      else out.push(sq.value);
    }
    return out;
  }

  ignoreIfPresent(keys: readonly string[], why: string): void {
    for (const key of keys) if (this.entries.has(key)) this.ignored.push(`${key}:${this.entries.get(key)} (${why})`);
  }
}
