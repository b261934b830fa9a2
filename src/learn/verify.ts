/**
 * Checks a puzzle with the engine: the position parses under its reading, the solution is legal,
 * and the solution meets the goal of the puzzle's kind (a forced win in two is checked against
 * every reply; "stop the escape" against every defender reply). checkAttempt judges a solver's
 * first move the same way, so any move that meets the goal counts, and a wrong one gets a sentence
 * built from what the engine did. Pure: engine only, no DOM, no randomness.
 */
import {
  moveFrom,
  parseSquare,
  kingSquare,
  legalMoves,
  play,
  type Played,
  type Position,
  getPreset,
  resolveRules,
  type RulePatch,
  type RuleSet,
  ok,
  type Move,
  type Result,
  type Side,
  type Square,
  notation,
  failWith,
} from '../engine';
import {
  describePlayed,
  effectOf,
  geoOf,
  outcomeWords,
  readingName,
  sameEffect,
  whyKingFree,
  underReading,
  whyNoCapture,
  whyNoEscape,
} from './effects';
import type { Puzzle, PuzzleKind } from './types';

export interface PuzzleFailure {
  readonly puzzle: string;
  readonly message: string;
}

export interface Reading {
  readonly name: string;
  readonly rules: RuleSet;
  readonly start: Position;
}

export interface Attempt {
  readonly correct: boolean;
  readonly sentence: string;
}

/** Who solves each kind (null: the side to move in the position, either). */
const SOLVER: { readonly [K in PuzzleKind]: Side | null } = {
  'capture-in-one': null,
  'escape-in-one': 'defenders',
  'escape-in-two': 'defenders',
  'stop-the-escape': 'attackers',
  'capture-the-king': 'attackers',
  'two-readings': null,
};

/** How many moves the solution lists: [fewest, most]. */
const SOLUTION_LENGTH: { readonly [K in PuzzleKind]: readonly [number, number] } = {
  'capture-in-one': [1, 1],
  'escape-in-one': [1, 1],
  'escape-in-two': [3, 3],
  'stop-the-escape': [1, 2],
  'capture-the-king': [1, 1],
  'two-readings': [1, 1],
};

type Check = Result<true, string>;
const pass: Check = ok(true);
const fail = (message: string): Check => failWith(message);

/** The puzzle's position under a reading (its own, or the comparison's). */
export function readingOf(puzzle: Puzzle, which: 'main' | 'compare' = 'main'): Result<Reading, string> {
  const presetId = which === 'main' ? puzzle.preset : puzzle.compare?.preset;
  const patch: RulePatch | undefined = which === 'main' ? puzzle.patch : puzzle.compare?.patch;
  if (!presetId) return failWith('it has no reading to compare with.');
  const preset = getPreset(presetId);
  if (!preset) return failWith(`there is no reading called "${presetId}".`);
  const rules = resolveRules(preset, patch ?? {});
  const start = notation.parsePosition(puzzle.position, rules);
  if (!start.ok) return failWith(`the position does not set up under ${readingName(presetId, patch)}: ${start.error.message}`);
  return ok({ name: readingName(presetId, patch), rules, start: start.value });
}

const defendersWon = (pos: Position, by: 'escape' | 'edge-fort'): boolean =>
  pos.outcome?.winner === 'defenders' && pos.outcome.reason === by;

/** A defenders' move that wins at once in the way given, or null (the king's moves are tried first). */
export function escapeInOne(pos: Position, by: 'escape' | 'edge-fort' = 'escape'): Played | null {
  if (pos.outcome || pos.turn !== 'defenders') return null;
  const king = kingSquare(pos);
  const moves = legalMoves(pos);
  const kingFirst = [
    ...moves.filter((m) => moveFrom(m) === king),
    ...(by === 'edge-fort' ? moves.filter((m) => moveFrom(m) !== king) : []),
  ];
  for (const m of kingFirst) {
    const r = play(pos, m);
    if (r.ok && defendersWon(r.value.position, by)) return r.value;
  }
  return null;
}

/** Whether the king can also win in an edge fort, under each value of edgeForts. */
const FORTS = { yes: true, no: false } as const satisfies Record<RuleSet['edgeForts'], boolean>;

/** A defenders' reply that wins at once by escape or edge fort, or null. */
const anyEscape = (pos: Position): Played | null =>
  escapeInOne(pos, 'escape') ?? (FORTS[pos.rules.edgeForts] ? escapeInOne(pos, 'edge-fort') : null);

const squaresOf = (pos: Position, names: readonly string[]): Result<Square[], string> => {
  const out: Square[] = [];
  for (const n of names) {
    const sq = parseSquare(geoOf(pos), n);
    if (!sq.ok) return failWith(sq.error.message);
    out.push(sq.value);
  }
  return ok(out);
};

/** Whether one first move meets the puzzle's goal; if not, a sentence saying why. */
function meetsGoal(puzzle: Puzzle, main: Reading, move: Move): Check {
  const start = main.start;
  const r = play(start, move);
  if (!r.ok) return fail(r.error.message);
  const played = r.value;
  const after = played.position;
  const name = notation.makeMove(start, move);
  const by = puzzle.escapeBy ?? 'escape';
  switch (puzzle.kind) {
    case 'capture-in-one': {
      const targets = squaresOf(start, puzzle.captures ?? []);
      if (!targets.ok) return fail(targets.error);
      return targets.value.every((t) => played.captures.includes(t)) ? pass : fail(whyNoCapture(start, played, targets.value));
    }
    case 'escape-in-one':
      return defendersWon(after, by) ? pass : fail(whyNoEscape(start, played, by));
    case 'capture-the-king':
      return after.outcome?.reason === 'king-captured' ? pass : fail(whyKingFree(start, played, main.rules));
    case 'escape-in-two': {
      if (defendersWon(after, by)) return pass;
      if (after.outcome) return fail(`After ${name} ${outcomeWords(after.outcome)}.`);
      for (const reply of legalMoves(after)) {
        const rr = play(after, reply);
        if (!rr.ok) return fail(rr.error.message);
        const replyName = notation.makeMove(after, reply);
        const next = rr.value.position;
        if (next.outcome) return fail(`After ${name}, the reply ${replyName} ends the game: ${outcomeWords(next.outcome)}.`);
        if (!escapeInOne(next, by)) return fail(`After ${name}, the reply ${replyName} stops the escape.`);
      }
      return pass;
    }
    case 'stop-the-escape': {
      if (after.outcome) return after.outcome.winner === 'attackers' ? pass : fail(`After ${name} ${outcomeWords(after.outcome)}.`);
      const esc = anyEscape(after);
      if (!esc) return pass;
      const how = esc.position.outcome?.reason === 'edge-fort' ? 'the defenders close an edge fort with' : 'the king escapes with';
      return fail(`After ${name}, ${how} ${notation.makeMove(after, esc.move)}.`);
    }
    case 'two-readings': {
      const other = readingOf(puzzle, 'compare');
      if (!other.ok) return fail(other.error);
      const mv = notation.parseMove(other.value.start, name);
      if (!mv.ok) return fail(`${name} is legal under ${main.name} but not under ${other.value.name}: ${mv.error.message}`);
      const r2 = play(other.value.start, mv.value);
      if (!r2.ok) return fail(r2.error.message);
      const here = sameEffect(effectOf(played), puzzle.expect ?? {});
      const there = sameEffect(effectOf(r2.value), puzzle.compare?.expect ?? {});
      if (here && there) return pass;
      return fail(
        `${underReading(main.name, describePlayed(start, played))}. ${underReading(other.value.name, describePlayed(other.value.start, r2.value))}.` +
          (sameEffect(effectOf(played), effectOf(r2.value)) ? ' The move does the same under both readings.' : ''),
      );
    }
  }
}

/** What the correct move did, in a sentence. */
function successSentence(puzzle: Puzzle, main: Reading, move: Move): string {
  const r = play(main.start, move);
  if (!r.ok) return r.error.message;
  const name = notation.makeMove(main.start, move);
  switch (puzzle.kind) {
    case 'escape-in-two':
      return r.value.position.outcome
        ? `${describePlayed(main.start, r.value)}.`
        : `After ${name} every attacker reply still leaves the king a way out.`;
    case 'stop-the-escape':
      return r.value.position.outcome ? `${describePlayed(main.start, r.value)}.` : `After ${name} no defender move wins at once.`;
    case 'two-readings': {
      const other = readingOf(puzzle, 'compare');
      const mv = other.ok ? notation.parseMove(other.value.start, name) : null;
      const r2 = other.ok && mv?.ok ? play(other.value.start, mv.value) : null;
      if (!other.ok || !r2?.ok) return `${describePlayed(main.start, r.value)}.`;
      return `${underReading(main.name, describePlayed(main.start, r.value))}. ${underReading(other.value.name, describePlayed(other.value.start, r2.value))}.`;
    }
    default:
      return `${describePlayed(main.start, r.value)}.`;
  }
}

/** Judges a solver's first move: right if it meets the goal, whether or not it is the listed solution. */
export function checkAttempt(puzzle: Puzzle, moveText: string): Attempt {
  const main = readingOf(puzzle);
  if (!main.ok) return { correct: false, sentence: `This puzzle cannot be set up: ${main.error}` };
  const mv = notation.parseMove(main.value.start, moveText);
  if (!mv.ok) return { correct: false, sentence: mv.error.message };
  const met = meetsGoal(puzzle, main.value, mv.value);
  return met.ok ? { correct: true, sentence: successSentence(puzzle, main.value, mv.value) } : { correct: false, sentence: met.error };
}

/** Every first move that meets the goal (for tests and hints; cheap on the small positions used). */
export function solvingMoves(puzzle: Puzzle): string[] {
  const main = readingOf(puzzle);
  if (!main.ok) return [];
  return legalMoves(main.value.start)
    .filter((m) => meetsGoal(puzzle, main.value, m).ok)
    .map((m) => notation.makeMove(main.value.start, m));
}

/** Checks the whole puzzle; the error is one sentence starting with the puzzle's id. */
export function verifyPuzzle(puzzle: Puzzle): Result<true, PuzzleFailure> {
  const r = verifyInner(puzzle);
  return r.ok ? r : failWith({ puzzle: puzzle.id, message: `${puzzle.id}: ${r.error}` });
}

function verifyInner(p: Puzzle): Check {
  const main = readingOf(p);
  if (!main.ok) return fail(main.error);
  const start = main.value.start;
  if (start.outcome) return fail(`the game is already over in the position (${outcomeWords(start.outcome)}).`);
  const solver = SOLVER[p.kind];
  if (solver && start.turn !== solver)
    return fail(`a puzzle of kind "${p.kind}" has the ${solver} to move, but the position gives the move to the ${start.turn}.`);
  const [fewest, most] = SOLUTION_LENGTH[p.kind];
  if (p.solution.length < fewest || p.solution.length > most)
    return fail(
      `the solution of a puzzle of kind "${p.kind}" lists ${fewest === most ? fewest : `${fewest} or ${most}`} moves, not ${p.solution.length}.`,
    );
  if (p.kind === 'capture-in-one' && !(p.captures && p.captures.length > 0))
    return fail('a capture puzzle must name the squares to capture.');
  if (p.kind === 'two-readings' && !(p.compare && p.expect && p.compare.expect))
    return fail('a two-readings puzzle needs a comparison reading and the expected result under each.');
  // The first move meets the goal (checked first: its failure sentence names the refutation).
  const firstMove = notation.parseMove(start, p.solution[0]!);
  if (!firstMove.ok) return fail(`${p.solution[0]}: ${firstMove.error.message}`);
  const met = meetsGoal(p, main.value, firstMove.value);
  if (!met.ok) return fail(met.error);
  // Then the main line: every move legal, the game not over before the last one.
  let pos = start;
  const line: Move[] = [];
  for (const text of p.solution) {
    if (pos.outcome) return fail(`the game is over before ${text} (${outcomeWords(pos.outcome)}).`);
    const mv = notation.parseMove(pos, text);
    if (!mv.ok) return fail(`${text}: ${mv.error.message}`);
    const r = play(pos, mv.value);
    if (!r.ok) return fail(`${text}: ${r.error.message}`);
    line.push(mv.value);
    pos = r.value.position;
  }
  const first = line[0]!;
  const by = p.escapeBy ?? 'escape';
  switch (p.kind) {
    case 'escape-in-two': {
      if (!defendersWon(pos, by)) return fail(`the main line ${p.solution.join(' ')} does not end with the king's escape.`);
      const quick = escapeInOne(start, by);
      if (p.shortest && quick) return fail(`it claims no shorter solution, but ${notation.makeMove(start, quick.move)} wins at once.`);
      return pass;
    }
    case 'stop-the-escape': {
      if (pos.outcome?.winner === 'defenders') return fail(`the main line ${p.solution.join(' ')} ends with the defenders winning.`);
      const threat = notation.parsePosition(`${p.position.trim().split(/\s+/)[0]} d`, main.value.rules);
      if (!threat.ok) return fail(threat.error.message);
      if (!anyEscape(threat.value)) return fail('the defenders threaten nothing: even if it were their move, they could not win at once.');
      const failing = legalMoves(start).find((m) => m !== first && !meetsGoal(p, main.value, m).ok);
      if (failing === undefined) return fail('every attacker move stops the escape, so there is nothing to find.');
      return pass;
    }
    case 'two-readings': {
      if (sameEffect(p.expect ?? {}, p.compare?.expect ?? {})) return fail('it expects the same result under both readings.');
      return pass;
    }
    default:
      return pass;
  }
}
