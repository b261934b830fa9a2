/**
 * What /play needs of the AI, as types only: a client that searches (AiClient in the page, a fake in
 * tests) and the runtime that makes clients (ai-runtime.ts, loaded on first use by ai-clients.ts).
 */
import type { AiAnswer } from '../../ai/runtime/client';
import type { PrepareRequest, SearchRequest } from '../../ai/runtime/protocol';
import type { SearchInfo } from '../../ai/search/types';

/** What the hooks need of an AI client (AiClient in the page, a fake in tests). */
export interface AiSearcher {
  search(req: Omit<SearchRequest, 'type' | 'id'>, onProgress?: (info: SearchInfo) => void): Promise<AiAnswer>;
  /** Starts loading what a search at this level on these rules will need; no answer comes. */
  prepare(req: Omit<PrepareRequest, 'type' | 'id'>): void;
  cancel(): void;
  dispose(): void;
}

export interface AiRuntime {
  createClient(): AiSearcher;
}
