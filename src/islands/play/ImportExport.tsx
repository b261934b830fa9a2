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
  /** Saves the game's record as a file. */
  download: () => void;
  textArea: Ref<HTMLTextAreaElement>;
}

/** Records are small: a file larger than this is not one. */
const MAX_RECORD_BYTES = 1_000_000;

/** Reads a chosen file as a record; a file too big or unreadable is said in one sentence. */
async function readRecordFile(file: File, dispatch: (a: PlayAction) => void): Promise<void> {
  if (file.size > MAX_RECORD_BYTES) {
    dispatch({
      type: 'say',
      kind: 'error',
      message: `The file “${file.name}” is too big to be a game record (over 1 MB), so nothing was loaded.`,
    });
    return;
  }
  try {
    dispatch({ type: 'loadFile', text: await file.text(), name: file.name });
  } catch {
    dispatch({ type: 'say', kind: 'error', message: `The file “${file.name}” could not be read, so nothing was loaded.` });
  }
}

export function ImportExport({ text, disabled, dispatch, copyText, download, textArea }: Props) {
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
        <label class="play-file">
          <span class="play-label">Open a record file</span>
          <input
            type="file"
            accept=".txt,.otg,.tafl,text/plain"
            disabled={disabled}
            data-testid="record-file"
            onChange={(e) => {
              const input = e.currentTarget as HTMLInputElement;
              const file = input.files?.[0];
              input.value = '';
              if (file) void readRecordFile(file, dispatch);
            }}
          />
        </label>
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
        <button type="button" disabled={disabled} onClick={download}>
          Download the record
        </button>
      </div>
    </section>
  );
}
