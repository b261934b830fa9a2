import { describe, expect, it } from 'vitest';
import { makeOtnPlacement, makeOtnRules, parseOtnRules } from './index';
import { validateRuleSet } from '../rules/compile';
import { RULE_META } from '../rules/meta';
import { PRESETS, getPreset, resolveRules } from '../rules/presets';
import { RULE_KEYS, RULE_VALUES, diffRules, type RuleKey, type RulePatch, type RuleSet } from '../rules/ruleset';
import {
  value,
  errorOf,
  placementOfLayout,
  presetRules,
  BRANDUB_SPEC,
  FETLAR_PUZZLE_START,
  OPENTAFL_COPENHAGEN_RULES,
} from './otn.test-support';
import { otnProblems } from './rules-write';

const UNSUPPORTED_PRESETS: Readonly<Record<string, readonly RuleKey[]>> = {
  'alea-walker-2014': ['noMoves'],
  'alea-nielsen-2015': ['cornerShape', 'evangelists'],
  'ard-ri': ['movement', 'cornerShape'],
  copenhagen: ['repetition'],
  viking: ['throneHostileKing', 'noMoves'],
};

describe('OTN rules: presets', () => {
  const expressible = PRESETS.filter((p) => !(p.id in UNSUPPORTED_PRESETS)).map((p) => p.id);

  it('covers every preset in one table or the other', () => {
    expect(expressible.length + Object.keys(UNSUPPORTED_PRESETS).length).toBe(PRESETS.length);
    for (const id of Object.keys(UNSUPPORTED_PRESETS)) expect(getPreset(id), id).toBeDefined();
  });

  it.each(expressible)('%s round-trips: rules, start and name', (id) => {
    const preset = getPreset(id)!;
    const rules = resolveRules(preset);
    const placement = placementOfLayout(preset.layout.value);
    const text = value(makeOtnRules(rules, placement, preset.name));
    const words = text.split(' ');
    expect(words[0]).toBe(`dim:${placement.size}`);
    expect(words[words.length - 1]).toBe(`start:${value(makeOtnPlacement(placement))}`);
    const back = value(parseOtnRules(text));
    expect(back.rules).toEqual(rules);
    expect(back.placement).toEqual(placement);
    expect(back.name).toBe(preset.name);
    expect(back.ignored).toEqual([]);
  });

  it.each(Object.entries(UNSUPPORTED_PRESETS))('%s cannot be expressed, and the error names %j', (id, keys) => {
    const preset = getPreset(id)!;
    const e = errorOf(makeOtnRules(resolveRules(preset), placementOfLayout(preset.layout.value), preset.name));
    expect(e.code).toBe('otn-unsupported');
    for (const key of keys) {
      expect(e.message).toContain(`(${key}: `);
      expect(e.message).toContain(RULE_META[key].label);
    }
  });

  it('writes Brandubh exactly: dim first, start last, every list explicit', () => {
    const text = value(makeOtnRules(presetRules('brandubh'), placementOfLayout('brandubh-7'), 'Brandubh'));
    expect(text).toBe(
      'dim:7 name:Brandubh esc:c atkf:y tfr:d ka:y ks:c kj:n cor:a1,a7,g1,g7, corh:tcnkTCNK corp:K cors:K ' +
        `cen:d4, cenh: cenhe:tcnkTCNK cenp:tcnkTCNK cens: sw:n efe:n surf:n ber:n start:${BRANDUB_SPEC}`,
    );
  });

  it('writes the shieldwall, edge-fort and encirclement rules of Copenhagen once its repetition rule is expressible', () => {
    const rules = presetRules('copenhagen', { repetition: 'draw' });
    const text = value(makeOtnRules(rules, placementOfLayout('hnefatafl-11')));
    for (const entry of ['sw:s', 'swf:y', 'efe:y', 'surf:y', 'ks:y']) expect(text.split(' ')).toContain(entry);
    expect(value(parseOtnRules(text)).rules).toEqual(rules);
  });

  it('lets the Viking rules through once the king is armed and a side with no move loses (the causes named above)', () => {
    const rules = presetRules('viking', { kingArmed: 'both', noMoves: 'loses' });
    expect(value(parseOtnRules(value(makeOtnRules(rules, placementOfLayout('hnefatafl-11'))))).rules).toEqual(rules);
  });
});

describe('OTN rules: a refused export names the rule it cannot express', () => {
  // Every preset that exports, with one rule set to each of its values in turn. Generic over RULE_VALUES,
  // so a value added to any key is tried here without touching this test.
  const exporting = PRESETS.filter((p) => makeOtnRules(resolveRules(p), placementOfLayout(p.layout.value)).ok);
  const cases = exporting.flatMap((preset) =>
    RULE_KEYS.flatMap((key) =>
      RULE_VALUES[key].filter((v) => v !== resolveRules(preset)[key]).map((v) => [preset.id, key, v] as [string, RuleKey, string]),
    ),
  );
  const namedKeys = (message: string) => RULE_KEYS.filter((k) => new RegExp(`(?<![A-Za-z])${k}: `).test(message));

  it('starts from presets that export', () => {
    expect(exporting.length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases)('%s with %s set to %s: exports, or names that rule', (id, key, v) => {
    const preset = getPreset(id)!;
    const rules = { ...resolveRules(preset), [key]: v } as RuleSet;
    const placement = placementOfLayout(preset.layout.value);
    const result = makeOtnRules(rules, placement, preset.name);
    if (result.ok) return;
    if (!validateRuleSet(rules as unknown as Record<string, unknown>).ok) {
      // Rules the engine itself refuses are no question of OTN.
      expect(result.error.code).toBe('invalid-rules');
      return;
    }
    expect(result.error.code).toBe('otn-unsupported');
    expect(result.error.message).toContain(`${key}: ${v}`);
    // Every reason names the changed rule; another rule is named only beside it, as the rule OTN ties it to.
    const problems = otnProblems(rules, placement);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.keys).toContain(key);
    const partners = new Set(problems.flatMap((p) => p.keys));
    expect(namedKeys(result.error.message).filter((k) => !partners.has(k))).toEqual([]);
  });
});

describe('OTN rules: export of single rules', () => {
  it.each<[string, string, RulePatch, string]>([
    ['a middleweight king', 'fetlar', { kingSideEdge: 'yes', kingSideCorner: 'yes' }, 'ks:m'],
    ['a weak king', 'fetlar', { kingCapture: 'two-sided', kingSideCorner: 'yes' }, 'ks:n'],
    ['a hammer-only king', 'fetlar', { kingArmed: 'mover', throneHostileKing: 'none' }, 'ka:h'],
    ['an anvil-only king', 'fetlar', { kingArmed: 'anvil' }, 'ka:a'],
    ['an unarmed king', 'fetlar', { kingArmed: 'none', throneHostileKing: 'none' }, 'ka:n'],
    ['ignored repetition', 'fetlar', { repetition: 'ignored' }, 'tfr:i'],
    ['the repeater losing', 'fetlar', { repetition: 'repeater-loses' }, 'tfr:w'],
    ['defenders first', 'fetlar', { firstMover: 'defenders' }, 'atkf:n'],
    ['edge escape', 'fetlar', { kingGoal: 'edge' }, 'esc:e'],
    ['a centre anyone may use', 'brandubh', { throneLanding: 'anyone' }, 'cens:tcnkTCNK'],
    ['a centre only the king may pass', 'brandubh', { thronePass: 'king-only', throneLanding: 'king' }, 'cenp:K'],
    ['a centre hostile to defenders only', 'brandubh', { throneHostileEmpty: 'defenders' }, 'cenhe:TCNK'],
    ['corners hostile to attackers only', 'brandubh', { cornerHostile: 'attackers', kingSideCorner: 'no' }, 'corh:tcnk'],
    ['corner blocks', 'brandubh', { cornerShape: 'block' }, 'cor:a1,a2,a6,a7,b1,b2,b6,b7,f1,f2,f6,f7,g1,g2,g6,g7,'],
  ])('writes %s and reads it back', (_what, id, patch, entry) => {
    const preset = getPreset(id)!;
    const rules = presetRules(id, patch);
    const text = value(makeOtnRules(rules, placementOfLayout(preset.layout.value)));
    expect(text.split(' ')).toContain(entry);
    expect(value(parseOtnRules(text)).rules).toEqual(rules);
  });

  it.each<[string, RulePatch, RuleKey]>([
    ['one-step movement', { movement: 'one-step' }, 'movement'],
    ['removed corners', { cornerShape: 'removed', kingGoal: 'edge' }, 'cornerShape'],
    ['the red-12 corners (outermost squares out of play)', { cornerShape: 'block-minus-corner' }, 'cornerShape'],
    ['a centre others may stop on but not pass', { throneLanding: 'anyone', thronePass: 'king-only' }, 'throneLanding'],
    [
      'an occupied-centre rule on a centre anyone may stand on',
      { throneLanding: 'anyone', throneHostileKing: 'attackers' },
      'throneHostileKing',
    ],
    ['a hostile empty centre that spares the king', { kingSideThrone: 'no' }, 'kingSideThrone'],
    ['a neutral empty centre that counts against the king', { throneHostileEmpty: 'attackers' }, 'kingSideThrone'],
    ['the edge against a king captured by two', { kingCapture: 'two-sided', kingSideEdge: 'yes', kingSideCorner: 'yes' }, 'kingSideEdge'],
    ['hostile corners that spare a weak king', { kingCapture: 'two-sided', kingSideCorner: 'no' }, 'kingSideCorner'],
    ['edge captures', { edgeCaptures: 'yes' }, 'edgeCaptures'],
    ['one capture per move', { multiCapture: 'no' }, 'multiCapture'],
    ['unsafe sandwiches', { sandwichSafe: 'no' }, 'sandwichSafe'],
    ['passing when stuck', { noMoves: 'pass' }, 'noMoves'],
    ['the defenders losing on repetition', { repetition: 'defenders-lose' }, 'repetition'],
    ['losing with the king and one piece', { defendersExhausted: 'king-and-one' }, 'defendersExhausted'],
  ])('refuses %s, naming the rule', (_what, patch, key) => {
    const e = errorOf(makeOtnRules(presetRules('fetlar', patch), placementOfLayout('hnefatafl-11')));
    expect(e.code).toBe('otn-unsupported');
    expect(e.message).toContain(`(${key}: `);
    expect(e.message).toContain(RULE_META[key].label);
  });

  it('accepts a corner value that cannot matter, and reads back the neutral one', () => {
    // A strong king beside a single corner is on the edge and has only three neighbours.
    const rules = presetRules('fetlar', { kingSideCorner: 'yes' });
    const back = value(parseOtnRules(value(makeOtnRules(rules, placementOfLayout('hnefatafl-11')))));
    expect(back.rules).toEqual({ ...rules, kingSideCorner: 'no' });
  });

  it('writes names with underscores and without characters that would end the value or tag', () => {
    const text = value(makeOtnRules(presetRules('brandubh'), placementOfLayout('brandubh-7'), ' My [odd]: game '));
    expect(text.split(' ')[1]).toBe('name:My_odd_game');
    expect(value(parseOtnRules(text)).name).toBe('My odd game');
  });
});

describe('OTN rules: import', () => {
  const base = `dim:7 start:${BRANDUB_SPEC}`;
  const read = (extra: string) => value(parseOtnRules(`${base} ${extra}`));

  it('fills unstated rules with OpenTafl defaults and says what it assumed', () => {
    const r = read('');
    expect(r.rules).toMatchObject({
      firstMover: 'attackers',
      movement: 'rook',
      kingGoal: 'corner',
      cornerShape: 'single',
      cornerHostile: 'both',
      throneLanding: 'king',
      thronePass: 'anyone',
      throneHostileEmpty: 'both',
      throneHostileKing: 'attackers',
      kingArmed: 'both',
      kingCapture: 'four-sided',
      kingSideThrone: 'yes',
      kingSideEdge: 'no',
      encirclement: 'yes',
      repetition: 'draw',
      shieldwall: 'no',
      edgeForts: 'no',
    });
    expect(r.name).toBeNull();
    for (const key of ['movement', 'edgeCaptures', 'multiCapture', 'sandwichSafe', 'noMoves', 'defendersExhausted', 'evangelists'])
      expect(
        r.assumed.some((a) => a.includes(`(${key})`)),
        key,
      ).toBe(true);
    expect(r.assumed.some((a) => a.startsWith('cens is not given'))).toBe(true);
  });

  it.each<[string, Partial<RuleSet>]>([
    ['ks:y', { kingCapture: 'four-sided', kingSideEdge: 'no' }],
    ['ks:s', { kingCapture: 'four-sided', kingSideEdge: 'no' }],
    ['ks:m', { kingCapture: 'four-sided', kingSideEdge: 'yes' }],
    ['ks:c', { kingCapture: 'throne-strong', kingSideEdge: 'no', kingSideCorner: 'yes' }],
    ['ks:w', { kingCapture: 'two-sided', kingSideCorner: 'yes' }],
    ['ks:n', { kingCapture: 'two-sided' }],
    ['ka:y', { kingArmed: 'both' }],
    ['ka:h', { kingArmed: 'mover', throneHostileKing: 'none' }],
    ['ka:a', { kingArmed: 'anvil' }],
    ['ka:n', { kingArmed: 'none', throneHostileKing: 'none' }],
    ['tfr:i', { repetition: 'ignored' }],
    ['tfr:d', { repetition: 'draw' }],
    ['tfr:w', { repetition: 'repeater-loses' }],
    ['esc:e', { kingGoal: 'edge' }],
    ['atkf:n', { firstMover: 'defenders' }],
    ['sw:s', { shieldwall: 'yes' }],
    ['efe:y', { edgeForts: 'yes' }],
    ['surf:n', { encirclement: 'no' }],
    ['spd:1', { movement: 'one-step' }],
    ['esc:e cor:', { cornerShape: 'none', cornerHostile: 'none' }],
    ['cor:a1,a2,b1,b2,a6,a7,b6,b7,f1,f2,g1,g2,f6,f7,g6,g7,', { cornerShape: 'block', kingSideCorner: 'yes' }],
    ['cor:default', { cornerShape: 'single' }],
    ['corh:tcnk ks:n', { cornerHostile: 'attackers', kingSideCorner: 'no' }],
    ['corh: ks:n', { cornerHostile: 'none', kingSideCorner: 'no' }],
    ['cenhe:tcnk', { throneHostileEmpty: 'attackers', kingSideThrone: 'no' }],
    ['cenhe:TCNK', { throneHostileEmpty: 'defenders', kingSideThrone: 'yes' }],
    ['cenhe:', { throneHostileEmpty: 'none', kingSideThrone: 'no' }],
    ['cenh:tcnkTCNK', { throneHostileKing: 'both' }],
    ['cenh:', { throneHostileKing: 'none' }],
    ['cens:', { throneLanding: 'nobody' }],
    ['cens:tcnkTCNK cenh:', { throneLanding: 'anyone' }],
    ['cenp:K', { thronePass: 'king-only', throneLanding: 'king' }],
    [
      'cen:',
      { throneLanding: 'anyone', thronePass: 'anyone', throneHostileEmpty: 'none', throneHostileKing: 'none', kingSideThrone: 'no' },
    ],
    ['cen:d4,', { throneLanding: 'king' }],
    ['cen: ks:c', { kingCapture: 'two-sided' }],
  ])('reads %s', (extra, expected) => {
    expect(read(extra).rules).toMatchObject(expected);
  });

  it('says how it read tfr:w and tfr:i, where the spec and OpenTafl disagree', () => {
    const w = read('tfr:w');
    expect(w.rules.repetition).toBe('repeater-loses');
    expect(w.assumed.find((a) => a.startsWith('tfr:w'))).toContain('loses, as OpenTafl plays it');
    expect(read('tfr:i').assumed.find((a) => a.startsWith('tfr:i'))).toContain('ignored');
    expect(read('tfr:d').assumed.some((a) => a.startsWith('tfr:'))).toBe(false);
    expect(read('').assumed.some((a) => a.startsWith('tfr:'))).toBe(false);
  });

  it("reads OpenTafl's own Copenhagen rules string: our Copenhagen but for the repetition rule", () => {
    const r = value(parseOtnRules(OPENTAFL_COPENHAGEN_RULES));
    expect(r.name).toBe('Copenhagen');
    expect(r.ignored).toEqual([]);
    expect(r.placement).toEqual(placementOfLayout('hnefatafl-11'));
    expect(r.rules.repetition).toBe('repeater-loses');
    expect(diffRules(r.rules, presetRules('copenhagen'))).toEqual(['repetition']);
  });

  it('refuses tfr:l, saying that OpenTafl lets the repeater win and which value makes him lose', () => {
    const e = errorOf(parseOtnRules(`${base} tfr:l`));
    expect(e.code).toBe('otn-unsupported');
    expect(e.message).toContain('tfr:l');
    expect(e.message).toContain('no rule under which that player wins');
    expect(e.message).toContain('tfr:w');
  });

  it('reads the repetition values OpenTafl writes back to the same rule, and exports them the same way', () => {
    for (const repetition of ['ignored', 'draw', 'repeater-loses'] as const) {
      const rules = presetRules('fetlar', { repetition });
      expect(value(parseOtnRules(value(makeOtnRules(rules, placementOfLayout('hnefatafl-11'))))).rules.repetition).toBe(repetition);
    }
  });

  it('reads starti, the start position with the top rank first, as OpenTafl saves it', () => {
    const ranks = FETLAR_PUZZLE_START.split('/').filter(Boolean);
    const inverted = `/${[...ranks].reverse().join('/')}/`;
    const fromStart = value(parseOtnRules(`dim:11 start:${FETLAR_PUZZLE_START}`));
    const fromStarti = value(parseOtnRules(`dim:11 starti:${inverted}`));
    expect(fromStarti.placement).toEqual(fromStart.placement);
    expect(fromStarti.rules).toEqual(fromStart.rules);
    expect(fromStarti.ignored).toEqual([]);
    // Outer slashes are optional, as in start.
    expect(value(parseOtnRules(`dim:11 starti:${ranks.reverse().join('/')}`)).placement).toEqual(fromStart.placement);
  });

  it.each([
    ['neither start nor starti', 'dim:7 esc:c', ['start:', 'starti:']],
    ['both start and starti', `dim:7 start:${BRANDUB_SPEC} starti:${BRANDUB_SPEC}`, ['both start: and starti:']],
    ['a starti that disagrees with dim', `dim:9 starti:${BRANDUB_SPEC}`, ['dim:9', 'starti position has 7 ranks']],
    ['a bad starti rank, numbered from rank 1', 'dim:7 starti:/3t2/3t3/3T3/ttTKTtt/3T3/3t3/3t3/', ['starti entry', 'Rank 7']],
  ])('says what is wrong with %s', (_what, text, mentions) => {
    const e = errorOf(parseOtnRules(text));
    expect(e.code).toBe('bad-otn');
    for (const m of mentions) expect(e.message).toContain(m);
  });

  it('lists what it ignored', () => {
    const r = read('nj:n cj:c foo:bar aforh:T spd:-1');
    expect(r.ignored).toEqual([
      'foo:bar (not an OpenTafl rule key)',
      'nj:n (knights and commanders are not pieces here)',
      'cj:c (knights and commanders are not pieces here)',
      'aforh:T (there are no fortress squares)',
      'spd:-1 (no speed limit, the usual rook moves)',
    ]);
  });

  it.each([
    ['an empty string', ''],
    ['no dim', `start:${BRANDUB_SPEC}`],
    ['no start', 'dim:7 esc:c'],
    ['a dim that is not a number', `dim:seven start:${BRANDUB_SPEC}`],
    ['a dim that disagrees with start', `dim:9 start:${BRANDUB_SPEC}`],
    ['a bad start row', 'dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t2/'],
    ['an entry without a colon', `dim:7 esc start:${BRANDUB_SPEC}`],
    ['a key given twice', `dim:7 esc:c esc:e start:${BRANDUB_SPEC}`],
    ['an unknown escape', `${base} esc:x`],
    ['an unknown king strength', `${base} ks:q`],
    ['a yes/no that is neither', `${base} atkf:maybe`],
    ['a bad piece list', `${base} corh:xyz`],
    ['a bad square', `${base} cor:z99,`],
    ['a start without a king', 'dim:7 start:/3t3/3t3/3T3/ttT1Ttt/3T3/3t3/3t3/'],
  ])('rejects %s as bad-otn', (_what, text) => {
    const e = errorOf(parseOtnRules(text));
    expect(e.code).toBe('bad-otn');
    expect(e.message.length).toBeGreaterThan(10);
  });

  it.each([
    ["the repeater winning (OpenTafl's tfr:l)", 'tfr:l', 'tfr:w'],
    ['weak shieldwalls', 'sw:w', 'sw'],
    ['shieldwalls closed by any move', 'sw:s swf:n', 'swf'],
    ['a jumping king', 'kj:c', 'kj'],
    ['berserk', 'ber:c', 'ber'],
    ['fortresses', 'afor:c3,', 'afor'],
    ['an off-centre centre', 'cen:c3,', 'cen'],
    ['the red-12 corners', 'cor:a2,b1,b2,a6,b6,b7,f1,f2,g2,f6,f7,g6,', 'cor'],
    ['some other corner list', 'cor:a1,a7,', 'cor'],
    ['corners hostile to defenders only', 'corh:TCNK', 'corh'],
    ['attackers stopping on corners', 'cors:tK corp:tK', 'cors'],
    ['a centre nobody may pass', 'cenp:', 'cenp'],
    ['an unarmed king making the centre hostile to defenders', 'ka:n cenh:T', 'cenh'],
    ['a centre the king cannot re-enter', 'cenre:tT', 'cenre'],
    ['speed limits other than one', 'spd:2', 'spd'],
    ['corner escape without corners', 'cor:', 'corner'],
  ])('rejects %s as otn-unsupported', (_what, extra, mention) => {
    const e = errorOf(parseOtnRules(`${base} ${extra}`));
    expect(e.code).toBe('otn-unsupported');
    expect(e.message).toContain(mention);
  });
});

// ---- moves ----------------------------------------------------------------------------------------------
