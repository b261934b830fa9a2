// @vitest-environment happy-dom
/**
 * The lab island in a DOM with fake workers (the WorkerPort interface of src/ai/runtime/client.ts): the
 * test decides when each game finishes and what it was. Results update after each game, Stop keeps
 * the games played, a worker's error is shown as its sentence, bad settings block Run.
 */
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkerPort } from '../../ai/runtime/client';
import type { AiRequest, AiResponse } from '../../ai/runtime/protocol';
import type { GameSummary } from '../../ai/selfplay/selfplay';
import { tallyOf } from '../../ai/selfplay/stats';
import { getPreset, resolveRules } from '../../engine';
import LabIsland from './LabIsland';
import type { ShippedResult } from './shipped';

afterEach(cleanup);

interface Request {
  readonly worker: FakeWorker;
  readonly id: number;
  readonly seed: number;
}

/** Fake workers: every self-play request waits in `queue` until the test answers it. */
class FakeWorker implements WorkerPort {
  onmessage: ((e: { data: AiResponse }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  terminated = false;
  constructor(private readonly queue: Request[]) {}
  postMessage(msg: AiRequest): void {
    if (msg.type === 'selfplay') for (const seed of msg.seeds) this.queue.push({ worker: this, id: msg.id, seed });
  }
  terminate(): void {
    this.terminated = true;
  }
  send(data: AiResponse): void {
    this.onmessage?.({ data });
  }
}

function fakePool(size = 2) {
  const queue: Request[] = [];
  const workers: FakeWorker[] = [];
  const factory = () => {
    const w = new FakeWorker(queue);
    workers.push(w);
    return w;
  };
  /** Answers the oldest waiting request with a game (winner and length from the callback). */
  const finish = (make: (seed: number) => Omit<GameSummary, 'seed' | 'nodes'>) => {
    const r = queue.shift();
    if (!r) throw new Error('no game is being played');
    r.worker.send({ type: 'game', id: r.id, game: { seed: r.seed, nodes: 10, ...make(r.seed) } });
    r.worker.send({ type: 'done', id: r.id });
    return r.seed;
  };
  return { testPool: { factory, size }, queue, workers, finish };
}

const defendersEscape = (seed: number) => ({ winner: 'defenders' as const, reason: 'escape' as const, plies: 10 + seed });
const attackersCapture = (seed: number) => ({ winner: 'attackers' as const, reason: 'king-captured' as const, plies: 30 + seed });

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const progress = () => screen.getByTestId('lab-progress').textContent;
const status = () => screen.getByTestId('lab-status').textContent;
const count = (outcome: string) =>
  Number(screen.getByTestId('lab-outcomes').querySelector(`tr[data-outcome="${outcome}"] td`)!.textContent);
const liveRegion = () => screen.getByRole('status').textContent;

async function startRun(games: number, pool: ReturnType<typeof fakePool>, expectWaiting = Math.min(games, pool.testPool.size)) {
  fireEvent.input(field('Number of games'), { target: { value: String(games) } });
  fireEvent.click(button('Run'));
  await waitFor(() => expect(pool.queue).toHaveLength(expectWaiting));
}

describe('the lab island', () => {
  it('renders the settings with labels, Brandubh and the lab level chosen, and no shipped results', () => {
    render(h(LabIsland, { shipped: [] }));
    expect((screen.getByRole('combobox', { name: 'Reading' }) as HTMLSelectElement).value).toBe('brandubh');
    expect((screen.getByRole('radio', { name: /^Club/ }) as HTMLInputElement).checked).toBe(true);
    expect(field('Number of games').value).toBe('40');
    expect(field('Seed').value).toBe('1');
    expect(field('Move limit (moves)').value).toBe('400');
    expect(screen.getByRole('combobox', { name: 'First to move' })).toBeTruthy();
    expect(button('Run').disabled).toBe(false);
    expect(button('Stop').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('lab-shipped-none').textContent).toContain('No precomputed results yet');
  });

  it('plays the games in the workers and updates the results after each one', async () => {
    const pool = fakePool(2);
    render(h(LabIsland, { testPool: pool.testPool }));
    fireEvent.click(screen.getByRole('radio', { name: /^Beginner/ }));
    fireEvent.input(field('Seed'), { target: { value: '5' } });
    await startRun(4, pool);
    expect(pool.workers).toHaveLength(2);
    expect(pool.queue.map((r) => r.seed)).toEqual([5, 6]);
    expect(progress()).toBe('0 of 4 games');
    expect(button('Run again').getAttribute('aria-disabled')).toBe('true');
    expect(button('Stop').getAttribute('aria-disabled')).toBeNull();
    expect(liveRegion()).toBe('Playing 4 games.');

    pool.finish(defendersEscape);
    await waitFor(() => expect(progress()).toBe('1 of 4 games'));
    // While the run goes on the verdict is shown, but the live region is not told of every game.
    expect(screen.getByTestId('lab-verdict').textContent).toBe(
      'The defenders won the only game finished so far; a single game says almost nothing about the rules.',
    );
    expect(liveRegion()).toBe('Playing 4 games.');
    expect(count('defenders')).toBe(1);
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(1);
    expect(screen.getByRole('img', { name: 'Game lengths of 1 game: shortest 15 moves, median 15, longest 15.' })).toBeTruthy();

    pool.finish(attackersCapture);
    pool.finish(defendersEscape);
    pool.finish(defendersEscape);
    await waitFor(() => expect(status()).toBe('Finished: all 4 games played.'));
    expect(progress()).toBe('4 of 4 games');
    expect([count('attackers'), count('defenders'), count('draws')]).toEqual([1, 3, 0]);
    const table = screen.getByTestId('lab-outcomes');
    expect(within(table).getByRole('row', { name: /Defenders win/ }).textContent).toMatch(/75 % \(\d+–\d+ %\)/);
    expect(screen.getByTestId('lab-reasons').querySelector('[data-reason="escape"]')!.textContent).toBe('The king escaped3 games');
    expect(screen.getByTestId('lab-histogram').getAttribute('aria-label')).toBe(
      'Game lengths of 4 games: shortest 15 moves, median 17.5, longest 36.',
    );
    expect(screen.getByText('Brandubh as the reading has it, Beginner level, seeds 5 to 8, at most 400 moves a game.')).toBeTruthy();
    const verdict =
      'The defenders won 3 of 4 games; with this few games their true share could be anywhere from 30 % to 95 %. That is too few games to tell whether either side is favoured.';
    expect(liveRegion()).toBe(`Finished all 4 games. ${verdict}`);
    // The verdict comes first in the results, before the plan and the tables.
    const results = screen.getByTestId('lab-results');
    expect(screen.getByTestId('lab-verdict').textContent).toBe(verdict);
    expect(results.querySelector('h2 + p')!.getAttribute('data-testid')).toBe('lab-verdict');
    // Brandubh has no edge forts, encirclement or exhaustion: they are not listed.
    const listed = [...screen.getByTestId('lab-reasons').querySelectorAll('li')].map((li) => li.getAttribute('data-reason'));
    expect(listed).toEqual(['escape', 'king-captured', 'no-moves', 'repetition', 'move-limit']);
    expect(pool.workers.every((w) => w.terminated)).toBe(true);
    expect(button('Stop').getAttribute('aria-disabled')).toBe('true');
  });

  it('Stop ends the workers and keeps the games finished so far; Run again starts afresh', async () => {
    const pool = fakePool(2);
    render(h(LabIsland, { testPool: pool.testPool }));
    await startRun(10, pool);
    pool.finish(defendersEscape);
    pool.finish(attackersCapture);
    pool.finish(defendersEscape);
    await waitFor(() => expect(progress()).toBe('3 of 10 games'));
    const late = pool.queue[0]!;
    fireEvent.click(button('Stop'));
    await waitFor(() => expect(status()).toBe('Stopped after 3 of 10 games.'));
    expect(pool.workers.every((w) => w.terminated)).toBe(true);
    // A game that arrives from an ended worker is not counted.
    late.worker.send({ type: 'game', id: late.id, game: { seed: late.seed, nodes: 1, ...attackersCapture(late.seed) } });
    await new Promise((r) => setTimeout(r, 10));
    expect(progress()).toBe('3 of 10 games');
    expect([count('attackers'), count('defenders')]).toEqual([1, 2]);
    expect(liveRegion()).toBe(
      'Stopped after 3 of 10 games. The defenders won 2 of 3 games; with this few games their true share could be anywhere from 21 % to 94 %. That is too few games to tell whether either side is favoured.',
    );

    pool.queue.length = 0;
    fireEvent.click(button('Run again'));
    await waitFor(() => expect(pool.queue).toHaveLength(2));
    expect(progress()).toBe('0 of 10 games');
    expect(pool.queue.map((r) => r.seed)).toEqual([1, 2]);
  });

  it('an error from the workers is shown as its sentence, and the games so far stay', async () => {
    const pool = fakePool(1);
    render(h(LabIsland, { testPool: pool.testPool }));
    await startRun(5, pool);
    pool.finish(defendersEscape);
    await waitFor(() => expect(progress()).toBe('1 of 5 games'));
    const r = pool.queue.shift()!;
    r.worker.send({ type: 'error', id: r.id, message: 'The rules sent to the AI are not valid.' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The rules sent to the AI are not valid.'));
    expect(status()).toBe('The run ended after 1 of 5 games.');
    expect(count('defenders')).toBe(1);
  });

  it('a worker that crashes twice on one game stops the run with a sentence', async () => {
    const pool = fakePool(1);
    render(h(LabIsland, { testPool: pool.testPool }));
    await startRun(3, pool);
    pool.queue.shift()!.worker.onerror?.(new Event('error'));
    await waitFor(() => expect(pool.queue).toHaveLength(1));
    pool.queue.shift()!.worker.onerror?.(new Event('error'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('A self-play worker crashed twice on game seed 1; the run was stopped.'),
    );
  });

  it('a bad number or an invalid rule combination blocks Run with its sentence; fixing it unblocks', async () => {
    render(h(LabIsland, { shipped: [] }));
    fireEvent.input(field('Number of games'), { target: { value: '5000' } });
    await waitFor(() => expect(button('Run').disabled).toBe(true));
    expect(field('Number of games').value).toBe('5000');
    expect(field('Number of games').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(/The number of games must be a whole number from 2 to 1000\./)).toHaveLength(2);
    fireEvent.input(field('Number of games'), { target: { value: '6' } });
    await waitFor(() => expect(button('Run').disabled).toBe(false));

    fireEvent.change(screen.getByRole('combobox', { name: 'Corner squares' }), { target: { value: 'none' } });
    const sentence = 'The king cannot escape to a corner when there are no corner squares: choose a corner shape or edge escape.';
    await waitFor(() => expect(button('Run').disabled).toBe(true));
    expect(screen.getByText(sentence)).toBeTruthy();
    expect(screen.getByText(/1 changed from the reading/)).toBeTruthy();
    fireEvent.click(button('Reset every rule to the reading'));
    await waitFor(() => expect(button('Run').disabled).toBe(false));
    expect(screen.queryByText(sentence)).toBeNull();
  });

  it('lists the shipped results, and sets the shipped result beside the run for untouched rules', () => {
    const brandubh = getPreset('brandubh')!;
    const games: GameSummary[] = [1, 2, 3].map((seed) => ({ seed, nodes: 1, ...defendersEscape(seed) }));
    const { lengths: _lengths, ...tally } = tallyOf(games);
    const shipped: ShippedResult[] = [
      {
        preset: 'brandubh',
        presetName: 'Brandubh',
        rules: resolveRules(brandubh),
        layout: brandubh.layout.value,
        level: 'club',
        levelLabel: 'Club',
        seed: 1,
        maxPlies: 400,
        tally,
        medianPlies: 12,
        command: 'npm run balance -- --preset brandubh --games 3',
        finished: '2025-01-01T00:00:00Z',
        currentAi: true,
      },
    ];
    render(h(LabIsland, { shipped }));
    const row = screen.getByTestId('lab-shipped').querySelector('tr[data-preset="brandubh"]')!;
    expect(row.querySelector('code')!.textContent).toBe('npm run balance -- --preset brandubh --games 3');
    expect(row.textContent).toContain('100 % (44–100 %)');
    expect(screen.getByTestId('lab-compare').querySelector('caption')!.textContent).toBe(
      'Shipped with the site for these rules: 3 games at the Club level',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'First to move' }), { target: { value: 'defenders' } });
    expect(screen.queryByTestId('lab-compare')).toBeNull();
  });
});
