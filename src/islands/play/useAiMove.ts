/**
 * The AI's own move on /play: one search per position and level (`job`); any change cancels it and a
 * late answer is dropped. The move found is played through the model's `move` action, the path a
 * person's move takes, so the move list, the URL, storage, the announcement and Undo all follow.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameSpec } from '../../ai/play/game-spec';
import type { LevelId } from '../../ai/play/levels';
import type { Position } from '../../engine';
import { foundMove, seedForPly } from './ai';
import { type ClientHandle, LOAD_FAILED } from './ai-clients';
import type { PlayAction } from './model';

export interface MoveJob {
  /** `${level}|${key}` while the AI should move here, else null. */
  readonly job: string | null;
  readonly key: string;
  readonly spec: GameSpec;
  readonly level: LevelId;
  readonly ply: number;
  readonly pos: Position;
}

/** Runs the job; returns the depth reached (null before the first) while thinking, and marks failures. */
export function useAiMove(
  { job, key, spec, level, ply, pos }: MoveJob,
  clients: ClientHandle,
  dispatch: (a: PlayAction) => void,
  onFail: (key: string, message: string) => void,
): { readonly depth: number | null } | null {
  const [thinking, setThinking] = useState<{ depth: number | null } | null>(null);
  useEffect(() => {
    if (!job) return;
    let live = true;
    setThinking({ depth: null });
    clients
      .get()
      .then((c) =>
        live ? c.mover.search({ spec, level, seed: seedForPly(ply) }, (info) => live && setThinking({ depth: info.depth })) : null,
      )
      .then((answer) => {
        if (!live || !answer) return;
        setThinking(null);
        if (!answer.ok) {
          if (answer.error.reason !== 'cancelled') onFail(key, answer.error.message);
          return;
        }
        const found = foundMove(pos, answer.value.best);
        if (!found) return onFail(key, 'The AI found no move to play here.');
        dispatch(found.kind === 'pass' ? { type: 'pass' } : { type: 'move', from: found.from, to: found.to });
      })
      .catch(() => {
        if (!live) return;
        setThinking(null);
        onFail(key, LOAD_FAILED);
      });
    return () => {
      live = false;
      setThinking(null);
      clients.cancel('mover');
    };
  }, [job]);
  return job ? (thinking ?? { depth: null }) : null;
}
