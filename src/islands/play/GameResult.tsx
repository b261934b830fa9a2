/**
 * When the game shown has ended: who won and how, after how many moves, and what to do next: a new
 * game under the same rules, a rematch with the sides swapped, the link, and the record as a file.
 * It stands under the board (never over it) and is announced once, as a status.
 */
import { notation } from '../../engine';
import { downloadFile, fileBaseName } from '../board/svg-export';
import { exportRecord } from './io';
import { gameName, shown, statusOf, type PlayAction, type PlayState } from './model';

interface Props {
  readonly state: PlayState;
  readonly dispatch: (a: PlayAction) => void;
  readonly share: () => void;
}

/**
 * The record's file name says what it is and that the site opens it again: the reading, "game", the
 * number of moves, and `.tafl`, which "Open a record file" accepts ("brandubh-game-14-moves.tafl").
 */
export function recordFileName(s: PlayState): string {
  const n = s.line.moves.length;
  return `${fileBaseName(s.presetId ?? 'custom')}-game-${n}-${n === 1 ? 'move' : 'moves'}.tafl`;
}

/**
 * How long the game was, counted as the move list counts it: every move, and the turns its rows are
 * numbered by (a turn is a move by each side; the last may have one): "14 moves in 7 turns".
 */
export function lengthInWords(n: number): string {
  const turns = Math.ceil(n / 2);
  const moves = n === 1 ? 'One move' : `${n} moves`;
  return n === 0 ? 'No move' : `${moves} in ${turns === 1 ? 'one turn' : `${turns} turns`}`;
}

/** Offers the game's record as a file; a record that cannot be written is said in the page's message. */
export function downloadRecord(s: PlayState, dispatch: (a: PlayAction) => void): void {
  const r = exportRecord(s);
  if (!r.ok) {
    dispatch({ type: 'say', message: r.error.message, kind: 'error' });
    return;
  }
  downloadFile(document, r.value, recordFileName(s), 'text/plain');
  dispatch({ type: 'say', message: `The record is saved as ${recordFileName(s)}; “Open a record file” below reads it again.` });
}

export function GameResult({ state, dispatch, share }: Props) {
  const pos = shown(state);
  if (!pos.outcome || state.editor || state.cursor !== state.line.moves.length) return null;
  const n = state.line.moves.length;
  const you =
    state.opponent === 'person'
      ? null
      : pos.outcome.winner === null
        ? 'A draw.'
        : pos.outcome.winner === state.opponent
          ? 'The AI wins.'
          : 'You win.';
  return (
    <section class="play-result" aria-labelledby="play-result-h" data-testid="game-result">
      <h2 id="play-result-h">Game over</h2>
      <p role="status" class="play-result-text">
        {you && <strong>{you} </strong>}
        {statusOf(state)} {lengthInWords(n)} under {gameName(state)}
        {state.line.moves.length > 0 && <>, the last {notation.makeMove(state.line.positions[n - 1]!, state.line.moves[n - 1]!)}</>}.
      </p>
      <div class="play-buttons">
        <button type="button" class="play-primary" onClick={() => dispatch({ type: 'newGame' })}>
          New game
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'rematch' })}
          title={state.opponent === 'person' ? 'The same rules, the board turned' : 'The same rules, you play the other side'}
        >
          Rematch, sides swapped
        </button>
        <button type="button" onClick={share}>
          Copy link
        </button>
        <button type="button" onClick={() => downloadRecord(state, dispatch)}>
          Download the record
        </button>
      </div>
    </section>
  );
}
