/**
 * Work the tuner and the AI benchmark hand to worker threads, one task at a time: play a game
 * between two weight sets (the moves come back, for replay and fitting), or search one position.
 * Pure functions of their input, so a task gives the same answer on any thread.
 */
import { buildGame, type GameSpec } from '../src/ai/play/game-spec';
import { loadPolicy } from '../src/ai/policy/policies';
import { playSelfGame, type GameSummary, type SelfPlayJob } from '../src/ai/selfplay/selfplay';
import { think, type WeightChoice } from '../src/ai/play/think';
import type { Choice } from '../src/ai/search/search';
import type { LevelId } from '../src/ai/play/levels';
import { readFromDisk } from './network-files';

export type AiTask =
  | { readonly kind: 'game'; readonly job: SelfPlayJob; readonly seed: number }
  | {
      readonly kind: 'search';
      readonly spec: GameSpec;
      readonly level: LevelId;
      readonly nodes?: number;
      readonly weights: WeightChoice;
      readonly seed: number;
      /** Another way of choosing among the root's moves than the level's (the choice rules' benchmark). */
      readonly choice?: Choice;
    };

export type AiTaskResult =
  | { readonly kind: 'game'; readonly summary: GameSummary; readonly moves: readonly number[] }
  | {
      readonly kind: 'search';
      readonly best: number;
      readonly score: number;
      /** The depth completed, the nodes searched, and the search's own best (before the choice). */
      readonly depth: number;
      readonly nodes: number;
      readonly searchBest: number;
    };

/** Runs a task; a search first loads the move-prediction network its rules have, if any. */
export async function runTask(task: AiTask): Promise<AiTaskResult> {
  if (task.kind === 'game') {
    const b = buildGame(task.job.spec);
    if (!b.ok) throw new Error(b.error.message);
    await loadPolicy(b.value.game.c, readFromDisk);
    const moves: number[] = [];
    const r = playSelfGame(task.job, task.seed, (m) => moves.push(m));
    if (!r.ok) throw new Error(r.error.message);
    return { kind: 'game', summary: r.value, moves };
  }
  const b = buildGame(task.spec);
  if (!b.ok) throw new Error(b.error.message);
  await loadPolicy(b.value.game.c, readFromDisk);
  let searchBest = -1;
  const r = think(b.value, {
    level: task.level,
    seed: task.seed,
    weights: task.weights,
    ...(task.nodes ? { limits: { nodes: task.nodes } } : {}),
    ...(task.choice ? { openingChoice: task.choice } : {}),
    onRoot: (moves) => {
      searchBest = moves[0]!;
    },
  });
  return { kind: 'search', best: r.best, score: r.score, depth: r.depth, nodes: r.nodes, searchBest };
}
