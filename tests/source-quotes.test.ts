/**
 * Quote-level provenance: every preset value labelled "stated by the source" carries the source's own
 * words, and those words are found, verbatim, in the document the citation names; every inferred
 * value gives its reason; every choice says why. The founding documents are not part of the
 * repository (they are third-party texts): the verbatim check reads them from the project's shared
 * folder beside the checkout (`../shared`, or SHARED_DIR), as CI has it, and says so when it is absent.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESETS, type Sourced, SOURCES, type SourceId, audit } from '../src/engine';

const SHARED = process.env.SHARED_DIR ? resolve(process.env.SHARED_DIR) : resolve(import.meta.dirname, '..', '..', 'shared');

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

function documentText(id: SourceId): string | null {
  const prefix = DOCUMENTS[id];
  if (!prefix) return null;
  const dir = join(SHARED, prefix.split('/')[0]!);
  const name = prefix.split('/')[1]!;
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir).find((f) => f.startsWith(name));
  return file ? readFileSync(join(dir, file), 'utf8') : null;
}

/** Letters and digits only, lower case, single spaces: quotation marks, dashes and line breaks do not count. */
const normalise = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9×]+/g, ' ')
    .trim();

/** The documents a citation's words may be checked in: the source itself, or those that report it. */
function documentsFor(id: SourceId): string[] {
  const own = documentText(id);
  if (own !== null) return [own];
  return (SOURCES[id].reportedBy ?? []).map(documentText).filter((t): t is string => t !== null);
}

const all = PRESETS.flatMap((preset) => audit.sourcedValues(preset).map((v) => ({ preset: preset.id, ...v })));
const label = (v: { preset: string; key: string }) => `${v.preset} ${v.key}`;

describe('every preset value says how it is known', () => {
  it('has values to check', () => expect(all.length).toBeGreaterThan(300));

  it('a stated value has a citation and the source’s words, at most about 25 of them', () => {
    const bad = all
      .filter((v) => v.sourced.evidence === 'stated')
      .filter((v) => !v.sourced.cite || !v.sourced.quote || audit.quoteWords(v.sourced.quote) > 30)
      .map(label);
    expect(bad).toEqual([]);
  });

  it('an inferred value gives its reason, and names what it is inferred from (a citation)', () => {
    const bad = all
      .filter((v) => v.sourced.evidence === 'inferred')
      .filter((v) => !v.sourced.note || v.sourced.note.trim().length < 15 || !v.sourced.cite)
      .map(label);
    expect(bad).toEqual([]);
  });

  it('a choice says why, and only a choice follows another program', () => {
    const noReason = all.filter((v) => v.sourced.evidence === 'choice' && !v.sourced.note).map(label);
    const misplaced = all.filter((v) => v.sourced.evidence !== 'choice' && v.sourced.following).map(label);
    const unsourced = all.filter((v) => v.sourced.following && !v.sourced.cite).map(label);
    expect({ noReason, misplaced, unsourced }).toEqual({ noReason: [], misplaced: [], unsourced: [] });
  });

  it('only stated values carry quotes', () => {
    expect(all.filter((v) => v.sourced.evidence !== 'stated' && v.sourced.quote).map(label)).toEqual([]);
  });
});

describe.skipIf(!existsSync(join(SHARED, 'sources')))(`the quoted words are in the cited documents (read from ${SHARED})`, () => {
  const stated = all.filter(
    (v): v is typeof v & { sourced: Sourced<unknown> & { quote: string } } => !!v.sourced.quote && !!v.sourced.cite,
  );
  for (const v of stated) {
    it(`${label(v)}: “${v.sourced.quote}”`, () => {
      const docs = documentsFor(v.sourced.cite!.source);
      expect(docs.length, `no readable document for ${v.sourced.cite!.source}`).toBeGreaterThan(0);
      // A quotation may leave words out with an ellipsis: each part must be in the document.
      const parts = v.sourced.quote
        .split(/…|\.\.\./)
        .map(normalise)
        .filter(Boolean);
      const found = docs.some((doc) => {
        const text = normalise(doc);
        return parts.every((p) => text.includes(p));
      });
      expect(found, `not found verbatim in ${v.sourced.cite!.source}`).toBe(true);
    });
  }
});

describe('reader-facing preset text never names a source by its file number', () => {
  it('names, summaries, notes, quotes and variation labels', () => {
    const texts = PRESETS.flatMap((p) => [
      p.name,
      p.author,
      p.summary,
      ...(p.variations ?? []).map((v) => v.label),
      ...audit.sourcedValues(p).flatMap((v) => [v.sourced.note ?? '', v.sourced.quote ?? '']),
    ]);
    expect(texts.filter((t) => /sources? 0\d\d/i.test(t))).toEqual([]);
  });
});
