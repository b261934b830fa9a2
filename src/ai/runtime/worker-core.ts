/**
 * What the worker does with a message, without any worker API: `handleRequest` is called with
 * the message, a `post` function and what the host provides (how to read a network's bytes, a
 * clock), so the protocol runs (and is tested) in plain Node.
 */
import { type BuiltGame, buildGame } from '../play/game-spec';
import { isLevelId, type LevelId } from '../play/levels';
import type { AiRequest, AiResponse } from './protocol';
import { loadPolicy, PolicyUnreadable, type ReadBytes } from '../policy/policies';
import { playSelfGame } from '../selfplay/selfplay';
import { needsPolicy, think } from '../play/think';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** What the worker's host gives it: the browser's worker (worker.ts) or a Node thread. */
export interface AiHost {
  /** Gets a move-prediction network's bytes: fetched in the browser, read from disk in Node. */
  readonly read: ReadBytes;
  /** A clock for time-limited searches. */
  readonly now?: () => number;
}

export function handleRequest(msg: unknown, post: (r: AiResponse) => void, host: AiHost): void {
  const id = isObj(msg) && typeof msg.id === 'number' ? msg.id : -1;
  let problem: string | null;
  try {
    problem = serve(msg, id, post, host);
  } catch (e) {
    problem = `The AI failed: ${e instanceof Error ? e.message : String(e)}.`;
  }
  if (problem !== null) post({ type: 'error', id, message: problem });
}

/** Answers one message through `post`; returns the sentence to report instead, or null when all went well. */
function serve(msg: unknown, id: number, post: (r: AiResponse) => void, host: AiHost): string | null {
  if (!isObj(msg) || (msg.type !== 'search' && msg.type !== 'selfplay' && msg.type !== 'prepare'))
    return 'The AI received a message it does not understand.';
  const req = msg as unknown as AiRequest;
  if (req.type === 'prepare') {
    if (req.level !== undefined && !isLevelId(req.level)) return `There is no AI level called "${String(req.level)}".`;
    const built = buildGame(req.spec);
    if (!built.ok) return built.error.message;
    // No answer: a load that fails is tried again by the search that needs it, which reports it.
    if (needsPolicy(built.value, { level: req.level })) loadPolicy(built.value.game.c, host.read).catch(() => undefined);
    return null;
  }
  if (req.type === 'search') {
    if (req.level !== undefined && !isLevelId(req.level)) return `There is no AI level called "${String(req.level)}".`;
    const built = buildGame(req.spec);
    if (!built.ok) return built.error.message;
    return withPolicy(built.value, req.level, id, post, host, () => {
      const result = think(built.value, {
        level: req.level,
        limits: req.limits,
        seed: typeof req.seed === 'number' ? req.seed : 1,
        now: host.now,
        onDepth: (info) => post({ type: 'progress', id, info }),
      });
      post({ type: 'result', id, result });
      return null;
    });
  }
  const job = req.job;
  if (!isObj(job) || !isLevelId(String(job.level))) return 'The self-play request names no known level.';
  if (!Number.isInteger(job.maxPlies) || job.maxPlies < 1) return 'The self-play request needs a ply limit of at least 1.';
  if (job.openingPlies !== undefined && (!Number.isInteger(job.openingPlies) || job.openingPlies < 0))
    return 'The self-play request’s free opening must be a whole number of plies.';
  if (!Array.isArray(req.seeds)) return 'The self-play request has no seeds.';
  const built = buildGame(job.spec);
  if (!built.ok) return built.error.message;
  return withPolicy(built.value, job.level, id, post, host, () => {
    for (const seed of req.seeds) {
      const game = playSelfGame(job, seed);
      if (!game.ok) return game.error.message;
      post({ type: 'game', id, game: game.value });
    }
    post({ type: 'done', id });
    return null;
  });
}

/**
 * The sentence for a network that could not be read: the level refuses to play without it (a seed
 * must always give the same move), so the reader is told how to go on.
 */
export const networkUnreadable = (cause: string): string =>
  `The AI could not fetch the move-prediction network its level uses on these rules (${cause}): check the connection and try again, or choose the beginner level, which plays without it.`;

/**
 * Runs `work` now, or, when the level consults a move-prediction network these rules have and it is
 * not loaded yet, once it is (it comes in its own file, fetched the first time or on a `prepare`); a
 * problem either way is posted as an error, and a network that cannot be read leaves the search
 * unplayed rather than played without it.
 */
function withPolicy(
  built: BuiltGame,
  level: LevelId | undefined,
  id: number,
  post: (r: AiResponse) => void,
  host: AiHost,
  work: () => string | null,
): string | null {
  if (!needsPolicy(built, { level })) return work();
  const fail = (message: string): void => post({ type: 'error', id, message });
  loadPolicy(built.game.c, host.read)
    .then(() => {
      const problem = work();
      if (problem !== null) fail(problem);
    })
    .catch((e: unknown) =>
      fail(e instanceof PolicyUnreadable ? networkUnreadable(e.reason) : `The AI failed: ${e instanceof Error ? e.message : String(e)}.`),
    );
  return null;
}
