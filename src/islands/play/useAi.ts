/**
 * The AI opponent's controller hook on /play: it keeps the reader's choices (who the AI plays, its
 * level) and composes the three jobs around the AI: its clients (ai-clients.ts), its own move
 * (useAiMove.ts) and the analysis, hints and the evaluation bar (useAnalysis.ts). Every search
 * belongs to one position (`key`): when the game changes, the running search is cancelled and a late
 * answer is dropped. A crash or an error is one sentence in the page's message, and the AI waits for
 * "Try again" rather than failing in a loop. Once the reader chooses the AI as opponent, its worker
 * starts and loads what its level needs on these rules (the move-prediction network, a file of its
 * own), so that its first move does not wait for the download.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type GameSpec, specOf } from '../../ai/play/game-spec';
import type { LevelId } from '../../ai/play/levels';
import type { Position } from '../../engine';
import type { BoardView } from '../board/types';
import { aiShouldMove, isAiTurn, type Opponent, personSideOf, undoPlies } from './ai';
import type { BarReading } from './evaluation';
import { useAiClients } from './ai-clients';
import { type MoveJob, useAiMove } from './useAiMove';
import { type Hint, useAnalysis } from './useAnalysis';
import { shown, shownLine, type PlayAction, type PlayState } from './model';

export type { Hint } from './useAnalysis';

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
  /** The AI is to move but waits, because there are moves to redo (after Restart or Undo). */
  readonly heldForRedo: boolean;
  /** Gives up the moves to redo, so that the AI plays on. */
  playOn(): void;
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
  const { opponent, level } = state;
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const clients = useAiClients();

  const line = useMemo(() => shownLine(state), [state.line, state.cursor]);
  const pos: Position = shown(state);
  const spec: GameSpec = useMemo(() => specOf(state.start, line.moves), [state.start, line]);
  const key = useMemo(() => JSON.stringify(spec), [spec]);
  const editing = state.editor !== null;
  const ctx = { opponent, position: pos, atEnd: state.cursor === state.line.moves.length, editing };
  const aiTurn = isAiTurn(ctx);
  // After Restart or Undo, the moves to redo are the reader's: the AI waits rather than play over them.
  const heldForRedo = aiTurn && ctx.atEnd && state.redo.length > 0;
  const sayError = (message: string) => dispatch({ type: 'say', message, kind: 'error' });

  // The AI chosen: its worker loads what the level needs on these rules now, not at its first move.
  const start = useMemo(() => specOf(state.start, []), [state.start]);
  const prepare = opponent !== 'person' && !editing ? `${level}|${JSON.stringify(start)}` : null;
  useEffect(() => {
    if (prepare)
      void clients.get().then(
        (c) => c.mover.prepare({ spec: start, level }),
        () => undefined,
      );
  }, [prepare]);

  const job: MoveJob = {
    job: aiShouldMove(ctx) && !heldForRedo && failedAt !== key ? `${level}|${key}` : null,
    key,
    spec,
    level,
    ply: line.moves.length,
    pos,
  };
  const thinking = useAiMove(job, clients, dispatch, (k, message) => {
    setFailedAt(k);
    sayError(message);
  });
  const analysis = useAnalysis({ key, spec, ply: line.moves.length, pos, editing }, clients, sayError);
  const over = pos.outcome !== null;

  const undo = () => {
    const person = personSideOf(opponent);
    if (!person || editing || state.cursor === 0) return dispatch({ type: 'undo' });
    const n = undoPlies(turnsTo(state), person);
    if (n === 0) return dispatch({ type: 'say', message: 'Only the AI has moved so far: there is no move of yours to take back.' });
    for (let i = 0; i < n; i++) dispatch({ type: 'undo' });
  };

  return {
    opponent,
    level,
    evalBar: analysis.evalBar,
    setOpponent: (o) => {
      setFailedAt(null);
      dispatch({ type: 'setOpponent', opponent: o });
    },
    setLevel: (l) => {
      setFailedAt(null);
      dispatch({ type: 'setLevel', level: l });
    },
    heldForRedo,
    playOn: () => dispatch({ type: 'dropRedo' }),
    setEvalBar: analysis.setEvalBar,
    aiTurn,
    over,
    thinking,
    waitingAtStep: aiTurn && !ctx.atEnd,
    failed: aiTurn && ctx.atEnd && failedAt === key,
    retry: () => setFailedAt(null),
    requestHint: () => {
      if (over) return dispatch({ type: 'say', message: 'The game is over: there is no move to suggest.' });
      if (aiTurn) return dispatch({ type: 'say', message: 'It is the AI’s turn: a hint is for your own move.' });
      if (editing) return;
      analysis.askHint();
    },
    hintPending: analysis.hintPending,
    hint: analysis.hint,
    reading: analysis.reading,
    evalDepth: analysis.evalDepth,
    boardView: (view) => {
      const found = analysis.hint?.found;
      const withHint = found && found.kind === 'move' ? { ...view, hint: { from: found.from, to: found.to } } : view;
      return aiTurn ? { ...withHint, interactive: false } : withHint;
    },
    dispatch: (a) => (a.type === 'undo' ? undo() : dispatch(a)),
  };
}
