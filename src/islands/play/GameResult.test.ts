/**
 * The result panel counts a game as the move list does (every move, and the turns its rows are
 * numbered by), and the record's file name says what it is and opens again.
 */
import { describe, expect, it } from 'vitest';
import { initialState } from './model';
import { lengthInWords, recordFileName } from './GameResult';
import { mv, run } from './play.test-support';

describe('the length of a game, in words', () => {
  it('gives the moves and the turns the list numbers', () => {
    expect(lengthInWords(0)).toBe('No move');
    expect(lengthInWords(1)).toBe('One move in one turn');
    expect(lengthInWords(2)).toBe('2 moves in one turn');
    expect(lengthInWords(13)).toBe('13 moves in 7 turns');
    expect(lengthInWords(14)).toBe('14 moves in 7 turns');
  });
});

describe('the record file', () => {
  it('is named for the reading, the game and its moves, with an extension the page opens again', () => {
    const s = run(initialState('brandubh'), mv('d1-c1'), mv('d3-c3'));
    expect(recordFileName(s)).toBe('brandubh-game-2-moves.tafl');
    expect(recordFileName(run(initialState('brandubh'), mv('d1-c1')))).toBe('brandubh-game-1-move.tafl');
    expect(recordFileName({ ...initialState('brandubh'), presetId: null })).toBe('custom-game-0-moves.tafl');
  });
});
