/**
 * A claim's position set on another board by translation. Claims are drawn on small boards (7×7 or
 * 11×11) so that each reads at a glance; a reading's "try it" link on /compare opens on the reading's
 * own board (19×19 for Alea Evangelii), so the claim's window of squares is moved onto that board:
 * centred, then against the middle of each edge, then into each corner. A translation keeps every
 * piece's neighbours, but not what the board's special squares (the throne, the corners, the edge)
 * are next to: whether the claim still holds at a placement is the engine's to say (placeIn asks
 * checkClaim under every value of the rule), never assumed.
 */
import { claims, getLayout, getPreset } from '../../engine';

type AnyClaim = claims.AnyClaim;

const FILES = 'abcdefghijklmnopqrs';
const SQUARE = /([a-s])(\d{1,2})/g;

/** The board size of a reading's own layout. */
export const readingSize = (presetId: string): number | undefined => {
  const preset = getPreset(presetId);
  return preset ? getLayout(preset.layout.value)?.size : undefined;
};

/**
 * The offsets (files, ranks) tried for a `from`×`from` claim on a `to`×`to` board, in order: centred,
 * the middle of each edge, each corner. A claim larger than the board is tried the same way (the
 * offsets are then negative), and kept only where every square it names lands on the board.
 */
export function offsets(from: number, to: number): [number, number][] {
  if (from === to) return [[0, 0]];
  const [mid, low, high] = [(to - from) / 2, 0, to - from];
  return [
    [mid, mid],
    [mid, low],
    [mid, high],
    [low, mid],
    [high, mid],
    [low, low],
    [high, low],
    [low, high],
    [high, high],
  ];
}

/** Every square name in `text` moved by (df, dr) on a `size` board, or null when one falls off it. */
function moveText(text: string, df: number, dr: number, size: number): string | null {
  let off = false;
  const out = text.replace(SQUARE, (_, file: string, rank: string) => {
    const f = FILES.indexOf(file) + df;
    const r = Number(rank) + dr;
    if (f < 0 || f >= size || r < 1 || r > size) off = true;
    return `${FILES[f] ?? '?'}${r}`;
  });
  return off ? null : out;
}

function moveAll(list: readonly string[] | undefined, df: number, dr: number, size: number): string[] | null | undefined {
  if (list === undefined) return undefined;
  const out = list.map((s) => moveText(s, df, dr, size));
  return out.every((s) => s !== null) ? (out as string[]) : null;
}

/**
 * The claim moved by (df files, dr ranks) onto a `size`×`size` board: its pieces, its prelude, its
 * move and the captures it expects. Null when a square it names falls off the board.
 */
export function translateClaim<C extends AnyClaim>(claim: C, size: number, df: number, dr: number): C | null {
  const p = claim.position;
  const king = p.king === undefined ? undefined : moveText(p.king, df, dr, size);
  const attackers = moveAll(p.attackers, df, dr, size);
  const defenders = moveAll(p.defenders, df, dr, size);
  const evangelists = moveAll(p.evangelists, df, dr, size);
  const prelude = moveAll(claim.prelude, df, dr, size);
  const move = moveText(claim.move, df, dr, size);
  const forbidden = moveAll((claim as { forbidden?: readonly string[] }).forbidden, df, dr, size);
  if ([king, attackers, defenders, evangelists, prelude, move, forbidden].includes(null)) return null;
  const expect: Record<string, claims.Expectation> = {};
  for (const [value, e] of Object.entries(claim.expect as Record<string, claims.Expectation>)) {
    const captures = moveAll(e.captures, df, dr, size);
    if (captures === null) return null;
    expect[value] = captures === undefined ? e : { ...e, captures };
  }
  const position: claims.ClaimPosition = {
    ...p,
    size,
    ...(king !== undefined ? { king: king! } : {}),
    ...(attackers ? { attackers } : {}),
    ...(defenders ? { defenders } : {}),
    ...(evangelists ? { evangelists } : {}),
  };
  return {
    ...claim,
    position,
    move: move!,
    expect,
    ...(prelude ? { prelude } : {}),
    ...(forbidden ? { forbidden } : {}),
  } as C;
}

/** The claim with its reading replaced by another (the reading's own rules, no patch). */
export const inReading = <C extends AnyClaim>(claim: C, presetId: string): C => ({ ...claim, preset: presetId, patch: undefined }) as C;

/** Whether the engine does what the claim says under every value of its rule. */
export const holds = (claim: AnyClaim): boolean => claims.checkClaim(claim).every((c) => c.pass);

/**
 * The claim set on a `size`×`size` board: at the first placement (offsets) under which it holds, or
 * null where none does. A claim already on a board of that size stays where it is.
 */
export function placeOn<C extends AnyClaim>(claim: C, size: number): C | null {
  for (const [df, dr] of offsets(claim.position.size, size)) {
    const placed = translateClaim(claim, size, df, dr);
    if (placed && holds(placed)) return placed;
  }
  return null;
}

/**
 * The claim in a reading, on the reading's own board (the reading's rules, not the claim's patch):
 * the first placement under which it holds there, or null.
 */
export function placeIn<C extends AnyClaim>(claim: C, presetId: string): C | null {
  const size = readingSize(presetId);
  return size === undefined ? null : placeOn(inReading(claim, presetId), size);
}
