/**
 * The balance lab's model: the reader's settings (kept as typed, so a bad number loses nothing),
 * the run in progress with its tally, and the values the page shows, derived from them. A pure
 * reducer, testable without a DOM or a worker; the engine decides which rule combinations and
 * starts are valid, and its sentence is what the reader sees.
 */
import { specOf } from '../../ai/play/game-spec';
import { LAB_LEVEL, LEVELS, isLevelId, type LevelId } from '../../ai/play/levels';
import {
  DEFAULT_MAX_PLIES,
  defaultMaxPlies,
  END_REASONS,
  type EndReason,
  type GameSummary,
  type SelfPlayJob,
} from '../../ai/selfplay/selfplay';
import { addGame, emptyTally, histogram, lengthStats, wilson, type Bin, type Interval, type Tally } from '../../ai/selfplay/stats';
import { verdict } from './verdict';
import {
  validateRuleSet,
  getPreset,
  resolveRules,
  isRuleKey,
  isRuleValue,
  type RuleKey,
  type RulePatch,
  type RuleSet,
  startPosition,
  getLayout,
  OUTCOME_WORDS,
  OUTCOME_REASONS,
  type OutcomeReason,
  possibleEndings,
  ok,
  type Result,
  failWith,
} from '../../engine';

export const DEFAULT_LAB_PRESET = 'brandubh';
export const DEFAULT_GAMES = 40;
export const DEFAULT_SEED = 1;

/** The number fields: bounds, and the sentence a bad value gets. */
export const NUMBER_FIELDS = {
  games: { min: 2, max: 1000, sentence: 'The number of games must be a whole number from 2 to 1000.' },
  seed: { min: 0, max: 999_999_999, sentence: 'The seed must be a whole number from 0 to 999999999.' },
  maxPlies: { min: 10, max: 2000, sentence: 'The move limit must be a whole number of moves from 10 to 2000.' },
} as const;
export type NumberField = keyof typeof NUMBER_FIELDS;

export interface LabSettings {
  readonly presetId: string;
  /** Rule changes against the reading. */
  readonly patch: RulePatch;
  /** Another layout than the reading's own (from a link to a map cell), or null for the reading's own. */
  readonly layout: string | null;
  readonly level: LevelId;
  /** The number fields as typed. */
  readonly games: string;
  readonly seed: string;
  readonly maxPlies: string;
}

export type RunStatus = 'running' | 'done' | 'stopped' | 'failed';

/** What a run was asked to do: the settings as they were when Run was pressed. */
export interface RunPlan {
  readonly presetId: string;
  readonly patch: RulePatch;
  /** The layout played: the reading's own, or the settings' other one. */
  readonly layout: string;
  readonly rules: RuleSet;
  readonly level: LevelId;
  readonly total: number;
  readonly seed: number;
  readonly maxPlies: number;
  readonly job: SelfPlayJob;
  /** Game i plays seed `seed + i`. */
  readonly seeds: readonly number[];
}

export interface LabRun {
  /** Messages for another run id are ignored. */
  readonly id: number;
  readonly plan: RunPlan;
  readonly status: RunStatus;
  readonly tally: Tally;
  readonly error: string | null;
}

export interface LabState {
  readonly settings: LabSettings;
  readonly run: LabRun | null;
}

export type LabAction =
  | { readonly type: 'choosePreset'; readonly presetId: string }
  | { readonly type: 'setRule'; readonly key: RuleKey; readonly value: string }
  | { readonly type: 'resetRules' }
  | { readonly type: 'ownLayout' }
  /** Settings read from a link (link.ts), already checked. */
  | { readonly type: 'load'; readonly settings: LabSettings }
  | { readonly type: 'setLevel'; readonly level: string }
  | { readonly type: 'setNumber'; readonly field: NumberField; readonly text: string }
  | { readonly type: 'start'; readonly id: number; readonly plan: RunPlan }
  | { readonly type: 'game'; readonly id: number; readonly game: GameSummary }
  | { readonly type: 'done'; readonly id: number }
  | { readonly type: 'stop'; readonly id: number }
  | { readonly type: 'fail'; readonly id: number; readonly message: string };

/**
 * The move limit of a run on these settings unless the reader types another: the board's and the rules', as
 * `npm run balance` uses (selfplay.ts defaultMaxPlies), so that a link to a shipped result plays its games to
 * the same limit.
 */
export function boardMaxPlies(s: Pick<LabSettings, 'presetId' | 'layout' | 'patch'>): number {
  const preset = getPreset(s.presetId);
  const layout = getLayout(s.layout ?? preset?.layout.value ?? '');
  return preset ? defaultMaxPlies(layout?.size ?? 0, resolveRules(preset, s.patch)) : DEFAULT_MAX_PLIES;
}

export function initialLabState(presetId: string = DEFAULT_LAB_PRESET): LabState {
  const chosen = getPreset(presetId) ? presetId : DEFAULT_LAB_PRESET;
  return {
    settings: {
      presetId: chosen,
      patch: {},
      layout: null,
      level: LAB_LEVEL,
      games: String(DEFAULT_GAMES),
      seed: String(DEFAULT_SEED),
      maxPlies: String(boardMaxPlies({ presetId: chosen, layout: null, patch: {} })),
    },
    run: null,
  };
}

// ---- settings -------------------------------------------------------------------------------------

/** The reading's rules with the reader's changes (unchecked: see rulesProblem). */
export function rulesOf(s: LabSettings): RuleSet {
  const preset = getPreset(s.presetId);
  if (!preset) throw new Error(`The lab's reading "${s.presetId}" does not exist.`);
  return resolveRules(preset, s.patch);
}

/** The keys the reader changed, in canonical order. */
export const changedKeys = (s: LabSettings): RuleKey[] => Object.keys(s.patch).filter(isRuleKey);

/** A whole number within the field's bounds, or null. */
export function parseNumber(field: NumberField, text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,10}$/.test(t)) return null;
  const n = Number(t);
  const { min, max } = NUMBER_FIELDS[field];
  return n >= min && n <= max ? n : null;
}

export const numberProblem = (s: LabSettings, field: NumberField): string | null =>
  parseNumber(field, s[field]) === null ? NUMBER_FIELDS[field].sentence : null;

/** The engine's sentence when the rules cannot make a game from the reading's layout, else null. */
export function rulesProblem(s: LabSettings): string | null {
  const checked = validateRuleSet(rulesOf(s) as unknown as Record<string, unknown>);
  if (!checked.ok) return checked.error.message;
  const start = startPosition(s.presetId, { patch: s.patch, ...(s.layout ? { layout: s.layout } : {}) });
  return start.ok ? null : start.error.message;
}

/** A run plan from the settings, or every problem as a sentence. */
export function planRun(s: LabSettings): Result<RunPlan, readonly string[]> {
  const problems = [rulesProblem(s), numberProblem(s, 'games'), numberProblem(s, 'seed'), numberProblem(s, 'maxPlies')].filter(
    (p): p is string => p !== null,
  );
  const start = startPosition(s.presetId, { patch: s.patch, ...(s.layout ? { layout: s.layout } : {}) });
  if (problems.length > 0 || !start.ok) return failWith(problems.length ? problems : ['The start cannot be set up.']);
  const total = parseNumber('games', s.games)!;
  const seed = parseNumber('seed', s.seed)!;
  const maxPlies = parseNumber('maxPlies', s.maxPlies)!;
  return ok({
    presetId: s.presetId,
    patch: s.patch,
    layout: s.layout ?? getPreset(s.presetId)!.layout.value,
    rules: start.value.rules,
    level: s.level,
    total,
    seed,
    maxPlies,
    job: { spec: specOf(start.value), level: s.level, maxPlies },
    seeds: Array.from({ length: total }, (_, i) => seed + i),
  });
}

function setRule(s: LabSettings, key: RuleKey, value: string): LabSettings {
  const preset = getPreset(s.presetId);
  if (!preset || !isRuleValue(key, value)) return s;
  const patch: Record<string, string> = { ...s.patch };
  if (preset.rules[key].value === value) delete patch[key];
  else patch[key] = value;
  return { ...s, patch: patch as RulePatch };
}

// ---- the reducer ----------------------------------------------------------------------------------

/**
 * The settings `next`, made from `prev`: where they change the board or the rules and the move limit is still
 * the old settings' own, it becomes the new ones' (a limit the reader typed stays).
 */
export function followBoard(prev: LabSettings, next: LabSettings): LabSettings {
  const was = boardMaxPlies(prev);
  const now = boardMaxPlies(next);
  return was !== now && next.maxPlies.trim() === String(was) ? { ...next, maxPlies: String(now) } : next;
}

const withSettings = (s: LabState, settings: LabSettings): LabState =>
  settings === s.settings ? s : { ...s, settings: followBoard(s.settings, settings) };

/** The run the message is for, if it is the current one and still running. */
const live = (s: LabState, id: number): LabRun | null => (s.run && s.run.id === id && s.run.status === 'running' ? s.run : null);

export function reduce(s: LabState, a: LabAction): LabState {
  switch (a.type) {
    case 'choosePreset':
      return getPreset(a.presetId) ? withSettings(s, { ...s.settings, presetId: a.presetId, patch: {}, layout: null }) : s;
    case 'setRule':
      return withSettings(s, setRule(s.settings, a.key, a.value));
    case 'resetRules':
      return withSettings(s, { ...s.settings, patch: {} });
    case 'ownLayout':
      return withSettings(s, { ...s.settings, layout: null });
    case 'load':
      return getPreset(a.settings.presetId) ? withSettings(s, a.settings) : s;
    case 'setLevel':
      return isLevelId(a.level) ? withSettings(s, { ...s.settings, level: a.level }) : s;
    case 'setNumber':
      return withSettings(s, { ...s.settings, [a.field]: a.text });
    case 'start':
      return { ...s, run: { id: a.id, plan: a.plan, status: 'running', tally: emptyTally(), error: null } };
    case 'game': {
      const run = live(s, a.id);
      if (!run || run.tally.games >= run.plan.total) return s;
      return { ...s, run: { ...run, tally: addGame(run.tally, a.game) } };
    }
    case 'done': {
      const run = live(s, a.id);
      return run ? { ...s, run: { ...run, status: 'done' } } : s;
    }
    case 'stop': {
      const run = live(s, a.id);
      return run ? { ...s, run: { ...run, status: 'stopped' } } : s;
    }
    case 'fail': {
      const run = live(s, a.id);
      return run ? { ...s, run: { ...run, status: 'failed', error: a.message } } : s;
    }
  }
}

// ---- what the page shows ----------------------------------------------------------------------------

export const progressText = (run: LabRun): string => `${run.tally.games} of ${run.plan.total} games`;

export function statusText(run: LabRun): string {
  const n = run.tally.games;
  const total = run.plan.total;
  switch (run.status) {
    case 'running':
      return `Playing: ${n} of ${total} games finished.`;
    case 'done':
      return `Finished: all ${total} games played.`;
    case 'stopped':
      return `Stopped after ${n} of ${total} games.`;
    case 'failed':
      return `The run ended after ${n} of ${total} games.`;
  }
}

/** The run's result in sentences (see verdict.ts): so far while it runs, with a judgement once it is over. */
export const runVerdict = (run: LabRun): string =>
  verdict({ counts: run.tally, atLimit: run.tally.reasons['move-limit'], maxPlies: run.plan.maxPlies, soFar: run.status === 'running' });

/**
 * The polite live region's text. It changes only at the start, every tenth game and at the end, so a
 * screen reader is not told of every game; the verdict is read once, when the run is over.
 */
export function announcement(run: LabRun | null): string {
  if (!run) return '';
  const t = run.tally;
  const total = run.plan.total;
  switch (run.status) {
    case 'running': {
      const milestone = Math.floor(t.games / 10) * 10;
      return milestone > 0 ? `${milestone} of ${total} games played.` : `Playing ${total} games.`;
    }
    case 'done':
      return `Finished all ${total} games. ${runVerdict(run)}`;
    case 'stopped':
      return `Stopped after ${t.games} of ${total} games. ${runVerdict(run)}`;
    case 'failed':
      return run.error ?? 'The run failed.';
  }
}

/** Wins and draws, as counted (a shipped result has no game lengths). */
export type Counts = Pick<Tally, 'games' | 'attackers' | 'defenders' | 'draws'>;
export type Outcome = 'attackers' | 'defenders' | 'draws';

export interface OutcomeRow {
  readonly outcome: Outcome;
  readonly label: string;
  readonly count: number;
  readonly interval: Interval;
}

export const OUTCOME_LABELS: { readonly [O in Outcome]: string } = {
  attackers: 'Attackers win',
  defenders: 'Defenders win',
  draws: 'Draws',
};

export const outcomeRows = (c: Counts): OutcomeRow[] =>
  (['attackers', 'defenders', 'draws'] as const).map((o) => ({
    outcome: o,
    label: OUTCOME_LABELS[o],
    count: c[o],
    interval: wilson(c[o], c.games),
  }));

export const REASON_LABELS: { readonly [R in EndReason]: string } = {
  ...(Object.fromEntries(OUTCOME_REASONS.map((r) => [r, OUTCOME_WORDS[r].label])) as { readonly [R in OutcomeReason]: string }),
  'move-limit': 'Move limit reached (a draw)',
};

/**
 * How the games ended: only the endings the run's rules allow (possibleEndings), then the move limit,
 * each with its count. An ending that happened is never hidden, whatever the rules say.
 */
export function reasonRows(reasons: Tally['reasons'], rules: RuleSet): { reason: EndReason; label: string; count: number }[] {
  const possible = new Set<EndReason>([...possibleEndings(rules), 'move-limit']);
  return END_REASONS.filter((r) => possible.has(r) || reasons[r] > 0).map((r) => ({
    reason: r,
    label: REASON_LABELS[r],
    count: reasons[r],
  }));
}

export interface LengthView {
  readonly bins: Bin[];
  /** The plot's accessible summary. */
  readonly label: string;
}

export function lengthView(lengths: readonly number[]): LengthView | null {
  const st = lengthStats(lengths);
  if (!st) return null;
  const n = lengths.length;
  return {
    bins: histogram(lengths),
    label: `Game lengths of ${n} game${n === 1 ? '' : 's'}: shortest ${st.min} moves, median ${st.median}, longest ${st.max}.`,
  };
}

/** "Brandubh with 2 rules changed, Club level, seeds 1 to 40, at most 400 moves a game." */
export function planSummary(plan: RunPlan): string {
  const name = getPreset(plan.presetId)?.name ?? plan.presetId;
  const changed = Object.keys(plan.patch).length;
  const rules = changed === 0 ? 'as the reading has it' : `with ${changed} rule${changed === 1 ? '' : 's'} changed`;
  const last = plan.seed + plan.total - 1;
  const own = getPreset(plan.presetId)?.layout.value;
  const layout = plan.layout !== own ? ` from ${getLayout(plan.layout)?.name ?? 'another layout'}` : '';
  return `${name} ${rules}${layout}, ${LEVELS[plan.level].label} level, seeds ${plan.seed} to ${last}, at most ${plan.maxPlies} moves a game.`;
}
