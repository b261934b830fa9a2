/**
 * The rules explorer: any reading, any rule changed, played on the board. The island root composes
 * the controller hook and the small presentational parts; its props are plain data (a reading id, a
 * URL query), so it renders on the server with the default game's pieces on the board.
 *
 * The board comes first on every screen, with at most one line above it on a phone (beside it on a
 * wide screen): the guide a "try it" link from /compare opens with, which move to play and what to
 * look for. Directly under the board the game's status, its steps, Undo and Hint, the AI's words and
 * the page's message (GameBar); beside it (below it on a phone, where the board stays in view while
 * the rest scrolls) the result of an ended game, the reading with the rules changed from it, and every
 * other control.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Board } from '../board/Board';
import { Legend } from '../board/Legend';
import { actionForKey, Projector } from '../board/Projector';
import { AiControls, AiStatus, EvalBar } from './AiControls';
import { BoardOptions, SharePanel } from './BoardOptions';
import { GameBar } from './GameBar';
import { GuideLine, useGuide } from './Guide';
import { downloadRecord, GameResult } from './GameResult';
import { ImportExport } from './ImportExport';
import { Message } from './Message';
import { MoveList } from './MoveList';
import { gameName, rulesOf } from './model';
import { PresetPicker } from './PresetPicker';
import { ReadingBar } from './ReadingBar';
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
import './GameBar.css';
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
import './Guide.css';
import { stepAndUndo } from './moveControls';

/** Outside the projector, the keys that step through the game when the board does not have the focus (Page Up and Down keep scrolling the page). */
const PAGE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** ←, →, Home and End step through the game from anywhere on the page but the board and the fields (which use them themselves). */
function useStepKeys(controls: ReturnType<typeof stepAndUndo>): void {
  const ref = useRef(controls);
  ref.current = controls;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (document.documentElement.classList.contains('tb-projecting')) return;
      const pageControls = ref.current.map((c) => ({ ...c, keys: c.keys?.filter((k) => PAGE_KEYS.has(k)) }));
      const action = actionForKey(pageControls, e);
      if (!action) return;
      e.preventDefault();
      if (!action.disabled) action.onClick();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * A big board can be zoomed: its frame scrolls, every point a bigger target; it opens centred. The
 * frame's --play-size (play.css) is set through the CSSOM, not as a style attribute in the markup,
 * which the site's content security policy refuses (astro.config.mjs).
 */
function useZoom(size: number) {
  const [on, setOn] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const available = size >= 13;
  useLayoutEffect(() => {
    frame.current?.style.setProperty('--play-size', String(size));
  }, [size]);
  useEffect(() => {
    const app = frame.current?.querySelector<HTMLElement>('.tb-app');
    if (!app) return;
    if (on) app.scrollTo({ left: (app.scrollWidth - app.clientWidth) / 2, top: (app.scrollHeight - app.clientHeight) / 2 });
  }, [on]);
  return { frame, available, on: available && on, toggle: () => setOn(!on) };
}

/**
 * On a phone the board stays at the top of the screen (play.css): the page keeps that much room at
 * its top when it scrolls a focused control into view, so no control is hidden under the board.
 */
function useStickyRoom(): { current: HTMLDivElement | null } {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const narrow = matchMedia('(max-width: 61.99rem)');
    const update = () => {
      const stuck = narrow.matches && getComputedStyle(el).position === 'sticky';
      root.style.scrollPaddingTop = stuck ? `${el.offsetHeight + 8}px` : '';
    };
    const observer = new ResizeObserver(update);
    observer.observe(el);
    addEventListener('resize', update);
    return () => {
      observer.disconnect();
      removeEventListener('resize', update);
      root.style.scrollPaddingTop = '';
    };
  }, []);
  return ref;
}

export default function PlayIsland(props: PlayProps) {
  const { state, dispatch: dispatchModel, view, ready, shareUrl, share, copyText, shareInput, textArea } = usePlayController(props);
  // The AI's turn, its hint and its Undo (back to the person's last turn) wrap the model's dispatch.
  const ai = useAi(state, dispatchModel);
  const dispatch = ai.dispatch;
  const rules = rulesOf(state);
  const editing = state.editor !== null;
  const name = gameName(state);
  const steps = stepAndUndo(state, dispatch);
  useStepKeys(steps);
  const zoom = useZoom(state.start.size);
  const boardView = editing ? view : ai.boardView(view);
  const boardColumn = useStickyRoom();
  const guide = useGuide(state, ready);
  return (
    <div class={`play${guide.words || guide.problem ? ' play--guided' : ''}`} data-ready={ready ? 'true' : undefined}>
      <div class="play-grid">
        <GuideLine guide={guide} dispatch={dispatch} />
        <div class="play-board" ref={boardColumn}>
          {ai.evalBar && !editing && <EvalBar reading={ai.reading} depth={ai.evalDepth} />}
          <div class="play-board-frame" ref={zoom.frame} data-zoomed={zoom.on ? 'true' : undefined}>
            <Projector
              title={`${name}, ${plyWords(state.cursor)}`}
              download={{ reading: state.presetId ?? 'custom', ply: state.cursor }}
              controls={editing ? [] : steps}
              controlsLabel="Step through the game"
            >
              <Board
                view={boardView}
                boardStyle={state.boardStyle}
                flipped={state.flipped}
                label={editing ? `Board, setting up: ${name}` : `Board: ${name}`}
                {...(editing
                  ? { onSquare: (square: string) => dispatch({ type: 'editSquare', square }) }
                  : { onMove: (from: string, to: string) => dispatch({ type: 'move', from, to }) })}
              />
            </Projector>
          </div>
          <GameBar state={state} dispatch={dispatch} ai={ai} zoom={zoom}>
            <AiStatus ai={ai} editing={editing} />
            <Message
              message={state.message}
              kind={state.messageKind}
              onDismiss={() => dispatch({ type: 'say', message: null })}
              offer={state.offer?.accept}
              onAccept={() => dispatch({ type: 'acceptOffer' })}
            />
          </GameBar>
        </div>
        <div class="play-controls">
          <GameResult state={state} dispatch={dispatch} share={share} />
          <ReadingBar state={state} dispatch={dispatch} />
          <PresetPicker presetId={state.presetId} layoutId={state.layoutId} disabled={editing} dispatch={dispatch} />
          <AiControls ai={ai} disabled={editing} />
          <MoveList state={state} dispatch={dispatch} />
          <section class="play-panel play-look" aria-labelledby="play-look-h">
            <h2 id="play-look-h">The board</h2>
            <BoardOptions flipped={state.flipped} boardStyle={state.boardStyle} dispatch={dispatch} />
            <details class="play-key">
              <summary>Key to the board</summary>
              <Legend view={boardView} boardStyle={state.boardStyle} mode={editing ? 'edit' : 'move'} />
            </details>
          </section>
          <SharePanel shareUrl={shareUrl} share={share} shareInput={shareInput} />
          <EmbedCode query={encodeState(state)} title={frameTitle({ state, puzzle: null })} size={state.start.size} />
          <SetupEditor editor={state.editor} dispatch={dispatch} />
          <ImportExport
            text={state.text}
            disabled={editing}
            dispatch={dispatch}
            copyText={copyText}
            download={() => downloadRecord(state, dispatch)}
            textArea={textArea}
          />
          <RuleToggles presetId={state.presetId} rules={rules} disabled={editing} dispatch={dispatch} />
        </div>
      </div>
      <RulesProse rules={rules} presetId={state.presetId} />
    </div>
  );
}

export { PlayIsland };
