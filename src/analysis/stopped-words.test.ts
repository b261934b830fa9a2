import { describe, expect, it } from 'vitest';
import type { StoppedGame } from './people-endings';
import { stoppedKind, stoppedSentence } from './stopped-words';

const game = (line: number, over: Partial<StoppedGame>): StoppedGame => ({
  line,
  resignedAt: 60,
  winner: 'attackers',
  pastThird: false,
  attackers: 20,
  defenders: 5,
  king: 'f6',
  quietPlies: 10,
  ...over,
});
const loneKing = (line: number, attackers: number, quietPlies: number) => game(line, { defenders: 0, attackers, quietPlies });

describe('why the computer could not finish some resigned games', () => {
  it('tells a record played past a third occurrence, a lone king and the rest apart, the record first', () => {
    expect(stoppedKind(game(1, { pastThird: true, defenders: 0 }))).toBe('past-third');
    expect(stoppedKind(loneKing(2, 12, 90))).toBe('lone-king');
    expect(stoppedKind(game(3, {}))).toBe('other');
    // No king on the board and no defenders: not a lone king.
    expect(stoppedKind(game(4, { defenders: 0, king: null }))).toBe('other');
  });

  it('says nothing where every game was finished', () => {
    expect(stoppedSentence([], 400)).toBeNull();
  });

  it('gives each kind a clause, with the ranges and the moves left that the games record', () => {
    const stopped = [
      loneKing(1015, 14, 130),
      game(1487, { resignedAt: 262, quietPlies: 12 }),
      loneKing(1310, 12, 82),
      game(509, { pastThird: true, attackers: 22, quietPlies: 347 }),
      game(252, { resignedAt: 229, quietPlies: 95 }),
      loneKing(1386, 13, 100),
    ];
    expect(stoppedSentence(stopped, 400)).toBe(
      'Of the six games the computer could not finish within the limit of 400 moves (counted from each game’s first move), ' +
        'three ended with the king alone against 12 to 14 attackers, who had gone 82 to 130 moves without a capture and had not taken him; ' +
        'two had been resigned only after 262 and 229 moves, which left 138 and 171 moves to finish them in, the last capture 12 and 95 moves back when the limit came; ' +
        'and one had been played on by its players past a position’s third occurrence, so it went on ignoring repetition, 347 moves without a capture when the limit came.',
    );
  });

  it('reads as one game, or as all of one kind', () => {
    expect(stoppedSentence([loneKing(7, 6, 120)], 400)).toBe(
      'The one game the computer could not finish within the limit of 400 moves (counted from the game’s first move) ended with the king alone against 6 attackers, who had gone 120 moves without a capture and had not taken him.',
    );
    expect(stoppedSentence([loneKing(7, 6, 120), loneKing(8, 6, 140)], 400)).toMatch(
      /^Of the two games the computer could not finish .*, both ended with the king alone against 6 attackers, who had gone 120 to 140 moves/,
    );
    expect(stoppedSentence([game(1, { resignedAt: 300 }), game(2, { resignedAt: 310 }), game(3, { resignedAt: 320 })], 400)).toMatch(
      /, all three had been resigned only after 300, 310 and 320 moves, which left 100, 90 and 80 moves to finish them in,/,
    );
  });
});
