/**
 * Runs AiTasks on worker threads (one per core unless told otherwise), each thread given the next
 * task as soon as it is free; results come back in the tasks' order. Workers are TypeScript, started
 * with tsx registered in the thread (tsWorkerUrl), as scripts/balance.ts starts its own.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AiTask, AiTaskResult } from './ai-tasks';

/** A data: URL that registers tsx in the thread and then imports the TypeScript file at `file`. */
export function tsWorkerUrl(file: URL): URL {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { exports: Record<string, { import?: { default?: string } }> };
  const api = pkg.exports['./esm/api']?.import?.default;
  if (!api) throw new Error('tsx does not export "tsx/esm/api"; cannot start TypeScript workers.');
  const apiUrl = new URL(api, pathToFileURL(pkgPath)).href;
  const code = `import { register } from ${JSON.stringify(apiUrl)};\nregister();\nawait import(${JSON.stringify(file.href)});\n`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

export function runPool(
  tasks: readonly AiTask[],
  threads = availableParallelism(),
  onResult?: (done: number) => void,
): Promise<AiTaskResult[]> {
  const results: AiTaskResult[] = new Array(tasks.length);
  let next = 0;
  let done = 0;
  const count = Math.max(1, Math.min(threads, tasks.length));
  return new Promise((resolve, reject) => {
    if (tasks.length === 0) return resolve(results);
    const workers: Worker[] = [];
    const feed = (w: Worker) => {
      if (next < tasks.length) {
        const index = next++;
        w.postMessage({ index, task: tasks[index] });
      } else void w.terminate();
    };
    for (let i = 0; i < count; i++) {
      const w = new Worker(tsWorkerUrl(new URL('./ai-task-worker.ts', import.meta.url)));
      workers.push(w);
      w.on('message', (msg: { index: number; result?: AiTaskResult; error?: string }) => {
        if (msg.error !== undefined) {
          for (const x of workers) void x.terminate();
          reject(new Error(`Task ${msg.index}: ${msg.error}`));
          return;
        }
        results[msg.index] = msg.result!;
        done++;
        onResult?.(done);
        if (done === tasks.length) resolve(results);
        feed(w);
      });
      w.on('error', (e) => reject(e));
      feed(w);
    }
  });
}
