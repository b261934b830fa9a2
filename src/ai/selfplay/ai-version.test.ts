/**
 * A balance file is current when today's AI plays its rules as the AI that played it did: version 3
 * changed the Alea weights alone, version 4 the Copenhagen ones, version 5 the strong level's
 * Copenhagen play, version 6 the Copenhagen weights and the club level's play, version 7 the strong
 * level's Copenhagen choice alone and version 8 the club level's, so files of version 2 stay current for
 * the other families, and for Copenhagen's only those of version 8 at the club level and of version 7 at
 * the strong level. Versions 9 and 10 changed only the rules under which the edge shields a king left alone,
 * version 11 only the club and strong levels' play on 7×7 boards of Brandub's family (its network).
 */
import { describe, expect, it } from 'vitest';
import { getPreset, resolveRules } from '../../engine';
import { networkSize } from '../policy/policies';
import { AI_VERSION } from './balance';
import { BALANCE } from './balance-data';
import { PLAY_CHANGES, lastChanged, playedByCurrentAi, playingSince } from './ai-version';
import type { LevelId } from '../play/levels';

const fileOf = (presetId: string, aiVersion: number, patch = {}, level: LevelId = 'club') => {
  const p = getPreset(presetId)!;
  return { aiVersion, rules: resolveRules(p, patch), layout: p.layout.value, level };
};

describe('playedByCurrentAi', () => {
  it('no family changed after the current version', () => {
    expect(Math.max(...PLAY_CHANGES.map((c) => c.version))).toBe(AI_VERSION);
    expect(PLAY_CHANGES.map((c) => c.version)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('version 3 changed the Alea readings with corner escape, and nothing else', () => {
    expect(playingSince(fileOf('alea-walker-2014', 2).rules, getPreset('alea-walker-2014')!.layout.value, 'club')).toBe(3);
    expect(playedByCurrentAi(fileOf('alea-walker-2014', 2))).toBe(false);
    expect(playedByCurrentAi(fileOf('alea-walker-2014', 3))).toBe(true);
    // Murray's king escapes to the edge: the hand-set weights, unchanged since version 2.
    expect(playedByCurrentAi(fileOf('alea-murray', 2))).toBe(true);
    expect(playedByCurrentAi(fileOf('brandubh', 2, {}, 'beginner'))).toBe(true);
    expect(playedByCurrentAi(fileOf('copenhagen', 1))).toBe(false);
  });

  it('version 4 changed the Copenhagen family (corner escape on 11×11 and 13×13), and nothing else', () => {
    expect(playedByCurrentAi(fileOf('copenhagen', 3))).toBe(false);
    expect(playedByCurrentAi(fileOf('fetlar', 3))).toBe(false);
    expect(playedByCurrentAi(fileOf('alea-walker-2014', 3))).toBe(true);
    expect(playedByCurrentAi(fileOf('tablut', 2))).toBe(true);
  });

  it("versions 5 and 6 changed Copenhagen's play at the strong and the club level, and nothing else", () => {
    expect(playedByCurrentAi(fileOf('copenhagen', 4, {}, 'strong'))).toBe(false);
    expect(playedByCurrentAi(fileOf('copenhagen', 5, {}, 'strong'))).toBe(false);
    expect(playedByCurrentAi(fileOf('copenhagen', 5))).toBe(false);
    expect(playedByCurrentAi(fileOf('fetlar', 5))).toBe(false);
    expect(playedByCurrentAi(fileOf('viking', 5))).toBe(false);
    expect(playedByCurrentAi(fileOf('copenhagen', 6, {}, 'beginner'))).toBe(true);
    expect(playedByCurrentAi(fileOf('fetlar', 6, {}, 'beginner'))).toBe(true);
    expect(playedByCurrentAi(fileOf('brandubh', 2, {}, 'beginner'))).toBe(true);
    expect(playedByCurrentAi(fileOf('tablut', 4, {}, 'strong'))).toBe(true);
    expect(playedByCurrentAi(fileOf('alea-walker-2014', 3, {}, 'strong'))).toBe(true);
    expect(playedByCurrentAi(fileOf('tablut', 2))).toBe(true);
  });

  it("versions 7 and 8 changed the strong and then the club level's Copenhagen play, each only its own level's", () => {
    expect(lastChanged('copenhagen', 'strong')).toBe(7);
    expect(lastChanged('copenhagen', 'club')).toBe(8);
    expect(lastChanged('copenhagen', 'beginner')).toBe(6);
    expect(playedByCurrentAi(fileOf('copenhagen', 6, {}, 'strong'))).toBe(false);
    expect(playedByCurrentAi(fileOf('copenhagen', 7, {}, 'strong'))).toBe(true);
    expect(playedByCurrentAi(fileOf('copenhagen', 8, {}, 'strong'))).toBe(true);
    expect(playedByCurrentAi(fileOf('copenhagen', 7))).toBe(false);
    expect(playedByCurrentAi(fileOf('fetlar', 7))).toBe(false);
    expect(playedByCurrentAi(fileOf('copenhagen', 8))).toBe(true);
    expect(playedByCurrentAi(fileOf('fetlar', 6, {}, 'beginner'))).toBe(true);
    expect(playedByCurrentAi(fileOf('alea-walker-2014', 3, {}, 'strong'))).toBe(true);
    expect(playedByCurrentAi(fileOf('brandubh', 2, {}, 'beginner'))).toBe(true);
  });

  it('versions 9 and 10 changed, at every level, only the rules under which the edge shields a king left alone', () => {
    // The Viking reading: four-sided capture, the edge not counting, no enclosing, a side with no move draws.
    for (const level of ['beginner', 'club', 'strong'] as const) {
      expect(playedByCurrentAi(fileOf('viking', 8, {}, level))).toBe(false);
      expect(playedByCurrentAi(fileOf('viking', 9, {}, level))).toBe(false);
      expect(playedByCurrentAi(fileOf('viking', 10, {}, level))).toBe(true);
    }
    expect(lastChanged('hand-set', 'club', { rules: resolveRules(getPreset('viking')!), size: 11 })).toBe(10);
    expect(playedByCurrentAi(fileOf('alea-walker-2014', 9, { kingCapture: 'four-sided' }))).toBe(false);
    expect(playedByCurrentAi(fileOf('alea-walker-2014', 10, { kingCapture: 'four-sided' }))).toBe(true);
    // Walker's own capture, or a variation that lets the edge count, or one where a walled-in side loses: untouched.
    expect(playedByCurrentAi(fileOf('alea-walker-2014', 8))).toBe(true);
    expect(playedByCurrentAi(fileOf('viking', 8, { kingSideEdge: 'yes' }))).toBe(true);
    expect(playedByCurrentAi(fileOf('viking', 8, { noMoves: 'loses' }))).toBe(true);
    // Copenhagen and Fetlar enclose the defenders.
    expect(playedByCurrentAi(fileOf('copenhagen', 8))).toBe(true);
    expect(playedByCurrentAi(fileOf('fetlar', 8))).toBe(true);
  });

  it('version 11 changed only the club and strong levels on 7×7 boards of Brandub’s family, where its network reads the board', () => {
    expect(networkSize('brandubh')).toBe(7);
    for (const level of ['club', 'strong'] as const) {
      expect(playedByCurrentAi(fileOf('brandubh', 10, {}, level))).toBe(false);
      expect(playedByCurrentAi(fileOf('brandubh', 11, {}, level))).toBe(true);
      expect(playedByCurrentAi(fileOf('brandubh', 10, { throneLanding: 'king', throneHostileKing: 'attackers' }, level))).toBe(false);
    }
    // The beginner never consults a network.
    expect(playedByCurrentAi(fileOf('brandubh', 2, {}, 'beginner'))).toBe(true);
    const rules = resolveRules(getPreset('brandubh')!);
    expect(lastChanged('brandubh', 'club', { rules, size: 7 })).toBe(11);
    // The family's weights on a 9×9 board with corner escape, where no network was trained: untouched.
    expect(lastChanged('brandubh', 'club', { rules, size: 9 })).toBe(2);
    // Ard Rí's king escapes to the edge: the hand-set weights, no network.
    expect(playedByCurrentAi(fileOf('ard-ri', 2))).toBe(true);
  });

  it('follows the rules, not the name: Walker with edge escape was played the same by version 2', () => {
    expect(playedByCurrentAi(fileOf('alea-walker-2014', 2, { kingGoal: 'edge', cornerShape: 'none', cornerHostile: 'none' }))).toBe(true);
  });

  it('a file from a version this code does not know is not current', () => {
    expect(playedByCurrentAi(fileOf('copenhagen', AI_VERSION + 1))).toBe(false);
  });

  it('every shipped balance file was played by the AI that plays its rules today', () => {
    const stale = [...BALANCE.values()].filter((f) => !playedByCurrentAi(f)).map((f) => `${f.preset} (version ${f.aiVersion})`);
    expect(stale).toEqual([]);
  });
});
