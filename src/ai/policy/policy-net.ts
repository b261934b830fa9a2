/**
 * The move-prediction network: given a position's planes (policy-planes.ts), how likely people are
 * to play each legal move. A small residual convolutional network, trained on people's games by
 * `npm run tune:policy` (scripts/train-policy.py) and shipped as two files: src/ai/policy/networks/<family>.json,
 * the metadata (the command, data, seed and metrics that made it, and where each tensor lies), and
 * <family>.bin, the tensors' bytes. The AI uses it once its search is done, to choose,
 * among the root moves the search finds nearly as good as the best, the one a person would play
 * (play/think.ts hands it to the search as Heuristics.rootPriors; search/search-root.ts preferred). It
 * does not order the search's moves.
 *
 * The network: a 3×3 convolution from the planes to `channels` features, `blocks` residual blocks of
 * two 3×3 convolutions, and a 1×1 convolution to one number per square, direction and distance of a
 * move leaving that square. ReLU after each convolution but the last; zero padding at the board's
 * edge. Weights are stored as 8-bit integers with one 32-bit float scale per output channel, biases
 * as 32-bit floats, little-endian; inference here is plain TypeScript in 32-bit floats, allocation-free
 * per call.
 */
import { fail, isJump, isPass, type Move, moveFrom, moveTo, ok, type Result } from '../../engine';
import type { Game } from '../../engine/core';
import { PLANE_NAMES, PLANES, planeIndex, planesOf } from './policy-planes';

export const POLICY_FORMAT = 2;

/** Where one tensor's values lie in the network's binary file, as byte offsets. */
export interface TensorPlace {
  readonly shape: readonly number[];
  /** The values: 8-bit integers for a weight, 32-bit little-endian floats for a bias. */
  readonly offset: number;
  /** A weight's scales: 32-bit little-endian floats, one per output channel (weights only). */
  readonly scales?: number;
}

/** A network's metadata, shipped as <family>.json beside its tensors' bytes, <family>.bin. */
export interface PolicyFile {
  readonly format: typeof POLICY_FORMAT;
  /** The family of rules whose games it learnt from (eval/weights.ts FamilyId). */
  readonly family: string;
  /** The board size it was trained on; it is used on this size only. */
  readonly size: number;
  /** The input planes, by name, in order (policy-planes.ts PLANE_NAMES when it was trained). */
  readonly planes: readonly string[];
  readonly channels: number;
  readonly blocks: number;
  readonly method: string;
  readonly command: string;
  readonly data: string;
  readonly seed: number;
  readonly metrics: Readonly<Record<string, number>>;
  readonly finished: string;
  readonly seconds: number;
  /** The length of the binary file. */
  readonly bytes: number;
  readonly tensors: Readonly<Record<string, TensorPlace>>;
}

/** A checked network: its metadata and the bytes of its binary file. */
export interface PolicyData {
  readonly file: PolicyFile;
  readonly bytes: Uint8Array;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The tensors a network of `blocks` blocks has, in the order they are applied. */
const layerNames = (blocks: number): string[] => ['inp', ...Array.from({ length: 2 * blocks }, (_, i) => `convs.${i}`), 'out'];

/** The shape of each layer's weight, [out, in, k, k], in the order they are applied. */
const layerShapes = (size: number, channels: number, blocks: number): [string, number[]][] => {
  const names = layerNames(blocks);
  return names.map((name, i) => {
    const last = i === names.length - 1;
    const k = last ? 1 : 3;
    return [name, [last ? 4 * (size - 1) : channels, i === 0 ? PLANES : channels, k, k]];
  });
};

/**
 * Checks a network: its metadata (the JSON, parsed) and its binary file's bytes. The error's message
 * names the first problem.
 */
export function parsePolicy(data: unknown, bytes: Uint8Array | ArrayBuffer): Result<PolicyData> {
  const bad = fail;
  const all = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (!isObj(data)) return bad('A network file must be a JSON object.');
  if (data.format !== POLICY_FORMAT) return bad(`Unknown network format ${String(data.format)}.`);
  for (const k of ['family', 'method', 'command', 'data', 'finished'] as const)
    if (typeof data[k] !== 'string' || data[k] === '') return bad(`The network file has no "${k}".`);
  for (const k of ['size', 'channels', 'blocks', 'seed', 'seconds', 'bytes'] as const)
    if (!isCount(data[k])) return bad(`The network file's "${k}" is not a whole number.`);
  if (!Array.isArray(data.planes) || data.planes.join() !== PLANE_NAMES.join())
    return bad('The network was trained on other input planes than this code computes.');
  if (!isObj(data.metrics) || !Object.values(data.metrics).every((v) => typeof v === 'number'))
    return bad('The network file has no metrics.');
  if (all.byteLength !== data.bytes)
    return bad(`The network's binary file holds ${all.byteLength} bytes, not the ${String(data.bytes)} its metadata names.`);
  const t = data.tensors;
  if (!isObj(t)) return bad('The network file has no tensors.');
  /** The problem with `count` values of `width` bytes at `offset`, or null. */
  const outside = (what: string, offset: unknown, count: number, width: number): string | null => {
    if (!isCount(offset)) return `${what} has no whole-number byte offset.`;
    const end = offset + count * width;
    return end > all.byteLength ? `${what} lies outside the binary file (bytes ${offset} to ${end} of ${all.byteLength}).` : null;
  };
  for (const [name, shape] of layerShapes(data.size as number, data.channels as number, data.blocks as number)) {
    const w = t[`${name}.weight`];
    const b = t[`${name}.bias`];
    if (!isObj(w) || !isObj(b)) return bad(`The network file lacks the layer "${name}".`);
    if (!Array.isArray(w.shape) || w.shape.join() !== shape.join())
      return bad(`The layer "${name}" has the shape ${String(w.shape)}, not ${shape.join(',')}.`);
    if (!Array.isArray(b.shape) || b.shape.join() !== String(shape[0]))
      return bad(`The layer "${name}" has the bias shape ${String(b.shape)}, not ${shape[0]}.`);
    const [cout, cin, k] = shape as [number, number, number];
    const problem =
      outside(`The layer "${name}"'s weights`, w.offset, cout * cin * k * k, 1) ??
      outside(`The layer "${name}"'s scales`, w.scales, cout, 4) ??
      outside(`The layer "${name}"'s biases`, b.offset, cout, 4);
    if (problem !== null) return bad(problem);
  }
  return ok({ file: data as unknown as PolicyFile, bytes: all });
}

/** `count` 32-bit little-endian floats at byte `offset`. */
function floatsAt(bytes: Uint8Array, offset: number, count: number): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset, 4 * count);
  return Float32Array.from({ length: count }, (_, i) => view.getFloat32(4 * i, true));
}

/** Each layer's weights, dequantised and laid out for the inference, and its biases. */
function layersOf({ file, bytes }: PolicyData): Layer[] {
  return layerNames(file.blocks).map((name) => {
    const w = file.tensors[`${name}.weight`]!;
    const [cout, cin, k] = w.shape as [number, number, number];
    const taps = k * k;
    const q = new Int8Array(bytes.buffer, bytes.byteOffset + w.offset, cout * cin * taps);
    const scale = floatsAt(bytes, w.scales!, cout);
    const out = new Float32Array(q.length);
    for (let o = 0; o < cout; o++)
      for (let i = 0; i < cin; i++) for (let t = 0; t < taps; t++) out[(t * cin + i) * cout + o] = q[(o * cin + i) * taps + t]! * scale[o]!;
    return { w: out, b: floatsAt(bytes, file.tensors[`${name}.bias`]!.offset, cout), taps, cin, cout };
  });
}

interface Layer {
  /** Weights as [tap][input channel][output channel]. */
  readonly w: Float32Array;
  readonly b: Float32Array;
  readonly taps: number;
  readonly cin: number;
  readonly cout: number;
}

/** A network ready to run on boards of its size. */
export class PolicyNet {
  readonly file: PolicyFile;
  readonly size: number;
  private readonly layers: Layer[];
  private readonly pad: number;
  /** Activations over the padded board, channel-last: ((rank + 1) * (size + 2) + file + 1) * channels + channel. */
  private readonly x: Float32Array;
  private readonly a: Float32Array;
  private readonly t: Float32Array;
  private readonly u: Float32Array;
  private readonly planes: Float32Array;
  private readonly out: Float32Array;
  private readonly turned: Float32Array;
  /** perms[k][s]: where plane square s goes under the board's symmetry k (k = 0 leaves it). */
  private readonly perms: readonly Int32Array[];

  constructor(data: PolicyData, layers: Layer[] = layersOf(data)) {
    const file = data.file;
    this.file = file;
    this.size = file.size;
    this.pad = file.size + 2;
    this.layers = layers;
    const cells = this.pad * this.pad;
    this.x = new Float32Array(cells * PLANES);
    this.a = new Float32Array(cells * file.channels);
    this.t = new Float32Array(cells * file.channels);
    this.u = new Float32Array(cells * file.channels);
    this.planes = new Float32Array(PLANES * file.size * file.size);
    this.out = new Float32Array(4 * (file.size - 1) * file.size * file.size);
    this.turned = new Float32Array(PLANES * file.size * file.size);
    this.perms = symmetries(file.size);
  }

  /**
   * The network's output for planes (PLANES * size * size, policy-planes.ts): one logit per square,
   * direction and distance, at ((direction * (size - 1) + distance - 1) * size * size + square).
   * The array is reused by the next call.
   */
  logits(planes: Float32Array): Float32Array {
    const N = this.size;
    const S = N * N;
    const x = this.x;
    for (let c = 0; c < PLANES; c++) for (let s = 0; s < S; s++) x[this.cell(s) * PLANES + c] = planes[c * S + s]!;
    const layers = this.layers;
    const { a, t, u } = this;
    const ch = this.file.channels;
    this.conv3(x, layers[0]!, a);
    relu(a);
    for (let bl = 0; bl < this.file.blocks; bl++) {
      this.conv3(a, layers[1 + 2 * bl]!, t);
      relu(t);
      this.conv3(t, layers[2 + 2 * bl]!, u);
      for (let s = 0; s < S; s++) {
        const p = this.cell(s) * ch;
        for (let c = 0; c < ch; c++) {
          const v = a[p + c]! + u[p + c]!;
          a[p + c] = Math.max(v, 0);
        }
      }
    }
    const last = layers[layers.length - 1]!;
    const out = this.out;
    for (let s = 0; s < S; s++) {
      const p = this.cell(s) * ch;
      for (let o = 0; o < last.cout; o++) {
        let acc = last.b[o]!;
        for (let i = 0; i < ch; i++) acc += a[p + i]! * last.w[i * last.cout + o]!;
        out[o * S + s] = acc;
      }
    }
    return out;
  }

  /**
   * Log-probabilities, among the n moves, that a person plays each one in g's position, into out.
   * A move the network has no output for (a pass, an Evangelist's jump) gets the least likely
   * legal move's logit. With `turns` 8 the logits are averaged over the board's eight symmetries
   * (eight times the work; the network learnt from all eight, so each reads the position afresh).
   * The game is left as it was.
   */
  priors(g: Game, moves: Int32Array, n: number, out: Float64Array, turns: 1 | 8 = 1): void {
    planesOf(g, this.planes);
    const N = this.size;
    const S = N * N;
    out.fill(0, 0, n);
    let min = Infinity;
    for (let k = 0; k < turns; k++) {
      const perm = this.perms[k]!;
      const input = k === 0 ? this.planes : this.turned;
      if (k > 0) for (let c = 0; c < PLANES; c++) for (let s = 0; s < S; s++) input[c * S + perm[s]!] = this.planes[c * S + s]!;
      const logits = this.logits(input);
      for (let i = 0; i < n; i++) {
        const m = moves[i]!;
        if (isPass(m) || isJump(m)) {
          out[i] = Number.NaN;
          continue;
        }
        const v = logits[this.outputOf(perm[planeIndex(g, moveFrom(m))]!, perm[planeIndex(g, moveTo(m))]!)]! / turns;
        out[i] = out[i]! + v;
      }
    }
    for (let i = 0; i < n; i++) if (out[i]! < min) min = out[i]!;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      if (Number.isNaN(out[i]!)) out[i] = Number.isFinite(min) ? min : 0;
      if (out[i]! > max) max = out[i]!;
    }
    let sum = 0;
    for (let i = 0; i < n; i++) sum += Math.exp(out[i]! - max);
    const norm = max + Math.log(sum);
    for (let i = 0; i < n; i++) out[i] = out[i]! - norm;
  }

  /** The output index of a move, or -1 for a pass or a jump. */
  indexOf(g: Game, m: Move): number {
    if (isPass(m) || isJump(m)) return -1;
    return this.outputOf(planeIndex(g, moveFrom(m)), planeIndex(g, moveTo(m)));
  }

  /** The output index of the move between two plane squares (rank * size + file) on one line. */
  private outputOf(from: number, to: number): number {
    const N = this.size;
    const ff = from % N;
    const fr = (from - ff) / N;
    const tf = to % N;
    const tr = (to - tf) / N;
    const dir = ff === tf ? (tr > fr ? 0 : 2) : tf > ff ? 1 : 3;
    const dist = ff === tf ? Math.abs(tr - fr) : Math.abs(tf - ff);
    return (dir * (N - 1) + dist - 1) * N * N + from;
  }

  /** The padded cell of square index s (rank * size + file). */
  private cell(s: number): number {
    const N = this.size;
    const f = s % N;
    return ((s - f) / N + 1) * this.pad + f + 1;
  }

  /** A 3×3 convolution over the board, zero outside it: out = bias + sum of taps. */
  private conv3(inp: Float32Array, layer: Layer, out: Float32Array): void {
    const N = this.size;
    const P = this.pad;
    const { w, b, cin, cout } = layer;
    for (let r = 0; r < N; r++)
      for (let f = 0; f < N; f++) {
        const p = (r + 1) * P + f + 1;
        const ob = p * cout;
        for (let o = 0; o < cout; o++) out[ob + o] = b[o]!;
        for (let t = 0; t < 9; t++) {
          const q = p + (((t / 3) | 0) - 1) * P + (t % 3) - 1;
          const ib = q * cin;
          for (let i = 0; i < cin; i++) {
            const v = inp[ib + i]!;
            if (v === 0) continue;
            const wr = (t * cin + i) * cout;
            for (let o = 0; o < cout; o++) out[ob + o] = out[ob + o]! + v * w[wr + o]!;
          }
        }
      }
  }
}

/** The board's eight symmetries as square permutations: bit 0 mirrors the files, bit 1 the ranks, bit 2 swaps them. */
function symmetries(N: number): Int32Array[] {
  return Array.from({ length: 8 }, (_, k) =>
    Int32Array.from({ length: N * N }, (_, s) => {
      let f = s % N;
      let r = (s - f) / N;
      if (k & 1) f = N - 1 - f;
      if (k & 2) r = N - 1 - r;
      if (k & 4) [f, r] = [r, f];
      return r * N + f;
    }),
  );
}

function relu(a: Float32Array): void {
  for (let i = 0; i < a.length; i++) if (a[i]! < 0) a[i] = 0;
}
