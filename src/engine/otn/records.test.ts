import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../notation';
import { makeOtg, makeOtnMove, makeOtnPosition, parseOtg, parseOtnMove, parseOtnPosition, parseOtnRules } from './index';
import { parsePlacement } from '../placement';
import { isJump } from '../move';
import { legalMoves, lineFrom, pieceAt, placementOf, setup } from '../position';
import { startPosition } from '../start';
import {
  value,
  errorOf,
  presetRules,
  squareOf,
  finalPosition,
  playLine,
  BRANDUB_SPEC,
  BRANDUB_RECORD,
  FETLAR_PUZZLE_RECORD,
  ARD_RI_RECORD,
  FISH_NASA_RULES,
  FISH_NASA_MOVES,
  FISH_NASA_EXCERPT_HEAD,
  COPENHAGEN_ESCAPE_PUZZLE_RECORD,
} from './otn.test-support';

describe('OTN moves', () => {
  const brandubh = () => value(startPosition('brandubh'));

  it('writes plain moves, king moves and captures', () => {
    const line = value(parseOtg(BRANDUB_RECORD)).line;
    const written = line.moves.map((m, i) => value(makeOtnMove(line.positions[i]!, m, line.captures[i]!)));
    expect(written.slice(0, 6)).toEqual(['d2-e2', 'c4-c5', 'f4-f5', 'c5-a5', 'd6-a6xa5', 'd5-a5xa6']);
    expect(written[15]).toBe('Kd4-d3');
  });

  it('writes a captured king with its letter, as OpenTafl does', () => {
    const line = value(parseOtg(ARD_RI_RECORD)).line;
    const last = line.moves.length - 1;
    expect(value(makeOtnMove(line.positions[last]!, line.moves[last]!, line.captures[last]!))).toBe('c2-c3xKc4');
  });

  it('cannot write a pass or an Evangelist jump', () => {
    const pos = brandubh();
    expect(errorOf(makeOtnMove(pos, 0, [])).code).toBe('otn-unsupported');
    const rules = presetRules('alea-nielsen-2015');
    const jumper = value(setup(rules, value(parsePlacement('7/7/7/3k3/2e4/2a4/7')), 'defenders'));
    const jump = legalMoves(jumper).find(isJump)!;
    expect(jump).toBeDefined();
    const e = errorOf(makeOtnMove(jumper, jump, [squareOf(jumper, 'c2')]));
    expect(e.code).toBe('otn-unsupported');
    expect(e.message).toContain('c3-c1');
  });

  it.each([
    ['d2-e2', null],
    ['td2-e2', null],
    ['d2-e2+', null],
    ['d2-e2--', null],
  ])('reads %s', (text) => {
    const pos = brandubh();
    const mv = value(parseOtnMove(pos, text));
    expect(pieceAt(pos, mv.move & 511)).toBe('attacker');
  });

  it.each([
    ['Kd2-e2', 'bad-otn'],
    ['Td2-e2', 'bad-otn'],
    ['d2-e2xKd3', 'bad-otn'],
    ['Nd2-e2', 'otn-unsupported'],
    ['cd2-e2', 'otn-unsupported'],
    ['d2^d4', 'otn-unsupported'],
    ['d2=e2', 'otn-unsupported'],
    ['d2e2', 'bad-otn'],
    ['d2-e2x', 'bad-otn'],
    ['d2-d3', 'illegal-move'],
    ['z9-e2', 'bad-otn'],
  ])('rejects %s', (text, code) => {
    expect(errorOf(parseOtnMove(brandubh(), text)).code).toBe(code);
  });

  it('names the pieces in its refusals with the right article', () => {
    expect(errorOf(parseOtnMove(brandubh(), 'Td2-e2')).message).toContain('names a defender on d2, but the piece there is an attacker');
  });
});

// ---- game records ---------------------------------------------------------------------------------------

describe('OTN game records', () => {
  it('replays the Brandub triathlon game, commentary and multi-line tags skipped', () => {
    const record = value(parseOtg(BRANDUB_RECORD));
    expect(record.presetId).toBeNull();
    expect(record.layout).toBeNull();
    expect(record.rules.kingCapture).toBe('throne-strong');
    expect(record.rules.throneHostileEmpty).toBe('none');
    const line = record.line;
    expect(line.moves).toHaveLength(20);
    // The opening the notes quote: 1. d2-e2 c4-c5, both legal from the start.
    const first = line.positions[0]!;
    expect(pieceAt(first, squareOf(first, 'd2'))).toBe('attacker');
    expect(pieceAt(line.positions[1]!, squareOf(first, 'e2'))).toBe('attacker');
    expect(pieceAt(line.positions[2]!, squareOf(first, 'c5'))).toBe('defender');
    const end = finalPosition(line);
    expect(end.outcome).toBeNull();
    expect(value(makeOtnPosition(end))).toBe('/3t3/2t1TK1/T5t/1T5/3t3/7/3t3/');
  });

  it("reads starti the way OpenTafl's own saved puzzle needs: top rank first", () => {
    // The puzzle's corner (g7) and centre (b2) are not the engine's, so its starti and first two turns
    // are played under edge escape without corners or centre; the moves are legal only this way round.
    const starti = /starti:(\S+)\]/.exec(COPENHAGEN_ESCAPE_PUZZLE_RECORD)![1]!;
    const moves = '1. f3-f6 e7-d7\n2. f6-g6 Ke6-e7\n';
    const record = value(parseOtg(`[rules:dim:7 esc:e cor: cen: starti:${starti}]\n\n${moves}`));
    const first = record.line.positions[0]!;
    expect(pieceAt(first, squareOf(first, 'f3'))).toBe('attacker');
    expect(pieceAt(first, squareOf(first, 'e6'))).toBe('king');
    expect(finalPosition(record.line).outcome).toMatchObject({ winner: 'defenders' });
    const e = errorOf(parseOtg(`[rules:dim:7 esc:e cor: cen: start:${starti}]\n\n${moves}`));
    expect(e.message).toContain('Move 1 (turn 1, f3-f6)');
  });

  it("refuses OpenTafl's own Copenhagen escape puzzle for its single corner, not for its starti or tfr", () => {
    const e = errorOf(parseOtg(COPENHAGEN_ESCAPE_PUZZLE_RECORD));
    expect(e.code).toBe('otn-unsupported');
    expect(e.message).toContain('cor:g7,');
    expect(e.message).not.toMatch(/start|tfr/);
  });

  it('reads the Fish-Nasa excerpt quoted in the notes: trailing spaces and variation lines', () => {
    const record = value(parseOtg(`${FISH_NASA_EXCERPT_HEAD}[]\n`));
    expect(record.rules.firstMover).toBe('defenders');
    expect(record.rules.kingCapture).toBe('four-sided');
    expect(record.line.moves).toHaveLength(2);
    const end = finalPosition(record.line);
    expect(pieceAt(end, squareOf(end, 'h3'))).toBe('defender');
    expect(pieceAt(end, squareOf(end, 'h2'))).toBe('attacker');
  });

  it('stops at a gap in the turn numbers of the quoted excerpt', () => {
    const e = errorOf(parseOtg(`${FISH_NASA_EXCERPT_HEAD}20. Ka2-a1 \n[]\n`));
    expect(e.code).toBe('bad-otn');
    expect(e.message).toContain('turn 20');
  });

  it('replays the whole Fish-Nasa game with every written capture confirmed', () => {
    const record = value(parseOtg(`[rules:${FISH_NASA_RULES}]\n\n${FISH_NASA_MOVES}`));
    expect(record.line.moves).toHaveLength(31);
    expect(record.line.captures.flat()).toHaveLength(3);
  });

  it('replays the Fetlar puzzle to the escape', () => {
    const record = value(parseOtg(FETLAR_PUZZLE_RECORD));
    expect(record.line.moves).toHaveLength(21);
    expect(finalPosition(record.line).outcome).toEqual({ winner: 'defenders', reason: 'escape' });
  });

  it('replays the Ard Ri puzzle to the king capture written xKc4', () => {
    const record = value(parseOtg(ARD_RI_RECORD));
    expect(record.rules).toMatchObject({ kingGoal: 'edge', cornerShape: 'none', kingCapture: 'two-sided' });
    expect(finalPosition(record.line).outcome).toEqual({ winner: 'attackers', reason: 'king-captured' });
  });

  it.each([
    ['Brandub', BRANDUB_RECORD],
    ['Fetlar puzzle', FETLAR_PUZZLE_RECORD],
    ['Ard Ri puzzle', ARD_RI_RECORD],
    ['Fish-Nasa', `[rules:${FISH_NASA_RULES}]\n\n${FISH_NASA_MOVES}`],
  ])('re-exports the %s record and reads the same game back', (_name, text) => {
    const record = value(parseOtg(text));
    const written = value(makeOtg(record));
    const lines = written.split('\n');
    const rulesLine = lines.findIndex((l) => l.startsWith('[rules:'));
    expect(lines.slice(0, rulesLine).every((l) => l.startsWith('['))).toBe(true);
    expect(lines[rulesLine + 1]).toBe('');
    expect(lines[rulesLine + 2]!.startsWith('1. ')).toBe(true);
    const again = value(parseOtg(written));
    expect(again.rules).toEqual(record.rules);
    expect(again.line.moves).toEqual(record.line.moves);
    expect(placementOf(finalPosition(again.line))).toEqual(placementOf(finalPosition(record.line)));
    expect(finalPosition(again.line).outcome).toEqual(finalPosition(record.line).outcome);
  });

  it('exports a game under a preset and reads the same moves and final position back', () => {
    const start = value(startPosition('fetlar'));
    const line = playLine(start, ['h1-h3', 'g5-g3', 'f2-f3', 'e5-e4']);
    expect(line.captures[2]).toEqual([squareOf(start, 'g3')]);
    const record: GameRecord = { presetId: 'fetlar', rules: start.rules, layout: 'hnefatafl-11', line };
    const text = value(makeOtg(record));
    expect(text).toContain('[rules:dim:11 name:Fetlar_hnefatafl ');
    expect(text).toContain('[result:?]');
    expect(text).not.toContain('[position:');
    const back = value(parseOtg(text));
    expect(back.presetId).toBeNull();
    expect(back.layout).toBeNull();
    expect(back.rules).toEqual(record.rules);
    expect(back.line.moves).toEqual(line.moves);
    expect(back.line.captures).toEqual(line.captures);
    expect(placementOf(finalPosition(back.line))).toEqual(placementOf(finalPosition(line)));
  });

  it('writes a start away from the layout as a position tag before the rules tag, and plays from it', () => {
    const layoutStart = value(startPosition('brandubh'));
    const cells = [...placementOf(layoutStart).cells];
    cells[0 * 7 + 3] = null; // remove the attacker on d1
    const start = value(setup(layoutStart.rules, { size: 7, cells }));
    const line = playLine(start, ['d2-e2', 'c4-c5']);
    const text = value(makeOtg({ presetId: 'brandubh', rules: start.rules, layout: 'brandubh-7', line }));
    const lines = text.split('\n');
    expect(lines.findIndex((l) => l.startsWith('[position:/7/3t3/'))).toBeLessThan(lines.findIndex((l) => l.startsWith('[rules:')));
    expect(text).toContain(`start:${BRANDUB_SPEC}]`);
    const back = value(parseOtg(text));
    expect(placementOf(back.line.start)).toEqual(placementOf(start));
    expect(back.line.moves).toEqual(line.moves);
  });

  it('reads the bare rules line of the first spec version', () => {
    const record = value(parseOtg(`dim:7 start:${BRANDUB_SPEC}\n1. d2-e2 c4-c5\n`));
    expect(record.line.moves).toHaveLength(2);
  });

  it('cannot export a game that starts with the other side to move', () => {
    const base = value(startPosition('brandubh'));
    const start = value(setup(base.rules, placementOf(base), 'defenders'));
    const e = errorOf(makeOtg({ presetId: null, rules: base.rules, layout: null, line: lineFrom(start) }));
    expect(e.code).toBe('otn-unsupported');
  });

  it('cannot export a game under rules OTN cannot express', () => {
    const start = value(startPosition('ard-ri'));
    const e = errorOf(makeOtg({ presetId: 'ard-ri', rules: start.rules, layout: 'ard-ri-7', line: lineFrom(start) }));
    expect(e.code).toBe('otn-unsupported');
    expect(e.message).toContain('(movement: ');
  });

  it('checks only the captures that are written', () => {
    const ardRi = '[rules:dim:7 esc:e surf:n atkf:y ks:w cor: cen: start:/1t5/2t4/2T4/tTKt3/2tT3/t6/Tt1t3/]\n';
    expect(finalPosition(value(parseOtg(`${ardRi}1. d7-d6 c3-b3\n2. c2-c3\n`)).line).outcome?.reason).toBe('king-captured');
    expect(parseOtg(`${ardRi}1. d7-d6xd5 c3-b3\n2. c2-c3xc4\n`).ok).toBe(true); // the king's square without its letter
    expect(errorOf(parseOtg(`${ardRi}1. d7-d6xd5 c3-b3\n2. c2-c3xc5\n`)).message).toContain('Move 3');
    expect(errorOf(parseOtg(`${ardRi}1. d7-d6xd5 c3-b3\n2. c2-c3xKc4/c5\n`)).code).toBe('bad-otn');
  });

  const rulesTag = `[rules:dim:7 start:${BRANDUB_SPEC}]`;
  it.each([
    ['no rules tag', '[date:2020.01.01]\n\n1. d2-e2 c4-c5\n', 'no [rules'],
    ['bad rules', '[rules:dim:7 esc:c]\n\n1. d2-e2\n', 'start'],
    ['an unclosed bracket', `${rulesTag}\n\n1. d2-e2 c4-c5\n[unfinished|comment\n`, 'never closed'],
    ['an illegal move', `${rulesTag}\n\n1. d2-e2 c4-c5\n2. d1-d5 d3-d2\n`, 'Move 3'],
    ['a move by the wrong side', `${rulesTag}\n\n1. c4-c5 d2-e2\n`, 'Move 1'],
    [
      'captures that do not match',
      `${rulesTag}\n\n1. d2-e2xe3 c4-c5\n`,
      'Move 1 (turn 1, d2-e2xe3) is written as capturing e3, but it captures nothing',
    ],
    ['turns out of order', `${rulesTag}\n\n2. d2-e2 c4-c5\n`, 'turn 1 was expected'],
    ['a short turn in the middle', `${rulesTag}\n\n1. d2-e2\n2. c4-c5 e2-e3\n`, 'only one move'],
    ['three moves in a turn', `${rulesTag}\n\n1. d2-e2 c4-c5 e2-e3\n`, 'at most two'],
    ['stray text', `${rulesTag}\n\nhello\n1. d2-e2\n`, 'Line 3'],
    ['a mismatched position tag', `[position:/11/11/11/11/11/11/11/11/11/11/11/]\n${rulesTag}\n\n1. d2-e2\n`, 'position tag'],
  ])('rejects a record with %s', (_what, text, mention) => {
    const e = errorOf(parseOtg(text));
    expect(e.code).toBe('bad-otn');
    expect(e.message).toContain(mention);
  });
});

// ---- robustness -----------------------------------------------------------------------------------------

describe('OTN readers never throw', () => {
  const alphabet = [...'/0123456789tTKkcnxabdefg -:[]|.\n^=+'];
  const otnish = fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 120 });

  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), otnish), (s) => {
        expect(() => parseOtnPosition(s)).not.toThrow();
        expect(() => parseOtnRules(s)).not.toThrow();
        expect(() => parseOtg(s)).not.toThrow();
        expect(() => parseOtnMove(value(startPosition('brandubh')), s)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('on damaged copies of a real record', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(BRANDUB_RECORD.length), fc.nat(3), fc.constantFrom(...alphabet)), { minLength: 1, maxLength: 4 }),
        (edits) => {
          let s = BRANDUB_RECORD;
          for (const [i, len, ch] of edits) s = s.slice(0, i) + ch + s.slice(i + len);
          const r = parseOtg(s);
          if (!r.ok) expect(['bad-otn', 'otn-unsupported']).toContain(r.error.code);
        },
      ),
      { numRuns: 300 },
    );
  });
});
