/**
 * A tiny argument parser shared by the engine and AI scripts (perft, bench, balance). Flags:
 *   --preset <id>            a reading id (PRESET_IDS)
 *   --set key=value          a rule override; repeatable, the last value of a key wins
 *   --depth <n>              a whole number ≥ 0
 *   --layout <layout-id>     start from another layout than the preset's own
 *   --position "<placement> <a|d>"
 *   --divide                 list the count under each root move
 *   --games <n>              a whole number ≥ 1
 *   --level <id>             an AI level (checked by the script)
 *   --seed <n>               a whole number ≥ 0
 *   --threads <n>            a whole number ≥ 1
 *   --max-plies <n>          a whole number ≥ 1
 *   --out <file>             a file to write
 *   --shard <k>/<n>          play only the k-th of n equal parts of the games (1 ≤ k ≤ n)
 *   --player <id>            a computer player (checked by the script)
 *   --budget <factor>        a multiple of the level's node budget (checked by the script)
 *   --opening <plies>        plies at the start of each game chosen freely, a whole number ≥ 0 (checked by the script)
 * Each script passes the flags it takes; the engine scripts' default is ENGINE_FLAGS.
 * `--flag=value` is accepted as well as `--flag value`. Bad input is a UsageError; scripts call
 * parseCliOrExit, which prints one sentence (and the usage line) on stderr and exits with code 2.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface CliArgs {
  preset?: string;
  /** Overrides in the order given, as [key, value] pairs (not yet checked against the rules). */
  set: [string, string][];
  depth?: number;
  layout?: string;
  position?: string;
  divide: boolean;
  games?: number;
  level?: string;
  seed?: number;
  threads?: number;
  maxPlies?: number;
  out?: string;
  /** The k-th (from 1) of n parts. */
  shard?: Shard;
  player?: string;
  budget?: number;
  /** Plies at the start of each game chosen freely, where not selfplay.ts OPENING_PLIES. */
  opening?: number;
  /** A cell of a reading's rule-effect map, as `<rule>-<value>` (stalls). */
  map?: string;
}

/** One part of a run split over machines: the k-th (index, from 1) of count parts. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

export type FlagName =
  | 'preset'
  | 'set'
  | 'depth'
  | 'layout'
  | 'position'
  | 'divide'
  | 'games'
  | 'level'
  | 'seed'
  | 'threads'
  | 'max-plies'
  | 'out'
  | 'shard'
  | 'player'
  | 'budget'
  | 'opening'
  | 'map';

/** The flags of the engine scripts (perft's default). */
export const ENGINE_FLAGS: readonly FlagName[] = ['preset', 'set', 'depth', 'layout', 'position', 'divide'];
/** The flags of a self-play run (balance), beside the reading's. */
export const SELFPLAY_FLAGS: readonly FlagName[] = [
  'games',
  'level',
  'seed',
  'threads',
  'max-plies',
  'out',
  'shard',
  'player',
  'budget',
  'opening',
];
/** Every flag any script takes (stalls' --map besides the others). */
export const ALL_FLAGS: readonly FlagName[] = [...ENGINE_FLAGS, ...SELFPLAY_FLAGS, 'map'];

export class UsageError extends Error {
  override name = 'UsageError';
}

const TAKES_VALUE: Readonly<Record<FlagName, boolean>> = {
  preset: true,
  set: true,
  depth: true,
  layout: true,
  position: true,
  divide: false,
  games: true,
  level: true,
  seed: true,
  threads: true,
  'max-plies': true,
  out: true,
  shard: true,
  player: true,
  budget: true,
  opening: true,
  map: true,
};

/** "3/8" as the 3rd of 8 parts. */
function shardOf(raw: string): Shard {
  const v = raw.trim();
  const m = /^(\d+)\/(\d+)$/.exec(v);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(count) || index < 1 || index > count)
    throw new UsageError(`--shard takes k/n, the k-th of n parts with 1 ≤ k ≤ n (like 3/8), not "${v}".`);
  return { index, count };
}

/** A whole number for --name, at least min. */
function wholeNumber(name: FlagName, raw: string, min: number): number {
  const v = raw.trim();
  const n = Number(v);
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < min) throw new UsageError(`--${name} takes a whole number ≥ ${min}, not "${v}".`);
  return n;
}

const isFlagName = (s: string): s is FlagName => (ALL_FLAGS as readonly string[]).includes(s);

/** Parses argv (without the node and script entries). Throws UsageError on bad input. */
export function parseCli(argv: readonly string[], allowed: readonly FlagName[] = ENGINE_FLAGS): CliArgs {
  const out: CliArgs = { set: [], divide: false };
  const seen = new Set<FlagName>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg}": every option is a --flag.`);
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    if (!isFlagName(name) || !allowed.includes(name))
      throw new UsageError(`Unknown option "--${name}"; this script takes ${allowed.map((f) => `--${f}`).join(', ')}.`);
    let value: string | undefined;
    if (TAKES_VALUE[name]) {
      if (eq >= 0) value = arg.slice(eq + 1);
      else {
        value = argv[i + 1];
        if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value.`);
        i++;
      }
      if (value.trim() === '') throw new UsageError(`--${name} needs a non-empty value.`);
    } else if (eq >= 0) {
      throw new UsageError(`--${name} takes no value.`);
    }
    if (name !== 'set' && seen.has(name)) throw new UsageError(`--${name} is given twice.`);
    seen.add(name);
    switch (name) {
      case 'preset':
        out.preset = value!.trim();
        break;
      case 'set': {
        const v = value!.trim();
        const k = v.indexOf('=');
        if (k <= 0 || k === v.length - 1) throw new UsageError(`--set takes key=value (like kingGoal=edge), not "${v}".`);
        out.set.push([v.slice(0, k).trim(), v.slice(k + 1).trim()]);
        break;
      }
      case 'depth':
        out.depth = wholeNumber(name, value!, 0);
        break;
      case 'games':
        out.games = wholeNumber(name, value!, 1);
        break;
      case 'seed':
        out.seed = wholeNumber(name, value!, 0);
        break;
      case 'threads':
        out.threads = wholeNumber(name, value!, 1);
        break;
      case 'max-plies':
        out.maxPlies = wholeNumber(name, value!, 1);
        break;
      case 'opening':
        out.opening = wholeNumber(name, value!, 0);
        break;
      case 'level':
        out.level = value!.trim();
        break;
      case 'out':
        out.out = value!.trim();
        break;
      case 'shard':
        out.shard = shardOf(value!);
        break;
      case 'player':
        out.player = value!.trim();
        break;
      case 'map':
        out.map = value!.trim();
        break;
      case 'budget': {
        const v = value!.trim();
        const f = Number(v);
        if (!/^\d+(\.\d+)?$/.test(v) || !(f > 0))
          throw new UsageError(`--budget takes a multiple of the level's budget greater than 0 (like 0.5), not "${v}".`);
        out.budget = f;
        break;
      }
      case 'layout':
        out.layout = value!.trim();
        break;
      case 'position':
        out.position = value!.trim();
        break;
      case 'divide':
        out.divide = true;
        break;
    }
  }
  if (out.layout !== undefined && out.position !== undefined) throw new UsageError('Give either --layout or --position, not both.');
  return out;
}

/** Whether `arg` is the flag `--name`, alone or as `--name=value`. */
export const isFlag = (arg: string, name: FlagName): boolean => arg === `--${name}` || arg.startsWith(`--${name}=`);

/** The arguments without the flag `--name` and its value (`--name value` or `--name=value`). */
export const withoutFlag = (argv: readonly string[], name: FlagName): string[] =>
  argv.filter((a, i) => !(isFlag(a, name) || argv[i - 1] === `--${name}`));

/** True when the module at `moduleUrl` (its import.meta.url) is the script being run, not imported (as by the tests). */
export function isEntry(moduleUrl: string): boolean {
  try {
    const entry = process.argv[1];
    return entry !== undefined && realpathSync(entry) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/** Prints a one-line error, then the usage line if given, and exits with code 2. */
export function fail(message: string, usage?: string): never {
  process.stderr.write(`error: ${message}\n`);
  if (usage) process.stderr.write(`usage: ${usage}\n`);
  process.exit(2);
}

/** parseCli on process.argv, exiting with code 2 on bad input. */
export function parseCliOrExit(usage: string, allowed: readonly FlagName[] = ENGINE_FLAGS, argv = process.argv.slice(2)): CliArgs {
  try {
    return parseCli(argv, allowed);
  } catch (e) {
    if (e instanceof UsageError) fail(e.message, usage);
    throw e;
  }
}
