/**
 * The founding documents, as the quotation checks read them. They are third-party texts, so they are
 * not part of the repository: they are read from the project's shared folder beside the checkout
 * (`../shared`, or SHARED_DIR), as CI has it. Each check skips, and says why in its name, where the
 * folder is absent.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SOURCES, type SourceId } from '../src/engine';

export const SHARED = process.env.SHARED_DIR ? resolve(process.env.SHARED_DIR) : resolve(import.meta.dirname, '..', '..', 'shared');

/** True when the founding texts can be read; the verbatim checks skip otherwise. */
export const HAVE_DOCUMENTS = existsSync(join(SHARED, 'sources'));

/** The file in the shared folder that holds each document we read (by file-name prefix). */
const DOCUMENTS: { readonly [K in SourceId]?: string } = {
  'ancientgames-2019': 'sources/000_',
  'viking-rules-page': 'sources/001_',
  'cyningstan-page': 'sources/002_',
  'walker-leaflet-2014': 'sources/003_',
  'standard-rules-page': 'sources/004_',
  'layout-research': 'research/setups.md',
  'human-statistics': 'research/human-statistics.md',
};

const cache = new Map<SourceId, string | null>();

/**
 * The text of the document a citation names, or null when the project never read it (a work known
 * second-hand) or the shared folder is absent. A second-hand work has no text: words said to be its
 * own cannot be checked, so they cannot be quoted as its words.
 */
export function documentText(id: SourceId): string | null {
  if (cache.has(id)) return cache.get(id)!;
  let text: string | null = null;
  const prefix = DOCUMENTS[id];
  if (prefix && SOURCES[id].access === 'read') {
    const [folder, name] = prefix.split('/') as [string, string];
    const dir = join(SHARED, folder);
    const file = existsSync(dir) ? readdirSync(dir).find((f) => f.startsWith(name)) : undefined;
    text = file ? readFileSync(join(dir, file), 'utf8') : null;
  }
  cache.set(id, text);
  return text;
}

/** Letters and digits only, lower case, single spaces: quotation marks, dashes, accents and line breaks do not count. */
export const normalise = (s: string): string =>
  s
    // A word hyphenated across a line break ("as far as de-\n\nsired") is one word.
    .replace(/([a-z])-[ \t]*\n\s*([a-z])/g, '$1$2')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9×]+/g, ' ')
    .trim();

const normalised = new Map<SourceId, string | null>();

/**
 * Why `words` are not verbatim in the document `id`, or null when they are. A quotation may leave
 * words out with an ellipsis ("…" or "..."), and may add the quoter's own words in square brackets:
 * each remaining part must be in the document, in order.
 */
export function notVerbatim(words: string, id: SourceId): string | null {
  if (SOURCES[id].access !== 'read') return `${SOURCES[id].short} is known only second-hand: quote the document that reports it`;
  if (!normalised.has(id)) {
    const text = documentText(id);
    normalised.set(id, text === null ? null : ` ${normalise(text)} `);
  }
  const text = normalised.get(id);
  if (text == null) return `no readable text for ${SOURCES[id].short}`;
  const parts = words
    .replace(/\[[^\]]*\]/g, '…')
    .split(/…|\.\.\./)
    .map(normalise)
    .filter(Boolean);
  if (parts.length === 0) return 'no words to check';
  const missing = parts.find((part) => !text.includes(` ${part} `));
  return missing === undefined ? null : `“${missing}” is not in ${SOURCES[id].short}`;
}
