// @vitest-environment happy-dom
/**
 * The AI opponent in the play island, through a real AiClient over fake workers (no Web Worker): a
 * worker either answers at once with the real worker code (worker-core's handleRequest, a real
 * search) or holds the request until the test answers, crashes or checks that it was ended. Shows
 * that nothing loads before the AI is wanted, choosing it has its worker prepare its level at once,
 * the AI answers on its turn through the move list, Undo cancels its thinking and takes back to the
 * person's turn, a hint and the evaluation bar appear (and an evaluation never cancels the AI's own
 * search), and a crash or a network that cannot be fetched is one sentence.
 */
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AiClient, CRASH_MESSAGE, type WorkerPort } from '../../ai/runtime/client';
import type { AiRequest, AiResponse, PrepareRequest, SearchRequest } from '../../ai/runtime/protocol';
import { handleRequest, networkUnreadable } from '../../ai/runtime/worker-core';
import { readFromDisk } from '../../../scripts/network-files';
import PlayIsland from './PlayIsland';
import { setAiRuntimeForTests } from './ai-clients';
import { EVAL_LIMITS, HINT_LIMITS } from './useAnalysis';
import { describeScore } from './evaluation';

class FakeWorker implements WorkerPort {
  onmessage: ((e: { data: AiResponse }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  terminated = false;
  readonly posted: AiRequest[] = [];
  /** The prepare messages, which get no answer (kept apart from the searches). */
  readonly prepared: PrepareRequest[] = [];
  constructor(private readonly hub: Hub) {}
  postMessage(msg: AiRequest): void {
    if (msg.type === 'prepare') {
      this.prepared.push(msg);
      return;
    }
    this.posted.push(msg);
    if (this.hub.auto) setTimeout(() => this.answer(), 0);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** The last request, as a search. */
  get last(): SearchRequest {
    return this.posted[this.posted.length - 1] as SearchRequest;
  }
  send(msg: AiResponse): void {
    if (!this.terminated) this.onmessage?.({ data: msg });
  }
  /** Answers the last request with the real worker code (a real search of the real position). */
  answer(): void {
    // The searches are kept small: the test checks the page, not the AI's strength.
    const req = { ...this.last, level: undefined, limits: { depth: 2 } };
    handleRequest(req, (r) => this.send(r), { read: readFromDisk });
  }
  crash(): void {
    this.onerror?.(new Error('the worker died'));
  }
}

class Hub {
  auto = true;
  readonly workers: FakeWorker[] = [];
  clients = 0;
  runtime = {
    createClient: () => {
      this.clients++;
      return new AiClient(() => {
        const w = new FakeWorker(this);
        this.workers.push(w);
        return w;
      });
    },
  };
  /** Live workers whose last request matches. */
  find(pred: (r: SearchRequest) => boolean): FakeWorker[] {
    return this.workers.filter((w) => !w.terminated && w.posted.length > 0 && pred(w.last));
  }
  get movers(): FakeWorker[] {
    return this.find((r) => r.level !== undefined);
  }
}

let hub: Hub;
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/play/');
  hub = new Hub();
  setAiRuntimeForTests(hub.runtime);
});
afterEach(() => {
  cleanup();
  setAiRuntimeForTests(null);
});

const mount = () => render(h(PlayIsland, { defaultPreset: 'brandubh' }));
const select = (name: string | RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const square = (container: Element, sq: string) => container.querySelector(`[data-square="${sq}"]:not([data-piece])`)!;
const moveButtons = () => screen.queryAllByRole('button', { name: /^Move \d+:/ });
const thinking = () => screen.getByTestId('ai-thinking').textContent;
const alertText = () => screen.getByRole('alert').textContent;
const interactive = (container: Element) => container.querySelector('.tb--playable') !== null;

async function playAgainstDefenders(container: Element): Promise<void> {
  fireEvent.change(select('Opponent'), { target: { value: 'defenders' } });
  // Brandubh: the attackers move first, so the person (attackers) moves first.
  fireEvent.click(square(container, 'd1'));
  fireEvent.click(square(container, 'c1'));
  await waitFor(() => expect(moveButtons().length).toBeGreaterThanOrEqual(1));
}

describe('the AI opponent', () => {
  it('loads nothing until the AI is wanted, and offers every level with its sentence', () => {
    mount();
    expect(hub.clients).toBe(0);
    expect(select('Opponent').value).toBe('person');
    for (const name of [/^Beginner/, /^Club/, /^Strong/]) expect(screen.getByRole('radio', { name })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Club/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/plays the move it thinks best/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Evaluation bar' })).toBeTruthy();
    expect(screen.queryByTestId('eval-bar')).toBeNull();
  });

  it('has its worker prepare its level on these rules as soon as it is chosen, before its first search', async () => {
    const { container } = mount();
    fireEvent.change(select('Opponent'), { target: { value: 'defenders' } });
    await waitFor(() => expect(hub.workers).toHaveLength(1));
    const worker = hub.workers[0]!;
    expect(worker.prepared).toMatchObject([{ type: 'prepare', level: 'club', spec: { moves: [] } }]);
    expect(worker.posted).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: /^Strong/ }));
    await waitFor(() => expect(worker.prepared).toHaveLength(2));
    expect(worker.prepared[1]).toMatchObject({ level: 'strong' });
    // The first search goes to the worker that prepared.
    fireEvent.click(square(container, 'd1'));
    fireEvent.click(square(container, 'c1'));
    await waitFor(() => expect(moveButtons()).toHaveLength(2));
    expect(worker.posted[0]).toMatchObject({ type: 'search', level: 'strong' });
  });

  it('answers each of the person’s moves through the move list, with a level and a seed per ply', async () => {
    const { container } = mount();
    await playAgainstDefenders(container);
    await waitFor(() => expect(moveButtons()).toHaveLength(2));
    expect(hub.clients).toBe(2);
    const req = hub.workers[0]!.posted[0] as SearchRequest;
    expect(req.level).toBe('club');
    expect(req.spec.moves).toHaveLength(1);
    expect(typeof req.seed).toBe('number');
    // The AI's move is announced like any move, and the person is to move again on a live board.
    expect(screen.getByTestId('board-announcement').textContent).toMatch(/^(Defender|King) \w+ to \w+.*Attackers to move\.$/);
    await waitFor(() => expect(interactive(container)).toBe(true));
    expect(thinking()).toBe('');
    await waitFor(() => expect(location.search).toMatch(/^\?r=brandubh&m=d1-c1\.[a-g]\d-[a-g]\d&ai=defenders&lv=club$/));
  });

  it('plays the first move itself when it has the first mover’s side, at the level chosen', async () => {
    mount();
    fireEvent.click(screen.getByRole('radio', { name: /^Strong/ }));
    fireEvent.change(select('Opponent'), { target: { value: 'attackers' } });
    await waitFor(() => expect(moveButtons()).toHaveLength(1));
    expect(hub.workers[0]!.posted[0]).toMatchObject({ type: 'search', level: 'strong' });
    expect(screen.getByTestId('board-status').textContent).toBe('Defenders to move');
    // Its opening move is not the person's to take back.
    fireEvent.click(button('Undo'));
    await waitFor(() =>
      expect(screen.getByTestId('play-status').textContent).toBe('Only the AI has moved so far: there is no move of yours to take back.'),
    );
    expect(moveButtons()).toHaveLength(1);
  });

  it('after Restart, the AI (first to move) waits while there are moves to redo: Redo replays them, or it plays on', async () => {
    mount();
    fireEvent.change(select('Opponent'), { target: { value: 'attackers' } });
    await waitFor(() => expect(moveButtons()).toHaveLength(1));
    const opening = moveButtons()[0]!.textContent;
    fireEvent.click(button('Restart'));
    await waitFor(() => expect(moveButtons()).toHaveLength(0));
    expect(screen.getByTestId('game-status').textContent).toMatch(/^Attackers to move/);
    // The AI is to move at the start, but the move to redo is kept: it does not play over it.
    await new Promise((r) => setTimeout(r, 50));
    expect(hub.workers.flatMap((w) => w.posted).filter((r) => r.type === 'search')).toHaveLength(1);
    expect(screen.getByText(/The AI waits while there are moves to redo/)).toBeTruthy();
    fireEvent.click(button('Redo'));
    await waitFor(() => expect(moveButtons().map((b) => b.textContent)).toEqual([opening]));
    fireEvent.click(button('Restart'));
    await waitFor(() => expect(moveButtons()).toHaveLength(0));
    fireEvent.click(button('Let the AI play on'));
    await waitFor(() => expect(hub.workers.flatMap((w) => w.posted).filter((r) => r.type === 'search').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(moveButtons()).toHaveLength(1));
  });

  it('shows its thinking, keeps the board read-only, and Undo cancels the search and takes back the person’s move', async () => {
    hub.auto = false;
    const { container } = mount();
    await playAgainstDefenders(container);
    await waitFor(() => expect(hub.movers).toHaveLength(1));
    const mover = hub.movers[0]!;
    expect(thinking()).toBe('The AI is thinking…');
    expect(interactive(container)).toBe(false);
    mover.send({ type: 'progress', id: mover.last.id, info: { depth: 3, best: 0, pv: [], score: 0, nodes: 10, mate: null } });
    await waitFor(() => expect(thinking()).toBe('The AI is thinking… depth 3'));

    fireEvent.click(button('Undo'));
    await waitFor(() => expect(moveButtons()).toHaveLength(0));
    expect(mover.terminated).toBe(true);
    expect(thinking()).toBe('');
    expect(interactive(container)).toBe(true);
    // A late answer from the ended worker changes nothing.
    mover.answer();
    await new Promise((r) => setTimeout(r, 20));
    expect(moveButtons()).toHaveLength(0);
  });

  it('after the AI replied, Undo takes back both moves (back to the person’s turn)', async () => {
    const { container } = mount();
    await playAgainstDefenders(container);
    await waitFor(() => expect(moveButtons()).toHaveLength(2));
    fireEvent.click(button('Undo'));
    await waitFor(() => expect(moveButtons()).toHaveLength(0));
    expect(screen.getByTestId('board-status').textContent).toBe('Attackers to move');
    expect(interactive(container)).toBe(true);
  });

  it('a crash is one sentence; the page keeps working and Try again asks once more', async () => {
    hub.auto = false;
    const { container } = mount();
    await playAgainstDefenders(container);
    await waitFor(() => expect(hub.movers).toHaveLength(1));
    hub.movers[0]!.crash();
    await waitFor(() => expect(alertText()).toBe(CRASH_MESSAGE));
    expect(thinking()).toBe('');
    expect(moveButtons()).toHaveLength(1);
    hub.auto = true;
    fireEvent.click(button('Try again'));
    await waitFor(() => expect(moveButtons()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a network that cannot be fetched is one sentence, and Try again asks once more', async () => {
    hub.auto = false;
    const { container } = mount();
    await playAgainstDefenders(container);
    await waitFor(() => expect(hub.movers).toHaveLength(1));
    const mover = hub.movers[0]!;
    mover.send({ type: 'error', id: mover.last.id, message: networkUnreadable('no connection') });
    await waitFor(() =>
      expect(alertText()).toMatch(/^The AI could not fetch the move-prediction network .* \(no connection\): .* beginner level/),
    );
    expect(moveButtons()).toHaveLength(1);
    hub.auto = true;
    fireEvent.click(button('Try again'));
    await waitFor(() => expect(moveButtons()).toHaveLength(2));
  });

  it('a hint names the best move, draws it on the board, and clears when a move is played', async () => {
    const { container } = mount();
    fireEvent.click(button('Hint'));
    await waitFor(() =>
      expect(screen.getByTestId('ai-hint').textContent).toMatch(/^Hint: ([a-g]\d) to ([a-g]\d) \(the AI's best move at depth 2\)\.$/),
    );
    const [, from, to] = screen.getByTestId('ai-hint').textContent!.match(/Hint: (\w+) to (\w+)/)!;
    expect(hub.workers[0]!.posted[0]).toMatchObject({ limits: HINT_LIMITS });
    expect((hub.workers[0]!.posted[0] as SearchRequest).level).toBeUndefined();
    const arrow = container.querySelector('[data-hint-from]')!;
    expect([arrow.getAttribute('data-hint-from'), arrow.getAttribute('data-hint-to')]).toEqual([from, to]);
    fireEvent.click(square(container, from!));
    fireEvent.click(square(container, to!));
    await waitFor(() => expect(moveButtons()).toHaveLength(1));
    expect(container.querySelector('[data-hint-from]')).toBeNull();
    expect(screen.getByTestId('ai-hint').textContent).toBe('');
  });

  it('the evaluation bar reads the score for the defenders, and never cancels the AI’s own search', async () => {
    hub.auto = false;
    const { container } = mount();
    await playAgainstDefenders(container);
    await waitFor(() => expect(hub.movers).toHaveLength(1));
    const mover = hub.movers[0]!;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Evaluation bar' }));
    await waitFor(() => expect(hub.find((r) => r.limits?.nodes === EVAL_LIMITS.nodes)).toHaveLength(1));
    expect(screen.getByTestId('eval-label').textContent).toBe('Evaluation: Evaluating…');
    const evaluator = hub.find((r) => r.limits?.nodes === EVAL_LIMITS.nodes)[0]!;
    expect(evaluator).not.toBe(mover);
    expect(mover.terminated).toBe(false);
    // Defenders to move, +500 for them: the defenders are much better, said in words, never as points.
    const info = { depth: 4, best: 0, pv: [], score: 500, nodes: 20_000, mate: null };
    evaluator.send({ type: 'result', id: evaluator.last.id, result: { ...info, stop: 'nodes' } });
    await waitFor(() =>
      expect(screen.getByTestId('eval-label').textContent).toBe(
        'Evaluation: The defenders are much better (the AI’s judgement at depth 4)',
      ),
    );
    const meter = screen.getByRole('meter');
    expect(meter.getAttribute('aria-valuetext')).toBe('The defenders are much better');
    expect(Number(meter.getAttribute('aria-valuenow'))).toBe(Math.round(100 * describeScore(500, null, 'defenders').share));
    expect(mover.terminated).toBe(false);
    // The AI's move then arrives as usual.
    mover.answer();
    await waitFor(() => expect(moveButtons()).toHaveLength(2));
  });
});
