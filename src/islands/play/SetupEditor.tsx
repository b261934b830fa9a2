/**
 * The setup editor's controls: the piece a click places (or an empty square), the side to move, and
 * Done / Cancel. The board calls onSquare while editing. Done checks the setup with the engine and,
 * if it is refused, stays here with the pieces kept and the engine's reason shown.
 */
import type { Side } from '../../engine';
import { EDITOR_TOOLS, EDITOR_TOOL_LABELS, type EditorState } from './editor';
import type { PlayAction } from './model';
import { takeChoice } from './choice';

interface Props {
  editor: EditorState | null;
  dispatch: (a: PlayAction) => void;
}

export function SetupEditor({ editor, dispatch }: Props) {
  if (!editor)
    return (
      <section class="play-panel play-editor" aria-labelledby="play-editor-h">
        <h2 id="play-editor-h">Set up a position</h2>
        <p class="play-hint">Place and remove pieces on the board shown; when you are done, it becomes the new start.</p>
        <button type="button" onClick={() => dispatch({ type: 'editStart' })}>
          Edit the setup
        </button>
      </section>
    );
  return (
    <section class="play-panel play-editor play-editor--on" aria-labelledby="play-editor-h">
      <h2 id="play-editor-h">Set up a position</h2>
      <p class="play-hint">Click a square to place the chosen piece; click a piece of the same kind to remove it.</p>
      <div class="play-buttons play-tools" role="group" aria-label="Piece to place">
        {EDITOR_TOOLS.map((tool) => (
          <button
            key={tool}
            type="button"
            aria-pressed={editor.tool === tool ? 'true' : 'false'}
            onClick={() => dispatch({ type: 'editTool', tool })}
          >
            <span class={`tool-swatch tool-swatch--${tool}`} aria-hidden="true" />
            {EDITOR_TOOL_LABELS[tool]}
          </button>
        ))}
      </div>
      <label class="play-field" for="play-editor-turn">
        <span class="play-label">Side to move</span>
        <select
          id="play-editor-turn"
          value={editor.turn}
          onChange={(e) => dispatch({ type: 'editTurn', turn: takeChoice(e, editor.turn) as Side })}
        >
          <option value="attackers">Attackers</option>
          <option value="defenders">Defenders</option>
        </select>
      </label>
      <div class="play-buttons">
        <button type="button" onClick={() => dispatch({ type: 'editEmpty' })}>
          Empty the board
        </button>
        <button type="button" class="play-primary" onClick={() => dispatch({ type: 'editDone' })}>
          Done
        </button>
        <button type="button" onClick={() => dispatch({ type: 'editCancel' })}>
          Cancel
        </button>
      </div>
    </section>
  );
}
