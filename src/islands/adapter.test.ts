/**
 * The adapter against the real engine: start positions become views with the right pieces and
 * special squares, destinations match the engine's, a capture is shown with its square, kind and
 * words, the state reads in words at the end of a game, and a board gesture that is not a legal
 * move comes back as the engine's error.
 */
import { describe, expect, it } from 'vitest';
import { lineCurrent, notation } from '../engine';
import { boardMove, statusText, toBoardView } from './adapter';
import { BRANDUBH_CAPTURE, engineDests, must, playLine, positionLine, presetLine, viewOf } from './board/board.test-support';

const count = (pieces: Readonly<Record<string, string>>, kind: string) => Object.values(pieces).filter((k) => k === kind).length;

describe('toBoardView on start positions', () => {
  // Piece counts: the presets' own `pieces` fields (Brandubh SETUPS §5.2; Nielsen 2015; Murray).
  it.each([
    { preset: 'brandubh', size: 7, attackers: 8, defenders: 4, evangelists: 0, throne: 'd4' },
    { preset: 'copenhagen', size: 11, attackers: 24, defenders: 12, evangelists: 0, throne: 'f6' },
    { preset: 'alea-nielsen-2015', size: 19, attackers: 48, defenders: 20, evangelists: 4, throne: 'j10' },
    { preset: 'alea-murray', size: 19, attackers: 48, defenders: 24, evangelists: 0, throne: 'j10' },
  ])('$preset: $size×$size, pieces by kind, throne $throne', ({ preset, size, attackers, defenders, evangelists, throne }) => {
    const v = viewOf(presetLine(preset));
    expect(v.size).toBe(size);
    expect(count(v.pieces, 'attacker')).toBe(attackers);
    expect(count(v.pieces, 'defender')).toBe(defenders);
    expect(count(v.pieces, 'evangelist')).toBe(evangelists);
    expect(count(v.pieces, 'king')).toBe(1);
    expect(v.throne).toBe(throne);
    expect(v.pieces[throne]).toBe('king');
  });

  it('Brandubh: 13 pieces, throne d4, four corners, no voids, corner escape, attackers to move', () => {
    const v = viewOf(presetLine('brandubh'));
    expect(Object.keys(v.pieces)).toHaveLength(13);
    expect(v.throne).toBe('d4');
    expect([...v.corners].sort()).toEqual(['a1', 'a7', 'g1', 'g7']);
    expect(v.voids).toEqual([]);
    expect(v.edgeGoal).toBe(false);
    expect(v.turn).toBe('attackers');
    expect(v.status).toBe('Attackers to move');
    expect(v.announcement).toBe('');
    expect(v.lastMove).toBeNull();
    expect(v.captured).toEqual([]);
    expect(v.interactive).toBe(true);
  });

  it('destinations of every movable piece are the engine’s, and only the side to move has any', () => {
    const line = presetLine('brandubh');
    const pos = lineCurrent(line);
    const v = viewOf(line);
    expect([...(v.dests.d2 ?? [])].sort()).toEqual(engineDests(pos, 'd2'));
    expect([...(v.dests.d2 ?? [])].sort()).toEqual(['a2', 'b2', 'c2', 'e2', 'f2', 'g2']);
    for (const [sq, to] of Object.entries(v.dests)) {
      expect(v.pieces[sq]).toBe('attacker');
      expect([...to].sort()).toEqual(engineDests(pos, sq));
    }
    expect(v.dests.d3).toBeUndefined();
  });

  it('Nielsen 2015: the red corner points a1 a19 s1 s19 are cut from the board', () => {
    const v = viewOf(presetLine('alea-nielsen-2015'));
    expect([...v.voids].sort()).toEqual(['a1', 'a19', 's1', 's19']);
    for (const sq of v.voids) expect(v.pieces[sq]).toBeUndefined();
    expect(v.corners).toContain('b2');
  });

  it('Murray: edge escape, so the edge is the goal and there are no corner squares', () => {
    const v = viewOf(presetLine('alea-murray'));
    expect(v.edgeGoal).toBe(true);
    expect(v.corners).toEqual([]);
  });

  it('interactive: false when asked (the AI is thinking)', () => {
    expect(toBoardView(presetLine('brandubh'), { interactive: false }).interactive).toBe(false);
  });
});

describe('toBoardView after a move', () => {
  it('a plain move: last move marked, nothing captured, the move in words', () => {
    const v = viewOf(presetLine('brandubh', ['d2-e2']));
    expect(v.lastMove).toEqual({ from: 'd2', to: 'e2' });
    expect(v.pieces.e2).toBe('attacker');
    expect(v.pieces.d2).toBeUndefined();
    expect(v.captured).toEqual([]);
    expect(v.turn).toBe('defenders');
    expect(v.announcement).toBe('Attacker d2 to e2. Defenders to move.');
  });

  it('a capture against the hostile corner: captured square and kind, last move, announcement', () => {
    // Brandubh's corners are hostile to both sides (SETUPS §5.2): d1-c1 takes b1 against a1.
    const v = viewOf(positionLine('brandubh', BRANDUBH_CAPTURE.position, [BRANDUBH_CAPTURE.move]));
    expect(v.captured).toEqual([{ square: 'b1', kind: 'defender' }]);
    expect(v.lastMove).toEqual({ from: 'd1', to: 'c1' });
    expect(v.pieces.b1).toBeUndefined();
    expect(v.pieces.c1).toBe('attacker');
    expect(v.announcement).toBe('Attacker d1 to c1, captures b1. Defenders to move.');
    expect(v.status).toBe('Defenders to move');
  });
});

describe('the state in words at the end of a game', () => {
  // Brandubh: corner escape, the king captured by two away from the throne (SETUPS §5.2, Ludii),
  // threefold repetition drawn (OpenTafl, inferred in the preset).
  it.each([
    {
      what: 'an escape',
      line: () => positionLine('brandubh', '7/7/7/7/7/6a/1k5 d', ['b1-a1']),
      status: 'The king escaped to a1: the defenders win.',
      announcement: 'King b1 to a1. The king escaped to a1: the defenders win.',
    },
    {
      what: 'a king capture',
      line: () => positionLine('brandubh', '7/4ak1/6a/7/7/7/7 a', ['g5-g6']),
      status: 'The king is captured on f6: the attackers win.',
      announcement: 'Attacker g5 to g6. The king is captured on f6: the attackers win.',
      captured: [{ square: 'f6', kind: 'king' }],
    },
    {
      what: 'a draw by repetition',
      line: () => presetLine('brandubh', ['d2-c2', 'd3-c3', 'c2-d2', 'c3-d3', 'd2-c2', 'd3-c3', 'c2-d2', 'c3-d3']),
      status: 'A position was repeated a third time: the game is drawn.',
      announcement: 'Defender c3 to d3. A position was repeated a third time: the game is drawn.',
    },
  ])('$what', ({ line, status, announcement, captured = [] }) => {
    const l = line();
    const v = viewOf(l);
    expect(v.status).toBe(status);
    // A captured king stays on the board (the engine ends the game with him there) and is crossed out.
    expect(v.captured).toEqual(captured);
    expect(statusText(lineCurrent(l))).toBe(status);
    expect(v.announcement).toBe(announcement);
    expect(v.interactive).toBe(false);
    expect(Object.values(v.dests).flat()).toEqual([]);
  });
});

describe('boardMove', () => {
  const pos = lineCurrent(presetLine('brandubh'));

  it('a legal gesture is the engine’s move, and playing it gives the expected view', () => {
    const m = must(boardMove(pos, 'd2', 'e2'));
    expect(m).toBe(must(notation.parseMove(pos, 'd2-e2')));
    expect(toBoardView(playLine(pos, ['d2-e2'])).lastMove).toEqual({ from: 'd2', to: 'e2' });
  });

  it.each([
    { from: 'd2', to: 'd3', message: 'The attacker on d2 cannot move to d3 under these rules.' },
    { from: 'd4', to: 'd5', message: "The piece on d4 belongs to the defenders, but it is the attackers' turn." },
    { from: 'b2', to: 'b3', message: 'There is no piece on b2.' },
  ])('$from-$to is an error with the engine’s reason', ({ from, to, message }) => {
    const r = boardMove(pos, from, to);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('illegal-move');
    expect(r.error.message).toBe(message);
    const engine = notation.parseMove(pos, `${from}-${to}`);
    expect(!engine.ok && engine.error).toEqual(r.error);
  });
});
