/**
 * Hatching drawn as plain line segments inside a square or a circle, and the marks drawn with it: a
 * special square or point (hatched) and a square or point cut from the board (a dashed outline).
 * No <pattern>: a pattern needs a document-wide id, and boards rendered as separate islands would
 * share ids (the first board's patterns would win, and vanish with it if it were hidden).
 */

/** The space between hatch lines, in board units. */
const GAP = 0.2;
const r3 = (n: number): string => String(Math.round(n * 1000) / 1000);

export type HatchShape =
  | { readonly kind: 'square'; readonly x: number; readonly y: number; readonly w: number }
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly r: number };

/**
 * Path data for 45° lines inside the shape: `/` lines, and `\` lines as well when `cross`.
 * Lines run at GAP apart, measured square to the lines.
 */
export function hatchPath(shape: HatchShape, cross: boolean): string {
  const segs: [number, number, number, number][] = [];
  for (const sign of cross ? [1, -1] : [1]) {
    if (shape.kind === 'square') {
      const { x, y, w } = shape;
      // Lines x + sign·y = c, in the square's own frame (origin at its centre).
      const cx = x + w / 2;
      const cy = y + w / 2;
      const step = GAP * Math.SQRT2;
      const h = w / 2;
      for (let c = -w + step / 2; c < w; c += step) {
        // Points of u + sign·v = c with |u|, |v| ≤ w/2.
        const u1 = Math.max(-h, c - h);
        const u2 = Math.min(h, c + h);
        if (u2 - u1 < 1e-6) continue;
        segs.push([cx + u1, cy + sign * (c - u1), cx + u2, cy + sign * (c - u2)]);
      }
    } else {
      const { cx, cy, r } = shape;
      // The line's normal is (1, sign)/√2, its direction (1, -sign)/√2.
      for (let d = -r + GAP / 2; d < r; d += GAP) {
        const half = Math.sqrt(r * r - d * d);
        const px = cx + d / Math.SQRT2;
        const py = cy + (sign * d) / Math.SQRT2;
        const dx = half / Math.SQRT2;
        const dy = (-sign * half) / Math.SQRT2;
        segs.push([px - dx, py - dy, px + dx, py + dy]);
      }
    }
  }
  return segs.map(([a, b, c, d]) => `M${r3(a)} ${r3(b)}L${r3(c)} ${r3(d)}`).join('');
}

interface SpecialProps {
  readonly shape: HatchShape;
  /** Cross-hatched (the centre) or hatched one way (the corners). */
  readonly cross: boolean;
  readonly class: string;
  readonly square?: string;
}

/** A square or a circle of `shape`, with a class and data attributes. */
function Outline({ shape, ...rest }: { readonly shape: HatchShape; readonly class: string; readonly 'data-void'?: string }) {
  return shape.kind === 'square' ? (
    <rect {...rest} x={shape.x} y={shape.y} width={shape.w} height={shape.w} />
  ) : (
    <circle {...rest} cx={shape.cx} cy={shape.cy} r={shape.r} />
  );
}

/** A square or point cut from the board: a dashed outline where it would be. */
export function VoidMark({ shape, square }: { readonly shape: HatchShape; readonly square?: string }) {
  return <Outline shape={shape} class="tb-void" data-void={square} />;
}

/** A special square or point: a framed square, or a ringed point, hatched inside. */
export function SpecialMark({ shape, cross, class: cls, square }: SpecialProps) {
  return (
    <g class={cls} data-special={square}>
      <Outline shape={shape} class="tb-special-shape" />
      <path class={`tb-hatch ${cross ? 'tb-hatch--cross' : 'tb-hatch--single'}`} d={hatchPath(shape, cross)} />
      <Outline shape={shape} class="tb-special-frame" />
    </g>
  );
}
