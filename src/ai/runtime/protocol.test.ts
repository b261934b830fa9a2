/**
 * The worker protocol without a browser: handleRequest answers in plain Node, and the clients run
 * against fake workers that call it (asynchronously, as a real worker would). A prepare starts
 * loading the move-prediction network at once; a network that cannot be read is one sentence.
 */
import { describe, expect, it, vi } from 'vitest';
import { startPosition } from '../../engine';
import { gameOf } from '../../engine/core';
import { AiClient, CANCEL_MESSAGE, CRASH_MESSAGE, SelfPlayPool, type WorkerPort } from './client';
import { specOf } from '../play/game-spec';
import type { AiRequest, AiResponse } from './protocol';
import type { GameSummary } from '../selfplay/selfplay';
import { type AiHost, handleRequest, networkUnreadable } from './worker-core';
import type { ReadBytes } from '../policy/policies';
import { readFromDisk } from '../../../scripts/network-files';

/** Node's host: the networks read from disk. */
const host: AiHost = { read: readFromDisk };

const brandubh = () => {
  const s = startPosition('brandubh');
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

/**
 * handleRequest with no network loaded yet: a fresh copy of the AI's modules (the test files share a
 * module graph, so another file may have loaded the network already).
 */
const freshWorker = async (): Promise<typeof handleRequest> => {
  vi.resetModules();
  return (await import('./worker-core')).handleRequest;
};

const collect = (msg: unknown): AiResponse[] => {
  const out: AiResponse[] = [];
  handleRequest(msg, (r) => out.push(r), host);
  return out;
};

describe('handleRequest', () => {
  it('answers a search with progress per depth, then the result', () => {
    const out = collect({ type: 'search', id: 7, spec: specOf(brandubh()), limits: { depth: 3 }, seed: 1 });
    expect(out.map((r) => r.type)).toEqual(['progress', 'progress', 'progress', 'result']);
    expect(out.every((r) => r.id === 7)).toBe(true);
    const last = out[3]!;
    if (last.type !== 'result') throw new Error('no result');
    expect(last.result.depth).toBe(3);
    expect(gameOf(brandubh()).isLegal(last.result.best)).toBe(true);
  });

  it('plays self-play games, one message each, then done', () => {
    const job = { spec: specOf(brandubh()), level: 'beginner' as const, maxPlies: 30 };
    const out = collect({ type: 'selfplay', id: 3, job, seeds: [1, 2] });
    expect(out.map((r) => r.type)).toEqual(['game', 'game', 'done']);
    const games = out.flatMap((r) => (r.type === 'game' ? [r.game] : []));
    expect(games.map((g) => g.seed)).toEqual([1, 2]);
    for (const g of games) expect(g.plies).toBeLessThanOrEqual(30);
  });

  it("fetches the strong level's move-prediction network first, then answers", async () => {
    const cph = startPosition('copenhagen');
    if (!cph.ok) throw new Error(cph.error.message);
    const handle = await freshWorker();
    const out: AiResponse[] = [];
    const done = new Promise<void>((resolve) => {
      handle(
        { type: 'search', id: 9, spec: specOf(cph.value), level: 'strong', limits: { nodes: 3000 }, seed: 1 },
        (r) => {
          out.push(r);
          if (r.type === 'result' || r.type === 'error') resolve();
        },
        host,
      );
    });
    // Nothing yet: the network is on its way.
    expect(out).toHaveLength(0);
    await done;
    const last = out[out.length - 1]!;
    expect(last.type).toBe('result');
    if (last.type === 'result') expect(gameOf(cph.value).isLegal(last.result.best)).toBe(true);
  });

  it('answers bad messages with one sentence and the id', () => {
    const cases: [unknown, RegExp][] = [
      [null, /does not understand/],
      [{ type: 'dance', id: 2 }, /does not understand/],
      [{ type: 'search', id: 2, spec: specOf(brandubh()), level: 'grandmaster', seed: 1 }, /no AI level called "grandmaster"/],
      [{ type: 'search', id: 2, spec: { ...specOf(brandubh()), moves: [12345] }, seed: 1 }, /Move 1 .* not legal/],
      [{ type: 'search', id: 2, spec: { ...specOf(brandubh()), start: 'zz' }, seed: 1 }, /./],
      [{ type: 'search', id: 2, spec: { rules: { movement: 'teleport' }, start: '', moves: [] }, seed: 1 }, /./],
      [{ type: 'selfplay', id: 2, job: { spec: specOf(brandubh()), level: 'club', maxPlies: 0 }, seeds: [1] }, /ply limit/],
      [
        { type: 'selfplay', id: 2, job: { spec: specOf(brandubh()), level: 'club', maxPlies: 9, openingPlies: -1 }, seeds: [1] },
        /free opening/,
      ],
      [
        { type: 'selfplay', id: 2, job: { spec: specOf(brandubh()), level: 'club', maxPlies: 9, openingPlies: 'six' }, seeds: [1] },
        /free opening/,
      ],
    ];
    for (const [msg, pattern] of cases) {
      const out = collect(msg);
      expect(out).toHaveLength(1);
      const r = out[0]!;
      expect(r.type).toBe('error');
      if (r.type === 'error') expect(r.message).toMatch(pattern);
    }
  });
});

describe('the move-prediction network in the worker', () => {
  const copenhagen = () => {
    const s = startPosition('copenhagen');
    if (!s.ok) throw new Error(s.error.message);
    return specOf(s.value);
  };
  const settled = (out: AiResponse[]) => () => out.some((r) => r.type === 'result' || r.type === 'error');

  it('a prepare reads the network at once and answers nothing; a search arriving meanwhile waits for that read', async () => {
    const handle = await freshWorker();
    const reads: string[] = [];
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read: ReadBytes = async (file) => {
      reads.push(file);
      await gate;
      return readFromDisk(file);
    };
    const out: AiResponse[] = [];
    handle({ type: 'prepare', id: 1, spec: copenhagen(), level: 'club' }, (r) => out.push(r), { read });
    expect(reads).toEqual(['copenhagen.bin']);
    handle({ type: 'search', id: 2, spec: copenhagen(), level: 'club', limits: { nodes: 2000 }, seed: 1 }, (r) => out.push(r), { read });
    await new Promise((r) => setTimeout(r, 10));
    expect(out).toEqual([]);
    release();
    await vi.waitFor(() => expect(settled(out)()).toBe(true), { timeout: 30_000 });
    expect(reads).toEqual(['copenhagen.bin']);
    expect(out[out.length - 1]!.type).toBe('result');
    expect(out.every((r) => r.id === 2)).toBe(true);
  });

  it('a prepare reads nothing for a level or rules without a network, and a bad one is one sentence', async () => {
    const handle = await freshWorker();
    const reads: string[] = [];
    const read: ReadBytes = (file) => {
      reads.push(file);
      return readFromDisk(file);
    };
    const out: AiResponse[] = [];
    handle({ type: 'prepare', id: 1, spec: copenhagen(), level: 'beginner' }, (r) => out.push(r), { read });
    // Tablut (9×9, edge escape): no network was trained for such a board.
    const tablut = startPosition('tablut');
    if (!tablut.ok) throw new Error(tablut.error.message);
    handle({ type: 'prepare', id: 2, spec: specOf(tablut.value), level: 'strong' }, (r) => out.push(r), { read });
    handle({ type: 'prepare', id: 3, spec: copenhagen(), level: 'grandmaster' }, (r) => out.push(r), { read });
    expect(reads).toEqual([]);
    expect(out).toEqual([{ type: 'error', id: 3, message: 'There is no AI level called "grandmaster".' }]);
  });

  it('a network that cannot be read: the search plays nothing and says so in one sentence; the next one reads it again', async () => {
    const handle = await freshWorker();
    const missing: ReadBytes = () => Promise.reject(new Error('HTTP 404'));
    const out: AiResponse[] = [];
    const search = { type: 'search', spec: copenhagen(), level: 'strong', limits: { nodes: 2000 }, seed: 1 } as const;
    handle({ type: 'prepare', id: 1, spec: copenhagen(), level: 'strong' }, (r) => out.push(r), { read: missing });
    handle({ ...search, id: 2 }, (r) => out.push(r), { read: missing });
    await vi.waitFor(() => expect(settled(out)()).toBe(true));
    expect(out).toEqual([{ type: 'error', id: 2, message: networkUnreadable('HTTP 404') }]);
    expect(networkUnreadable('HTTP 404')).toBe(
      'The AI could not fetch the move-prediction network its level uses on these rules (HTTP 404): check the connection and try again, or choose the beginner level, which plays without it.',
    );
    out.length = 0;
    handle({ ...search, id: 3 }, (r) => out.push(r), { read: readFromDisk });
    await vi.waitFor(() => expect(settled(out)()).toBe(true), { timeout: 30_000 });
    expect(out[out.length - 1]!.type).toBe('result');
  });
});

/** A fake worker: runs handleRequest on a later tick; can be told to crash instead. */
class FakeWorker implements WorkerPort {
  onmessage: ((e: { data: AiResponse }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  terminated = false;
  readonly received: AiRequest[] = [];
  constructor(private readonly crashOn?: (msg: AiRequest) => boolean) {}
  postMessage(msg: AiRequest): void {
    this.received.push(msg);
    setTimeout(() => {
      if (this.terminated) return;
      if (this.crashOn?.(msg)) {
        this.onerror?.(new Error('boom'));
        return;
      }
      handleRequest(
        msg,
        (r) => {
          if (!this.terminated) this.onmessage?.({ data: structuredClone(r) });
        },
        host,
      );
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A client over fake workers, and every worker it has started, in order. */
function clientWithWorkers(): { client: AiClient; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const client = new AiClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  return { client, workers };
}

describe('AiClient', () => {
  it('returns the result and reports progress', async () => {
    const { client, workers } = clientWithWorkers();
    const depths: number[] = [];
    const a = await client.search({ spec: specOf(brandubh()), limits: { depth: 2 }, seed: 1 }, (i) => depths.push(i.depth));
    expect(a.ok).toBe(true);
    expect(depths).toEqual([1, 2]);
    expect(workers).toHaveLength(1);
    expect(client.busy).toBe(false);
  });

  it('a new request cancels the running one and restarts the worker', async () => {
    const { client, workers } = clientWithWorkers();
    const spec = specOf(brandubh());
    const first = client.search({ spec, limits: { depth: 3 }, seed: 1 });
    const second = client.search({ spec, limits: { depth: 1 }, seed: 2 });
    expect(await first).toEqual({ ok: false, error: { reason: 'cancelled', message: CANCEL_MESSAGE } });
    const s = await second;
    expect(s.ok).toBe(true);
    if (s.ok) expect(s.value.depth).toBe(1);
    expect(workers[0]!.terminated).toBe(true);
    expect(client.starts).toBe(2);
  });

  it('a crashed worker is restarted with a clear message, and the next search works', async () => {
    let n = 0;
    const messages: string[] = [];
    const client = new AiClient(
      () => new FakeWorker(() => n++ === 0),
      (m) => messages.push(m),
    );
    const spec = specOf(brandubh());
    expect(await client.search({ spec, limits: { depth: 1 }, seed: 1 })).toEqual({
      ok: false,
      error: { reason: 'crashed', message: CRASH_MESSAGE },
    });
    expect(messages).toEqual([CRASH_MESSAGE]);
    expect((await client.search({ spec, limits: { depth: 1 }, seed: 1 })).ok).toBe(true);
  });

  it('prepare starts the worker and leaves a running search alone', async () => {
    const { client, workers } = clientWithWorkers();
    const spec = specOf(brandubh());
    client.prepare({ spec, level: 'club' });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.received[0]).toMatchObject({ type: 'prepare', level: 'club' });
    expect(client.busy).toBe(false);
    const answer = client.search({ spec, limits: { depth: 2 }, seed: 1 });
    client.prepare({ spec, level: 'strong' });
    expect((await answer).ok).toBe(true);
    expect(client.starts).toBe(1);
    expect(workers[0]!.received.map((r) => r.type)).toEqual(['prepare', 'search', 'prepare']);
  });

  it('passes the worker error sentence on', async () => {
    const client = new AiClient(() => new FakeWorker());
    const a = await client.search({ spec: specOf(brandubh()), level: 'nope' as never, seed: 1 });
    expect(a).toMatchObject({ ok: false, error: { reason: 'error' } });
  });
});

describe('SelfPlayPool', () => {
  const job = () => ({ spec: specOf(brandubh()), level: 'beginner' as const, maxPlies: 24 });

  it('plays every seed once over its workers', async () => {
    const pool = new SelfPlayPool(() => new FakeWorker(), 2);
    const games: GameSummary[] = [];
    await new Promise<void>((resolve, reject) =>
      pool.run(job(), [1, 2, 3, 4, 5], { onGame: (g) => games.push(g), onDone: resolve, onError: reject }),
    );
    expect(games.map((g) => g.seed).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(pool.isRunning).toBe(false);
  });

  it('stop ends the run at once and keeps what finished', async () => {
    const workers: FakeWorker[] = [];
    const pool = new SelfPlayPool(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    }, 2);
    const games: GameSummary[] = [];
    let done = false;
    await new Promise<void>((resolve) =>
      pool.run(job(), [1, 2, 3, 4, 5, 6, 7, 8], {
        onGame: (g) => {
          games.push(g);
          if (games.length === 2) {
            pool.stop();
            resolve();
          }
        },
        onDone: () => (done = true),
        onError: () => undefined,
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(games).toHaveLength(2);
    expect(done).toBe(false);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('a crash is retried once, then reported', async () => {
    const crashes = new Map<number, number>();
    const pool = new SelfPlayPool(
      () =>
        new FakeWorker((msg) => {
          if (msg.type !== 'selfplay' || msg.seeds[0] !== 2) return false;
          crashes.set(2, (crashes.get(2) ?? 0) + 1);
          return true;
        }),
      1,
    );
    const games: number[] = [];
    const error = await new Promise<string>((resolve) =>
      pool.run(job(), [1, 2, 3], { onGame: (g) => games.push(g.seed), onDone: () => resolve('done'), onError: resolve }),
    );
    expect(crashes.get(2)).toBe(2);
    expect(error).toMatch(/crashed twice on game seed 2/);
    expect(games).toEqual([1]);
  });
});
