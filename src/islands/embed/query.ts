/**
 * The addresses an embedded board lives at, with no engine and no data in them, so that any island
 * (/play, a claim, a puzzle) can offer "Embed" for the price of a few lines:
 *
 * - a game's query string in the /play form (`r=…&l=…&p=…&m=…&c=…`, see ../play/urlState.ts), or
 *   `puzzle=<id>` for a puzzle (src/learn/puzzles.ts);
 * - the embed page and the /play page for a query, below the site's base (import.meta.env.BASE_URL);
 * - the iframe code a teacher pastes into a course page.
 */

/** The site's base path with one trailing slash: "/" or "/sub/". */
export const basePath = (): string => `${(import.meta.env.BASE_URL ?? '/').replace(/\/+$/, '')}/`;

/**
 * A value in a query, escaped as /play's links are (urlState.ts): `;`, `=`, `/` and `,` are kept and a
 * space is `+`, so the link stays readable.
 */
export const encodeValue = (v: string): string =>
  encodeURIComponent(v).replace(/%20/g, '+').replace(/%3B/gi, ';').replace(/%3D/gi, '=').replace(/%2F/gi, '/').replace(/%2C/gi, ',');

/** The query that embeds one puzzle: its start, its reading and its goal. */
export const puzzleEmbedQuery = (id: string): string => `puzzle=${encodeValue(id)}`;

const withQuery = (path: string, query: string): string => (query.replace(/^\?/, '') ? `${path}?${query.replace(/^\?/, '')}` : path);

/** The embed page for a query, root-relative ("/embed/?r=brandubh"). */
export const embedPath = (query: string): string => withQuery(`${basePath()}embed/`, query);

/** The /play page for a game query, root-relative. */
export const playPath = (query: string): string => withQuery(`${basePath()}play/`, query);

/** The puzzles page opened at one puzzle, root-relative. */
export const puzzlePath = (id: string): string => `${basePath()}learn/puzzles/#${encodeURIComponent(id)}`;

/** The embed page's absolute address, for a page served from `origin` ("https://example.org"). */
export const embedUrl = (origin: string, query: string): string => new URL(embedPath(query), origin).href;

/** Text for an HTML attribute value in double quotes. */
const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The frame's proportions for a board of `size` squares: the largest width worth giving it (a 7×7
 * board is legible small, a 19×19 one needs room) and the height at that width, which is the board
 * plus the caption line above it and the status and buttons below it.
 */
export function frameShape(size: number): { readonly width: number; readonly height: number } {
  const width = size <= 7 ? 420 : size <= 9 ? 460 : size <= 13 ? 520 : 640;
  return { width, height: width + 120 };
}

/**
 * The iframe code for an embedded board: full width of the course page's column up to the board's
 * natural size, its height following its width (aspect-ratio), no border, loaded when scrolled to.
 */
export function iframeCode(src: string, title: string, size: number): string {
  const { width, height } = frameShape(size);
  return `<iframe src="${attr(src)}" title="${attr(title)}" width="100%" style="aspect-ratio: ${width} / ${height}; border: 0; max-width: ${width}px" loading="lazy"></iframe>`;
}
