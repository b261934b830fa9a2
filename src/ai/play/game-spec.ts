/**
 * A game as plain data for the worker and the command line: rules, a start position in the
 * engine's position notation, and the moves played from it (so that the repetition history is
 * the real one). `buildGame` checks every part and says in one sentence what is wrong.
 */
import { type Position, validateRuleSet, type RuleSet, err, ok, type Move, type Result, notation } from '../../engine';
import { type Game, toGame } from '../../engine/core';

export interface GameSpec {
  readonly rules: RuleSet;
  /** "<placement> <a|d>", as makePosition writes it. */
  readonly start: string;
  /** Move codes from the start. */
  readonly moves: readonly Move[];
}

export interface BuiltGame {
  readonly game: Game;
  /** Pieces at the start, for the evaluation's material ratio. */
  readonly startAttackers: number;
  readonly startDefenders: number;
}

export const specOf = (start: Position, moves: readonly Move[] = []): GameSpec => ({
  rules: start.rules,
  start: notation.makePosition(start),
  moves: [...moves],
});

export function buildGame(spec: GameSpec): Result<BuiltGame> {
  if (!spec || typeof spec !== 'object') return err('bad-position', 'The game to analyse is missing.');
  const rules = validateRuleSet((spec.rules ?? {}) as unknown as Record<string, unknown>);
  if (!rules.ok) return rules;
  if (typeof spec.start !== 'string') return err('bad-position', 'The start position is missing.');
  const pos = notation.parsePosition(spec.start, rules.value);
  if (!pos.ok) return pos;
  const game = toGame(pos.value);
  const startAttackers = game.attackers;
  const startDefenders = game.defenders + (game.king >= 0 ? 1 : 0);
  const moves = Array.isArray(spec.moves) ? spec.moves : [];
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    if (!Number.isInteger(m) || !game.isLegal(m))
      return err('illegal-move', `Move ${i + 1} of the game sent to the AI is not legal; nothing was analysed.`);
    game.make(m);
  }
  return ok({ game, startAttackers, startDefenders });
}
