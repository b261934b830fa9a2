/** OTN position records: `/rank 1/rank 2/…/`, `t` attacker, `T` defender, `K` king. */
import { FILES, isValidSize } from '../geometry';
import { encodeRows, parseRows } from '../placement';
import { placementOf, type Placement, type Position } from '../position';
import { err, ok, type PieceKind, type Result } from '../types';

const OTN_LETTER: Readonly<Record<Exclude<PieceKind, 'evangelist'>, string>> = { attacker: 't', defender: 'T', king: 'K' };
const KIND_OF_OTN_LETTER: Readonly<Record<string, PieceKind>> = { t: 'attacker', T: 'defender', K: 'king', k: 'king' };
/** OpenTafl's other piece types (TaflmanCodes), which the engine does not have. */
export const SPECIAL_PIECES: Readonly<Record<string, string>> = {
  c: 'commander',
  n: 'knight',
  m: 'mercenary',
  g: 'guard',
};

const cellName = (size: number, index: number): string => FILES[index % size]! + String(Math.floor(index / size) + 1);

export function evangelistSquares(p: Placement): string[] {
  const out: string[] = [];
  p.cells.forEach((kind, i) => {
    if (kind === 'evangelist') out.push(cellName(p.size, i));
  });
  return out;
}

/** A placement as an OTN position record: `/rank 1/rank 2/…/`, `t` attacker, `T` defender, `K` king. */
export function makeOtnPlacement(p: Placement): Result<string> {
  const evangelists = evangelistSquares(p);
  if (evangelists.length > 0)
    return err(
      'otn-unsupported',
      `OpenTafl Notation has no symbol for Evangelists, and this position has them on ${evangelists.join(', ')}.`,
    );
  // encodeRows lists the top rank first; OTN lists rank 1 first.
  const rows = encodeRows(p, (kind) => OTN_LETTER[kind as Exclude<PieceKind, 'evangelist'>]).reverse();
  return ok(`/${rows.join('/')}/`);
}

/** The position's placement as an OTN position record (OTN positions do not say whose turn it is). */
export const makeOtnPosition = (pos: Position): Result<string> => makeOtnPlacement(placementOf(pos));

/**
 * Reads an OTN position record. Like OpenTafl, empty pieces between slashes are dropped, so missing or
 * doubled outer slashes are accepted. `k` is read as the king.
 */
export function parseOtnPosition(text: string): Result<Placement> {
  const s = text.trim();
  if (s === '') return err('bad-otn', 'The OTN position is empty; it should look like /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/.');
  if (/\s/.test(s))
    return err('bad-otn', `The OTN position "${s}" contains spaces; a position record is one word of ranks separated by "/".`);
  const rows = s.split('/').filter((r) => r.length > 0);
  if (rows.length === 0) return err('bad-otn', `The OTN position "${s}" has no ranks.`);
  const size = rows.length;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    let width = 0;
    for (const token of row.match(/[0-9]+|[^0-9]/g) ?? []) {
      if (/^[0-9]/.test(token)) {
        const run = Number(token);
        if (run === 0) return err('bad-otn', `Rank ${k + 1} of the OTN position ("${row}") has an empty run of 0.`);
        width += run;
        continue;
      }
      const special = SPECIAL_PIECES[token.toLowerCase()];
      if (special)
        return err(
          'otn-unsupported',
          `"${token}" on rank ${k + 1} of the OTN position is ${token === token.toLowerCase() ? 'an attacking' : 'a defending'} ${special}, a piece the engine does not have (it has only attackers, defenders and the king).`,
        );
      if (!KIND_OF_OTN_LETTER[token])
        return err(
          'bad-otn',
          `"${token}" on rank ${k + 1} of the OTN position ("${row}") is not an OTN piece letter (t attacker, T defender, K king).`,
        );
      width++;
    }
    if (width !== size)
      return err(
        'bad-otn',
        `Rank ${k + 1} of the OTN position ("${row}") covers ${width} squares, but the record has ${size} ranks, so each must cover ${size}.`,
      );
  }
  if (!isValidSize(size))
    return err('otn-unsupported', `The engine plays boards with an odd size from 7 to 19; this OTN position is ${size}×${size}.`);
  const parsed = parseRows([...rows].reverse(), KIND_OF_OTN_LETTER, 'The OTN position');
  return parsed.ok ? parsed : err('bad-otn', parsed.error.message);
}
