/**
 * The guide above /play's board (guide.ts): one line saying which move to play and what it does under
 * the rule a "try it" link shows, a button that sets the rule's other value (or back to the reading's),
 * and Dismiss. It reads the link once the game from the link is on the board, and is gone when the
 * reader moves on. A screen reader hears the line from a polite status region, present (empty) from the
 * start, so that it is read when it arrives; a link whose guide cannot be read gets its one sentence
 * there instead. It stands above the board on a phone, beside it (over the controls) on a wide screen.
 * Its code (guide.ts) is loaded only for a link that asks for it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Guide } from './guide';
import type { PlayAction, PlayState } from './model';
import { GUIDE_PARAM } from './urlState';

/** The guide's code, loaded with a dynamic import() only when a link asks for a guide: most visits to /play never need it. */
type GuideCode = typeof import('./guide');

export function useGuide(state: PlayState, ready: boolean) {
  const [guide, setGuide] = useState<Guide | string | null>(null);
  const [code, setCode] = useState<GuideCode | null>(null);
  // The link as it was opened: the page rewrites its address with the game as soon as it is ready.
  const search = useRef<string | null>(null);
  useEffect(() => {
    search.current = location.search;
  }, []);
  // Once, when the game from the link is on the board: the guide is read on that game.
  useEffect(() => {
    const query = search.current;
    if (!ready || query === null) return;
    search.current = null;
    if (!new URLSearchParams(query).has(GUIDE_PARAM)) return;
    const opened = state;
    import('./guide')
      .then((m) => {
        setCode(m);
        setGuide(m.readGuide(query, opened));
      })
      .catch(() => setGuide('The note on which rule to try could not be loaded; the game is as the link gave it.'));
  }, [ready]);
  const words = useMemo(
    () => (code && guide !== null && typeof guide === 'object' ? code.guideWords(state, guide) : null),
    [code, guide, state.presetId, state.patch, state.start, state.line, state.cursor, state.editor],
  );
  const problem = typeof guide === 'string' ? guide : null;
  return { guide, words, problem, dismiss: () => setGuide(null) };
}

interface Props {
  readonly guide: ReturnType<typeof useGuide>;
  readonly dispatch: (a: PlayAction) => void;
}

export function GuideLine({ guide, dispatch }: Props) {
  const { words, problem } = guide;
  const text = words?.text ?? problem ?? '';
  const key = guide.guide !== null && typeof guide.guide === 'object' ? guide.guide.key : null;
  const change = words?.change;
  return (
    <>
      <p role="status" class="visually-hidden" data-testid="play-guide-status">
        {text}
      </p>
      {text && (
        <div class={`play-guide${problem ? ' play-guide--problem' : ''}`} data-testid="play-guide">
          {/* Read once, from the status line above it. */}
          <p class="play-guide-text" aria-hidden="true">
            {text}
          </p>
          <div class="play-guide-buttons">
            {change && key && (
              <button
                type="button"
                class="play-small"
                aria-label={change.label}
                title={change.label}
                onClick={() => dispatch(change.value === null ? { type: 'resetRule', key } : { type: 'setRule', key, value: change.value })}
              >
                {change.text}
              </button>
            )}
            <button type="button" class="play-small" onClick={guide.dismiss}>
              Dismiss
            </button>
          </div>
        </div>
      )}
    </>
  );
}
