/**
 * Once: converts the shipped Copenhagen network from format 1 (tensors in base64 inside the JSON,
 * src/ai/policy/networks/copenhagen-base64.json) to format 2 (copenhagen.json, the metadata, and
 * copenhagen.bin, the tensors' bytes). Nothing is retrained: the bytes are the base64's own.
 * Run with `npx tsx scripts/convert-policy.ts`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Base64PolicyFile, convertBase64Policy, parsePolicy } from '../src/ai/policy/policy-net';
import { writePolicyFiles } from './network-files';

const dir = fileURLToPath(new URL('../src/ai/policy/networks/', import.meta.url));
const old = JSON.parse(readFileSync(`${dir}copenhagen-base64.json`, 'utf8')) as Base64PolicyFile;
const converted = convertBase64Policy(old);
const checked = parsePolicy(JSON.parse(JSON.stringify(converted.file)), converted.bytes);
if (!checked.ok) throw new Error(`The converted network does not read back: ${checked.error.message}`);
const bin = writePolicyFiles(`${dir}copenhagen.json`, checked.value);
console.log(`wrote ${dir}copenhagen.json and ${bin} (${converted.bytes.length} bytes)`);
