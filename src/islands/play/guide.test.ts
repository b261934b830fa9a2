/**
 * /play's guide: a link's `show=<rule>,<move>` read on the game it opened; the line says which move
 * to play, under which rule, and what the engine does there, in the reader's words; the button sets the
 * value that shows the difference and then offers the reading's own back; the line goes when the reader
 * moves on; a guide that cannot be read gets one sentence, and the game loads all the same.
 */
import { describe, expect, it } from 'vitest';
import { RULE_KEYS, RULE_VALUES } from '../../engine';
import { guideQuery, guideWords, readGuide, stillGuided } from './guide';
import type { PlayState } from './model';
import { IDENTIFIERS, mv, run } from './play.test-support';
import { decodeState } from './urlState';

// Brandubh, the attackers to move: the king on d5 beside the centre (d4), attackers on c5 and e5, a defender on g3; d7-d6 closes the third side.
const GAME = 'r=brandubh&p=3a3/7/2aka2/7/6d/7/7+a&m=d7-d6&c=0';
const open = (query: string): { state: PlayState; guide: ReturnType<typeof readGuide> } => {
  const state = decodeState(`?${query}`)!.state;
  return { state, guide: readGuide(`?${query}`, state) };
};
const guided = (query = `${GAME}&${guideQuery('kingSideThrone', 'd7-d6')}`) => {
  const { state, guide } = open(query);
  if (guide === null || typeof guide === 'string') throw new Error(`no guide: ${guide}`);
  return { state, guide };
};

describe('readGuide', () => {
  it('reads the rule and the move, on the game the link opened, before the move', () => {
    const { state, guide } = guided();
    expect(guide).toEqual({ key: 'kingSideThrone', move: 'd7-d6', presetId: 'brandubh', start: '3a3/7/2aka2/7/6d/7/7', before: [] });
    expect(state.cursor).toBe(0);
  });

  it('asks for nothing without the parameter', () => {
    expect(open(GAME).guide).toBeNull();
  });

  it('says in one sentence what it cannot read, and the game loads all the same', () => {
    for (const bad of [
      'show=kingCaptur,d7-d6',
      'show=kingSideThrone',
      'show=kingSideThrone,d7-z9',
      'show=kingSideThrone,d7-d6,x',
      'show=',
    ]) {
      const { state, guide } = open(`${GAME}&${bad}`);
      expect(typeof guide, bad).toBe('string');
      expect(guide as string).toMatch(/^The link’s note on which rule to try \(“.*”\) cannot be read, so the game opens without it\.$/);
      expect(state.line.moves.length).toBe(1);
    }
    expect(readGuide('?show=kingSideThrone,d7-d6', guided().state)).toBe(
      'The link names a move to try but no game to try it in, so it was left out.',
    );
  });
});

describe('guideWords', () => {
  it('says which move to play, under which rule, and what happens there', () => {
    const { state, guide } = guided();
    const words = guideWords(state, guide)!;
    expect(words.text).toBe(
      'Play d7-d6 and watch the king on d5: under Brandubh (The empty centre against the king: yes), he is captured, and the attackers win.',
    );
    expect(words.change).toEqual({ text: 'Try “no”', label: 'Try “no” (The empty centre against the king)', value: 'no' });
  });

  it('follows the rule when the reader changes it, and offers the reading’s own back', () => {
    const { state, guide } = guided();
    const flipped = run(state, { type: 'setRule', key: 'kingSideThrone', value: 'no' });
    const words = guideWords(flipped, guide)!;
    expect(words.text).toBe(
      'Play d7-d6 and watch the king on d5: with one rule of Brandubh changed (The empty centre against the king: no), he is not captured.',
    );
    expect(words.change).toMatchObject({ text: 'Back to “yes”', value: null });
  });

  it('says the move is played once it is, and that a move the rule forbids is not allowed', () => {
    const { state, guide } = guided();
    expect(guideWords(run(state, mv('d7-d6')), guide)!.text).toMatch(
      /^After d7-d6, watch the king on d5: under Brandubh .*, he is captured, and the attackers win\.$/,
    );
    const one = guided(`r=brandubh&p=7/7/7/3k3/2d4/7/7+d&${guideQuery('movement', 'c3-c1')}`);
    const stepped = run(one.state, { type: 'setRule', key: 'movement', value: 'one-step' });
    expect(guideWords(stepped, one.guide)!.text).toMatch(
      /^Try c3-c1: with one rule of Brandubh changed \(How pieces move: one square\), the move is not allowed\.$/,
    );
  });

  it('is gone once the reader moves on: another move, a move after it, another reading', () => {
    const { state, guide } = guided();
    expect(stillGuided(state, guide)).toBe(true);
    expect(guideWords(run(state, mv('c5-c6')), guide)).toBeNull();
    // (Under "no" the king is not captured, so the game goes on after the move.)
    expect(guideWords(run(state, { type: 'setRule', key: 'kingSideThrone', value: 'no' }, mv('d7-d6'), mv('g3-g4')), guide)).toBeNull();
    expect(guideWords(run(state, { type: 'choosePreset', presetId: 'ard-ri' }), guide)).toBeNull();
    // Stepping back to the move keeps it.
    expect(guideWords(run(state, mv('d7-d6'), { type: 'step', to: 'back' }), guide)).not.toBeNull();
  });

  it('names no identifier, under any value of any rule', () => {
    const { state } = guided();
    const found: string[] = [];
    for (const key of RULE_KEYS)
      for (const value of RULE_VALUES[key] as readonly string[]) {
        const s = run(state, { type: 'setRule', key, value });
        const words = guideWords(s, { ...guided().guide, key });
        const all = words ? `${words.text} ${words.change?.text ?? ''} ${words.change?.label ?? ''}` : '';
        if (IDENTIFIERS.test(all)) found.push(`${key}=${value}: ${all}`);
      }
    expect(found).toEqual([]);
  });
});
