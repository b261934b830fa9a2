/**
 * The engine's vocabulary. Everything here is plain data: no DOM, no framework, no randomness.
 * Derived types come from `as const` tuples so that the lists and the types cannot drift apart.
 */

export const SIDES = ['attackers', 'defenders'] as const;
export type Side = (typeof SIDES)[number];

export const opposite = (side: Side): Side => (side === 'attackers' ? 'defenders' : 'attackers');

/** Piece kinds. Evangelists (Nielsen 2015) belong to the defenders. */
export const PIECE_KINDS = ['attacker', 'defender', 'king', 'evangelist'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** Cell codes in the engine's typed board. 0 is empty; OFF marks the padding and void squares. */
export const EMPTY = 0;
export const ATTACKER = 1;
export const DEFENDER = 2;
export const KING = 3;
export const EVANGELIST = 4;
export const OFF = 7;

export const KIND_OF_CELL: Readonly<Record<number, PieceKind | undefined>> = {
  [ATTACKER]: 'attacker',
  [DEFENDER]: 'defender',
  [KING]: 'king',
  [EVANGELIST]: 'evangelist',
};
export const CELL_OF_KIND: Readonly<Record<PieceKind, number>> = {
  attacker: ATTACKER,
  defender: DEFENDER,
  king: KING,
  evangelist: EVANGELIST,
};

/** A square is an index into the padded board of a cached geometry (see geometry.ts). */
export type Square = number;

/**
 * A move packed into one number: bits 0-8 `from`, bits 9-17 `to`, bit 18 set for an Evangelist's
 * jump capture. PASS (0) is the only move when a rule lets a side with no legal move pass.
 */
export type Move = number;
export const PASS: Move = 0;
export const JUMP_FLAG = 1 << 18;

/** Every way a game can end, in the order the engine's outcome codes number them. */
export const OUTCOME_REASONS = [
  'escape',
  'edge-fort',
  'king-captured',
  'encircled',
  'defenders-exhausted',
  'no-moves',
  'repetition',
] as const;
export type OutcomeReason = (typeof OUTCOME_REASONS)[number];

export interface Outcome {
  /** null means a draw. */
  readonly winner: Side | null;
  readonly reason: OutcomeReason;
}

/** Expected failures carry a stable code and a sentence a person can read. */
export interface EngineError {
  readonly code: ErrorCode;
  readonly message: string;
}

export type ErrorCode =
  | 'bad-square'
  | 'bad-move'
  | 'illegal-move'
  | 'game-over'
  | 'bad-position'
  | 'bad-setup'
  | 'bad-size'
  | 'unknown-preset'
  | 'unknown-rule'
  | 'bad-rule-value'
  | 'invalid-rules'
  | 'bad-record'
  | 'otn-unsupported'
  | 'bad-otn'
  /** A plain sentence error from outside the engine's own checks (see fail). */
  | 'invalid';

export type Result<T, E = EngineError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: ErrorCode, message: string): Result<never> => ({
  ok: false,
  error: { code, message },
});
/** The shorthand for an error that is only a sentence for the reader (the code 'invalid'). */
export const fail = (message: string): Result<never> => err('invalid', message);
/** An error of another kind than the engine's (a list of sentences, a code with its sentence). */
export const failWith = <E>(error: E): Result<never, E> => ({ ok: false, error });
