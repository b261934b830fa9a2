/**
 * Essay claims: each rule statement in an essay is a claim (src/engine/claims.ts) tied to its essay.
 * An essay's content/essays/<slug>/claims.ts calls defineClaims(slug, [...]) and its MDX renders one
 * with <Claim of={claims['claim-id']} />. tests/essay-claims.test.ts checks every claim of every essay
 * under every value of its rule; the Claim component refuses an invalid claim at build time.
 */
import type { claims } from '../engine';

export type EssayClaim = claims.AnyClaim & {
  /** The essay's slug (the folder name under content/essays/). */
  readonly essay: string;
  /**
   * Two readings to name in the outcome sentence, e.g. ['alea-nielsen-2015', 'alea-murray'] gives
   * "Under Nielsen's rules … ; under Murray as the site reads him …". Their values of the claim's key
   * must differ. Optional: without it the sentence names the values.
   */
  readonly compare?: readonly [string, string];
  /**
   * Moves from the claim's position that its rule forbids under every value, drawn struck out on both
   * boards beside the claim's own move: for a claim about what may not be done, whose two boards must
   * still differ (the move itself then shows what may). tests/essay-claims.test.ts and the build check
   * that each is illegal under every value.
   */
  readonly forbidden?: readonly string[];
};

export type EssayClaims = Readonly<Record<string, EssayClaim>>;

/** An essay's claims, by id. Ids are unique within the essay and used in anchors (#claim-<id>). */
export function defineClaims(
  essay: string,
  list: readonly (claims.AnyClaim & { compare?: readonly [string, string]; forbidden?: readonly string[] })[],
): EssayClaims {
  const out: Record<string, EssayClaim> = {};
  for (const claim of list) {
    if (out[claim.id]) throw new Error(`Essay "${essay}": two claims are called "${claim.id}".`);
    out[claim.id] = { ...claim, essay } as EssayClaim;
  }
  return out;
}
