/**
 * The puzzle kinds in words, for the index on the page and the island's heading. The puzzles
 * themselves, and what each kind asks, are in src/learn.
 */
import type { PuzzleKind } from '../../learn/types';

export const KIND_LABEL: { readonly [K in PuzzleKind]: string } = {
  'capture-in-one': 'Capture in one',
  'escape-in-one': 'Escape in one',
  'escape-in-two': 'Escape in two',
  'stop-the-escape': 'Stop the escape',
  'capture-the-king': 'Capture the king',
  'two-readings': 'Two readings',
};

export const KIND_SUMMARY: { readonly [K in PuzzleKind]: string } = {
  'capture-in-one': 'Take the named pieces with one move.',
  'escape-in-one': 'Win for the king’s side with one move.',
  'escape-in-two': 'Win for the king’s side in two moves, whatever the attackers answer.',
  'stop-the-escape': 'Play the attackers’ move after which the king’s side cannot win at once.',
  'capture-the-king': 'Capture the king with one move.',
  'two-readings': 'Find the move, then predict what it does under another reading.',
};
