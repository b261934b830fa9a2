/**
 * Hints and the evaluation bar on /play. They share the analyst client, a hint first; each job is one
 * search belonging to one position (`key`), and a new position drops the hint asked for the old one.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameSpec } from '../../ai/play/game-spec';
import type { Position } from '../../engine';
import { type FoundMove, foundMove, hintSentence, seedForPly } from './ai';
import { type BarReading, describeScore, outcomeReading } from './evaluation';
import { type ClientHandle, LOAD_FAILED } from './ai-clients';

/** The hint's search: a time budget, no level (so no deliberate weakness): the AI's best in 1.5 s. */
export const HINT_LIMITS = { timeMs: 1500 } as const;
/** The evaluation bar's search: short, and reproducible (a node budget). */
export const EVAL_LIMITS = { nodes: 20_000 } as const;

export interface Hint {
  readonly key: string;
  readonly found: FoundMove | null;
  readonly text: string;
}

export interface AnalysisInput {
  readonly key: string;
  readonly spec: GameSpec;
  readonly ply: number;
  readonly pos: Position;
  /** Setting up a position: no analysis. */
  readonly editing: boolean;
}

export interface Analysis {
  readonly evalBar: boolean;
  setEvalBar(on: boolean): void;
  /** Asks for a hint for the position shown (the caller checks whose turn it is). */
  askHint(): void;
  readonly hintPending: boolean;
  readonly hint: Hint | null;
  readonly reading: BarReading | null;
  readonly evalDepth: number | null;
}

export function useAnalysis(
  { key, spec, ply, pos, editing }: AnalysisInput,
  clients: ClientHandle,
  sayError: (m: string) => void,
): Analysis {
  const [evalBar, setEvalBar] = useState(false);
  const [hintWanted, setHintWanted] = useState<string | null>(null);
  const [hint, setHint] = useState<Hint | null>(null);
  const [evaluation, setEvaluation] = useState<{ key: string; reading: BarReading; depth: number } | null>(null);
  const [failedAt, setFailedAt] = useState<string | null>(null);

  // A new position drops the hint (it was for the position before) and any request for one.
  useEffect(() => {
    setHint((h) => (h && h.key !== key ? null : h));
    setHintWanted((w) => (w && w !== key ? null : w));
  }, [key]);

  const over = pos.outcome !== null;
  const job =
    editing || over || failedAt === key
      ? null
      : hintWanted === key && hint?.key !== key
        ? `hint|${key}`
        : evalBar && evaluation?.key !== key
          ? `eval|${key}`
          : null;
  useEffect(() => {
    if (!job) {
      clients.cancel('analyst');
      return;
    }
    let live = true;
    const isHint = job.startsWith('hint|');
    clients
      .get()
      .then((c) => (live ? c.analyst.search({ spec, limits: isHint ? HINT_LIMITS : EVAL_LIMITS, seed: seedForPly(ply) }) : null))
      .then((answer) => {
        if (!live || !answer) return;
        if (!answer.ok) {
          if (answer.error.reason === 'cancelled') return;
          setFailedAt(key);
          return sayError(answer.error.message);
        }
        const r = answer.value;
        if (isHint) {
          const found = foundMove(pos, r.best);
          setHint({ key, found, text: hintSentence(found, r.depth) });
        } else setEvaluation({ key, reading: describeScore(r.score, r.mate, pos.turn), depth: r.depth });
      })
      .catch(() => {
        if (!live) return;
        setFailedAt(key);
        sayError(LOAD_FAILED);
      });
    return () => {
      live = false;
    };
  }, [job]);

  const shownHint = hint && hint.key === key && !editing ? hint : null;
  return {
    evalBar,
    setEvalBar: (on) => {
      setFailedAt(null);
      setEvalBar(on);
    },
    askHint: () => {
      setFailedAt(null);
      setHintWanted(key);
    },
    hintPending: hintWanted === key && !shownHint && failedAt !== key,
    hint: shownHint,
    reading: !evalBar ? null : over ? outcomeReading(pos.outcome!.winner) : evaluation?.key === key ? evaluation.reading : null,
    evalDepth: evalBar && !over && evaluation?.key === key ? evaluation.depth : null,
  };
}
