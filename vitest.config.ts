import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    watch: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/setup/fast-modules.test-support.ts', 'tests/setup/yield.test-support.ts'],
  },
});
