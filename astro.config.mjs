// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

// A fully static site. No `site` is set and no link is absolute: every internal link is built from
// import.meta.env.BASE_URL, so the built `dist/` works at any host, or under a sub-path if `base` is set.
export default defineConfig({
  output: 'static',
  integrations: [mdx(), preact()],
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
