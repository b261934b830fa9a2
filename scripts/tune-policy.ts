/**
 * npm run tune:policy -- --family <copenhagen|brandubh> --seed <s> [--epochs <n>] [--channels <n>] [--blocks <n>] [--threads <n>] [--out <file>]
 *
 * Trains the move-prediction network (src/ai/policy/policy-net.ts) on people's moves and writes
 * src/ai/policy/networks/<family>.json (the metadata) and <family>.bin (the tensors' bytes), which the
 * AI reads (src/ai/policy/policies.ts); `--out x.json` writes x.json and x.bin instead:
 * 1. every position of the aagenielsen.dk games (tests/data/human-games/) is written with its planes
 *    (src/ai/policy/policy-planes.ts), its legal moves and the move the person played into
 *    .cache/policy/<family>/; one game in five (by line) is held out, as for the evaluation's weights;
 * 2. scripts/train-policy.py fits the network with PyTorch (Debian's python3-torch; `PYTHON` names
 *    another interpreter);
 * 3. the network is measured here with the site's own inference on every held-out position (how
 *    often its favourite is the person's move, and the log-loss of the person's move), and the
 *    metadata records the command, the data, the seed and these metrics.
 * Games lost on time and unfinished games are kept: their moves are people's moves all the same.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { moveFrom, moveTo } from '../src/engine';
import { type Game, MAX_MOVES } from '../src/engine/core';
import { type PolicyFile, POLICY_FORMAT, PolicyNet, parsePolicy } from '../src/ai/policy/policy-net';
import { writePolicyFiles } from './network-files';
import { PLANE_NAMES, PLANES, planeIndex, planesOf } from '../src/ai/policy/policy-planes';
import { FAMILY_NAMES } from '../src/ai/selfplay/players';
import { eachPosition, HUMAN_SOURCES, isHeldOut, readGames } from './human-positions';
import { humanStart, replayHuman } from './analysis/human-games';

export const TUNE_POLICY_USAGE =
  'npm run tune:policy -- --family <copenhagen|brandubh> --seed <s> [--epochs <n>] [--channels <n>] [--blocks <n>] [--threads <n>] [--out <file>]';

type HumanFamily = keyof typeof HUMAN_SOURCES;

interface Dataset {
  readonly dir: string;
  readonly positions: number;
  readonly held: number;
  readonly games: [number, number];
  readonly size: number;
}

/** Writes every position of the family's games, with its planes, legal moves and the person's move. */
function writeDataset(family: HumanFamily, dir: string): Dataset {
  const source = HUMAN_SOURCES[family];
  const games = readGames(source);
  const bits: Uint8Array[] = [];
  const moves: number[] = [];
  const legal: number[] = [];
  const offsets: number[] = [0];
  const held: number[] = [];
  const used = [new Set<number>(), new Set<number>()] as const;
  const buf = new Int32Array(MAX_MOVES);
  let size = 0;
  let planes = new Float32Array(0);
  for (const record of games) {
    replayHuman(humanStart(source.preset, source.patch), record, (g: Game, _ply, move) => {
      size = g.c.geo.size;
      const S = size * size;
      if (planes.length !== PLANES * S) planes = new Float32Array(PLANES * S);
      planesOf(g, planes);
      const packed = new Uint8Array(Math.ceil((PLANES * S) / 8));
      for (let i = 0; i < PLANES * S; i++) if (planes[i]) packed[i >> 3]! |= 0x80 >> (i & 7);
      bits.push(packed);
      moves.push(planeIndex(g, moveFrom(move)), planeIndex(g, moveTo(move)));
      const n = g.generate(buf);
      for (let i = 0; i < n; i++) legal.push(planeIndex(g, moveFrom(buf[i]!)) * S + planeIndex(g, moveTo(buf[i]!)));
      offsets.push(legal.length);
      held.push(isHeldOut(record) ? 1 : 0);
      used[isHeldOut(record) ? 1 : 0].add(record.line);
    });
  }
  mkdirSync(dir, { recursive: true });
  const all = new Uint8Array(bits.length * bits[0]!.length);
  for (const [i, b] of bits.entries()) all.set(b, i * b.length);
  writeFileSync(`${dir}/planes.bits`, all);
  writeFileSync(`${dir}/moves.i32`, new Uint8Array(Int32Array.from(moves).buffer));
  writeFileSync(`${dir}/legal.i32`, new Uint8Array(Int32Array.from(legal).buffer));
  writeFileSync(`${dir}/legal-offsets.i32`, new Uint8Array(Int32Array.from(offsets).buffer));
  writeFileSync(`${dir}/held.u8`, Uint8Array.from(held));
  writeFileSync(`${dir}/meta.json`, JSON.stringify({ family, size, planes: PLANE_NAMES, positions: bits.length }));
  return { dir, positions: bits.length, held: held.filter(Boolean).length, games: [used[0].size, used[1].size], size };
}

/** How often the network's favourite is the person's move, and the log-loss of the person's move, on held-out positions. */
export function measurePolicy(
  net: PolicyNet,
  family: HumanFamily,
  finishedOnly: boolean,
): { positions: number; top1: number; logLoss: number } {
  const source = HUMAN_SOURCES[family];
  const games = readGames(source).filter(isHeldOut);
  const buf = new Int32Array(MAX_MOVES);
  const lp = new Float64Array(MAX_MOVES);
  let positions = 0;
  let right = 0;
  let loss = 0;
  const visit = (g: Game, move: number): void => {
    const n = g.generate(buf);
    net.priors(g, buf, n, lp);
    let best = 0;
    let mine = -1;
    for (let i = 0; i < n; i++) {
      if (lp[i]! > lp[best]!) best = i;
      if (buf[i] === move) mine = i;
    }
    positions++;
    if (best === mine) right++;
    loss -= lp[mine]!;
  };
  if (finishedOnly) eachPosition(source, games, (g, move) => visit(g, move));
  else for (const record of games) replayHuman(humanStart(source.preset, source.patch), record, (g, _ply, move) => visit(g, move));
  return { positions, top1: right / positions, logLoss: loss / positions };
}

async function main(argv: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      family: { type: 'string' },
      seed: { type: 'string' },
      epochs: { type: 'string' },
      channels: { type: 'string' },
      blocks: { type: 'string' },
      threads: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const family = values.family as HumanFamily;
  if (!(family in HUMAN_SOURCES)) throw new Error(`--family must be ${Object.keys(HUMAN_SOURCES).join(' or ')}.`);
  const whole = (name: string, v: string | undefined, fallback: number): number => {
    const n = Number(v ?? fallback);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number of at least 1.`);
    return n;
  };
  if (values.seed === undefined) throw new Error('--seed is required.');
  const seed = Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new Error('--seed must be a whole number.');
  const epochs = whole('epochs', values.epochs, 24);
  const channels = whole('channels', values.channels, 64);
  const blocks = whole('blocks', values.blocks, 4);
  const threads = whole('threads', values.threads, 2);
  const t0 = performance.now();
  const root = fileURLToPath(new URL('..', import.meta.url));
  const data = writeDataset(family, `${root}.cache/policy/${family}`);
  console.log(`${data.positions} positions from ${data.games[0] + data.games[1]} games (${data.held} held out) in ${data.dir}`);
  const trained = `${data.dir}/trained.json`;
  const python = process.env.PYTHON ?? 'python3';
  const args = [`${root}scripts/train-policy.py`, '--data', data.dir, '--out', trained, '--seed', String(seed)];
  args.push('--epochs', String(epochs), '--channels', String(channels), '--blocks', String(blocks), '--threads', String(threads));
  const run = spawnSync(python, args, { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`${python} scripts/train-policy.py failed (exit ${run.status ?? run.signal}).`);
  // The tensors' bytes, and where each lies in them (train-policy.py lays them out as the shipped file).
  const bin = new Uint8Array(readFileSync(`${data.dir}/trained.bin`));
  const result = JSON.parse(readFileSync(trained, 'utf8')) as {
    tensors: PolicyFile['tensors'];
    bytes: number;
    history: { epoch: number; trainLoss: number; heldOutTop1: number; heldOutNll: number }[];
    torch: string;
  };
  const last = result.history[result.history.length - 1]!;
  const round = (x: number): number => Number(x.toFixed(4));
  const draft: PolicyFile = {
    format: POLICY_FORMAT,
    family,
    size: data.size,
    planes: PLANE_NAMES,
    channels,
    blocks,
    method: `A residual convolutional network (${channels} channels, ${blocks} blocks) predicting the move people play, trained with PyTorch ${result.torch} for ${epochs} epochs (AdamW, one-cycle learning rate, each batch turned by one of the board's eight symmetries), weights rounded to 8 bits.`,
    command: `npm run tune:policy -- ${argv.join(' ')}`,
    data: `${data.positions - data.held} positions of ${data.games[0]} ${FAMILY_NAMES[family]} games played by people on aagenielsen.dk (tests/data/human-games/${HUMAN_SOURCES[family].file}), unfinished games and games lost on time included; ${data.held} positions of ${data.games[1]} more games (every fifth line) held out.`,
    seed,
    metrics: { trainingHeldOutTop1: round(last.heldOutTop1), trainingHeldOutLogLoss: round(last.heldOutNll) },
    finished: new Date().toISOString(),
    seconds: 0,
    bytes: result.bytes,
    tensors: result.tensors,
  };
  const checked = parsePolicy(draft, bin);
  if (!checked.ok) throw new Error(`The trained network does not read back: ${checked.error.message}`);
  const net = new PolicyNet(checked.value);
  const all = measurePolicy(net, family, false);
  const finished = measurePolicy(net, family, true);
  console.log(`held out, site's inference: top-1 ${(100 * all.top1).toFixed(1)} % of ${all.positions}, log-loss ${all.logLoss.toFixed(3)}`);
  console.log(`held out, finished games: top-1 ${(100 * finished.top1).toFixed(1)} % of ${finished.positions}`);
  const file: PolicyFile = {
    ...draft,
    metrics: {
      ...draft.metrics,
      heldOutPositions: all.positions,
      heldOutTop1: round(all.top1),
      heldOutLogLoss: round(all.logLoss),
      finishedHeldOutPositions: finished.positions,
      finishedHeldOutTop1: round(finished.top1),
    },
    seconds: Math.round((performance.now() - t0) / 1000),
  };
  const path = values.out ?? fileURLToPath(new URL(`../src/ai/policy/networks/${family}.json`, import.meta.url));
  const binPath = writePolicyFiles(path, { file, bytes: bin });
  console.log(`wrote ${path} and ${binPath}`);
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  console.error(`usage: ${TUNE_POLICY_USAGE}`);
  process.exit(2);
});
