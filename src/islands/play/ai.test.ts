/**
 * The AI opponent's pure logic: when the AI moves, the seeds of its moves, how far Undo takes back
 * against it, the squares of a found move and the hint's sentence (the evaluation bar's words are
 * tested in evaluation.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { PASS, type Side, lineCurrent, notation } from '../../engine';
import { presetLine } from '../board/board.test-support';
import { aiShouldMove, aiSideOf, foundMove, hintSentence, isAiTurn, personSideOf, seedForPly, undoPlies, type Opponent } from './ai';

// Brandubh: the attackers move first (presets), so at the start the attackers are to move.
const start = lineCurrent(presetLine('brandubh'));
const afterOne = lineCurrent(presetLine('brandubh', ['d1-c1']));

describe('who the AI plays', () => {
  it('maps the opponent to the AI side and the person side', () => {
    expect(aiSideOf('person')).toBeNull();
    expect(personSideOf('person')).toBeNull();
    expect(aiSideOf('defenders')).toBe('defenders');
    expect(personSideOf('defenders')).toBe('attackers');
    expect(personSideOf('attackers')).toBe('defenders');
  });

  const rows: [string, Opponent, typeof start, boolean, boolean, boolean][] = [
    // name, opponent, position, atEnd, editing, expected
    ['no AI never moves', 'person', start, true, false, false],
    ['the AI playing the first mover moves at the start', 'attackers', start, true, false, true],
    ['the AI waits for the person to move first', 'defenders', start, true, false, false],
    ['the AI answers the person’s move', 'defenders', afterOne, true, false, true],
    ['the AI waits while the reader steps back through the moves', 'defenders', afterOne, false, false, false],
    ['the AI waits while the setup is edited', 'defenders', afterOne, true, true, false],
  ];
  it.each(rows)('%s', (_name, opponent, position, atEnd, editing, expected) => {
    expect(aiShouldMove({ opponent, position, atEnd, editing })).toBe(expected);
  });

  it('does not move, and the board stays the person’s, once the game is over', () => {
    // The same position marked as finished (the outcome is all the rule reads).
    const over = { ...afterOne, outcome: { winner: 'attackers' as Side, reason: 'king-captured' as const } };
    expect(aiShouldMove({ opponent: 'defenders', position: over, atEnd: true, editing: false })).toBe(false);
    expect(isAiTurn({ opponent: 'defenders', position: over, atEnd: true, editing: false })).toBe(false);
  });
});

describe('seeds', () => {
  it('are fixed per ply, positive 31-bit integers, and differ from ply to ply', () => {
    const seeds = Array.from({ length: 200 }, (_, i) => seedForPly(i));
    expect(seeds.map((_, i) => seedForPly(i))).toEqual(seeds);
    for (const s of seeds) {
      expect(Number.isInteger(s)).toBe(true);
      expect(s).toBeGreaterThan(0);
      expect(s).toBeLessThan(2 ** 31);
    }
    expect(new Set(seeds).size).toBe(seeds.length);
  });
});

describe('undo against the AI', () => {
  const A: Side = 'attackers';
  const D: Side = 'defenders';
  const rows: [string, Side[], Side | null, number][] = [
    ['two people: one ply', [A, D, A], null, 1],
    ['nothing to take back at the start', [A], D, 0],
    ['after the AI replied: the reply and the person’s move', [A, D, A], A, 2],
    ['while the AI thinks: the person’s move only', [A, D], A, 1],
    ['the AI’s opening move alone: nothing of the person’s', [A, D], D, 0],
    ['the AI opened, the person moved, the AI replied: two plies', [A, D, A, D], D, 2],
    ['the AI’s opening and a later reply: back to the person’s turn', [A, D, A, D, A, D], D, 2],
  ];
  it.each(rows)('%s', (_name, turns, person, expected) => {
    expect(undoPlies(turns, person)).toBe(expected);
  });
});

describe('the move the AI found', () => {
  it('names its squares, a pass, or nothing', () => {
    const m = notation.parseMove(start, 'd1-c1');
    if (!m.ok) throw new Error(m.error.message);
    expect(foundMove(start, m.value)).toEqual({ kind: 'move', from: 'd1', to: 'c1' });
    expect(foundMove(start, PASS)).toEqual({ kind: 'pass' });
    expect(foundMove(start, -1)).toBeNull();
  });

  it('says the hint in one sentence', () => {
    expect(hintSentence({ kind: 'move', from: 'd1', to: 'd4' }, 5)).toBe("Hint: d1 to d4 (the AI's best move at depth 5).");
    expect(hintSentence({ kind: 'pass' }, 2)).toBe("Hint: pass (the AI's best move at depth 2).");
    expect(hintSentence(null, 0)).toBe('Hint: the AI finds no move here.');
    expect(hintSentence({ kind: 'move', from: 'a2', to: 'a3' }, 0)).toMatch(/^Hint: a2 to a3 \(.*no time/);
  });
});
