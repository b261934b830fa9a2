/**
 * A live board for another site's page (an iframe on a course page, a blog, a slide): a caption
 * line, the board at the largest square the frame allows, the status line, First/Back/Forward/Last
 * and Undo, and a link to the same state on the site. The game comes from the frame's query, read
 * by /play's parser, and is played with /play's reducer, so the engine alone judges every move.
 * Nothing is saved and the frame's address is left alone: the course page keeps showing what the
 * teacher chose.
 *
 * On the server there is no query, so the island renders its frame with "Loading the board…" and
 * reads the query once hydrated.
 */
import { useEffect, useMemo, useReducer, useState } from 'preact/hooks';
import { Board } from '../board/Board';
import { boardView, reduce, statusOf, type PlayAction, type PlayState } from '../play/model';
import { ControlButton, stepAndUndo } from '../play/moveControls';
import { changedLabel, frameTitle, readEmbed, readingLabel, siteLink, type EmbedGame } from './embedState';
import type { PuzzleRef } from './puzzles';
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

export default function EmbedIsland({ puzzles }: EmbedIslandProps) {
  const [game, dispatch] = useReducer(step, null);
  const [keyOpen, setKeyOpen] = useState(false);

  // Once, in the browser: the frame's own query.
  useEffect(() => {
    dispatch({ type: 'load', game: readEmbed(location.search, puzzles) });
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
        <p class="embed-caption" data-testid="embed-caption">
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
        </p>
        {link && (
          <a class="embed-link" href={link.href} target="_blank" rel="noopener" data-testid="embed-link">
            {link.text}
            <span class="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      <p class={`embed-note${note ? ' embed-note--shown' : ''}`} role="status" data-testid="embed-note">
        {note ?? ''}
      </p>
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
        {state && <Controls state={state} dispatch={dispatch} keyOpen={keyOpen} toggleKey={() => setKeyOpen((o) => !o)} />}
      </div>
    </div>
  );
}

export { EmbedIsland };
