/**
 * People's resigned games played on (scripts/played-out.ts, src/data/people-played-out.json): each is
 * played on from the record's last position with no free opening, the same way on any machine, and
 * the shipped file's counts are of exactly the resigned games the records hold today.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAYED_OUT_FILE, playOnRules, resignedGames, stalePlayedOut } from '../scripts/played-out';
import { rulesText } from '../scripts/analysis/endings';
import { AI_VERSION } from '../src/ai/selfplay/balance';
import { HUMAN_SOURCES, readGames } from '../scripts/human-positions';
import { buildGame } from '../src/ai/play/game-spec';
import { loadPolicy } from '../src/ai/policy/policies';
import { readFromDisk } from '../scripts/network-files';
import { DEFAULT_MAX_PLIES, END_REASONS, playSelfGame } from '../src/ai/selfplay/selfplay';
import type { PlayedOut } from '../src/analysis/people-endings';

const shipped = JSON.parse(readFileSync(PLAYED_OUT_FILE, 'utf8'));

describe('people’s resigned games, played on', () => {
  const brandub = resignedGames(HUMAN_SOURCES.brandubh, 'club');
  const copenhagen = resignedGames(HUMAN_SOURCES.copenhagen, 'club');
  // The club level consults Brandub's move-prediction network (AI version 11): read it first, as the worker does.
  beforeAll(async () => {
    const built = buildGame(brandub[0]!.job.spec);
    if (built.ok) await loadPolicy(built.value.game.c, readFromDisk);
  });

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

  it('keep the reading’s own repetition rule and the records’ other rules, the record’s moves as the history', () => {
    for (const g of brandub) {
      const rules = g.job.spec.rules;
      expect(rules.repetition, `line ${g.line}`).toBe(g.pastThird ? 'ignored' : 'draw');
      expect([rules.throneLanding, rules.throneHostileKing], `line ${g.line}`).toEqual(['king', 'attackers']);
    }
    // A record past a third occurrence would have ended under the reading's rule before its players resigned:
    // its moves do not replay under it, so it goes on as they played it.
    const past = brandub.filter((g) => g.pastThird);
    expect(past.length).toBeGreaterThan(0);
    expect(past.length).toBeLessThan(brandub.length / 50);
    for (const g of past) {
      const kept = buildGame({ ...g.job.spec, rules: { ...g.job.spec.rules, repetition: 'draw' } });
      expect(kept.ok || kept.error.code, `line ${g.line}`).toBe('illegal-move');
    }
    // Copenhagen keeps its own: a third occurrence loses the game for the defenders.
    expect(new Set(copenhagen.map((g) => g.job.spec.rules.repetition))).toEqual(new Set(['defenders-lose', 'ignored']));
    expect(copenhagen.filter((g) => g.job.spec.rules.repetition === 'ignored').every((g) => g.pastThird)).toBe(true);
  });

  it('play the same game on again from the same seed', () => {
    // A small budget and 40 plies at most: the same seed must give the same game at any budget and limit.
    const g = brandub[0]!;
    const job = { ...g.job, nodes: 400, maxPlies: 40 };
    const a = playSelfGame(job, g.line);
    const b = playSelfGame(job, g.line);
    expect(a.ok && b.ok).toBe(true);
    expect(a).toEqual(b);
  });

  it('are counted in the shipped file, every game once', () => {
    for (const r of shipped.readings) {
      const source = r.preset === 'brandubh' ? HUMAN_SOURCES.brandubh : HUMAN_SOURCES.copenhagen;
      const games = r.preset === 'brandubh' ? brandub : copenhagen;
      expect(r.games, r.preset).toBe(games.length);
      expect(r.pastThird, r.preset).toBe(games.filter((g) => g.pastThird).length);
      expect(r.rules, r.preset).toBe(rulesText(playOnRules(source)));
      expect(r.recordedDefenders, r.preset).toBe(games.filter((g) => g.winner === 'defenders').length);
      expect(Object.keys(r.endings).sort()).toEqual([...END_REASONS].sort());
      expect(Object.values(r.endings as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(r.games);
      expect(r.lengths).toHaveLength(r.games - r.endings['move-limit']);
      expect(r.agree).toBeLessThanOrEqual(r.games);
      expect(r.defenders).toBeLessThanOrEqual(r.games - r.endings['move-limit']);
    }
    expect(shipped.readings.map((r: { preset: string }) => r.preset)).toEqual(['copenhagen', 'brandubh']);
    expect(shipped.format).toBe(4);
  });

  it('record each game the move limit stopped as its record stood, with how the game stood then', () => {
    for (const r of shipped.readings as PlayedOut[]) {
      const games = new Map((r.preset === 'brandubh' ? brandub : copenhagen).map((g) => [g.line, g]));
      expect(r.stopped, r.preset).toHaveLength(r.endings['move-limit']);
      for (const s of r.stopped) {
        const g = games.get(s.line)!;
        expect(g, `${r.preset} line ${s.line} is a resigned game`).toBeDefined();
        expect([s.resignedAt, s.winner, s.pastThird]).toEqual([g.plies, g.winner, g.pastThird]);
        const start = buildGame(g.job.spec);
        if (!start.ok) throw new Error(start.error.message);
        // No more men than at the resignation, and no more quiet plies than the game's whole length.
        expect(s.attackers).toBeLessThanOrEqual(start.value.game.attackers);
        expect(s.defenders).toBeLessThanOrEqual(start.value.game.defenders);
        expect(s.quietPlies).toBeLessThanOrEqual(shipped.maxPlies);
        expect(s.king === null || start.value.game.c.geo.names.includes(s.king)).toBe(true);
      }
    }
  });

  it('record, each reading, the AI version that played them; a reading is stale alone when a change touched its play alone', () => {
    for (const r of shipped.readings) expect(r.aiVersion, r.preset).toBeLessThanOrEqual(AI_VERSION);
    expect(stalePlayedOut(shipped)).toEqual([]);
    const at = (copenhagen: number, brandubh: number) => ({
      readings: [
        { ...shipped.readings[0], aiVersion: copenhagen },
        { ...shipped.readings[1], aiVersion: brandubh },
      ],
    });
    // Version 11 changed Brandub's club level (its network) and nothing of Copenhagen's, last changed in version 8.
    expect(stalePlayedOut(at(8, 10))).toEqual(['brandubh']);
    expect(stalePlayedOut(at(7, 11))).toEqual(['copenhagen']);
    expect(stalePlayedOut(at(8, 11))).toEqual([]);
    expect(stalePlayedOut(at(AI_VERSION + 1, 11))).toEqual(['copenhagen']);
  });

  it('refuse, in one sentence with the usage line, a reading whose people’s games are not counted', () => {
    const run = spawnSync(
      process.execPath,
      [createRequire(import.meta.url).resolve('tsx/cli'), 'scripts/played-out.ts', '--preset', 'tablut'],
      {
        cwd: resolve(import.meta.dirname, '..'),
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--preset is a reading whose people\'s games are counted (copenhagen or brandubh), not "tablut".');
    expect(run.stderr).toContain('npm run played-out -- [--player <club|deeper>] [--preset <copenhagen|brandubh>]');
  });
});
