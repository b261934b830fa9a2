/**
 * The move-prediction networks on disk, for Node (the tests, `npm run balance`, `npm run bench:ai`, the
 * tuners): the worker in the browser fetches a network's binary file (src/ai/runtime/worker.ts), Node
 * reads the same file from disk here; src/ai/policy/policies.ts loads and checks both the same way.
 * `npm run tune:policy` writes a network's pair of files here too.
 */
import { readFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { ReadBytes } from '../src/ai/policy/policies';
import type { AiHost } from '../src/ai/runtime/worker-core';
import type { PolicyData } from '../src/ai/policy/policy-net';

/** A network's binary file (named as in src/ai/policy/networks/), read from disk. */
export const readFromDisk: ReadBytes = async (file) => {
  const b = await readFile(new URL(`../src/ai/policy/networks/${file}`, import.meta.url));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
};

/** The AI worker's host in Node (scripts/balance-worker.ts, and the tests' worker in the same thread): networks from disk, Node's clock. */
export const NODE_HOST: AiHost = { read: readFromDisk, now: () => performance.now() };

/** The binary file beside a network's metadata: <family>.json → <family>.bin. */
export const binPathOf = (jsonPath: string): string => `${jsonPath.replace(/\.json$/, '')}.bin`;

/** JSON on one line, with a space after each comma and colon (no string here holds either). */
const oneLine = (v: unknown): string => JSON.stringify(v).replace(/,/g, ', ').replace(/":/g, '": ');

/**
 * The metadata as the shipped files have it: two-space indentation, a list on one line, a line per
 * tensor, so that a review reads the command, the data, the seed and the metrics at a glance.
 */
export function policyJson(data: PolicyData): string {
  const { tensors, ...meta } = data.file;
  const head = JSON.stringify(meta, null, 2)
    .replace(/\[\n[^[\]{}]*?\n\s*\]/g, (list) => oneLine(JSON.parse(list)))
    .replace(/\n}$/, '');
  const lines = Object.entries(tensors).map(([name, t]) => `    ${JSON.stringify(name)}: ${oneLine(t)}`);
  return `${head},\n  "tensors": {\n${lines.join(',\n')}\n  }\n}\n`;
}

/** Writes a network's metadata to `jsonPath` and its bytes beside it; returns the binary file's path. */
export function writePolicyFiles(jsonPath: string, data: PolicyData): string {
  const bin = binPathOf(jsonPath);
  writeFileSync(jsonPath, policyJson(data));
  writeFileSync(bin, data.bytes);
  return bin;
}
