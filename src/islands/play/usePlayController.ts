/**
 * The play page's controller hook: the model's reducer plus the page around it. On mount it reads
 * the game from the URL (or restores the saved game); after each change it writes the URL and saves
 * the game. A change that starts another game (a reading, a rule, a layout, an import, New game:
 * the state's `chapter`) gets a history entry of its own (pushState), so the browser's Back returns
 * to the game before; moves and steps only rewrite the current entry (replaceState). Back and
 * Forward (popstate) read the game from the URL again. Browser APIs are touched only in effects and
 * handlers, so the island renders on the server from its props alone.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { copyText as copyToClipboard } from '../clipboard';
import { boardView, initialState, reduce, type PlayState } from './model';
import type { LevelId } from '../../ai/play/levels';
import type { Opponent } from './ai';
import { loadGame, saveGame } from './storage';
import { decodeState, encodeState } from './urlState';

export interface PlayProps {
  /** The reading a new game starts with. */
  readonly defaultPreset?: string;
  /** Who plays the other side in the game the page opens with (a person when omitted), and at which level. */
  readonly defaultOpponent?: Opponent;
  readonly defaultLevel?: LevelId;
  /** A URL query to start from (`?r=…`), for server rendering of a given game. */
  readonly search?: string;
}

function startState(props: PlayProps): PlayState {
  const fromSearch = props.search ? decodeState(props.search) : null;
  return fromSearch ? fromSearch.state : initialState(props.defaultPreset);
}

export function usePlayController(props: PlayProps) {
  const [state, dispatch] = useReducer(reduce, props, startState);
  const [ready, setReady] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  // The chapter the current history entry holds (see PlayState.chapter).
  const writtenChapter = useRef(state.chapter);
  const shareInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  // Back and Forward: the game in that entry's URL.
  useEffect(() => {
    const onPop = () => {
      const { flipped, boardStyle } = stateRef.current;
      const fromUrl = decodeState(location.search, flipped);
      if (fromUrl) dispatch({ type: 'replace', state: { ...fromUrl.state, boardStyle } });
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  // A saved game read only in part, or not at all, stays saved until the game changes: the first save is held.
  const holdSave = useRef(false);

  // Once, in the browser: the game in the URL, else the saved game.
  useEffect(() => {
    if (!props.search) {
      const fromUrl = decodeState(location.search, state.flipped);
      if (fromUrl) dispatch({ type: 'replace', state: fromUrl.state });
      else {
        const saved = loadGame(undefined, state.flipped);
        if (saved.kind === 'restored' || saved.kind === 'partial') dispatch({ type: 'replace', state: saved.state });
        else {
          // The page's first game: the computer takes a side only now, in the browser, so that a link or a
          // saved game never loads the AI's code for nothing.
          if (props.defaultOpponent) dispatch({ type: 'setOpponent', opponent: props.defaultOpponent });
          if (props.defaultLevel) dispatch({ type: 'setLevel', level: props.defaultLevel });
          if (saved.kind === 'unreadable') dispatch({ type: 'say', message: saved.message, kind: 'error' });
        }
        holdSave.current = saved.kind === 'partial' || saved.kind === 'unreadable';
      }
    }
    setReady(true);
  }, []);

  const query = useMemo(
    () => encodeState(state),
    [state.presetId, state.patch, state.layoutId, state.start, state.line, state.cursor, state.opponent, state.level],
  );

  // After each change: the URL (a new history entry for another game, else the same one rewritten) and the saved game.
  useEffect(() => {
    if (!ready) return;
    const url = `${location.pathname}?${query}${location.hash}`;
    const another = state.chapter !== writtenChapter.current;
    writtenChapter.current = state.chapter;
    try {
      if (another && `${location.pathname}${location.search}${location.hash}` !== url) history.pushState(null, '', url);
      else history.replaceState(history.state, '', url);
    } catch {
      // Some embedded browsers refuse; the Share link below still carries the game.
    }
    if (holdSave.current) holdSave.current = false;
    else saveGame(state);
  }, [ready, query, state.chapter]);

  // The link to this game: the URL the effect above writes, once in the browser.
  const shareUrl = ready ? `${location.origin}${location.pathname}?${query}${location.hash}` : `?${query}`;

  const share = async () => {
    const ok = await copyToClipboard(shareUrl, shareInput.current);
    dispatch({ type: 'say', message: ok ? 'Link copied.' : 'The link is selected below: copy it with your keyboard or menu.' });
  };

  const copyText = async () => {
    if (state.text === '') return dispatch({ type: 'say', message: 'The box is empty: export something first.', kind: 'error' });
    const ok = await copyToClipboard(state.text, textArea.current);
    dispatch({
      type: 'say',
      message: ok ? 'Copied to the clipboard.' : 'The text is selected in the box: copy it with your keyboard or menu.',
    });
  };

  return {
    state,
    dispatch,
    view: useMemo(() => boardView(state), [state.line, state.cursor, state.editor]),
    /** True once the game from the URL or the saved game has been applied in the browser. */
    ready,
    /** The game as a URL query (urlState.ts), as the link and the saved game hold it. */
    query,
    shareUrl,
    share,
    copyText,
    shareInput,
    textArea,
  };
}
