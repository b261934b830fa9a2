import { describe, expect, it } from 'vitest';
import { evidenceLabel, getLayout, LAYOUT_IDS, getPreset, PRESETS, RULE_KEYS, SOURCE_IDS } from '../../engine';
import {
  BLANK_BOARDS,
  BOARD_SIZES,
  boardMarks,
  evidenceCounts,
  evidenceNote,
  layoutQualification,
  sharedReasons,
  readingsOfSize,
  sheetSections,
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
      'Damian Walker, “Alea Evangelii”, a printed rules leaflet (Cyningstan, 2014), rule 4',
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
    expect(evidenceCounts(leaflet).map((e) => e.count)).toEqual([14, 0, 10, 0]);
    expect(evidenceNote(leaflet)).toBe('The source states 14 of the 24 rules, 10 are inferred from it and none is the project’s choice.');
    // Several sources, Murray's values reported second-hand, one value inferred.
    const murray = getPreset('alea-murray')!;
    expect(evidenceCounts(murray).map((e) => e.count)).toEqual([0, 3, 1, 20]);
    expect(evidenceNote(murray)).toBe(
      'The sources state none of the 24 rules, 3 are reported second-hand, 1 is inferred from them and 20 are the project’s choices.',
    );
  });

  it('counts only the rules a sheet lists, when given them', () => {
    const murray = getPreset('alea-murray')!;
    const listed = RULE_KEYS.filter((k) => k !== 'evangelists' && k !== 'cornerHostile');
    // The one inferred value is the Evangelists' rule, left out here.
    expect(murray.rules.evangelists.evidence).toBe('inferred');
    expect(evidenceNote(murray, listed)).toBe(
      'The sources state none of the 22 rules below, 3 are reported second-hand, none is inferred from them and 19 are the project’s choices.',
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

describe('sourceInWords, unnamed authors and quoted titles', () => {
  it('leaves out an author the source does not name, and describes a page whose title was not kept', () => {
    expect(sourceInWords({ source: 'standard-rules-page' })).toBe(
      'a web page on the history and rules of hnefatafl, whose title was not kept with the copy read (A general web page on hnefatafl, undated)',
    );
  });
});

describe('the rules sheet keeps every qualification', () => {
  it('prints, for every reading, each value its source does not state with its evidence label and its note', () => {
    for (const preset of PRESETS) {
      const printed = sheetSections(preset).flatMap((s) => s.rules);
      expect(printed.length, preset.id).toBeGreaterThan(0);
      for (const line of printed) {
        const sourced = preset.rules[line.key];
        const where = `${preset.id}: ${line.key}`;
        expect(line.evidence, where).toBe(sourced.evidence);
        if (sourced.evidence === 'stated') {
          expect(line.qualification, where).toBeNull();
          continue;
        }
        // The note is the one-line reason; a value not stated must have one to print.
        expect(sourced.note, `${where} has no note to print`).toBeTruthy();
        const text = `${line.text} ${line.qualification}`.toLowerCase();
        expect(text, where).toContain(evidenceLabel(sourced).toLowerCase());
        // A reason several values share is printed once above the rules: the line gives the rest of the note.
        const listed = sheetSections(preset).flatMap((s) => s.rules.map((r) => r.key));
        const reason = sharedReasons(preset, listed).find((r) => r.evidence === sourced.evidence && sourced.note!.startsWith(r.text));
        const own = reason ? sourced.note!.slice(reason.text.length) : sourced.note!;
        if (own) expect(text, where).toContain(own.toLowerCase());
        else expect(line.qualification, where).toMatch(/for the reason above\.$/);
      }
      // Every rule in force is printed but the Evangelists' on a board without them, and those not in play.
      const omitted = sheetSections(preset).flatMap((s) => s.omitted.map((o) => o.key));
      for (const key of RULE_KEYS) {
        if (omitted.includes(key) || (key === 'evangelists' && preset.pieces.evangelists === 0)) continue;
        expect(
          printed.map((l) => l.key),
          `${preset.id} prints ${key}`,
        ).toContain(key);
      }
    }
  });

  it('prints a reason many values share once, and it and each value’s rest make up the whole note', () => {
    const helmfrid = PRESETS.find((p) => p.id === 'alea-helmfrid')!;
    const reasons = sharedReasons(helmfrid);
    expect(reasons.map((r) => r.evidence)).toEqual(['inferred', 'choice']);
    expect(reasons[0]!.text).toMatch(/^Helmfrid proposed .* gives, $/);
    for (const preset of PRESETS)
      for (const r of sharedReasons(preset)) {
        const sharing = RULE_KEYS.map((k) => preset.rules[k]).filter((v) => v.evidence === r.evidence && v.note?.startsWith(r.text));
        expect(sharing.length, `${preset.id} ${r.evidence}`).toBeGreaterThanOrEqual(3);
        expect(r.text.length).toBeGreaterThanOrEqual(40);
      }
    // A reading whose notes all differ prints each in full.
    expect(sharedReasons(PRESETS.find((p) => p.id === 'alea-walker-2014')!)).toEqual([]);
  });

  it('prints the starting layout’s label and note when the source does not state it', () => {
    for (const preset of PRESETS) {
      const q = layoutQualification(preset);
      if (preset.layout.evidence === 'stated') {
        expect(q, preset.id).toBeNull();
        continue;
      }
      expect(preset.layout.note, `${preset.id}: layout has no note`).toBeTruthy();
      expect(q!.toLowerCase(), preset.id).toContain(evidenceLabel(preset.layout).toLowerCase());
      expect(q, preset.id).toContain(preset.layout.note!);
    }
  });
});
