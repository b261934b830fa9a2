/**
 * Claims for the claim demo's own tests, built from the engine's source-claims table (so they do not
 * depend on the essays being written): SOURCE_CLAIMS rows tied to a pretend essay "test".
 */
import { SOURCE_CLAIMS } from '../../engine';
import type { EssayClaim } from '../../essays/claims';

export function testClaim(id: string, extra: Partial<Pick<EssayClaim, 'compare' | 'forbidden'>> = {}): EssayClaim {
  const claim = SOURCE_CLAIMS.find((c) => c.id === id);
  if (!claim) throw new Error(`testClaim: no source claim "${id}"`);
  return { ...claim, essay: 'test', ...extra } as EssayClaim;
}
