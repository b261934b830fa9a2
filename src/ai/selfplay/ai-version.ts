/**
 * Whether a balance file was played by the AI that plays its rules today. AI_VERSION counts every
 * change to what the AI plays; most changes touch only some rules or levels (version 3 changed the
 * Alea weights alone, version 4 the Copenhagen ones, version 5 the strong level's Copenhagen play,
 * version 6 the Copenhagen weights and the club level's play), so each family of weights (eval/weights.ts
 * familyOf) records the version in which its play last changed, for the strong level apart. A file
 * is current when it was played at or after that version: its games are the ones today's AI plays,
 * and `npm run balance:all` would play them again move for move.
 */
import { type RuleSet, startFromLayout } from '../../engine';
import { toGame } from '../../engine/core';
import { AI_VERSION } from './balance';
import type { LevelId } from '../play/levels';
import { type FamilyId, familyOf } from '../eval/weights';

/** The version in which the AI's play last changed, per family of weights ('hand-set': no family). */
export const LAST_CHANGED: Readonly<Record<FamilyId | 'hand-set', number>> = {
  'hand-set': 2,
  brandubh: 2,
  copenhagen: 6,
  alea: 3,
};

/**
 * The same for the strong level: version 5 gave it the Copenhagen move-prediction network
 * (policies.ts) and changed nothing else; version 6 gave the network to the club level and refitted
 * the Copenhagen weights, which both levels play with.
 */
export const STRONG_LAST_CHANGED: Readonly<Record<FamilyId | 'hand-set', number>> = { ...LAST_CHANGED };

/** The version since which the AI has played these rules on this layout, at this level, as it does now. */
export function playingSince(rules: RuleSet, layout: string, level: LevelId = 'club'): number {
  const start = startFromLayout(rules, layout);
  if (!start.ok) return AI_VERSION;
  return (level === 'strong' ? STRONG_LAST_CHANGED : LAST_CHANGED)[familyOf(toGame(start.value).c) ?? 'hand-set'];
}

/** True when today's AI plays the file's rules as the AI that played its games did. */
export const playedByCurrentAi = (file: {
  readonly aiVersion: number;
  readonly rules: RuleSet;
  readonly layout: string;
  readonly level: LevelId;
}): boolean => file.aiVersion >= playingSince(file.rules, file.layout, file.level) && file.aiVersion <= AI_VERSION;
