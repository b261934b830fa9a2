/**
 * The evaluation's weights, per family of rules: fitted by `npm run tune` (scripts/tune.ts) and
 * shipped in src/ai/eval/weights/<family>.json with the command, data, seed and metrics that produced
 * them, as the balance files record theirs. The family is read from the compiled rules, never from
 * a reading's name, so every rule combination gets the weights of the games most like it:
 * - corner escape on 7×7 to 9×9: Brandub as people play it on aagenielsen.dk;
 * - corner escape on 11×11 and 13×13: Copenhagen as people play it there;
 * - corner escape on 15×15 and more: Alea Evangelii, which nobody has recorded, so
 *   `npm run tune -- --family alea` learns the weights in self-play (weights/alea.json);
 * - edge escape, on any board: the hand-set weights (no games, of people or learnt, of that kind).
 */
import { fail, ok, type Result } from '../../engine';
import { SQ_GOAL, type CompiledRules } from '../../engine/core';
import { CORNER_GOALS_AT_MOST, FEATURE_COUNT, FEATURES, type WeightVector } from './tafl-context';
import alea from './weights/alea.json';
import brandubh from './weights/brandubh.json';
import copenhagen from './weights/copenhagen.json';

export const WEIGHTS_FORMAT = 1;

/** Which weights a search uses: the ones its rules call for, or the hand-set ones (for comparisons). */
export type WeightSetId = 'tuned' | 'hand-set';

export const FAMILY_IDS = ['brandubh', 'copenhagen', 'alea'] as const;
export type FamilyId = (typeof FAMILY_IDS)[number];

export interface WeightsFile {
  readonly format: typeof WEIGHTS_FORMAT;
  readonly family: FamilyId;
  /** How the weights were fitted, in a sentence. */
  readonly method: string;
  /** The command line that wrote the file, exactly as typed. */
  readonly command: string;
  /** The games or positions fitted, in a sentence. */
  readonly data: string;
  readonly seed: number;
  /** Points per logit: the evaluation's scale (100 points is about one attacker's worth). */
  readonly scale: number;
  /** Points per unit of each feature. */
  readonly weights: { readonly [K in (typeof FEATURES)[number]]: number };
  /** What the fit achieved, by name (log-loss, AUC…, on the fitted and the held-out positions). */
  readonly metrics: Readonly<Record<string, number>>;
  readonly finished: string;
  readonly seconds: number;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a weights file; the error's message names the first problem. */
export function parseWeights(data: unknown): Result<WeightsFile> {
  const bad = fail;
  if (!isObj(data)) return bad('A weights file must be a JSON object.');
  if (data.format !== WEIGHTS_FORMAT) return bad(`Unknown weights format ${String(data.format)}.`);
  if (typeof data.family !== 'string' || !(FAMILY_IDS as readonly string[]).includes(data.family))
    return bad('The weights name no known family.');
  for (const k of ['method', 'command', 'data', 'finished'] as const)
    if (typeof data[k] !== 'string' || data[k] === '') return bad(`The weights file has no "${k}".`);
  for (const k of ['seed', 'scale', 'seconds'] as const)
    if (typeof data[k] !== 'number' || !Number.isFinite(data[k])) return bad(`The weights file's "${k}" is not a number.`);
  const w = data.weights;
  if (!isObj(w)) return bad('The weights file has no weights.');
  for (const f of FEATURES)
    if (typeof w[f] !== 'number' || !Number.isFinite(w[f])) return bad(`The weight of "${f}" is missing or not a number.`);
  for (const k of Object.keys(w))
    if (!(FEATURES as readonly string[]).includes(k)) return bad(`The weights file names an unknown feature "${k}".`);
  if (!isObj(data.metrics) || !Object.values(data.metrics).every((v) => typeof v === 'number'))
    return bad('The weights file has no metrics.');
  return ok(data as unknown as WeightsFile);
}

/** A file's weights in FEATURES order. */
export function vectorOf(file: WeightsFile): WeightVector {
  const v = new Float64Array(FEATURE_COUNT);
  FEATURES.forEach((f, i) => {
    v[i] = file.weights[f];
  });
  return v;
}

const SHIPPED: Readonly<Record<FamilyId, unknown>> = { brandubh, copenhagen, alea };
const vectors = new Map<FamilyId, WeightVector>();

/** The family whose weights suit these rules, or null for the hand-set weights. */
export function familyOf(c: CompiledRules): FamilyId | null {
  const size = c.geo.size;
  const goals = c.geo.squares.reduce((n, sq) => n + (c.kind[sq]! & SQ_GOAL ? 1 : 0), 0);
  if (goals > CORNER_GOALS_AT_MOST) return null;
  return familyBySize(size);
}

/** The family whose boards are of this size: 9 × 9 and smaller Brandub's, to 13 × 13 Copenhagen's, larger Alea's. */
export const familyBySize = (size: number): FamilyId => (size <= 9 ? 'brandubh' : size <= 13 ? 'copenhagen' : 'alea');

/** The weights for these rules: a family's tuned vector, or null for the hand-set one. */
export function weightsFor(c: CompiledRules): { family: FamilyId | null; weights: WeightVector | null } {
  const family = familyOf(c);
  return { family, weights: family === null ? null : familyWeights(family) };
}

/** A family's tuned vector (eval/weights/<family>.json). */
export function familyWeights(family: FamilyId): WeightVector {
  let v = vectors.get(family);
  if (!v) {
    const parsed = parseWeights(SHIPPED[family]);
    if (!parsed.ok) throw new Error(`The shipped ${family} weights are broken: ${parsed.error.message}`);
    v = vectorOf(parsed.value);
    vectors.set(family, v);
  }
  return v;
}
