/**
 * Serves the built site (dist/) on 127.0.0.1 at a free port for the browser tests, and hands its base
 * URL to the tests with vitest's provide/inject (`inject('baseUrl')`, e.g. "http://127.0.0.1:41234").
 * A directory is served by its index.html; anything else that is not a file is a 404, answered with the
 * site's 404.html where it has one. Every response carries the headers that the site's `_headers` file
 * (public/_headers, copied into dist/) gives its path, as a host that reads the file would send them
 * (headers-file.test-support.ts); the file itself is not served, as hosts do not serve it.
 *
 * What is served is a copy of dist/ taken when the run starts, so an `astro build` started meanwhile
 * (which empties dist/ first) cannot pull pages out from under a running test.
 */
import { cpSync, createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type HeaderRule, headersFor, readHeadersFile } from './headers-file.test-support';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The directory served (the snapshot of dist/): the offline test changes sw.js in it, as a new deployment would. */
    servedDir: string;
  }
}

/** The built site; DIST_DIR points elsewhere (e.g. a build made with `astro build --outDir`). */
const DIST = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : resolve(import.meta.dirname, '..', '..', 'dist');
/** Screenshots from an earlier run are removed, so the folder shows this run's only (see browser.test-support.ts). */
const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');
/** The directory served: a snapshot of DIST made in setup(). */
let root = DIST;
/** The served site's `_headers` rules (read in setup()). */
let headerRules: HeaderRule[] = [];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};
const isDir = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** The file in the served root that a URL path names, or null (outside it, missing, or a directory without index.html). */
export function resolvePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return null;
  if (isFile(path)) return path;
  if (isDir(path) && isFile(join(path, 'index.html'))) return join(path, 'index.html');
  return null;
}

function startServer(): Promise<Server> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const file = (req.method === 'GET' || req.method === 'HEAD') && pathname !== '/_headers' ? resolvePath(pathname) : null;
    const host = headersFor(headerRules, pathname);
    if (!file) {
      // As static hosts do: the site's own 404 page where it has one, with the 404 status.
      const notFound = join(root, '404.html');
      if (isFile(notFound)) {
        res.writeHead(404, { ...host, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        createReadStream(notFound).pipe(res);
        return;
      }
      res.writeHead(404, { ...host, 'content-type': 'text/plain; charset=utf-8' });
      res.end(`404: ${pathname}\n`);
      return;
    }
    // The build names each script and style under /_astro/ by a hash of its content, so a name never
    // changes what it holds: the browser may keep them (a host may serve them so too), and a page of the
    // same tab reuses them compiled instead of fetching and compiling them again (the browser tests took
    // 530 s of CPU against 632 s with every response `no-store`, one run each). Everything else,
    // pages and the service worker among them, is fetched anew each time.
    res.writeHead(200, {
      ...host,
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      'cache-control': pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-store',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    // Port 0: the system picks a free port. Bound to the loopback address only.
    server.listen(0, '127.0.0.1', () => ok(server));
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!isFile(join(DIST, 'index.html'))) {
    throw new Error(`No built site at ${DIST}: run \`astro build\` (npm run build) before the browser tests.`);
  }
  rmSync(SCREENSHOTS, { recursive: true, force: true });
  const snapshot = mkdtempSync(join(tmpdir(), 'browser-tests-dist-'));
  let server: Server;
  try {
    cpSync(DIST, snapshot, { recursive: true });
    root = snapshot;
    headerRules = readHeadersFile(join(root, '_headers'));
    server = await startServer();
  } catch (err) {
    rmSync(snapshot, { recursive: true, force: true });
    root = DIST;
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  project.provide('baseUrl', baseUrl);
  project.provide('servedDir', snapshot);
  process.env.BROWSER_TEST_BASE_URL = baseUrl;
  return async () => {
    await new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    });
    rmSync(snapshot, { recursive: true, force: true });
    root = DIST;
  };
}
