/**
 * Helpers for the tests of /play's state and of what reads it (the URL, storage, the embed): playing
 * actions on a state, a move from its text, and what a link must carry. Tests only.
 */
import { notation, PRESET_IDS, RULE_KEYS, RULE_VALUES, valueName } from '../../engine';
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

/**
 * A saved Brandubh game whose last move cannot be read: five legal moves, then "zz-zz". The page must
 * keep the five, say what it left out, and leave the save as it is until the player acts.
 */
export const PARTLY_READABLE_SAVE = JSON.stringify({
  version: 1,
  rules: 'brandubh',
  layout: null,
  position: null,
  moves: ['d7-e7', 'c4-c2', 'f4-f7', 'c2-c6', 'd6-f6', 'zz-zz'],
  cursor: null,
});

/** Identifiers a reader must never see: hyphenated reading ids, rule keys in camel case, hyphenated rule values. */
export const IDENTIFIERS = new RegExp(
  `\\b(${[
    ...PRESET_IDS.filter((id) => id.includes('-')),
    ...RULE_KEYS.filter((k) => /[A-Z]/.test(k)),
    ...RULE_KEYS.flatMap((k) => (RULE_VALUES[k] as readonly string[]).filter((v) => v.includes('-') && valueName(k, v) !== v)),
  ].join('|')})\\b`,
);
