/**
 * npm run stalls -- --preset <id> [--player <other-eval|deeper> | --map <rule>-<value>] [--games <n>]
 *
 * Why a reading's self-play games stop at the move limit: replays, from the reading's shipped result
 * (src/data/balance/<preset>.json, with --player the other computer player's in
 * src/data/balance/players/, with --map a cell of its rule-effect map in src/data/balance/map/), up to n of the games that reached the limit (their seeds are known from
 * the file's lengths, game i having seed s + i), with the very job the file's recorded command plays,
 * and prints for each where the king stands at the end, whether he is on the board's edge, how often
 * the last position had been seen, and how many different positions the last 100 moves passed through.
 * A game that circles through few positions with the king on the edge is a blockade that the rules
 * give neither side a way to break.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBalance } from '../src/ai/selfplay/balance';
import { buildGame } from '../src/ai/play/game-spec';
import { isPlayerId } from '../src/ai/selfplay/players';
import { playSelfGame } from '../src/ai/selfplay/selfplay';
import { loadPolicy } from '../src/ai/policy/policies';
import { DATA_DIR, MAP_DIR, PLAYERS_DIR, argsOfCommand, planBalance } from './balance';
import { readFromDisk } from './network-files';
import { fail, parseCliOrExit } from './cli-args';

const USAGE = 'npm run stalls -- --preset <id> [--player <other-eval|deeper> | --map <rule>-<value>] [--games <n>]';
const args = parseCliOrExit(USAGE, ['preset', 'games', 'player', 'map']);
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
}
process.stdout.write(`\n${onEdge} of ${take.length} ended with the king on the edge.\n`);
