/**
 * The puzzles of /learn/puzzles/, one at a time: the puzzle named by the URL's hash (#<id>), its
 * reading and goal, the board on which the reader plays the solver's move (click, drag or keyboard),
 * the verdict the engine gives, Try again, Hint, Show the solution, the "predict, then reveal" step of
 * a two-readings puzzle, Previous / Next, and the puzzles solved (with help or without) kept in
 * localStorage, with the progress code for the teacher and Reset, and Embed (the iframe code of this
 * puzzle for another page). The page's index is server-rendered
 * outside the island; the island marks the solved puzzles in it.
 * Props are the puzzles (plain data), so the first one renders on the server.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { toBoardView } from '../adapter';
import { Board } from '../board/Board';
import { Projector } from '../board/Projector';
import { lineCurrent } from '../../engine/position';
import { readingName } from '../../learn/effects';
import { EmbedCode } from '../embed/EmbedCode';
import { puzzleEmbed } from '../embed/puzzles';
import type { Puzzle } from '../../learn/types';
import { predictionFor, puzzleLine } from './attempt';
import { markIndex } from './indexMarks';
import { canMove, idFromHash, initialState, predictionMove, reduce, type PuzzleAction, type PuzzleState } from './model';
import { PROGRESS_KEY, loadProgress, problemText, resetProgress, saveProgress, type ProgressProblem } from './progress';
import { encodeProgress, marksOf } from './progressCode';
import { PuzzleControls, tryAgainAction } from './PuzzleControls';
import { PuzzleHeader } from './PuzzleHeader';
import './puzzle.css';

export interface PuzzleIslandProps {
  readonly puzzles: readonly Puzzle[];
}

export default function PuzzleIsland({ puzzles }: PuzzleIslandProps) {
  const [state, dispatch] = useReducer<PuzzleState, PuzzleAction>((s, a) => reduce(puzzles, s, a), initialState());
  // Each hash change counts a visit: after it, the puzzle's title takes the focus.
  const [visits, setVisits] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // After "Try again" (whose button then goes away) the focus goes back to the board.
  const [retries, setRetries] = useState(0);
  const boardRef = useRef<HTMLDivElement>(null);
  // What went wrong with the saved progress: read (found unreadable) or written (refused).
  const [readProblem, setReadProblem] = useState<ProgressProblem | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const puzzle = puzzles[state.index];

  useEffect(() => {
    dispatch({ type: 'open', id: idFromHash(window.location.hash) });
    const stored = loadProgress();
    dispatch({ type: 'progress', solved: stored.solved, helped: stored.helped });
    setReadProblem(stored.problem);
    const onHash = () => {
      dispatch({ type: 'open', id: idFromHash(window.location.hash) });
      setVisits((v) => v + 1);
    };
    // Progress solved or reset in another tab of the same site.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== PROGRESS_KEY && e.key !== null) return;
      const now = loadProgress();
      dispatch({ type: 'replace', solved: now.solved, helped: now.helped });
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (visits > 0) titleRef.current?.focus();
  }, [visits]);

  useEffect(() => {
    if (retries > 0) boardRef.current?.querySelector<HTMLElement>('[data-testid="board"]')?.focus();
  }, [retries]);

  // Saved after each change made here (a solve, a reset), never merely for having read the storage.
  useEffect(() => {
    if (state.revision === 0) return;
    const saved = saveProgress({ solved: state.solved, helped: state.helped });
    setSaveFailed(!saved);
    if (saved) setReadProblem(null);
  }, [state.revision]);

  useEffect(
    () => markIndex(document, { solved: new Set(state.solved), helped: new Set(state.helped) }, puzzle?.id ?? null),
    [state.solved, state.helped, puzzle?.id],
  );
  const code = useMemo(() => encodeProgress(marksOf(state.solved, state.helped)), [state.solved, state.helped]);
  const storageNote = saveFailed
    ? 'Your progress could not be saved in this browser (its storage is turned off or full), so it lasts only while this page is open; the progress code above still shows it.'
    : readProblem
      ? problemText(readProblem)
      : null;

  const line = useMemo(() => (puzzle ? puzzleLine(puzzle, state.moves) : null), [puzzle, state.moves]);
  const movable = canMove(state);
  const view = useMemo(() => (line?.ok ? toBoardView(line.line, { interactive: movable }) : null), [line, movable]);
  const predictMove = puzzle ? predictionMove(puzzle, state) : null;
  const prediction = useMemo(() => (puzzle && predictMove ? predictionFor(puzzle, predictMove) : null), [puzzle, predictMove]);

  if (!puzzle) return <p class="pz-missing">There are no puzzles to show.</p>;

  const step = (by: 1 | -1) => {
    const next = puzzles[state.index + by];
    dispatch({ type: 'step', by });
    if (next) window.history.replaceState(null, '', `#${encodeURIComponent(next.id)}`);
  };
  const size = view?.size ?? 7;
  const scale = size >= 19 ? 'large' : size >= 11 ? 'medium' : 'small';
  const reading = readingName(puzzle.preset, puzzle.patch);
  const solver = line?.ok ? lineCurrent(line.line).turn : 'attackers';

  return (
    <section class="pz" aria-labelledby="pz-title" data-testid="puzzle" data-puzzle={puzzle.id}>
      <PuzzleHeader
        puzzle={puzzle}
        index={state.index}
        total={puzzles.length}
        solvedCount={state.solved.length}
        helpedCount={state.helped.length}
        solvedHere={state.solved.includes(puzzle.id) ? 'solved' : state.helped.includes(puzzle.id) ? 'helped' : null}
        code={code}
        storageNote={storageNote}
        onReset={() => {
          const saved = resetProgress();
          dispatch({ type: 'reset' });
          setReadProblem(null);
          return saved;
        }}
        missing={state.missing}
        readingName={reading}
        titleRef={titleRef}
        onStep={step}
      />
      <div class={`pz-grid pz-grid--${scale}`}>
        <div class={`pz-board pz-board--${scale}`} ref={boardRef}>
          {view && line?.ok ? (
            <Projector
              title={`${puzzle.title} (${reading})`}
              download={{ reading: `puzzle-${puzzle.id}`, ply: state.moves.length }}
              controls={[
                tryAgainAction(state, 'The puzzle’s', () => {
                  dispatch({ type: 'retry' });
                  setRetries((n) => n + 1);
                }),
              ]}
            >
              <Board
                view={view}
                boardStyle={size >= 19 ? 'intersections' : 'squares'}
                label={`Puzzle board: ${puzzle.title} (${reading})`}
                onMove={(from, to) => dispatch({ type: 'move', move: `${from}-${to}` })}
              />
            </Projector>
          ) : (
            <p class="pz-missing">{line && !line.ok ? line.message : 'This puzzle cannot be set up.'}</p>
          )}
        </div>
        <PuzzleControls
          puzzle={puzzle}
          state={state}
          dispatch={dispatch}
          solver={solver}
          prediction={prediction}
          onRetried={() => setRetries((n) => n + 1)}
        />
      </div>
      <div class="pz-footer">
        <EmbedCode {...puzzleEmbed(puzzle)} />
      </div>
    </section>
  );
}

export { PuzzleIsland };
