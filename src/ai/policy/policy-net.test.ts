/**
 * The move-prediction network: the site's fast inference against a plain reading of the network's
 * definition on random weights, the planes it reads, the checks on a network's two files, and the
 * shipped Copenhagen network: loaded once, predicting as it did, and measured on positions of people's
 * games it never saw.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { moveFrom, moveTo, startPosition } from '../../engine';
import { type Game, MAX_MOVES, mulberry32, toGame } from '../../engine/core';
import {
  AAGENIELSEN_BRANDUB,
  AAGENIELSEN_COPENHAGEN,
  humanStart,
  parseHumanGames,
  replayHuman,
  type HumanRules,
} from '../../../scripts/analysis/human-games';
import { readFromDisk } from '../../../scripts/network-files';
import { loadPolicy, policyFamily, policyFor, type ReadBytes } from './policies';
import { type PolicyData, type PolicyFile, POLICY_FORMAT, PolicyNet, parsePolicy, type TensorPlace } from './policy-net';
import { PLANE_NAMES, PLANES, planeIndex, planesOf } from './policy-planes';

/** The layers' weights (8-bit integers and a scale per output channel) and biases, before packing. */
interface RawLayer {
  readonly name: string;
  readonly shape: readonly [number, number, number, number];
  readonly q: Int8Array;
  readonly scale: Float32Array;
  readonly bias: Float32Array;
}

/** Packs layers into a network's binary file and metadata as the shipped files lay them out. */
function pack(meta: Omit<PolicyFile, 'bytes' | 'tensors'>, layers: readonly RawLayer[]): PolicyData {
  const chunks: Uint8Array[] = [];
  let at = 0;
  const put = (b: Uint8Array): number => {
    const offset = at;
    chunks.push(b, new Uint8Array((4 - (b.length % 4)) % 4));
    at += b.length + ((4 - (b.length % 4)) % 4);
    return offset;
  };
  const le = (f: Float32Array): Uint8Array => {
    const out = new Uint8Array(4 * f.length);
    const view = new DataView(out.buffer);
    for (const [i, v] of f.entries()) view.setFloat32(4 * i, v, true);
    return out;
  };
  const tensors: Record<string, TensorPlace> = {};
  for (const l of layers) {
    const offset = put(new Uint8Array(l.q.buffer, l.q.byteOffset, l.q.length));
    tensors[`${l.name}.weight`] = { shape: l.shape, offset, scales: put(le(l.scale)) };
    tensors[`${l.name}.bias`] = { shape: [l.shape[0]], offset: put(le(l.bias)) };
  }
  const bytes = new Uint8Array(at);
  let p = 0;
  for (const c of chunks) {
    bytes.set(c, p);
    p += c.length;
  }
  return { file: { ...meta, bytes: at, tensors }, bytes };
}

/** A network of the given shape with seeded random weights. */
function randomFile(size: number, channels: number, blocks: number, seed: number): PolicyData {
  const rnd = mulberry32(seed);
  const r = (): number => rnd() / 4294967296;
  const layers: RawLayer[] = [];
  const layer = (name: string, cout: number, cin: number, k: number): void => {
    const q = Int8Array.from({ length: cout * cin * k * k }, () => Math.round(r() * 254 - 127));
    const scale = Float32Array.from({ length: cout }, () => 0.002 + r() * 0.02);
    const bias = Float32Array.from({ length: cout }, () => r() - 0.5);
    layers.push({ name, shape: [cout, cin, k, k], q, scale, bias });
  };
  layer('inp', channels, PLANES, 3);
  for (let i = 0; i < 2 * blocks; i++) layer(`convs.${i}`, channels, channels, 3);
  layer('out', 4 * (size - 1), channels, 1);
  return pack(
    {
      format: POLICY_FORMAT,
      family: 'brandubh',
      size,
      planes: PLANE_NAMES,
      channels,
      blocks,
      method: 'random weights for a test',
      command: 'none',
      data: 'none',
      seed,
      metrics: {},
      finished: '2026-01-01T00:00:00Z',
      seconds: 0,
    },
    layers,
  );
}

/** The network's definition read plainly: NCHW, zero padding, dequantised weights, float64. */
function reference({ file, bytes }: PolicyData, planes: Float32Array): Float64Array {
  const N = file.size;
  const S = N * N;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const floatsAt = (offset: number, n: number): number[] => Array.from({ length: n }, (_, i) => buf.readFloatLE(offset + 4 * i));
  const tensor = (name: string) => {
    const t = file.tensors[`${name}.weight`]!;
    const [cout, cin, k] = t.shape as [number, number, number];
    const q = Array.from({ length: cout * cin * k * k }, (_, i) => buf.readInt8(t.offset + i));
    const sc = floatsAt(t.scales!, cout);
    const bias = floatsAt(file.tensors[`${name}.bias`]!.offset, cout);
    return { w: (o: number, i: number, dy: number, dx: number) => q[((o * cin + i) * k + dy) * k + dx]! * sc[o]!, bias, cout, cin, k };
  };
  const conv = (x: Float64Array, name: string): Float64Array => {
    const { w, bias, cout, cin, k } = tensor(name);
    const h = (k - 1) / 2;
    const y = new Float64Array(cout * S);
    for (let o = 0; o < cout; o++)
      for (let r = 0; r < N; r++)
        for (let f = 0; f < N; f++) {
          let acc = bias[o]!;
          for (let i = 0; i < cin; i++)
            for (let dy = 0; dy < k; dy++)
              for (let dx = 0; dx < k; dx++) {
                const rr = r + dy - h;
                const ff = f + dx - h;
                if (rr >= 0 && rr < N && ff >= 0 && ff < N) acc += w(o, i, dy, dx) * x[i * S + rr * N + ff]!;
              }
          y[o * S + r * N + f] = acc;
        }
    return y;
  };
  const relu = (x: Float64Array): Float64Array => x.map((v) => Math.max(0, v));
  let h = relu(conv(Float64Array.from(planes), 'inp'));
  for (let b = 0; b < file.blocks; b++) {
    const t = conv(relu(conv(h, `convs.${2 * b}`)), `convs.${2 * b + 1}`);
    h = relu(h.map((v, i) => v + t[i]!));
  }
  return conv(h, 'out');
}

function game(preset: string): Game {
  const s = startPosition(preset);
  if (!s.ok) throw new Error(s.error.message);
  return toGame(s.value);
}

/** The position after `plies` seeded random moves from the reading's start (fewer if the game ends). */
function randomPosition(preset: string, plies: number, seed: number): Game {
  const g = game(preset);
  const rnd = mulberry32(seed);
  const buf = new Int32Array(MAX_MOVES);
  for (let i = 0; i < plies && g.outcomeCode === 0; i++) {
    const n = g.generate(buf);
    if (n === 0) break;
    g.make(buf[rnd() % n]!);
  }
  return g;
}

/** FNV-1a over bytes, as eight hex digits: a short fingerprint of a network's outputs. */
function fnv(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

describe('PolicyNet', () => {
  it('computes what the network defines (random weights, 7×7, after a few moves)', () => {
    const file = randomFile(7, 6, 2, 11);
    const net = new PolicyNet(file);
    const g = game('brandubh');
    const buf = new Int32Array(MAX_MOVES);
    for (const pick of [3, 5, 2]) {
      g.generate(buf);
      g.make(buf[pick]!);
    }
    const planes = new Float32Array(PLANES * 49);
    planesOf(g, planes);
    const want = reference(file, planes);
    const got = net.logits(planes);
    expect(got.length).toBe(want.length);
    let worst = 0;
    for (let i = 0; i < want.length; i++) worst = Math.max(worst, Math.abs(got[i]! - want[i]!) / (1 + Math.abs(want[i]!)));
    expect(worst).toBeLessThan(1e-4);
  });

  it('gives log-probabilities over the legal moves, each move read at its square, direction and distance', () => {
    const net = new PolicyNet(randomFile(7, 4, 1, 5));
    const g = game('brandubh');
    const buf = new Int32Array(MAX_MOVES);
    const n = g.generate(buf);
    const lp = new Float64Array(n);
    net.priors(g, buf, n, lp);
    const total = lp.reduce((s, v) => s + Math.exp(v), 0);
    expect(total).toBeCloseTo(1, 9);
    const planes = new Float32Array(PLANES * 49);
    planesOf(g, planes);
    const logits = net.logits(planes);
    // Differences of log-probabilities are differences of the moves' own logits.
    for (let i = 1; i < n; i++) expect(lp[i]! - lp[0]!).toBeCloseTo(logits[net.indexOf(g, buf[i]!)]! - logits[net.indexOf(g, buf[0]!)]!, 4);
    // Distinct moves read distinct outputs.
    expect(new Set(Array.from(buf.subarray(0, n), (m) => net.indexOf(g, m))).size).toBe(n);
  });
});

describe('policy planes', () => {
  it('turn with the board: a mirrored position gives mirrored planes', () => {
    const g = game('copenhagen');
    const buf = new Int32Array(MAX_MOVES);
    const n = g.generate(buf);
    // An attacker's move and its mirror image across the board's vertical axis (the start is symmetric).
    const N = g.c.geo.size;
    const m = buf[7]!;
    const mirror = (sq: number) => {
      const i = planeIndex(g, sq);
      return i - (i % N) + (N - 1 - (i % N));
    };
    const twin = Array.from(buf.subarray(0, n)).find(
      (x) => planeIndex(g, moveFrom(x)) === mirror(moveFrom(m)) && planeIndex(g, moveTo(x)) === mirror(moveTo(m)),
    );
    expect(twin).toBeDefined();
    const S = N * N;
    const a = new Float32Array(PLANES * S);
    const b = new Float32Array(PLANES * S);
    g.make(m);
    planesOf(g, a);
    g.unmake();
    g.make(twin!);
    planesOf(g, b);
    g.unmake();
    for (let p = 0; p < PLANES; p++)
      for (let s = 0; s < S; s++) expect(b[p * S + (s - (s % N)) + (N - 1 - (s % N))], `${PLANE_NAMES[p]} ${s}`).toBe(a[p * S + s]);
  });

  it('mark the last two moves and who is to move', () => {
    const g = game('brandubh');
    const buf = new Int32Array(MAX_MOVES);
    g.generate(buf);
    const first = buf[0]!;
    g.make(first);
    const planes = new Float32Array(PLANES * 49);
    planesOf(g, planes);
    const at = (name: (typeof PLANE_NAMES)[number], sq: number) => planes[PLANE_NAMES.indexOf(name) * 49 + planeIndex(g, sq)];
    expect(at('lastFrom', moveFrom(first))).toBe(1);
    expect(at('lastTo', moveTo(first))).toBe(1);
    expect(
      planes.subarray(PLANE_NAMES.indexOf('previousFrom') * 49, PLANE_NAMES.indexOf('previousFrom') * 49 + 49).every((v) => v === 0),
    ).toBe(true);
    expect(at('defendersToMove', moveTo(first))).toBe(g.turn === 1 ? 1 : 0);
  });
});

describe('parsePolicy', () => {
  const good = randomFile(7, 4, 1, 3);
  const { file, bytes } = good;
  const shorter = bytes.subarray(0, bytes.length - 4);
  const moved = (name: string, place: Partial<TensorPlace>) => ({
    ...file,
    tensors: { ...file.tensors, [name]: { ...file.tensors[name]!, ...place } },
  });
  it.each([
    ['not an object', null, bytes, 'must be a JSON object'],
    ['another format', { ...file, format: 9 }, bytes, 'Unknown network format 9'],
    ['no command', { ...file, command: '' }, bytes, 'no "command"'],
    ['other planes', { ...file, planes: ['attacker'] }, bytes, 'other input planes'],
    ['a fractional size', { ...file, size: 7.5 }, bytes, '"size" is not a whole number'],
    ['no byte length', { ...file, bytes: undefined }, bytes, '"bytes" is not a whole number'],
    ['a binary file of another length', file, shorter, `holds ${bytes.length - 4} bytes, not the ${bytes.length} its metadata names`],
    ['a missing layer', { ...file, tensors: { ...file.tensors, 'out.weight': undefined } }, bytes, 'lacks the layer "out"'],
    ['a missing bias', { ...file, tensors: { ...file.tensors, 'convs.1.bias': undefined } }, bytes, 'lacks the layer "convs.1"'],
    ['a wrong shape', { ...file, channels: 5 }, bytes, 'has the shape'],
    ['a wrong bias shape', moved('inp.bias', { shape: [3] }), bytes, 'has the bias shape 3, not 4'],
    [
      'weights past the end',
      moved('convs.0.weight', { offset: bytes.length - 10 }),
      bytes,
      `The layer "convs.0"'s weights lies outside the binary file (bytes ${bytes.length - 10} to ${bytes.length - 10 + 4 * 4 * 9} of ${bytes.length})`,
    ],
    ['scales past the end', moved('out.weight', { scales: bytes.length }), bytes, 'The layer "out"\'s scales lies outside the binary file'],
    [
      'biases past the end',
      moved('out.bias', { offset: bytes.length - 4 }),
      bytes,
      'The layer "out"\'s biases lies outside the binary file',
    ],
    ['a negative offset', moved('inp.weight', { offset: -4 }), bytes, 'The layer "inp"\'s weights has no whole-number byte offset'],
    ['no scales', moved('inp.weight', { scales: undefined }), bytes, 'The layer "inp"\'s scales has no whole-number byte offset'],
  ])('refuses %s with a sentence', (_name, data, b, message) => {
    const r = parsePolicy(data, b);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(message);
  });
  it('accepts a complete file, from bytes or an ArrayBuffer', () => {
    expect(parsePolicy(file, bytes).ok).toBe(true);
    expect(parsePolicy(file, bytes.slice().buffer).ok).toBe(true);
  });
});

/** A shipped network's two files, as Node reads them. */
const shippedMeta = (family = 'copenhagen'): unknown =>
  JSON.parse(readFileSync(new URL(`./networks/${family}.json`, import.meta.url), 'utf8'));
const shippedBytes = (family = 'copenhagen'): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`./networks/${family}.bin`, import.meta.url)));

/** A shipped network reads back whole, for its family and board, with its command and more than `held` held-out positions measured. */
function expectShipped(family: string, size: number, held: number): void {
  const r = parsePolicy(shippedMeta(family), shippedBytes(family));
  expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
  if (!r.ok) return;
  expect(r.value.file.family).toBe(family);
  expect(r.value.file.size).toBe(size);
  expect(r.value.file.command).toMatch(new RegExp(`^npm run tune:policy -- --family ${family} --seed \\d+`));
  expect(r.value.file.metrics.heldOutPositions).toBeGreaterThan(held);
}

/**
 * How often the network's favourite is the person's move, at one position in ten (the fourth, the
 * fourteenth…) of the first `games` games held out of its training (every fifth line, tune-policy.ts).
 */
function heldOutTop1(net: PolicyNet, csv: string, rules: HumanRules, games: number): { positions: number; right: number } {
  const text = readFileSync(join(import.meta.dirname, '..', '..', '..', 'tests', 'data', 'human-games', csv), 'utf8');
  const parsed = parseHumanGames(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const held = parsed.value.filter((g) => g.line % 5 === 0).slice(0, games);
  const buf = new Int32Array(MAX_MOVES);
  const lp = new Float64Array(MAX_MOVES);
  let positions = 0;
  let right = 0;
  for (const record of held)
    replayHuman(humanStart(rules.preset, rules.patch), record, (g, ply, move) => {
      if (ply % 10 !== 3) return;
      const n = g.generate(buf);
      net.priors(g, buf, n, lp);
      let best = 0;
      for (let i = 1; i < n; i++) if (lp[i]! > lp[best]!) best = i;
      positions++;
      if (buf[best] === move) right++;
    });
  return { positions, right };
}

describe('the shipped Copenhagen network', () => {
  it('is loaded once by calls that overlap, and a read that fails is tried again by the next call', async () => {
    // The loader afresh, no network read yet: the test files share a module graph, and another file
    // may have loaded the network already.
    vi.resetModules();
    const { loadPolicy, PolicyUnreadable, policyFor } = await import('./policies');
    const cph = game('copenhagen').c;
    await expect(loadPolicy(cph, () => Promise.reject(new Error('HTTP 404')))).rejects.toThrow(PolicyUnreadable);
    await expect(loadPolicy(cph, () => Promise.reject(new Error('HTTP 404')))).rejects.toThrow(
      'The copenhagen move-prediction network could not be read (HTTP 404).',
    );
    expect(policyFor(cph)).toBeNull();
    let reads = 0;
    const counted: ReadBytes = (file) => {
      reads++;
      return readFromDisk(file);
    };
    const [a, b] = await Promise.all([loadPolicy(cph, counted), loadPolicy(cph, counted)]);
    expect(reads).toBe(1);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    expect(policyFor(cph)).toBe(a);
  });

  it('is complete and says how it was made', () => expectShipped('copenhagen', 11, 10_000));

  /**
   * Four positions (seeded random moves from the start) and the fingerprints (FNV-1a of the bytes) of
   * the network's logits and of its eight-symmetry log-probabilities over the legal moves there, as
   * the network gave them when its tensors shipped in base64 inside the JSON: converted to the binary
   * file, it gave the same bits (compared when the base64 was retired). A change to the inference or
   * the decoding that alters a bit fails here; a network retrained by `npm run tune:policy` changes
   * them all, and its fingerprints replace these.
   */
  const PINNED = [
    { plies: 0, seed: 1, logits: 'bce55868', priors: '7be11c7d' },
    { plies: 7, seed: 2, logits: '20937c6d', priors: '0a5dce5a' },
    { plies: 20, seed: 3, logits: 'a4128d6e', priors: '0232ac5d' },
    { plies: 41, seed: 4, logits: 'b6cd9f0e', priors: 'ffe736cd' },
  ] as const;

  /** The shipped network's outputs at the pinned positions, as fingerprints. */
  function fingerprints(net: PolicyNet): { logits: string; priors: string }[] {
    const buf = new Int32Array(MAX_MOVES);
    const planes = new Float32Array(PLANES * 121);
    return PINNED.map(({ plies, seed }) => {
      const g = randomPosition('copenhagen', plies, seed);
      planesOf(g, planes);
      const logits = fnv(new Uint8Array(net.logits(planes).slice().buffer));
      const n = g.generate(buf);
      const lp = new Float64Array(n);
      net.priors(g, buf, n, lp, 8);
      return { logits, priors: fnv(new Uint8Array(lp.buffer)) };
    });
  }

  it('predicts as it did: the same outputs, bit for bit, at the pinned positions', async () => {
    const net = await loadPolicy(game('copenhagen').c, readFromDisk);
    expect(fingerprints(net!)).toEqual(PINNED.map(({ logits, priors }) => ({ logits, priors })));
  });

  it("rates the person's move likeliest about a third of the time in games it never learnt from", async () => {
    const net = await loadPolicy(game('copenhagen').c, readFromDisk);
    // 170 positions of 40 held-out games, each a forward pass of some 36 million multiplications: the test's whole time.
    const { positions, right } = heldOutTop1(net!, 'copenhagen-aagenielsen.csv', AAGENIELSEN_COPENHAGEN, 40);
    expect(positions).toBeGreaterThan(150);
    // About 113 legal moves a position: a uniform guess is right under 1 % of the time.
    expect(right / positions).toBeGreaterThan(0.28);
  }, 120_000);

  it('is used on 11×11 boards of its family only, once loaded', async () => {
    const cph = game('copenhagen');
    expect(policyFamily(cph.c)).toBe('copenhagen');
    expect(policyFamily(game('tablut').c)).toBeNull();
    expect(policyFamily(game('alea-walker-2014').c)).toBeNull();
    const net = await loadPolicy(cph.c, readFromDisk);
    expect(net).not.toBeNull();
    expect(policyFor(cph.c)).toBe(net);
    expect(await loadPolicy(cph.c, readFromDisk)).toBe(net);
  });
});

describe('the shipped Brandub network', () => {
  it('is complete and says how it was made', () => expectShipped('brandubh', 7, 2_000));

  it("rates the person's move likeliest about two times in five in games it never learnt from", async () => {
    const net = await loadPolicy(game('brandubh').c, readFromDisk);
    expect(net).not.toBeNull();
    // People's Brandub as aagenielsen.dk played it: the king may go back to the centre.
    const { positions, right } = heldOutTop1(net!, 'brandubh-aagenielsen.csv', AAGENIELSEN_BRANDUB, 105);
    expect(positions).toBeGreaterThan(200);
    // 246 positions of about 22 legal moves each: a uniform guess is right about 5 % of the time.
    expect(right / positions).toBeGreaterThan(0.3);
  });

  it('is used on 7×7 boards of its family only, Ard Rí’s edge escape and Copenhagen’s 11×11 reading another', async () => {
    const b = game('brandubh');
    expect(policyFamily(b.c)).toBe('brandubh');
    expect(policyFamily(game('ard-ri').c)).toBeNull();
    expect(policyFamily(game('copenhagen').c)).toBe('copenhagen');
    const net = await loadPolicy(b.c, readFromDisk);
    expect(policyFor(b.c)).toBe(net);
    expect(policyFor(game('copenhagen').c)).not.toBe(net);
  });
});
