/**
 * The shipped self-play results under the rules people played (src/data/balance/people-rules/*.json,
 * written by npm run balance with the command each file records), checked when the site is built as
 * balance-data.ts checks the others.
 */
import { diffRules, getPreset, RULE_META, type RuleKey, valueName } from '../engine';
import { checked, nameOf } from '../ai/selfplay/balance-data';
import type { BalanceFile } from '../ai/selfplay/balance';
import type { PlayerId } from '../ai/selfplay/players';
import { PEOPLE_RULES, selfPlayPatch, selfPlayRules } from './people-rules';

const peopleRulesFiles = import.meta.glob<{ default: unknown }>('../data/balance/people-rules/*.json', { eager: true });

/** The files of the readings played under the rules people played them by, checked and sorted. */
export interface PeopleRulesResults {
  /** By preset id, then computer player. */
  readonly byPlayer: ReadonlyMap<string, ReadonlyMap<PlayerId, BalanceFile>>;
  /** By preset id: the club level's games opened with other numbers of free plies (`--opening`), fewest first. */
  readonly openings: ReadonlyMap<string, readonly BalanceFile[]>;
}

/**
 * The readings played under the rules people played them by (PEOPLE_RULES, with selfPlayPatch), by
 * preset id, then computer player: `<preset>.json` by the club level at its own budget, and
 * `<preset>.<player>.json` by another player (players.ts); and `<preset>.opening<n>.json`, the club level's
 * games each opened with n free plies (`npm run balance -- --opening n`). A file must hold games of exactly
 * those rules on the reading's layout, at the club level.
 */
export function loadPeopleRules(entries: readonly (readonly [string, unknown])[]): PeopleRulesResults {
  const byPlayer = new Map<string, Map<PlayerId, BalanceFile>>();
  const openings = new Map<string, BalanceFile[]>();
  for (const [path, data] of entries) {
    const file = checked(path, data, { openings: true });
    const [name, part, ...rest] = nameOf(path).split('.');
    const people = PEOPLE_RULES[name as keyof typeof PEOPLE_RULES];
    if (!people || people.preset !== file.preset || rest.length > 0)
      throw new Error(
        `${path}: only ${Object.keys(PEOPLE_RULES).join(' and ')} have people's rules to play, each in a file of its name (and its player's, if not the club level's, or its opening's).`,
      );
    const opening = part === undefined ? undefined : /^opening(\d+)$/.exec(part)?.[1];
    if (file.openingPlies !== undefined || opening !== undefined) {
      if (file.openingPlies === undefined || Number(opening) !== file.openingPlies || file.player !== undefined)
        throw new Error(
          `${path}: ${file.openingPlies === undefined ? 'its games open as every game does' : `the club level's games opened with ${file.openingPlies} free plies must be named ${name}.opening${file.openingPlies}.json`}.`,
        );
    } else if ((part ?? 'club') !== (file.player?.id ?? 'club') || part === 'club')
      throw new Error(
        `${path}: the file holds the games of ${file.player?.id ?? 'the club level'} and must be named ${file.player ? `${name}.${file.player.id}` : name}.json.`,
      );
    const preset = getPreset(file.preset)!;
    const wrong = diffRules(file.rules, selfPlayRules(people));
    if (wrong.length > 0) throw new Error(`${path}: the games were not played with the rules people played (${wrong.join(', ')} differ).`);
    if (file.layout !== preset.layout.value) throw new Error(`${path}: people played on the reading's own layout, ${preset.layout.value}.`);
    if (file.budget !== undefined || file.level !== 'club')
      throw new Error(`${path}: a reading under people's rules is played at the club level.`);
    if (file.openingPlies !== undefined) {
      const list = openings.get(file.preset) ?? [];
      list.push(file);
      openings.set(file.preset, list);
      continue;
    }
    const players = byPlayer.get(file.preset) ?? new Map<PlayerId, BalanceFile>();
    players.set(file.player?.id ?? 'club', file);
    byPlayer.set(file.preset, players);
  }
  for (const list of openings.values()) list.sort((a, b) => a.openingPlies! - b.openingPlies!);
  return { byPlayer, openings };
}

const LOADED = loadPeopleRules(Object.entries(peopleRulesFiles).map(([path, mod]) => [path, mod.default] as const));
/** The readings played under people's rules, by preset id, then player. */
export const PEOPLE_RULES_RESULTS: ReadonlyMap<string, ReadonlyMap<PlayerId, BalanceFile>> = LOADED.byPlayer;
/** The club level's games under people's rules opened with other numbers of free plies, by preset id, fewest first. */
export const PEOPLE_RULES_OPENINGS: ReadonlyMap<string, readonly BalanceFile[]> = LOADED.openings;

/**
 * Where people played a reading under other rules than its own and the computer has played theirs too,
 * the changes in words ("who may stop on the centre: the king only"); otherwise none.
 */
export function peopleRuleChanges(preset: string): string[] {
  const rules = PEOPLE_RULES[preset as keyof typeof PEOPLE_RULES];
  if (!rules || !PEOPLE_RULES_RESULTS.has(preset)) return [];
  return Object.entries(selfPlayPatch(rules)).map(
    ([k, v]) => `${RULE_META[k as RuleKey].label.toLowerCase()}: ${valueName(k as RuleKey, String(v))}`,
  );
}

/**
 * Where people's records are read with repetition ignored (some play on past a position's third occurrence),
 * the reading's own repetition rule, which the computer keeps (selfPlayPatch), in words ("a draw"); otherwise null.
 */
export function repetitionKept(preset: string): string | null {
  const rules = PEOPLE_RULES[preset as keyof typeof PEOPLE_RULES];
  if (rules?.patch.repetition !== 'ignored') return null;
  return valueName('repetition', selfPlayRules(rules).repetition);
}
