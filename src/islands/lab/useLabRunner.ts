/**
 * The lab's runner: a SelfPlayPool made on the first Run (the worker module is imported then, never
 * at page load), fed a plan, its games dispatched to the model as they finish. Stop ends every
 * worker at once; the games already counted stay. Tests pass their own worker factory.
 */
import { useCallback, useEffect, useRef } from 'preact/hooks';
import { SelfPlayPool, type WorkerFactory } from '../../ai/runtime/client';
import type { LabAction, RunPlan } from './model';

/** For tests only: a fake worker factory and pool size, used instead of real Web Workers. */
export interface TestPool {
  readonly factory: WorkerFactory;
  readonly size: number;
}

export const START_FAILED = 'The self-play workers could not be started in this browser; reload the page and try again.';

export function useLabRunner(dispatch: (a: LabAction) => void, testPool?: TestPool) {
  const pool = useRef<SelfPlayPool | null>(null);
  const nextId = useRef(1);
  /** The id of the run under way, or null. */
  const active = useRef<number | null>(null);

  useEffect(
    () => () => {
      active.current = null;
      pool.current?.stop();
    },
    [],
  );

  const ensurePool = async (): Promise<SelfPlayPool> => {
    if (pool.current) return pool.current;
    if (testPool) pool.current = new SelfPlayPool(testPool.factory, testPool.size);
    else {
      const { browserWorkerFactory, poolSize } = await import('../../ai/runtime/browser');
      pool.current = new SelfPlayPool(browserWorkerFactory, poolSize());
    }
    return pool.current;
  };

  const run = useCallback(
    async (plan: RunPlan) => {
      pool.current?.stop();
      const id = nextId.current++;
      active.current = id;
      dispatch({ type: 'start', id, plan });
      let p: SelfPlayPool;
      try {
        p = await ensurePool();
      } catch {
        if (active.current === id) dispatch({ type: 'fail', id, message: START_FAILED });
        active.current = null;
        return;
      }
      // Stopped, or another run started, while the worker module loaded.
      if (active.current !== id) return;
      p.run(plan.job, plan.seeds, {
        onGame: (game) => dispatch({ type: 'game', id, game }),
        onDone: () => {
          if (active.current === id) active.current = null;
          dispatch({ type: 'done', id });
        },
        onError: (message) => {
          if (active.current === id) active.current = null;
          dispatch({ type: 'fail', id, message });
        },
      });
    },
    [dispatch],
  );

  const stop = useCallback(() => {
    const id = active.current;
    active.current = null;
    pool.current?.stop();
    if (id !== null) dispatch({ type: 'stop', id });
  }, [dispatch]);

  return { run, stop };
}
