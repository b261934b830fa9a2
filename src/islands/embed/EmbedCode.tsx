/**
 * "Embed": a small disclosure button that reveals the iframe code for putting this board in another
 * page (a course page, a blog, a slide), with a Copy button. The code's address is absolute, built in
 * the browser from the page's own origin and the site's base, so it is right wherever the site is
 * deployed. Not printed (.print-hide). Generic: /play passes its game's query, a claim its position
 * and rule, a puzzle `puzzle=<id>` (query.ts). Browser APIs only in handlers and while open.
 */
import { useId, useRef, useState } from 'preact/hooks';
import { copyText } from '../clipboard';
import { hashId } from '../board/words';
import { embedUrl, iframeCode } from './query';
import './embed-code.css';

export interface EmbedCodeProps {
  /** The game's query in the /play form (`r=…&p=…&m=…`), or `puzzle=<id>`; no leading `?`. */
  readonly query: string;
  /** What the board shows, for the iframe's title (read out by screen readers on the course page). */
  readonly title: string;
  /** The board's size (7 to 19), for the frame's natural width; 19 when not given. */
  readonly size?: number;
}

export function EmbedCode({ query, title, size = 19 }: EmbedCodeProps) {
  const [open, setOpen] = useState(false);
  // What the live region says, and for which code: a message about older code is not shown.
  const [said, setSaid] = useState<{ readonly text: string; readonly code: string } | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // Each island renders on its own, so useId alone can repeat across the claims of one essay; the
  // title's hash keeps the ids apart.
  const id = `embed-${useId().replace(/[^A-Za-z0-9_-]/g, '')}-${hashId(title)}`;
  const code = open ? iframeCode(embedUrl(location.origin, query), title, size) : '';

  const onCopy = async () => {
    const ok = await copyText(code, field.current);
    setSaid({ text: ok ? 'Copied.' : 'The code is selected: copy it with your keyboard or menu.', code });
  };

  return (
    <div class="embed-code print-hide" data-testid="embed-code">
      <button
        type="button"
        class="embed-code-toggle"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={`${id}-panel`}
        onClick={() => {
          setOpen(!open);
          setSaid(null);
        }}
      >
        Embed
        <span class="embed-code-mark" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
      </button>
      <div class="embed-code-panel" id={`${id}-panel`} hidden={!open}>
        <label class="embed-code-label" for={`${id}-text`}>
          Code to show this board, playable, in another page
        </label>
        <p class="embed-code-hint" id={`${id}-hint`}>
          Paste it where the page takes HTML (in Moodle, the editor’s HTML view).
        </p>
        <textarea
          id={`${id}-text`}
          class="embed-code-text"
          ref={field}
          readOnly
          rows={5}
          spellcheck={false}
          aria-describedby={`${id}-hint`}
          value={code}
          onFocus={(e) => (e.currentTarget as HTMLTextAreaElement).select()}
        />
        <div class="embed-code-row">
          <button type="button" class="embed-code-copy" onClick={onCopy}>
            Copy
          </button>
          <p class="embed-code-said" role="status" aria-live="polite">
            {said && said.code === code ? said.text : ''}
          </p>
        </div>
      </div>
    </div>
  );
}
