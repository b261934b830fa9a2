/**
 * The mutable game core: a typed board with make/unmake, move generation, every capture rule and the
 * outcome, with an incrementally updated Zobrist hash and a repetition history. The immutable
 * Position API (position.ts) and the search both run this same code.
 */
import { assertNever } from './assert';
import type { CompiledRules } from './rules/compile';
import {
  HOSTILE_TO_ATTACKERS,
  HOSTILE_TO_DEFENDERS,
  SQ_CORNER,
  SQ_GOAL,
  WINNER_ATTACKERS,
  WINNER_DEFENDERS,
  WINNER_DRAW,
} from './rules/compile';
import {
  ATTACKER,
  DEFENDER,
  EMPTY,
  EVANGELIST,
  KING,
  OFF,
  OUTCOME_REASONS,
  PASS,
  type Move,
  type Outcome,
  type OutcomeReason,
  type Side,
} from './types';
import { SIDE_HI, SIDE_LO, ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_STRIDE, combineKey } from './zobrist';
import { isJump, jumpedSquare, makeMoveCode, moveFrom, moveTo } from './move';
import { isEdgeFort, isEncircled } from './outcome';

const W_ATT = WINNER_ATTACKERS;
const W_DEF = WINNER_DEFENDERS;
const W_DRAW = WINNER_DRAW;
const code = (reason: OutcomeReason, winner: number): number => (OUTCOME_REASONS.indexOf(reason) + 1) * 4 + winner;
const C_ESCAPE = code('escape', W_DEF);
const C_FORT = code('edge-fort', W_DEF);
const C_KING = code('king-captured', W_ATT);
const C_ENCIRCLED = code('encircled', W_ATT);
const C_EXHAUSTED = code('defenders-exhausted', W_ATT);

/**
 * Whether square a closes a capture for the capturing side (0 attackers, 1 defenders) of a piece of
 * the other side: a piece of that side, an empty square hostile to the victim, the king where he is
 * armed or his square is hostile, the edge where it captures. The engine's rule, which the AI's
 * evaluation reads too.
 */
export function isAnvilSquare(c: CompiledRules, board: Uint8Array, a: number, side: 0 | 1): boolean {
  const cell = board[a]!;
  const victimBit = side === 0 ? HOSTILE_TO_DEFENDERS : HOSTILE_TO_ATTACKERS;
  switch (cell) {
    case EMPTY:
      return (c.hostileEmpty[a]! & victimBit) !== 0;
    case ATTACKER:
      return side === 0;
    case DEFENDER:
    case EVANGELIST:
      return side === 1;
    case KING:
      return (side === 1 && c.kingAnvil) || (c.hostileWithKing[a]! & victimBit) !== 0;
    default:
      return c.edgeAnvil;
  }
}

export const decodeOutcome = (c: number): Outcome | null => {
  if (c === 0) return null;
  const w = c & 3;
  return { winner: w === W_DRAW ? null : w === W_ATT ? 'attackers' : 'defenders', reason: OUTCOME_REASONS[(c >> 2) - 1]! };
};

/** For a non-zero outcome code: 0 attackers won, 1 defenders won, 2 a draw (cheap, for the search). */
export const outcomeWinner = (c: number): 0 | 1 | 2 => (c & 3) as 0 | 1 | 2;

/** Largest number of moves one side can have: 4 rays of up to 18 squares per piece, on 19×19. */
export const MAX_MOVES = 4096;

export class Game {
  readonly c: CompiledRules;
  readonly board: Uint8Array;
  /** 0: attackers to move; 1: defenders to move. */
  turn: 0 | 1;
  king: number;
  /** Pieces on the board, not counting the king (evangelists count as defenders). */
  attackers = 0;
  defenders = 0;
  hashLo = 0;
  hashHi = 0;
  /** Position keys since the start, one per ply, the current one last. */
  readonly history: number[];
  /** Index in history from which positions can repeat (nothing before a capture can recur). */
  reversibleFrom = 0;
  outcomeCode = 0;
  /** Squares captured by the last make(), in capture order. */
  readonly captured: number[] = [];
  /** A hint for the encirclement test: the last path found from a defender to the edge. */
  readonly escapePath: number[] = [];
  private readonly undo: number[] = [];
  private readonly scratch = new Int32Array(MAX_MOVES);

  /** A game from a board; with `source`, an exact copy of that game's state (board included). */
  constructor(c: CompiledRules, board: Uint8Array, turn: 0 | 1, source?: Game) {
    this.c = c;
    this.board = board;
    this.turn = turn;
    this.king = -1;
    if (source) {
      this.king = source.king;
      this.attackers = source.attackers;
      this.defenders = source.defenders;
      this.hashLo = source.hashLo;
      this.hashHi = source.hashHi;
      this.history = source.history.slice();
      this.reversibleFrom = source.reversibleFrom;
      this.outcomeCode = source.outcomeCode;
      return;
    }
    for (const sq of c.geo.squares) {
      const cell = board[sq]!;
      if (cell === EMPTY || cell === OFF) continue;
      if (cell === KING) this.king = sq;
      else if (cell === ATTACKER) this.attackers++;
      else this.defenders++;
      this.hashLo ^= ZOBRIST_LO[cell * ZOBRIST_STRIDE + sq]!;
      this.hashHi ^= ZOBRIST_HI[cell * ZOBRIST_STRIDE + sq]!;
    }
    if (turn === 1) {
      this.hashLo ^= SIDE_LO;
      this.hashHi ^= SIDE_HI;
    }
    this.history = [this.key()];
  }

  /** An independent copy (the undo stack is not copied: the copy starts a new line). */
  clone(): Game {
    return new Game(this.c, this.board.slice(), this.turn, this);
  }

  key(): number {
    return combineKey(this.hashHi, this.hashLo);
  }

  get sideToMove(): Side {
    return this.turn === 0 ? 'attackers' : 'defenders';
  }

  get outcome(): Outcome | null {
    return decodeOutcome(this.outcomeCode);
  }

  /** Writes the legal moves of the side to move into buf; returns how many. */
  generate(buf: Int32Array, turn: 0 | 1 = this.turn): number {
    if (this.outcomeCode !== 0) return 0;
    const n = this.generateRaw(buf, turn);
    if (n === 0 && this.c.mayPass && turn === this.turn && this.opponentCanMove()) {
      buf[0] = PASS;
      return 1;
    }
    return n;
  }

  private opponentCanMove(): boolean {
    return this.hasMove(this.turn === 0 ? 1 : 0);
  }

  legalMoves(): Move[] {
    const n = this.generate(this.scratch);
    return Array.from(this.scratch.subarray(0, n));
  }

  private generateRaw(buf: Int32Array, turn: 0 | 1): number {
    return this.walk(turn, buf);
  }

  /** Whether the side has any legal move (early exit; ignores the pass rule). */
  hasMove(turn: 0 | 1): boolean {
    return this.walk(turn, null) > 0;
  }

  /**
   * The one move walk: every piece of the side, four rays, plus Evangelist jumps. With a buffer it
   * writes every move and returns the count; without one it stops at the first move and returns 1.
   */
  private walk(turn: 0 | 1, buf: Int32Array | null): number {
    const { board, c } = this;
    const { stopMask, passMask, oneStep, evangelistJump } = c;
    const dirs = c.geo.dirs;
    const squares = c.geo.squares;
    let n = 0;
    for (let i = 0; i < squares.length; i++) {
      const sq = squares[i]!;
      const cell = board[sq]!;
      if (cell === EMPTY || cell === OFF) continue;
      if ((cell === ATTACKER ? 0 : 1) !== turn) continue;
      const bit = 1 << cell;
      for (let k = 0; k < 4; k++) {
        const d = dirs[k]!;
        let t = sq + d;
        while (board[t] === EMPTY) {
          if (stopMask[t]! & bit) {
            if (buf === null) return 1;
            buf[n++] = makeMoveCode(sq, t);
          }
          if (oneStep || !(passMask[t]! & bit)) break;
          t += d;
        }
        if (cell === EVANGELIST && evangelistJump && board[sq + d] === ATTACKER) {
          const land = sq + d + d;
          if (board[land] === EMPTY && stopMask[land]! & bit) {
            if (buf === null) return 1;
            buf[n++] = makeMoveCode(sq, land, true);
          }
        }
      }
    }
    return n;
  }

  /**
   * Whether the move is legal here: exactly whether generate() would list it, but by walking the one
   * ray the move takes (the search asks this of remembered moves before generating any). A pass is
   * checked by generating, since it depends on every other move.
   */
  isLegal(move: Move): boolean {
    if (this.outcomeCode !== 0) return false;
    if (move === PASS) return this.generate(this.scratch) === 1 && this.scratch[0] === PASS;
    const { board, c } = this;
    const from = moveFrom(move);
    const to = moveTo(move);
    const cell = board[from];
    if (cell === undefined || cell === EMPTY || cell === OFF || (cell === ATTACKER ? 0 : 1) !== this.turn || from === to) return false;
    const bit = 1 << cell;
    const w = c.geo.width;
    const diff = to - from;
    // Along a file the step is ±width; otherwise ±1, and the padding ends a ray that leaves the rank.
    const d = diff % w === 0 ? (diff > 0 ? w : -w) : diff > 0 ? 1 : -1;
    if (isJump(move)) {
      return (
        cell === EVANGELIST &&
        c.evangelistJump &&
        diff === 2 * d &&
        board[from + d] === ATTACKER &&
        board[to] === EMPTY &&
        (c.stopMask[to]! & bit) !== 0
      );
    }
    for (let t = from + d; board[t] === EMPTY; t += d) {
      if (t === to) return (c.stopMask[t]! & bit) !== 0;
      if (c.oneStep || !(c.passMask[t]! & bit)) return false;
    }
    return false;
  }

  private xorPiece(cell: number, sq: number): void {
    this.hashLo ^= ZOBRIST_LO[cell * ZOBRIST_STRIDE + sq]!;
    this.hashHi ^= ZOBRIST_HI[cell * ZOBRIST_STRIDE + sq]!;
  }

  private remove(sq: number): void {
    const cell = this.board[sq]!;
    this.undo.push(sq, cell);
    this.captured.push(sq);
    this.xorPiece(cell, sq);
    this.board[sq] = EMPTY;
    if (cell === ATTACKER) this.attackers--;
    else this.defenders--;
  }

  /** Plays a move assumed legal (generated by generate()). Returns the number of pieces captured. */
  make(move: Move): number {
    const { board, c } = this;
    const undo = this.undo;
    const frame = undo.length;
    undo.push(this.hashLo, this.hashHi, this.outcomeCode, this.reversibleFrom, this.king, move);
    const captured = this.captured;
    while (captured.length > 0) captured.pop();
    const side = this.turn;
    if (move !== PASS) {
      const from = moveFrom(move);
      const to = moveTo(move);
      const cell = board[from]!;
      board[from] = EMPTY;
      board[to] = cell;
      this.xorPiece(cell, from);
      this.xorPiece(cell, to);
      if (cell === KING) this.king = to;
      if (isJump(move)) this.remove(jumpedSquare(move));
      if (cell !== KING || c.kingMover) this.captureAround(to, side);
      if (c.shieldwall && (cell !== KING || c.kingMover)) this.shieldwallAround(to, side);
      if (!c.sandwichSafe && cell !== KING && this.isSandwiched(to, side)) this.remove(to);
      // Outcome from the move itself.
      if (side === 0) {
        if (this.king >= 0 && this.isAdjacent(to, this.king) && board[to] === ATTACKER && this.kingTaken(this.king, to))
          this.outcomeCode = C_KING;
      } else if (cell === KING) {
        if (c.kind[to]! & SQ_GOAL) this.outcomeCode = C_ESCAPE;
      }
    }
    // Pass the turn.
    this.turn = side === 0 ? 1 : 0;
    this.hashLo ^= SIDE_LO;
    this.hashHi ^= SIDE_HI;
    if (this.captured.length > 0) this.reversibleFrom = this.history.length;
    const key = this.key();
    this.history.push(key);
    if (this.outcomeCode === 0) this.outcomeCode = this.judge(side, key);
    undo.push(this.captured.length, frame);
    return this.captured.length;
  }

  unmake(): void {
    const undo = this.undo;
    const frame = undo.pop()!;
    const count = undo.pop()!;
    for (let i = 0; i < count; i++) {
      const cell = undo.pop()!;
      const sq = undo.pop()!;
      this.board[sq] = cell;
      if (cell === ATTACKER) this.attackers++;
      else this.defenders++;
    }
    const move = undo[frame + 5]!;
    if (move !== PASS) {
      const from = moveFrom(move);
      const to = moveTo(move);
      this.board[from] = this.board[to]!;
      this.board[to] = EMPTY;
    }
    this.hashLo = undo[frame]!;
    this.hashHi = undo[frame + 1]!;
    this.outcomeCode = undo[frame + 2]!;
    this.reversibleFrom = undo[frame + 3]!;
    this.king = undo[frame + 4]!;
    for (let i = 0; i < 6; i++) undo.pop();
    this.turn = this.turn === 0 ? 1 : 0;
    this.history.pop();
  }

  /** The move made `back` plies ago (0: the last one), or -1 before the first move this game made. */
  recentMove(back: number): Move | -1 {
    const undo = this.undo;
    let top = undo.length - 1;
    for (let i = 0; top >= 0; i++) {
      const frame = undo[top]!;
      if (i === back) return undo[frame + 5]!;
      top = frame - 1;
    }
    return -1;
  }

  private isAdjacent(a: number, b: number): boolean {
    const d = a - b;
    return d === 1 || d === -1 || d === this.c.geo.width || d === -this.c.geo.width;
  }

  /** Whether square a closes a capture, for the side that moved, of a piece of the other side. */
  private isAnvil(a: number, side: 0 | 1): boolean {
    return isAnvilSquare(this.c, this.board, a, side);
  }

  private isVictim(cell: number, side: 0 | 1): boolean {
    return side === 0 ? cell === DEFENDER || cell === EVANGELIST : cell === ATTACKER;
  }

  private captureAround(to: number, side: 0 | 1): void {
    const dirs = this.c.geo.dirs;
    for (let k = 0; k < 4; k++) {
      const d = dirs[k]!;
      const n = to + d;
      if (this.isVictim(this.board[n]!, side) && this.isAnvil(n + d, side)) {
        this.remove(n);
        if (!this.c.multiCapture) return;
      }
    }
  }

  /** Whether the piece just moved to `to` stands between two enemies (when moving in is not safe). */
  private isSandwiched(to: number, side: 0 | 1): boolean {
    const enemy = side === 0 ? 1 : 0;
    const w = this.c.geo.width;
    return (this.isAnvil(to + 1, enemy) && this.isAnvil(to - 1, enemy)) || (this.isAnvil(to + w, enemy) && this.isAnvil(to - w, enemy));
  }

  /**
   * Copenhagen shieldwall: the piece that moved to an edge square brackets a row of two or more
   * enemies along the same edge, each faced by a piece of the mover's side; the far end is closed
   * by a piece of the mover's side or a corner square. Every member but the king is captured.
   */
  private shieldwallAround(to: number, side: 0 | 1): void {
    const { board, c } = this;
    const geo = c.geo;
    if (!geo.isEdge[to]) return;
    for (let k = 0; k < 4; k++) {
      const d = geo.dirs[k]!;
      const inward = this.inwardAlong(to, d);
      if (inward === 0) continue;
      let n = to + d;
      let members = 0;
      while (true) {
        const cell = board[n]!;
        const enemy = cell === KING ? side === 0 : this.isVictim(cell, side);
        if (!enemy) break;
        const front = board[n + inward]!;
        const friend = side === 0 ? front === ATTACKER : front === DEFENDER || front === EVANGELIST || front === KING;
        if (!friend) {
          members = 0;
          break;
        }
        members++;
        n += d;
      }
      if (members < 2) continue;
      const end = board[n]!;
      const closes = side === 0 ? end === ATTACKER : end === DEFENDER || end === EVANGELIST || (end === KING && c.kingAnvil);
      if (!closes && !(end === EMPTY && c.kind[n]! & SQ_CORNER)) continue;
      for (let s = to + d; s !== n; s += d) if (board[s] !== KING) this.remove(s);
    }
  }

  /** For an edge square and a direction along that edge, the direction pointing into the board. */
  private inwardAlong(sq: number, d: number): number {
    const w = this.c.geo.width;
    const perp = d === 1 || d === -1 ? w : 1;
    if (this.board[sq + perp] === OFF && this.board[sq - perp] !== OFF) return -perp;
    if (this.board[sq - perp] === OFF && this.board[sq + perp] !== OFF) return perp;
    return 0;
  }

  /** Whether square a counts as an enemy of the king. */
  private kingSide(a: number): boolean {
    const cell = this.board[a]!;
    const c = this.c;
    if (cell === ATTACKER) return true;
    if (cell === OFF) return c.kingSideEdge;
    if (cell !== EMPTY) return false;
    if (a === c.throne) return c.kingSideThrone;
    if (c.kind[a]! & SQ_CORNER) return c.kingSideCorner;
    return false;
  }

  /** Whether the attacker that moved to `by` (next to the king on k) completes his capture. */
  kingTaken(k: number, by: number): boolean {
    const c = this.c;
    const dirs = c.geo.dirs;
    if (c.kingFourSided[k] === 0) return this.kingSide(k - (by - k));
    for (let i = 0; i < 4; i++) if (!this.kingSide(k + dirs[i]!)) return false;
    return true;
  }

  /**
   * How many times the position with this key (the current one unless told) stood on the board before, since the
   * last capture (nothing before one can recur).
   */
  timesSeenBefore(key: number = this.history[this.history.length - 1]!): number {
    let seen = 0;
    const h = this.history;
    for (let i = this.reversibleFrom; i < h.length - 1; i++) if (h[i] === key) seen++;
    return seen;
  }

  /** Plies played since the last capture (or since the start). */
  get quietPlies(): number {
    return this.history.length - 1 - this.reversibleFrom;
  }

  /** The outcome once `side` has moved and the position key is pushed (0 when play goes on). */
  private judge(side: 0 | 1, key: number): number {
    const c = this.c;
    if (side === 1 && c.edgeForts && this.king >= 0 && c.geo.isEdge[this.king] && isEdgeFort(this)) return C_FORT;
    if (side === 0 && c.encirclement && isEncircled(this)) return C_ENCIRCLED;
    if (c.defendersExhausted && this.defenders <= 1) return C_EXHAUSTED;
    const repetitionWinner = c.repetitionWinner;
    if (repetitionWinner !== null && this.timesSeenBefore(key) >= 2) return code('repetition', repetitionWinner[side]);
    return this.judgeStuck(side);
  }

  /**
   * The outcome when the side to move cannot move (0 if it can, or if it may pass): `other` is
   * the side that moved last, or that would move next after a pass. Also used for a fresh setup.
   */
  judgeStuck(other: 0 | 1): number {
    const c = this.c;
    const stuck = this.turn;
    if (this.hasMove(stuck)) return 0;
    switch (c.noMoves) {
      case 'loses':
        return code('no-moves', stuck === 0 ? W_DEF : W_ATT);
      case 'draw':
        return code('no-moves', W_DRAW);
      case 'pass':
        return this.hasMove(other) ? 0 : code('no-moves', W_DRAW);
      default:
        return assertNever(c.noMoves, 'noMoves');
    }
  }
}
