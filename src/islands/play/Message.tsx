/**
 * The page's one sentence: errors in an alert region (read out at once), anything else in a polite
 * status region. Both regions are always in the page, so screen readers register them before the
 * first message arrives. It sticks to the bottom of the screen while the game is in view; Dismiss
 * clears it.
 */
import type { MessageKind } from './model';

interface Props {
  message: string | null;
  kind: MessageKind;
  onDismiss: () => void;
}

export function Message({ message, kind, onDismiss }: Props) {
  return (
    <div class={`play-message${message ? ` play-message--${kind}` : ''}`}>
      <p role="alert" class="play-message-text" data-testid="play-error">
        {kind === 'error' && message ? message : ''}
      </p>
      <p role="status" aria-live="polite" class="play-message-text" data-testid="play-status">
        {kind === 'status' && message ? message : ''}
      </p>
      {message && (
        <button type="button" class="play-small play-message-dismiss" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}
