/**
 * The moves in the site's notation, numbered by turn, the ply shown marked (aria-current); a move is
 * a button that shows the position after it. Navigation and game buttons are plain <button>s with
 * text labels; at an end they say so (aria-disabled) instead of losing focus.
 */
import { moveTexts } from './game-line';
import type { PlayAction, PlayState } from './model';

interface Props {
  state: PlayState;
  dispatch: (a: PlayAction) => void;
}

function NavButton(props: { label: string; off: boolean; onClick: () => void; hint?: string }) {
  return (
    <button type="button" aria-disabled={props.off ? 'true' : undefined} title={props.hint} onClick={() => !props.off && props.onClick()}>
      {props.label}
    </button>
  );
}

export function MoveList({ state, dispatch }: Props) {
  const { line, cursor, redo } = state;
  const tokens = moveTexts(line);
  const end = tokens.length;
  const editing = state.editor !== null;
  const rows: number[] = [];
  for (let i = 0; i < end; i += 2) rows.push(i);
  return (
    <section class="play-panel play-moves" aria-labelledby="play-moves-h">
      <h2 id="play-moves-h">Moves</h2>
      <div class="play-buttons" role="group" aria-label="Step through the game">
        <NavButton label="First" hint="The start position" off={editing || cursor === 0} onClick={() => dispatch({ type: 'step', to: 'first' })} />
        <NavButton label="Back" hint="One move back" off={editing || cursor === 0} onClick={() => dispatch({ type: 'step', to: 'back' })} />
        <NavButton label="Forward" hint="One move forward" off={editing || cursor === end} onClick={() => dispatch({ type: 'step', to: 'forward' })} />
        <NavButton label="Last" hint="The last move" off={editing || cursor === end} onClick={() => dispatch({ type: 'step', to: 'last' })} />
      </div>
      <div class="play-buttons" role="group" aria-label="Change the game">
        <NavButton label="Undo" hint="Take back the move shown" off={editing || cursor === 0} onClick={() => dispatch({ type: 'undo' })} />
        <NavButton label="Redo" hint="Replay a move taken back" off={editing || (cursor === end && redo.length === 0)} onClick={() => dispatch({ type: 'redo' })} />
        <NavButton label="Restart" hint="Back to the start; Redo replays" off={editing || end === 0} onClick={() => dispatch({ type: 'restart' })} />
      </div>
      {end === 0 ? (
        <p class="play-hint">No moves yet. {state.start.turn === 'attackers' ? 'The attackers' : 'The defenders'} move first here.</p>
      ) : (
        <ol class="move-list" aria-label="Moves of the game">
          {rows.map((i) => (
            <li key={i}>
              <span class="move-no" aria-hidden="true">
                {i / 2 + 1}.
              </span>
              {[i, i + 1]
                .filter((j) => j < end)
                .map((j) => (
                  <button
                    key={j}
                    type="button"
                    class="move"
                    aria-current={cursor === j + 1 ? 'step' : undefined}
                    aria-label={`Move ${j + 1}: ${tokens[j]}`}
                    onClick={() => !editing && dispatch({ type: 'jump', ply: j + 1 })}
                  >
                    {tokens[j]}
                  </button>
                ))}
            </li>
          ))}
        </ol>
      )}
      {cursor < end && (
        <p class="play-hint">
          Showing the position after {cursor === 0 ? 'no move (the start)' : `move ${cursor}`} of {end}. A move played here
          replaces the moves after it.
        </p>
      )}
    </section>
  );
}
