/**
 * A live board for another site's page (an iframe on a course page, a blog, a slide): a caption
 * line, the board at the largest square the frame allows, the status line, First/Back/Forward/Last
 * and Undo, and a link to the same state on the site. The game comes from the frame's query, read
 * by /play's parser, and is played with /play's reducer, so the engine alone judges every move.
 * Nothing is saved and the frame's address is left alone: the course page keeps showing what the
 * teacher chose.
 *
 * A `puzzle=<id>` frame is a puzzle, judged as on the puzzles page (EmbedPuzzle, loaded on demand:
 * the puzzles' full data and their model are for such frames only).
 *
 * On the server there is no query, so the island renders its frame with "Loading the board…" and
 * reads the query once hydrated. The caption is the frame's heading; a host may hide it from sight
 * with `heading=hidden` in the query (it stays for screen readers).
 */
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useReducer, useState } from 'preact/hooks';
import { Board } from '../board/Board';
import { boardView, reduce, statusOf, type PlayAction, type PlayState } from '../play/model';
import { ControlButton, stepAndUndo } from '../play/moveControls';
import { changedLabel, frameTitle, readEmbed, readingLabel, siteLink, type EmbedGame } from './embedState';
import type { PuzzleRef } from './puzzles';
import type { EmbedPuzzleProps } from './EmbedPuzzle';
import './embed.css';

export interface EmbedIslandProps {
  /** The puzzles a `puzzle=<id>` link may name (plain data, see puzzles.ts). */
  readonly puzzles: readonly PuzzleRef[];
}

type Action = { readonly type: 'load'; readonly game: EmbedGame } | PlayAction;

function step(game: EmbedGame | null, a: Action): EmbedGame | null {
  if (a.type === 'load') return a.game;
  return game && { ...game, state: reduce(game.state, a) };
}

function Controls({
  state,
  dispatch,
  keyOpen,
  toggleKey,
}: {
  state: PlayState;
  dispatch: (a: Action) => void;
  keyOpen: boolean;
  toggleKey: () => void;
}) {
  return (
    <>
      <div class="embed-buttons" role="group" aria-label="Step through the game">
        {stepAndUndo(state, dispatch).map((c) => (
          <ControlButton key={c.label} control={c} class="embed-button" />
        ))}
      </div>
      <button
        type="button"
        class="embed-button embed-key-toggle"
        aria-expanded={keyOpen ? 'true' : 'false'}
        title="The key to the board's marks"
        onClick={toggleKey}
      >
        Key
      </button>
    </>
  );
}

type PuzzleView = ComponentType<EmbedPuzzleProps>;

export default function EmbedIsland({ puzzles }: EmbedIslandProps) {
  const [game, dispatch] = useReducer(step, null);
  const [keyOpen, setKeyOpen] = useState(false);
  const [headingHidden, setHeadingHidden] = useState(false);
  const [PuzzleView, setPuzzleView] = useState<PuzzleView | null>(null);
  const [puzzleFailed, setPuzzleFailed] = useState(false);

  // Once, in the browser: the frame's own query.
  useEffect(() => {
    const loaded = readEmbed(location.search, puzzles);
    dispatch({ type: 'load', game: loaded });
    setHeadingHidden(new URLSearchParams(location.search).get('heading') === 'hidden');
    if (loaded.puzzle)
      import('./EmbedPuzzle').then(
        (m) => setPuzzleView(() => m.EmbedPuzzle),
        () => setPuzzleFailed(true),
      );
  }, []);

  const state = game?.state ?? null;
  const view = useMemo(() => (state ? boardView(state) : null), [state?.line, state?.cursor]);
  const title = game ? frameTitle(game) : null;
  useEffect(() => {
    if (title) document.title = `${title} · Alea Evangelii`;
  }, [title]);

  // The link's problem stays in view; a refusal from the reducer (rare: the board offers legal moves only) replaces it.
  const note = state?.message ?? game?.problem ?? null;
  const link = game ? siteLink(game) : null;
  const changed = state && !game?.puzzle ? changedLabel(state) : null;

  return (
    <div class="embed" data-ready={game ? 'true' : undefined} data-key={keyOpen ? 'open' : undefined}>
      <div class="embed-head">
        <h1 class={`embed-caption${headingHidden ? ' visually-hidden' : ''}`} data-testid="embed-caption">
          {!game ? (
            'Loading the board…'
          ) : game.puzzle ? (
            <>
              <strong>{game.puzzle.goal}</strong> <span class="embed-reading">{game.puzzle.reading}</span>
            </>
          ) : (
            <>
              <strong>{readingLabel(game.state)}</strong>
              {changed && <span class="embed-reading"> · {changed}</span>}
            </>
          )}
        </h1>
        {link && (
          <a class="embed-link" href={link.href} target="_blank" rel="noopener" data-testid="embed-link">
            {link.text}
            <span class="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      <p class={`embed-note${note ? ' embed-note--shown' : ''}`} role="status" data-testid="embed-note">
        {note ?? (puzzleFailed ? 'The puzzle could not be loaded: reload the page to try again.' : '')}
      </p>
      {game?.puzzle ? (
        PuzzleView ? (
          <PuzzleView id={game.puzzle.id} reading={game.puzzle.reading} />
        ) : (
          <div class="embed-stage" />
        )
      ) : (
        <GameView state={state} view={view} game={game} dispatch={dispatch} keyOpen={keyOpen} toggleKey={() => setKeyOpen((o) => !o)} />
      )}
    </div>
  );
}

/** A game's board, status line and move controls. */
function GameView({
  state,
  view,
  game,
  dispatch,
  keyOpen,
  toggleKey,
}: {
  readonly state: PlayState | null;
  readonly view: ReturnType<typeof boardView> | null;
  readonly game: EmbedGame | null;
  readonly dispatch: (a: Action) => void;
  readonly keyOpen: boolean;
  readonly toggleKey: () => void;
}) {
  return (
    <>
      <div class="embed-stage">
        {state && view && (
          <Board
            view={view}
            boardStyle={state.boardStyle}
            flipped={state.flipped}
            frame="compact"
            label={`Board: ${game?.puzzle ? game.puzzle.reading : readingLabel(state)}`}
            onMove={(from, to) => dispatch({ type: 'move', from, to })}
          />
        )}
      </div>
      <div class="embed-foot">
        <p class="embed-status" data-testid="embed-status">
          {state ? statusOf(state) : ''}
        </p>
        {state && <Controls state={state} dispatch={dispatch} keyOpen={keyOpen} toggleKey={toggleKey} />}
      </div>
    </>
  );
}

export { EmbedIsland };
