import { describe, expect, it } from 'vitest';
import { geometry, parseSquare, squareName } from './geometry';
import { makeMove, makePosition, makeRecord, makeRules, parseMove, parsePosition, parseRecord, parseRules } from './notation';
import { makePlacement, parsePlacement } from './placement';
import { legalMoves, lineAppend, lineCurrent, lineFrom, lineUndo, play, setup, withRules } from './position';
import { getPreset, resolveRules } from './rules/presets';
import { startPosition } from './start';

const start = (id: string) => {
  const r = startPosition(id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('squares', () => {
  it('name files a-s from the left and ranks from the bottom', () => {
    const geo = geometry(19);
    const a1 = parseSquare(geo, 'a1');
    const s19 = parseSquare(geo, 's19');
    expect(a1.ok && squareName(geo, a1.value)).toBe('a1');
    expect(s19.ok && squareName(geo, s19.value)).toBe('s19');
    expect(squareName(geo, geo.centre)).toBe('j10');
    expect(squareName(geometry(7), geometry(7).centre)).toBe('d4');
  });

  it('reject names off the board or malformed with a coded error', () => {
    for (const bad of ['h8', 'a0', 'z1', '', 'e', 'e55']) {
      const r = parseSquare(geometry(7), bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad-square');
    }
  });
});

describe('moves', () => {
  it('round-trip e5-e8 style names for every legal move of every preset start', () => {
    for (const id of ['brandubh', 'copenhagen', 'alea-nielsen-2015']) {
      const pos = start(id);
      for (const m of legalMoves(pos)) {
        const r = parseMove(pos, makeMove(pos, m));
        expect(r.ok && r.value).toBe(m);
      }
    }
  });

  it('explain illegal and malformed moves', () => {
    const pos = start('brandubh');
    const cases: [string, string, RegExp][] = [
      ['d4-d5', 'illegal-move', /belongs to the defenders/],
      ['c3-c2', 'illegal-move', /no piece on c3/],
      ['d2-d3', 'illegal-move', /cannot move to d3/],
      ['d1-a1', 'illegal-move', /cannot move to a1/],
      ['hello', 'bad-move', /not a move/],
      ['d2-h2', 'bad-square', /off a 7×7 board/],
      ['Kd2-e2', 'illegal-move', /names the king, but the piece on d2 is an? attacker/],
    ];
    for (const [text, code, message] of cases) {
      const r = parseMove(pos, text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.code, text).toBe(code);
        expect(r.error.message, text).toMatch(message);
      }
    }
  });

  it('play refuses an illegal move without changing the position', () => {
    const pos = start('brandubh');
    const before = makePosition(pos);
    const r = play(pos, 12345);
    expect(r.ok).toBe(false);
    expect(makePosition(pos)).toBe(before);
  });
});

describe('positions', () => {
  it('round-trip every layout', () => {
    for (const id of ['alea-murray', 'alea-nielsen-2015', 'tablut', 'ard-ri', 'tawlbwrdd']) {
      const pos = start(id);
      const text = makePosition(pos);
      const back = parsePosition(text, pos.rules);
      expect(back.ok && makePosition(back.value)).toBe(text);
    }
  });

  it('give clear errors for malformed or impossible setups', () => {
    const rules = resolveRules(getPreset('brandubh')!);
    const cases: [string, string, RegExp][] = [
      ['', 'bad-position', /empty|placement/],
      ['3a3/3a3/3d3/aadkdaa/3d3/3a3', 'bad-position', /6 rows/],
      ['3a3/3a3/3d3/aadkdaa/3d3/3a3/3a4', 'bad-position', /covers 8 squares/],
      ['3a3/3a3/3d3/aadxdaa/3d3/3a3/3a3', 'bad-position', /"x"/],
      ['3a3a/3a3/3d3/aadkdaa/3d3/3a3/3a3', 'bad-position', /more than 7 squares/],
      ['7aaa/3a3/3d3/aadkdaa/3d3/3a3/3a3', 'bad-position', /more than 7 squares/],
      ['3a3/3a3/3d3/aad1daa/3d3/3a3/3a3', 'bad-setup', /no king/],
      ['3a3/3a3/3d3/aadkdaa/3d3/3a3/3a2k', 'bad-setup', /2 kings|escaped/],
      ['a6/3a3/3d3/aadkdaa/3d3/3a3/3a3', 'bad-setup', /may not stand on a7/],
      ['3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 x', 'bad-position', /side to move/],
    ];
    for (const [text, code, message] of cases) {
      const r = parsePosition(text, rules);
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.code, text).toBe(code);
        expect(r.error.message, text).toMatch(message);
      }
    }
  });

  it('placement strings round-trip through parse and make', () => {
    const p = parsePlacement('2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2');
    expect(p.ok && makePlacement(p.value)).toBe('2aaa2/3a3/a1ddd1a/aadkdaa/a1ddd1a/3a3/2aaa2');
  });

  it('withRules revalidates the setup: a rule toggle can make it invalid, with a reason', () => {
    const pos = start('copenhagen');
    const bad = withRules(pos, { ...pos.rules, kingGoal: 'corner', cornerShape: 'none' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('invalid-rules');
    const good = withRules(pos, { ...pos.rules, kingGoal: 'edge', edgeForts: 'no' });
    expect(good.ok).toBe(true);
  });
});

describe('rules strings', () => {
  it('name a preset and list only the changes', () => {
    const rules = { ...resolveRules(getPreset('alea-murray')!), kingGoal: 'corner' as const, cornerShape: 'block' as const };
    const text = makeRules(rules, 'alea-murray');
    expect(text).toBe('alea-murray;kingGoal=corner;cornerShape=block');
    const back = parseRules(text);
    expect(back.ok && back.value.rules).toEqual(rules);
    expect(back.ok && back.value.patch).toEqual({ kingGoal: 'corner', cornerShape: 'block' });
  });

  it('round-trip a custom rule set with every key', () => {
    const rules = resolveRules(getPreset('copenhagen')!);
    const text = makeRules(rules, null);
    expect(text.startsWith('custom;')).toBe(true);
    const back = parseRules(text);
    expect(back.ok && back.value.rules).toEqual(rules);
  });

  it('reject unknown presets, keys, values and invalid combinations with codes', () => {
    const cases: [string, string][] = [
      ['', 'bad-rule-value'],
      ['nope', 'unknown-preset'],
      ['alea-murray;colour=red', 'unknown-rule'],
      ['alea-murray;kingGoal=moon', 'bad-rule-value'],
      ['alea-murray;kingGoal', 'bad-rule-value'],
      ['alea-murray;kingGoal=corner', 'invalid-rules'],
      ['copenhagen;kingGoal=edge', 'invalid-rules'],
      ['custom;kingGoal=edge', 'bad-rule-value'],
    ];
    for (const [text, code] of cases) {
      const r = parseRules(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error.code, text).toBe(code);
    }
  });
});

describe('game records', () => {
  const playSome = (id: string, moves: string[]) => {
    let line = lineFrom(start(id));
    for (const m of moves) {
      const mv = parseMove(lineCurrent(line), m);
      if (!mv.ok) throw new Error(mv.error.message);
      const next = lineAppend(line, mv.value);
      if (!next.ok) throw new Error(next.error.message);
      line = next.value;
    }
    return line;
  };

  it('write captures and round-trip moves and the final position', () => {
    const line = playSome('brandubh', ['d2-c2', 'd3-d2', 'c2-c3', 'd5-e5']);
    const text = makeRecord({ presetId: 'brandubh', rules: line.start.rules, layout: 'brandubh-7', line });
    expect(text).toContain('[Rules "brandubh"]');
    expect(text).toContain('1. d2-c2 d3-d2');
    const back = parseRecord(text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.line.moves).toEqual(line.moves);
    expect(makePosition(lineCurrent(back.value.line))).toBe(makePosition(lineCurrent(line)));
  });

  it('record the captures a move made, in OpenTafl style', () => {
    // The defender on b1 stands beside the hostile corner a1; the attacker d1-c1 closes the capture.
    const rules = resolveRules(getPreset('brandubh')!);
    const pos = parsePosition('7/7/7/3k2a/7/1a5/1d1a3 a', rules);
    if (!pos.ok) throw new Error(pos.error.message);
    let line = lineFrom(pos.value);
    const mv = parseMove(pos.value, 'd1-c1');
    if (!mv.ok) throw new Error(mv.error.message);
    const r = lineAppend(line, mv.value);
    if (!r.ok) throw new Error(r.error.message);
    line = r.value;
    const text = makeRecord({ presetId: 'brandubh', rules, layout: null, line });
    expect(text).toContain('1. d1-c1xb1');
    expect(text).toContain('[Position "7/7/7/3k2a/7/1a5/1d1a3 a"]');
    const back = parseRecord(text);
    expect(back.ok).toBe(true);
  });

  it('undo returns to the previous position exactly', () => {
    const line = playSome('copenhagen', ['d1-d3', 'f4-c4', 'a4-b4']);
    const undone = lineUndo(line);
    expect(undone.moves.length).toBe(2);
    expect(makePosition(lineCurrent(undone))).toBe(makePosition(line.positions[2]!));
  });

  it('explain what is wrong with a bad record, naming the move', () => {
    const cases: [string, RegExp][] = [
      ['1. d2-c2', /no \[Rules/],
      ['[Rules "brandubh"]\n1. d2-c2 d2-d3', /Move 2 \(d2-d3\)/],
      ['[Rules "brandubh"]\n1. d2-c2xc3', /written as capturing c3, but it captures nothing/],
      ['[Rules "nope"]\n1. d2-c2', /Rules tag is invalid/],
      ['[Rules "custom;kingGoal=edge"]', /Rules tag is invalid/],
      ['[Rules "brandubh"]\n[Position "3a3/7 a"]', /start position is invalid/],
      ['[Rules brandubh]', /not \[Name "value"\]/],
    ];
    for (const [text, message] of cases) {
      const r = parseRecord(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('bad-record');
        expect(r.error.message, text).toMatch(message);
      }
    }
  });

  it('never throws on arbitrary text', () => {
    const junk = ['[', ']]', '{', '1.', '[Rules ""]', '\u0000', 'x'.repeat(10000), `[Rules "brandubh"]\n${'1. '.repeat(500)}`];
    for (const text of junk) expect(() => parseRecord(text)).not.toThrow();
  });
});

describe('setup', () => {
  it('refuses an invalid rule combination with a clear sentence', () => {
    const rules = { ...resolveRules(getPreset('brandubh')!), cornerShape: 'none' as const };
    const p = parsePlacement('3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3');
    if (!p.ok) throw new Error('placement');
    const r = setup(rules, p.value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/no corner squares/);
  });
});
