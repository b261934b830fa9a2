/**
 * The rule-effect map: for each reading of Alea Evangelii, what each rule the sources dispute does to
 * the defenders' share when it alone is changed. A cell is the reading with one rule set to another
 * value the sources or the programs give it, played by the club level from the reading's start; the
 * other rules stay the reading's own, except where the changed rule needs another with it (corner
 * escape needs corner squares), and those are changed exactly as the lab changes them (withDependents),
 * so that a cell opened in the lab plays the same games. A cell's games are written to
 * src/data/balance/map/<preset>.<key>-<value>.json.
 *
 * The disputed rules and the values tried:
 *   - firstMover: the other side.
 *   - kingCapture: each of the other two ways (two-sided, four-sided, strong on and beside the throne).
 *   - cornerShape: with corner escape, the other two counts of marked corners (4 single squares, 16 in
 *     2 × 2 blocks, 12 round each outermost point); with edge escape, the corners cut from the board.
 *   - kingArmed: the king who does not capture.
 *   - kingGoal: the other goal.
 *   - evangelists: the other power. On layout W this means the layout with the four variegated points
 *     as Evangelists (their powers need the pieces); layout M has no verified variant with them, so its
 *     reading has no cell for it.
 */
import {
  getLayout,
  getPreset,
  PRESETS,
  resolveRules,
  RULE_META,
  RULE_VALUES,
  validateRuleSet,
  valueName,
  withDependents,
  type RuleKey,
  type RulePatch,
  type RuleSet,
} from '../../engine';

/** The rules the sources dispute, in the order the map shows them. */
export const MAP_RULES = ['firstMover', 'kingCapture', 'cornerShape', 'kingArmed', 'kingGoal', 'evangelists'] as const;
export type MapRule = (typeof MAP_RULES)[number];

/** Games each cell plays (the shipped results play 200; a cell's interval is wider, and shown so). */
export const MAP_GAMES = 40;
export const MAP_SEED = 1;

/** The readings the map covers: every reading of Alea Evangelii. */
export const MAP_PRESET_IDS: readonly string[] = PRESETS.filter((p) => p.group === 'alea').map((p) => p.id);

const CORNER_COUNTS: readonly RuleSet['cornerShape'][] = ['single', 'block', 'block-minus-corner'];
/** The layout with the variegated points as Evangelists, for a layout without them. */
const WITH_EVANGELISTS: Readonly<Record<string, string>> = { 'alea-walker': 'alea-walker-evangelists' };

export interface MapCell {
  readonly preset: string;
  readonly key: MapRule;
  readonly value: string;
  /** The changes from the reading's own rules: the key's, and any it needs with it. */
  readonly patch: RulePatch;
  /** The cell's whole rules. */
  readonly rules: RuleSet;
  /** The other keys changed with it, in the order withDependents gives them. */
  readonly also: readonly RuleKey[];
  /** The layout the cell starts from (the reading's own unless the change needs another). */
  readonly layout: string;
  /** Whether the layout is the reading's own. */
  readonly ownLayout: boolean;
  /** The file's name in src/data/balance/map/. */
  readonly file: string;
}

/** A disputed rule that has no cell in a reading, and why, in a sentence for the reader. */
export interface MapGap {
  readonly preset: string;
  readonly key: MapRule;
  readonly why: string;
}

/** The values tried for `key` in a reading whose rules are `rules`. */
function valuesTried(key: MapRule, rules: RuleSet): readonly string[] {
  const own = rules[key];
  if (key === 'cornerShape')
    return rules.kingGoal === 'corner' ? CORNER_COUNTS.filter((v) => v !== own) : own === 'removed' ? [] : ['removed'];
  if (key === 'kingArmed') return own === 'none' ? ['both'] : ['none'];
  return (RULE_VALUES[key] as readonly string[]).filter((v) => v !== own);
}

export const mapFileName = (preset: string, key: RuleKey, value: string): string => `${preset}.${key}-${value}.json`;
/** A cell's name within its reading's map, `<rule>-<value>` (what `npm run stalls -- --map` takes). */
export const cellName = (cell: Pick<MapCell, 'key' | 'value'>): string => `${cell.key}-${cell.value}`;

/** The map's cells and gaps for one reading. */
export function mapOf(presetId: string): { readonly cells: readonly MapCell[]; readonly gaps: readonly MapGap[] } {
  const preset = getPreset(presetId);
  if (!preset) throw new Error(`mapOf: there is no reading "${presetId}".`);
  const rules = resolveRules(preset);
  const ownLayout = preset.layout.value;
  const hasEvangelists = getLayout(ownLayout)?.placement.includes('e') ?? false;
  const cells: MapCell[] = [];
  const gaps: MapGap[] = [];
  for (const key of MAP_RULES) {
    for (const value of valuesTried(key, rules)) {
      let layout = ownLayout;
      if (key === 'evangelists' && value === 'jump' && !hasEvangelists) {
        const other = WITH_EVANGELISTS[ownLayout];
        if (!other) {
          gaps.push({
            preset: presetId,
            key,
            why: 'the reading’s layout has no Evangelists, and no verified version of it with them is known, so their powers were not tried.',
          });
          continue;
        }
        layout = other;
      }
      const changed = { ...rules, [key]: value } as RuleSet;
      const fix = withDependents(changed, key);
      const next = fix ? fix.rules : changed;
      if (!validateRuleSet(next as unknown as Record<string, unknown>).ok)
        throw new Error(`mapOf: ${presetId} with ${key}=${value} makes no game.`);
      const patch = Object.fromEntries(Object.entries(next).filter(([k, v]) => rules[k as RuleKey] !== v)) as RulePatch;
      cells.push({
        preset: presetId,
        key,
        value,
        patch,
        rules: next,
        also: fix?.also ?? [],
        layout,
        ownLayout: layout === ownLayout,
        file: mapFileName(presetId, key, value),
      });
    }
  }
  return { cells, gaps };
}

/** The arguments of `npm run balance` that play a cell (its file's recorded command), writing to `out`. */
export function mapArgs(cell: MapCell, out = `src/data/balance/map/${cell.file}`): string[] {
  const set = Object.entries(cell.patch).flatMap(([k, v]) => ['--set', `${k}=${v}`]);
  return [
    '--preset',
    cell.preset,
    ...set,
    ...(cell.ownLayout ? [] : ['--layout', cell.layout]),
    '--games',
    String(MAP_GAMES),
    '--level',
    'club',
    '--seed',
    String(MAP_SEED),
    '--out',
    out,
  ];
}

/** Each change in a few words, as a reader would say it. */
const CHANGE_WORDS: { readonly [K in MapRule]: Readonly<Record<string, string>> } = {
  firstMover: { attackers: 'the attackers move first', defenders: 'the defenders move first' },
  kingCapture: {
    'two-sided': 'the king is captured between two attackers, anywhere',
    'four-sided': 'the king is captured only when surrounded on four sides',
    'throne-strong': 'the king needs four captors on the centre, three beside it, two elsewhere',
  },
  cornerShape: {
    single: '4 corner squares, one in each corner',
    block: '16 corner squares, a 2 × 2 block in each corner',
    'block-minus-corner': '12 corner squares, three round each corner point',
    removed: 'the corner points cut from the board',
  },
  kingArmed: { none: 'the king does not capture', both: 'the king captures like a defender' },
  kingGoal: { edge: 'the king escapes to any edge square', corner: 'the king escapes to a corner square' },
  evangelists: {
    jump: 'the four variegated points as Evangelists, who capture by jumping',
    ordinary: 'the Evangelists play as ordinary defenders',
  },
};

/** The cell's change in words ("the defenders move first"), with what had to change with it. */
export function changeInWords(cell: Pick<MapCell, 'key' | 'value' | 'also' | 'rules'>): string {
  const main = CHANGE_WORDS[cell.key][cell.value] ?? `${RULE_META[cell.key].label.toLowerCase()}: ${valueName(cell.key, cell.value)}`;
  const with_ = cell.also.map((k) =>
    k === 'cornerShape'
      ? `${CHANGE_WORDS.cornerShape[cell.rules.cornerShape] ?? cell.rules.cornerShape}, as the lab sets them`
      : `${RULE_META[k].label.toLowerCase()}: ${valueName(k, cell.rules[k])}`,
  );
  return with_.length > 0 ? `${main} (${with_.join('; ')})` : main;
}
