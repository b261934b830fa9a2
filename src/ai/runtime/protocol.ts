/**
 * Messages between the page and the AI worker. The worker answers a search with a `progress`
 * message after each completed depth and one `result`; a self-play batch with one `game` message
 * per finished game and a `done`. A `prepare`, sent when the reader chooses the AI as opponent,
 * starts loading what a search at that level on those rules will need (the move-prediction
 * network, where the level and the rules use one) and gets no answer: the search that needs it
 * waits for it, and says what went wrong if it could not be loaded. Anything the worker cannot do
 * comes back as an `error` sentence. Cancelling is the client's job (it ends the worker: a running
 * search cannot read messages).
 */
import type { GameSpec } from '../play/game-spec';
import type { GameSummary, SelfPlayJob } from '../selfplay/selfplay';
import type { LevelId } from '../play/levels';
import type { SearchInfo, SearchLimits, SearchResult } from '../search/types';

export interface SearchRequest {
  readonly type: 'search';
  readonly id: number;
  readonly spec: GameSpec;
  readonly level?: LevelId;
  readonly limits?: SearchLimits;
  readonly seed: number;
}

export interface SelfPlayRequest {
  readonly type: 'selfplay';
  readonly id: number;
  readonly job: SelfPlayJob;
  readonly seeds: readonly number[];
}

export interface PrepareRequest {
  readonly type: 'prepare';
  readonly id: number;
  readonly spec: GameSpec;
  readonly level?: LevelId;
}

export type AiRequest = SearchRequest | SelfPlayRequest | PrepareRequest;

export type AiResponse =
  | { readonly type: 'progress'; readonly id: number; readonly info: SearchInfo }
  | { readonly type: 'result'; readonly id: number; readonly result: SearchResult }
  | { readonly type: 'game'; readonly id: number; readonly game: GameSummary }
  | { readonly type: 'done'; readonly id: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
