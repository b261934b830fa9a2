/**
 * The play model, without a DOM: every action, and every refusal carrying the engine's sentence with
 * nothing changed. Positions are the verified layouts of layouts.ts; moves are checked by the engine.
 */
import { describe, expect, it } from 'vitest';
import { BRANDUB_RECORD, BRANDUB_SPEC } from '../../engine/otn/otn.test-support';
import { lineCurrent, getPreset, resolveRules } from '../../engine';
import { moveTexts } from './game-line';
import { boardView, initialState, reduce, rulesOf, shown, type PlayAction, type PlayState } from './model';

const run = (s: PlayState, ...actions: PlayAction[]): PlayState => actions.reduce(reduce, s);
const preset = (id: string) => run(initialState(), { type: 'choosePreset', presetId: id });
const mv = (text: string): PlayAction => {
  const [from, to] = text.split('-');
  return { type: 'move', from: from!, to: to! };
};
const moves = (s: PlayState) => moveTexts(s.line);

// Hnefatafl 11×11 (layouts.ts): attackers on d1–h1 and f2, a defender on f4; copenhagen: attackers first.
const A = 'd1-d3';
const B = 'f4-c4';
const C = 'h1-h3';

describe('choosing a reading', () => {
  it('starts the default reading at its own layout, on intersections', () => {
    const s = initialState();
    expect(s.presetId).toBe('alea-cyningstan');
    expect(s.layoutId).toBe('alea-walker');
    expect(s.boardStyle).toBe('intersections');
    expect(s.cursor).toBe(0);
    expect(s.patch).toEqual({});
    expect(s.message).toBeNull();
  });

  it('resets the game, the rules and the board style', () => {
    const s = run(
      preset('alea-murray'),
      { type: 'setRule', key: 'firstMover', value: 'defenders' },
      { type: 'choosePreset', presetId: 'copenhagen' },
    );
    expect(s.presetId).toBe('copenhagen');
    expect(s.patch).toEqual({});
    expect(s.layoutId).toBe('hnefatafl-11');
    expect(s.boardStyle).toBe('squares');
    expect(s.start.size).toBe(11);
    expect(s.line.moves).toHaveLength(0);
  });

  it('refuses an unknown reading and keeps the game', () => {
    const before = run(preset('copenhagen'), mv(A));
    const s = run(before, { type: 'choosePreset', presetId: 'nope' });
    expect(s.message).toBe('There is no reading called "nope".');
    expect(s.messageKind).toBe('error');
    expect(s.line).toBe(before.line);
  });

  it('falls back to the default reading, saying so, when the page asks for an unknown one', () => {
    const s = initialState('nope');
    expect(s.presetId).toBe('alea-cyningstan');
    expect(s.message).toBe('There is no reading called "nope".');
  });
});

describe('changing rules', () => {
  it("toggles the king's goal on Murray's reading once corner squares exist: his winning squares change", () => {
    // Murray: edge escape, no corner squares (presets-alea-walker.ts). A king alone on the long diagonal.
    const s0 = run(
      preset('alea-murray'),
      { type: 'setText', text: '19/19/19/19/19/19/19/19/19/9k9/19/19/19/19/19/19/19/19/1a17 d' },
      { type: 'importPosition' },
    );
    expect(s0.message).toBe('The position is loaded as a new start.');
    const edge = boardView(s0);
    expect(edge.edgeGoal).toBe(true);
    expect(edge.dests.j10).toContain('j19');
    const escaped = run(s0, mv('j10-j19'));
    expect(lineCurrent(escaped.line).outcome).toEqual({ winner: 'defenders', reason: 'escape' });

    const s1 = run(s0, { type: 'setRule', key: 'cornerShape', value: 'single' }, { type: 'setRule', key: 'kingGoal', value: 'corner' });
    expect(s1.message).toBeNull();
    expect(s1.patch).toEqual({ cornerShape: 'single', kingGoal: 'corner' });
    const corner = boardView(s1);
    expect(corner.edgeGoal).toBe(false);
    expect(corner.corners).toEqual(expect.arrayContaining(['a1', 's1', 'a19', 's19']));
    const notYet = run(s1, mv('j10-j19'));
    expect(lineCurrent(notYet.line).outcome).toBeNull();
  });

  it('offers the rule a change needs instead of refusing it, changing nothing until it is taken', () => {
    const before = run(preset('alea-murray'), { type: 'setRule', key: 'firstMover', value: 'defenders' });
    const s = run(before, { type: 'setRule', key: 'kingGoal', value: 'corner' });
    expect(s.message).toBe("The king's goal: “a corner” works only with corner squares set to “one square each”. Change that too?");
    expect(s.messageKind).toBe('status');
    expect(s.offer?.accept).toBe('Change it too');
    expect(rulesOf(s)).toEqual(rulesOf(before));
    // Taken: both rules change, in one new game, and the message says which.
    const taken = run(s, { type: 'acceptOffer' });
    expect(taken.patch).toEqual({ firstMover: 'defenders', kingGoal: 'corner', cornerShape: 'single' });
    expect(taken.offer).toBeNull();
    expect(taken.chapter).toBe(s.chapter + 1);
    expect(taken.message).toBe("Rules changed together: the king's goal: a corner; corner squares: one square each.");
    // Declined (any other message withdraws it): nothing changes.
    const declined = run(s, { type: 'say', message: null });
    expect(declined.offer).toBeNull();
    expect(rulesOf(declined)).toEqual(rulesOf(before));
    expect(run(declined, { type: 'acceptOffer' })).toBe(declined);
  });

  it('offers two changes where one needs two: no corner squares under Copenhagen means edge escape and no edge forts', () => {
    const s = run(preset('copenhagen'), { type: 'setRule', key: 'cornerShape', value: 'none' });
    expect(s.message).toMatch(/^Corner squares: “none” works only with .* and .*\. Change those too\?$/);
    expect(s.offer?.accept).toBe('Change them too');
    const taken = run(s, { type: 'acceptOffer' });
    expect(taken.patch).toMatchObject({ cornerShape: 'none', kingGoal: 'edge', edgeForts: 'no' });
  });

  it('refuses a rule under which the start position is not a valid setup, with the reason', () => {
    const s0 = run(
      preset('brandubh'),
      { type: 'setRule', key: 'throneLanding', value: 'anyone' },
      { type: 'setText', text: '7/7/7/3d3/7/1k5/2a4 a' },
      { type: 'importPosition' },
    );
    expect(s0.layoutId).toBeNull();
    const s = run(s0, { type: 'setRule', key: 'throneLanding', value: 'king' });
    expect(s.message).toBe('A defender may not stand on d4 under these rules (only the king may).');
    expect(rulesOf(s).throneLanding).toBe('anyone');
    expect(s.start).toBe(s0.start);
  });

  it('replays the game under new rules; moves no longer legal wait on the redo stack', () => {
    const s0 = run(preset('copenhagen'), mv(A), mv(B));
    const s1 = run(s0, { type: 'setRule', key: 'movement', value: 'one-step' });
    expect(moves(s1)).toEqual([]);
    expect(s1.message).toBe('Move 1 (d1-d3) is not legal under the new rules, so the game stops before it; Redo tries it again.');
    const s2 = run(s1, { type: 'resetRule', key: 'movement' }, { type: 'redo' }, { type: 'redo' });
    expect(s2.patch).toEqual({});
    expect(moves(s2)).toEqual([A, B]);
  });

  it('keeps every legal move and the ply shown when a rule change does not affect them', () => {
    const s = run(
      preset('copenhagen'),
      mv(A),
      mv(B),
      mv(C),
      { type: 'step', to: 'back' },
      { type: 'setRule', key: 'repetition', value: 'ignored' },
    );
    expect(moves(s)).toEqual([A, B, C]);
    expect(s.cursor).toBe(2);
  });

  it('applies a variation of the reading', () => {
    const s = run(preset('viking'), { type: 'applyVariation', id: 'armed-king' });
    expect(s.patch).toEqual({ kingArmed: 'both' });
    expect(s.message).toBe('Variation applied: Variation 1: the king is strong and can capture.');
    expect(run(s, { type: 'applyVariation', id: 'nope' }).messageKind).toBe('error');
  });
});

describe('layouts', () => {
  it("chooses another layout in circulation, and the reading's own again", () => {
    const s = run(preset('alea-murray'), { type: 'chooseLayout', layoutId: 'alea-walker' });
    expect(s.layoutId).toBe('alea-walker');
    expect(shown(s).size).toBe(19);
    expect(run(s, { type: 'chooseLayout', layoutId: 'alea-murray' }).layoutId).toBe('alea-murray');
  });

  it('refuses an unknown layout', () => {
    const s = run(preset('alea-murray'), { type: 'chooseLayout', layoutId: 'x' });
    expect(s.message).toBe('There is no layout called "x".');
    expect(s.layoutId).toBe('alea-murray');
  });
});

describe('moves, undo, redo and the cursor', () => {
  const played = run(preset('copenhagen'), mv(A), mv(B), mv(C));

  it("plays moves and refuses an illegal one with the engine's reason", () => {
    expect(moves(played)).toEqual([A, B, C]);
    expect(played.cursor).toBe(3);
    const s = run(played, mv('a4-a3'));
    expect(s.message).toBe("The piece on a4 belongs to the attackers, but it is the defenders' turn.");
    expect(s.line).toBe(played.line);
  });

  it('undoes and redoes', () => {
    const u = run(played, { type: 'undo' });
    expect(moves(u)).toEqual([A, B]);
    expect(u.redo).toHaveLength(1);
    const r = run(u, { type: 'redo' });
    expect(moves(r)).toEqual([A, B, C]);
    expect(r.redo).toHaveLength(0);
    expect(run(r, { type: 'redo' }).message).toBe('There is no move to replay.');
    expect(run(preset('copenhagen'), { type: 'undo' }).message).toBe('There is no move to take back here.');
  });

  it('steps through the game without changing it', () => {
    const steps: [PlayAction, number][] = [
      [{ type: 'step', to: 'back' }, 2],
      [{ type: 'step', to: 'back' }, 1],
      [{ type: 'step', to: 'forward' }, 2],
      [{ type: 'step', to: 'first' }, 0],
      [{ type: 'step', to: 'back' }, 0],
      [{ type: 'step', to: 'last' }, 3],
      [{ type: 'step', to: 'forward' }, 3],
      [{ type: 'jump', ply: 1 }, 1],
      [{ type: 'jump', ply: 99 }, 3],
    ];
    let s = played;
    for (const [action, cursor] of steps) {
      s = run(s, action);
      expect(s.cursor).toBe(cursor);
      expect(s.line).toBe(played.line);
    }
    expect(shown(run(played, { type: 'jump', ply: 1 }))).toBe(played.line.positions[1]);
  });

  it('truncates the future when a different move is played at an earlier ply', () => {
    const s = run(played, { type: 'jump', ply: 1 }, mv('f4-i4'));
    expect(moves(s)).toEqual([A, 'f4-i4']);
    expect(s.cursor).toBe(2);
    expect(s.redo).toEqual([]);
  });

  it('keeps the future when the same move is played again at an earlier ply', () => {
    const s = run(played, { type: 'jump', ply: 1 }, mv(B));
    expect(moves(s)).toEqual([A, B, C]);
    expect(s.cursor).toBe(2);
  });

  it('undoing at an earlier ply keeps the later moves on the redo stack', () => {
    const u = run(played, { type: 'jump', ply: 1 }, { type: 'undo' });
    expect(moves(u)).toEqual([]);
    expect(run(u, { type: 'redo' }, { type: 'redo' }, { type: 'redo' }).line.moves).toEqual(played.line.moves);
  });

  it('restarts, and Redo replays the game', () => {
    const s = run(played, { type: 'restart' });
    expect(moves(s)).toEqual([]);
    expect(s.cursor).toBe(0);
    expect(run(s, { type: 'redo' }, { type: 'redo' }, { type: 'redo' }).line.moves).toEqual(played.line.moves);
  });

  it('flips the board and changes its style', () => {
    const s = run(played, { type: 'flip' }, { type: 'boardStyle', style: 'intersections' });
    expect(s.flipped).toBe(true);
    expect(s.boardStyle).toBe('intersections');
  });
});

describe('the setup editor', () => {
  const editing = (id = 'copenhagen') => run(preset(id), { type: 'editStart' });

  it('refuses a setup with no king, keeping the pieces and staying in the editor', () => {
    const s = run(
      editing(),
      { type: 'editEmpty' },
      { type: 'editTool', tool: 'attacker' },
      { type: 'editSquare', square: 'c3' },
      { type: 'editDone' },
    );
    expect(s.message).toBe('The setup has no king.');
    expect(s.messageKind).toBe('error');
    expect(s.editor).not.toBeNull();
    expect(boardView(s).pieces).toEqual({ c3: 'attacker' });
  });

  it('refuses a defender on the throne, with the reason', () => {
    const s = run(
      editing(),
      { type: 'editTool', tool: 'king' },
      { type: 'editSquare', square: 'e6' }, // the king leaves f6 for e6
      { type: 'editTool', tool: 'defender' },
      { type: 'editSquare', square: 'f6' },
      { type: 'editDone' },
    );
    expect(s.message).toBe('A defender may not stand on f6 under these rules (only the king may).');
    expect(s.editor).not.toBeNull();
    expect(boardView(s).pieces.f6).toBe('defender');
    expect(boardView(s).pieces.e6).toBe('king');
  });

  it('makes a valid setup the new start, and refuses other actions meanwhile', () => {
    const e = run(
      editing(),
      { type: 'editTool', tool: 'attacker' },
      { type: 'editSquare', square: 'c3' },
      { type: 'editTurn', turn: 'defenders' },
    );
    expect(run(e, mv(A)).message).toBe('Finish the setup with Done, or Cancel it, first.');
    const s = run(e, { type: 'editDone' });
    expect(s.editor).toBeNull();
    expect(s.layoutId).toBeNull();
    expect(s.start.turn).toBe('defenders');
    expect(boardView(s).pieces.c3).toBe('attacker');
    expect(s.message).toBe('The new setup is the start: Defenders to move.');
  });

  it('places one king and empties a square clicked twice with the same piece', () => {
    const s = run(editing(), { type: 'editTool', tool: 'king' }, { type: 'editSquare', square: 'a2' });
    const pieces = boardView(s).pieces;
    expect(Object.values(pieces).filter((k) => k === 'king')).toHaveLength(1);
    expect(pieces.a2).toBe('king');
    const t = run(s, { type: 'editTool', tool: 'attacker' }, { type: 'editSquare', square: 'd1' });
    expect(boardView(t).pieces.d1).toBeUndefined();
  });

  it('cancels without changing the start', () => {
    const before = editing();
    const s = run(before, { type: 'editEmpty' }, { type: 'editCancel' });
    expect(s.editor).toBeNull();
    expect(s.start).toBe(before.start);
  });
});

describe('import and export', () => {
  it('exports a record and imports it back', () => {
    const s = run(preset('alea-murray'), { type: 'setRule', key: 'firstMover', value: 'defenders' }, mv('k12-n12'), mv('d12-d14'));
    const e = run(s, { type: 'exportRecord' });
    expect(e.text).toContain('[Rules "alea-murray;firstMover=defenders"]');
    const back = run(preset('copenhagen'), { type: 'setText', text: e.text }, { type: 'importRecord' });
    expect(back.message).toBe('The record is loaded.');
    expect(back.presetId).toBe('alea-murray');
    expect(back.patch).toEqual({ firstMover: 'defenders' });
    expect(back.layoutId).toBe('alea-murray');
    expect(back.line.moves).toEqual(s.line.moves);
    expect(back.line.moves).toHaveLength(2);
  });

  it('imports an OpenTafl record and names the reading whose rules it matches, if any', () => {
    const s = run(initialState(), { type: 'setText', text: BRANDUB_RECORD }, { type: 'importRecord' });
    expect(s.message).toBe('The record is loaded.');
    expect(s.line.moves).toHaveLength(20);
    expect(s.layoutId).toBe('brandubh-7');
    expect(s.presetId === null || getPreset(s.presetId) !== undefined).toBe(true);
    expect(rulesOf(s)).toEqual(s.start.rules);
  });

  it('imports an OTN position and our position', () => {
    const otn = run(preset('brandubh'), { type: 'setText', text: BRANDUB_SPEC }, { type: 'importPosition' });
    expect(otn.layoutId).toBe('brandubh-7');
    const ours = run(preset('brandubh'), { type: 'setText', text: '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d' }, { type: 'importPosition' });
    expect(ours.start.turn).toBe('defenders');
    expect(ours.layoutId).toBeNull();
  });

  it("refuses bad text with the engine's sentence and keeps the game", () => {
    const before = run(preset('copenhagen'), mv(A));
    for (const [type, text, message] of [
      ['importRecord', '', 'The box is empty: paste a game record into it first.'],
      ['importRecord', '1. d1-d3', 'The record has no [Rules "…"] tag, so its rules are unknown.'],
      ['importPosition', 'zz', 'The position has 1 rows; a board needs an odd number from 7 to 19.'],
      ['importPosition', '3a3/3a3/3d3/aadzdaa/3d3/3a3/3a3', 'The position: "z" in row 4 ("aadzdaa") is not a piece letter.'],
      ['importPosition', '/3t3/', 'Rank 1 of the OTN position ("3t3") covers 7 squares, but the record has 1 ranks, so each must cover 1.'],
    ] as const) {
      const s = run(before, { type: 'setText', text }, { type });
      expect(s.message).toBe(message);
      expect(s.messageKind).toBe('error');
      expect(s.line).toBe(before.line);
    }
  });

  it('exports the position shown and an OpenTafl record where OTN can write the game', () => {
    // Fetlar: the 11×11 layout, attackers first, rules OpenTafl can write (presets-family.ts).
    const s = run(preset('fetlar'), mv(A), mv(B), { type: 'step', to: 'back' });
    expect(run(s, { type: 'exportPosition' }).text).toBe('3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/3a7/5a5/4aaaa3 d');
    const otg = run(s, { type: 'exportOtn' });
    expect(otg.message).toBe('The game is in the box as an OpenTafl record (.otg).');
    expect(otg.text).toContain('[rules:dim:11');
    expect(otg.text).toContain('1. d1-d3 f4-c4');
  });

  it('says why OTN cannot write a game with Evangelists, and writes nothing', () => {
    const s = run(preset('alea-nielsen-2015'), { type: 'setText', text: 'kept' }, { type: 'exportOtn' });
    expect(s.messageKind).toBe('error');
    expect(s.message).toMatch(/^OpenTafl Notation cannot express/);
    expect(s.text).toBe('kept');
  });

  it('writes only the OTN position, saying why, when the rules are beyond OTN', () => {
    const s = run(preset('copenhagen'), { type: 'setRule', key: 'multiCapture', value: 'no' }, { type: 'exportOtn' });
    expect(s.text).toBe('/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/');
    expect(s.message).toMatch(/; the box holds only the position shown, in OTN\.$/);
  });

  it('keeps the rules of the reading when nothing is changed', () => {
    expect(rulesOf(preset('fetlar'))).toEqual(resolveRules(getPreset('fetlar')!));
  });
});

describe('passing (the AI plays a pass through this action)', () => {
  it('passes when a rule lets a side with no move pass, and refuses otherwise with the engine’s sentence', () => {
    // Brandubh with noMoves=pass: the attacker on b1 is boxed in by the corner a1 and the defenders on b2 and c1.
    const boxed = run(
      preset('brandubh'),
      { type: 'setRule', key: 'noMoves', value: 'pass' },
      { type: 'setText', text: '7/7/7/3k3/7/1d5/1ad4 a' },
      { type: 'importPosition' },
    );
    expect(boxed.messageKind).toBe('status');
    const passed = run(boxed, { type: 'pass' });
    expect(moves(passed)).toEqual(['pass']);
    expect(shown(passed).turn).toBe('defenders');
    const refused = run(preset('brandubh'), { type: 'pass' });
    expect(refused.message).toBe('pass is not a legal move here.');
    expect(refused.messageKind).toBe('error');
    expect(refused.line.moves).toHaveLength(0);
  });
});

describe('a game is never lost', () => {
  it('a reading chosen mid-game puts the game aside, and "Return to it" brings it back', () => {
    const played = run(preset('copenhagen'), mv(A), mv(B));
    const other = run(played, { type: 'choosePreset', presetId: 'brandubh' });
    expect(other.presetId).toBe('brandubh');
    expect(moves(other)).toEqual([]);
    expect(other.previous?.presetId).toBe('copenhagen');
    expect(other.message).toMatch(/^A new game of Brandubh\. Your game of 2 moves \(Copenhagen[^)]*\) is put aside/);
    const back = run(other, { type: 'returnToPrevious' });
    expect(back.presetId).toBe('copenhagen');
    expect(moves(back)).toEqual([A, B]);
    expect(back.message).toBe('Your game is back.');
    expect(run(preset('brandubh'), { type: 'returnToPrevious' }).message).toBe('There is no game put aside.');
  });

  it('counts each change that starts another game (a history entry each), and nothing else', () => {
    const s = preset('copenhagen');
    const c = s.chapter;
    expect(run(s, mv(A)).chapter, 'a move').toBe(c);
    expect(run(s, { type: 'setOpponent', opponent: 'defenders' }).chapter, 'the opponent').toBe(c);
    expect(run(s, { type: 'flip' }).chapter, 'the board turned').toBe(c);
    expect(run(s, { type: 'setRule', key: 'firstMover', value: 'defenders' }).chapter, 'a rule').toBe(c + 1);
    expect(run(s, { type: 'choosePreset', presetId: 'brandubh' }).chapter, 'a reading').toBe(c + 1);
    expect(run(s, mv(A), { type: 'newGame' }).chapter, 'New game').toBe(c + 1);
    // A refused change changes nothing, so it is no new entry.
    expect(run(s, { type: 'setRule', key: 'cornerShape', value: 'none' }).chapter, 'a refused rule').toBe(c);
    expect(run(s, { type: 'choosePreset', presetId: 'no-such' }).chapter, 'an unknown reading').toBe(c);
    // 'replace' (a link, Back) keeps the page's count.
    expect(run(s, mv(A), { type: 'setRule', key: 'firstMover', value: 'defenders' }, { type: 'replace', state: s }).chapter).toBe(c + 1);
  });

  it('Restart keeps Redo even when the first move is played again (as the AI replays its own)', () => {
    const s = run(preset('copenhagen'), mv(A), mv(B), mv(C), { type: 'restart' });
    expect(s.redo).toHaveLength(3);
    const again = run(s, mv(A));
    expect(moves(again)).toEqual([A]);
    expect(again.redo, 'the rest is still to redo').toHaveLength(2);
    expect(moves(run(again, { type: 'redo' }, { type: 'redo' }))).toEqual([A, B, C]);
    // Another move than the one to redo replaces the future, as before.
    expect(run(s, mv('d1-d2')).redo).toEqual([]);
    expect(run(s, { type: 'dropRedo' }).redo).toEqual([]);
  });

  it('every rule back to the reading at once', () => {
    const s = run(
      preset('brandubh'),
      { type: 'setRule', key: 'kingArmed', value: 'none' },
      { type: 'setRule', key: 'kingCapture', value: 'four-sided' },
    );
    expect(Object.keys(s.patch).sort()).toEqual(['kingArmed', 'kingCapture']);
    const reset = run(s, { type: 'resetRules' });
    expect(reset.patch).toEqual({});
    expect(reset.message).toBe('Every rule is back to Brandubh.');
  });
});

describe('when the game ends', () => {
  it('New game keeps the rules and the start; Rematch swaps the sides', () => {
    const s = run(
      preset('brandubh'),
      { type: 'setRule', key: 'kingArmed', value: 'none' },
      { type: 'setOpponent', opponent: 'defenders' },
      mv('d1-c1'),
    );
    const fresh = run(s, { type: 'newGame' });
    expect(moves(fresh)).toEqual([]);
    expect(fresh.patch).toEqual(s.patch);
    expect(fresh.start).toBe(s.start);
    expect(fresh.opponent).toBe('defenders');
    const rematch = run(s, { type: 'rematch' });
    expect(moves(rematch)).toEqual([]);
    expect(rematch.opponent).toBe('attackers');
    expect(rematch.message).toBe('Rematch: you play the defenders now, against the AI.');
    const twoPeople = run(preset('brandubh'), { type: 'rematch' });
    expect(twoPeople.opponent).toBe('person');
    expect(twoPeople.flipped).toBe(true);
  });
});

describe('a record from a file', () => {
  it('loads a record; a file that is not one says so, keeps its text in the box, and changes no game', () => {
    const s = run(preset('copenhagen'), mv(A));
    const bad = run(s, { type: 'loadFile', text: 'not a record', name: 'notes.txt' });
    expect(bad.messageKind).toBe('error');
    expect(bad.message).toMatch(/^The file “notes.txt” is not a record this site can read: /);
    expect(bad.text).toBe('not a record');
    expect(moves(bad)).toEqual([A]);
    const record = run(s, { type: 'exportRecord' }).text;
    const good = run(preset('brandubh'), { type: 'loadFile', text: record, name: 'game.txt' });
    expect(good.presetId).toBe('copenhagen');
    expect(moves(good)).toEqual([A]);
    expect(good.message).toBe('The record in “game.txt” is loaded.');
  });
});
