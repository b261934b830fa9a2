/**
 * A rule claim is data: a reading, a position, a move, the one rule key the claim is about, and the
 * expected result under every value of that key. checkClaim runs the engine on the claim under each
 * value, so prose that states a rule cannot drift from what the engine does. The source-claims
 * table and (later) the essays' claims use this one shape.
 */
import { checkSize, geometry, parseSquare, squareName } from './geometry';
import { parseMoveText } from './notation';
import { replayTexts } from './line';
import { type GameLine, geometryOf, lineAppend, lineCurrent, lineFrom, setup, type Placement } from './position';
import { getPreset, resolveRules } from './rules/presets';
import { RULE_VALUES, isRuleKey, type RuleKey, type RulePatch, type RuleSet } from './rules/ruleset';
import type { Citation } from './rules/sources';
import { err, ok, type ErrorCode, type OutcomeReason, type PieceKind, type Result, type Side } from './types';

export interface ClaimPosition {
  readonly size: number;
  readonly king?: string;
  readonly attackers?: readonly string[];
  readonly defenders?: readonly string[];
  readonly evangelists?: readonly string[];
  /** Side to move; defaults to the rules' first mover. */
  readonly turn?: Side;
}

export interface ExpectedOutcome {
  readonly winner: Side | null;
  readonly reason: OutcomeReason;
}

/**
 * What happens under one value. Omitted fields mean: the move is legal, captures nothing, and the
 * game goes on. `invalid` means the rules or the setup are refused under that value.
 */
export interface Expectation {
  readonly invalid?: true;
  readonly legal?: boolean;
  readonly captures?: readonly string[];
  readonly outcome?: ExpectedOutcome | null;
}

export interface RuleClaim<K extends RuleKey = RuleKey> {
  readonly id: string;
  readonly cite: Citation;
  /** The rule in a sentence, as the source gives it. */
  readonly statement: string;
  readonly preset: string;
  /** Changes to the preset other than the claim's key (rarely needed). */
  readonly patch?: RulePatch;
  readonly position: ClaimPosition;
  /** Moves played before the claimed one (for repetition). */
  readonly prelude?: readonly string[];
  readonly move: string;
  readonly key: K;
  readonly expect: { readonly [V in RuleSet[K]]: Expectation };
}

// ---- the expected results most claims use --------------------------------------------------------
// Every claim file takes these from here (`claims.KING_TAKEN` through the engine's front door) rather
// than spelling its own copy; tests/author-kit.test.ts fails on a copy.

/** The move is legal, captures nothing, and the game goes on. */
export const PLAIN: Expectation = {};
/** The move is refused: it is not legal under that value. */
export const ILLEGAL: Expectation = { legal: false };
/** The rules or the setup are refused under that value (no move is played). */
export const INVALID: Expectation = { invalid: true };
/** The move captures the king: the attackers win. */
export const KING_TAKEN: Expectation = { outcome: { winner: 'attackers', reason: 'king-captured' } };
/** The king escapes: the defenders win. */
export const ESCAPE: Expectation = { outcome: { winner: 'defenders', reason: 'escape' } };

// ---- helpers for writing claims ------------------------------------------------------------------

/**
 * The moves that make a position occur for the third time: the side to move shuttles a piece
 * between `first`'s two squares, the other side between `second`'s; the claimed move is the other
 * side's last step back, so that side is the one who repeats.
 */
export function thirdOccurrence(first: readonly [string, string], second: readonly [string, string]): { prelude: string[]; move: string } {
  const [a, b] = first;
  const [x, y] = second;
  const out = `${a}-${b}`;
  const home = `${b}-${a}`;
  const go = `${x}-${y}`;
  return { prelude: [out, go, home, `${y}-${x}`, out, go, home], move: `${y}-${x}` };
}

const other = (side: Side): Side => (side === 'attackers' ? 'defenders' : 'attackers');

/** What the third occurrence does under each repetition rule, when `repeater` made it. */
export const repetitionExpect = (repeater: Side): { readonly [V in RuleSet['repetition']]: Expectation } => ({
  ignored: {},
  draw: { outcome: { winner: null, reason: 'repetition' } },
  'repeater-loses': { outcome: { winner: other(repeater), reason: 'repetition' } },
  'defenders-lose': { outcome: { winner: 'attackers', reason: 'repetition' } },
});

/** What a move leaving `stuck` without a legal move does under each no-move rule. */
export const noMovesExpect = (stuck: Side): { readonly [V in RuleSet['noMoves']]: Expectation } => ({
  loses: { outcome: { winner: other(stuck), reason: 'no-moves' } },
  draw: { outcome: { winner: null, reason: 'no-moves' } },
  pass: {},
});

export type AnyClaim = { [K in RuleKey]: RuleClaim<K> }[RuleKey];

export type Observation =
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'illegal'; readonly message: string }
  | { readonly kind: 'played'; readonly captures: readonly string[]; readonly outcome: ExpectedOutcome | null };

export function claimPlacement(p: ClaimPosition): Result<Placement> {
  const size = checkSize(p.size);
  if (!size.ok) return size;
  const geo = geometry(p.size);
  const cells: (PieceKind | null)[] = new Array(p.size * p.size).fill(null);
  const put = (names: readonly string[] | undefined, kind: PieceKind): Result<true> => {
    for (const name of names ?? []) {
      const sq = parseSquare(geo, name);
      if (!sq.ok) return sq;
      const i = geo.rankOf[sq.value]! * p.size + geo.fileOf[sq.value]!;
      if (cells[i]) return err('bad-setup', `Two pieces are placed on ${name}.`);
      cells[i] = kind;
    }
    return ok(true);
  };
  for (const [names, kind] of [
    [p.king ? [p.king] : [], 'king'],
    [p.attackers, 'attacker'],
    [p.defenders, 'defender'],
    [p.evangelists, 'evangelist'],
  ] as const) {
    const r = put(names, kind);
    if (!r.ok) return r;
  }
  return ok({ size: p.size, cells });
}

/** The claim's rules under one value of its key. */
export function claimRules(claim: AnyClaim, value: string): Result<RuleSet> {
  const preset = getPreset(claim.preset);
  if (!preset) return err('unknown-preset', `Claim ${claim.id}: there is no reading called "${claim.preset}".`);
  if (!isRuleKey(claim.key)) return err('unknown-rule', `Claim ${claim.id}: "${claim.key}" is not a rule key.`);
  return ok(resolveRules(preset, { ...claim.patch, [claim.key]: value }));
}

/**
 * The claim's position under one value of its key, with its prelude played: the line a board shows
 * before the claim's move. The error says why it cannot be set up under that value: the codes
 * 'invalid-rules' and 'bad-setup' are the value refusing the rules or the setup (the engine's own
 * sentence, for the reader); any other code is a mistake in the claim (its reading, its position or
 * its prelude), named with the claim's id.
 */
export function claimLine(claim: AnyClaim, value: string): Result<GameLine> {
  const rules = claimRules(claim, value);
  if (!rules.ok) return rules;
  const placement = claimPlacement(claim.position);
  if (!placement.ok) return err('bad-position', `Claim ${claim.id}: ${placement.error.message}`);
  const start = setup(rules.value, placement.value, claim.position.turn);
  if (!start.ok) return start;
  const { line, stopped } = replayTexts(lineFrom(start.value), claim.prelude ?? []);
  if (stopped) return err('bad-move', `Claim ${claim.id}, prelude move ${stopped.index + 1} (${stopped.text}): ${stopped.error.message}`);
  return ok(line);
}

/** Whether claimLine's error is the value refusing the rules or the setup, not a mistake in the claim. */
const refusesSetup = (code: ErrorCode): boolean => code === 'invalid-rules' || code === 'bad-setup';

/** Runs the claim's position and move under one value of its key. */
export function observeClaim(claim: AnyClaim, value: string): Result<Observation> {
  const start = claimLine(claim, value);
  if (!start.ok) return refusesSetup(start.error.code) ? ok({ kind: 'invalid', message: start.error.message }) : start;
  const line = start.value;
  const pos = lineCurrent(line);
  const mv = parseMoveText(pos, claim.move);
  if (!mv.ok) {
    if (mv.error.code === 'illegal-move') return ok({ kind: 'illegal', message: mv.error.message });
    return err(mv.error.code, `Claim ${claim.id}: ${mv.error.message}`);
  }
  const next = lineAppend(line, mv.value.move);
  if (!next.ok) return next;
  const geo = geometryOf(pos);
  const after = lineCurrent(next.value);
  return ok({
    kind: 'played',
    captures: next.value.captures[next.value.captures.length - 1]!.map((s) => squareName(geo, s)).sort(),
    outcome: after.outcome ? { winner: after.outcome.winner, reason: after.outcome.reason } : null,
  });
}

export interface ValueCheck {
  readonly value: string;
  readonly pass: boolean;
  /** What the engine did, in a sentence, when it differs from the expectation. */
  readonly problem: string | null;
  readonly observation: Observation | null;
}

const describe = (o: Observation): string =>
  o.kind === 'invalid'
    ? `the setup is refused (${o.message})`
    : o.kind === 'illegal'
      ? `the move is illegal (${o.message})`
      : `the move captures ${o.captures.length ? o.captures.join(', ') : 'nothing'} and ${
          o.outcome ? `ends the game (${o.outcome.winner ?? 'draw'}, ${o.outcome.reason})` : 'the game goes on'
        }`;

const sameOutcome = (a: ExpectedOutcome | null, b: ExpectedOutcome | null): boolean =>
  a === null || b === null ? a === b : a.winner === b.winner && a.reason === b.reason;

/** Checks the claim under every value of its key. */
export function checkClaim(claim: AnyClaim): ValueCheck[] {
  const values = RULE_VALUES[claim.key] as readonly string[];
  return values.map((value): ValueCheck => {
    const expected = (claim.expect as Record<string, Expectation | undefined>)[value];
    if (!expected) return { value, pass: false, problem: `no expectation is given for ${claim.key}=${value}`, observation: null };
    const obs = observeClaim(claim, value);
    if (!obs.ok) return { value, pass: false, problem: obs.error.message, observation: null };
    const o = obs.value;
    let pass: boolean;
    if (expected.invalid) pass = o.kind === 'invalid';
    else if (expected.legal === false) pass = o.kind === 'illegal';
    else
      pass =
        o.kind === 'played' &&
        [...(expected.captures ?? [])].sort().join() === o.captures.join() &&
        sameOutcome(expected.outcome ?? null, o.outcome);
    return { value, pass, problem: pass ? null : `under ${claim.key}=${value} ${describe(o)}`, observation: o };
  });
}
