/**
 * Writes a position string from piece lists, so that puzzle data names squares ("d5") instead of
 * run-length rows: `diagram(7, 'a', { k: 'd5', a: ['c5', 'e5'], d: ['g4'] })`. A bad square name
 * yields a string the position parser rejects with a sentence, so the puzzle check names it.
 */
export interface Pieces {
  readonly k: string;
  readonly a?: readonly string[];
  readonly d?: readonly string[];
  readonly e?: readonly string[];
}

const FILES = 'abcdefghijklmnopqrs';

export function diagram(size: number, turn: 'a' | 'd', pieces: Pieces): string {
  const rows: string[][] = Array.from({ length: size }, () => new Array<string>(size).fill(''));
  const put = (name: string, letter: string): string | null => {
    const m = /^([a-s])([0-9]{1,2})$/.exec(name);
    const file = m ? FILES.indexOf(m[1]!) : -1;
    const rank = m ? Number(m[2]) : 0;
    if (file < 0 || file >= size || rank < 1 || rank > size) return `?square-${name}`;
    const row = rows[size - rank]!;
    if (row[file]) return `?twice-${name}`;
    row[file] = letter;
    return null;
  };
  const all: [string, string][] = [
    [pieces.k, 'k'],
    ...(pieces.a ?? []).map((s): [string, string] => [s, 'a']),
    ...(pieces.d ?? []).map((s): [string, string] => [s, 'd']),
    ...(pieces.e ?? []).map((s): [string, string] => [s, 'e']),
  ];
  for (const [sq, letter] of all) {
    const bad = put(sq, letter);
    if (bad) return `${bad} ${turn}`;
  }
  const encoded = rows.map((row) => {
    let out = '';
    let run = 0;
    for (const cell of row) {
      if (!cell) {
        run++;
        continue;
      }
      if (run) out += String(run);
      run = 0;
      out += cell;
    }
    return run ? out + String(run) : out;
  });
  return `${encoded.join('/')} ${turn}`;
}
