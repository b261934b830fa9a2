/**
 * A Node worker thread for scripts/ai-pool.ts: runs AiTasks (scripts/ai-tasks.ts) as they come and
 * posts each result back with its index. Started with tsx registered (see ai-pool.ts).
 */
import { parentPort } from 'node:worker_threads';
import { type AiTask, runTask } from './ai-tasks';

const port = parentPort;
if (!port) throw new Error('ai-task-worker.ts runs only as a worker thread.');
port.on('message', (msg: { index: number; task: AiTask }) => {
  runTask(msg.task).then(
    (result) => port.postMessage({ index: msg.index, result }),
    (e: unknown) => port.postMessage({ index: msg.index, error: e instanceof Error ? e.message : String(e) }),
  );
});
