/**
 * Quotations in prose are checked as the presets' quotes are. Every <Q> (src/components/Quote.astro)
 * in the essays and on the pages is found here, and its words must be verbatim in the very document its
 * citation names; a work known only second-hand cannot be quoted. An essay quotes only through <Q>:
 * double quotation marks anywhere else in its prose fail, so a quotation cannot slip past the check.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_IDS, SOURCES, type SourceId } from '../src/engine';
import { HAVE_DOCUMENTS, SHARED, notVerbatim } from './source-documents.test-support';

const ROOT = join(import.meta.dirname, '..');

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

const FILES = [...filesUnder('content', /\.mdx$/), ...filesUnder('src', /\.astro$/)].filter((f) => !f.endsWith('Quote.astro'));

interface Use {
  readonly file: string;
  readonly line: number;
  readonly source: string;
  readonly where?: string;
  readonly words: string;
  readonly citeShown: boolean;
  /** The paragraph the quotation stands in (the text between blank lines). */
  readonly paragraph: string;
}

const Q_TAG = /<Q\b([^>]*)>([\s\S]*?)<\/Q>/g;
const CITE = /cite=\{\{\s*source:\s*'([^']+)'\s*(?:,\s*where:\s*'([^']*)'\s*)?\}\}/;

function usesIn(file: string): { uses: Use[]; unreadable: string[] } {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const uses: Use[] = [];
  const unreadable: string[] = [];
  for (const m of text.matchAll(Q_TAG)) {
    const line = text.slice(0, m.index).split('\n').length;
    const cite = CITE.exec(m[1]!);
    if (!cite) {
      unreadable.push(`${file}:${line}: write the citation literally, cite={{ source: '…', where: '…' }}`);
      continue;
    }
    const start = text.lastIndexOf('\n\n', m.index) + 2;
    const endAt = text.indexOf('\n\n', m.index);
    uses.push({
      file,
      line,
      source: cite[1]!,
      ...(cite[2] ? { where: cite[2] } : {}),
      words: m[2]!.replace(/\s+/g, ' ').trim(),
      citeShown: !/citeShown=\{false\}/.test(m[1]!),
      paragraph: text.slice(start, endAt < 0 ? undefined : endAt),
    });
  }
  return { uses, unreadable };
}

const found = FILES.map(usesIn);
const USES = found.flatMap((f) => f.uses);
const at = (u: Use) => `${u.file}:${u.line}`;

describe('every quotation goes through <Q>, with a citation that can be checked', () => {
  it('finds the quotations', () => expect(USES.length).toBeGreaterThan(20));

  it('each names its document literally, and the document is one the site lists', () => {
    const unknown = USES.filter((u) => !(SOURCE_IDS as readonly string[]).includes(u.source)).map((u) => `${at(u)}: ${u.source}`);
    expect([...found.flatMap((f) => f.unreadable), ...unknown]).toEqual([]);
  });

  it('a work known only second-hand is never quoted as if read', () => {
    const bad = USES.filter((u) => SOURCES[u.source as SourceId]?.access === 'reported').map(
      (u) => `${at(u)}: ${SOURCES[u.source as SourceId].short} is known second-hand; quote the document that reports it`,
    );
    expect(bad).toEqual([]);
  });

  it('a quotation without its own citation stands in a paragraph that cites the same document', () => {
    const bad = USES.filter((u) => !u.citeShown)
      .filter((u) => {
        const others = u.paragraph.replace(`${u.words}`, '');
        return !new RegExp(`(?:<Citation|<Q)\\s+cite=\\{\\{\\s*source:\\s*'${u.source}'`).test(
          others.replace(/citeShown=\{false\}[^>]*>/g, ''),
        );
      })
      .map(at);
    expect(bad).toEqual([]);
  });

  it('an essay has no double quotation marks outside <Q>', () => {
    const bad: string[] = [];
    for (const file of FILES.filter((f) => f.endsWith('.mdx'))) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const body = text
        .replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1))
        .replace(/^import .*$/gm, '')
        .replace(Q_TAG, (m) => m.replace(/[^\n]/g, ' '))
        .replace(/<[A-Za-z][^<>]*?\/?>|<\/[A-Za-z]+>/g, (m) => m.replace(/[^\n]/g, ' '))
        .replace(/`[^`]*`/g, '');
      body.split('\n').forEach((line, i) => {
        if (/["“”]/.test(line)) bad.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(bad).toEqual([]);
  });
});

describe.skipIf(!HAVE_DOCUMENTS)(`a bibliography gives only titles the documents give (read from ${SHARED})`, () => {
  for (const id of SOURCE_IDS.filter((id) => SOURCES[id].title)) {
    const info = SOURCES[id];
    it(`${id}: “${info.title}”`, () => {
      // The work's own heading, or a document we read that cites it by that title.
      const where = [id, ...(info.reportedBy ?? [])] as SourceId[];
      const misses = where.map((d) => notVerbatim(info.title!, d));
      expect(
        misses.some((m) => m === null),
        misses.join('; '),
      ).toBe(true);
    });
  }
});

describe.skipIf(!HAVE_DOCUMENTS)(`the quoted words are verbatim in the document cited (read from ${SHARED})`, () => {
  for (const u of USES.filter((u) => SOURCES[u.source as SourceId]?.access === 'read')) {
    it(`${at(u)}: “${u.words.slice(0, 60)}${u.words.length > 60 ? '…' : ''}”`, () => {
      expect(notVerbatim(u.words, u.source as SourceId)).toBeNull();
    });
  }
});
