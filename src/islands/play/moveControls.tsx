/**
 * The move list's controls, once: First, Back, Forward, Last (stepping through the game), then Undo,
 * Redo and Restart (changing it). /play's move list, its projector toolbar and the embed all render
 * these, so a label, a hint, a key or the rule for when one is unavailable is written in one place.
 */
import { keyName } from '../board/Projector';
import type { PlayAction, PlayState } from './model';

export interface MoveControl {
  readonly label: 'First' | 'Back' | 'Forward' | 'Last' | 'Undo' | 'Redo' | 'Restart';
  readonly hint: string;
  /** Keys (KeyboardEvent.key values) that run it in the projector, the first named on the button. */
  readonly keys?: readonly string[];
  /** Nothing to do now: the button stays focusable, says so, and does nothing. */
  readonly disabled: boolean;
  readonly onClick: () => void;
}

/** The controls for the game shown; while a position is being set up, none is available. */
export function moveControls(state: PlayState, dispatch: (a: PlayAction) => void): { step: MoveControl[]; change: MoveControl[] } {
  const end = state.line.moves.length;
  const off = state.editor !== null;
  const atStart = off || state.cursor === 0;
  const atEnd = off || state.cursor === end;
  const step = (to: 'first' | 'back' | 'forward' | 'last') => () => dispatch({ type: 'step', to });
  return {
    step: [
      { label: 'First', hint: 'The start position', keys: ['Home'], disabled: atStart, onClick: step('first') },
      { label: 'Back', hint: 'One move back', keys: ['ArrowLeft', 'PageUp'], disabled: atStart, onClick: step('back') },
      { label: 'Forward', hint: 'One move forward', keys: ['ArrowRight', 'PageDown'], disabled: atEnd, onClick: step('forward') },
      { label: 'Last', hint: 'The last move', keys: ['End'], disabled: atEnd, onClick: step('last') },
    ],
    change: [
      { label: 'Undo', hint: 'Take back the move shown', disabled: atStart, onClick: () => dispatch({ type: 'undo' }) },
      {
        label: 'Redo',
        hint: 'Replay a move taken back',
        disabled: off || (state.cursor === end && state.redo.length === 0),
        onClick: () => dispatch({ type: 'redo' }),
      },
      {
        label: 'Restart',
        hint: 'Back to the start; Redo replays',
        disabled: off || end === 0,
        onClick: () => dispatch({ type: 'restart' }),
      },
    ],
  };
}

/** The five controls a toolbar shows: the four steps and Undo. */
export function stepAndUndo(state: PlayState, dispatch: (a: PlayAction) => void): MoveControl[] {
  const { step, change } = moveControls(state, dispatch);
  return [...step, change[0]!];
}

/**
 * One control as a button: aria-disabled rather than disabled, so it keeps its place in the tab order.
 * A `face` (a short sign such as ‹) stands in for the label, which stays its accessible name; `keysWork`
 * says that the control's keys run it on this page, so the button names them.
 */
export function ControlButton({
  control,
  class: cls,
  face,
  keysWork = false,
}: {
  control: MoveControl;
  class?: string;
  face?: string;
  keysWork?: boolean;
}) {
  const keys = keysWork ? control.keys : undefined;
  return (
    <button
      type="button"
      class={cls}
      aria-label={face ? control.label : undefined}
      aria-disabled={control.disabled ? 'true' : undefined}
      aria-keyshortcuts={keys?.join(' ')}
      title={`${control.hint}${keys?.[0] ? ` (${keyName(keys[0])})` : ''}`}
      onClick={() => !control.disabled && control.onClick()}
    >
      {face ? <span aria-hidden="true">{face}</span> : control.label}
    </button>
  );
}
