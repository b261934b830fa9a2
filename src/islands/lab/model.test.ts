/**
 * The lab's model without a DOM: settings kept as typed with one sentence per bad field, the
 * engine's sentence for a refused rule combination, the run plan (game i plays seed + i), the run's
 * life (games counted, stop keeps them, messages of an old run ignored), and what the page shows.
 */
import { describe, expect, it } from 'vitest';
import type { BalanceFile } from '../../ai/selfplay/balance';
import { AI_VERSION } from '../../ai/selfplay/balance';
import type { GameSummary } from '../../ai/selfplay/selfplay';
import { tallyOf } from '../../ai/selfplay/stats';
import { getPreset, resolveRules } from '../../engine';
import {
  announcement,
  initialLabState,
  lengthView,
  numberProblem,
  outcomeRows,
  parseNumber,
  planRun,
  planSummary,
  progressText,
  reasonRows,
  reduce,
  rulesOf,
  runVerdict,
  rulesProblem,
  statusText,
  type LabAction,
  type LabState,
  type RunPlan,
} from './model';
import { commandLine, shippedFor, shippedResults } from './shipped';

const game = (seed: number, winner: GameSummary['winner'], reason: GameSummary['reason'], plies: number): GameSummary => ({
  seed,
  winner,
  reason,
  plies,
  nodes: 100,
});

const apply = (s: LabState, ...actions: LabAction[]): LabState => actions.reduce(reduce, s);

function planned(s: LabState): RunPlan {
  const p = planRun(s.settings);
  if (!p.ok) throw new Error(p.error.join(' '));
  return p.value;
}

describe('settings', () => {
  it('start with Brandubh, the lab level, 40 games from seed 1, at most 400 plies', () => {
    const s = initialLabState();
    expect(s.settings).toEqual({ presetId: 'brandubh', patch: {}, layout: null, level: 'club', games: '40', seed: '1', maxPlies: '400' });
    expect(initialLabState('no-such-reading').settings.presetId).toBe('brandubh');
    expect(initialLabState('tablut').settings.presetId).toBe('tablut');
  });

  it("take the board's move limit, as npm run balance does (800 on 19×19), unless the reader typed one", () => {
    expect(initialLabState('alea-cyningstan').settings.maxPlies).toBe('800');
    const alea = apply(initialLabState(), { type: 'choosePreset', presetId: 'alea-walker-2014' });
    expect(alea.settings.maxPlies).toBe('800');
    expect(planned(alea).job.maxPlies).toBe(800);
    expect(apply(alea, { type: 'choosePreset', presetId: 'copenhagen' }).settings.maxPlies).toBe('400');
    // A limit the reader typed stays over a change of board, and so does one that is not a number yet.
    for (const typed of ['250', '4x'])
      expect(
        apply(initialLabState(), { type: 'setNumber', field: 'maxPlies', text: typed }, { type: 'choosePreset', presetId: 'alea-murray' })
          .settings.maxPlies,
      ).toBe(typed);
    // On an 11×11 layout the limit is 400 again.
    const small = apply(alea, { type: 'load', settings: { ...alea.settings, presetId: 'alea-murray', layout: 'hnefatafl-11' } });
    expect(small.settings.maxPlies).toBe('400');
  });

  it('take 800 plies where the edge shields the king (the Viking reading), and 400 again when a change lets the edge count', () => {
    const viking = apply(initialLabState(), { type: 'choosePreset', presetId: 'viking' });
    expect(viking.settings.maxPlies).toBe('800');
    expect(planned(viking).job.maxPlies).toBe(800);
    const edge = apply(viking, { type: 'setRule', key: 'kingSideEdge', value: 'yes' });
    expect(edge.settings.maxPlies).toBe('400');
    expect(apply(edge, { type: 'resetRules' }).settings.maxPlies).toBe('800');
    // Walker's reading with the king taken on four sides, the edge not counting: 800, as on any 19×19 board.
    expect(apply(initialLabState('alea-walker-2014'), { type: 'setRule', key: 'kingCapture', value: 'four-sided' }).settings.maxPlies).toBe(
      '800',
    );
  });

  it.each([
    ['games', '2', 2],
    ['games', ' 1000 ', 1000],
    ['games', '1', null],
    ['games', '1001', null],
    ['games', '4.5', null],
    ['games', '-3', null],
    ['games', 'ten', null],
    ['games', '', null],
    ['seed', '0', 0],
    ['seed', '999999999', 999999999],
    ['seed', '1000000000', null],
    ['maxPlies', '10', 10],
    ['maxPlies', '9', null],
  ] as const)('parses %s "%s" as %s', (field, text, expected) => {
    expect(parseNumber(field, text)).toBe(expected);
  });

  it('keeps a bad number as typed and gives it one sentence; Run is refused with it', () => {
    const s = apply(initialLabState(), { type: 'setNumber', field: 'games', text: 'lots' });
    expect(s.settings.games).toBe('lots');
    expect(numberProblem(s.settings, 'games')).toBe('The number of games must be a whole number from 2 to 1000.');
    expect(planRun(s.settings)).toEqual({ ok: false, error: ['The number of games must be a whole number from 2 to 1000.'] });
  });

  it('a rule change is a patch against the reading; setting the reading’s value removes it', () => {
    let s = apply(initialLabState(), { type: 'setRule', key: 'firstMover', value: 'defenders' });
    expect(s.settings.patch).toEqual({ firstMover: 'defenders' });
    expect(rulesOf(s.settings).firstMover).toBe('defenders');
    s = apply(s, { type: 'setRule', key: 'firstMover', value: 'attackers' });
    expect(s.settings.patch).toEqual({});
    s = apply(s, { type: 'setRule', key: 'firstMover', value: 'nobody' });
    expect(s.settings.patch).toEqual({});
    s = apply(s, { type: 'setRule', key: 'shieldwall', value: 'yes' }, { type: 'resetRules' });
    expect(s.settings.patch).toEqual({});
  });

  it('choosing a reading drops the rule changes; unknown readings and levels change nothing', () => {
    const s0 = apply(initialLabState(), { type: 'setRule', key: 'shieldwall', value: 'yes' });
    const s = apply(s0, { type: 'choosePreset', presetId: 'tablut' });
    expect(s.settings).toMatchObject({ presetId: 'tablut', patch: {} });
    expect(apply(s, { type: 'choosePreset', presetId: 'nope' })).toBe(s);
    expect(apply(s, { type: 'setLevel', level: 'grandmaster' })).toBe(s);
    expect(apply(s, { type: 'setLevel', level: 'beginner' }).settings.level).toBe('beginner');
  });

  it('an invalid rule combination shows the engine’s sentence and refuses to plan a run', () => {
    // Brandubh escapes to the corners; without corner squares there is nowhere to escape to.
    const s = apply(initialLabState(), { type: 'setRule', key: 'cornerShape', value: 'none' });
    const sentence = 'The king cannot escape to a corner when there are no corner squares: choose a corner shape or edge escape.';
    expect(rulesProblem(s.settings)).toBe(sentence);
    expect(planRun(s.settings)).toEqual({ ok: false, error: [sentence] });
    expect(rulesProblem(initialLabState().settings)).toBeNull();
  });
});

describe('the run plan', () => {
  it('plays the reading’s own layout; game i uses seed + i', () => {
    const s = apply(
      initialLabState(),
      { type: 'setNumber', field: 'games', text: '5' },
      { type: 'setNumber', field: 'seed', text: '100' },
      { type: 'setNumber', field: 'maxPlies', text: '250' },
      { type: 'setLevel', level: 'beginner' },
      { type: 'setRule', key: 'firstMover', value: 'defenders' },
    );
    const plan = planned(s);
    expect(plan.seeds).toEqual([100, 101, 102, 103, 104]);
    expect(plan).toMatchObject({
      presetId: 'brandubh',
      total: 5,
      seed: 100,
      maxPlies: 250,
      level: 'beginner',
      patch: { firstMover: 'defenders' },
    });
    expect(plan.job.level).toBe('beginner');
    expect(plan.job.maxPlies).toBe(250);
    expect(plan.job.spec.rules.firstMover).toBe('defenders');
    // Brandubh's 7×7 cross: 8 attackers, 4 defenders and the king; the defenders move first here.
    expect(plan.job.spec.start).toBe('3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d');
    expect(plan.job.spec.moves).toEqual([]);
    expect(planSummary(plan)).toBe('Brandubh with 1 rule changed, Beginner level, seeds 100 to 104, at most 250 moves a game.');
  });
});

describe('a run', () => {
  const started = (total = 4): LabState => {
    const s = apply(initialLabState(), { type: 'setNumber', field: 'games', text: String(total) });
    return apply(s, { type: 'start', id: 7, plan: planned(s) });
  };

  it('counts each game as it arrives and ends on done', () => {
    let s = started(4);
    expect(progressText(s.run!)).toBe('0 of 4 games');
    s = apply(
      s,
      { type: 'game', id: 7, game: game(1, 'attackers', 'king-captured', 30) },
      { type: 'game', id: 7, game: game(2, 'defenders', 'escape', 12) },
    );
    expect(progressText(s.run!)).toBe('2 of 4 games');
    expect(statusText(s.run!)).toBe('Playing: 2 of 4 games finished.');
    s = apply(
      s,
      { type: 'game', id: 7, game: game(3, null, 'move-limit', 400) },
      { type: 'game', id: 7, game: game(4, 'defenders', 'escape', 20) },
      { type: 'done', id: 7 },
    );
    expect(s.run!.status).toBe('done');
    expect(s.run!.tally).toMatchObject({ games: 4, attackers: 1, defenders: 2, draws: 1, lengths: [30, 12, 400, 20] });
    expect(statusText(s.run!)).toBe('Finished: all 4 games played.');
    expect(announcement(s.run)).toBe(
      'Finished all 4 games. The defenders won 2 of 4 games; with this few games their true share could be anywhere from 15 % to 85 %. One game was stopped at the move limit of 400 moves and counts as a draw. That is too few games to tell whether either side is favoured.',
    );
  });

  it('the verdict speaks of the games so far while the run goes on, and judges only at the end', () => {
    let s = started(20);
    expect(runVerdict(s.run!)).toBe('No game has finished yet.');
    for (let i = 0; i < 5; i++) s = apply(s, { type: 'game', id: 7, game: game(i + 1, 'defenders', 'escape', 10) });
    expect(runVerdict(s.run!)).toBe('The defenders won all 5 games played so far; even so, their true share could be as low as 57 %.');
    s = apply(s, { type: 'stop', id: 7 });
    expect(runVerdict(s.run!)).toMatch(/^The defenders won all 5 games; .* That is more than chance/);
  });

  it('Stop keeps the games finished so far; later messages change nothing', () => {
    let s = started(40);
    for (let i = 0; i < 23; i++) s = apply(s, { type: 'game', id: 7, game: game(i + 1, 'defenders', 'escape', 10 + i) });
    s = apply(s, { type: 'stop', id: 7 });
    expect(s.run!.status).toBe('stopped');
    expect(statusText(s.run!)).toBe('Stopped after 23 of 40 games.');
    const after = apply(s, { type: 'game', id: 7, game: game(99, 'attackers', 'king-captured', 5) }, { type: 'done', id: 7 });
    expect(after).toBe(s);
  });

  it('ignores messages for another run, and games beyond the total', () => {
    let s = started(2);
    expect(apply(s, { type: 'game', id: 6, game: game(1, 'attackers', 'king-captured', 9) })).toBe(s);
    s = apply(s, ...[1, 2, 3].map((seed) => ({ type: 'game', id: 7, game: game(seed, 'attackers', 'king-captured', 9) }) as const));
    expect(s.run!.tally.games).toBe(2);
  });

  it('an error ends the run with its sentence and keeps the games', () => {
    let s = started(10);
    s = apply(
      s,
      { type: 'game', id: 7, game: game(1, 'attackers', 'king-captured', 9) },
      { type: 'fail', id: 7, message: 'A self-play worker crashed twice on game seed 2; the run was stopped.' },
    );
    expect(s.run!).toMatchObject({ status: 'failed', error: 'A self-play worker crashed twice on game seed 2; the run was stopped.' });
    expect(s.run!.tally.games).toBe(1);
    expect(announcement(s.run)).toBe('A self-play worker crashed twice on game seed 2; the run was stopped.');
  });

  it('announces at the start, every tenth game and the end only', () => {
    let s = started(25);
    const heard = new Set<string>([announcement(s.run)]);
    for (let i = 0; i < 25; i++) {
      s = apply(s, { type: 'game', id: 7, game: game(i, 'defenders', 'escape', 10) });
      heard.add(announcement(s.run));
    }
    s = apply(s, { type: 'done', id: 7 });
    heard.add(announcement(s.run));
    expect([...heard]).toEqual([
      'Playing 25 games.',
      '10 of 25 games played.',
      '20 of 25 games played.',
      'Finished all 25 games. The defenders won all 25 games; even so, their true share could be as low as 87 %. That is more than chance: with the AI playing both sides, these rules favour the defenders.',
    ]);
    expect(announcement(null)).toBe('');
  });

  it('Run again starts from nothing', () => {
    let s = started(3);
    s = apply(s, { type: 'game', id: 7, game: game(1, 'attackers', 'king-captured', 9) }, { type: 'stop', id: 7 });
    s = apply(s, { type: 'start', id: 8, plan: s.run!.plan });
    expect(s.run).toMatchObject({ id: 8, status: 'running', error: null });
    expect(s.run!.tally.games).toBe(0);
  });
});

describe('derived results', () => {
  const t = tallyOf([
    game(1, 'attackers', 'king-captured', 30),
    game(2, 'defenders', 'escape', 12),
    game(3, 'defenders', 'escape', 45),
    game(4, null, 'repetition', 61),
  ]);

  it('rows of outcomes with Wilson intervals', () => {
    const rows = outcomeRows(t);
    expect(rows.map((r) => [r.label, r.count])).toEqual([
      ['Attackers win', 1],
      ['Defenders win', 2],
      ['Draws', 1],
    ]);
    expect(rows[1]!.interval.p).toBe(0.5);
    expect(rows[1]!.interval.lo).toBeCloseTo(0.15, 2);
    expect(rows[1]!.interval.hi).toBeCloseTo(0.85, 2);
  });

  it('every end reason the rules allow, in order, with its count', () => {
    const copenhagen = resolveRules(getPreset('copenhagen')!);
    expect(reasonRows(t.reasons, copenhagen).map((r) => `${r.label}: ${r.count}`)).toEqual([
      'The king escaped: 2',
      'Edge fort: 0',
      'King captured: 1',
      'Defenders encircled: 0',
      'No legal moves: 0',
      'Repetition: 1',
      'Move limit reached (a draw): 0',
    ]);
  });

  it('no edge fort, encirclement or repetition where the rules have none', () => {
    const plain = { ...resolveRules(getPreset('brandubh')!), edgeForts: 'no', encirclement: 'no', repetition: 'ignored' } as const;
    const none = tallyOf([game(1, 'attackers', 'king-captured', 30)]);
    expect(reasonRows(none.reasons, plain).map((r) => r.reason)).toEqual(['escape', 'king-captured', 'no-moves', 'move-limit']);
    // An ending that happened is listed even if the rules were thought to rule it out.
    expect(reasonRows(t.reasons, plain).map((r) => r.reason)).toContain('repetition');
  });

  it('game lengths: bins and a summary sentence', () => {
    expect(lengthView([])).toBeNull();
    const v = lengthView(t.lengths)!;
    expect(v.label).toBe('Game lengths of 4 games: shortest 12 moves, median 37.5, longest 61.');
    expect(v.bins.reduce((n, b) => n + b.count, 0)).toBe(4);
    expect(lengthView([8])!.label).toBe('Game lengths of 1 game: shortest 8 moves, median 8, longest 8.');
  });
});

describe('shipped results', () => {
  const brandubh = getPreset('brandubh')!;
  const file = (over: Partial<BalanceFile> = {}): BalanceFile => ({
    format: 1,
    aiVersion: AI_VERSION,
    command: 'balance -- --preset brandubh --games 400',
    preset: 'brandubh',
    rulesText: 'brandubh',
    rules: resolveRules(brandubh),
    layout: brandubh.layout.value,
    level: 'club',
    ai: { nodes: 6000, choice: { margin: 20, temperature: 8 }, overlook: 0 },
    seed: 1,
    maxPlies: 400,
    tally: tallyOf([game(1, 'attackers', 'king-captured', 30), game(2, 'defenders', 'escape', 12), game(3, 'defenders', 'escape', 20)]),
    finished: '2025-01-01T00:00:00Z',
    seconds: 60,
    threads: 2,
    ...over,
  });

  it('become plain rows in the readings’ order, without the game lengths', () => {
    const walker = getPreset('alea-walker-2014')!;
    const rows = shippedResults([
      file(),
      file({ preset: walker.id, rulesText: walker.id, rules: resolveRules(walker), layout: walker.layout.value, aiVersion: 2 }),
    ]);
    expect(rows.map((r) => r.preset)).toEqual(['alea-walker-2014', 'brandubh']);
    const b = rows[1]!;
    expect(b).toMatchObject({
      presetName: 'Brandubh',
      levelLabel: 'Club',
      medianPlies: 20,
      command: 'npm run balance -- --preset brandubh --games 400',
      currentAi: true,
    });
    expect(b.tally).toEqual({ games: 3, attackers: 1, defenders: 2, draws: 0, reasons: expect.any(Object) });
    // Version 3 changed how the AI plays Walker's rules, not Brandubh's.
    expect(rows[0]!.currentAi).toBe(false);
    expect(JSON.parse(JSON.stringify(rows))).toEqual(rows);
  });

  it('the command line is shown as typed', () => {
    expect(commandLine('balance -- --preset tablut')).toBe('npm run balance -- --preset tablut');
    expect(commandLine('npm run balance -- --preset tablut')).toBe('npm run balance -- --preset tablut');
  });

  it('match the reader’s reading only with untouched rules', () => {
    const rows = shippedResults([file()]);
    expect(shippedFor(rows, 'brandubh', resolveRules(brandubh))?.preset).toBe('brandubh');
    expect(shippedFor(rows, 'brandubh', resolveRules(brandubh, { firstMover: 'defenders' }))).toBeUndefined();
    expect(shippedFor(rows, 'tablut', resolveRules(getPreset('tablut')!))).toBeUndefined();
  });
});
