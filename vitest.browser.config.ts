import { defineConfig } from 'vitest/config';

/**
 * Real-browser tests: Chromium (the Debian package, driven by playwright-core) against the built site in
 * dist/, served by tests/browser/global-setup.ts on 127.0.0.1. Run after `astro build`:
 *   npx vitest run -c vitest.browser.config.ts
 * The files are named *.browser.ts, not *.test.ts, so that the unit config (vitest.config.ts) never picks them up.
 */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.browser.ts'],
    environment: 'node',
    watch: false,
    // One browser at a time: the CI machine has two cores, and Chromium wants both.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/browser/global-setup.ts'],
  },
});
