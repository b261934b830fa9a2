/**
 * The AI opponent's controller hook on /play. It keeps the reader's choices (who the AI plays, its
 * level, the evaluation bar) in component state and talks to two AI clients, loaded with a dynamic
 * import() the first time they are needed:
 *   - the mover searches the AI's own moves, which it plays through the model's `move` action, the
 *     path a person's move takes (so the move list, the URL, storage, the announcement and Undo all
 *     follow);
 *   - the analyst answers hints and the evaluation bar, one job at a time, a hint first. Being a
 *     second client (a second worker), it never cancels the AI's own search.
 * Every search belongs to one position (`key`): when the game changes, the running search is
 * cancelled and a late answer is dropped. A crash or an error is one sentence in the page's
 * message, and the AI waits for "Try again" rather than failing in a loop.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AiAnswer } from '../../ai/client';
import { specOf, type GameSpec } from '../../ai/game-spec';
import { DEFAULT_LEVEL } from '../../ai/levels';
import type { SearchRequest } from '../../ai/protocol';
import type { LevelId, SearchInfo } from '../../ai/types';
import type { Position } from '../../engine/position';
import type { BoardView } from '../board/types';
import {
  aiShouldMove,
  barReading,
  foundMove,
  hintSentence,
  isAiTurn,
  outcomeReading,
  personSideOf,
  seedForPly,
  undoPlies,
  type BarReading,
  type FoundMove,
  type Opponent,
} from './ai';
import { shown, shownLine, type PlayAction, type PlayState } from './model';

/** What the hook needs of an AI client (AiClient in the page, a fake in tests). */
export interface AiSearcher {
  search(req: Omit<SearchRequest, 'type' | 'id'>, onProgress?: (info: SearchInfo) => void): Promise<AiAnswer>;
  cancel(): void;
  dispose(): void;
}

export interface AiRuntime {
  createClient(): AiSearcher;
}

/** The hint's search: a time budget, no level (so no deliberate weakness): the AI's best in 1.5 s. */
export const HINT_LIMITS = { timeMs: 1500 } as const;
/** The evaluation bar's search: short, and reproducible (a node budget). */
export const EVAL_LIMITS = { nodes: 20_000 } as const;

const loadRuntime = (): Promise<AiRuntime> => import('./ai-runtime').then((m) => m.runtime);
let testRuntime: AiRuntime | null = null;
/** For tests only: a runtime with fake clients instead of the dynamic import of the real one. */
export function setAiRuntimeForTests(r: AiRuntime | null): void {
  testRuntime = r;
}

export const LOAD_FAILED = 'The AI could not be loaded; check the connection and try again.';

interface Clients {
  readonly mover: AiSearcher;
  readonly analyst: AiSearcher;
}

export interface Hint {
  readonly key: string;
  readonly found: FoundMove | null;
  readonly text: string;
}

export interface AiView {
  readonly opponent: Opponent;
  readonly level: LevelId;
  readonly evalBar: boolean;
  setOpponent(o: Opponent): void;
  setLevel(l: LevelId): void;
  setEvalBar(on: boolean): void;
  /** The AI is to move in the position shown (the board takes no moves). */
  readonly aiTurn: boolean;
  /** The game shown is over. */
  readonly over: boolean;
  /** The AI is thinking: null before its first completed depth. */
  readonly thinking: { readonly depth: number | null } | null;
  /** The AI is to move but waits: the reader is looking at an earlier position. */
  readonly waitingAtStep: boolean;
  /** The AI's last search here failed: "Try again" starts it again. */
  readonly failed: boolean;
  retry(): void;
  requestHint(): void;
  readonly hintPending: boolean;
  /** The hint for the position shown, if one was asked for and found. */
  readonly hint: Hint | null;
  /** The evaluation bar's reading (null while the first search runs), when the bar is on. */
  readonly reading: BarReading | null;
  readonly evalDepth: number | null;
  /** The board's view with the AI's turn (not interactive) and the hint (arrow) applied. */
  boardView(view: BoardView): BoardView;
  /** The model's dispatch, with Undo taking back to the person's last turn against the AI. */
  dispatch(a: PlayAction): void;
}

/** The side to move at each ply up to the one shown. */
const turnsTo = (s: PlayState): PlayState['start']['turn'][] => s.line.positions.slice(0, s.cursor + 1).map((p) => p.turn);

export function useAi(state: PlayState, dispatch: (a: PlayAction) => void): AiView {
  const [opponent, setOpponent] = useState<Opponent>('person');
  const [level, setLevel] = useState<LevelId>(DEFAULT_LEVEL);
  const [evalBar, setEvalBar] = useState(false);
  const [thinking, setThinking] = useState<{ depth: number | null } | null>(null);
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const [hintWanted, setHintWanted] = useState<string | null>(null);
  const [hint, setHint] = useState<Hint | null>(null);
  const [evaluation, setEvaluation] = useState<{ key: string; reading: BarReading; depth: number } | null>(null);
  const [analysisFailedAt, setAnalysisFailedAt] = useState<string | null>(null);
  const clients = useRef<Promise<Clients> | null>(null);

  const line = useMemo(() => shownLine(state), [state.line, state.cursor]);
  const pos: Position = shown(state);
  const spec: GameSpec = useMemo(() => specOf(state.start, line.moves), [state.start, line]);
  const key = useMemo(() => JSON.stringify(spec), [spec]);
  const editing = state.editor !== null;
  const ctx = { opponent, position: pos, atEnd: state.cursor === state.line.moves.length, editing };
  const aiTurn = isAiTurn(ctx);
  const moveJob = aiShouldMove(ctx) && failedAt !== key ? `${level}|${key}` : null;

  const runtime = (): Promise<Clients> => {
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
  };
  const cancel = (which: keyof Clients) =>
    void clients.current?.then(
      (c) => c[which].cancel(),
      () => undefined,
    );

  const sayError = (message: string) => dispatch({ type: 'say', message, kind: 'error' });

  // The AI's move: one search per position and level; any change cancels it.
  useEffect(() => {
    if (!moveJob) return;
    let live = true;
    const ply = line.moves.length;
    setThinking({ depth: null });
    runtime()
      .then((c) => {
        if (!live) return null;
        return c.mover.search({ spec, level, seed: seedForPly(ply) }, (info) => live && setThinking({ depth: info.depth }));
      })
      .then((answer) => {
        if (!live || !answer) return;
        setThinking(null);
        if (!answer.ok) {
          if (answer.reason === 'cancelled') return;
          setFailedAt(key);
          return sayError(answer.message);
        }
        const found = foundMove(pos, answer.result.best);
        if (!found) {
          setFailedAt(key);
          return sayError('The AI found no move to play here.');
        }
        dispatch(found.kind === 'pass' ? { type: 'pass' } : { type: 'move', from: found.from, to: found.to });
      })
      .catch(() => {
        if (!live) return;
        setThinking(null);
        setFailedAt(key);
        sayError(LOAD_FAILED);
      });
    return () => {
      live = false;
      setThinking(null);
      cancel('mover');
    };
  }, [moveJob]);

  // A new position drops the hint (it was for the position before) and any request for one.
  useEffect(() => {
    setHint((h) => (h && h.key !== key ? null : h));
    setHintWanted((w) => (w && w !== key ? null : w));
  }, [key]);

  // Hints and the evaluation bar share the analyst, a hint first; each job is one search.
  const over = pos.outcome !== null;
  const analysisJob =
    editing || over || analysisFailedAt === key
      ? null
      : hintWanted === key && hint?.key !== key
        ? `hint|${key}`
        : evalBar && evaluation?.key !== key
          ? `eval|${key}`
          : null;
  useEffect(() => {
    if (!analysisJob) {
      cancel('analyst');
      return;
    }
    let live = true;
    const isHint = analysisJob.startsWith('hint|');
    const ply = line.moves.length;
    runtime()
      .then((c) => (live ? c.analyst.search({ spec, limits: isHint ? HINT_LIMITS : EVAL_LIMITS, seed: seedForPly(ply) }) : null))
      .then((answer) => {
        if (!live || !answer) return;
        if (!answer.ok) {
          if (answer.reason === 'cancelled') return;
          setAnalysisFailedAt(key);
          return sayError(answer.message);
        }
        const r = answer.result;
        if (isHint) {
          const found = foundMove(pos, r.best);
          setHint({ key, found, text: hintSentence(found, r.depth) });
        } else setEvaluation({ key, reading: barReading(r.score, r.mate, pos.turn), depth: r.depth });
      })
      .catch(() => {
        if (!live) return;
        setAnalysisFailedAt(key);
        sayError(LOAD_FAILED);
      });
    return () => {
      live = false;
    };
  }, [analysisJob]);

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

  const undo = () => {
    const person = personSideOf(opponent);
    if (!person || editing || state.cursor === 0) return dispatch({ type: 'undo' });
    const n = undoPlies(turnsTo(state), person);
    if (n === 0) return dispatch({ type: 'say', message: 'Only the AI has moved so far: there is no move of yours to take back.' });
    for (let i = 0; i < n; i++) dispatch({ type: 'undo' });
  };

  const shownHint = hint && hint.key === key && !editing ? hint : null;
  const reading = !evalBar ? null : over ? outcomeReading(pos.outcome!.winner) : evaluation?.key === key ? evaluation.reading : null;

  return {
    opponent,
    level,
    evalBar,
    setOpponent: (o) => {
      setFailedAt(null);
      setOpponent(o);
    },
    setLevel: (l) => {
      setFailedAt(null);
      setLevel(l);
    },
    setEvalBar: (on) => {
      setAnalysisFailedAt(null);
      setEvalBar(on);
    },
    aiTurn,
    over,
    thinking: moveJob ? (thinking ?? { depth: null }) : null,
    waitingAtStep: aiTurn && !ctx.atEnd,
    failed: aiTurn && ctx.atEnd && failedAt === key,
    retry: () => setFailedAt(null),
    requestHint: () => {
      if (over) return dispatch({ type: 'say', message: 'The game is over: there is no move to suggest.' });
      if (aiTurn) return dispatch({ type: 'say', message: 'It is the AI’s turn: a hint is for your own move.' });
      if (editing) return;
      setAnalysisFailedAt(null);
      setHintWanted(key);
    },
    hintPending: hintWanted === key && !shownHint && analysisFailedAt !== key,
    hint: shownHint,
    reading,
    evalDepth: evalBar && !over && evaluation?.key === key ? evaluation.depth : null,
    boardView: (view) => {
      const found = shownHint?.found;
      const withHint = found && found.kind === 'move' ? { ...view, hint: { from: found.from, to: found.to } } : view;
      return aiTurn ? { ...withHint, interactive: false } : withHint;
    },
    dispatch: (a) => (a.type === 'undo' ? undo() : dispatch(a)),
  };
}
