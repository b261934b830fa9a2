/**
 * npm run bench:lighthouse [-- --runs 3] [-- --page /play/ ...] [-- --all]
 *
 * Lighthouse's mobile performance score for the built pages, as a reader's phone would see them:
 * serves dist/ with `astro preview`, runs Lighthouse (its default mobile preset: a mid-range phone's
 * screen, the CPU slowed 4× and a slow 4G network, simulated) `--runs` times on each page in Chromium
 * (the Debian package, /usr/bin/chromium or CHROMIUM_PATH), and prints, for the run with the median
 * score: the score, first and largest contentful paint, total blocking time, layout shift, speed index,
 * and the longest main-thread task Lighthouse saw. `--all` measures every built page.
 *
 * Lighthouse is not one of the project's dependencies (it would add two hundred packages to every
 * install for a benchmark): it is fetched by npx on first use, at a version that runs on Node 20.
 * Run `npm run build` first. Scores move with the machine: compare pages and runs made in one go.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { builtPages, CHROMIUM, CHROMIUM_FLAGS, DEFAULT_PAGES, fail as failWith, preview, printTable, requireBuild } from './site-preview';

const PORT = 4330;
/** The newest Lighthouse whose engines allow Node 20 (13 needs Node 22). */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const USAGE = 'usage: npm run bench:lighthouse [-- --runs <n>] [-- --page <path> ...] [-- --all]';
const fail: (message: string) => never = (message) => failWith(message, USAGE);

let flags: { runs?: string; page?: string[]; all?: boolean };
try {
  flags = parseArgs({ options: { runs: { type: 'string' }, page: { type: 'string', multiple: true }, all: { type: 'boolean' } } }).values;
} catch (e) {
  fail((e as Error).message);
}
const runs = flags.runs === undefined ? 3 : Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) fail(`--runs takes a whole number from 1 to 9, not "${flags.runs}".`);
if (flags.all && flags.page) fail('Give either --all or --page, not both.');
requireBuild(USAGE);
const pages = flags.all ? builtPages() : (flags.page ?? DEFAULT_PAGES);

interface Run {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly si: number;
  readonly longest: number;
}

interface Report {
  readonly categories: { readonly performance: { readonly score: number | null } };
  readonly audits: Record<
    string,
    { readonly numericValue?: number; readonly details?: { readonly items?: readonly { duration?: number }[] } }
  >;
  readonly runtimeError?: { readonly message: string };
}

/** One Lighthouse run on one page. */
function lighthouse(url: string, out: string): Promise<Run> {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    execFile('npx', args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 1 << 24 }, (error, _stdout, stderr) => {
      if (error) return reject(new Error(`Lighthouse failed on ${url}: ${stderr.trim().split('\n').slice(-3).join(' ')}`));
      const r = JSON.parse(readFileSync(out, 'utf8')) as Report;
      if (r.runtimeError) return reject(new Error(`Lighthouse failed on ${url}: ${r.runtimeError.message}`));
      const n = (id: string) => r.audits[id]?.numericValue ?? Number.NaN;
      const tasks = r.audits['long-tasks']?.details?.items ?? [];
      resolve({
        score: Math.round((r.categories.performance.score ?? 0) * 100),
        fcp: n('first-contentful-paint'),
        lcp: n('largest-contentful-paint'),
        tbt: n('total-blocking-time'),
        cls: n('cumulative-layout-shift'),
        si: n('speed-index'),
        longest: Math.max(0, ...tasks.map((t) => t.duration ?? 0)),
      });
    });
  });
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const server = await preview(PORT);
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  const rows: (string | number)[][] = [];
  for (const path of pages) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouse(`http://127.0.0.1:${PORT}${path}`, join(dir, 'report.json')));
    const sorted = [...results].sort((a, b) => a.score - b.score);
    const m = sorted[Math.floor((sorted.length - 1) / 2)]!;
    const row = [
      path,
      m.score,
      results.map((r) => r.score).join(' '),
      seconds(m.fcp),
      seconds(m.lcp),
      Math.round(m.tbt),
      m.cls.toFixed(3),
      seconds(m.si),
      Math.round(m.longest),
    ];
    rows.push(row);
    console.error(`${path}: ${m.score}`);
  }
  console.log(
    `\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset (simulated: CPU slowed 4×, slow 4G), the median of ${runs} run${runs === 1 ? '' : 's'} by score\n`,
  );
  printTable(['page', 'score', 'runs', 'FCP s', 'LCP s', 'blocking ms', 'CLS', 'speed index s', 'longest task ms'], rows);
  const below = rows.filter((r) => (r[1] as number) < 90);
  console.log(
    `\n${rows.length} pages; ${below.length === 0 ? 'every one scores 90 or more' : `${below.length} under 90: ${below.map((r) => r[0]).join(', ')}`}`,
  );
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
