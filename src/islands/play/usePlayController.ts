/**
 * The play page's controller hook: the model's reducer plus the page around it. On mount it reads
 * the game from the URL (or restores the saved game); after each change it writes the URL with
 * history.replaceState and saves the game. Browser APIs are touched only in effects and handlers,
 * so the island renders on the server from its props alone.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { copyText as copyToClipboard } from '../clipboard';
import { boardView, initialState, reduce, type PlayState } from './model';
import { loadGame, saveGame } from './storage';
import { decodeState, encodeState } from './urlState';

export interface PlayProps {
  /** The reading a new game starts with. */
  readonly defaultPreset?: string;
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
  const [shareUrl, setShareUrl] = useState(() => `?${encodeState(state)}`);
  const shareInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  // Once, in the browser: the game in the URL, else the saved game.
  useEffect(() => {
    if (!props.search) {
      const fromUrl = decodeState(location.search, state.flipped);
      if (fromUrl) dispatch({ type: 'replace', state: fromUrl.state });
      else {
        const saved = loadGame(undefined, state.flipped);
        if (saved.kind === 'restored') dispatch({ type: 'replace', state: saved.state });
        else if (saved.kind === 'unreadable') dispatch({ type: 'say', message: saved.message, kind: 'error' });
      }
    }
    setReady(true);
  }, []);

  const query = useMemo(() => encodeState(state), [state.presetId, state.patch, state.layoutId, state.start, state.line, state.cursor]);

  // After each change: the URL (no reload, no new history entry) and the saved game.
  useEffect(() => {
    if (!ready) return;
    const url = `${location.pathname}?${query}${location.hash}`;
    try {
      history.replaceState(history.state, '', url);
    } catch {
      // Some embedded browsers refuse; the Share link below still carries the game.
    }
    setShareUrl(`${location.origin}${url}`);
    saveGame(state);
  }, [ready, query]);

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
    shareUrl,
    share,
    copyText,
    shareInput,
    textArea,
  };
}

export type PlayController = ReturnType<typeof usePlayController>;
