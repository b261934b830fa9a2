/**
 * Levels for people. Each is a node budget (so a seed replays identically) and a way of choosing
 * among the root moves. The beginner searches two plies and sometimes only one, and picks among
 * moves close to its best by a softmax: it grabs material and misses quiet threats, the mistakes a
 * new player makes, rather than playing at random.
 */
import type { RuleSet } from '../../engine';
import type { Game } from '../../engine/core';
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

// Where the rules have a move-prediction network (policy/policies.ts), the club and strong levels play,
// of the moves within PRIOR_MARGIN points of their best, the one that maximises the network's
// log-probability plus the score's shortfall over PRIOR_SCALE points: the search vetoes what it sees to
// be worse, people's habits choose among the rest. The setting was chosen on positions of the Copenhagen
// games the network learnt from and checked on held-out ones (CHANGELOG: "The strong level plays people's
// moves"); Brandub's network (AI version 11) is read the same way.
/** Near-best for the network's choice: within 300 points, about three men, of the search's best. */
const PRIOR_MARGIN = 300;
/** A move's shortfall costs one unit of log-probability per 100 points, about one man. */
const PRIOR_SCALE = 100;
/**
 * The club and strong levels search as deep as they would without the network and then search again only
 * the network's four likeliest moves for their scores. On held-out Copenhagen positions (`npm run bench:ai
 * -- --section choice`): the strong level on 100 reaches 5.75 plies on average where keeping every move
 * within the margin open reached 4.25 (5.88 without the network), the person's move played 45 times where
 * it was 48; the club level on 300 reaches 3.18 plies where it reached 1.82 (3.34 without the network),
 * the person's move played 109 times either way.
 */
const PRIOR_CANDIDATES = 4;

export const LEVELS: { readonly [L in LevelId]: LevelSpec } = {
  beginner: {
    id: 'beginner',
    label: 'Beginner',
    description: 'Looks one or two moves ahead, takes what it is offered and often misses a quiet threat.',
    // Two plies: it sees the reply to its move and no further.
    depth: 2,
    // Half the club's: at two plies it seldom binds, but it caps the time on boards with many moves.
    nodes: 6_000,
    // A softmax at 60 points over the moves within 160 (more than a man): it often plays a piece worse.
    choice: { margin: 160, temperature: 60 },
    // About one move in three it searches a ply less and overlooks the opponent's reply.
    overlook: 0.35,
  },
  club: {
    id: 'club',
    label: 'Club',
    description:
      'Reads a few moves ahead and plays sound moves, varying its choice among moves of nearly equal worth; in 11×11 Copenhagen-style and 7×7 Brandub-style games it picks, among those, the one people would most likely play.',
    // Twice the beginner's: a few plies, and fast enough for the hundreds of games the lab plays (LAB_LEVEL).
    nodes: 12_000,
    // Without a network, a seeded softmax at 8 points among the moves within 20 (a fifth of a man): sound
    // moves, varied. With one, the network's choice reading the board once (about 28 ms a move), among
    // those and its PRIOR_CANDIDATES likeliest moves, searched again (CHANGELOG: "The club level plays
    // people's moves too").
    choice: { margin: 20, temperature: 8, prior: { margin: PRIOR_MARGIN, scale: PRIOR_SCALE, turns: 1, candidates: PRIOR_CANDIDATES } },
    // It never overlooks a reply.
    overlook: 0,
  },
  strong: {
    id: 'strong',
    label: 'Strong',
    description:
      'Searches far deeper and plays the move it thinks best; in 11×11 Copenhagen-style and 7×7 Brandub-style games, of the moves it finds about as good, the one people would most likely play.',
    // Twenty-five times the club's, for a far deeper search.
    nodes: 300_000,
    // Without a network, always its best. With one, the network's choice reading all eight symmetries of
    // the board (eight times the work, for a steadier reading of the position), among its best and the
    // network's PRIOR_CANDIDATES likeliest moves, searched again after a search as deep as without the
    // network (Choice.prior.candidates; `npm run bench:ai -- --section choice` measures it).
    choice: { margin: 0, temperature: 0, prior: { margin: PRIOR_MARGIN, scale: PRIOR_SCALE, turns: 8, candidates: PRIOR_CANDIDATES } },
    // It never overlooks a reply.
    overlook: 0,
  },
};

/** The node budgets above are for 11×11, 121 squares. */
const REFERENCE_SQUARES = 121;

/**
 * A level's node budget on a board of the given size. A node costs about as much as the board has
 * squares (moves to generate, a flood to run), so the budget scales with 121 / squares: a level
 * thinks for about the same time per move on every board, which is what a person notices
 * (19×19 gets a third of the 11×11 budget, 7×7 two and a half times as much).
 */
export const nodesFor = (level: LevelSpec, size: number): number => Math.round((level.nodes * REFERENCE_SQUARES) / (size * size));

/**
 * The least node budget, on 11×11 (scaled like the levels' by nodesFor), for a search of a king left alone
 * where the edge shields him: where he is taken only on four sides and the edge does not count, the
 * defenders cannot be enclosed, and walling him in leaves his side no move without losing the game
 * (the Viking reading), the attackers win only by forcing him off the edge, a plan of 6 to 10 moves.
 * The club level's 12,000 positions do not see it. Of the Viking reading's 38 games that version 8's
 * club level left at the move limit, 28 ended with the king alone on the edge; searched to depth 12 from
 * the last position alone (the hand-set evaluation, at most 2 million positions), 27 of the 28 are won by
 * force for the attackers within 6 to 10 moves, 18 of them within 200,000 positions and all but one
 * within 800,000. With this budget the club level won all 28 (AI version 9). With the king alone the
 * defenders have a few moves a turn, so such a search takes a few seconds; where it finds no win (a king
 * in the open against few attackers) it costs that every move, as in one of the other evaluation's games.
 */
const LONE_KING_NODES = 800_000;

/**
 * Under rules where the edge shields the king (edgeShieldsLoneKing), a game is stalled (AI version 10) once it
 * has gone STALL_PLIES without a capture and the attackers are down to half their starting number or fewer:
 * then neither side shuns a draw, and where neither sees better each moves back to a position seen before, so
 * that the game ends by repetition, as the rules draw it, instead of running to the self-play move limit.
 *
 * Why both. Of the 12 games of the Viking reading that the other evaluation (version 9) left at 400 plies, seven
 * played on to 800 were all still going there; in the six looked at closely the king stood on the edge beside his
 * last defender, the attackers were down to 4 to 9, and pieces were still taken now and then without either side
 * breaking through. With stalls played for a draw all seven ended by repetition, between plies 350 and 505.
 * But a long quiet spell alone is no stall:
 * in 15 of the club level's 200 games the attackers, still 17 to 23 strong, went 102 to 280 plies without a
 * capture and still took the last defender and then the king, and when every game gone 100 plies without a
 * capture was played for a draw, all 15 were drawn instead.
 */
export const STALL_PLIES = 100;

/** Whether a game under rules where the edge shields the king is stalled (see STALL_PLIES), the attackers having started `startAttackers` strong. */
export const isStalled = (game: Game, startAttackers: number): boolean =>
  game.quietPlies >= STALL_PLIES && game.attackers * 2 <= startAttackers;

/** True for rules under which a king left alone may stand on the edge for ever unless the attackers force him off it (see LONE_KING_NODES). */
export const edgeShieldsLoneKing = (rules: RuleSet): boolean =>
  rules.kingCapture === 'four-sided' && rules.kingSideEdge === 'no' && rules.encirclement === 'no' && rules.noMoves !== 'loses';

/** The node budget of a search from the game's position: the level's, or more for a lone king the edge shields. */
export const budgetFor = (game: Game, nodes: number): number =>
  game.defenders === 0 && game.king >= 0 && edgeShieldsLoneKing(game.c.rules)
    ? Math.max(nodes, Math.round((LONE_KING_NODES * REFERENCE_SQUARES) / (game.c.geo.size * game.c.geo.size)))
    : nodes;

export const DEFAULT_LEVEL: LevelId = 'club';
/** The level the lab and the precomputed results use by default (fast enough for hundreds of games). */
export const LAB_LEVEL: LevelId = 'club';

export const isLevelId = (s: string): s is LevelId => (LEVEL_IDS as readonly string[]).includes(s);
