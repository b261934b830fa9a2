/**
 * The move-prediction network: the site's fast inference against a plain reading of the network's
 * definition on random weights, the planes it reads, the checks on a network file, and the shipped
 * Copenhagen network measured on positions of people's games it never saw.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveFrom, moveTo, startPosition } from '../../engine';
import { type Game, MAX_MOVES, mulberry32, toGame } from '../../engine/core';
import { AAGENIELSEN_COPENHAGEN, humanStart, parseHumanGames, replayHuman } from '../../../scripts/analysis/human-games';
import { loadPolicy, policyFamily, policyFor } from './policies';
import { type PolicyFile, POLICY_FORMAT, PolicyNet, parsePolicy } from './policy-net';
import { PLANE_NAMES, PLANES, planeIndex, planesOf } from './policy-planes';
import shipped from './networks/copenhagen.json';

const b64 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** A network file of the given shape with seeded random weights. */
function randomFile(size: number, channels: number, blocks: number, seed: number): PolicyFile {
  const rnd = mulberry32(seed);
  const r = (): number => rnd() / 4294967296;
  const tensors: Record<string, { shape: number[]; data: string; scale?: string }> = {};
  const layer = (name: string, cout: number, cin: number, k: number): void => {
    const q = Int8Array.from({ length: cout * cin * k * k }, () => Math.round(r() * 254 - 127));
    const scale = Float32Array.from({ length: cout }, () => 0.002 + r() * 0.02);
    const bias = Float32Array.from({ length: cout }, () => r() - 0.5);
    tensors[`${name}.weight`] = { shape: [cout, cin, k, k], data: b64(new Uint8Array(q.buffer)), scale: b64(new Uint8Array(scale.buffer)) };
    tensors[`${name}.bias`] = { shape: [cout], data: b64(new Uint8Array(bias.buffer)) };
  };
  layer('inp', channels, PLANES, 3);
  for (let i = 0; i < 2 * blocks; i++) layer(`convs.${i}`, channels, channels, 3);
  layer('out', 4 * (size - 1), channels, 1);
  return {
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
    tensors,
  };
}

/** The network's definition read plainly: NCHW, zero padding, dequantised weights, float64. */
function reference(file: PolicyFile, planes: Float32Array): Float64Array {
  const N = file.size;
  const S = N * N;
  const tensor = (name: string) => {
    const t = file.tensors[`${name}.weight`]!;
    const q = new Int8Array(Buffer.from(t.data, 'base64'));
    const sc = new Float32Array(new Uint8Array(Buffer.from(t.scale!, 'base64')).buffer);
    const bias = new Float32Array(new Uint8Array(Buffer.from(file.tensors[`${name}.bias`]!.data, 'base64')).buffer);
    const [cout, cin, k] = t.shape as [number, number, number];
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
  it.each([
    ['not an object', null, 'must be a JSON object'],
    ['another format', { ...good, format: 9 }, 'Unknown network format 9'],
    ['no command', { ...good, command: '' }, 'no "command"'],
    ['other planes', { ...good, planes: ['attacker'] }, 'other input planes'],
    ['a missing layer', { ...good, tensors: { ...good.tensors, 'out.weight': undefined } }, 'lacks the layer "out"'],
    ['a wrong shape', { ...good, channels: 5 }, 'has the shape'],
    ['a fractional size', { ...good, size: 7.5 }, '"size" is not a whole number'],
  ])('refuses %s with a sentence', (_name, data, message) => {
    const r = parsePolicy(data);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(message);
  });
  it('accepts a complete file', () => expect(parsePolicy(good).ok).toBe(true));
});

describe('the shipped Copenhagen network', () => {
  it('is complete and says how it was made', () => {
    const r = parsePolicy(shipped);
    expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    if (!r.ok) return;
    expect(r.value.family).toBe('copenhagen');
    expect(r.value.size).toBe(11);
    expect(r.value.command).toMatch(/^npm run tune:policy -- --family copenhagen --seed \d+/);
    expect(r.value.metrics.heldOutPositions).toBeGreaterThan(10_000);
  });

  it("rates the person's move likeliest about a third of the time in games it never learnt from", async () => {
    const net = await loadPolicy(game('copenhagen').c);
    const text = readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'tests', 'data', 'human-games', 'copenhagen-aagenielsen.csv'),
      'utf8',
    );
    const games = parseHumanGames(text);
    if (!games.ok) throw new Error(games.error.message);
    // Every fifth line is held out of the training (tune-policy.ts); one position in ten of 80 of those games.
    const held = games.value.filter((g) => g.line % 5 === 0).slice(0, 80);
    const buf = new Int32Array(MAX_MOVES);
    const lp = new Float64Array(MAX_MOVES);
    let positions = 0;
    let right = 0;
    for (const record of held)
      replayHuman(humanStart(AAGENIELSEN_COPENHAGEN.preset, AAGENIELSEN_COPENHAGEN.patch), record, (g, ply, move) => {
        if (ply % 10 !== 3) return;
        const n = g.generate(buf);
        net!.priors(g, buf, n, lp);
        let best = 0;
        for (let i = 1; i < n; i++) if (lp[i]! > lp[best]!) best = i;
        positions++;
        if (buf[best] === move) right++;
      });
    expect(positions).toBeGreaterThan(300);
    // About 113 legal moves a position: a uniform guess is right under 1 % of the time.
    expect(right / positions).toBeGreaterThan(0.28);
  }, 120_000);

  it('is used on 11×11 boards of its family only, once loaded', async () => {
    const cph = game('copenhagen');
    expect(policyFamily(cph.c)).toBe('copenhagen');
    expect(policyFamily(game('brandubh').c)).toBeNull();
    expect(policyFamily(game('alea-walker-2014').c)).toBeNull();
    const net = await loadPolicy(cph.c);
    expect(net).not.toBeNull();
    expect(policyFor(cph.c)).toBe(net);
    expect(await loadPolicy(cph.c)).toBe(net);
  });
});
