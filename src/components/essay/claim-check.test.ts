/**
 * The build-time claim checks behind <Claim>: each failure names the essay and the claim. Claims come
 * from the engine's source-claims table, tied to a pretend essay "test".
 */
import { describe, expect, it } from 'vitest';
import type { EssayClaim } from '../../essays/claims';
import { testClaim } from '../../islands/claim/claim.test-support';
import { bodyRendersClaim, tocTree } from './essay-data';
import { claimAnchor, validateEssayClaim } from './claim-check';

describe('validateEssayClaim', () => {
  it('passes a sound claim through', () => {
    const claim = testClaim('nielsen-11-throne-side');
    expect(validateEssayClaim(claim, '/essays/test/')).toBe(claim);
  });

  it('names the essay page when the claim id is unknown', () => {
    expect(() => validateEssayClaim(undefined, '/essays/throne/')).toThrow(/Essay "throne" \(\/essays\/throne\/\).*claim id is unknown/);
  });

  it('names the essay and the claim when the engine disagrees', () => {
    const claim = testClaim('nielsen-11-throne-side');
    const wrong = { ...claim, expect: { yes: {}, no: {} } } as unknown as EssayClaim;
    expect(() => validateEssayClaim(wrong, '/essays/test/')).toThrow(
      /Essay "test", claim "nielsen-11-throne-side" is contradicted by the engine: under kingSideThrone=yes the move captures nothing and ends the game \(attackers, king-captured\)/,
    );
  });

  it('refuses an unknown source, an unknown reading and a compare pair that agree on the key', () => {
    const claim = testClaim('murray-strong-king');
    expect(() => validateEssayClaim({ ...claim, cite: { source: 'nope' } } as unknown as EssayClaim, '/essays/test/')).toThrow(
      /claim "murray-strong-king": cites "nope"/,
    );
    expect(() => validateEssayClaim({ ...claim, preset: 'nope' } as EssayClaim, '/essays/test/')).toThrow(/no reading called "nope"/);
    expect(() => validateEssayClaim({ ...claim, compare: ['alea-murray', 'fetlar'] } as EssayClaim, '/essays/test/')).toThrow(
      /both have kingCapture=four-sided/,
    );
  });

  it('refuses a claim that is not plain data', () => {
    const claim = { ...testClaim('murray-strong-king'), extra: () => 0 } as unknown as EssayClaim;
    expect(() => validateEssayClaim(claim, '/essays/test/')).toThrow(/claim "murray-strong-king": claim\.extra is a function/);
  });

  it('claimAnchor', () => {
    expect(claimAnchor('city-no-return')).toBe('claim-city-no-return');
  });
});

describe('tocTree', () => {
  it('nests h3 under h2 and skips other depths', () => {
    const h = (depth: number, text: string) => ({ depth, text, slug: text.toLowerCase() });
    expect(tocTree([h(3, 'Pre'), h(2, 'A'), h(3, 'A1'), h(4, 'deep'), h(2, 'B'), h(3, 'B1'), h(3, 'B2')])).toEqual([
      { slug: 'pre', text: 'Pre', children: [] },
      { slug: 'a', text: 'A', children: [{ slug: 'a1', text: 'A1' }] },
      {
        slug: 'b',
        text: 'B',
        children: [
          { slug: 'b1', text: 'B1' },
          { slug: 'b2', text: 'B2' },
        ],
      },
    ]);
  });
});

describe('bodyRendersClaim', () => {
  it('finds a claim rendered by id in the MDX source', () => {
    expect(bodyRendersClaim(`<Claim of={claims['city-no-return']} />`, 'city-no-return')).toBe(true);
    expect(bodyRendersClaim(`<Claim of={claims["city-no-return"]} />`, 'city-no-return')).toBe(true);
    expect(bodyRendersClaim(`<Claim of={claims.city} />`, 'city')).toBe(true);
    expect(bodyRendersClaim(`<Claim of={claims['city-no-return-2']} />`, 'city-no-return')).toBe(false);
    expect(bodyRendersClaim(`<Claim of={claims.city2} />`, 'city')).toBe(false);
  });
});
