/**
 * The move encoding, in one place: a move is one number, bits 0-8 the square it leaves, bits 9-17 the
 * square it reaches, bit 18 set for an Evangelist's jump capture; PASS (0) is the pass some rules allow.
 * Everything outside this module reads a move through these functions, never through its bits.
 */
import { JUMP_FLAG, type Move, PASS, type Square } from './types';

export { JUMP_FLAG, PASS, type Move };

const SQUARE_BITS = 9;
const SQUARE_MASK = (1 << SQUARE_BITS) - 1;

export const moveFrom = (m: Move): Square => m & SQUARE_MASK;
export const moveTo = (m: Move): Square => (m >> SQUARE_BITS) & SQUARE_MASK;
export const makeMoveCode = (from: Square, to: Square, jump = false): Move => from | (to << SQUARE_BITS) | (jump ? JUMP_FLAG : 0);
export const isJump = (m: Move): boolean => (m & JUMP_FLAG) !== 0;
export const isPass = (m: Move): boolean => m === PASS;
/** The square an Evangelist's jump captures on: halfway between where it leaves and where it lands. */
export const jumpedSquare = (m: Move): Square => (moveFrom(m) + moveTo(m)) >> 1;
