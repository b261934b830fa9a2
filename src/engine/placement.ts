/**
 * Placement strings: ranks from the top (rank N) down to rank 1, separated by '/', as a diagram
 * reads; `a` attacker, `d` defender, `k` king, `e` Evangelist, digits for runs of empty squares.
 * (OpenTafl lists rank 1 first; otn.ts converts.)
 */
import { checkSize } from './geometry';
import type { Placement } from './position';
import { err, ok, type PieceKind, type Result } from './types';

export const LETTER_OF_KIND: { readonly [K in PieceKind]: string } = {
  attacker: 'a',
  defender: 'd',
  king: 'k',
  evangelist: 'e',
};
const KIND_OF_LETTER: Readonly<Record<string, PieceKind>> = { a: 'attacker', d: 'defender', k: 'king', e: 'evangelist' };

/** Parses rows of run-length-encoded pieces; `letters` maps a character to a kind. */
export function parseRows(rows: readonly string[], letters: Readonly<Record<string, PieceKind>>, what: string): Result<Placement> {
  const size = rows.length;
  const sizeOk = checkSize(size);
  if (!sizeOk.ok) return err('bad-position', `${what} has ${size} rows; a board needs an odd number from 7 to 19.`);
  const cells: (PieceKind | null)[] = new Array(size * size).fill(null);
  for (let i = 0; i < size; i++) {
    const row = rows[i]!;
    const rank = size - 1 - i;
    let file = 0;
    let j = 0;
    while (j < row.length) {
      const ch = row[j]!;
      if (ch >= '0' && ch <= '9') {
        let k = j;
        while (k < row.length && row[k]! >= '0' && row[k]! <= '9') k++;
        const run = Number(row.slice(j, k));
        if (run === 0) return err('bad-position', `${what}: row ${i + 1} ("${row}") has an empty run of 0.`);
        file += run;
        j = k;
        continue;
      }
      const kind = letters[ch];
      if (!kind) return err('bad-position', `${what}: "${ch}" in row ${i + 1} ("${row}") is not a piece letter.`);
      if (file >= size)
        return err(
          'bad-position',
          `${what}: row ${i + 1} ("${row}") has more than ${size} squares; each row of a ${size}×${size} board must cover ${size}.`,
        );
      cells[rank * size + file] = kind;
      file++;
      j++;
    }
    if (file !== size)
      return err(
        'bad-position',
        `${what}: row ${i + 1} ("${row}") covers ${file} squares; each row of a ${size}×${size} board must cover ${size}.`,
      );
  }
  return ok({ size, cells });
}

export function parsePlacement(text: string): Result<Placement> {
  const s = text.trim();
  if (s === '') return err('bad-position', 'The position is empty.');
  return parseRows(s.split('/'), KIND_OF_LETTER, 'The position');
}

/** Rows from the top rank down, each run-length encoded with the given letter for each kind. */
export function encodeRows(p: Placement, letterOf: (kind: PieceKind) => string): string[] {
  const rows: string[] = [];
  for (let rank = p.size - 1; rank >= 0; rank--) {
    let row = '';
    let run = 0;
    for (let file = 0; file < p.size; file++) {
      const kind = p.cells[rank * p.size + file];
      if (!kind) {
        run++;
        continue;
      }
      if (run) row += String(run);
      run = 0;
      row += letterOf(kind);
    }
    if (run) row += String(run);
    rows.push(row);
  }
  return rows;
}

export const makePlacement = (p: Placement): string => encodeRows(p, (k) => LETTER_OF_KIND[k]).join('/');
