/** How the board is drawn (flipped; squares or intersections), and the panel that shares the game as a link. */
import type { Ref } from 'preact';
import type { BoardStyle } from '../board/types';
import type { PlayAction } from './model';

const STYLES: readonly [BoardStyle, string][] = [
  ['squares', 'Squares'],
  ['intersections', 'Intersections'],
];

export function BoardOptions(props: { flipped: boolean; boardStyle: BoardStyle; dispatch: (a: PlayAction) => void }) {
  const { flipped, boardStyle, dispatch } = props;
  return (
    <div class="play-options">
      <button type="button" aria-pressed={flipped ? 'true' : 'false'} onClick={() => dispatch({ type: 'flip' })}>
        Flip board
      </button>
      <fieldset class="play-style">
        <legend>Board style</legend>
        {STYLES.map(([style, label]) => (
          <label key={style}>
            <input
              type="radio"
              name="play-board-style"
              value={style}
              checked={boardStyle === style}
              onChange={() => dispatch({ type: 'boardStyle', style })}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

export function SharePanel(props: { shareUrl: string; share: () => void; shareInput: Ref<HTMLInputElement> }) {
  return (
    <section class="play-panel play-share" aria-labelledby="play-share-h">
      <h2 id="play-share-h">Share this game</h2>
      <p class="play-hint">The link holds the rules, the start and every move; the address bar follows each change.</p>
      <div class="play-share-row">
        <button type="button" class="play-primary" onClick={props.share}>
          Share
        </button>
        <label class="play-share-field" for="play-share-url">
          <span class="play-label">Link to this game</span>
          <input
            id="play-share-url"
            ref={props.shareInput}
            type="text"
            readOnly
            value={props.shareUrl}
            onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
          />
        </label>
      </div>
    </section>
  );
}
