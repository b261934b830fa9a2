/**
 * A claim's Embed code opens the claim's board: the query built from the claim (the engine's writers)
 * read back by /play's parser gives the same reading, rules, start, moves and position, under every
 * value of every source claim, before and after the claim's move.
 */
import { describe, expect, it } from 'vitest';
import { lineCurrent, RULE_VALUES, SOURCE_CLAIMS, claims, notation, replayTexts } from '../../engine';
import { startValue } from '../claim/model';
import { testClaim } from '../claim/claim.test-support';
import { plainMoveTexts } from '../play/game-line';
import { fromLoaded, rulesOf, shown } from '../play/model';
import { decodeState, encodeState } from '../play/urlState';
import { claimEmbedQuery, lineQuery } from './claimQuery';

describe('claimEmbedQuery', () => {
  const testClaims = SOURCE_CLAIMS.map((c) => testClaim(c.id));

  it('reads back as the claim’s board under every value, with and without the claim’s move', () => {
    let checked = 0;
    for (const claim of testClaims) {
      for (const value of RULE_VALUES[claim.key] as readonly string[]) {
        const start = claims.claimLine(claim, value);
        if (!start.ok) continue;
        for (const played of [[], [claim.move]]) {
          const query = claimEmbedQuery(claim, value, startValue(claim), played);
          expect(query, claim.id).not.toBeNull();
          const d = decodeState(query!)!;
          expect(d.problems, `${claim.id} ${value}: ${query}`).toEqual([]);
          const line = replayTexts(start.value, played).line;
          expect(d.state.presetId).toBe(claim.preset);
          const rules = claims.claimRules(claim, value);
          expect(rules.ok && rulesOf(d.state)).toEqual(rules.ok && rules.value);
          expect(notation.makePosition(d.state.start)).toBe(notation.makePosition(line.start));
          expect(plainMoveTexts(d.state.line)).toEqual(plainMoveTexts(line));
          expect(notation.makePosition(shown(d.state))).toBe(notation.makePosition(lineCurrent(line)));
          expect(lineCurrent(d.state.line).outcome).toEqual(lineCurrent(line).outcome);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a repetition claim carries its prelude as moves', () => {
    const claim = testClaim('nielsen-13-repetition');
    const query = claimEmbedQuery(claim, 'repeater-loses', startValue(claim), [claim.move])!;
    const d = decodeState(query)!;
    expect(d.state.line.moves).toHaveLength((claim.prelude?.length ?? 0) + 1);
    expect(lineCurrent(d.state.line).outcome?.reason).toBe('repetition');
  });

  it('a value that refuses the setup gives the board the demo shows: the reading’s value, no moves', () => {
    let refused = 0;
    for (const claim of testClaims) {
      const own = startValue(claim);
      for (const value of RULE_VALUES[claim.key] as readonly string[]) {
        if (claims.claimLine(claim, value).ok) continue;
        refused++;
        const query = claimEmbedQuery(claim, value, own, [claim.move]);
        expect(query).toBe(claimEmbedQuery(claim, own, own, []));
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it("writes the same query as /play's encodeState for a start given as a position", () => {
    const claim = testClaim('viking-8-unarmed-king');
    const start = claims.claimLine(claim, 'both');
    if (!start.ok) throw new Error(start.error.message);
    const line = replayTexts(start.value, [claim.move]).line;
    const state = fromLoaded({ presetId: claim.preset, rules: line.start.rules, layoutId: null, line }, false);
    expect(lineQuery(line, claim.preset)).toBe(encodeState(state));
  });
});
