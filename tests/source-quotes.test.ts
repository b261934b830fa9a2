/**
 * Quote-level provenance: every preset value labelled "stated by the source" carries the source's own
 * words, and those words are found, verbatim, in the very document the citation names, which the
 * project has read (never in a document that reports it); a value known only through a report is
 * labelled "reported second-hand" and quotes the reporting document; every inferred value gives its
 * reason; every choice says why; and any words a note puts in quotation marks are verbatim in the
 * note's cited document too. The founding documents are not part of the repository (they are
 * third-party texts): the verbatim checks read them from the project's shared folder beside the
 * checkout (`../shared`, or SHARED_DIR), as CI has it, and say so when it is absent.
 */
import { describe, expect, it } from 'vitest';
import { PRESETS, type Sourced, SOURCES, audit, formatCitation } from '../src/engine';
import { HAVE_DOCUMENTS, SHARED, notVerbatim } from './source-documents.test-support';

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

  it('only stated and reported values carry quotes', () => {
    expect(all.filter((v) => !['stated', 'reported'].includes(v.sourced.evidence) && v.sourced.quote).map(label)).toEqual([]);
  });

  it('a stated value cites a document the project read; a reported one cites the report and says who reports whom', () => {
    const secondHand = all
      .filter((v) => v.sourced.evidence === 'stated' && v.sourced.cite && SOURCES[v.sourced.cite.source].access !== 'read')
      .map((v) => `${label(v)}: ${SOURCES[v.sourced.cite!.source].short} is known second-hand`);
    const reports = all
      .filter((v) => v.sourced.evidence === 'reported')
      .filter((v) => !v.sourced.cite || SOURCES[v.sourced.cite.source].access !== 'read' || !v.sourced.quote || !v.sourced.note)
      .map(label);
    expect({ secondHand, reports }).toEqual({ secondHand: [], reports: [] });
  });
});

/** The passages a note puts in double quotation marks (straight or curly). */
const quotedInNote = (note: string): string[] => [...note.matchAll(/"([^"]+)"|“([^”]+)”/g)].map((m) => (m[1] ?? m[2])!);

describe.skipIf(!HAVE_DOCUMENTS)(`the quoted words are in the cited documents (read from ${SHARED})`, () => {
  const quoted = all.filter(
    (v): v is typeof v & { sourced: Sourced<unknown> & { quote: string } } => !!v.sourced.quote && !!v.sourced.cite,
  );
  for (const v of quoted) {
    it(`${label(v)}: “${v.sourced.quote}”`, () => {
      expect(notVerbatim(v.sourced.quote, v.sourced.cite!.source)).toBeNull();
    });
  }

  it('words a note quotes are verbatim in the document the value cites, or in one the reading cites', () => {
    const bad: string[] = [];
    for (const preset of PRESETS) {
      for (const v of audit.sourcedValues(preset)) {
        const cites = [v.sourced.cite, ...preset.cite].filter((c) => c !== undefined);
        for (const words of quotedInNote(v.sourced.note ?? '')) {
          const misses = cites.map((c) => notVerbatim(words, c.source));
          if (misses.every((m) => m !== null)) bad.push(`${preset.id} ${v.key}: “${words}” (${cites.map(formatCitation).join('; ')})`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
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
