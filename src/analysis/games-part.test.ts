import { beforeAll, describe, expect, it } from 'vitest';
import { type Position, startPosition } from '../engine';
import { toGame } from '../engine/core';
import { hasNetwork, loadPolicy } from '../ai/policy/policies';
import { readFromDisk } from '../../scripts/network-files';
import { type GameSpec, specOf } from '../ai/play/game-spec';
import { BALANCE } from '../ai/selfplay/balance-data';
import { OPENING_PLIES, playSelfGame } from '../ai/selfplay/selfplay';
import { selfPlayRules, PEOPLE_RULES } from './people-rules';
import { gamesPartText, OPENING_WORDS } from './games-part';

const start = (id: string, rules = {}): Position => {
  const s = startPosition(id, { patch: rules });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};
/** The club level's game from `spec`, its opening played already (no free moves), to `maxPlies`: its moves. */
const continuation = (spec: GameSpec, seed: number, maxPlies: number): string => {
  const moves: number[] = [];
  const r = playSelfGame({ spec, level: 'club', maxPlies, openingPlies: 0 }, seed, (m) => moves.push(m));
  if (!r.ok) throw new Error(r.error.message);
  return moves.join(' ');
};

describe('how the computer’s games differ', () => {
  beforeAll(async () => {
    await loadPolicy(toGame(start('brandubh')).c, readFromDisk);
  });

  it('the free opening parts games of different seeds', () => {
    const openings = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const moves: number[] = [];
      playSelfGame({ spec: specOf(start('brandubh')), level: 'club', maxPlies: OPENING_PLIES }, seed, (m) => moves.push(m));
      expect(moves).toHaveLength(OPENING_PLIES);
      openings.add(moves.join(' '));
    }
    expect(openings.size).toBeGreaterThan(1);
    expect(OPENING_WORDS).toContain('first four moves, two a side,');
  });

  it('where the club level consults a network, an opening is played on alike whatever the seed; elsewhere it keeps varying', () => {
    // One of the openings the shipped Brandub games under people's rules share (seeds 21, 23, 67, 78, 138, 159, 183 and 195
    // of the 200 open so and are the same game).
    const people = selfPlayRules(PEOPLE_RULES.brandubh);
    const brandub = specOf({ ...start('brandubh', people), rules: people }, [34883, 11817, 12330, 25649]);
    const played = [1, 2, 3].map((seed) => continuation(brandub, seed, 400));
    expect(played[0]!.split(' ').length).toBeGreaterThan(4);
    expect(new Set(played).size).toBe(1);
    // Tablut's 9×9 board has no network: three seeds, three games within twelve moves.
    const tablut = [1, 2, 3].map((seed) => continuation(specOf(start('tablut')), seed, 12));
    expect(new Set(tablut).size).toBe(3);
  });

  it('each shipped result is described by its own level and board', () => {
    const network = new Map([...BALANCE].map(([id, f]) => [id, hasNetwork(f.rules, f.layout)]));
    expect(network.get('copenhagen')).toBe(true);
    expect(network.get('brandubh')).toBe(true);
    expect(network.get('tablut')).toBe(false);
    expect(network.get('alea-walker-2014')).toBe(false);
    expect(gamesPartText('club', true)).toContain('often played alike to the end');
    expect(gamesPartText('club', false)).toContain('still varies its choice');
    // The beginner never consults a network; the strong level, without one, plays its best.
    expect(gamesPartText('beginner', true)).toBe(gamesPartText('beginner', false));
    expect(gamesPartText('strong', false)).toContain('the move it rates best');
  });
});
