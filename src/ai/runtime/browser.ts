/**
 * The only module that touches the Web Worker API. Import it from island code only when the AI is
 * first needed (a dynamic import), never at module load of a page.
 */
import type { WorkerFactory, WorkerPort } from './client';

export const browserWorkerFactory: WorkerFactory = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'alea-ai' }) as unknown as WorkerPort;

/** Workers for self-play: one per core, at least 1 and at most 8. */
export const poolSize = (): number => Math.max(1, Math.min(8, typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2));
