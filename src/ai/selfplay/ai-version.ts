/**
 * Whether a balance file was played by the AI that plays its rules today. AI_VERSION counts every
 * change to what the AI plays; most changes touch only some families of rules (version 3 changed the
 * Alea weights alone, version 4 the Copenhagen ones, version 5 the strong level's Copenhagen play,
 * version 6 the Copenhagen weights and the club level's play), so each family of weights
 * (eval/weights.ts familyOf) records the version in which its play last changed, at any level. A file
 * is current when it was played at or after that version: its games are the ones today's AI plays,
 * and `npm run balance:all` would play them again move for move. A change to one level's play bumps
 * its family for every level: the other levels' files then count as stale and are played again to the
 * same games, which costs time but never leaves a stale file counted as current.
 */
import { type RuleSet, startFromLayout } from '../../engine';
import { toGame } from '../../engine/core';
import { type FamilyId, familyOf } from '../eval/weights';
import { AI_VERSION } from './balance';

/** The version in which the AI's play last changed, at any level, per family of weights ('hand-set': no family). */
export const LAST_CHANGED: Readonly<Record<FamilyId | 'hand-set', number>> = {
  'hand-set': 2,
  brandubh: 2,
  copenhagen: 6,
  alea: 3,
};

/** The version since which the AI has played these rules on this layout as it does now. */
export function playingSince(rules: RuleSet, layout: string): number {
  const start = startFromLayout(rules, layout);
  if (!start.ok) return AI_VERSION;
  return LAST_CHANGED[familyOf(toGame(start.value).c) ?? 'hand-set'];
}

/** True when today's AI plays the file's rules as the AI that played its games did. */
export const playedByCurrentAi = (file: { readonly aiVersion: number; readonly rules: RuleSet; readonly layout: string }): boolean =>
  file.aiVersion >= playingSince(file.rules, file.layout) && file.aiVersion <= AI_VERSION;
