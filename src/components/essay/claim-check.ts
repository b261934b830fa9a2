/**
 * The build-time checks behind <Claim>: the claim exists, is plain data (it becomes an island prop),
 * names a known source, and the engine agrees with it under every value of its rule key (its forbidden
 * moves illegal under every one). Each failure
 * is an Error whose message names the essay and the claim, so `astro build` stops on it.
 */
import { getPreset, RULE_META, RULE_VALUES, SOURCES, claims } from '../../engine';
import type { EssayClaim } from '../../essays/claims';
import { assertPlainData, readingValue } from '../../islands/claim/model';

/** The id of the element a claim renders, for links: claim-<id>. */
export const claimAnchor = (id: string): string => `claim-${id}`;

/** The essay's slug from its page path ("/essays/throne/" → "throne"). */
const slugOf = (pathname: string): string => pathname.replace(/\/+$/, '').split('/').pop() || pathname;

/** Returns the claim when it is sound; throws an Error naming the essay and the claim otherwise. */
export function validateEssayClaim(claim: EssayClaim | undefined, pathname: string): EssayClaim {
  if (claim === undefined || claim === null)
    throw new Error(
      `Essay "${slugOf(pathname)}" (${pathname}): <Claim of={claims['…']} /> names a claim id that is not in the essay's claims.ts (the claim id is unknown). Check the id against defineClaims in claims.ts.`,
    );
  const where = `Essay "${claim.essay}", claim "${claim.id}"`;
  try {
    assertPlainData(claim);
  } catch (e) {
    throw new Error(`${where}: ${(e as Error).message}`);
  }
  if (!Object.hasOwn(SOURCES, claim.cite?.source))
    throw new Error(`${where}: cites "${String(claim.cite?.source)}", which is not a source in src/engine/rules/sources.ts.`);
  if (!getPreset(claim.preset)) throw new Error(`${where}: there is no reading called "${claim.preset}".`);
  if (!Object.hasOwn(RULE_META, claim.key)) throw new Error(`${where}: "${String(claim.key)}" is not a rule key.`);
  if (claim.compare) {
    const [a, b] = claim.compare;
    for (const id of [a, b]) if (!getPreset(id)) throw new Error(`${where}: compare names "${id}", which is not a reading.`);
    if (readingValue(a, claim.key) === readingValue(b, claim.key))
      throw new Error(
        `${where}: compare names ${a} and ${b}, but both have ${claim.key}=${readingValue(a, claim.key)}; compare two readings that differ on the claim's rule.`,
      );
  }
  for (const move of claim.forbidden ?? [])
    for (const value of RULE_VALUES[claim.key] as readonly string[]) {
      const seen = claims.observeClaim({ ...claim, move }, value);
      if (!seen.ok || seen.value.kind !== 'illegal')
        throw new Error(
          `${where}: the forbidden move ${move} is not illegal under ${claim.key}=${value}; a forbidden move must be illegal under every value.`,
        );
    }
  const failures = claims.checkClaim(claim).filter((c) => !c.pass);
  if (failures.length)
    throw new Error(
      `${where} is contradicted by the engine: ${failures.map((f) => f.problem ?? `fails under ${claim.key}=${f.value}`).join('; ')}.`,
    );
  return claim;
}
