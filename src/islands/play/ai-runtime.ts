/**
 * The AI's code as the play page loads it: only through a dynamic import() (useAi.ts), the first
 * time the reader chooses the AI as opponent, asks for a hint or turns the evaluation bar on. It
 * pulls in the worker client and src/ai/runtime/browser.ts, the one module that starts Web Workers; the
 * worker's own chunk (the search) is fetched when the first client starts its worker.
 */
import { browserWorkerFactory } from '../../ai/runtime/browser';
import { AiClient } from '../../ai/runtime/client';
import type { AiRuntime } from './ai-port';

export const runtime: AiRuntime = {
  createClient: () => new AiClient(browserWorkerFactory),
};
