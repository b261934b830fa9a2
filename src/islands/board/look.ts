/**
 * How a board looks at each size: the one place that decides the drawing style, the scale of its
 * frame, the size of its coordinates and pieces, and the shapes of its special and cut squares.
 * The playable board, the static pictures (BoardPicture, and through it the site's diagrams) and
 * the keys under them all read it here, so a diagram on paper and the board on screen agree.
 * Sizes are in board units: one square, or one gap between points.
 */
import type { HatchShape } from './hatch';
import type { BoardFrame, BoardStyle } from './types';

/** How much room a board's frame takes beside its controls: 7×7 and 9×9, 11×11 and 13×13, 19×19. */
export type BoardScale = 'small' | 'medium' | 'large';

/**
 * The manuscript's board of points for the 19×19 Alea Evangelii board (its readings are the only
 * ones played on it), squares for the smaller tafl boards.
 */
export const boardStyleFor = (size: number): BoardStyle => (size >= 19 ? 'intersections' : 'squares');

export const boardScaleFor = (size: number): BoardScale => (size >= 19 ? 'large' : size >= 11 ? 'medium' : 'small');

/**
 * The coordinates' font size in a picture that stands alone (a downloaded SVG file, or a picture no
 * stylesheet reaches): a little larger on a big board, whose squares are drawn smaller. On the page
 * the board's stylesheet sizes them by the width the picture is drawn at (COORD_STEPS).
 */
export const coordFontSize = (size: number): number => (size <= 9 ? 0.36 : size <= 13 ? 0.38 : 0.5);

/**
 * How tall the coordinates are on the page, in CSS px, by the width the picture is drawn at: from a
 * picture `from` px wide (until the next step), letters and numbers `px` px tall where the picture is
 * just that wide, and taller with it, up to the next step (about a fifth more). So they are never
 * under 10 px, a phone's claim board (170 px) included, and never much over 16 px on a laptop's big
 * board. board.css holds the same table as container queries on the board's box (`tb-board`), each
 * giving the font as a share of the picture's width, which the coordinates' group carries as its
 * font size (Coordinates in BoardSvg.tsx): so CSS alone, with no script, sizes them on the server's
 * HTML as in the browser. look.test.ts checks that the two tables agree.
 *
 * Why this way: the board is one <svg>, its viewBox in board units, so a font size in its units
 * grows and shrinks with the board, and no one size is at least 10 px on a 176 px claim board and
 * modest on a 660 px lesson board. Letters in HTML around the <svg> would keep their px size, but
 * would leave the picture (a downloaded file, a printed sheet, the projector's board, which the
 * <svg> letterboxes) and need their own layout beside every host's; these steps keep them in the
 * drawing, at the cost of a frame sized for the largest letters it must hold (frameOf).
 */
export const COORD_STEPS: readonly { readonly from: number; readonly px: number }[] = [
  { from: 140, px: 10.5 },
  { from: 170, px: 10.5 },
  { from: 200, px: 10.5 },
  { from: 240, px: 10.5 },
  { from: 290, px: 10.5 },
  { from: 350, px: 11 },
  { from: 420, px: 11.5 },
  { from: 500, px: 12 },
  { from: 600, px: 13 },
  { from: 720, px: 13.5 },
  { from: 860, px: 14 },
];

/** The step of COORD_STEPS for a picture `width` CSS px wide (the first below the first step). */
export function coordStep(width: number): { readonly from: number; readonly px: number } {
  let step = COORD_STEPS[0]!;
  for (const s of COORD_STEPS) if (s.from <= width) step = s;
  return step;
}

/**
 * The narrowest a board is drawn in each frame (BoardFrame), in CSS px: its coordinates are 10.5 px
 * there. A board given a phone's column (/play, a lesson, a puzzle, a reading's diagram) is at least
 * 290 px wide; a claim's two boards share a phone's row (176 px, 208 px for a 19×19 board, the
 * claim's widest), the home page's small diagram is 145 px, and an embedded board fills what its
 * frame leaves (226 px in a frame 240 px wide and 420 high). Narrower than this, a board keeps the
 * coordinates of its narrowest width (board.css), which its frame holds: a 19×19 board 134 px wide
 * (in a frame 240 by 300) has rows of 6 px, too close for numbers of 10 px.
 */
export const narrowestWidth = (size: number, frame: BoardFrame): number =>
  frame === 'standard' ? 290 : size <= 7 ? 140 : size < 19 ? 170 : 200;

/**
 * The coordinates on the projector's screen (Projector.css), as a share of the picture's width: about
 * 22 px on a laptop's screen, whatever the board's size. Every frame holds them (look.test.ts).
 */
export const PROJECTOR_COORD_SHARE = 0.032;

/**
 * Type metrics the frame is measured with, in ems, those of a wide sans serif (DejaVu Sans, the
 * fallback of Linux's Chromium; Roboto and San Francisco are narrower): a digit's width, and the
 * height of a line from the top of its ascent to the foot of a "g".
 */
const DIGIT_EM = 0.64;
const LINE_EM = 1.17;
/** Gaps in board units: a rank number's right end to the board, the board to a file letter's line, the frame's outer edge. */
const RANK_GAP = 0.2;
const FILE_GAP = 0.1;
const EDGE = 0.06;
/** Above the board and right of it: room for the keyboard cursor's ring and the lines' strokes. */
const TOP = 0.2;
const RIGHT = 0.2;

/** The picture's margins around the board, in board units (the picture is square), and where the coordinates stand. */
export interface FrameGeometry {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  /** The right end of the rank numbers (left of the board, negative). */
  readonly rankX: number;
  /** The top of the file letters' line, below the board. */
  readonly fileY: number;
  /** The largest coordinates the frame holds, in board units. */
  readonly font: number;
}

/**
 * The frame of a board of `size` shown in `frame`: margins that hold coordinates of the size the
 * stylesheet gives them at the frame's narrowest width (narrowestWidth, COORD_STEPS) and of the size
 * of a picture that stands alone (coordFontSize). At the
 * narrowest width the letters must be `px` CSS px where a board unit is `width / pictureWidth` px, so
 * the font in board units grows with the picture's width in units, which grows with the rank numbers'
 * room across, or with the file letters' room down (the picture is square): solved for the font in
 * one step each way, as the margins are linear in it, the larger holding.
 */
export function frameOf(size: number, frame: BoardFrame = 'standard'): FrameGeometry {
  const step = coordStep(narrowestWidth(size, frame));
  const perUnit = step.px / step.from;
  const digits = String(size).length;
  const across = (perUnit * (size + RANK_GAP + EDGE + RIGHT)) / (1 - perUnit * digits * DIGIT_EM);
  const down = (perUnit * (size + TOP + FILE_GAP + EDGE)) / (1 - perUnit * LINE_EM);
  const font = Math.max(across, down, coordFontSize(size));
  const r3 = (n: number): number => Math.round(n * 1000) / 1000;
  const left = r3(RANK_GAP + digits * DIGIT_EM * font + EDGE);
  const bottom = r3(FILE_GAP + LINE_EM * font + EDGE);
  // Square, as the board: the embedded board and the projector fit a square, /play's board its screen's height.
  const wide = left + RIGHT;
  const tall = TOP + bottom;
  return {
    left,
    top: TOP,
    right: r3(RIGHT + Math.max(0, tall - wide)),
    bottom: r3(bottom + Math.max(0, wide - tall)),
    rankX: -RANK_GAP,
    fileY: size + FILE_GAP,
    font: r3(font),
  };
}

/**
 * The pieces' sizes: the radius of each disc, and half the side of the Evangelist's diamond. The
 * king is the largest, so he stands out by size as well as by his crown.
 */
export const PIECE_SIZE = { attacker: 0.36, defender: 0.33, king: 0.41, evangelist: 0.27 } as const;

/** The frame of a special square (a square just inside the cell) or the ring of a special point. */
export const specialShape = (style: BoardStyle, col: number, row: number): HatchShape =>
  style === 'intersections'
    ? { kind: 'circle', cx: col + 0.5, cy: row + 0.5, r: 0.4 }
    : { kind: 'square', x: col + 0.03, y: row + 0.03, w: 0.94 };

/** The dashed mark of a square or point cut from the board. */
export const voidShape = (style: BoardStyle, col: number, row: number): HatchShape =>
  style === 'intersections'
    ? { kind: 'circle', cx: col + 0.5, cy: row + 0.5, r: 0.22 }
    : { kind: 'square', x: col + 0.12, y: row + 0.12, w: 0.76 };

/** Where the band of an edge-escape board runs, as an inset from the board's outer edge. */
export const edgeBandInset = (style: BoardStyle): number => (style === 'intersections' ? 0.5 : 0.1);

/** "square" or "point", as the key names the places of a board in this style. */
export const placeWord = (style: BoardStyle, plural = false): string =>
  `${style === 'intersections' ? 'point' : 'square'}${plural ? 's' : ''}`;
