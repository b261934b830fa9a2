/**
 * The game in the URL: state → query → state keeps the rules, layout, start and moves; a broken or
 * tampered link keeps what it can read and says what it could not in one sentence per problem.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPreset } from '../../engine';
import { plainMoveTexts } from './game-line';
import { DEFAULT_PRESET, initialState, type PlayState } from './model';
import { decodeState, encodeState, hasGame } from './urlState';
import { essence, mv, run } from './play.test-support';

const preset = (id: string) => run(initialState(), { type: 'choosePreset', presetId: id });
const DEFAULT_NAME = getPreset(DEFAULT_PRESET)!.name;

const decode = (query: string) => {
  const d = decodeState(query);
  if (!d) throw new Error('no game in the query');
  return d;
};

// Copenhagen on the 11×11 layout, attackers first: d1-d3, then the defender f4-c4, then h1-h3.
const GAMES: [string, () => PlayState][] = [
  ['the default game', () => initialState()],
  [
    "Murray's reading with two changed rules, the other layout and moves",
    () =>
      run(
        preset('alea-murray'),
        { type: 'setRule', key: 'cornerShape', value: 'single' },
        { type: 'setRule', key: 'kingGoal', value: 'corner' },
        { type: 'chooseLayout', layoutId: 'alea-walker' },
        mv('d12-d14'),
      ),
  ],
  [
    'Copenhagen moves shown at an earlier ply',
    () => run(preset('copenhagen'), mv('d1-d3'), mv('f4-c4'), mv('h1-h3'), { type: 'step', to: 'back' }),
  ],
  [
    'an edited start with the defenders to move',
    () => run(preset('brandubh'), { type: 'setText', text: '7/3a3/7/3k3/7/7/7 d' }, { type: 'importPosition' }, mv('d4-g4')),
  ],
  [
    'custom rules from an OpenTafl record',
    () =>
      run(
        initialState(),
        { type: 'setText', text: '[rules:dim:7 ks:w esc:e start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d2-e2\n' },
        { type: 'importRecord' },
      ),
  ],
];

describe('state → URL → state', () => {
  it.each(GAMES)('gives back %s', (_name, make) => {
    const s = make();
    expect(s.messageKind === 'error' ? s.message : null).toBeNull();
    const { state, problems } = decode(`?${encodeState(s)}`);
    expect(problems).toEqual([]);
    expect(essence(state)).toEqual(essence(s));
    expect(state.message).toBeNull();
  });

  it('covers custom rules with no reading', () => {
    expect(GAMES[4]![1]().presetId).toBeNull();
  });

  it('writes a readable query', () => {
    const s = run(
      preset('alea-murray'),
      { type: 'setRule', key: 'firstMover', value: 'defenders' },
      { type: 'chooseLayout', layoutId: 'alea-walker' },
      mv('k12-n12'),
    );
    expect(encodeState(s)).toBe('r=alea-murray;firstMover=defenders&l=alea-walker&m=k12-n12');
    const edited = GAMES[3]![1]();
    expect(encodeState(edited)).toBe('r=brandubh&p=7/3a3/7/3k3/7/7/7+d&m=d4-g4');
    expect(encodeState(GAMES[2]![1]())).toBe('r=copenhagen&m=d1-d3.f4-c4.h1-h3&c=2');
  });

  it('reads moves joined by ~ too', () => {
    expect(plainMoveTexts(decode('?r=copenhagen&m=d1-d3~f4-c4').state.line)).toEqual(['d1-d3', 'f4-c4']);
  });

  it('finds no game in a query without one', () => {
    expect(hasGame('')).toBe(false);
    expect(decodeState('?utm_source=x')).toBeNull();
    expect(hasGame('?m=d1-d3')).toBe(true);
  });
});

describe('a broken or tampered link', () => {
  it.each([
    [
      'an unknown reading: the default reading, with the rule changes it can apply',
      '?r=nope;firstMover=defenders',
      { presetId: DEFAULT_PRESET, patch: { firstMover: 'defenders' }, moves: [] },
      `The link names a reading "nope" that this site does not know, so ${DEFAULT_NAME} is used.`,
    ],
    [
      'an unknown rule key: left out, the rest kept',
      '?r=copenhagen;fooBar=1;firstMover=defenders',
      { presetId: 'copenhagen', patch: { firstMover: 'defenders' }, moves: [] },
      'The link sets a rule "fooBar" that this site does not know, so it was left out.',
    ],
    [
      'a value a rule cannot take',
      '?r=copenhagen;kingGoal=moon&m=d1-d3',
      { presetId: 'copenhagen', patch: {}, moves: ['d1-d3'] },
      'The link gives "The king\'s goal" a value "moon" it cannot take, so that change was left out.',
    ],
    [
      'a change that does not fit with the others',
      '?r=alea-murray;kingGoal=corner;firstMover=defenders',
      { presetId: 'alea-murray', patch: { firstMover: 'defenders' }, moves: [] },
      'The link\'s change to "The king\'s goal" does not fit with the other rules, so it was left out.',
    ],
    [
      "an unknown layout: the reading's own",
      '?r=alea-murray&l=nope&m=k12-n12',
      { presetId: 'alea-murray', layoutId: 'alea-murray', moves: [] },
      'The link names a layout "nope" that this site does not know, so the reading\'s own layout is used.',
    ],
    [
      'an invalid position: the layout, and the moves that are legal from it',
      '?r=copenhagen&p=3a3/7/7/7/7/7/7&m=d1-d3',
      { presetId: 'copenhagen', layoutId: 'hnefatafl-11', moves: ['d1-d3'] },
      "The link's position cannot be used, so the starting layout is used: the setup has no king.",
    ],
    [
      'a position with a defender on the throne',
      '?r=brandubh&p=7/7/7/3d3/7/1k5/2a4',
      { presetId: 'brandubh', layoutId: 'brandubh-7', moves: [] },
      "The link's position cannot be used, so the starting layout is used: a defender may not stand on d4 under these rules (only the king may).",
    ],
    [
      'an illegal move: the moves before it',
      '?r=copenhagen&m=d1-d3.f4-c4.d5-d9.h1-h3',
      { presetId: 'copenhagen', moves: ['d1-d3', 'f4-c4'] },
      'Move 3 (d5-d9) in the link cannot be played here, so it and the move after it were left out; the 2 moves before it are kept.',
    ],
    [
      'a move that is not a move',
      '?r=copenhagen&m=d1-d3.<b>x</b>',
      { moves: ['d1-d3'] },
      'Move 2 (<b>x</b>) in the link cannot be played here, so it was left out; the move before it is kept.',
    ],
    [
      'a ply that is not in the game',
      '?r=copenhagen&m=d1-d3&c=7',
      { moves: ['d1-d3'], cursor: 1 },
      'The link shows move "7", which is not in the game, so the last move is shown.',
    ],
    [
      'a rule given twice: the last value is used, and the page says which',
      '?r=copenhagen;firstMover=attackers;firstMover=defenders',
      { presetId: 'copenhagen', patch: { firstMover: 'defenders' }, moves: [] },
      'The link sets "First to move" twice, to the attackers and then the defenders; the last, the defenders, is used.',
    ],
    [
      'a layout and a position both: the game starts from the position, and the page says so',
      '?r=brandubh&l=brandubh-7&p=7/3a3/7/3k3/7/7/7+d',
      { presetId: 'brandubh', layoutId: null, moves: [] },
      'The link gives both a layout and a position; the game starts from the position, not the layout.',
    ],
    [
      'no reading at all',
      '?m=d1-d3',
      { presetId: DEFAULT_PRESET, moves: [] },
      `The link does not name a reading, so ${DEFAULT_NAME} is used.`,
    ],
  ] as const)('%s', (_name, query, expected, first) => {
    const { state, problems } = decode(query);
    expect(problems[0]).toBe(first);
    expect(state.message).toBe(first);
    expect(state.messageKind).toBe('error');
    const e = { ...essence(state), patch: state.patch, presetId: state.presetId, layoutId: state.layoutId };
    expect(e).toMatchObject(expected);
  });

  it('shows the first of several problems, each one sentence', () => {
    const { state, problems } = decode('?r=nope;fooBar=1;kingGoal=moon&l=zz&m=a1-a2');
    expect(problems).toHaveLength(5); // reading, rule, value, layout, move 1
    expect(state.message).toBe(problems[0]);
    for (const p of problems) expect(p).toMatch(/^[A-Z][\s\S]*[^.]\.$/);
  });

  it('keeps the order-dependent changes that fit together', () => {
    const { state, problems } = decode('?r=alea-murray;kingGoal=corner;cornerShape=single');
    expect(problems).toEqual([]);
    expect(state.patch).toEqual({ kingGoal: 'corner', cornerShape: 'single' });
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (r, l, p, m) => {
        for (const q of [`?r=${r}&l=${l}&p=${p}&m=${m}`, `?${r}`, `?r=copenhagen;${r}&m=d1-d3.${m}`]) {
          const d = decodeState(q);
          if (d) expect(typeof d.state.presetId === 'string' || d.state.presetId === null).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the opponent in the link', () => {
  it('keeps the AI’s side and level, so a teacher can link "Brandubh against the beginner AI"', () => {
    const s = run(initialState('brandubh'), { type: 'setOpponent', opponent: 'defenders' }, { type: 'setLevel', level: 'beginner' });
    expect(encodeState(s)).toBe('r=brandubh&ai=defenders&lv=beginner');
    const { state, problems } = decode('?r=brandubh&ai=defenders&lv=beginner');
    expect(problems).toEqual([]);
    expect(state.opponent).toBe('defenders');
    expect(state.level).toBe('beginner');
    expect(encodeState(initialState('brandubh'))).toBe('r=brandubh');
  });

  it('a side or a level that does not exist is one sentence each, and two people play at the default level', () => {
    const { state, problems } = decode('?r=brandubh&ai=robots&lv=grandmaster');
    expect(state.opponent).toBe('person');
    expect(state.level).toBe('club');
    expect(problems).toEqual([
      'The link gives the AI a side "robots" that does not exist, so both sides are played here.',
      'The link asks for an AI level "grandmaster" that does not exist, so the club level is used.',
    ]);
  });
});
