import { beforeAll, describe, expect, it } from 'vitest';
import { getPreset, startPosition } from '../../engine';
import { toGame } from '../../engine/core';
import { loadPolicy } from '../policy/policies';
import { readFromDisk } from '../../../scripts/network-files';
import { specOf } from '../play/game-spec';
import { LEVELS, nodesFor } from '../play/levels';
import { DEEPER_FACTOR, jobFor, PLAYER_IDS, playerLabel, playerSetting } from './players';
import { playSelfGame, type SelfPlayJob } from './selfplay';

const start = (id: string) => {
  const s = startPosition(id);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};
const baseJob = (id: string): SelfPlayJob => ({ spec: specOf(start(id)), level: 'club', maxPlies: 24 });

describe('the computer players', () => {
  // The club level consults Brandub's move-prediction network there (AI version 11): read it first, as the worker does.
  beforeAll(async () => {
    await loadPolicy(toGame(start('brandubh')).c, readFromDisk);
  });

  it('the club level is the shipped player, unchanged', () => {
    const s = playerSetting('club', start('copenhagen'));
    expect(s).toMatchObject({ weights: 'tuned', nodes: nodesFor(LEVELS.club, 11), label: 'the club level' });
    const job = baseJob('copenhagen');
    expect(jobFor(s, job)).toBe(job);
  });

  it('the other evaluation: hand-set where the club level is tuned, a family’s tuned weights where it is hand-set', () => {
    for (const id of ['copenhagen', 'brandubh', 'alea-walker-2014']) {
      const s = playerSetting('other-eval', start(id));
      expect(s.weights, id).toBe('hand-set');
      expect(s.label).toBe('the club level with the hand-set evaluation');
      expect(jobFor(s, baseJob(id)).weights).toEqual({ attackers: 'hand-set', defenders: 'hand-set' });
    }
    // Murray's reading, with edge escape, has no tuned weights: the other evaluation is Alea's tuned one.
    const murray = playerSetting('other-eval', start('alea-murray'));
    expect(getPreset('alea-murray')?.rules.kingGoal.value).toBe('edge');
    expect(murray.weights).toBe('alea');
    expect(murray.label).toBe('the club level with the evaluation tuned for Alea Evangelii');
    const w = jobFor(murray, baseJob('alea-murray')).weights!;
    expect(w.attackers).toBeInstanceOf(Float64Array);
    expect(w.defenders).toBe(w.attackers);
  });

  it('the deeper player searches four times the club level’s positions, with the same evaluation', () => {
    const s = playerSetting('deeper', start('alea-perkis'));
    expect(s.nodes).toBe(DEEPER_FACTOR * nodesFor(LEVELS.club, 19));
    const job = jobFor(s, baseJob('alea-perkis'));
    expect(job.nodes).toBe(s.nodes);
    expect(job.weights).toBeUndefined();
  });

  it('each plays other moves than the club level from the same seed: they differ in kind, not only in seed', () => {
    const movesOf = (job: SelfPlayJob): number[] => {
      const moves: number[] = [];
      const g = playSelfGame(job, 3, (m) => moves.push(m));
      if (!g.ok) throw new Error(g.error.message);
      return moves;
    };
    // Eight plies: the deeper player parts from the club level after its sixth (0.1 s a player with four
    // plies, 1.1 s with eight, 11 s with ten, where the search of the ninth and tenth grows).
    const job = { ...baseJob('brandubh'), maxPlies: 8 };
    const club = movesOf(job);
    for (const id of PLAYER_IDS.filter((p) => p !== 'club')) {
      const other = movesOf(jobFor(playerSetting(id, start('brandubh')), job));
      expect(other, id).not.toEqual(club);
    }
  });

  it('names a player from what its file records', () => {
    expect(playerLabel(undefined)).toBe('the club level');
    expect(playerLabel({ id: 'deeper', weights: 'tuned' })).toBe('the club level searching 4 times as many positions');
    expect(playerLabel({ id: 'other-eval', weights: 'copenhagen' })).toBe('the club level with the evaluation tuned for Copenhagen');
  });
});
