import { describe, expect, it } from 'vitest';
import { LAYOUT_IDS, getLayout } from '../layouts';
import { makeOtnPlacement, makeOtnPosition, parseOtnPosition } from './index';
import { placementOf } from '../position';
import { PRESETS } from '../rules/presets';
import { startPosition } from '../start';
import { value, errorOf, placementOfLayout, at, BRANDUB_SPEC, FETLAR_PUZZLE_START } from './otn.test-support';

describe('OTN positions', () => {
  const layouts = LAYOUT_IDS.filter((id) => !getLayout(id)!.placement.includes('e'));

  it.each(layouts)('layout %s round-trips through OTN', (id) => {
    const p = placementOfLayout(id);
    const text = value(makeOtnPlacement(p));
    expect(text.startsWith('/') && text.endsWith('/')).toBe(true);
    expect(text.split('/').filter(Boolean)).toHaveLength(p.size);
    expect(value(parseOtnPosition(text))).toEqual(p);
  });

  const presetsWithoutEvangelists = PRESETS.filter((p) => !getLayout(p.layout.value)!.placement.includes('e')).map((p) => p.id);
  it.each(presetsWithoutEvangelists)('the start of %s round-trips through OTN', (id) => {
    const pos = value(startPosition(id));
    expect(value(parseOtnPosition(value(makeOtnPosition(pos))))).toEqual(placementOf(pos));
  });

  it("reads the spec's Brandub example with rank 1 first", () => {
    const p = value(parseOtnPosition(BRANDUB_SPEC));
    expect(p).toEqual(placementOfLayout('brandubh-7'));
    const cases: [string, string | null][] = [
      ['d1', 'attacker'],
      ['d2', 'attacker'],
      ['d3', 'defender'],
      ['a4', 'attacker'],
      ['c4', 'defender'],
      ['d4', 'king'],
      ['d7', 'attacker'],
      ['a1', null],
    ];
    for (const [sq, kind] of cases) expect(at(p, sq), sq).toBe(kind);
    expect(value(makeOtnPlacement(p))).toBe(BRANDUB_SPEC);
  });

  it('reads the asymmetric Fetlar puzzle start the right way up', () => {
    const p = value(parseOtnPosition(FETLAR_PUZZLE_START));
    // The puzzle's moves b3-b1, Kf6-c6 and a8-c8 need these pieces; read upside down, b3 would be empty.
    const cases: [string, string | null][] = [
      ['b3', 'attacker'],
      ['f6', 'king'],
      ['a8', 'attacker'],
      ['e1', 'attacker'],
      ['e3', 'defender'],
      ['d9', 'attacker'],
      ['b9', null],
      ['e11', 'attacker'],
      ['f10', 'attacker'],
      ['j2', 'attacker'],
      ['i10', null],
    ];
    for (const [sq, kind] of cases) expect(at(p, sq), sq).toBe(kind);
    expect(value(makeOtnPlacement(p))).toBe(FETLAR_PUZZLE_START);
  });

  it('reads k as the king and accepts missing outer slashes, like OpenTafl', () => {
    expect(value(parseOtnPosition('3t3/3t3/3T3/ttTkTtt/3T3/3t3/3t3'))).toEqual(placementOfLayout('brandubh-7'));
  });

  it('refuses to export Evangelists, naming their squares', () => {
    const e = errorOf(makeOtnPlacement(placementOfLayout('alea-walker-evangelists')));
    expect(e.code).toBe('otn-unsupported');
    for (const sq of ['f6', 'n6', 'f14', 'n14']) expect(e.message).toContain(sq);
  });

  it.each([
    ['empty', '', 'bad-otn'],
    ['slashes only', '///', 'bad-otn'],
    ['a short rank', '/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t2/', 'bad-otn'],
    ['a long rank', '/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3t/', 'bad-otn'],
    ['a zero run', '/3t3/3t3/3T3/ttTKTtt/3T3/3t3/0t6/', 'bad-otn'],
    ['an unknown letter', '/3t3/3t3/3T3/ttTKTtx/3T3/3t3/3t3/', 'bad-otn'],
    ['spaces', '/3t3/3t3/3T3/ttTKTtt/3T3/3t3/ 3t3/', 'bad-otn'],
    ['a commander', '/3t3/3c3/3T3/ttTKTtt/3T3/3t3/3t3/', 'otn-unsupported'],
    ['a knight', '/3t3/3t3/3N3/ttTKTtt/3T3/3t3/3t3/', 'otn-unsupported'],
    ['a mercenary', '/3t3/3t3/3m3/ttTKTtt/3T3/3t3/3t3/', 'otn-unsupported'],
    ['a guard', '/3t3/3t3/3G3/ttTKTtt/3T3/3t3/3t3/', 'otn-unsupported'],
    ['an even board', '/8/8/8/8/8/8/8/8/', 'otn-unsupported'],
  ])('rejects a position with %s', (_what, text, code) => {
    const e = errorOf(parseOtnPosition(text));
    expect(e.code).toBe(code);
    expect(e.message.length).toBeGreaterThan(10);
  });

  it('names the rank of a bad row, counted from rank 1', () => {
    expect(errorOf(parseOtnPosition('/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t2/')).message).toContain('Rank 7');
    expect(errorOf(parseOtnPosition('/3t3/3t2/3T3/ttTKTtt/3T3/3t3/3t3/')).message).toContain('Rank 2');
  });
});

// ---- rules ----------------------------------------------------------------------------------------------

/** Presets OTN cannot express, with every rule the error must name. */
