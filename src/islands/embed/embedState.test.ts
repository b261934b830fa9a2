/**
 * What an embedded board shows for its frame's query: the same game as /play's link (read by /play's
 * parser), a puzzle by id, and for a broken or tampered link everything that could be read plus one
 * sentence about the rest. Never throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPreset, resolveRules, notation } from '../../engine';
import { PUZZLES } from '../../learn/puzzles';
import { plainMoveTexts } from '../play/game-line';
import { DEFAULT_PRESET, initialState, reduce, rulesOf, shown, type PlayState } from '../play/model';
import { decodeState, encodeState } from '../play/urlState';
import { essence, mv, run } from '../play/play.test-support';
import { changedLabel, frameTitle, plyWords, readEmbed, readingLabel, siteLink } from './embedState';
import { puzzleRefs } from './puzzles';

const REFS = puzzleRefs(PUZZLES);
const DEFAULT_NAME = getPreset(DEFAULT_PRESET)!.name;

// Brandubh, attackers to move: d1-c1 captures the defender on b1 against the corner a1.
const CAPTURE = 'r=brandubh&p=7/7/7/3k2a/7/1a5/1d1a3+a';

describe('readEmbed: the same state as a /play link', () => {
  const games: [string, PlayState][] = [
    ['the default game', initialState()],
    ['Brandubh after two moves', run(initialState(), { type: 'choosePreset', presetId: 'brandubh' }, mv('d2-c2'), mv('d3-c3'))],
    [
      'Copenhagen with a changed rule, three moves, shown at the first',
      run(
        initialState(),
        { type: 'choosePreset', presetId: 'copenhagen' },
        { type: 'setRule', key: 'movement', value: 'one-step' },
        mv('d1-d2'),
        mv('f4-e4'),
        mv('h1-h2'),
        { type: 'step', to: 'first' },
      ),
    ],
  ];
  for (const [name, s] of games) {
    it(`${name}: the frame's game is the link's game, with no problem`, () => {
      const query = encodeState(s);
      const game = readEmbed(`?${query}`, REFS);
      expect(game.problem).toBeNull();
      expect(game.puzzle).toBeNull();
      expect(essence(game.state)).toEqual(essence(s));
      expect(essence(game.state)).toEqual(essence(decodeState(query)!.state));
      // The site link opens the same state on /play.
      expect(siteLink(game)).toEqual({ href: `/play/?${query}`, text: 'Open on the site' });
    });
  }

  it('a position and a move: the capture is on the board, and the site link follows the game', () => {
    const game = readEmbed(CAPTURE, REFS);
    expect(game.problem).toBeNull();
    expect(shown(game.state).turn).toBe('attackers');
    const after = reduce(game.state, mv('d1-c1'));
    expect(after.line.captures[0]).toHaveLength(1);
    expect(siteLink({ ...game, state: after }).href).toBe(`/play/?${CAPTURE}&m=d1-c1`);
  });
});

describe('readEmbed: puzzles', () => {
  it('every puzzle opens at its start, under its reading and changes, with no problem', () => {
    for (const p of PUZZLES) {
      const game = readEmbed(`?puzzle=${encodeURIComponent(p.id)}`, REFS);
      expect(game.problem, p.id).toBeNull();
      expect(game.puzzle?.id).toBe(p.id);
      expect(game.state.presetId).toBe(p.preset);
      const rules = resolveRules(getPreset(p.preset)!, p.patch);
      expect(rulesOf(game.state)).toEqual(rules);
      const start = notation.parsePosition(p.position, rules);
      expect(start.ok).toBe(true);
      if (start.ok) expect(notation.makePosition(game.state.start)).toBe(notation.makePosition(start.value));
      expect(game.state.line.moves).toHaveLength(0);
      expect(siteLink(game)).toEqual({ href: `/learn/puzzles/#${p.id}`, text: 'Check your answer on the site' });
    }
  });

  it('a puzzle with moves after its start plays them', () => {
    const game = readEmbed('?puzzle=brandubh-corner-anvil&m=c3-c1', REFS);
    expect(game.problem).toBeNull();
    expect(plainMoveTexts(game.state.line)).toEqual(['c3-c1']);
    expect(game.state.line.captures[0]).toHaveLength(1);
  });

  it('an unknown puzzle: a new game of the default reading and one sentence', () => {
    const game = readEmbed('?puzzle=no-such-puzzle', REFS);
    expect(game.puzzle).toBeNull();
    expect(game.state.presetId).toBe(DEFAULT_PRESET);
    expect(game.problem).toBe(
      `The link names a puzzle "no-such-puzzle" that this site does not know, so a new game of ${DEFAULT_NAME} is shown.`,
    );
    expect(game.state.message).toBe(game.problem);
  });

  it('an unknown puzzle next to a game: the game is shown, and the sentence says so', () => {
    const game = readEmbed(`?puzzle=gone&${CAPTURE}`, REFS);
    expect(game.state.presetId).toBe('brandubh');
    expect(notation.makePosition(game.state.start)).toBe('7/7/7/3k2a/7/1a5/1d1a3 a');
    expect(game.problem).toBe('The link names a puzzle "gone" that this site does not know, so the game in the rest of the link is shown.');
  });

  it('an empty puzzle id says it names none', () => {
    expect(readEmbed('?puzzle=', REFS).problem).toBe(`The link names no puzzle, so a new game of ${DEFAULT_NAME} is shown.`);
  });
});

describe('readEmbed: broken and tampered links', () => {
  it('no game at all: the default reading, and the sentence says why', () => {
    for (const q of ['', '?', '?c=3', '?utm_source=moodle']) {
      const game = readEmbed(q, REFS);
      expect(game.state.presetId).toBe(DEFAULT_PRESET);
      expect(game.problem).toBe(`The link does not say which game to show, so a new game of ${DEFAULT_NAME} is shown.`);
    }
  });

  it("an unknown reading: /play's sentence, and the rest of the link is still read", () => {
    const game = readEmbed('?r=nonsense&m=a1-a2', REFS);
    expect(game.state.presetId).toBe(DEFAULT_PRESET);
    expect(game.problem).toBe(`The link names a reading "nonsense" that this site does not know, so ${DEFAULT_NAME} is used.`);
  });

  it('an illegal move stops the game before it, keeping the moves before', () => {
    const game = readEmbed('?r=brandubh&m=d2-c2.a1-a2.d3-c3', REFS);
    expect(plainMoveTexts(game.state.line)).toEqual(['d2-c2']);
    expect(game.problem).toBe(
      'Move 2 (a1-a2) in the link cannot be played here, so it and the move after it were left out; the move before it is kept.',
    );
  });

  it('a broken position keeps the reading and says so', () => {
    const game = readEmbed('?r=tablut&p=zz', REFS);
    expect(game.state.presetId).toBe('tablut');
    expect(game.problem).toMatch(/^The link's position cannot be used, so the starting layout is used: .+\.$/);
  });

  it('never throws, and always gives a game, for any query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom('', 'puzzle=', 'r=brandubh&', 'p=', 'm='), (text, prefix) => {
        const game = readEmbed(`?${prefix}${text}`, REFS);
        expect(game.state.line.positions.length).toBeGreaterThan(0);
        expect(game.problem === null || /\.$/.test(game.problem)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the caption and the title', () => {
  it('names the reading and counts the changed rules', () => {
    const plain = readEmbed('?r=brandubh', REFS).state;
    expect(readingLabel(plain)).toBe('Brandubh');
    expect(changedLabel(plain)).toBeNull();
    expect(changedLabel(readEmbed('?r=brandubh;movement=one-step', REFS).state)).toBe('1 rule changed');
    expect(changedLabel(readEmbed('?r=brandubh;movement=one-step;firstMover=defenders', REFS).state)).toBe('2 rules changed');
  });

  it('custom rules are named so, with no count', () => {
    const rules = notation.makeRules(resolveRules(getPreset('brandubh')!), null);
    expect(rules).toMatch(/^custom;/);
    const game = readEmbed(`?r=${encodeURIComponent(rules)}`, REFS);
    expect(game.problem).toBeNull();
    const custom = game.state;
    expect(custom.presetId).toBeNull();
    expect(readingLabel(custom)).toBe('Custom rules');
    expect(changedLabel(custom)).toBeNull();
  });

  it('titles the frame by what it shows', () => {
    expect(frameTitle(readEmbed('?r=brandubh;movement=one-step&m=d2-c2', REFS))).toBe('Brandubh, 1 rule changed, after 1 move');
    expect(frameTitle(readEmbed('?puzzle=brandubh-corner-anvil', REFS))).toBe('Puzzle: The corner takes a side (Brandubh)');
    expect(plyWords(0)).toBe('the start');
    expect(plyWords(3)).toBe('after 3 moves');
  });
});
