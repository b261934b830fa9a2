/**
 * Why the computer could not finish some of people's resigned games within the move limit, in one sentence
 * for a reading's endings box (EndingsComparison.astro), from how each stood when the limit stopped it
 * (scripts/played-out.ts, format 4 of src/data/people-played-out.json). The games fall in three kinds, each
 * told by what the file records and nothing more:
 *  - its players had played on past a position's third occurrence, so it was played on ignoring repetition;
 *  - the king stood alone, no defender left, and the attackers had not taken him;
 *  - the rest, described by how late they were resigned, which left fewer moves before the limit, and by how
 *    long ago the last capture was.
 */
import { listInWords } from '../engine';
import { countInWords } from '../ai/selfplay/verdict';
import type { StoppedGame } from './people-endings';

export type StoppedKind = 'past-third' | 'lone-king' | 'other';

export const stoppedKind = (g: StoppedGame): StoppedKind =>
  g.pastThird ? 'past-third' : g.defenders === 0 && g.king !== null ? 'lone-king' : 'other';

/** "12", or "12 to 14": the range of some whole numbers. */
const rangeOf = (ns: readonly number[]): string => {
  const lo = Math.min(...ns);
  const hi = Math.max(...ns);
  return lo === hi ? String(lo) : `${lo} to ${hi}`;
};

/** What the games of one kind did, after their subject ("three", or "The one game the computer could not finish …"). */
function predicate(kind: StoppedKind, games: readonly StoppedGame[], maxPlies: number): string {
  const one = games.length === 1;
  const quiet = rangeOf(games.map((g) => g.quietPlies));
  if (kind === 'lone-king') {
    const attackers = rangeOf(games.map((g) => g.attackers));
    return `ended with the king alone against ${attackers} attackers, who had gone ${quiet} moves without a capture and had not taken him`;
  }
  if (kind === 'past-third') {
    return `had been played on by ${one ? 'its' : 'their'} players past a position’s third occurrence, so ${one ? 'it' : 'they'} went on ignoring repetition, ${quiet} moves without a capture when the limit came`;
  }
  const resigned = listInWords(games.map((g) => String(g.resignedAt)));
  const left = listInWords(games.map((g) => String(maxPlies - g.resignedAt)));
  const last = listInWords(games.map((g) => String(g.quietPlies)));
  return `had been resigned only after ${resigned} moves, which left ${left} moves to finish ${one ? 'it' : 'them'} in, the last capture ${last} moves back when the limit came`;
}

/** The kinds in a fixed order: the lone kings, the computer's own failing, first. */
const ORDER: readonly StoppedKind[] = ['lone-king', 'other', 'past-third'];

/**
 * Why the computer stopped these resigned games at the limit of `maxPlies` moves (counted from each game's first
 * move), a clause a kind; null where it finished every game.
 */
export function stoppedSentence(stopped: readonly StoppedGame[], maxPlies: number): string | null {
  const n = stopped.length;
  if (n === 0) return null;
  const limit = `within the limit of ${maxPlies} moves (counted from ${n === 1 ? 'the' : 'each'} game’s first move)`;
  const kinds = ORDER.map((kind) => stopped.filter((g) => stoppedKind(g) === kind)).filter((games) => games.length > 0);
  if (n === 1) return `The one game the computer could not finish ${limit} ${predicate(stoppedKind(stopped[0]!), stopped, maxPlies)}.`;
  const clauses = kinds.map((games) => {
    const k = games.length;
    const subject = k === n ? (k === 2 ? 'both' : `all ${countInWords(k)}`) : countInWords(k);
    return `${subject} ${predicate(stoppedKind(games[0]!), games, maxPlies)}`;
  });
  const joined = clauses.length === 1 ? clauses[0] : `${clauses.slice(0, -1).join('; ')}; and ${clauses.at(-1)}`;
  return `Of the ${countInWords(n)} games the computer could not finish ${limit}, ${joined}.`;
}
