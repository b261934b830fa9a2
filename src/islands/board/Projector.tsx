/**
 * Projector mode and SVG download for any board: wrap a <Board> in <Projector>. A "Projector" toggle
 * shows the same board (it stays mounted, so a picked-up piece and the keyboard cursor survive) in
 * a fixed overlay that fills the screen, high contrast, with large coordinates, a large status line
 * and the board's key beside it (below it on a narrow or upright screen). The focus moves to the
 * board on opening and back to the toggle on leaving; Escape leaves (unless the board used it to put
 * a piece back); Tab stays inside the overlay. "Download SVG" saves the board as a standalone SVG
 * file (svg-export.ts). A board that offers both keeps them in one small menu ("Board options", a
 * disclosure: Escape or a click elsewhere closes it), so that a page of many boards is not a page of
 * buttons; leaving the projector then returns the focus to the menu's button. Browser APIs only in
 * handlers/effects.
 *
 * The host may pass `panel`: what the class must read beside the board (a puzzle's task and verdict),
 * drawn in large type under the toolbar in place of the board's own status line.
 *
 * The host may pass `controls`: its move controls (Back, Forward, Undo…), drawn as large buttons in
 * the overlay's toolbar. An action's `keys` also run it while projecting, unless the board took the
 * key first: the board moves its cursor with the arrow keys, Home and End, so those step the game
 * only when the focus is elsewhere in the overlay (on the toolbar), while Page Up and Page Down
 * (what most presentation remotes send) are never the board's and work from anywhere.
 */
import type { ComponentChildren, RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import './Projector.css';
import { boardSvgMarkup, downloadSvg, svgFileName } from './svg-export';

/** One move control of the host, shown in the projector's toolbar. */
export interface ProjectorAction {
  /** The button's text: "Back", "Undo". */
  readonly label: string;
  readonly onClick: () => void;
  /** Nothing to do now (at the start, at the end): the button stays focusable, says so, and does nothing. */
  readonly disabled?: boolean;
  /** For a choice among several (one value of a rule): whether it is the one chosen (aria-pressed). */
  readonly pressed?: boolean;
  /**
   * Keys (KeyboardEvent.key values) that run the action while projecting, e.g. ['ArrowLeft', 'PageUp'].
   * The first one is named on the button.
   */
  readonly keys?: readonly string[];
  /** A longer description, shown as the button's tooltip: "One move back". */
  readonly hint?: string;
}

export interface ProjectorProps {
  /** What the board shows, for the overlay's heading and its accessible name. */
  readonly title: string;
  /** The download's name parts (reading id, ply); absent for no Download SVG button. */
  readonly download?: { readonly reading: string; readonly ply: number; readonly title?: string };
  /** The host's move controls for the projector's toolbar, in order; absent or empty for none. */
  readonly controls?: readonly ProjectorAction[];
  /** The accessible name of the group of controls (default "Move controls"). */
  readonly controlsLabel?: string;
  /**
   * What the class must see beside the board while projecting, in large type, in place of the board's
   * own status line: a puzzle's task and the verdict on the move. Shown only in the overlay.
   */
  readonly panel?: ComponentChildren;
  readonly children?: ComponentChildren;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** How a key is named on a button. */
const KEY_NAME: Readonly<Record<string, string>> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  PageUp: 'Page Up',
  PageDown: 'Page Down',
};
export const keyName = (key: string): string => KEY_NAME[key] ?? key;

/** Keys the board itself uses to move its cursor: never taken from it while it has the focus. */
const BOARD_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', ' ', 'Spacebar', 'Escape']);

/** Whether a key pressed on `target` belongs to what has the focus rather than to the toolbar's keys. */
function keyBelongsToTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return BOARD_KEYS.has(key) && target.closest('[data-testid="board"], [role="application"]') !== null;
}

/** The action a key press runs, or null when the key is not one of the actions' or is not free. */
export function actionForKey(controls: readonly ProjectorAction[], e: KeyboardEvent): ProjectorAction | null {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return null;
  if (keyBelongsToTarget(e.target, e.key)) return null;
  return controls.find((a) => a.keys?.includes(e.key)) ?? null;
}

/**
 * While the overlay is open: the page knows (a class on <html>), the board has the focus, and the
 * actions' keys run them; on leaving, the focus goes back to the toggle.
 */
function useProjecting(
  open: boolean,
  controls: readonly ProjectorAction[],
  frameRef: RefObject<HTMLDivElement>,
  openerRef: RefObject<HTMLButtonElement>,
): void {
  const wasOpen = useRef(false);
  // The latest controls, for the document's key listener (registered once per opening).
  const controlsRef = useRef(controls);
  controlsRef.current = controls;

  // A layout effect: the focus moves in the same update that opens or closes the overlay, so that it is
  // never left on a board that has just been taken away.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (open) {
      wasOpen.current = true;
      root.classList.add('tb-projecting');
      frameRef.current?.querySelector<HTMLElement>('[data-testid="board"]')?.focus();
      // On the document, after the board's own handler: a key the board used is marked handled.
      const onKey = (e: KeyboardEvent) => {
        const action = actionForKey(controlsRef.current, e);
        if (!action) return;
        e.preventDefault();
        if (!action.disabled) action.onClick();
      };
      document.addEventListener('keydown', onKey);
      return () => {
        document.removeEventListener('keydown', onKey);
        root.classList.remove('tb-projecting');
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      openerRef.current?.focus();
    }
    return undefined;
  }, [open]);
}

/** Tab and Shift+Tab go round the overlay's focusable elements, never out of it. */
function keepFocusInside(frame: HTMLElement, e: KeyboardEvent): void {
  const items = [...frame.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !frame.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !frame.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}

/** One of the host's actions as a large button, with the first of its keys named. */
function ActionButton({ action: a }: { readonly action: ProjectorAction }) {
  return (
    <button
      type="button"
      class="tb-projector-action"
      title={a.hint}
      aria-disabled={a.disabled ? 'true' : undefined}
      aria-pressed={a.pressed === undefined ? undefined : a.pressed ? 'true' : 'false'}
      aria-keyshortcuts={a.keys && a.keys.length > 0 ? a.keys.join(' ') : undefined}
      onClick={() => !a.disabled && a.onClick()}
    >
      {a.label}
      {a.keys?.[0] && (
        <span class="tb-projector-key" aria-hidden="true">
          {' '}
          ({keyName(a.keys[0])})
        </span>
      )}
    </button>
  );
}

/** The overlay's toolbar: the title, the way out, and the host's move controls. */
function ProjectorBar({
  title,
  controls,
  controlsLabel,
  onClose,
}: {
  readonly title: string;
  readonly controls: readonly ProjectorAction[];
  readonly controlsLabel: string;
  readonly onClose: () => void;
}) {
  return (
    <div class="tb-projector-bar">
      <p class="tb-projector-title" aria-live="polite" aria-atomic="true" data-testid="projector-title">
        {title}
      </p>
      <button type="button" class="tb-projector-close" onClick={onClose} data-testid="projector-close">
        Leave projector <span class="tb-projector-key">(Esc)</span>
      </button>
      {controls.length > 0 && (
        <div class="tb-projector-controls" role="group" aria-label={controlsLabel} data-testid="projector-controls">
          {controls.map((a) => (
            <ActionButton key={a.label} action={a} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The board's actions: the Projector toggle alone, or, with a download, both in a small disclosure menu
 * that closes on Escape (the focus back on its button), on a click or a focus elsewhere, and once an
 * action is chosen.
 */
function BoardActions({
  open,
  onProject,
  onSave,
  openerRef,
}: {
  readonly open: boolean;
  readonly onProject: () => void;
  readonly onSave: (() => void) | undefined;
  /** The button that stands on the page (the toggle alone, or the menu's): where the focus comes back to. */
  readonly openerRef: RefObject<HTMLButtonElement>;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!menuOpen) return undefined;
    boxRef.current?.querySelector<HTMLElement>('.tb-proj-menu button')?.focus();
    const away = (e: Event) => {
      if (!boxRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [menuOpen]);

  const toggle = (
    <button
      type="button"
      ref={onSave ? undefined : openerRef}
      aria-pressed={open ? 'true' : 'false'}
      onClick={() => {
        setMenuOpen(false);
        onProject();
      }}
      data-testid="projector-toggle"
    >
      Projector
    </button>
  );
  if (!onSave) return <div class="tb-proj-tools">{toggle}</div>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it; the buttons inside are the controls.
    <div
      class="tb-proj-tools"
      ref={boxRef}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !menuOpen) return;
        e.preventDefault();
        setMenuOpen(false);
        openerRef.current?.focus();
      }}
    >
      <button
        type="button"
        class="tb-proj-menu-button"
        ref={openerRef}
        aria-expanded={menuOpen ? 'true' : 'false'}
        onClick={() => setMenuOpen(!menuOpen)}
        data-testid="board-menu"
      >
        Board options <span aria-hidden="true">{menuOpen ? '▴' : '▾'}</span>
      </button>
      <div class="tb-proj-menu" hidden={!menuOpen} data-testid="board-menu-items">
        {toggle}
        <button
          type="button"
          onClick={() => {
            setMenuOpen(false);
            onSave();
            openerRef.current?.focus();
          }}
          data-testid="download-svg"
        >
          Download SVG
        </button>
      </div>
    </div>
  );
}

export function Projector({ title, download, controls = [], controlsLabel = 'Move controls', panel, children }: ProjectorProps) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // Leaving the projector, the focus goes back to the button that opened it: the toggle, or the menu holding it.
  useProjecting(open, controls, frameRef, openerRef);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === 'Escape') {
      // The board takes Escape first to put a picked-up piece back.
      if (e.defaultPrevented) return;
      e.preventDefault();
      setOpen(false);
      return;
    }
    if (e.key === 'Tab' && frameRef.current) keepFocusInside(frameRef.current, e);
  };

  const save = () => {
    const svg = frameRef.current?.querySelector<SVGSVGElement>('svg.tb-svg');
    if (!svg || !download) return;
    downloadSvg(document, boardSvgMarkup(svg, { title: download.title ?? title }), svgFileName(download.reading, download.ply));
  };

  return (
    <div class="tb-proj">
      <BoardActions open={open} onProject={() => setOpen(true)} onSave={download ? save : undefined} openerRef={openerRef} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: the frame is a dialog (role and aria-modal) while open; closed, it only wraps the board, and its key handler does nothing. */}
      <div
        ref={frameRef}
        class={open ? `tb-projector${panel ? ' tb-projector--task' : ''}` : 'tb-proj-frame'}
        data-testid="projector"
        data-open={open ? 'true' : undefined}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? 'true' : undefined}
        aria-label={open ? `Projector view: ${title}` : undefined}
        onKeyDown={onKeyDown}
      >
        {open && <ProjectorBar title={title} controls={controls} controlsLabel={controlsLabel} onClose={() => setOpen(false)} />}
        {open && panel && (
          <div class="tb-projector-panel" data-testid="projector-panel">
            {panel}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
