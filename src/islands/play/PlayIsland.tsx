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
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
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
import { gameName, type PlayAction, rulesOf } from './model';
import { PresetPicker } from './PresetPicker';
import { ReadingBar } from './ReadingBar';
import { RulesProse } from './RulesProse';
import { RuleToggles } from './RuleToggles';
import { SetupEditor } from './SetupEditor';
import { useAi } from './useAi';
import { useZoom, ZoomRails } from '../board/ZoomRails';
import { pure } from '../pure';
import { WhenNear } from '../WhenNear';
import { usePlayController, type PlayProps } from './usePlayController';
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

/** The media query under which the board column is pinned to the top of the screen (play.css). */
const PINNED_MEDIA = '(max-width: 61.99rem) and (min-height: 36rem) and (orientation: portrait)';

/**
 * Whether the reader is in one of the panels marked `data-unpins-board` (the moves, the rules): its
 * top has passed under the pinned board, and more of it than a few lines is still to read below the
 * board. Pure, for the tests; `boardHeight` is the pinned board's height.
 */
export function readingPanel(panels: readonly Pick<DOMRect, 'top' | 'bottom'>[], boardHeight: number): boolean {
  return panels.some((p) => p.top < boardHeight && p.bottom > boardHeight + 96);
}

/**
 * On a phone held upright the board stays at the top of the screen (play.css), which leaves the rest
 * of the page about 360 px. The reader can release it (Pin, under the board), and it lets go by itself
 * while the reader is in the move list or the rules, where the whole screen is theirs; scrolling back
 * above them pins it again. What the board shows changing (`shown`: a rule changed, a move chosen in
 * the list, a move played) pins it at once, so the reader sees the change, with the control they used
 * kept in view under it; it lets go again once they scroll on by a third of a screen. While it is
 * pinned, the page keeps its height free at the top when it scrolls a focused control into view, so
 * no control is hidden under the board.
 */
function usePinnedBoard(shown: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [pinned, setPinned] = useState(true);
  const [inPanel, setInPanel] = useState(false);
  // Where the page was scrolled when the board last changed, while that change holds it pinned.
  const heldAt = useRef<number | null>(null);
  const firstShown = useRef(shown);
  const released = !pinned || inPanel;
  useLayoutEffect(() => {
    if (shown === firstShown.current) return;
    firstShown.current = shown;
    // Held even when the board is pinned already: a scroll into a panel in the same frame as the change
    // (a keyboard's Tab and ↓ on a slow phone) is measured after it, and must not let the board go.
    heldAt.current = scrollY;
    if (inPanel) setInPanel(false);
  }, [shown]);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const media = matchMedia(PINNED_MEDIA);
    // The board's height while pinned: released, it scrolls away, and the panels are measured against where it was.
    let boardHeight = el.offsetHeight;
    // Scroll and resize events come at most once a frame: measured at once. The root's style is written
    // only when it changes: each write makes the browser compute the whole page's style again.
    let padding = root.style.scrollPaddingTop;
    const update = () => {
      const stuck = stuckNow(el, media);
      if (stuck) boardHeight = el.offsetHeight;
      const wanted = stuck ? `${boardHeight + 8}px` : '';
      if (wanted !== padding) root.style.scrollPaddingTop = padding = wanted;
      if (heldAt.current !== null) {
        if (Math.abs(scrollY - heldAt.current) < innerHeight / 3) return;
        heldAt.current = null;
      }
      const panels = [...(el.closest('.play')?.querySelectorAll<HTMLElement>('[data-unpins-board]') ?? [])];
      setInPanel(
        media.matches &&
          readingPanel(
            panels.map((p) => p.getBoundingClientRect()),
            boardHeight,
          ),
      );
    };
    update();
    // Pinned again by a change: the control the reader used stays in view under the board.
    if (heldAt.current !== null && stuckNow(el, media)) {
      document.activeElement?.scrollIntoView?.({ block: 'nearest' });
      heldAt.current = scrollY;
    }
    const observer = new ResizeObserver(update);
    observer.observe(el);
    addEventListener('resize', update);
    addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      removeEventListener('resize', update);
      removeEventListener('scroll', update);
      if (padding !== '') root.style.scrollPaddingTop = '';
    };
  }, [released]);
  return { ref, released, pin: { on: pinned, toggle: () => setPinned(!pinned) } };
}

const stuckNow = (el: HTMLElement, media: MediaQueryList): boolean => media.matches && getComputedStyle(el).position === 'sticky';

/*
 * The big parts that change only with the rules or the reading render again only when their props
 * change (pure), not at every move. The board's look and key, the set-up editor and the rules'
 * selects and prose, two thirds of the island and below the first screen on a phone, come to life
 * when the reader comes near them (WhenNear). The parts that show the game itself (the move list,
 * printed with the board; the link; the embed code; the record) stay live, so that what they say is
 * never the server's first game.
 */
const Options = pure(BoardOptions);
const Picker = pure(PresetPicker);
const Toggles = pure(RuleToggles);
const Prose = pure(RulesProse);
const Editor = pure(SetupEditor);

export default function PlayIsland(props: PlayProps) {
  const { state, dispatch: dispatchModel, view, ready, query, shareUrl, share, copyText, shareInput, textArea } = usePlayController(props);
  // The AI's turn, its hint and its Undo (back to the person's last turn) wrap the model's dispatch.
  const ai = useAi(state, dispatchModel);
  // One dispatch for the life of the island (the AI's, as it is at each call), so the pure parts keep their props.
  const latest = useRef(ai.dispatch);
  latest.current = ai.dispatch;
  const dispatch = useCallback((a: PlayAction) => latest.current(a), []);
  const rules = useMemo(() => rulesOf(state), [state.base, state.patch]);
  // What the parts kept as the server drew them show, by value: a link's or a saved game's other rules wake them at once.
  const shown = useMemo(() => `${state.presetId} ${JSON.stringify(rules)}`, [state.presetId, rules]);
  const editing = state.editor !== null;
  const name = gameName(state);
  const steps = stepAndUndo(state, dispatch);
  useStepKeys(steps);
  const zoom = useZoom(state.start.size);
  const boardView = editing ? view : ai.boardView(view);
  const boardColumn = usePinnedBoard(query);
  const guide = useGuide(state, ready);
  return (
    <div class={`play${guide.words || guide.problem ? ' play--guided' : ''}`} data-ready={ready ? 'true' : undefined}>
      <div class="play-grid">
        <GuideLine guide={guide} dispatch={dispatch} />
        <div class="play-board" ref={boardColumn.ref} data-released={boardColumn.released ? 'true' : undefined}>
          {ai.evalBar && !editing && <EvalBar reading={ai.reading} depth={ai.evalDepth} />}
          <div class="play-board-frame zoom-frame" ref={zoom.frame} data-zoomed={zoom.on ? 'true' : undefined}>
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
              {zoom.on && <ZoomRails size={state.start.size} flipped={state.flipped} />}
            </Projector>
          </div>
          <GameBar state={state} dispatch={dispatch} ai={ai} zoom={zoom} pin={boardColumn.pin}>
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
          <Picker presetId={state.presetId} layoutId={state.layoutId} disabled={editing} dispatch={dispatch} />
          <AiControls ai={ai} disabled={editing} />
          <MoveList state={state} dispatch={dispatch} />
          <WhenNear shows={`${shown} ${state.boardStyle} ${state.flipped}`}>
            <section class="play-panel play-look" aria-labelledby="play-look-h">
              <h2 id="play-look-h">The board</h2>
              <Options flipped={state.flipped} boardStyle={state.boardStyle} dispatch={dispatch} />
              <details class="play-key" data-pagefind-ignore="all">
                <summary>Key to the board</summary>
                <Legend view={boardView} boardStyle={state.boardStyle} mode={editing ? 'edit' : 'move'} />
              </details>
            </section>
          </WhenNear>
          <SharePanel shareUrl={shareUrl} share={share} shareInput={shareInput} />
          <EmbedCode query={query} title={frameTitle({ state, puzzle: null })} size={state.start.size} />
          <WhenNear shows={state.editor}>
            <Editor editor={state.editor} dispatch={dispatch} />
          </WhenNear>
          <ImportExport
            text={state.text}
            disabled={editing}
            dispatch={dispatch}
            copyText={copyText}
            download={() => downloadRecord(state, dispatch)}
            textArea={textArea}
          />
          <WhenNear shows={shown}>
            <Toggles presetId={state.presetId} rules={rules} disabled={editing} dispatch={dispatch} />
          </WhenNear>
        </div>
      </div>
      <WhenNear shows={shown}>
        <Prose rules={rules} presetId={state.presetId} />
      </WhenNear>
    </div>
  );
}

export { PlayIsland };
