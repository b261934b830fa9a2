/**
 * Small pure helpers for the essay pages: the table of contents from the rendered headings, the
 * date as the pages print it, and every essay's claims, collected from content/essays/<slug>/claims.ts.
 */
import type { MarkdownHeading } from 'astro';
import type { EssayClaim, EssayClaims } from '../../essays/claims';

export interface TocEntry {
  readonly slug: string;
  readonly text: string;
  readonly children: readonly { readonly slug: string; readonly text: string }[];
}

/** h2 headings, each with the h3 headings under it (an h3 before the first h2 stands on its own). */
export function tocTree(headings: readonly MarkdownHeading[]): TocEntry[] {
  const out: { slug: string; text: string; children: { slug: string; text: string }[] }[] = [];
  for (const h of headings) {
    if (h.depth === 2 || (h.depth === 3 && out.length === 0)) out.push({ slug: h.slug, text: h.text, children: [] });
    else if (h.depth === 3) out[out.length - 1]!.children.push({ slug: h.slug, text: h.text });
  }
  return out;
}

/** "21 November 2025" (UTC, so the build machine's time zone cannot shift the day). */
export const formatEssayDate = (date: Date): string =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const modules = import.meta.glob<{ claims?: EssayClaims }>('/content/essays/*/claims.ts', { eager: true });

/** Every essay's claims, essays in folder order, claims in the order each essay defines them. */
export const ALL_CLAIMS: readonly EssayClaim[] = Object.keys(modules)
  .sort()
  .flatMap((path) => Object.values(modules[path]!.claims ?? {}));

/** Whether an essay's MDX source renders the claim: claims['id'], claims["id"] or claims.id. */
export function bodyRendersClaim(body: string, id: string): boolean {
  const esc = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`claims\\s*(?:\\[\\s*['"\`]${esc}['"\`]\\s*\\]|\\.${esc}(?![\\w$-]))`).test(body);
}

/**
 * The claims a link may point at: those whose essay is published (in the collection) and whose MDX
 * renders them, so the anchor #claim-<id> exists on the essay's page.
 */
export function shownClaims(essays: readonly { id: string; body?: string | undefined }[]): EssayClaim[] {
  const bodies = new Map(essays.map((e) => [e.id, e.body ?? '']));
  return ALL_CLAIMS.filter((c) => bodies.has(c.essay) && bodyRendersClaim(bodies.get(c.essay)!, c.id));
}
