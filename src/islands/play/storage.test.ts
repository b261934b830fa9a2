/**
 * The saved game: it round-trips; one that reads in part keeps what it can and says in one sentence
 * what was left out; one that cannot be read at all starts a new game and says so; nothing is removed;
 * storage that is missing or throws never breaks the page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { notation } from '../../engine';
import { plainMoveTexts } from './game-line';
import { initialState, rulesOf } from './model';
import { STORAGE_KEY, STORAGE_VERSION, UNREADABLE, browserStorage, loadGame, saveGame, savedGameOf, type GameStorage } from './storage';
import { mv, run } from './play.test-support';

class MemoryStorage implements GameStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const throwing: GameStorage = {
  getItem() {
    throw new Error('SecurityError');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
  removeItem() {
    throw new Error('SecurityError');
  },
};

const game = () =>
  run(
    initialState(),
    { type: 'choosePreset', presetId: 'copenhagen' },
    { type: 'setRule', key: 'repetition', value: 'draw' },
    mv('d1-d3'),
    mv('f4-c4'),
    { type: 'step', to: 'back' },
  );

const saved = (value: unknown) => {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  return storage;
};

describe('the saved game', () => {
  it('round-trips rules, layout, position, moves and the ply shown', () => {
    const storage = new MemoryStorage();
    const s = game();
    expect(saveGame(s, storage)).toBe(true);
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!)).toEqual({
      version: STORAGE_VERSION,
      rules: 'copenhagen;repetition=draw',
      layout: null,
      position: null,
      moves: ['d1-d3', 'f4-c4'],
      cursor: 1,
    });
    const back = loadGame(storage);
    if (back.kind !== 'restored') throw new Error(back.kind);
    expect(rulesOf(back.state)).toEqual(rulesOf(s));
    expect(back.state.presetId).toBe('copenhagen');
    expect(back.state.layoutId).toBe('hnefatafl-11');
    expect(notation.makePosition(back.state.start)).toBe(notation.makePosition(s.start));
    expect(plainMoveTexts(back.state.line)).toEqual(['d1-d3', 'f4-c4']);
    expect(back.state.cursor).toBe(1);
    expect(back.state.message).toBeNull();
  });

  it('round-trips an edited start', () => {
    const storage = new MemoryStorage();
    const s = run(
      initialState(),
      { type: 'choosePreset', presetId: 'brandubh' },
      { type: 'setText', text: '7/3a3/7/3k3/7/7/7 d' },
      { type: 'importPosition' },
    );
    saveGame(s, storage);
    expect(savedGameOf(s).position).toBe('7/3a3/7/3k3/7/7/7 d');
    const back = loadGame(storage);
    expect(back.kind === 'restored' && notation.makePosition(back.state.start)).toBe('7/3a3/7/3k3/7/7/7 d');
  });

  it('finds nothing when nothing is saved', () => {
    expect(loadGame(new MemoryStorage())).toEqual({ kind: 'none' });
    expect(loadGame(null)).toEqual({ kind: 'none' });
  });

  const good = savedGameOf(game());
  it.each([
    ['corrupted JSON', '{"version":1,"rules":'],
    ['not an object', '42'],
    ['an older version', { ...good, version: 0 }],
    ['a newer version', { ...good, version: 2 }],
    ['moves that are not strings', { ...good, moves: [1, 2] }],
  ])('starts a new game for a saved game with %s, saying so, and keeps it saved', (_name, value) => {
    const storage = saved(value);
    const before = storage.getItem(STORAGE_KEY);
    expect(loadGame(storage)).toEqual({ kind: 'unreadable', message: UNREADABLE });
    expect(storage.getItem(STORAGE_KEY)).toBe(before);
  });

  it.each([
    ['an unknown reading', { ...good, rules: 'nope' }, 'The saved game names a reading "nope" that this site does not know'],
    ['an illegal move', { ...good, moves: ['d1-d3', 'd5-d9'] }, 'Move 2 (d5-d9) in the saved game cannot be played here'],
    ['an invalid position', { ...good, position: '3a3/7/7/7/7/7/7' }, "The saved game's position cannot be used"],
    ['a ply beyond the game', { ...good, cursor: 9 }, 'The saved game shows move "9", which is not in the game'],
  ])('keeps what it can of a saved game with %s, saying what was left out, and keeps it saved', (_name, value, says) => {
    const storage = saved(value);
    const before = storage.getItem(STORAGE_KEY);
    const back = loadGame(storage);
    if (back.kind !== 'partial') throw new Error(back.kind);
    expect(back.message.startsWith(says), back.message).toBe(true);
    expect(back.state.message).toBe(back.message);
    expect(storage.getItem(STORAGE_KEY)).toBe(before);
  });

  it('keeps the five readable moves of a Brandubh game whose last move is unreadable, and says so', () => {
    const storage = saved({
      version: STORAGE_VERSION,
      rules: 'brandubh',
      layout: null,
      position: null,
      moves: ['d7-e7', 'c4-c2', 'f4-f7', 'c2-c6', 'd6-f6', 'zz-zz'],
      cursor: null,
    });
    const back = loadGame(storage);
    if (back.kind !== 'partial') throw new Error(back.kind);
    expect(plainMoveTexts(back.state.line)).toEqual(['d7-e7', 'c4-c2', 'f4-f7', 'c2-c6', 'd6-f6']);
    expect(back.state.presetId).toBe('brandubh');
    expect(back.message).toBe(
      'Move 6 (zz-zz) in the saved game cannot be played here, so it was left out; the 5 moves before it are kept.',
    );
  });

  it('survives storage that throws on every call', () => {
    expect(saveGame(game(), throwing)).toBe(false);
    expect(loadGame(throwing)).toEqual({ kind: 'none' });
  });

  it('reports an unreadable game from storage that throws on writing', () => {
    const storage = { ...throwing, getItem: () => 'garbage' };
    expect(loadGame(storage)).toEqual({ kind: 'unreadable', message: UNREADABLE });
  });
});

describe('browserStorage', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('is null where there is no localStorage', () => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
    expect(browserStorage()).toBeNull();
    expect(saveGame(game())).toBe(false);
    expect(loadGame()).toEqual({ kind: 'none' });
  });

  it('is null where touching localStorage throws (private mode)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(browserStorage()).toBeNull();
    expect(saveGame(game())).toBe(false);
    expect(loadGame()).toEqual({ kind: 'none' });
  });
});

describe('the saved game and the AI', () => {
  it('keeps who plays the other side and the level; a game saved before them reads as two people', () => {
    const storage = new MemoryStorage();
    const s = { ...game(), opponent: 'attackers' as const, level: 'strong' as const };
    saveGame(s, storage);
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!)).toMatchObject({ ai: 'attackers', level: 'strong' });
    const back = loadGame(storage);
    if (back.kind !== 'restored') throw new Error(back.kind);
    expect(back.state.opponent).toBe('attackers');
    expect(back.state.level).toBe('strong');
    saveGame(game(), storage);
    const old = loadGame(storage);
    if (old.kind !== 'restored') throw new Error(old.kind);
    expect(old.state.opponent).toBe('person');
  });
});
