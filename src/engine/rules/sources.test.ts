import { describe, expect, it } from 'vitest';
import { evidenceLabel } from './preset-types';
import { SOURCES, SOURCE_IDS, citationTarget, formatCitation, reportedByText, sourceTitleText } from './sources';

describe('sources', () => {
  it('every entry has what a reader needs to find the document', () => {
    for (const id of SOURCE_IDS) {
      const s = SOURCES[id];
      expect(
        [s.short, s.author, sourceTitleText(s), s.publisher, s.date, s.note].every((t) => t.trim().length > 0),
        id,
      ).toBe(true);
      // A web address, a page of this site, or a sentence saying why there is none.
      expect(Boolean(s.url || s.page || s.urlNote || s.access === 'reported'), id).toBe(true);
      if (s.url) expect(s.url, id).toMatch(/^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    }
  });

  it('a second-hand source names the sources that report it, and those were read or are notes of ours', () => {
    for (const id of SOURCE_IDS) {
      const s = SOURCES[id];
      if (s.access !== 'reported') continue;
      expect(s.reportedBy?.length, id).toBeGreaterThan(0);
      for (const r of s.reportedBy!) expect(SOURCES[r].access, `${id} reported by ${r}`).toBe('read');
    }
    expect(reportedByText(SOURCES['nielsen-2015'])).toBe('ancientgames.org 2019');
    expect(reportedByText(SOURCES['cyningstan-page'])).toBeNull();
  });

  it('no citation text names a source by its file number', () => {
    for (const id of SOURCE_IDS) expect(JSON.stringify(SOURCES[id]), id).not.toMatch(/sources? 0\d\d/i);
  });

  it('Robinson’s entry names the Ford lectures', () => {
    expect(SOURCES['robinson-1923'].title).toContain('Ford lectures');
  });

  it('a title is in quotation marks; a work without one is described in words, never dressed as a title', () => {
    expect(sourceTitleText(SOURCES['walker-leaflet-2014'])).toBe('“Alea Evangelii”, a printed rules leaflet');
    expect(SOURCES.murray.title).toBeUndefined();
    expect(sourceTitleText(SOURCES.murray)).not.toMatch(/^“/);
    for (const id of SOURCE_IDS) {
      const s = SOURCES[id];
      // A description never starts like a title in quotation marks, and a title needs none inside.
      expect(s.description ?? '', id).not.toMatch(/^“/);
      if (!s.title) expect(s.description, id).toBeTruthy();
    }
  });

  it('a citation leads to its bibliography entry, or to the section of the notes it names', () => {
    expect(citationTarget({ source: 'cyningstan-page', where: 'rule 8' })).toEqual({ path: 'sources/', anchor: 'cyningstan-page' });
    expect(citationTarget({ source: 'layout-research', where: '§2.4, Walker on Murray' })).toEqual({
      path: 'sources/layouts/',
      anchor: 'section-2-4',
    });
    expect(citationTarget({ source: 'layout-research', where: '§5.1 Ludii "Smith (Suggested)"' })).toEqual({
      path: 'sources/layouts/',
      anchor: 'section-5-1',
    });
    expect(citationTarget({ source: 'layout-research', where: '§4' })).toEqual({ path: 'sources/layouts/', anchor: 'section-4' });
    expect(citationTarget({ source: 'layout-research' })).toEqual({ path: 'sources/layouts/', anchor: 'top' });
    expect(citationTarget({ source: 'human-statistics' })).toEqual({ path: 'sources/human-play/', anchor: 'top' });
    expect(formatCitation({ source: 'walker-leaflet-2014', where: 'rule 4' })).toBe('Walker 2014 leaflet, rule 4');
  });

  it('a choice that copies a program says so in its label', () => {
    expect(evidenceLabel({ evidence: 'choice', following: 'Jocly' })).toBe("the project's choice, following Jocly");
    expect(evidenceLabel({ evidence: 'choice' })).toBe("the project's choice");
    expect(evidenceLabel({ evidence: 'stated' })).toBe('stated by the source');
  });
});
