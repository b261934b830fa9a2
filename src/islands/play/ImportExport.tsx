/**
 * Import and export through one text box. The reader's text only ever goes into the box's value
 * and, inside the engine's messages, into text nodes: never into HTML.
 */
import type { Ref } from 'preact';
import type { PlayAction } from './model';

interface Props {
  text: string;
  disabled: boolean;
  dispatch: (a: PlayAction) => void;
  copyText: () => void;
  textArea: Ref<HTMLTextAreaElement>;
}

export function ImportExport({ text, disabled, dispatch, copyText, textArea }: Props) {
  const act = (type: 'importRecord' | 'importPosition' | 'exportRecord' | 'exportPosition' | 'exportOtn') => () => dispatch({ type });
  return (
    <section class="play-panel play-io" aria-labelledby="play-io-h">
      <h2 id="play-io-h">Import and export</h2>
      <label class="play-label" for="play-io-text">
        Record or position
      </label>
      <textarea
        id="play-io-text"
        ref={textArea}
        rows={6}
        spellcheck={false}
        autocomplete="off"
        value={text}
        onInput={(e) => dispatch({ type: 'setText', text: (e.currentTarget as HTMLTextAreaElement).value })}
        aria-describedby="play-io-hint"
      />
      <p id="play-io-hint" class="play-hint">
        Records in this site’s notation (<code>[Rules "…"]</code> tags, then numbered moves) or OpenTafl .otg records; positions as{' '}
        <code>placement a</code> (or <code>d</code>) or an OpenTafl position <code>/…/</code>.
      </p>
      <div class="play-buttons" role="group" aria-label="Import">
        <button type="button" disabled={disabled} onClick={act('importRecord')}>
          Import record
        </button>
        <button type="button" disabled={disabled} onClick={act('importPosition')}>
          Import position
        </button>
      </div>
      <div class="play-buttons" role="group" aria-label="Export">
        <button type="button" disabled={disabled} onClick={act('exportRecord')}>
          Export record
        </button>
        <button type="button" disabled={disabled} onClick={act('exportPosition')}>
          Export position
        </button>
        <button type="button" disabled={disabled} onClick={act('exportOtn')}>
          Export OTN
        </button>
        <button type="button" onClick={copyText}>
          Copy to clipboard
        </button>
      </div>
    </section>
  );
}
