/**
 * Game records of people playing on aagenielsen.dk (tests/data/human-games/): one game per CSV line,
 * `moves,attacker_captures,defender_captures,status`, with OpenTafl-style moves (`h1-h3xg10`,
 * attackers first). They are the engine's test data and the AI's training and evaluation data.
 *
 * `parseHumanGames` reads the text; `replayHuman` plays one record through the engine move by move
 * and reports the first place where the record and the engine part ways, if any. Every position on
 * the way can be watched (`onPosition`), which is how the tuner and the benchmark read them.
 */
import { moveFrom, moveTo, parseSquare, startPosition, type Result, err, ok } from '../../src/engine';
import { MAX_MOVES, type Game, outcomeWinner, toGame } from '../../src/engine/core';
import type { RulePatch } from '../../src/engine';

export type HumanStatus = 'attackers' | 'defenders' | 'draw' | 'unfinished';

export interface HumanGame {
  /** 1-based line in the file. */
  readonly line: number;
  /** Move texts as recorded, e.g. `h1-h3xg10`. */
  readonly moves: readonly string[];
  readonly attackerCaptures: number;
  readonly defenderCaptures: number;
  /** `Black` is the attackers, `White` the defenders; `Ongoing` or no status is unfinished. */
  readonly status: HumanStatus;
  /** The record ends with `timeout`: the side to move lost on time. */
  readonly timeout: boolean;
}

const STATUS: Readonly<Record<string, HumanStatus>> = {
  Black: 'attackers',
  White: 'defenders',
  Draw: 'draw',
  Ongoing: 'unfinished',
  '': 'unfinished',
};

/** Reads a whole file; a line that is not a game record is an error naming the line. */
export function parseHumanGames(text: string): Result<HumanGame[]> {
  const out: HumanGame[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '') continue;
    const parts = raw.split(',');
    const status = parts.length === 4 ? STATUS[parts[3]!.trim()] : undefined;
    const a = Number(parts[1]);
    const d = Number(parts[2]);
    if (status === undefined || !Number.isInteger(a) || !Number.isInteger(d))
      return err('bad-record', `Line ${i + 1} is not a game record (moves, two capture counts and a status).`);
    const words = parts[0]!.trim().split(/\s+/).filter(Boolean);
    // A game lost on time ends with the word `timeout` where the next move would be.
    const timeout = words.indexOf('timeout');
    const moves = timeout < 0 ? words : words.slice(0, timeout);
    out.push({ line: i + 1, moves, attackerCaptures: a, defenderCaptures: d, status, timeout: timeout >= 0 });
  }
  return ok(out);
}

/** Where a record and the engine part ways. */
export type Disagreement =
  /** A move the engine does not allow (or cannot read). */
  | { readonly kind: 'illegal'; readonly ply: number; readonly text: string }
  /** The captures written after a move differ from the engine's. */
  | { readonly kind: 'captures'; readonly ply: number; readonly text: string; readonly engine: readonly string[] }
  /** The engine's game ended before the record did. */
  | { readonly kind: 'moves-after-end'; readonly ply: number; readonly engineResult: HumanStatus }
  /** The record ends where the engine's game ends, with another result. */
  | { readonly kind: 'result'; readonly engineResult: HumanStatus };

export interface Replay {
  /** Plies the engine played (all of them when there is no disagreement). */
  readonly plies: number;
  /** The engine's result where its game ended on the board, else 'unfinished'. */
  readonly engineResult: HumanStatus;
  readonly disagreement: Disagreement | null;
}

const winnerWord = (code: number): HumanStatus => {
  const w = outcomeWinner(code);
  return w === 0 ? 'attackers' : w === 1 ? 'defenders' : 'draw';
};

export { AAGENIELSEN_BRANDUB, AAGENIELSEN_COPENHAGEN, type HumanRules } from '../../src/analysis/people-rules';

/** A fresh engine game at the start of a reading, with rules patched. */
export function humanStart(preset: string, patch: RulePatch = {}): Game {
  // The patch goes in before the rules are compiled: a Position's rules field is only a label.
  const start = startPosition(preset, { patch });
  if (!start.ok) throw new Error(start.error.message);
  return toGame(start.value);
}

/** The squares written after `x` (some records write one twice: `xk6xk6`), each once. */
const captureTexts = (text: string): string[] => {
  const x = text.indexOf('x');
  return x < 0
    ? []
    : [
        ...new Set(
          text
            .slice(x + 1)
            .split(/[x/]/)
            .filter(Boolean),
        ),
      ];
};

/**
 * Replays a record on `game` (which is left at the last position played). `onPosition` sees each
 * position before its move is made, with the move's index and code.
 */
export function replayHuman(game: Game, record: HumanGame, onPosition?: (g: Game, ply: number, move: number) => void): Replay {
  const geo = game.c.geo;
  const buf = new Int32Array(MAX_MOVES);
  for (let ply = 0; ply < record.moves.length; ply++) {
    const text = record.moves[ply]!;
    if (game.outcomeCode !== 0)
      return {
        plies: ply,
        engineResult: winnerWord(game.outcomeCode),
        disagreement: { kind: 'moves-after-end', ply, engineResult: winnerWord(game.outcomeCode) },
      };
    const dash = text.indexOf('-');
    const x = text.indexOf('x');
    const from = parseSquare(geo, text.slice(0, dash));
    const to = parseSquare(geo, text.slice(dash + 1, x < 0 ? undefined : x));
    let move = -1;
    if (dash > 0 && from.ok && to.ok) {
      const n = game.generate(buf);
      for (let i = 0; i < n; i++) {
        const m = buf[i]!;
        if (moveFrom(m) === from.value && moveTo(m) === to.value) {
          move = m;
          break;
        }
      }
    }
    if (move < 0) return { plies: ply, engineResult: 'unfinished', disagreement: { kind: 'illegal', ply, text } };
    onPosition?.(game, ply, move);
    game.make(move);
    // Neither the record nor the engine's capture list holds the king (he stays on his square).
    const ours = game.captured.map((sq) => geo.names[sq]!);
    const written = captureTexts(text);
    if (ours.length !== written.length || ours.some((s) => !written.includes(s)))
      return { plies: ply + 1, engineResult: 'unfinished', disagreement: { kind: 'captures', ply, text, engine: ours } };
  }
  const engineResult: HumanStatus = game.outcomeCode !== 0 ? winnerWord(game.outcomeCode) : 'unfinished';
  if (engineResult !== 'unfinished' && record.status !== engineResult)
    return { plies: record.moves.length, engineResult, disagreement: { kind: 'result', engineResult } };
  return { plies: record.moves.length, engineResult, disagreement: null };
}
