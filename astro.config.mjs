// @ts-check
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import AstroPWA from '@vite-pwa/astro';

// A fully static site. Every internal link is built from import.meta.env.BASE_URL, so the built `dist/`
// works at any host, or under a sub-path if `base` is set. `site` is used only where an address must be
// absolute: the canonical link, the social preview tags, the sitemap and robots.txt.
// Deployers: change SITE to the address the site is served from (see README, "Deploying").
const SITE = 'https://alea-evangelii.example.org';

// The site's palette (src/layouts/Base.astro): the header's paper and the page's paper.
const HEADER_PAPER = '#f3eee2';
const PAPER = '#fcfaf4';

/**
 * The offline page: what a reader sees when they follow a link, offline, to an address that was not
 * saved on this device (src/components/pwa/OfflinePage.astro). Built as dist/offline.html, beside
 * 404.html: like the 404 page it is no page of the site in its own right, so it is not in the sitemap
 * nor the search index. Also tells the service worker's generator where the built site ends up: when
 * the output directory is outside the project (`astro build --outDir /tmp/x`), Astro builds into
 * .astro/ first and copies, and the files to precache must be listed where they land.
 * @param {import('@vite-pwa/astro').PwaOptions} pwa the options given to AstroPWA, which comes after.
 */
function offlinePage(pwa) {
  return /** @type {import('astro').AstroIntegration} */ ({
    name: 'alea:offline-page',
    hooks: {
      'astro:config:setup': ({ config, injectRoute }) => {
        pwa.outDir = fileURLToPath(config.outDir);
        injectRoute({ pattern: '/offline', entrypoint: './src/components/pwa/OfflinePage.astro', prerender: true });
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        await mkdir(root, { recursive: true });
        await rename(join(root, 'offline', 'index.html'), join(root, 'offline.html'));
        await rm(join(root, 'offline'), { recursive: true, force: true });
      },
    },
  });
}

/**
 * Every navigation the precache does not answer (the service worker's precache route comes first) goes
 * here. An address without its trailing slash whose page is saved (/play for /play/) is redirected to
 * it, as static hosts do; anything else goes to the network, and if the network fails, the saved
 * offline page answers instead of the browser's error page. Online, a missing page still gets the
 * host's own 404 page.
 * Workbox copies this function into sw.js as text: it may use nothing from this file.
 * @type {import('workbox-core').RouteHandlerCallback}
 */
const navigationHandler = async ({ request, url }) => {
  if (!url.pathname.endsWith('/') && !/\.[^/]*$/.test(url.pathname)) {
    const dir = new URL(`${url.pathname}/${url.search}`, url);
    const saved = await caches.match(new URL('index.html', dir).href, { ignoreSearch: true });
    if (saved) return Response.redirect(dir.href, 301);
  }
  try {
    return await fetch(request);
  } catch (error) {
    // @ts-expect-error: `self` is the service worker's global scope here.
    const offline = await caches.match(new URL('offline.html', self.registration.scope).href, { ignoreSearch: true });
    if (offline) return offline;
    throw error;
  }
};

/**
 * Offline and installable (README, "Offline"): a web app manifest, and a service worker that saves every
 * page and script on the first visit. Registered by src/components/pwa/register.ts, which asks before a
 * new version takes over.
 * @type {import('@vite-pwa/astro').PwaOptions}
 */
const pwa = {
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Alea Evangelii: the Game of the Gospels',
    short_name: 'Alea Evangelii',
    description: 'Understand, test and play the reconstructed rules of Alea Evangelii and its tafl family.',
    lang: 'en',
    display: 'standalone',
    theme_color: HEADER_PAPER,
    background_color: PAPER,
    // start_url and scope default to `base`.
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Saved on the first visit: every page, script, style sheet and worker, the AI's move-prediction
    // networks (_astro/*.bin, fetched by the worker), the offline page, the icons and the manifest
    // (added by the plugin). Not the social preview image, nor the 404 page.
    globPatterns: ['**/*.{html,js,css,svg,woff2,bin}', 'icons/*.png'],
    globIgnores: ['404.html', 'pagefind/**'],
    // The entries keep their file names (play/index.html): the default of @vite-pwa/astro renames
    // them to "play", which /play/ would then miss.
    manifestTransforms: [],
    // /play/ is found as play/index.html; /play by navigationHandler.
    directoryIndex: 'index.html',
    // A query never changes a static page: /play/?r=brandubh is the saved play/index.html.
    ignoreURLParametersMatching: [/./],
    // No single page stands in for every address (that would hide the 404 page online).
    navigateFallback: null,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: navigationHandler,
      },
      {
        // The search index (written by Pagefind after the build, so not precached): what a search
        // has fetched is kept, and used when the network is gone.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/pagefind/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pagefind',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 400 },
          // Pagefind asks for pagefind-entry.json?ts=<now> each time: keep one copy, under its plain address.
          plugins: [
            {
              cacheKeyWillBeUsed: async ({ request }) => {
                const key = new URL(request.url);
                key.search = '';
                return key.href;
              },
            },
          ],
        },
      },
    ],
  },
};

/**
 * The content security policy. Astro writes it into a <meta http-equiv="content-security-policy"> on every
 * page, with the hashes of the scripts and styles it emits itself (its inline scripts, the islands' loader,
 * its inline style sheets), so no inline script or style runs unless Astro made it: no 'unsafe-inline',
 * for scripts nor for styles. What that asks of the site:
 *   - no style="" attribute in the built HTML (a hash cannot allow one): Markdown code blocks are not
 *     highlighted (Shiki writes colours as style attributes), an island sets a custom property through
 *     the CSSOM (el.style.setProperty, which the policy allows), and a page with a value of its own
 *     puts it in a <style> element whose hash it adds with Astro.csp.insertStyleHash;
 *   - scripts only from the site itself: the islands, the AI's module worker, Pagefind's script and its
 *     worker (which compiles Pagefind's WebAssembly in the worker, whose own policy is the host's headers,
 *     so script-src needs no 'wasm-unsafe-eval'), the service worker.
 * A meta tag cannot carry frame-ancestors: who may frame a page is said by the host's headers,
 * public/_headers (the README's "Deploying").
 * @type {NonNullable<import('astro').AstroUserConfig['experimental']>['csp']}
 */
const CSP = {
  directives: [
    "default-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ],
  scriptDirective: { resources: ["'self'"] },
};

/**
 * Every code block of an essay takes the keyboard focus (tabindex="0"), as Shiki's blocks do: one wider
 * than a phone scrolls sideways, and a reader without a pointer must be able to scroll it. The blocks
 * are board diagrams drawn in letters and commands, not prose: they are left out of the search index
 * (data-pagefind-ignore), so that no excerpt is a run of dots and file letters.
 */
function focusableCodeBlocks() {
  /** @param {{ type: string; tagName?: string; properties?: object; children?: any[] }} node */
  const walk = (node) => {
    if (node.type === 'element' && node.tagName === 'pre')
      node.properties = { ...node.properties, tabIndex: 0, 'data-pagefind-ignore': 'all' };
    for (const child of node.children ?? []) walk(child);
  };
  return walk;
}

export default defineConfig({
  site: SITE,
  output: 'static',
  integrations: [
    mdx(),
    preact(),
    // The sitemap lists every page but the 404 page, the offline page and the embed (a frame for other
    // sites, kept out of search engines), none of them a page of the site in its own right.
    sitemap({ filter: (page) => !/\/(404|offline|embed)\/?$/.test(new URL(page).pathname) }),
    offlinePage(pwa),
    AstroPWA(pwa),
  ],
  trailingSlash: 'ignore',
  build: {
    format: 'directory',
    // Style sheets are files, never inlined into the page: Astro leaves the hashes of inlined styles of
    // components used in the essays' MDX out of the content security policy (CSP above), and a file
    // from the site itself needs no hash.
    inlineStylesheets: 'never',
  },
  // The AI runs in a module worker (src/ai/runtime/worker.ts), bundled as its own chunk.
  vite: {
    worker: { format: 'es' },
  },
  markdown: {
    // Code blocks are plain <pre><code>, styled by the site's CSS: Shiki's highlighting writes its colours
    // as style="" attributes, which the content security policy refuses (CSP above).
    syntaxHighlight: false,
    rehypePlugins: [focusableCodeBlocks],
  },
  experimental: {
    csp: CSP,
  },
});
