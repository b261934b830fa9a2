/**
 * The claim demo's model: pure functions over an EssayClaim (plain data). Which values the toggle
 * offers and how each is labelled, the two values shown side by side (the claim's reading's, and the
 * most instructive other), the reading each board is named by, and what the engine does under a value.
 */
import { evidenceLabel, RULE_META, getPreset, RULE_VALUES, type RuleKey, claims, valueName } from '../../engine';
import type { EssayClaim } from '../../essays/claims';

export { ruleSetting } from '../../engine';

export const presetName = (id: string): string => getPreset(id)?.name ?? id;

/** The value of the claim's key in a reading (the claim's patch does not apply to other readings). */
export function readingValue(presetId: string, key: RuleKey): string | undefined {
  const preset = getPreset(presetId);
  return preset ? (preset.rules[key].value as string) : undefined;
}

/**
 * The readings a sentence or a button names for a value, when the claim compares readings: the claim's
 * own reading first (when it holds the value), then the compared readings that hold it.
 */
export function readingsHolding(
  claim: { preset: string; key: RuleKey; compare?: readonly string[] | undefined },
  value: string,
  ownValue: string,
): string[] {
  if (!claim.compare) return [];
  const own = ownValue === value ? [claim.preset] : [];
  return [...new Set([...own, ...claim.compare.filter((id) => readingValue(id, claim.key) === value)])];
}

/**
 * How the readings that hold `value` know it, in words: "This is the value in Murray's
 * reconstruction: the project's choice, following Jocly." The claim's own reading counts when it holds the value unpatched.
 */
export function valueEvidence(
  claim: { preset: string; key: RuleKey; compare?: readonly string[] | undefined },
  value: string,
  ownValue: string,
): string {
  const ids = [
    ...new Set([
      ...(ownValue === value ? [claim.preset] : []),
      ...(claim.compare ?? []).filter((id) => readingValue(id, claim.key) === value),
    ]),
  ];
  return ids
    .map((id) => {
      const entry = getPreset(id)?.rules[claim.key];
      return entry ? `This is the value in ${presetName(id)}: ${evidenceLabel(entry)}.` : '';
    })
    .filter(Boolean)
    .join(' ');
}

export interface ValueOption {
  readonly value: string;
  /** The accessible name of the value's button: the short value, or "<reading>: <short value>". */
  readonly label: string;
  /** The value's sentence (RULE_META). */
  readonly description: string;
  /** The readings named for this value (the claim's `compare` readings that hold it). */
  readonly readings: readonly string[];
}

/** Every value of the claim's key, in RULE_VALUES order. */
export function valueOptions(claim: EssayClaim): ValueOption[] {
  const meta = RULE_META[claim.key];
  const own = startValue(claim);
  return (RULE_VALUES[claim.key] as readonly string[]).map((value) => {
    const readings = readingsHolding(claim, value, own);
    const short = valueName(claim.key, value);
    return {
      value,
      label: readings.length ? `${readings.map(presetName).join(' and ')}: ${short}` : short,
      description: (meta.values as Record<string, string>)[value] ?? '',
      readings,
    };
  });
}

/** The value the demo starts on: the claim's own reading's value (its patch included). */
export function startValue(claim: EssayClaim): string {
  const patched = (claim.patch as Record<string, string | undefined> | undefined)?.[claim.key];
  return patched ?? readingValue(claim.preset, claim.key) ?? (RULE_VALUES[claim.key][0] as string);
}

/**
 * The reading a board under `value` is named by: the compared readings that hold it, or the claim's
 * reading (as it is, or with the claim's rule changed).
 */
export function boardReading(claim: EssayClaim, value: string, ownValue: string): string {
  const named = readingsHolding(claim, value, ownValue);
  if (named.length) return named.map(presetName).join(' and ');
  return value === ownValue ? presetName(claim.preset) : `${presetName(claim.preset)}, this rule changed`;
}

/** What the engine does with the claim under one value; 'error' is a claim the engine cannot run at all. */
export type ValueObservation = claims.Observation | { readonly kind: 'error'; readonly message: string };

/** Observations of the claim under every value, by value. */
export function observeAll(claim: EssayClaim): Record<string, ValueObservation> {
  const out: Record<string, ValueObservation> = {};
  for (const value of RULE_VALUES[claim.key] as readonly string[]) {
    const obs = claims.observeClaim(claim, value);
    out[value] = obs.ok ? obs.value : { kind: 'error', message: obs.error.message };
  }
  return out;
}

/** Throws unless `value` is plain data (what an island prop must be): no functions, classes, symbols or cycles. */
export function assertPlainData(value: unknown, path = 'claim', seen = new Set<unknown>()): void {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return;
  if (typeof value !== 'object') throw new Error(`${path} is a ${typeof value}, which cannot be passed to the page.`);
  if (seen.has(value)) throw new Error(`${path} refers to itself.`);
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null)
    throw new Error(`${path} is a ${proto?.constructor?.name ?? 'class'} instance, not plain data.`);
  for (const [k, v] of Object.entries(value)) assertPlainData(v, Array.isArray(value) ? `${path}[${k}]` : `${path}.${k}`, seen);
  seen.delete(value);
}

/** Whether two values give the claim the same result: the same kind, and for a played move the same captures and ending. */
export function sameObservation(a: ValueObservation, b: ValueObservation): boolean {
  if (a.kind !== 'played' || b.kind !== 'played') return a.kind === b.kind;
  const ending = (o: typeof a) => (o.outcome ? `${o.outcome.reason}:${o.outcome.winner}` : '');
  return a.captures.join() === b.captures.join() && ending(a) === ending(b);
}

/**
 * The value shown beside the claim's own: the other compared reading's, when the claim compares two;
 * otherwise the first value (in RULE_VALUES order) under which the move does something else, one that
 * sets the position up before one that refuses it.
 */
export function contrastValue(claim: EssayClaim, observations: Record<string, ValueObservation> = observeAll(claim)): string {
  const own = startValue(claim);
  const compared = (claim.compare ?? []).map((id) => readingValue(id, claim.key)).find((v) => v !== undefined && v !== own);
  if (compared) return compared;
  const others = (RULE_VALUES[claim.key] as readonly string[]).filter((v) => v !== own);
  const mine = observations[own];
  const differing = others.filter((v) => mine && observations[v] && !sameObservation(mine, observations[v]));
  // A value that refuses the position shows no move: one that plays it, or forbids it, says more.
  const setUp = differing.filter((v) => observations[v]!.kind === 'played' || observations[v]!.kind === 'illegal');
  return setUp[0] ?? differing[0] ?? others[0] ?? own;
}
