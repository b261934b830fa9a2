import { describe, expect, it } from 'vitest';
import { getPreset, resolveRules } from '../../engine';
import { AI_VERSION, type BalanceFile } from './balance';
import { loadMaps, MAP_RESULTS, BALANCE } from './balance-data';
import { mapSentence, mapView } from './map-view';
import { MAP_PRESET_IDS, mapOf, type MapCell } from './rule-map';
import { emptyTally } from './stats';

const preset = getPreset('alea-walker-2014')!;
/** A result file of `attackers` and `defenders` wins (and no draws) with the given rules and layout. */
const file = (attackers: number, defenders: number, cell?: MapCell): BalanceFile => {
  const t = emptyTally();
  return {
    format: 1,
    aiVersion: AI_VERSION,
    command: 'npm run balance -- --preset alea-walker-2014 --games 40 --level club --seed 1',
    preset: preset.id,
    rulesText: preset.id,
    rules: cell?.rules ?? resolveRules(preset),
    layout: cell?.layout ?? preset.layout.value,
    level: 'club',
    ai: { nodes: 12000, choice: { margin: 20, temperature: 8 }, overlook: 0 },
    seed: 1,
    maxPlies: 400,
    tally: { ...t, games: attackers + defenders, attackers, defenders, lengths: Array(attackers + defenders).fill(50) },
    finished: '2026-12-02T00:00:00Z',
    seconds: 10,
    threads: 2,
  };
};
const cells = mapOf(preset.id).cells;
const cell = (key: string, value: string) => cells.find((c) => c.key === key && c.value === value)!;

describe('a reading’s rule-effect map', () => {
  const results = [
    { cell: cell('firstMover', 'attackers'), file: file(30, 10, cell('firstMover', 'attackers')) },
    { cell: cell('kingArmed', 'none'), file: file(18, 22, cell('kingArmed', 'none')) },
    { cell: cell('kingGoal', 'edge'), file: file(2, 38, cell('kingGoal', 'edge')) },
  ];
  const view = mapView(preset.id, file(140, 60), results);

  it('gives each cell’s share of decided games, its change in points, and whether the change is beyond chance', () => {
    expect(view.base.share.p).toBeCloseTo(0.3);
    expect(view.rows.map((r) => [r.short, Math.round(r.share.p * 100), r.effect, r.clear])).toEqual([
      ['attackers first', 25, -5, false],
      ['king unarmed', 55, 25, true],
      ['edge escape', 95, 65, true],
    ]);
    expect(view.missing).toHaveLength(cells.length - 3);
    expect(view.gaps.map((g) => g.key)).toEqual(['evangelists']);
  });

  it('names the single change nearest to even and the largest effect', () => {
    expect(view.nearest?.short).toBe('king unarmed');
    expect(view.largest?.short).toBe('edge escape');
    expect(mapSentence(view)).toBe(
      'Nearest to even of the single changes tried: the king does not capture. The defenders then win 55 % of the games won by either side (40–69 %), where the reading’s own rules give them 30 %. The largest effect: the king escapes to any edge square, +65 points, to 95 % (83–99 %).',
    );
  });

  it('says so when no change comes nearer to even than the reading’s own rules', () => {
    const v = mapView(preset.id, file(98, 102), results.slice(2));
    expect(mapSentence(v)).toMatch(
      /^No single change tried brings this reading nearer to even than its own rules, which give the defenders 51 %/,
    );
    expect(mapSentence(v)).toMatch(/It is also the change with the largest effect\.$/);
    expect(mapSentence(mapView(preset.id, file(1, 1), []))).toBe('No single change of rule has been played for this reading yet.');
  });
});

describe('the shipped map files', () => {
  it('are refused when they are not a cell, or were played with other rules than the cell’s', () => {
    const c = cell('kingArmed', 'none');
    expect(() => loadMaps([['map/alea-walker-2014.kingArmed-none.json', file(1, 1, c)]])).not.toThrow();
    expect(() => loadMaps([['map/alea-walker-2014.kingArmed-mover.json', file(1, 1, c)]])).toThrow(/not a cell of the rule-effect map/);
    expect(() => loadMaps([['map/alea-walker-2014.kingArmed-none.json', file(1, 1)]])).toThrow(
      /not played with the cell's rules \(kingArmed differ\)/,
    );
    expect(() => loadMaps([['map/alea-walker-2014.kingArmed-none.json', { ...file(1, 1, c), level: 'strong' }]])).toThrow(/club level/);
    // Games opened with other numbers of free plies belong beside a reading under people's rules, nowhere else.
    expect(() => loadMaps([['map/alea-walker-2014.kingArmed-none.json', { ...file(1, 1, c), openingPlies: 6 }]])).toThrow(
      /its games open with 6 free plies; such games belong .*people-rules\/<preset>.opening6.json/,
    );
  });

  it('replay, where a change makes one reading into another, that reading’s own games, game for game', () => {
    // Helmfrid's and Perkis's readings differ in their corner squares alone, on one layout.
    const pairs = [
      ['alea-helmfrid', 'alea-perkis.json', 'alea-helmfrid.cornerShape-block.json'],
      ['alea-perkis', 'alea-helmfrid.json', 'alea-perkis.cornerShape-single.json'],
    ] as const;
    for (const [preset, other, cellFile] of pairs) {
      const cell = MAP_RESULTS.get(preset)!.find((r) => r.cell.file === cellFile)!.file;
      const own = BALANCE.get(other.slice(0, -'.json'.length))!;
      expect(cell.rules).toEqual(own.rules);
      expect(cell.layout).toBe(own.layout);
      // Game i of both has seed 1 + i: the first 40 of the other reading's 200 are the cell's 40.
      expect(cell.tally.lengths, cellFile).toEqual(own.tally.lengths.slice(0, cell.tally.games));
    }
  });

  it('are each one of a reading’s cells, with the reading’s own result beside them', () => {
    for (const [id, results] of MAP_RESULTS) {
      expect(MAP_PRESET_IDS).toContain(id);
      expect(BALANCE.has(id)).toBe(true);
      const v = mapView(id, BALANCE.get(id)!, results);
      // The nearest is nearest, whatever the order.
      for (const r of v.rows) expect(Math.abs(v.nearest!.share.p - 0.5)).toBeLessThanOrEqual(Math.abs(r.share.p - 0.5));
    }
  });
});
