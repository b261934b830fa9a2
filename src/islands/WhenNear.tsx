/**
 * A part of an island that comes to life when the reader comes near it. Hydrating a big island is
 * long work for the browser's main thread, much of it on parts below the first screen (on /play, the
 * rules' selects and their prose are two thirds of the island). Wrapped in WhenNear, such a part
 * keeps the server's HTML untouched while the island hydrates (Preact leaves the children of an
 * element given as `dangerouslySetInnerHTML` alone) and is hydrated later as a Preact root of its
 * own, on the same elements, so nothing the reader sees is replaced:
 *   - when it comes within a screen's height of the window, or before printing;
 *   - once the browser is idle after the reader's first tap or key anywhere on the page (so that a
 *     part the reader's own actions have changed never stays as the server drew it for long, even
 *     for a reader whose screen reader reads ahead of what is in view);
 *   - at once, inside the event, when the reader reaches it first (a pointer, a key, the focus, a
 *     change): hydrating is synchronous, and handlers added to an element while the event is still
 *     on its way down to it (the capture phase, here) receive it, so the first choice is not lost.
 *   - at once when what it shows (`shows`, a value the parent gives) is no longer what the server drew
 *     it for: on /play opened from a link to another reading, the rules the server drew are the first
 *     game's, and must not stay on the page, to be read or found, until the reader scrolls to them.
 * It is hydrated with the children as they were at the island's hydration (what the server drew),
 * then rendered with the current ones (after the event, when woken by one); after that it follows
 * every render of its parent.
 *
 * Mounted in the browser with no server HTML (a unit test, a part shown later), it renders at once.
 * Context does not reach a separate root: the children take everything they need as props.
 */
import { type ComponentChildren, hydrate, render } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

interface Props {
  readonly class?: string;
  /** What the children show (compared with ===): a change from its first value wakes the part at once. */
  readonly shows?: unknown;
  readonly children?: ComponentChildren;
}

/** Events on the page that wake every part soon after (PAGE_TOUCH), and on the part itself that wake it at once (FIRST_TOUCH). */
const PAGE_TOUCH = ['pointerdown', 'keydown'] as const;
/** Events that mean the reader has reached the part before it came to life. */
const FIRST_TOUCH = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'input', 'change', 'click'] as const;

export function WhenNear({ class: className, shows, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const firstShows = useRef(shows);
  const wakeNow = useRef<(() => void) | null>(null);
  // What the server drew (the children at the first render in the browser), and the latest children.
  const first = useRef(children);
  const latest = useRef(children);
  latest.current = children;
  const live = useRef(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Hydrated with what the server drew, then brought up to the current props: at once, or, when woken
    // inside an event, once the event is over, so that the control the reader is using keeps its new value.
    const wake = (e?: Event) => {
      if (live.current) return;
      live.current = true;
      stop();
      if (!el.hasChildNodes()) return render(<>{latest.current}</>, el);
      hydrate(<>{first.current}</>, el);
      const update = () => live.current && render(<>{latest.current}</>, el);
      if (e && e.type !== 'beforeprint') setTimeout(update, 0);
      else update();
    };
    const io =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: '100% 0px' })
        : null;
    // After a tap or key elsewhere on the page: when the browser is next idle, not in the reader's way.
    let idle = 0;
    const soon = () => {
      if (live.current || idle) return;
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => wake(), { timeout: 2000 })
          : window.setTimeout(() => wake(), 200);
    };
    const stop = () => {
      for (const type of PAGE_TOUCH) removeEventListener(type, soon, { capture: true });
      io?.disconnect();
      for (const type of FIRST_TOUCH) el.removeEventListener(type, wake, true);
      removeEventListener('beforeprint', wake);
    };
    wakeNow.current = () => wake();
    if (!el.hasChildNodes() || !io || shows !== firstShows.current) {
      wake();
    } else {
      for (const type of FIRST_TOUCH) el.addEventListener(type, wake, true);
      addEventListener('beforeprint', wake);
      for (const type of PAGE_TOUCH) addEventListener(type, soon, { capture: true, once: true });
      io.observe(el);
    }
    return () => {
      stop();
      if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else if (idle) clearTimeout(idle);
      if (live.current) render(null, el);
      live.current = false;
    };
  }, []);

  // Every later render of the parent reaches the part once it is live; one that changes what it shows wakes it.
  useLayoutEffect(() => {
    if (live.current && ref.current) render(<>{children}</>, ref.current);
    else if (shows !== firstShows.current) wakeNow.current?.();
  });

  return typeof document === 'undefined' ? (
    <div class={className}>{children}</div>
  ) : (
    // An empty string, never shown: the parent leaves this element's children to the part's own root.
    <div class={className} ref={ref} dangerouslySetInnerHTML={{ __html: '' }} />
  );
}
