/**
 * npm run balance:merge -- <part file>...
 *
 * Makes one self-play result from the parts of a run played with `npm run balance -- … --shard k/n`
 * (on one machine or many): checks that every part of the run is there once and that all are of the
 * same run, then writes the result where the whole run would have written it, the same, game for
 * game, as the run without --shard (scripts/balance-shards.ts), and prints its table. A bad or
 * missing part: one sentence on stderr, exit code 2, and nothing written.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseBalance } from '../src/ai/selfplay/balance';
import { formatBalanceJson, reportOf, shownPath } from './balance';
import { mergeShards, parseShardFile, type ShardFile } from './balance-shards';
import { fail } from './cli-args';

const USAGE = 'npm run balance:merge -- <part file>... (the files that npm run balance -- … --shard k/n wrote)';
const names = process.argv.slice(2);
if (names.length === 0) fail('Name the part files to merge.', USAGE);
const option = names.find((n) => n.startsWith('--'));
if (option !== undefined) fail(`Unknown option "${option}": give only the part files.`, USAGE);

const parts: { name: string; file: ShardFile }[] = [];
for (const name of names) {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(name, 'utf8'));
  } catch (e) {
    fail(`${name} cannot be read as JSON (${e instanceof Error ? e.message : String(e)}).`, USAGE);
  }
  const parsed = parseShardFile(data, name);
  if (!parsed.ok) fail(parsed.error.message, USAGE);
  parts.push({ name, file: parsed.value });
}
const merged = mergeShards(parts);
if (!merged.ok) fail(merged.error.message, USAGE);
const checked = parseBalance(JSON.parse(JSON.stringify(merged.value)));
if (!checked.ok) fail(`the merged result did not pass its own check: ${checked.error.message}`);
const out = resolve(parts[0]!.file.plan.target);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, formatBalanceJson(merged.value));
process.stdout.write(`${reportOf(merged.value)}\n`);
process.stderr.write(`merged ${parts.length} parts into ${shownPath(out)}\n`);
