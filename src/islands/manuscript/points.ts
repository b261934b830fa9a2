/**
 * The points of the manuscript view, derived from the two verified Alea Evangelii layouts
 * (src/engine/layouts.ts) and never typed by hand:
 * - the common geometry: the 72 + 1 points every reconstruction occupies (layout research §2.1);
 * - each point's side under Murray's allocation (layout M) and the alternative one (layout W);
 * - the four variegated points: the occupied points four files and four ranks from the centre
 *   (symmetry class 6 of the layout research, f6 n6 f14 n14), an inferred mapping of Walker's
 *   "middle of the diagonal rows of five";
 * - the "primary man" at e13, as one forum post places him (presumed; the orientation is not stated).
 */
import { FILES, getLayout, parsePlacement, type PieceKind } from '../../engine';

export const ALLOCATIONS = ['M', 'W'] as const;
export type Allocation = (typeof ALLOCATIONS)[number];

/** The layout id behind each allocation. */
export const LAYOUT_OF: { readonly [A in Allocation]: string } = { M: 'alea-murray', W: 'alea-walker' };

export const ALLOCATION_LABEL: { readonly [A in Allocation]: string } = {
  M: 'The allocation credited to Murray (layout M)',
  W: 'The alternative allocation (layout W)',
};

/** The point one forum post gives for the "primary man" (layout research §4). */
export const PRIMARY_POINT = 'e13';

export type Side = Extract<PieceKind, 'attacker' | 'defender' | 'king'>;

export interface ManuscriptPoint {
  /** Point name, file a–s from the left, rank 1–19 from the bottom. */
  readonly name: string;
  /** 0-based file (a = 0) and rank (1 = 0). */
  readonly file: number;
  readonly rank: number;
  readonly side: { readonly [A in Allocation]: Side };
  readonly variegated: boolean;
  readonly primary: boolean;
}

export const BOARD_SIZE = 19;

function readLayout(id: string): Map<string, Side> {
  const layout = getLayout(id);
  if (!layout) throw new Error(`manuscript view: there is no layout called "${id}".`);
  const parsed = parsePlacement(layout.placement);
  if (!parsed.ok) throw new Error(`manuscript view: ${parsed.error.message}`);
  if (parsed.value.size !== BOARD_SIZE) throw new Error(`manuscript view: layout "${id}" is not 19×19.`);
  const out = new Map<string, Side>();
  parsed.value.cells.forEach((kind, i) => {
    if (!kind) return;
    if (kind === 'evangelist') throw new Error(`manuscript view: layout "${id}" has an Evangelist; M and W have none.`);
    out.set(`${FILES[i % BOARD_SIZE]}${Math.floor(i / BOARD_SIZE) + 1}`, kind);
  });
  return out;
}

/** Every point of the common geometry, rank 19 first, a-file first within a rank (reading order). */
export function manuscriptPoints(): readonly ManuscriptPoint[] {
  const m = readLayout(LAYOUT_OF.M);
  const w = readLayout(LAYOUT_OF.W);
  const centre = (BOARD_SIZE - 1) / 2;
  const points: ManuscriptPoint[] = [];
  for (let rank = BOARD_SIZE - 1; rank >= 0; rank--) {
    for (let file = 0; file < BOARD_SIZE; file++) {
      const name = `${FILES[file]}${rank + 1}`;
      const sm = m.get(name);
      const sw = w.get(name);
      if (!sm && !sw) continue;
      if (!sm || !sw) throw new Error(`manuscript view: ${name} is occupied in one layout only; the geometry is not common.`);
      points.push({
        name,
        file,
        rank,
        side: { M: sm, W: sw },
        variegated: Math.abs(file - centre) === 4 && Math.abs(rank - centre) === 4,
        primary: name === PRIMARY_POINT,
      });
    }
  }
  return points;
}

/** The points of one side under one allocation, in reading order. */
export const pointsOf = (points: readonly ManuscriptPoint[], allocation: Allocation, side: Side): string[] =>
  points.filter((p) => p.side[allocation] === side).map((p) => p.name);

/** The points whose side differs between the two allocations. */
export const switchedPoints = (points: readonly ManuscriptPoint[]): string[] =>
  points.filter((p) => p.side.M !== p.side.W).map((p) => p.name);
