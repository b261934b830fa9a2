/**
 * npm run perft -- --preset <id> --depth <n> [--set key=value]... [--layout <id> | --position "<placement> <a|d>"] [--divide]
 *
 * Counts the leaf positions of the move tree from a start position (see src/engine/perft.ts for
 * the counting convention). Prints a short header, the root moves with --divide, and as its last
 * line exactly `nodes <N>`. Bad arguments or an invalid rule combination: one sentence on stderr,
 * exit code 2.
 */
import { performance } from 'node:perf_hooks';
import { PRESET_IDS, getPreset, startPosition, type Position, type Result, notation } from '../src/engine';
import { toGame, perft, perftDivide } from '../src/engine/core';
import { fail, parseCliOrExit } from './cli-args';

const USAGE = 'npm run perft -- --preset <id> --depth <n> [--set key=value]... [--layout <id> | --position "<placement> <a|d>"] [--divide]';

const args = parseCliOrExit(USAGE);
if (args.preset === undefined) fail(`--preset is required; one of: ${PRESET_IDS.join(', ')}.`, USAGE);
if (args.depth === undefined) fail('--depth is required.', USAGE);
const presetId = args.preset;
const depth = args.depth;
const preset = getPreset(presetId);
if (!preset) fail(`There is no reading called "${presetId}"; one of: ${PRESET_IDS.join(', ')}.`);

// The rules: the preset with the overrides, checked as a rules string would be.
const parsed = notation.parseRules([presetId, ...args.set.map(([k, v]) => `${k}=${v}`)].join(';'));
if (!parsed.ok) fail(parsed.error.message);
const { rules, patch } = parsed.value;

let start: Result<Position>;
let from: string;
if (args.position !== undefined) {
  start = notation.parsePosition(args.position, rules);
  from = 'position';
} else {
  const layout = args.layout ?? preset.layout.value;
  start = startPosition(presetId, { patch, layout });
  from = `layout ${layout}`;
}
if (!start.ok) fail(start.error.message);
const pos = start.value;
const game = toGame(pos);

console.log(`preset   ${preset.id} (${preset.name})`);
console.log(`rules    ${notation.makeRules(rules, presetId)}`);
console.log(`board    ${pos.size}×${pos.size}, ${from}, ${pos.turn} to move`);
if (args.position !== undefined) console.log(`position ${notation.makePosition(pos)}`);
if (pos.outcome) console.log(`note     the game is already over here (${pos.outcome.reason}); the start is a single leaf`);
console.log(`depth    ${depth}`);

const t0 = performance.now();
let nodes: number;
if (args.divide && depth > 0 && !pos.outcome) {
  const entries = perftDivide(game, depth);
  nodes = 0;
  const width = Math.max(...entries.map((e) => e.name.length), 4);
  for (const e of entries) {
    console.log(`${e.name.padEnd(width)} ${e.nodes}`);
    nodes += e.nodes;
  }
  console.log(`moves    ${entries.length}`);
} else {
  nodes = perft(game, depth);
}
const ms = performance.now() - t0;
const rate = ms > 0 ? Math.round((nodes / ms) * 1000) : 0;
console.log(`time     ${ms.toFixed(1)} ms (${rate.toLocaleString('en-US')} nodes/s)`);
console.log(`nodes ${nodes}`);
