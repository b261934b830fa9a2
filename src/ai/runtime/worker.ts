/** The Web Worker: only an adapter from messages to handleRequest. */
import { handleRequest } from './worker-core';
import type { AiResponse } from './protocol';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent) => void) | null;
  postMessage(msg: AiResponse): void;
};
scope.onmessage = (e: MessageEvent) =>
  handleRequest(
    e.data,
    (r) => scope.postMessage(r),
    () => performance.now(),
  );
