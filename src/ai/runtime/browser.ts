/**
 * The only module that touches the Web Worker API. Import it from island code only when the AI is
 * first needed (a dynamic import), never at module load of a page.
 */
import type { WorkerFactory, WorkerPort } from './client';

export const browserWorkerFactory: WorkerFactory = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'alea-ai' }) as unknown as WorkerPort;

/** Self-play workers at most: each holds its own search tables (about 5 MB), so a many-core machine does not start dozens. */
const MAX_WORKERS = 8;
/** Cores assumed where the browser does not say how many it has. */
const UNKNOWN_CORES = 2;

/** Workers for self-play: one per core, at least 1 and at most MAX_WORKERS. */
export const poolSize = (): number =>
  Math.max(1, Math.min(MAX_WORKERS, typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || UNKNOWN_CORES : UNKNOWN_CORES));
