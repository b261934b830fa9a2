/**
 * A claim demonstration as an embed query: the position and the rule value the claim shows, in the
 * /play link form (../play/urlState.ts reads it back): the rules string of the claim's reading with
 * its changes, the claim's start as a position, and its prelude and the moves played as moves. Built
 * with the engine's own writers (notation.ts), so it adds no parser to the essays' pages.
 */
import { type GameLine, notation, replayTexts, claims } from '../../engine';
import type { EssayClaim } from '../../essays/claims';
import { encodeValue } from './query';

/** A played line under a reading as a /play query: `r=…&p=…&m=…` (no layout: the start is given as a position). */
export function lineQuery(line: GameLine, presetId: string): string {
  const parts = [`r=${encodeValue(notation.makeRules(line.start.rules, presetId))}`, `p=${encodeValue(notation.makePosition(line.start))}`];
  const moves = line.moves.map((m, i) => notation.makeMove(line.positions[i]!, m));
  if (moves.length > 0) parts.push(`m=${encodeValue(moves.join('.'))}`);
  return parts.join('&');
}

/**
 * The claim's board as a query: under `value` with the reader's `played` moves, or, when `value`
 * refuses the claim's setup, under `fallbackValue` with no moves (what the demo then shows). Null
 * when neither value can set the position up (the demo shows no board then).
 */
export function claimEmbedQuery(claim: EssayClaim, value: string, fallbackValue: string, played: readonly string[]): string | null {
  const start = claims.claimLine(claim, value);
  if (start.ok) return lineQuery(replayTexts(start.value, played).line, claim.preset);
  const fallback = claims.claimLine(claim, fallbackValue);
  return fallback.ok ? lineQuery(fallback.value, claim.preset) : null;
}
