/**
 * After every test, one turn of the event loop. Vitest's worker reports to the runner over an RPC
 * channel whose calls time out after 60 s, a limit no option changes; a file whose tests run
 * synchronously for longer than that in all (self-play games, the network measured on held-out
 * games, on two busy cores) never lets the worker read the runner's replies, and the run fails with
 * "Timeout calling onTaskUpdate" although every test passed. A macrotask between tests lets the
 * replies in.
 */
import { afterEach } from 'vitest';

afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
