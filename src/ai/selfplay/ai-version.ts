/**
 * Whether a balance file was played by the AI that plays its rules today. AI_VERSION counts every
 * change to what the AI plays; most changes touch only some families of rules (version 3 changed the
 * Alea weights alone, version 4 the Copenhagen ones, version 5 the strong level's Copenhagen play,
 * version 6 the Copenhagen weights and the club level's play, version 7 the strong level's Copenhagen
 * choice, version 8 the club level's, version 9 only the rules under which a king left alone cannot be taken on
 * the edge, version 10 the same rules' stalled games, version 11 the club and strong levels' Brandub play on 7×7, where they consult
 * Brandub's move-prediction network), and some only one level, so PLAY_CHANGES records for each change the families of weights
 * (eval/weights.ts familyOf), the levels and the rules and boards it touched. A file is current when it was played at or after
 * the last change to its family at its level: its games are the ones today's AI plays, and
 * `npm run balance:all` would play them again move for move. A change to the weights touches every
 * level; a change to one level's way of choosing, that level only.
 */
import { type RuleSet, startFromLayout } from '../../engine';
import { toGame } from '../../engine/core';
import { type FamilyId, familyOf } from '../eval/weights';
import { edgeShieldsLoneKing, type LevelId } from '../play/levels';
import { AI_VERSION } from './balance';

type Family = FamilyId | 'hand-set';
const ALL_FAMILIES: readonly Family[] = ['hand-set', 'brandubh', 'copenhagen', 'alea'];

/**
 * Every change to what the AI plays since version 2, the families of weights it touched and, where it
 * touched only some levels, which. Version 2 is where every family's play was last changed before.
 */
export const PLAY_CHANGES: readonly {
  readonly version: number;
  readonly families: readonly Family[];
  readonly levels?: readonly LevelId[];
  /** Where a change touched only some rules or boards: the rule sets, on a board of `size` squares a side, it touched. */
  readonly rules?: (rules: RuleSet, size: number) => boolean;
}[] = [
  { version: 2, families: ALL_FAMILIES },
  { version: 3, families: ['alea'] },
  { version: 4, families: ['copenhagen'] },
  { version: 5, families: ['copenhagen'], levels: ['strong'] },
  { version: 6, families: ['copenhagen'] },
  // The strong level re-searches the network's likeliest moves instead of keeping the whole root open for it.
  { version: 7, families: ['copenhagen'], levels: ['strong'] },
  // The club level does the same.
  { version: 8, families: ['copenhagen'], levels: ['club'] },
  // Every search of a king left alone, where the edge shields him, gets at least LONE_KING_NODES (levels.ts).
  { version: 9, families: ALL_FAMILIES, rules: edgeShieldsLoneKing },
  // Under the same rules, a game gone STALL_PLIES without a capture is played for a draw by repetition (levels.ts).
  { version: 10, families: ALL_FAMILIES, rules: edgeShieldsLoneKing },
  // The club and strong levels consult Brandub's move-prediction network, on the 7×7 boards it was trained on
  // (policy/policies.ts; ai-version.test.ts checks the size against the shipped network's).
  { version: 11, families: ['brandubh'], levels: ['club', 'strong'], rules: (_, size) => size === 7 },
];

/** A reading's rules and its board's size, for a change that touched only some (PLAY_CHANGES `rules`). */
export interface Board {
  readonly rules: RuleSet;
  readonly size: number;
}

/** The version in which the AI's play at `level` last changed for a family of weights (and, if given, these rules on this board). */
export const lastChanged = (family: Family, level: LevelId, board?: Board): number =>
  Math.max(
    ...PLAY_CHANGES.filter(
      (c) =>
        c.families.includes(family) &&
        (!c.levels || c.levels.includes(level)) &&
        (!c.rules || (board !== undefined && c.rules(board.rules, board.size))),
    ).map((c) => c.version),
  );

/** The version since which the AI has played these rules on this layout, at this level, as it does now. */
export function playingSince(rules: RuleSet, layout: string, level: LevelId): number {
  const start = startFromLayout(rules, layout);
  if (!start.ok) return AI_VERSION;
  return lastChanged(familyOf(toGame(start.value).c) ?? 'hand-set', level, { rules, size: start.value.size });
}

/** True when today's AI plays the file's rules at its level as the AI that played its games did. */
export const playedByCurrentAi = (file: {
  readonly aiVersion: number;
  readonly rules: RuleSet;
  readonly layout: string;
  readonly level: LevelId;
}): boolean => file.aiVersion >= playingSince(file.rules, file.layout, file.level) && file.aiVersion <= AI_VERSION;
