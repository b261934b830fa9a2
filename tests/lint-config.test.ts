/**
 * The import walls of biome.json, tried on probe files: the engine and the AI must not import UI code
 * (Preact, Astro, islands, components, pages, styles) or Node modules, with either quote, while their
 * own imports stay allowed; each of the AI's rooms imports only the rooms it needs (the search and the
 * evaluation none, tests/architecture.test.ts AI_ROOMS); everything else reaches the engine only through its front door, islands do
 * not import the Astro components, and the board imports only itself, Preact and the engine's types. `npm run lint` applies the same config to the real tree; this test shows
 * that the config actually catches what it is meant to, so a later edit cannot quietly open a wall.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

interface Diagnostic {
  readonly category: string;
  readonly location: { readonly path: string; readonly start: { readonly line: number } };
}

const PROBES: Record<string, string> = {
  'src/engine/rules/probe.ts': [
    `import { h } from "preact";`,
    `import { useState } from 'preact/hooks';`,
    `import { toBoardView } from "../../islands/adapter";`,
    `import { url } from '../../components/url';`,
    `import { search } from '../../ai/search/search';`,
    `import './probe.css';`,
    `import { readFileSync } from 'node:fs';`,
    `import { RULE_KEYS } from './ruleset';`,
    `import { parseMove } from "../notation";`,
    `export const all = [h, useState, toBoardView, url, search, readFileSync, RULE_KEYS, parseMove];`,
  ].join('\n'),
  'src/ai/play/probe.ts': [
    `import { render } from "preact";`,
    `import { Board } from "../../islands/board/Board";`,
    `import { PUZZLES } from '../../learn/puzzles';`,
    `import { cpus } from 'node:os';`,
    `import { Game } from "../../engine/game";`,
    `import { search } from '../search/search';`,
    `import { setup } from '../../engine';`,
    `import { toGame } from "../../engine/core";`,
    `export const all = [render, Board, PUZZLES, cpus, Game, search, setup, toGame];`,
  ].join('\n'),
  'src/ai/search/probe.ts': [
    `import { policyFor } from '../policy/policies';`,
    `import { PolicyNet } from "../policy/policy-net";`,
    `import { handleRequest } from '../runtime/worker-core';`,
    `import type { AiRequest } from '../runtime/protocol';`,
    `import { taflFor } from '../eval/tafl';`,
    `import { LEVELS } from '../play/levels';`,
    `import { playSelfGame } from '../selfplay/selfplay';`,
    `import { WIN } from './search-table';`,
    `import type { Move } from '../../engine';`,
    `import { MAX_MOVES } from '../../engine/core';`,
    `export const all = [policyFor, PolicyNet, handleRequest, taflFor, LEVELS, playSelfGame, WIN, MAX_MOVES];`,
    `export type T = AiRequest | Move;`,
  ].join('\n'),
  'src/ai/eval/probe.ts': [
    `import { Searcher } from '../search/search';`,
    `import type { SearchGame } from "../search/types";`,
    `import { policyFor } from '../policy/policies';`,
    `import { handleRequest } from '../runtime/worker-core';`,
    `import { LEVELS } from '../play/levels';`,
    `import { BALANCE } from '../selfplay/balance-data';`,
    `import { lines } from './tafl-eval';`,
    `import { toGame } from '../../engine/core';`,
    `export const all = [Searcher, policyFor, handleRequest, LEVELS, BALANCE, lines, toGame];`,
    `export type T = SearchGame;`,
  ].join('\n'),
  'src/ai/policy/probe.ts': [
    `import { Searcher } from '../search/search';`,
    `import { think } from '../play/think';`,
    `import { loadPolicy } from '../runtime/worker-core';`,
    `import { familyOf } from '../eval/weights';`,
    `import { planesOf } from './policy-planes';`,
    `export const all = [Searcher, think, loadPolicy, familyOf, planesOf];`,
  ].join('\n'),
  'src/ai/play/rooms-probe.ts': [
    `import { playSelfGame } from '../selfplay/selfplay';`,
    `import { AiClient } from '../runtime/client';`,
    `import { Searcher } from '../search/search';`,
    `import { taflFor } from '../eval/tafl';`,
    `import { policyFor } from '../policy/policies';`,
    `export const all = [playSelfGame, AiClient, Searcher, taflFor, policyFor];`,
  ].join('\n'),
  'src/ai/selfplay/probe.ts': [
    `import { AiClient } from '../runtime/client';`,
    `import type { SearchResult } from '../search/types';`,
    `import { policyFor } from '../policy/policies';`,
    `import { think } from '../play/think';`,
    `import { familyOf } from '../eval/weights';`,
    `export const all = [AiClient, policyFor, think, familyOf];`,
    `export type T = SearchResult;`,
  ].join('\n'),
  'src/ai/runtime/probe.ts': [
    `import { taflFor } from '../eval/tafl';`,
    `import type { SearchResult } from '../search/types';`,
    `import { think } from '../play/think';`,
    `import { loadPolicy } from '../policy/policies';`,
    `import { playSelfGame } from '../selfplay/selfplay';`,
    `import { setup } from '../../engine';`,
    `export const all = [taflFor, think, loadPolicy, playSelfGame, setup];`,
    `export type T = SearchResult;`,
  ].join('\n'),
  'src/islands/play/probe.ts': [
    `import { setup } from '../../engine/position';`,
    `import { toGame } from "../../engine/core";`,
    `import { citationHref } from '../../components/url';`,
    `import { play } from '../../engine';`,
    `import { url } from '../../site/url';`,
    `import { h } from 'preact';`,
    `export const all = [setup, toGame, citationHref, play, url, h];`,
  ].join('\n'),
  'src/islands/board/probe.ts': [
    `import { toBoardView } from '../adapter';`,
    `import { url } from "../../site/url";`,
    `import { h } from 'preact';`,
    `import { useState } from 'preact/hooks';`,
    `import type { PieceKind } from '../../engine';`,
    `import type { BoardView } from './types';`,
    `export const all = [toBoardView, url, h, useState];`,
    `export type T = PieceKind | BoardView;`,
  ].join('\n'),
  'src/components/probe.ts': [
    `import { RULE_META } from '../engine/rules/meta';`,
    `import { RULE_KEYS } from "../engine";`,
    `export const all = [RULE_META, RULE_KEYS];`,
  ].join('\n'),
  'scripts/probe.ts': [
    `import { parsePosition } from '../src/engine/notation';`,
    `import { perft } from '../src/engine/core';`,
    `import { notation } from '../src/engine';`,
    `export const all = [parsePosition, perft, notation];`,
  ].join('\n'),
};

let dir = '';
let diagnostics: Diagnostic[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lint-probe-'));
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema; // the schema path is relative to the repository
  delete config.vcs; // the probe directory is not a git checkout
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${text}\n`);
  }
  const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', 'src', 'scripts'], { cwd: dir, encoding: 'utf8' });
  expect(run.stdout, run.stderr).toContain('"diagnostics"');
  diagnostics = JSON.parse(run.stdout).diagnostics;
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The lines of a probe on which an import-wall rule fired. */
function walledLines(path: string): number[] {
  const lines = diagnostics
    .filter((d) => d.location.path.endsWith(path))
    .filter((d) => d.category === 'lint/style/noRestrictedImports' || d.category === 'lint/correctness/noNodejsModules')
    .map((d) => d.location.start.line);
  return [...new Set(lines)].sort((a, b) => a - b);
}

describe('biome.json keeps the engine and the AI free of UI imports', () => {
  it('stops every UI, AI and Node import in the engine, and allows its own', () => {
    // Lines 1–7 are walled (Preact twice, an island, a component, the AI, a stylesheet, node:fs);
    // lines 8–9 are the engine's own modules.
    expect(walledLines('src/engine/rules/probe.ts')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("lets the AI import the engine's two doors and itself, and nothing else", () => {
    // Line 5 reaches past the doors into engine/game; lines 6–8 are its own module and the two doors.
    expect(walledLines('src/ai/play/probe.ts')).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("biome.json keeps the AI's rooms apart", () => {
  it('stops the search importing the network, the runtime, the evaluation, the levels or self-play', () => {
    // Lines 1–7 are walled; lines 8–10 are the search's own module and the engine's two doors.
    expect(walledLines('src/ai/search/probe.ts')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('stops the evaluation importing the search (types included), the network, the runtime, the levels or self-play', () => {
    // Lines 1–6 are walled; lines 7–8 are its own module and the engine's core.
    expect(walledLines('src/ai/eval/probe.ts')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("lets the network read the evaluation's families, and nothing of the search, the levels or the runtime", () => {
    expect(walledLines('src/ai/policy/probe.ts')).toEqual([1, 2, 3]);
  });

  it('lets play/ join the search, the evaluation and the network, but not import self-play or the runtime', () => {
    expect(walledLines('src/ai/play/rooms-probe.ts')).toEqual([1, 2]);
  });

  it("lets self-play use play/, the search's types and the families, but not the runtime or the network", () => {
    expect(walledLines('src/ai/selfplay/probe.ts')).toEqual([1, 3]);
  });

  it("lets the runtime use the search's types, play/, the network's loader and self-play, but not the evaluation", () => {
    expect(walledLines('src/ai/runtime/probe.ts')).toEqual([1]);
  });
});

describe("biome.json keeps everything else at the engine's front door", () => {
  it('stops an island reaching into the engine, its core or the Astro components', () => {
    expect(walledLines('src/islands/play/probe.ts')).toEqual([1, 2, 3]);
  });

  it('lets the board import only its own folder, Preact and the engine', () => {
    expect(walledLines('src/islands/board/probe.ts')).toEqual([1, 2]);
  });

  it('stops a component reaching into an engine module', () => {
    expect(walledLines('src/components/probe.ts')).toEqual([1]);
  });

  it("lets the scripts use the core but not the engine's inner modules", () => {
    expect(walledLines('scripts/probe.ts')).toEqual([1]);
  });
});
