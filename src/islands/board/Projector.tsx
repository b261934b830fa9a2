/**
 * Projector mode and SVG download for any board: wrap a <Board> in <Projector>. A "Projector" toggle
 * shows the same board (it stays mounted, so a picked-up piece and the keyboard cursor survive) in
 * a fixed overlay that fills the screen, high contrast, with large coordinates and a large status
 * line. The focus moves to the board on opening and back to the toggle on leaving; Escape leaves
 * (unless the board used it to put a piece back); Tab stays inside the overlay. "Download SVG"
 * saves the board as a standalone SVG file (svg-export.ts). Browser APIs only in handlers/effects.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import './Projector.css';
import { boardSvgMarkup, downloadSvg, svgFileName } from './svg-export';

export interface ProjectorProps {
  /** What the board shows, for the overlay's heading and its accessible name. */
  readonly title: string;
  /** The download's name parts (reading id, ply); absent for no Download SVG button. */
  readonly download?: { readonly reading: string; readonly ply: number; readonly title?: string };
  readonly children?: ComponentChildren;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Projector({ title, download, children }: ProjectorProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const root = document.documentElement;
    if (open) {
      wasOpen.current = true;
      root.classList.add('tb-projecting');
      frameRef.current?.querySelector<HTMLElement>('[data-testid="board"]')?.focus();
      return () => root.classList.remove('tb-projecting');
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      toggleRef.current?.focus();
    }
    return undefined;
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === 'Escape') {
      // The board takes Escape first to put a picked-up piece back.
      if (e.defaultPrevented) return;
      e.preventDefault();
      setOpen(false);
      return;
    }
    if (e.key !== 'Tab' || !frameRef.current) return;
    const items = [...frameRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !frameRef.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !frameRef.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  const save = () => {
    const svg = frameRef.current?.querySelector<SVGSVGElement>('svg.tb-svg');
    if (!svg || !download) return;
    downloadSvg(document, boardSvgMarkup(svg, { title: download.title ?? title }), svgFileName(download.reading, download.ply));
  };

  return (
    <div class="tb-proj">
      <div class="tb-proj-tools">
        <button type="button" ref={toggleRef} aria-pressed={open ? 'true' : 'false'} onClick={() => setOpen(true)} data-testid="projector-toggle">
          Projector
        </button>
        {download && (
          <button type="button" onClick={save} data-testid="download-svg">
            Download SVG
          </button>
        )}
      </div>
      <div
        ref={frameRef}
        class={open ? 'tb-projector' : 'tb-proj-frame'}
        data-testid="projector"
        data-open={open ? 'true' : undefined}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? 'true' : undefined}
        aria-label={open ? `Projector view: ${title}` : undefined}
        onKeyDown={onKeyDown}
      >
        {open && (
          <div class="tb-projector-bar">
            <p class="tb-projector-title">{title}</p>
            <button type="button" onClick={() => setOpen(false)} data-testid="projector-close">
              Leave projector <span class="tb-projector-key">(Esc)</span>
            </button>
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
