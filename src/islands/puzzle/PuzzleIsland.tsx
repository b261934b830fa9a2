/**
 * The puzzles of /learn/puzzles/, one at a time: the puzzle named by the URL's hash (#<id>), its
 * reading and goal, the board on which the reader plays the solver's move (click, drag or keyboard),
 * the verdict the engine gives, Try again, Hint, Show the solution, the "predict, then reveal" step of
 * a two-readings puzzle, Previous / Next, and each puzzle's record (help seen, solved with help or
 * without) kept in localStorage, with the progress code for the teacher (the lesson path's steps
 * included) and Reset (of both), and Embed (the iframe code of this
 * puzzle for another page). The page's index is server-rendered
 * outside the island; the island marks the solved puzzles in it.
 * Props are the puzzles (plain data), so the first one renders on the server.
 */
import type { RefObject } from 'preact';
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { readingName } from '../../learn/effects';
import { EmbedCode } from '../embed/EmbedCode';
import { puzzleEmbed } from '../embed/puzzles';
import type { Puzzle } from '../../learn/types';
import { markIndex } from './indexMarks';
import { idFromHash, initialState, reduce, type PuzzleAction, type PuzzleState } from './model';
import { pupilCode, resetEverything, useStoredLessons } from '../progress/pupil';
import { PROGRESS_KEY, loadProgress, problemText, saveProgress, type ProgressProblem } from './progress';
import { standingOf } from './record';
import { PuzzleBoardPane, usePuzzleBoard, useRetryFocus } from './PuzzleBoard';
import { PuzzleControls } from './PuzzleControls';
import { PuzzleHeader, PuzzleKit } from './PuzzleHeader';
import './puzzle.css';

export interface PuzzleIslandProps {
  readonly puzzles: readonly Puzzle[];
}

type Dispatch = (a: PuzzleAction) => void;

const SAVE_FAILED =
  'Your progress could not be saved in this browser (its storage is turned off or full), so it lasts only while this page is open; the progress code above still shows it.';

/**
 * Opens the puzzle the URL's hash names, on the first render and on every hash change; each change
 * counts a visit, after which the puzzle's title (given the returned ref) takes the focus.
 */
function useHashNavigation(dispatch: Dispatch): RefObject<HTMLHeadingElement> {
  const [visits, setVisits] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    dispatch({ type: 'open', id: idFromHash(window.location.hash) });
    const onHash = () => {
      dispatch({ type: 'open', id: idFromHash(window.location.hash) });
      setVisits((v) => v + 1);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    if (visits > 0) titleRef.current?.focus();
  }, [visits]);
  return titleRef;
}

/**
 * The progress kept in localStorage: read on the first render and whenever another tab changes it,
 * saved at once after each change made here (a hint or the solution seen, a solve, a reset), never
 * merely for having read the storage.
 * Returns the sentence on what went wrong with it (read unreadable, or not written), and Reset.
 */
function useSavedProgress(
  state: PuzzleState,
  dispatch: Dispatch,
): { readonly storageNote: string | null; readonly onReset: () => boolean } {
  const [readProblem, setReadProblem] = useState<ProgressProblem | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  useEffect(() => {
    const stored = loadProgress();
    dispatch({ type: 'progress', records: stored.records });
    setReadProblem(stored.problem);
    // Progress solved or reset in another tab of the same site.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== PROGRESS_KEY && e.key !== null) return;
      dispatch({ type: 'replace', records: loadProgress().records });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  useEffect(() => {
    if (state.revision === 0) return;
    const saved = saveProgress(state.records);
    setSaveFailed(!saved);
    if (saved) setReadProblem(null);
  }, [state.revision]);
  const onReset = () => {
    const saved = resetEverything();
    dispatch({ type: 'reset' });
    setReadProblem(null);
    return saved;
  };
  return { storageNote: saveFailed ? SAVE_FAILED : readProblem ? problemText(readProblem) : null, onReset };
}

export default function PuzzleIsland({ puzzles }: PuzzleIslandProps) {
  const [state, dispatch] = useReducer<PuzzleState, PuzzleAction>((s, a) => reduce(puzzles, s, a), initialState());
  const titleRef = useHashNavigation(dispatch);
  const [lessons, reloadLessons] = useStoredLessons();
  const saved = useSavedProgress(state, dispatch);
  const onReset = () => {
    const ok = saved.onReset();
    reloadLessons();
    return ok;
  };
  const { boardRef, retried } = useRetryFocus();
  const puzzle = puzzles[state.index];

  useEffect(
    () => markIndex(document, { solved: new Set(state.solved), helped: new Set(state.helped) }, puzzle?.id ?? null),
    [state.solved, state.helped, puzzle?.id],
  );
  const code = useMemo(() => pupilCode(state.records, lessons), [state.records, lessons]);
  const board = usePuzzleBoard(puzzle, state);

  if (!puzzle) return <p class="pz-missing">There are no puzzles to show.</p>;

  const step = (by: 1 | -1) => {
    const next = puzzles[state.index + by];
    dispatch({ type: 'step', by });
    if (next) window.history.replaceState(null, '', `#${encodeURIComponent(next.id)}`);
  };
  const reading = readingName(puzzle.preset, puzzle.patch);

  return (
    <section class="pz" aria-labelledby="pz-title" data-testid="puzzle" data-puzzle={puzzle.id}>
      <PuzzleHeader
        puzzle={puzzle}
        index={state.index}
        total={puzzles.length}
        solvedCount={state.solved.length}
        helpedCount={state.helped.length}
        standing={standingOf(state.records[puzzle.id])}
        storageNote={saved.storageNote}
        missing={state.missing}
        readingName={reading}
        titleRef={titleRef}
        onStep={step}
      />
      <div class={`pz-grid board-layout pz-grid--${board.scale}`}>
        <PuzzleBoardPane
          board={board}
          boardRef={boardRef}
          state={state}
          dispatch={dispatch}
          title={`${puzzle.title} (${reading})`}
          label={`Puzzle board: ${puzzle.title} (${reading})`}
          reading={`puzzle-${puzzle.id}`}
          what="The puzzle’s"
          onRetried={retried}
          puzzle={puzzle}
          unavailable="This puzzle cannot be set up."
        />
        <PuzzleControls
          puzzle={puzzle}
          state={state}
          dispatch={dispatch}
          solver={board.solver}
          prediction={board.prediction}
          onRetried={retried}
        />
      </div>
      <div class="pz-footer">
        <PuzzleKit
          code={code}
          solvedCount={state.solved.length}
          helpedCount={state.helped.length}
          stepsDone={lessons.done.length}
          nothingRecorded={Object.keys(state.records).length === 0 && lessons.done.length === 0}
          onReset={onReset}
        />
        <EmbedCode {...puzzleEmbed(puzzle)} />
      </div>
    </section>
  );
}

export { PuzzleIsland };
