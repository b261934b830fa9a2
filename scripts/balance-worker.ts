/**
 * A Node worker thread for `npm run balance`: only an adapter from messages to handleRequest,
 * like the browser's src/ai/runtime/worker.ts, so the command line speaks the site's own protocol.
 * Started by scripts/balance.ts with `--import tsx`.
 */
import { parentPort } from 'node:worker_threads';
import { handleRequest } from '../src/ai/runtime/worker-core';
import { NODE_HOST } from './network-files';

const port = parentPort;
if (!port) throw new Error('balance-worker.ts runs only as a worker thread.');
port.on('message', (msg: unknown) => handleRequest(msg, (r) => port.postMessage(r), NODE_HOST));
