/**
 * The puzzles of /learn/puzzles/, one at a time: the puzzle named by the URL's hash (#<id>), its
 * reading and goal, the board on which the reader plays the solver's move (click, drag or keyboard),
 * the verdict the engine gives, Try again, Hint, Show the solution, the "predict, then reveal" step of
 * a two-readings puzzle, Previous / Next, and the solved puzzles kept in localStorage. The page's
 * index is server-rendered outside the island; the island marks the solved puzzles in it.
 * Props are the puzzles (plain data), so the first one renders on the server.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { toBoardView } from '../adapter';
import { Board } from '../board/Board';
import { Projector } from '../board/Projector';
import { lineCurrent } from '../../engine/position';
import { readingName } from '../../learn/effects';
import type { Puzzle } from '../../learn/types';
import { predictionFor, puzzleLine } from './attempt';
import { markIndex } from './indexMarks';
import { canMove, idFromHash, initialState, predictionMove, reduce, type PuzzleAction, type PuzzleState } from './model';
import { loadSolved, saveSolved } from './progress';
import { PuzzleControls } from './PuzzleControls';
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
  const puzzle = puzzles[state.index];

  useEffect(() => {
    dispatch({ type: 'open', id: idFromHash(window.location.hash) });
    dispatch({ type: 'progress', solved: loadSolved() });
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

  useEffect(() => {
    if (retries > 0) boardRef.current?.querySelector<HTMLElement>('[data-testid="board"]')?.focus();
  }, [retries]);

  // Solved ids only grow, so an empty list is the start, not something to save over the stored one.
  useEffect(() => {
    if (state.solved.length > 0) saveSolved(state.solved);
  }, [state.solved]);

  useEffect(() => markIndex(document, new Set(state.solved), puzzle?.id ?? null), [state.solved, puzzle?.id]);

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
        solvedHere={state.solved.includes(puzzle.id)}
        missing={state.missing}
        readingName={reading}
        titleRef={titleRef}
        onStep={step}
      />
      <div class={`pz-grid pz-grid--${scale}`}>
        <div class={`pz-board pz-board--${scale}`} ref={boardRef}>
          {view && line?.ok ? (
            <Projector title={`${puzzle.title} (${reading})`} download={{ reading: `puzzle-${puzzle.id}`, ply: state.moves.length }}>
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
    </section>
  );
}

export { PuzzleIsland };
