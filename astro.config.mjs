// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';

// A fully static site. Every internal link is built from import.meta.env.BASE_URL, so the built `dist/`
// works at any host, or under a sub-path if `base` is set. `site` is used only where an address must be
// absolute: the canonical link, the social preview tags, the sitemap and robots.txt.
// Deployers: change SITE to the address the site is served from (see README, "Deploying").
const SITE = 'https://alea-evangelii.example.org';

export default defineConfig({
  site: SITE,
  output: 'static',
  // The sitemap lists every page but the 404 page.
  integrations: [mdx(), preact(), sitemap({ filter: (page) => !/\/404\/?$/.test(new URL(page).pathname) })],
  trailingSlash: 'ignore',
  build: {
    format: 'directory',
  },
  // The AI runs in a module worker (src/ai/worker.ts), bundled as its own chunk.
  vite: {
    worker: { format: 'es' },
  },
  markdown: {
    shikiConfig: { themes: { light: 'github-light', dark: 'github-dark' } },
  },
});
