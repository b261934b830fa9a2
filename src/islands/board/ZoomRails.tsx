/**
 * The zoom for a big board on a small screen (useZoom: /play's board, and a puzzle's or a lesson's),
 * and the coordinates of a zoomed board, kept at the edges of the part in view. Zoomed, the board's frame
 * scrolls (useZoom) and the drawing's own coordinates, in its margins, scroll out of
 * sight; yet every move on the site is named by them. Over the frame lie two rails: the files along
 * its bottom edge, the ranks along its left, each label level with its column or row as the board
 * scrolls under them. A rail steps aside when the drawing's own labels are in view on that side.
 * The rails take no pointer events, so a tap on a point under a label still reaches the board.
 * Mounted as the board zooms, they also open the frame centred, once the drawing is drawn wider than
 * its frame (the zoomed size is applied by the style sheet, which may come a frame later).
 * Positions are set through the CSSOM (custom properties), never as style attributes in the markup,
 * which the site's content security policy refuses.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { fileLabel, pictureWidth, rankLabel } from './geometry';
import { frameOf } from './look';
import './ZoomRails.css';

interface Props {
  readonly size: number;
  readonly flipped: boolean;
}

/**
 * A big board can be zoomed: its frame (`frame`, which carries the class zoom-frame and, zoomed,
 * data-zoomed) scrolls, every point a bigger target, 30 px; it opens centred, with its coordinates
 * along the edges of the part in view (ZoomRails). The frame's --play-picture-width (the picture's
 * width in board units, geometry.ts) is set through the CSSOM, not as a style attribute in the markup,
 * which the site's content security policy refuses (astro.config.mjs).
 */
/** What useZoom gives a board's Zoom button. */
export interface ZoomState {
  readonly available: boolean;
  readonly on: boolean;
  toggle(): void;
}

/** The Zoom button, where the board can be zoomed: pressed while zoomed. */
export function ZoomToggle({ zoom, class: className }: { readonly zoom: ZoomState; readonly class: string }) {
  if (!zoom.available) return null;
  return (
    <button
      type="button"
      class={className}
      aria-pressed={zoom.on ? 'true' : 'false'}
      title="Show the board larger, to scroll around it: every point a bigger target"
      onClick={zoom.toggle}
    >
      Zoom
    </button>
  );
}

export function useZoom(size: number) {
  const [on, setOn] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const available = size >= 13;
  useLayoutEffect(() => {
    frame.current?.style.setProperty('--play-picture-width', String(pictureWidth(size)));
  }, [size]);
  return { frame, available, on: available && on, toggle: () => setOn(!on) };
}

/**
 * Where the rails go, from the scrolling frame's box and the drawing's: the frame's box relative to the
 * rails' container, one board unit in px, the drawing's offset inside the frame, and which of the
 * drawing's own label margins are wholly in view. Pure, for the tests.
 */
export function railPlacement(
  app: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  container: Pick<DOMRect, 'left' | 'top'>,
  svg: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  size: number,
) {
  const unit = svg.width / pictureWidth(size);
  const margin = frameOf(size);
  return {
    left: app.left - container.left,
    top: app.top - container.top,
    width: app.width,
    height: app.height,
    unit,
    // Where the board's first column and top row begin, inside the frame.
    x: svg.left - app.left + margin.left * unit,
    y: svg.top - app.top + margin.top * unit,
    // The drawing's own files show once its bottom margin is in view; its ranks once its left margin is.
    ownFiles: svg.top + svg.height <= app.top + app.height + 1,
    ownRanks: svg.left >= app.left - 1,
  };
}

export function ZoomRails({ size, flipped }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const rails = root.current;
    const container = rails?.parentElement;
    const app = container?.querySelector<HTMLElement>('.tb-app');
    const svg = app?.querySelector<SVGSVGElement>('svg');
    if (!rails || !container || !app || !svg) return;
    let centred = false;
    // Scroll and resize events come at most once a frame, and the measures are cheap: placed at once.
    const place = () => {
      if (!centred && app.scrollWidth > app.clientWidth) {
        centred = true;
        app.scrollTo({ left: (app.scrollWidth - app.clientWidth) / 2, top: (app.scrollHeight - app.clientHeight) / 2 });
      }
      const p = railPlacement(app.getBoundingClientRect(), container.getBoundingClientRect(), svg.getBoundingClientRect(), size);
      const s = rails.style;
      for (const [name, value] of Object.entries({
        left: p.left,
        top: p.top,
        width: p.width,
        height: p.height,
        unit: p.unit,
        x: p.x,
        y: p.y,
      }))
        s.setProperty(`--rail-${name}`, `${value}px`);
      rails.toggleAttribute('data-own-files', p.ownFiles);
      rails.toggleAttribute('data-own-ranks', p.ownRanks);
    };
    place();
    app.addEventListener('scroll', place, { passive: true });
    addEventListener('resize', place);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(app);
    observer?.observe(svg);
    return () => {
      app.removeEventListener('scroll', place);
      removeEventListener('resize', place);
      observer?.disconnect();
    };
  }, [size, flipped]);
  const lines = Array.from({ length: size }, (_, i) => i);
  return (
    <div class="play-zoom-rails" ref={root} aria-hidden="true" data-testid="zoom-rails">
      <div class="play-zoom-files">
        {lines.map((col) => (
          <span key={col}>
            <span>{fileLabel(col, size, flipped)}</span>
          </span>
        ))}
      </div>
      <div class="play-zoom-ranks">
        {lines.map((row) => (
          <span key={row}>
            <span>{rankLabel(row, size, flipped)}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
