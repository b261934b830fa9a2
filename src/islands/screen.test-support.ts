/**
 * Testing Library's `screen`, read from the document the test runs in. The unit tests share one module
 * graph per worker (vitest.config.ts), and each DOM test file gets a new happy-dom document: the
 * library's own `screen` is bound once, to the body of the document its module first loaded in, so from
 * a worker's second file on it would query a body nothing renders into. This one asks
 * `within(document.body)` on every use (its `debug` aside: use `prettyDOM`).
 */
import { type BoundFunctions, type queries, within } from '@testing-library/preact';

export const screen: BoundFunctions<typeof queries> = new Proxy({} as BoundFunctions<typeof queries>, {
  get: (_target, key) => Reflect.get(within(document.body), key),
});
