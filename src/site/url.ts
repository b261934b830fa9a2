/**
 * Builds an internal link from the configured base (import.meta.env.BASE_URL), so every link in the
 * built site is root-relative and still works if the site is served under a sub-path.
 */
import { citationTarget, type Citation } from '../engine';

export const url = (path = ''): string => {
  const base = import.meta.env.BASE_URL.replace(/\/+$/, '');
  const rest = path.replace(/^\/+/, '');
  return `${base}/${rest}`;
};

/** The page for one reading (preset). */
export const readingUrl = (id: string): string => url(`readings/${encodeURIComponent(id)}/`);

/** Where a citation leads: its bibliography entry on /sources/, or the section of the project notes it names. */
export const citationHref = (cite: Citation): string => {
  const { path, anchor } = citationTarget(cite);
  return `${url(path)}#${anchor}`;
};
