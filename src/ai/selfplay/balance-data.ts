/**
 * The precomputed self-play results shipped with the site: every src/data/balance/*.json file,
 * checked by parseBalance when the site is built (a bad file fails the build, naming the file).
 */
import { parseBalance, type BalanceFile } from './balance';

const files = import.meta.glob<{ default: unknown }>('../../data/balance/*.json', { eager: true });

function load(): ReadonlyMap<string, BalanceFile> {
  const out = new Map<string, BalanceFile>();
  for (const [path, mod] of Object.entries(files)) {
    const parsed = parseBalance(mod.default);
    if (!parsed.ok) throw new Error(`${path}: ${parsed.error.message}`);
    const name = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
    if (name !== parsed.value.preset)
      throw new Error(`${path}: the file is named after "${name}" but holds results for "${parsed.value.preset}".`);
    out.set(parsed.value.preset, parsed.value);
  }
  return out;
}

/** Precomputed results by preset id (the preset's own rules and layout). */
export const BALANCE: ReadonlyMap<string, BalanceFile> = load();
