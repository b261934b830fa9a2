/**
 * The shipped self-play results under the rules people played (src/data/balance/people-rules/*.json,
 * written by npm run balance with the command each file records), checked when the site is built as
 * balance-data.ts checks the others.
 */
import { diffRules, getPreset, resolveRules } from '../engine';
import { checked, nameOf } from '../ai/selfplay/balance-data';
import type { BalanceFile } from '../ai/selfplay/balance';
import { PEOPLE_RULES, selfPlayPatch } from './people-rules';

const peopleRulesFiles = import.meta.glob<{ default: unknown }>('../data/balance/people-rules/*.json', { eager: true });

/**
 * The readings played by the club level under the rules people played them by (PEOPLE_RULES, with
 * selfPlayPatch), by preset id. A file must be named after its reading and hold games of exactly those
 * rules, on the reading's layout, at the club level's own budget.
 */
export function loadPeopleRules(entries: readonly (readonly [string, unknown])[]): ReadonlyMap<string, BalanceFile> {
  const out = new Map<string, BalanceFile>();
  for (const [path, data] of entries) {
    const file = checked(path, data);
    const people = PEOPLE_RULES[nameOf(path) as keyof typeof PEOPLE_RULES];
    if (!people || people.preset !== file.preset)
      throw new Error(`${path}: only ${Object.keys(PEOPLE_RULES).join(' and ')} have people's rules to play, each in a file of its name.`);
    const wrong = diffRules(file.rules, resolveRules(getPreset(file.preset)!, selfPlayPatch(people)));
    if (wrong.length > 0) throw new Error(`${path}: the games were not played with the rules people played (${wrong.join(', ')} differ).`);
    if (file.player !== undefined || file.budget !== undefined || file.level !== 'club')
      throw new Error(`${path}: a reading under people's rules is played by the club level at its own budget.`);
    out.set(file.preset, file);
  }
  return out;
}

export const PEOPLE_RULES_RESULTS: ReadonlyMap<string, BalanceFile> = loadPeopleRules(
  Object.entries(peopleRulesFiles).map(([path, mod]) => [path, mod.default] as const),
);
