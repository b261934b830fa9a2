/**
 * npm run stalls -- --preset <id> [--player <other-eval|deeper> | --map <rule>-<value>] [--games <n>] [--depth <d>]
 *
 * Why a reading's self-play games stop at the move limit: replays, from the reading's shipped result
 * (src/data/balance/<preset>.json, with --player the other computer player's in
 * src/data/balance/players/, with --map a cell of its rule-effect map in src/data/balance/map/), up to n of the games that reached the limit (their seeds are known from
 * the file's lengths, game i having seed s + i), with the very job the file's recorded command plays,
 * and prints for each the last position (in the site's position notation), where the king stands, whether he is on the board's edge, how often
 * the last position had been seen, and how many different positions the last 100 moves passed through.
 * With --depth d it also searches each last position, with its history, to depth d (at most PROOF_NODES
 * positions) and says whether the search proves a forced win for either side and in how many moves.
 * A game that circles through few positions with the king on the edge, and that no search proves won,
 * may be a blockade the rules give neither side a way to break; a game the search proves won was lost
 * by the computer player's horizon, not by the rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBalance } from '../src/ai/selfplay/balance';
import { type BuiltGame, buildGame } from '../src/ai/play/game-spec';
import { isPlayerId } from '../src/ai/selfplay/players';
import { playSelfGame } from '../src/ai/selfplay/selfplay';
import { loadPolicy } from '../src/ai/policy/policies';
import { DATA_DIR, MAP_DIR, PLAYERS_DIR, argsOfCommand, planBalance } from './balance';
import { readFromDisk } from './network-files';
import { fail, parseCliOrExit } from './cli-args';
import { lineCurrent, lineFrom, notation, replayMoves } from '../src/engine';
import { think } from '../src/ai/play/think';
import { mateIn } from '../src/ai/search/search';

/**
 * The most positions one proof search may visit: enough for the forced captures of a lone king found in
 * the Viking reading's stalled games (within 10 moves, in at most 1.75 million positions), and a bound of
 * 20 to 40 s a position on one core where nothing is proved.
 */
const PROOF_NODES = 2_000_000;

const USAGE = 'npm run stalls -- --preset <id> [--player <other-eval|deeper> | --map <rule>-<value>] [--games <n>] [--depth <d>]';
const args = parseCliOrExit(USAGE, ['preset', 'games', 'player', 'map', 'depth']);
if (args.depth === 0) fail('--depth is how deep to search each last position: a whole number of at least 1.', USAGE);
if (!args.preset) fail('--preset is required.', USAGE);
const player = args.player;
if (player !== undefined && (!isPlayerId(player) || player === 'club'))
  fail(`--player names another computer player than the club level: other-eval or deeper, not "${player}".`, USAGE);
if (player !== undefined && args.map !== undefined) fail('Give either --player or --map, not both.', USAGE);
const path = player
  ? join(PLAYERS_DIR, `${args.preset}.${player}.json`)
  : args.map !== undefined
    ? join(MAP_DIR, `${args.preset}.${args.map}.json`)
    : join(DATA_DIR, `${args.preset}.json`);
const whose = player ? ` by the ${player} player` : args.map !== undefined ? ` with the map's change ${args.map}` : '';
let text: string;
try {
  text = readFileSync(path, 'utf8');
} catch {
  fail(`There is no shipped result for "${args.preset}"${whose} in src/data/balance/.`, USAGE);
}
const parsed = parseBalance(JSON.parse(text));
if (!parsed.ok) fail(parsed.error.message);
const file = parsed.value;
const seeds = file.tally.lengths.flatMap((l, i) => (l >= file.maxPlies ? [file.seed + i] : []));
const take = seeds.slice(0, args.games ?? 5);
process.stdout.write(
  `${args.preset}${(player ?? args.map) !== undefined ? ` (${player ?? args.map})` : ''}: ${seeds.length} of ${file.tally.games} games reached ${file.maxPlies} moves; replaying ${take.length}\n\n`,
);
// The job the file's own command plays: its player, budget, rules and layout.
const recorded = argsOfCommand(file.command);
if (!recorded) fail(`The file's command "${file.command}" is not an "npm run balance -- …" command line.`);
const { job } = planBalance(recorded, { cores: 1 });
const first = buildGame(job.spec);
if (!first.ok) fail(first.error.message);
// The club level consults the move-prediction network where the rules have one: load it first.
await loadPolicy(first.value.game.c, readFromDisk);
let onEdge = 0;
let searched = 0;
const proved = { attackers: 0, defenders: 0 };
for (const seed of take) {
  const built = buildGame(job.spec);
  if (!built.ok) fail(built.error.message);
  const keys: number[] = [];
  const moves: number[] = [];
  const g = playSelfGame(job, seed, (m) => moves.push(m));
  if (!g.ok || g.value.reason !== 'move-limit') {
    process.stdout.write(`seed ${seed}: did not reach the limit when played again (${g.ok ? g.value.reason : g.error.message})\n`);
    continue;
  }
  const game = built.value.game;
  for (const m of moves) {
    game.make(m);
    keys.push(game.key());
  }
  const last = keys.at(-1)!;
  const seen = keys.filter((k) => k === last).length;
  const distinct = new Set(keys.slice(-100)).size;
  const edge = game.king >= 0 && game.c.geo.isEdge[game.king] === 1;
  if (edge) onEdge++;
  process.stdout.write(
    `seed ${seed}: king on ${game.king >= 0 ? game.c.geo.names[game.king] : '–'}${edge ? ' (the edge)' : ''}; last position seen ${seen} times; ${distinct} positions in the last 100 moves; ${game.attackers} attackers, ${game.defenders} defenders\n`,
  );
  process.stdout.write(`  last position: ${lastPosition(moves)}\n`);
  if (args.depth !== undefined) {
    searched++;
    process.stdout.write(`  ${prove(built.value, args.depth)}\n`);
  }
}
process.stdout.write(`\n${onEdge} of ${take.length} ended with the king on the edge.\n`);
if (args.depth !== undefined)
  process.stdout.write(
    `A search to depth ${args.depth} proves a forced win in ${proved.attackers + proved.defenders} of ${searched} (for the attackers ${proved.attackers}, for the defenders ${proved.defenders}).\n`,
  );

/** The position the game stopped in, as the site's position notation writes it (paste it into /play's editor). */
function lastPosition(played: readonly number[]): string {
  const start = notation.parsePosition(job.spec.start, job.spec.rules);
  if (!start.ok) fail(start.error.message);
  const replayed = replayMoves(lineFrom(start.value), played);
  if (replayed.stopped) fail(replayed.stopped.error.message);
  return notation.makePosition(lineCurrent(replayed.line));
}

/**
 * Searches the game's last position (the replayed game, with its history) to `depth`, at most PROOF_NODES
 * positions, with the hand-set evaluation, which needs no network: a proof does not depend on the
 * evaluation, only how soon the search finds it.
 */
function prove(b: BuiltGame, depth: number): string {
  const toMove = b.game.sideToMove;
  const r = think(b, { limits: { depth, nodes: PROOF_NODES }, seed: 1, weights: 'hand-set' });
  const plies = mateIn(r.score);
  const reached = `searched to depth ${r.depth} (${r.nodes.toLocaleString('en')} positions)`;
  if (plies === null) return `${reached}: no forced win for either side`;
  const winner = plies > 0 ? toMove : toMove === 'attackers' ? 'defenders' : 'attackers';
  proved[winner]++;
  return `${reached}: the ${winner} win by force within ${Math.abs(plies)} moves`;
}
