/**
 * The search's speed, the AI half of `npm run bench` (run after the engine tables by scripts/bench.ts):
 * - search nodes per second on 11×11 and 19×19: fixed node budgets from seeded positions;
 * - the depth the AI completes in 1 second from each Alea reading's start;
 * - self-play throughput at the lab's level on two worker threads (the lab's and the balance
 *   command's own code path), in Alea games per minute.
 * Printed as tables; times are wall-clock on this machine, so read them as ratios within one run.
 */
import { performance } from 'node:perf_hooks';
import { PRESET_IDS, startPosition } from '../src/engine';
import { MAX_MOVES, mulberry32 } from '../src/engine/core';
import { buildGame, specOf, type BuiltGame } from '../src/ai/play/game-spec';
import { LAB_LEVEL } from '../src/ai/play/levels';
import { think } from '../src/ai/play/think';
import { planBalance, playGames } from './balance';

const TARGET_NPS_11 = 500_000;
const TARGET_DEPTH_19 = 4;
const TARGET_GAMES_PER_MIN = 100;
const NODES_PER_SEARCH = 60_000;
const POSITIONS = 4;

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

export function table(title: string, head: readonly string[], body: readonly (readonly string[])[]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\n### ${title}\n`);
  console.log(line(head));
  console.log(`| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const b of body) console.log(line(b));
}

function positions(preset: string): BuiltGame[] {
  const start = startPosition(preset);
  if (!start.ok) throw new Error(start.error.message);
  const out: BuiltGame[] = [];
  const buf = new Int32Array(MAX_MOVES);
  for (let i = 0; i < POSITIONS; i++) {
    const b = buildGame(specOf(start.value));
    if (!b.ok) throw new Error(b.error.message);
    const rnd = mulberry32(0xb1 + i * 31);
    for (let p = 0; p < i * 8; p++) {
      const n = b.value.game.generate(buf);
      if (n === 0) break;
      b.value.game.make(buf[rnd() % n]!);
      if (b.value.game.outcomeCode !== 0) {
        b.value.game.unmake();
        break;
      }
    }
    out.push(b.value);
  }
  return out;
}

export async function runAiBench(only?: string): Promise<void> {
  const pick = (ids: readonly string[]) => ids.filter((id) => only === undefined || id === only);
  console.log(`\nAI bench: ${fmt(NODES_PER_SEARCH)}-node searches from ${POSITIONS} seeded positions per preset (plies 0, 8, 16, 24)`);

  const npsRows: string[][] = [];
  const elevenRates: number[] = [];
  for (const [title, ids] of [
    ['11×11', pick(['copenhagen', 'tawlbwrdd', 'fetlar'])],
    ['19×19', pick(PRESET_IDS.filter((id) => id.startsWith('alea-')))],
  ] as const) {
    for (const id of ids) {
      const games = positions(id);
      think(games[0]!, { limits: { nodes: 5000 }, seed: 1 }); // warm-up
      let nodes = 0;
      let depth = 0;
      const t0 = performance.now();
      for (const [i, b] of games.entries()) {
        const r = think(b, { limits: { nodes: NODES_PER_SEARCH }, seed: i + 1 });
        nodes += r.nodes;
        depth += r.depth;
      }
      const nps = (nodes / (performance.now() - t0)) * 1000;
      if (title === '11×11') elevenRates.push(nps);
      npsRows.push([id, title, fmt(nps), (depth / games.length).toFixed(1)]);
    }
  }
  if (npsRows.length > 0) table('search speed', ['preset', 'size', 'nodes/s', `mean depth in ${fmt(NODES_PER_SEARCH)} nodes`], npsRows);

  const depthRows: string[][] = [];
  const depths: number[] = [];
  for (const id of pick(PRESET_IDS.filter((p) => p.startsWith('alea-')))) {
    const start = startPosition(id);
    if (!start.ok) throw new Error(start.error.message);
    const b = buildGame(specOf(start.value));
    if (!b.ok) throw new Error(b.error.message);
    const r = think(b.value, { limits: { timeMs: 1000 }, seed: 1, now: () => performance.now() });
    depths.push(r.depth);
    depthRows.push([id, String(r.depth), fmt(r.nodes)]);
  }
  if (depthRows.length > 0) table('depth completed in 1 s from the start (19×19)', ['preset', 'depth', 'nodes'], depthRows);

  const alea = pick(PRESET_IDS.filter((p) => p.startsWith('alea-')));
  const gameRows: string[][] = [];
  let games = 0;
  let seconds = 0;
  let limit = 0;
  for (const id of alea) {
    const plan = planBalance(['--preset', id, '--games', '4', '--level', LAB_LEVEL, '--seed', '1', '--threads', '2', '--out', '/dev/null']);
    limit = plan.job.maxPlies;
    const t0 = performance.now();
    const played = await playGames(plan);
    const s = (performance.now() - t0) / 1000;
    games += played.length;
    seconds += s;
    const plies = played.reduce((a, g) => a + g.plies, 0) / played.length;
    gameRows.push([id, String(played.length), plies.toFixed(0), s.toFixed(1), ((played.length / s) * 60).toFixed(0)]);
  }
  if (gameRows.length > 0)
    table(
      `self-play at the lab's level (${LAB_LEVEL}), 2 worker threads, ply limit ${limit}`,
      ['preset', 'games', 'mean plies', 'seconds', 'games/min'],
      gameRows,
    );

  console.log('');
  if (elevenRates.length > 0) {
    const mean = elevenRates.reduce((a, b) => a + b, 0) / elevenRates.length;
    console.log(`11×11 search: mean ${fmt(mean)} nodes/s = ${(mean / TARGET_NPS_11).toFixed(2)}× the target of ${fmt(TARGET_NPS_11)}`);
  }
  if (depths.length > 0)
    console.log(`19×19 depth in 1 s: ${Math.min(...depths)} to ${Math.max(...depths)} (target ${TARGET_DEPTH_19} or more)`);
  if (games > 0) {
    const rate = (games / seconds) * 60;
    console.log(
      `Alea self-play: ${rate.toFixed(0)} games/min on 2 threads = ${(rate / TARGET_GAMES_PER_MIN).toFixed(2)}× the target of ${TARGET_GAMES_PER_MIN}`,
    );
  }
}
