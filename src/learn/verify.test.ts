import { describe, expect, it } from 'vitest';
import { getPreset, resolveRules, notation } from '../engine';
import { diagram } from './diagram';
import { readingName } from './effects';
import type { Puzzle } from './types';
import { checkAttempt, solvingMoves, verifyPuzzle } from './verify';

const base = {
  title: 'Test',
  goal: 'A goal.',
  hint: 'A hint.',
  explanation: 'An explanation.',
} as const;

/** The message of a puzzle that must fail. */
function failure(p: Puzzle): string {
  const r = verifyPuzzle(p);
  if (r.ok) throw new Error(`${p.id} verified but should not have`);
  return r.error.message;
}

// Brandubh 7×7: throne d4, corners a1 g1 a7 g7.
const capture: Puzzle = {
  ...base,
  id: 'capture',
  kind: 'capture-in-one',
  preset: 'brandubh',
  position: diagram(7, 'd', { k: 'e5', a: ['b1', 'f6'], d: ['c3'] }),
  captures: ['b1'],
  solution: ['c3-c1'],
};
const escapeOne: Puzzle = {
  ...base,
  id: 'escape-one',
  kind: 'escape-in-one',
  preset: 'brandubh',
  position: diagram(7, 'd', { k: 'a4', a: ['a2', 'c5'], d: ['e4'] }),
  solution: ['a4-a7'],
};
// Tablut 9×9: edge escape, castle e5.
const escapeTwo: Puzzle = {
  ...base,
  id: 'escape-two',
  kind: 'escape-in-two',
  preset: 'tablut',
  position: diagram(9, 'd', { k: 'f7', a: ['b7', 'h7', 'f9', 'f2'], d: ['b2'] }),
  solution: ['f7-f6', 'b7-b6', 'f6-i6'],
  shortest: true,
};
const stop: Puzzle = {
  ...base,
  id: 'stop',
  kind: 'stop-the-escape',
  preset: 'brandubh',
  position: diagram(7, 'a', { k: 'a4', a: ['a2', 'c5', 'e2'], d: ['e4'] }),
  solution: ['c5-a5'],
};
const captureKing: Puzzle = {
  ...base,
  id: 'capture-king',
  kind: 'capture-the-king',
  preset: 'brandubh',
  position: diagram(7, 'a', { k: 'b7', a: ['c3', 'e2'], d: ['f5'] }),
  solution: ['c3-c7'],
};
const readings: Puzzle = {
  ...base,
  id: 'readings',
  kind: 'two-readings',
  preset: 'tablut',
  position: diagram(9, 'a', { k: 'c6', a: ['b6', 'd9'], d: ['g2'] }),
  solution: ['d9-d6'],
  expect: { outcome: { winner: 'attackers', reason: 'king-captured' } },
  compare: { preset: 'tablut', patch: { kingCapture: 'four-sided' }, explanation: 'Four captors.', expect: {} },
};

describe('verifyPuzzle', () => {
  it('accepts a correct puzzle of each kind', () => {
    for (const p of [capture, escapeOne, escapeTwo, stop, captureKing, readings])
      expect(verifyPuzzle(p)).toEqual({ ok: true, value: true });
  });

  it('refuses a capture that captures nothing, saying what the move did', () => {
    const msg = failure({ ...capture, solution: ['c3-c2'] });
    expect(msg).toBe('capture: c3-c2 does not land next to the attacker on b1; nothing is captured.');
    expect(failure({ ...capture, captures: ['f6'] })).toMatch(
      /^capture: c3-c1 does not land next to the attacker on f6; it captures the attacker on b1 instead\.$/,
    );
    expect(failure({ ...capture, captures: [] })).toMatch(/must name the squares/);
  });

  it('explains a capture missed because the far side does not close it', () => {
    // The defender lands beside the attacker on c5, but the square beyond it (b5) is empty.
    const p: Puzzle = {
      ...capture,
      position: diagram(7, 'd', { k: 'e5', a: ['c5', 'f6'], d: ['d1'] }),
      captures: ['c5'],
      solution: ['d1-d5'],
    };
    expect(failure(p)).toBe(
      'capture: d1-d5 lands next to the attacker on c5, but b5 on the far side does not close the capture under these rules; nothing is captured.',
    );
  });

  it('refuses an escape-in-one whose move does not escape', () => {
    expect(failure({ ...escapeOne, solution: ['a4-a5'] })).toBe(
      'escape-one: After a4-a5 the king stands on a5, which is not a corner square; the game goes on.',
    );
    expect(failure({ ...escapeOne, solution: ['e4-e5'] })).toMatch(/moves a defender, not the king; the king stays on a4/);
  });

  it('refuses an escape-in-two that the attackers can answer', () => {
    expect(failure({ ...escapeTwo, solution: ['f7-f8', 'b7-f7', 'f8-i8'] })).toBe(
      'escape-two: After f7-f8, the reply f2-f7 ends the game: the king is captured and the attackers win.',
    );
    expect(failure({ ...escapeTwo, solution: ['f7-f6', 'b7-b6', 'f6-f5'] })).toMatch(/main line .* does not end with the king's escape/);
    // A king with an open road already escapes in one, so "shortest" is false.
    const open: Puzzle = { ...escapeTwo, position: diagram(9, 'd', { k: 'f7', a: ['b7', 'f9', 'f2'], d: ['b2'] }) };
    expect(failure(open)).toBe('escape-two: it claims no shorter solution, but f7-i7 wins at once.');
  });

  it('refuses a stop-the-escape that does not stop it, or that has no threat', () => {
    expect(failure({ ...stop, solution: ['e2-e3'] })).toBe('stop: After e2-e3, the king escapes with a4-a7.');
    const calm: Puzzle = { ...stop, position: diagram(7, 'a', { k: 'c4', a: ['a2', 'c5', 'e2'], d: ['e4'] }) };
    expect(failure(calm)).toMatch(/threaten nothing/);
    expect(failure({ ...stop, position: stop.position.replace(/ a$/, ' d') })).toMatch(/has the attackers to move/);
  });

  it('refuses a capture-the-king that does not capture him, naming the rule', () => {
    expect(failure({ ...captureKing, solution: ['e2-e7'] })).toBe(
      'capture-king: e2-e7 does not move next to the king on b7. On the centre the king needs four enemies, beside it three plus the centre, and anywhere else two.',
    );
    // Beside the throne two attackers are not enough (Brandubh's strong king).
    const throne: Puzzle = {
      ...captureKing,
      position: diagram(7, 'a', { k: 'd5', a: ['c5', 'e7', 'a2'], d: ['f2'] }),
      solution: ['e7-e5'],
    };
    expect(failure(throne)).toMatch(
      /^capture-king: After e7-e5 the king on d5 is not captured: attackers stand on c5 and e5 of the squares around him\./,
    );
  });

  it('refuses a two-readings puzzle whose readings agree or whose expectation is wrong', () => {
    expect(failure({ ...readings, compare: { ...readings.compare!, patch: {} } })).toMatch(
      /^readings: Under Tablut, after d9-d6 the king is captured and the attackers win\. Under Tablut, after d9-d6 the king is captured.*same under both readings\.$/,
    );
    expect(failure({ ...readings, expect: {} })).toMatch(
      /Under Tablut with the variation ‘Ludii's “Smith \(Suggested\)” rules’, d9-d6 captures nothing\./,
    );
    expect(failure({ ...readings, compare: undefined })).toMatch(/needs a comparison reading/);
    // The move must be legal under both readings: Cyningstan's centre takes nobody.
    const throne: Puzzle = {
      ...readings,
      preset: 'alea-nielsen-2015',
      position: diagram(7, 'd', { k: 'f4', a: ['c6'], d: ['c2'] }),
      solution: ['f4-d4'],
      expect: {},
      compare: { preset: 'alea-cyningstan', explanation: 'x', expect: {} },
    };
    expect(failure(throne)).toMatch(/f4-d4 is legal under Nielsen's rules with Evangelists but not under Walker, Cyningstan web rules/);
  });

  it('refuses bad setups with a sentence', () => {
    expect(failure({ ...capture, preset: 'nope' })).toBe('capture: there is no reading called "nope".');
    expect(failure({ ...capture, position: diagram(7, 'd', { k: 'e5', a: ['z9'] }) })).toMatch(/does not set up under Brandubh/);
    expect(failure({ ...capture, position: diagram(7, 'd', { k: 'd4', a: ['c4', 'e4', 'd3', 'd5'] }) })).toMatch(/already over/);
    expect(failure({ ...capture, solution: ['c3-c9'] })).toMatch(/^capture: c3-c9: /);
    expect(failure({ ...capture, solution: ['c3-c1', 'f6-f7'] })).toMatch(/lists 1 moves, not 2/);
  });
});

describe('checkAttempt', () => {
  it('accepts any move that meets the goal, not only the listed one', () => {
    const alt: Puzzle = { ...escapeTwo, id: 'alt' };
    const moves = solvingMoves(alt);
    expect(moves).toContain('f7-f6');
    expect(moves).toContain('f7-d7');
    expect(checkAttempt(alt, 'f7-d7').correct).toBe(true);
    expect(checkAttempt(alt, 'f7-d7').sentence).toBe('After f7-d7 every attacker reply still leaves the king a way out.');
  });

  it('explains a wrong or illegal move in one sentence', () => {
    expect(checkAttempt(capture, 'c3-c2')).toEqual({
      correct: false,
      sentence: 'c3-c2 does not land next to the attacker on b1; nothing is captured.',
    });
    expect(checkAttempt(capture, 'b1-b2').sentence).toBe("The piece on b1 belongs to the attackers, but it is the defenders' turn.");
    expect(checkAttempt(capture, 'hello').correct).toBe(false);
    expect(checkAttempt(stop, 'c5-a5')).toEqual({ correct: true, sentence: 'After c5-a5 no defender move wins at once.' });
    expect(checkAttempt(captureKing, 'c3-c7')).toEqual({
      correct: true,
      sentence: 'After c3-c7 the king is captured and the attackers win.',
    });
  });
});

describe('diagram and readingName', () => {
  it('writes the same placement the parser reads', () => {
    const text = diagram(7, 'a', { k: 'd5', a: ['c5', 'e5'], d: ['g4'], e: ['a1'] });
    expect(text).toBe('7/7/2aka2/6d/7/7/e6 a');
    expect(notation.parsePosition(diagram(7, 'a', { k: 'd5' }), resolveRules(getPreset('tablut')!)).ok).toBe(true);
    expect(diagram(7, 'a', { k: 'd5', a: ['d5'] })).toMatch(/^\?twice-d5/);
  });

  it('names a reading, a variation and a plain rule change', () => {
    expect(readingName('brandubh')).toBe('Brandubh');
    expect(readingName('viking', { kingArmed: 'both' })).toBe(
      'Viking rules (German rules page) with variation 1 (the king is strong and can capture)',
    );
    expect(readingName('tablut', { edgeCaptures: 'yes' })).toBe('Tablut with ‘The edge in ordinary captures’ set to yes');
  });
});
