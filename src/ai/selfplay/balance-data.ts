/**
 * The precomputed self-play results shipped with the site: every src/data/balance/*.json file (the
 * club level, which the site's figures quote), and every src/data/balance/players/*.json file (the
 * same readings by the other computer players, players.ts), and every src/data/balance/ladder/*.json
 * file (the strength ladder's other rungs), and every src/data/balance/map/*.json file (the rule-effect
 * map's cells, rule-map.ts), checked by parseBalance when the site is built (a bad file
 * fails the build, naming the file). The readings played under people's rules are loaded by
 * src/analysis/people-rules.ts with `checked`.
 */
import { diffRules, type RuleSet } from '../../engine';
import { parseBalance, type BalanceFile } from './balance';
import { mapOf, type MapCell } from './rule-map';
import { DEEPER_FACTOR, type LadderFactor, type PlayerId, PLAYER_IDS } from './players';

const files = import.meta.glob<{ default: unknown }>('../../data/balance/*.json', { eager: true });
const playerFiles = import.meta.glob<{ default: unknown }>('../../data/balance/players/*.json', { eager: true });
const ladderFiles = import.meta.glob<{ default: unknown }>('../../data/balance/ladder/*.json', { eager: true });
const mapFiles = import.meta.glob<{ default: unknown }>('../../data/balance/map/*.json', { eager: true });

/** A shipped file, checked; one whose games open otherwise than every game does (`--opening`) only where `openings` allows it. */
export const checked = (path: string, data: unknown, { openings = false }: { readonly openings?: boolean } = {}): BalanceFile => {
  const parsed = parseBalance(data);
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error.message}`);
  const n = parsed.value.openingPlies;
  if (n !== undefined && !openings)
    throw new Error(
      `${path}: its games open with ${n} free plies; such games belong beside a reading under people's rules, in src/data/balance/people-rules/<preset>.opening${n}.json.`,
    );
  return parsed.value;
};
export const nameOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

function load(): ReadonlyMap<string, BalanceFile> {
  const out = new Map<string, BalanceFile>();
  for (const [path, mod] of Object.entries(files)) {
    const file = checked(path, mod.default);
    const name = nameOf(path);
    if (name !== file.preset) throw new Error(`${path}: the file is named after "${name}" but holds results for "${file.preset}".`);
    if (file.player !== undefined)
      throw new Error(`${path}: the results of another player than the club level belong in src/data/balance/players/.`);
    out.set(file.preset, file);
  }
  return out;
}

/** Precomputed results by preset id (the preset's own rules and layout), played by the club level. */
export const BALANCE: ReadonlyMap<string, BalanceFile> = load();

function loadPlayers(): ReadonlyMap<string, ReadonlyMap<PlayerId, BalanceFile>> {
  const out = new Map<string, Map<PlayerId, BalanceFile>>();
  for (const [preset, file] of BALANCE) out.set(preset, new Map([['club', file]]));
  for (const [path, mod] of Object.entries(playerFiles)) {
    const file = checked(path, mod.default);
    if (!file.player) throw new Error(`${path}: the club level's results belong in src/data/balance/${file.preset}.json.`);
    const want = `${file.preset}.${file.player.id}`;
    if (nameOf(path) !== want) throw new Error(`${path}: the file holds the results of ${want} and must be named ${want}.json.`);
    let byPlayer = out.get(file.preset);
    if (!byPlayer) {
      byPlayer = new Map();
      out.set(file.preset, byPlayer);
    }
    byPlayer.set(file.player.id, file);
  }
  // In the order of PLAYER_IDS, the club level first.
  return new Map(
    [...out].map(([preset, m]) => [preset, new Map(PLAYER_IDS.flatMap((id) => (m.has(id) ? [[id, m.get(id)!] as const] : [])))]),
  );
}

/** Every player's results by preset id, then player (the club level's are BALANCE's). */
export const PLAYER_RESULTS: ReadonlyMap<string, ReadonlyMap<PlayerId, BalanceFile>> = loadPlayers();

/** One rung of a strength ladder: the club level at `factor` times its node budget, and its games. */
export interface Rung {
  readonly factor: LadderFactor;
  readonly file: BalanceFile;
}

function loadLadders(): ReadonlyMap<string, readonly Rung[]> {
  const out = new Map<string, Rung[]>();
  for (const [path, mod] of Object.entries(ladderFiles)) {
    const file = checked(path, mod.default);
    if (file.budget === undefined) throw new Error(`${path}: a file of the strength ladder must say its budget.`);
    const want = `${file.preset}.x${file.budget}`;
    if (nameOf(path) !== want) throw new Error(`${path}: the file holds the rung ${want} and must be named ${want}.json.`);
    const rungs = out.get(file.preset) ?? [];
    rungs.push({ factor: file.budget, file });
    out.set(file.preset, rungs);
  }
  // The rungs at 1 and at the deeper player's budget are the club level's and the deeper player's results.
  for (const [preset, rungs] of out) {
    const club = BALANCE.get(preset);
    const deeper = PLAYER_RESULTS.get(preset)?.get('deeper');
    if (club) rungs.push({ factor: 1, file: club });
    if (deeper) rungs.push({ factor: DEEPER_FACTOR, file: deeper });
    rungs.sort((a, b) => a.factor - b.factor);
  }
  return out;
}

/** The strength ladders, by preset id: the rungs played, from the smallest budget up. */
export const LADDERS: ReadonlyMap<string, readonly Rung[]> = loadLadders();

/** A reading's rungs played under exactly these rules, from the smallest budget up: what can be set beside a result of them. */
export const rungsUnder = (preset: string, rules: RuleSet): readonly Rung[] =>
  (LADDERS.get(preset) ?? []).filter((r) => diffRules(r.file.rules, rules).length === 0);

/** One cell of a reading's rule-effect map (rule-map.ts) and its games. */
export interface MapResult {
  readonly cell: MapCell;
  readonly file: BalanceFile;
}

/**
 * The rule-effect maps, by preset id: each cell played, in the map's order. A file must be one of the
 * reading's cells, by name, and hold games of exactly that cell's rules and layout by the club level.
 */
export function loadMaps(entries: readonly (readonly [string, unknown])[]): ReadonlyMap<string, readonly MapResult[]> {
  const byFile = new Map<string, MapResult>();
  for (const [path, data] of entries) {
    const file = checked(path, data);
    const name = `${nameOf(path)}.json`;
    const cell = mapOf(file.preset).cells.find((c) => c.file === name);
    if (!cell) throw new Error(`${path}: ${name} is not a cell of the rule-effect map of ${file.preset} (rule-map.ts).`);
    const wrong = diffRules(file.rules, cell.rules);
    if (wrong.length > 0 || file.layout !== cell.layout)
      throw new Error(
        `${path}: the games were not played with the cell's ${wrong.length > 0 ? `rules (${wrong.join(', ')} differ)` : 'layout'}.`,
      );
    if (file.player !== undefined || file.budget !== undefined || file.level !== 'club')
      throw new Error(`${path}: a map cell is played by the club level at its own budget.`);
    byFile.set(`${file.preset}/${name}`, { cell, file });
  }
  const out = new Map<string, MapResult[]>();
  for (const preset of new Set([...byFile.values()].map((r) => r.file.preset)))
    out.set(
      preset,
      mapOf(preset).cells.flatMap((c) => {
        const r = byFile.get(`${preset}/${c.file}`);
        return r ? [r] : [];
      }),
    );
  return out;
}

export const MAP_RESULTS: ReadonlyMap<string, readonly MapResult[]> = loadMaps(
  Object.entries(mapFiles).map(([path, mod]) => [path, mod.default] as const),
);
