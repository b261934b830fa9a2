/**
 * People's resigned games played on (scripts/played-out.ts, src/data/people-played-out.json): each is
 * played on from the record's last position with no free opening, the same way on any machine, and
 * the shipped file's counts are of exactly the resigned games the records hold today.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLAYED_OUT_FILE, resignedGames } from '../scripts/played-out';
import { HUMAN_SOURCES, readGames } from '../scripts/human-positions';
import { buildGame } from '../src/ai/play/game-spec';
import { DEFAULT_MAX_PLIES, END_REASONS, playSelfGame } from '../src/ai/selfplay/selfplay';

const shipped = JSON.parse(readFileSync(PLAYED_OUT_FILE, 'utf8'));

describe('people’s resigned games, played on', () => {
  const brandub = resignedGames(HUMAN_SOURCES.brandubh, 'club');

  it('start where each record stops, a result recorded and no rule having ended it', () => {
    const records = new Map(readGames(HUMAN_SOURCES.brandubh).map((r) => [r.line, r]));
    expect(brandub.length).toBeGreaterThan(300);
    for (const g of brandub.slice(0, 40)) {
      const record = records.get(g.line)!;
      expect(record.timeout).toBe(false);
      expect(g.winner).toBe(record.status);
      expect(g.plies).toBe(record.moves.length);
      expect(g.job.spec.moves).toHaveLength(g.plies);
      expect(g.job.openingPlies).toBe(0);
      expect(g.job.maxPlies).toBe(DEFAULT_MAX_PLIES - g.plies);
      const built = buildGame(g.job.spec);
      expect(built.ok && built.value.game.outcomeCode).toBe(0);
    }
  });

  it('play the same game on again from the same seed', () => {
    // A small budget: the same seed must give the same game at any budget.
    const g = brandub[0]!;
    const job = { ...g.job, nodes: 400 };
    const a = playSelfGame(job, g.line);
    const b = playSelfGame(job, g.line);
    expect(a.ok && b.ok).toBe(true);
    expect(a).toEqual(b);
  });

  it('are counted in the shipped file, every game once', () => {
    for (const r of shipped.readings) {
      const source = r.preset === 'brandubh' ? HUMAN_SOURCES.brandubh : HUMAN_SOURCES.copenhagen;
      const games = r.preset === 'brandubh' ? brandub : resignedGames(source, shipped.player);
      expect(r.games, r.preset).toBe(games.length);
      expect(r.recordedDefenders, r.preset).toBe(games.filter((g) => g.winner === 'defenders').length);
      expect(Object.keys(r.endings).sort()).toEqual([...END_REASONS].sort());
      expect(Object.values(r.endings as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(r.games);
      expect(r.lengths).toHaveLength(r.games - r.endings['move-limit']);
      expect(r.agree).toBeLessThanOrEqual(r.games);
      expect(r.defenders).toBeLessThanOrEqual(r.games - r.endings['move-limit']);
    }
    expect(shipped.readings.map((r: { preset: string }) => r.preset)).toEqual(['copenhagen', 'brandubh']);
  });
});
