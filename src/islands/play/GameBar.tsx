/**
 * What stands directly under /play's board, where the eye already is: the game's status, the steps
 * through the game (First, Back, Forward, Last), Undo and Hint, the zoom for a big board on a small
 * screen, what the AI is doing, the page's one message, and, when the game has ended, the result
 * with what to do next. Nothing here is drawn over the board.
 */
import type { ComponentChildren } from 'preact';
import type { AiView } from './useAi';
import { ControlButton, moveControls, type MoveControl } from './moveControls';
import { statusOf, type PlayAction, type PlayState } from './model';
import { ZoomToggle, type ZoomState } from '../board/ZoomRails';

/** The short face of each step button; its label stays its name for screen readers. */
const FACE: Readonly<Partial<Record<MoveControl['label'], string>>> = { First: '«', Back: '‹', Forward: '›', Last: '»' };

interface Props {
  readonly state: PlayState;
  readonly dispatch: (a: PlayAction) => void;
  readonly ai: AiView;
  /** The board can be zoomed (a big board on a small screen), and whether it is. */
  readonly zoom: ZoomState;
  /** On a phone held upright the board is pinned to the top of the screen; the reader can release it. */
  readonly pin: { readonly on: boolean; toggle(): void };
  readonly children?: ComponentChildren;
}

export function GameBar({ state, dispatch, ai, zoom, pin, children }: Props) {
  const editing = state.editor !== null;
  const { step, change } = moveControls(state, dispatch);
  const hintOff = editing || ai.aiTurn || ai.over || ai.hintPending;
  return (
    <div class="play-bar" data-testid="game-bar">
      <div class="play-status-row">
        <p class="play-status" data-testid="game-status">
          {statusOf(state)}
          {state.cursor < state.line.moves.length && !editing && (
            <span class="play-status-step">
              {' '}
              (move {state.cursor} of {state.line.moves.length})
            </span>
          )}
        </p>
        <span class="play-view-toggles">
          <ZoomToggle zoom={zoom} class="play-bar-word play-zoom-toggle" />
          <button
            type="button"
            class="play-bar-word play-pin-toggle"
            aria-pressed={pin.on ? 'true' : 'false'}
            title="Keep the board at the top of the screen while the page scrolls under it"
            onClick={pin.toggle}
          >
            Pin
          </button>
        </span>
      </div>
      <div class="play-bar-buttons" role="group" aria-label="Step through the game">
        {step.map((c) => (
          <ControlButton key={c.label} control={c} class="play-step" face={FACE[c.label]} keysWork />
        ))}
        <ControlButton control={change[0]!} class="play-bar-word" />
        <button
          type="button"
          class="play-bar-word"
          aria-disabled={hintOff ? 'true' : undefined}
          title="The AI's best move for the side to move, shown on the board"
          onClick={() => !hintOff && ai.requestHint()}
        >
          Hint
        </button>
      </div>
      {children}
    </div>
  );
}
