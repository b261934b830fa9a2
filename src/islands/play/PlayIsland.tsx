/**
 * The rules explorer: any reading, any rule changed, played on the board. The island root composes
 * the controller hook and the small presentational parts; its props are plain data (a reading id, a
 * URL query), so it renders on the server with the default game's pieces on the board.
 */
import { Board } from '../board/Board';
import { Projector } from '../board/Projector';
import { AiControls, AiStatus } from './AiControls';
import { getPreset } from '../../engine';
import { BoardOptions, SharePanel } from './BoardOptions';
import { ImportExport } from './ImportExport';
import { Message } from './Message';
import { MoveList } from './MoveList';
import { rulesOf } from './model';
import { PresetPicker } from './PresetPicker';
import { RulesProse } from './RulesProse';
import { RuleToggles } from './RuleToggles';
import { SetupEditor } from './SetupEditor';
import { useAi } from './useAi';
import { usePlayController, type PlayProps } from './usePlayController';
import { encodeState } from './urlState';
import { EmbedCode } from '../embed/EmbedCode';
import { frameTitle, plyWords } from '../embed/embedState';
import '../controls.css';
import './play.css';
import './PresetPicker.css';
import './BoardOptions.css';
import './ImportExport.css';
import './MoveList.css';
import './AiControls.css';
import './SetupEditor.css';
import './RuleToggles.css';
import './RulesProse.css';
import './Sourced.css';
import './Message.css';
import { stepAndUndo } from './moveControls';

export default function PlayIsland(props: PlayProps) {
  const { state, dispatch: dispatchModel, view, ready, shareUrl, share, copyText, shareInput, textArea } = usePlayController(props);
  // The AI's turn, its hint and its Undo (back to the person's last turn) wrap the model's dispatch.
  const ai = useAi(state, dispatchModel);
  const dispatch = ai.dispatch;
  const rules = rulesOf(state);
  const editing = state.editor !== null;
  const name = state.presetId ? (getPreset(state.presetId)?.name ?? 'custom rules') : 'custom rules';
  return (
    <div class="play" data-ready={ready ? 'true' : undefined}>
      <div class="play-grid">
        <div class="play-board">
          <BoardOptions flipped={state.flipped} boardStyle={state.boardStyle} dispatch={dispatch} />
          <AiStatus ai={ai} editing={editing} />
          <div class="play-board-frame">
            <Projector
              title={`${name}, ${plyWords(state.cursor)}`}
              download={{ reading: state.presetId ?? 'custom', ply: state.cursor }}
              controls={editing ? [] : stepAndUndo(state, dispatch)}
              controlsLabel="Step through the game"
            >
              <Board
                view={editing ? view : ai.boardView(view)}
                boardStyle={state.boardStyle}
                flipped={state.flipped}
                label={editing ? `Board, setting up: ${name}` : `Board: ${name}`}
                {...(editing
                  ? { onSquare: (square: string) => dispatch({ type: 'editSquare', square }) }
                  : { onMove: (from: string, to: string) => dispatch({ type: 'move', from, to }) })}
              />
            </Projector>
          </div>
        </div>
        <div class="play-controls">
          <PresetPicker presetId={state.presetId} layoutId={state.layoutId} disabled={editing} dispatch={dispatch} />
          <AiControls ai={ai} disabled={editing} />
          <MoveList state={state} dispatch={dispatch} />
          <SharePanel shareUrl={shareUrl} share={share} shareInput={shareInput} />
          <EmbedCode query={encodeState(state)} title={frameTitle({ state, puzzle: null })} size={state.start.size} />
          <SetupEditor editor={state.editor} dispatch={dispatch} />
          <ImportExport text={state.text} disabled={editing} dispatch={dispatch} copyText={copyText} textArea={textArea} />
          <RuleToggles presetId={state.presetId} rules={rules} disabled={editing} dispatch={dispatch} />
        </div>
      </div>
      <RulesProse rules={rules} presetId={state.presetId} />
      <Message message={state.message} kind={state.messageKind} onDismiss={() => dispatch({ type: 'say', message: null })} />
    </div>
  );
}

export { PlayIsland };
