/**
 * How a board looks at each size: the one place that decides the drawing style, the scale of its
 * frame, the size of its coordinates and pieces, and the shapes of its special and cut squares.
 * The playable board, the static pictures (BoardPicture, and through it the site's diagrams) and
 * the keys under them all read it here, so a diagram on paper and the board on screen agree.
 * Sizes are in board units: one square, or one gap between points.
 */
import type { HatchShape } from './hatch';
import type { BoardStyle } from './types';

/** How much room a board's frame takes beside its controls: 7×7 and 9×9, 11×11 and 13×13, 19×19. */
export type BoardScale = 'small' | 'medium' | 'large';

/**
 * The manuscript's board of points for the 19×19 Alea Evangelii board (its readings are the only
 * ones played on it), squares for the smaller tafl boards.
 */
export const boardStyleFor = (size: number): BoardStyle => (size >= 19 ? 'intersections' : 'squares');

export const boardScaleFor = (size: number): BoardScale => (size >= 19 ? 'large' : size >= 11 ? 'medium' : 'small');

/**
 * The coordinates' font size: a little larger on a big board, whose squares are drawn smaller, and
 * no smaller than 0.36 of a square, so that a small board drawn small (a diagram in a column of
 * notes or on a printed sheet, about 30 px a square) still has letters of about 10 px, and a 19×19
 * board across a phone (about 19 px a square) letters of about 10 px too.
 */
export const coordFontSize = (size: number): number => (size <= 9 ? 0.36 : size <= 13 ? 0.38 : 0.5);

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
