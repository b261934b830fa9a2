/**
 * The page's side of the worker protocol. The client knows nothing of Web Workers: it is given a
 * factory, so it runs against a real Worker in the browser and a fake one in tests.
 *
 * - AiClient: one search at a time. A new request cancels the running one (the worker is ended and
 *   a fresh one started, since a busy worker cannot read messages). Progress arrives per depth.
 *   A worker that crashes is restarted, and the pending request answers with a clear sentence.
 * - SelfPlayPool: self-play over several workers, one game at a time each, so that results
 *   stream in and Stop is immediate.
 */
import { ok, type Result, failWith } from '../../engine';
import type { AiRequest, AiResponse, PrepareRequest, SearchRequest } from './protocol';
import type { GameSummary, SelfPlayJob } from '../selfplay/selfplay';
import type { SearchInfo, SearchResult } from '../search/types';

export interface WorkerPort {
  postMessage(msg: AiRequest): void;
  terminate(): void;
  onmessage: ((e: { data: AiResponse }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}
export type WorkerFactory = () => WorkerPort;

/** Why a search gave no result: a newer request cancelled it, the worker crashed, or the search failed. */
export interface AiFailure {
  readonly reason: 'cancelled' | 'crashed' | 'error';
  readonly message: string;
}

export type AiAnswer = Result<SearchResult, AiFailure>;

export const CRASH_MESSAGE = 'The AI stopped unexpectedly; it has been restarted. Try again.';
export const CANCEL_MESSAGE = 'The AI was interrupted by a newer request.';

interface Pending {
  readonly id: number;
  readonly resolve: (a: AiAnswer) => void;
  readonly onProgress?: (info: SearchInfo) => void;
}

export class AiClient {
  private worker: WorkerPort | null = null;
  private pending: Pending | null = null;
  private nextId = 1;
  /** How many times a worker was started (the first start included). */
  starts = 0;

  constructor(
    private readonly factory: WorkerFactory,
    private readonly onCrash?: (message: string) => void,
  ) {}

  private ensure(): WorkerPort {
    if (this.worker) return this.worker;
    const w = this.factory();
    this.starts++;
    w.onmessage = (e) => this.receive(w, e.data);
    w.onerror = () => this.crash(w);
    this.worker = w;
    return w;
  }

  private receive(w: WorkerPort, msg: AiResponse): void {
    const p = this.pending;
    if (w !== this.worker || !p || msg.id !== p.id) return;
    if (msg.type === 'progress') p.onProgress?.(msg.info);
    else if (msg.type === 'result') this.settle(ok(msg.result));
    else if (msg.type === 'error') this.settle(failWith({ reason: 'error', message: msg.message }));
  }

  private settle(a: AiAnswer): void {
    const p = this.pending;
    this.pending = null;
    p?.resolve(a);
  }

  private crash(w: WorkerPort): void {
    if (w !== this.worker) return;
    w.terminate();
    this.worker = null;
    this.onCrash?.(CRASH_MESSAGE);
    this.settle(failWith({ reason: 'crashed', message: CRASH_MESSAGE }));
    this.ensure();
  }

  /** Whether a search is running. */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** Starts a search; a running one is cancelled first (its promise answers "cancelled"). */
  search(req: Omit<SearchRequest, 'type' | 'id'>, onProgress?: (info: SearchInfo) => void): Promise<AiAnswer> {
    this.cancel();
    const id = this.nextId++;
    return new Promise<AiAnswer>((resolve) => {
      this.pending = { id, resolve, onProgress };
      this.ensure().postMessage({ type: 'search', id, ...req });
    });
  }

  /**
   * Starts the worker, if it is not running, and has it load what a search at this level on these
   * rules will need (protocol.ts); no answer comes. A running search is left alone.
   */
  prepare(req: Omit<PrepareRequest, 'type' | 'id'>): void {
    this.ensure().postMessage({ type: 'prepare', id: this.nextId++, ...req });
  }

  /** Stops the running search, if any. */
  cancel(): void {
    if (!this.pending) return;
    this.worker?.terminate();
    this.worker = null;
    this.settle(failWith({ reason: 'cancelled', message: CANCEL_MESSAGE }));
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}

export interface PoolHandlers {
  onGame(game: GameSummary): void;
  /** All seeds played (not called after stop()). */
  onDone(): void;
  onError(message: string): void;
}

/** Runs self-play games over `size` workers. */
export class SelfPlayPool {
  private workers: (WorkerPort | null)[] = [];
  private running = false;
  private queue: number[] = [];
  private inFlight = new Map<WorkerPort, number>();
  private retried = new Set<number>();
  private nextId = 1;
  private handlers: PoolHandlers | null = null;
  private job: SelfPlayJob | null = null;

  constructor(
    private readonly factory: WorkerFactory,
    readonly size: number,
  ) {}

  get isRunning(): boolean {
    return this.running;
  }

  run(job: SelfPlayJob, seeds: readonly number[], handlers: PoolHandlers): void {
    this.stop();
    this.running = true;
    this.job = job;
    this.handlers = handlers;
    this.queue = [...seeds];
    this.retried.clear();
    for (let i = 0; i < Math.max(1, this.size); i++) this.feed(this.spawn());
  }

  private spawn(): WorkerPort {
    const w = this.factory();
    w.onmessage = (e) => this.receive(w, e.data);
    w.onerror = () => this.crash(w);
    this.workers.push(w);
    return w;
  }

  private feed(w: WorkerPort): void {
    if (!this.running || !this.job) return;
    const seed = this.queue.shift();
    if (seed === undefined) {
      this.retire(w);
      if (this.inFlight.size === 0) {
        this.running = false;
        this.handlers?.onDone();
      }
      return;
    }
    this.inFlight.set(w, seed);
    w.postMessage({ type: 'selfplay', id: this.nextId++, job: this.job, seeds: [seed] });
  }

  private retire(w: WorkerPort): void {
    w.terminate();
    this.workers = this.workers.filter((x) => x !== w);
  }

  private receive(w: WorkerPort, msg: AiResponse): void {
    if (!this.running || !this.inFlight.has(w)) return;
    if (msg.type === 'game') this.handlers?.onGame(msg.game);
    else if (msg.type === 'done') {
      this.inFlight.delete(w);
      this.feed(w);
    } else if (msg.type === 'error') {
      const h = this.handlers;
      this.stop();
      h?.onError(msg.message);
    }
  }

  private crash(w: WorkerPort): void {
    if (!this.running) return;
    const seed = this.inFlight.get(w);
    this.inFlight.delete(w);
    this.retire(w);
    if (seed !== undefined) {
      if (this.retried.has(seed)) {
        const h = this.handlers;
        this.stop();
        h?.onError(`A self-play worker crashed twice on game seed ${seed}; the run was stopped.`);
        return;
      }
      this.retried.add(seed);
      this.queue.unshift(seed);
    }
    this.feed(this.spawn());
  }

  /** Stops at once: every worker is ended; finished games stay counted by the caller. */
  stop(): void {
    this.running = false;
    for (const w of this.workers) w?.terminate();
    this.workers = [];
    this.inFlight.clear();
    this.queue = [];
  }
}
