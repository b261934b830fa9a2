import { describe, expect, it } from 'vitest';
import { getLayout, LAYOUT_IDS, getPreset, PRESETS, RULE_KEYS, SOURCE_IDS } from '../../engine';
import {
  BLANK_BOARDS,
  BOARD_SIZES,
  boardMarks,
  evidenceCounts,
  evidenceNote,
  listInWords,
  readingsOfSize,
  sourceInWords,
} from './print-data';

describe('sourceInWords', () => {
  it('names a source by author, title, publisher and date, never by its id', () => {
    for (const id of SOURCE_IDS) {
      const text = sourceInWords({ source: id });
      expect(text, id).not.toContain(id);
      expect(text.length).toBeGreaterThan(20);
    }
    expect(sourceInWords({ source: 'walker-leaflet-2014', where: 'rule 4' })).toBe(
      'Damian Walker, “Alea Evangelii (printed rules leaflet)” (Cyningstan, 2014), rule 4',
    );
  });

  it('says when a source is known only through others, and through which', () => {
    expect(sourceInWords({ source: 'perkis-2010' })).toMatch(/known second-hand, through ancientgames\.org 2019\)$/);
    expect(sourceInWords({ source: 'cyningstan-page' })).not.toMatch(/second-hand/);
  });
});

describe('evidenceNote', () => {
  it('counts every rule once and says the counts in words', () => {
    for (const preset of PRESETS) {
      const counts = evidenceCounts(preset);
      expect(
        counts.reduce((n, e) => n + e.count, 0),
        preset.id,
      ).toBe(RULE_KEYS.length);
      const stated = counts.find((e) => e.evidence === 'stated')!.count;
      expect(evidenceNote(preset)).toMatch(new RegExp(`^The sources? states? ${stated === 0 ? 'none' : stated} of the 24 rules, `));
    }
  });

  it('agrees in number with the sources and the counts', () => {
    // One source, nothing chosen.
    const leaflet = getPreset('alea-walker-2014')!;
    expect(leaflet.cite).toHaveLength(1);
    expect(evidenceCounts(leaflet).map((e) => e.count)).toEqual([14, 10, 0]);
    expect(evidenceNote(leaflet)).toBe('The source states 14 of the 24 rules, 10 are inferred from it and none is the project’s choice.');
    // Several sources, one value inferred.
    const murray = getPreset('alea-murray')!;
    expect(evidenceCounts(murray).map((e) => e.count)).toEqual([3, 1, 20]);
    expect(evidenceNote(murray)).toBe('The sources state 3 of the 24 rules, 1 is inferred from them and 20 are the project’s choices.');
  });

  it('counts only the rules a sheet lists, when given them', () => {
    const murray = getPreset('alea-murray')!;
    const listed = RULE_KEYS.filter((k) => k !== 'evangelists' && k !== 'cornerHostile');
    // The one inferred value is the Evangelists' rule, left out here.
    expect(murray.rules.evangelists.evidence).toBe('inferred');
    expect(evidenceNote(murray, listed)).toBe(
      'The sources state 3 of the 22 rules below, none is inferred from them and 19 are the project’s choices.',
    );
  });
});

describe('board sizes', () => {
  it('offers every odd size from 7 to 19 and every size a layout uses', () => {
    for (const size of [7, 9, 11, 13, 15, 17, 19]) expect(BOARD_SIZES).toContain(size);
    for (const id of LAYOUT_IDS) expect(BOARD_SIZES).toContain(getLayout(id)!.size);
    expect(BLANK_BOARDS.map((b) => b.slug)).toEqual(['7', '9', '11', '13', '15', '17', '19', '19-points']);
  });

  it('marks what the readings of a size mark, from the compiled rules', () => {
    const seven = boardMarks(7);
    expect(seven.readings.map((p) => p.name)).toEqual(['Brandubh', 'Ard Rí']);
    expect(seven.throne).toBe('d4');
    // Brandubh's four corner squares; Ard Rí cuts them from the board instead.
    expect(seven.corners).toEqual(['a1', 'a7', 'g1', 'g7']);
    expect(seven.cornerGroups.map((g) => g.readings.map((p) => p.name))).toEqual([['Brandubh'], ['Ard Rí']]);
    expect(seven.cornerGroups[1]!.text).toMatch(/cut from the board/);

    const nine = boardMarks(9);
    expect(nine.throne).toBe('e5');
    expect(nine.corners).toEqual([]);

    const nineteen = boardMarks(19);
    expect(nineteen.readings).toHaveLength(readingsOfSize(19).length);
    expect(nineteen.throne).toBe('j10');
    // The 2×2 blocks in each corner (the union of the single corner, the blocks and the blocks less their corner).
    expect(nineteen.corners).toHaveLength(16);
    expect(nineteen.corners).toContain('b2');

    const thirteen = boardMarks(13);
    expect(thirteen.readings).toEqual([]);
    expect(thirteen.throne).toBeNull();
  });
});

describe('listInWords', () => {
  it('joins names as prose', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['A'])).toBe('A');
    expect(listInWords(['A', 'B'])).toBe('A and B');
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

describe('sourceInWords, unnamed authors and quoted titles', () => {
  it('leaves out an author the source does not name and nests quotation marks', () => {
    expect(sourceInWords({ source: 'standard-rules-page' })).toBe(
      '“Hnefatafl: history and ‘a complete set of rules’” (A general web page on hnefatafl, undated)',
    );
  });
});
