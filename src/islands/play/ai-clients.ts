/**
 * The two AI clients of /play, loaded with a dynamic import() the first time they are needed: the
 * mover searches the AI's own moves; the analyst answers hints and the evaluation bar (a second
 * worker, so it never cancels the AI's own search). Both end with the island.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { AiRuntime, AiSearcher } from './ai-port';

export type { AiRuntime, AiSearcher } from './ai-port';

export interface Clients {
  readonly mover: AiSearcher;
  readonly analyst: AiSearcher;
}

export const LOAD_FAILED = 'The AI could not be loaded; check the connection and try again.';

const loadRuntime = (): Promise<AiRuntime> => import('./ai-runtime').then((m) => m.runtime);
let testRuntime: AiRuntime | null = null;
/** For tests only: a runtime with fake clients instead of the dynamic import of the real one. */
export function setAiRuntimeForTests(r: AiRuntime | null): void {
  testRuntime = r;
}

export interface ClientHandle {
  /** The clients, loading the AI's code on first use (a failed load is tried again next time). */
  get(): Promise<Clients>;
  /** Cancels the search one client is running, if the clients are loaded. */
  cancel(which: keyof Clients): void;
}

export function useAiClients(): ClientHandle {
  const clients = useRef<Promise<Clients> | null>(null);
  // Both workers end with the page's island.
  useEffect(
    () => () => {
      void clients.current?.then(
        (c) => {
          c.mover.dispose();
          c.analyst.dispose();
        },
        () => undefined,
      );
    },
    [],
  );
  return {
    get: () => {
      if (!clients.current) {
        const p = (testRuntime ? Promise.resolve(testRuntime) : loadRuntime()).then((rt) => ({
          mover: rt.createClient(),
          analyst: rt.createClient(),
        }));
        // A failed import may succeed later (a network blip): forget it, so the next need tries again.
        p.catch(() => (clients.current = null));
        clients.current = p;
      }
      return clients.current;
    },
    cancel: (which) =>
      void clients.current?.then(
        (c) => c[which].cancel(),
        () => undefined,
      ),
  };
}
