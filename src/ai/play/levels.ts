/**
 * Levels for people. Each is a node budget (so a seed replays identically) and a way of choosing
 * among the root moves. The beginner searches two plies and sometimes only one, and picks among
 * moves close to its best by a softmax: it grabs material and misses quiet threats, the mistakes a
 * new player makes, rather than playing at random.
 */
import type { Choice } from '../search/search';

export const LEVEL_IDS = ['beginner', 'club', 'strong'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

export interface LevelSpec {
  readonly id: LevelId;
  readonly label: string;
  /** One sentence for a picker. */
  readonly description: string;
  readonly depth?: number;
  /** Depth completed whatever the node budget. */
  readonly minDepth?: number;
  /** Node budget on an 11×11 board; see nodesFor for other sizes. */
  readonly nodes: number;
  readonly choice: Choice;
  /** Probability, per move, of searching one ply less (overlooking the opponent's reply). */
  readonly overlook: number;
}

export const LEVELS: { readonly [L in LevelId]: LevelSpec } = {
  beginner: {
    id: 'beginner',
    label: 'Beginner',
    description: 'Looks one or two moves ahead, takes what it is offered and often misses a quiet threat.',
    depth: 2,
    nodes: 6_000,
    choice: { margin: 160, temperature: 60 },
    overlook: 0.35,
  },
  club: {
    id: 'club',
    label: 'Club',
    description:
      'Reads a few moves ahead and plays sound moves, varying its choice among moves of nearly equal worth; in 11×11 Copenhagen-style games it picks, among those, the one people would most likely play.',
    nodes: 12_000,
    // Without a move-prediction network: a seeded softmax among the moves within 20 points of the best.
    // With one (policy/policies.ts): as the strong level, the network reading the board once. The search alone
    // defends far better than it attacks; people's habits mostly help its attackers. In 200 games of
    // Copenhagen self-play (npm run balance) the defenders' share went from 81.0 % to 70.5 % with the
    // hand-adjusted weights of version 5, and to 69.5 % with the fit's own (version 6; people: 55.8 %).
    // Samples of 40 games (seeds 1 to 40, version 5's weights): the network for both sides 57.5 %, for
    // the attackers alone 62.5 %, for the defenders alone 85 %.
    choice: { margin: 20, temperature: 8, prior: { margin: 300, scale: 100, turns: 1 } },
    overlook: 0,
  },
  strong: {
    id: 'strong',
    label: 'Strong',
    description:
      'Searches far deeper and plays the move it thinks best; in 11×11 Copenhagen-style games, of the moves it finds about as good, the one people would most likely play.',
    nodes: 300_000,
    // Where the rules have a move-prediction network (policy/policies.ts): of the moves within 300 points of
    // its best, the one maximising the network's log-probability plus the shortfall over 100 points,
    // the network reading all eight symmetries of the board. Chosen on 240 positions of the games the
    // network learnt from, then checked on 600 held-out positions that npm run bench:ai does not use:
    // there, margins of 100 to 1,000 points and scales of 50 points to unbounded gave 29 % to 36.5 %
    // agreement with the person's move, this one 36.3 % (the network alone 34.5 %, the search 22.8 %).
    choice: { margin: 0, temperature: 0, prior: { margin: 300, scale: 100, turns: 8 } },
    overlook: 0,
  },
};

/**
 * A level's node budget on a board of the given size. A node costs about as much as the board has
 * squares (moves to generate, a flood to run), so the budget scales with 121 / squares: a level
 * thinks for about the same time per move on every board, which is what a person notices
 * (19×19 gets a third of the 11×11 budget, 7×7 two and a half times as much).
 */
export const nodesFor = (level: LevelSpec, size: number): number => Math.round((level.nodes * 121) / (size * size));

export const DEFAULT_LEVEL: LevelId = 'club';
/** The level the lab and the precomputed results use by default (fast enough for hundreds of games). */
export const LAB_LEVEL: LevelId = 'club';

export const isLevelId = (s: string): s is LevelId => (LEVEL_IDS as readonly string[]).includes(s);
