/**
 * Writes docs/source-audit.md, the source audit as a table (src/engine/rules/audit/table.ts).
 *   npm run audit:sources            write the file
 *   npm run audit:sources -- --check exit 1 if the file is out of date
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { audit } from '../src/engine';

const out = resolve(import.meta.dirname, '..', 'docs', 'source-audit.md');
const text = audit.auditTable();
if (process.argv.includes('--check')) {
  const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
  if (current !== text) {
    console.error('docs/source-audit.md is out of date: run npm run audit:sources');
    process.exit(1);
  }
  console.log('docs/source-audit.md is up to date');
} else {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  console.log(`wrote ${out}`);
}
