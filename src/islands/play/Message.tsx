/**
 * The page's one sentence: errors in an alert region (read out at once), anything else in a polite
 * status region. Both regions are always in the page, so screen readers register them before the
 * first message arrives. It stands under the board, in the page's flow; Dismiss clears it. A message
 * that offers a change of rules (a rule that needs another) has the offer's button beside Dismiss,
 * which declines it.
 */
import type { MessageKind } from './model';

interface Props {
  message: string | null;
  kind: MessageKind;
  onDismiss: () => void;
  /** The words of the button that takes the change the message offers, if it offers one. */
  offer?: string | null | undefined;
  onAccept?: () => void;
}

export function Message({ message, kind, onDismiss, offer, onAccept }: Props) {
  return (
    <div class={`play-message${message ? ` play-message--${kind}` : ''}`}>
      <p role="alert" class="play-message-text" data-testid="play-error">
        {kind === 'error' && message ? message : ''}
      </p>
      <p role="status" aria-live="polite" class="play-message-text" data-testid="play-status">
        {kind === 'status' && message ? message : ''}
      </p>
      {message && offer && onAccept && (
        <button type="button" class="play-small play-primary" onClick={onAccept}>
          {offer}
        </button>
      )}
      {message && (
        <button type="button" class="play-small play-message-dismiss" onClick={onDismiss}>
          {offer ? 'No, keep the rules' : 'Dismiss'}
        </button>
      )}
    </div>
  );
}
