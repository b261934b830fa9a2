/**
 * Helpers for the tests of /play's state and of what reads it (the URL, storage, the embed): playing
 * actions on a state, a move from its text, and what a link must carry. Tests only.
 */
import { notation } from '../../engine';
import { plainMoveTexts } from './game-line';
import { reduce, rulesOf, type PlayAction, type PlayState } from './model';

/** The state after `actions`, in order. */
export const run = (s: PlayState, ...actions: PlayAction[]): PlayState => actions.reduce(reduce, s);

/** The move action for "d1-c1". */
export const mv = (text: string): PlayAction => ({ type: 'move', from: text.split('-')[0]!, to: text.split('-')[1]! });

/** What a link must carry: the reading, rules, layout, start, moves and the ply shown. */
export const essence = (s: PlayState) => ({
  presetId: s.presetId,
  rules: rulesOf(s),
  layoutId: s.layoutId,
  start: notation.makePosition(s.start),
  moves: plainMoveTexts(s.line),
  cursor: s.cursor,
});
