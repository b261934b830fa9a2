/**
 * A self-play "worker" that answers in the test's own thread: the messages of the site's protocol go to
 * handleRequest, as scripts/balance-worker.ts passes them in a worker thread, each a turn of the event
 * loop later, as a thread's would arrive. A test that is about what the games make (parts, merges,
 * files), not about the threads, plays them so and does not start a thread with TypeScript's loader
 * for each run (about a second of a core each).
 */
import type { WorkerPort } from '../src/ai/runtime/client';
import { handleRequest } from '../src/ai/runtime/worker-core';
import { NODE_HOST } from '../scripts/network-files';

export function inThreadWorker(): WorkerPort {
  let ended = false;
  const port: WorkerPort = {
    postMessage: (msg) => {
      setTimeout(() => {
        if (ended) return;
        handleRequest(msg, (r) => setTimeout(() => !ended && port.onmessage?.({ data: r })), NODE_HOST);
      });
    },
    terminate: () => {
      ended = true;
    },
    onmessage: null,
    onerror: null,
  };
  return port;
}
