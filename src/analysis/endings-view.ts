/**
 * What the endings table of a reading's page shows (EndingsComparison.astro), as plain data: people's
 * columns (the games decided on the board, and every finished game with the resigned ones played on),
 * the computer players' columns, the endings anyone reached, and how near the club level comes to
 * people: each ending's gap in points, how many are within CLOSE_ENDING, the defenders' share and
 * the median length; each share with its 95 % interval, and which gaps chance alone would seldom give
 * (chanceSentence); and, where the club level's games were played again with more free moves at the start,
 * how far its defenders' share moves (openingsSentence); and why the computer could not finish some of people's
 * resigned games within the move limit (stopped-words.ts).
 */
import type { OutcomeReason } from '../engine';
import { listInWords, OUTCOME_REASONS, OUTCOME_WORDS } from '../engine';
import { beyondChance, differenceOf, formatInterval, type Tally } from '../ai/selfplay/stats';
import { OPENING_PLIES } from '../ai/selfplay/selfplay';
import { countInWords } from '../ai/selfplay/verdict';
import { PLAYER_RESULTS } from '../ai/selfplay/balance-data';
import { PLAYER_SHORT } from '../ai/selfplay/players';
import { PEOPLE_RULES_OPENINGS, PEOPLE_RULES_RESULTS } from './people-rules-data';
import {
  boardColumn,
  CLOSE_ENDING,
  computerEndings,
  type EndingGap,
  type EndingShares,
  endingGaps,
  type PeopleEndings,
  type PlayedOut,
  PLAYED_OUT_BY,
  peopleEndingsFor,
  playedOnColumn,
  playedOutFor,
} from './people-endings';
import { stoppedSentence } from './stopped-words';

/** The share by which a median length may differ from people's and still count as close. */
export const CLOSE_LENGTH = 0.25;

export interface EndingsColumn {
  readonly id: string;
  /** The column's head, a few words. */
  readonly head: string;
  readonly ends: EndingShares;
}

/** A computer player's games for the table. */
export interface ComputerGames {
  readonly id: string;
  readonly head: string;
  readonly tally: Tally;
  readonly maxPlies: number;
}

export interface EndingsView {
  readonly columns: readonly EndingsColumn[];
  readonly reasons: readonly OutcomeReason[];
  /** People's column the computer is measured against: every finished game where the resigned ones were played on, else the board's. */
  readonly people: EndingsColumn;
  /** The column measured: the first computer column (the club level, under people's rules where they differ). */
  readonly computer: EndingsColumn;
  /** Each ending's gap in points, the largest first. */
  readonly gaps: readonly EndingGap[];
  readonly within: number;
  /** The defenders' shares' gap in points. */
  readonly defendersGap: number;
  /** Whether chance alone would seldom give the defenders' gap (as EndingGap.beyondChance). */
  readonly defendersBeyondChance: boolean;
  /** The computer's median length against people's, as a share (0.1 is 10 % longer or shorter); null without lengths. */
  readonly lengthGap: number | null;
  /** The resigned games played on: how many, how many the side that had not resigned won, how many stopped at the limit. */
  readonly playedOut: {
    readonly games: number;
    readonly agree: number;
    readonly atLimit: number;
    /** Those whose record had passed a third occurrence, played on with repetition ignored. */
    readonly pastThird: number;
    /** The defenders' share of the resigned games by the records, and of those the computer finished by its play. */
    readonly recordedDefenders: number;
    readonly finishedDefenders: number;
    /** Why the computer could not finish those it stopped at the limit (stopped-words.ts), or null where it finished all. */
    readonly stopped: string | null;
  } | null;
  /** The first computer column's games played again opened with other numbers of free plies (`--opening`), fewest first. */
  readonly openings: readonly { readonly plies: number; readonly ends: EndingShares }[];
}

/** A computer column's games opened with another number of free plies than every game is. */
export interface OpenedGames {
  readonly plies: number;
  readonly tally: Tally;
  readonly maxPlies: number;
}

export function endingsView(
  people: PeopleEndings,
  out: PlayedOut | undefined,
  computers: readonly ComputerGames[],
  opened: readonly OpenedGames[] = [],
): EndingsView | null {
  const first = computers[0];
  if (!first) return null;
  const board: EndingsColumn = { id: 'people-board', head: 'People, on the board', ends: boardColumn(people) };
  const all: EndingsColumn | null = out
    ? { id: 'people-all', head: 'People, resigned games played on', ends: playedOnColumn(people, out) }
    : null;
  const machine = computers.map((c) => ({ id: c.id, head: c.head, ends: computerEndings(c.tally, c.maxPlies) }));
  const columns = [board, ...(all ? [all] : []), ...machine];
  const reasons = OUTCOME_REASONS.filter((r) => columns.some((c) => c.ends.shares[r] > 0));
  const target = all ?? board;
  const computer = machine[0]!;
  const gaps = endingGaps(target.ends, computer.ends, reasons);
  const a = computer.ends.medianPlies;
  const b = target.ends.medianPlies;
  return {
    columns,
    reasons,
    people: target,
    computer,
    gaps,
    within: gaps.filter((g) => g.gap <= CLOSE_ENDING).length,
    defendersGap: Math.abs(computer.ends.defenders - target.ends.defenders) * 100,
    defendersBeyondChance: beyondChance(differenceOf(computer.ends.defendersInterval, target.ends.defendersInterval)),
    lengthGap: a !== null && b !== null && b > 0 ? Math.abs(a - b) / b : null,
    openings: opened.map((o) => ({ plies: o.plies, ends: computerEndings(o.tally, o.maxPlies) })),
    playedOut: out
      ? {
          games: out.games,
          agree: out.agree,
          atLimit: out.endings['move-limit'],
          pastThird: out.pastThird,
          recordedDefenders: out.games > 0 ? out.recordedDefenders / out.games : 0,
          finishedDefenders: out.games > out.endings['move-limit'] ? out.defenders / (out.games - out.endings['move-limit']) : 0,
          stopped: stoppedSentence(out.stopped, PLAYED_OUT_BY.maxPlies),
        }
      : null,
  };
}

/**
 * Which of the club level's gaps from people chance alone would seldom give, in one sentence: the endings whose
 * difference's 95 % interval leaves out zero, and the defenders' share if its difference's does.
 */
export function chanceSentence(view: EndingsView): string {
  const rows = view.gaps.filter((g) => g.beyondChance).map((g) => `“${OUTCOME_WORDS[g.reason].label}”`);
  const defenders = view.defendersBeyondChance;
  const others = view.gaps.length - rows.length;
  const diff = 'the 95 % interval of the difference between people’s share and the computer’s';
  if (rows.length === 0 && !defenders)
    return `Chance alone could give every gap here, the defenders’ share’s included: for each, ${diff} reaches zero.`;
  const inRows = rows.length === 0 ? '' : `the ${rows.length === 1 ? 'gap in the row' : 'gaps in the rows'} ${listInWords(rows)}`;
  const what = defenders ? (inRows ? `${inRows}, and the one in the defenders’ share` : 'the gap in the defenders’ share') : inRows;
  const tested = rows.length + (defenders ? 1 : 0) === 1 ? diff : `for each, ${diff}`;
  const rest =
    others > 0
      ? ` The other gaps${defenders ? '' : ', the defenders’ share’s included,'} are within what chance could give.`
      : defenders
        ? ''
        : ' The gap in the defenders’ share is within what chance could give.';
  return `Chance alone would seldom give ${what}: ${tested} leaves out zero.${rest}`;
}

/**
 * The computer's columns for a reading: the club level under people's rules first where they differ
 * from the reading's, then every player's games under the reading's own rules.
 */
export function computersFor(preset: string): ComputerGames[] {
  const peopleRules = PEOPLE_RULES_RESULTS.get(preset)?.get('club');
  return [
    ...(peopleRules
      ? [{ id: 'people-rules', head: 'Club level, people’s rules', tally: peopleRules.tally, maxPlies: peopleRules.maxPlies }]
      : []),
    ...[...(PLAYER_RESULTS.get(preset)?.values() ?? [])].map((f) => {
      const id = f.player?.id ?? 'club';
      return { id, head: `${PLAYER_SHORT[id]}${peopleRules ? ', this reading’s rules' : ''}`, tally: f.tally, maxPlies: f.maxPlies };
    }),
  ];
}

/** The endings table of a reading's page, from the shipped files; null where people's games were not counted. */
export function endingsViewFor(preset: string): EndingsView | null {
  const people = peopleEndingsFor(preset);
  const opened = (PEOPLE_RULES_OPENINGS.get(preset) ?? []).map((f) => ({ plies: f.openingPlies!, tally: f.tally, maxPlies: f.maxPlies }));
  return people ? endingsView(people, playedOutFor(preset), computersFor(preset), opened) : null;
}

/**
 * How much the first computer column's defenders' share rests on how its games open: its games played again with
 * other numbers of free plies, and whether chance alone would seldom give their differences from it; null where none
 * were played.
 */
export function openingsSentence(view: EndingsView): string | null {
  if (view.openings.length === 0) return null;
  const base = view.computer.ends.defendersInterval;
  const beyond = view.openings.filter((o) => beyondChance(differenceOf(o.ends.defendersInterval, base)));
  const verdict =
    beyond.length === view.openings.length
      ? `, ${view.openings.length === 1 ? 'a difference' : 'differences'} chance alone would seldom give`
      : beyond.length === 0
        ? ', within what chance could give'
        : `; chance alone would seldom give the difference with ${listInWords(
            beyond.map((o) => countInWords(o.plies)),
            'or',
          )}`;
  const [first, ...rest] = view.openings.map((o) => ({ n: countInWords(o.plies), share: formatInterval(o.ends.defendersInterval) }));
  const more = rest.map((o, i) => `,${i === rest.length - 1 ? ' and' : ''} with ${o.n}, ${o.share}`).join('');
  const lead =
    beyond.length === 0 ? 'The computer’s figure holds when its games open otherwise' : 'How the computer’s games open matters too';
  return `${lead}: with the first ${first!.n} moves picked at random instead of ${countInWords(OPENING_PLIES)}, the defenders won ${first!.share} of the games a rule ended${more}${verdict}.`;
}
