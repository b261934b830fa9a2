// @vitest-environment happy-dom
/**
 * The code reader in a DOM, as a teacher uses it: good codes, a mistyped one and a name given twice
 * pasted, read on "Read the codes": a polite status line, the bad line named with its problem, the
 * name given twice pointed out, the class item by item (hardest first), the class table, a table per
 * pupil with the puzzles sorted by kind; the class kept on this device across a reload until cleared,
 * and the table downloaded as CSV.
 */
import { cleanup, fireEvent, render, within } from '@testing-library/preact';
import { screen } from '../screen.test-support';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LESSONS } from '../../learn/lessons';
import { PUZZLES } from '../../learn/puzzles';
import { KIND_LABEL } from '../puzzle/kinds';
import { encodeProgress, type PuzzleMark, type StepMark } from '../puzzle/progressCode';
import CodeReader, { CLASS_KEY } from './CodeReader';

const INFO = PUZZLES.map((p) => ({ id: p.id, title: p.title, kind: p.kind }));
const STEPS = LESSONS.map((l) => ({ id: l.id, title: l.title, predicts: l.kind === 'puzzle' && l.puzzle.kind === 'two-readings' }));
const number = (id: string): number => PUZZLES.findIndex((p) => p.id === id) + 1;
const title = (id: string): string => PUZZLES.find((p) => p.id === id)!.title;
const codeOf = (puzzles: [string, PuzzleMark][], steps: [string, StepMark][] = []) =>
  encodeProgress({ puzzles: new Map(puzzles), steps: new Map(steps) });
const ada = codeOf(
  [
    ['brandubh-corner-anvil', 'solved'],
    ['tablut-fork', 'solved'],
    ['brandubh-two-corners', 'helped'],
  ],
  [
    ['moving', 'done'],
    ['escaping', 'predicted-right'],
  ],
);
const ben = codeOf([['alea-edge-or-corner', 'solved']]);
const typo = `${ben.slice(0, 6)}${ben[6] === 'X' ? 'Y' : 'X'}${ben.slice(7)}`;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.children].map((c) => c.textContent));
const read = (text: string) => {
  fireEvent.input(screen.getByLabelText('Pupils’ progress codes, one per line'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Read the codes' }));
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the code reader', () => {
  it('reads the codes, names the mistyped one, and shows the class and each pupil', () => {
    render(h(CodeReader, { puzzles: INFO, steps: STEPS }));
    expect(screen.getByTestId('code-reader-status').textContent).toBe('');
    read(`Ada: ${ada}\nSam: ${typo}\nBen: ${ben}`);

    const status = screen.getByTestId('code-reader-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('2 codes read; 1 line has a problem, listed below.');
    expect(screen.getByTestId('code-reader-problems').textContent).toContain('Line 2 (Sam): the code');
    expect(screen.queryByTestId('code-reader-duplicates')).toBeNull();

    expect(rowsOf(screen.getByTestId('code-reader-overview'))).toEqual([
      ['Pupil', 'Solved', 'With help', 'Not solved', 'Lesson steps done', 'Predictions right the first time'],
      ['Ada', '2', '1', String(PUZZLES.length - 3), '2', '1 of 1'],
      ['Ben', '1', '0', String(PUZZLES.length - 1), '0', '–'],
    ]);

    const puzzles = rowsOf(screen.getByTestId('code-reader-puzzles'));
    expect(puzzles[0]).toEqual(['Puzzle', 'Solved', 'With help', 'Not solved']);
    expect(puzzles).toHaveLength(PUZZLES.length + 1);
    // Hardest first: a puzzle nobody solved comes before one both solved.
    expect(puzzles[1]![1]).toBe('0');
    expect(puzzles.at(-1)).toEqual([`${number('alea-edge-or-corner')}. ${title('alea-edge-or-corner')}`, '1', '0', '1']);
    // Solved by nobody but with help by one: after those nobody solved at all, before those solved.
    const helpedRow = puzzles.findIndex((r) => r[0] === `${number('brandubh-two-corners')}. ${title('brandubh-two-corners')}`);
    expect(puzzles[helpedRow]).toEqual([`${number('brandubh-two-corners')}. ${title('brandubh-two-corners')}`, '0', '1', '1']);
    expect(puzzles.slice(1, helpedRow).every((r) => r[1] === '0' && r[2] === '0')).toBe(true);
    const lessons = rowsOf(screen.getByTestId('code-reader-lessons'));
    expect(lessons[0]).toEqual(['Step', 'Done', 'Not done', 'Prediction right the first time']);
    expect(lessons.find((r) => r[0]!.endsWith(STEPS.find((s) => s.id === 'escaping')!.title))).toEqual([
      `${STEPS.findIndex((s) => s.id === 'escaping') + 1}. ${STEPS.find((s) => s.id === 'escaping')!.title}`,
      '1',
      '1',
      '1 of 1',
    ]);

    const [adaTable] = screen.getAllByTestId('code-reader-pupil');
    expect(within(adaTable!).getByRole('heading', { level: 3 }).textContent).toBe('Ada');
    expect(adaTable!.textContent).toContain(
      `2 solved, 1 with help, ${PUZZLES.length - 3} not solved. Lesson steps done: 2; predictions right the first time: 1 of 1.`,
    );
    const escapeRow = within(adaTable!).getByRole('rowheader', { name: KIND_LABEL['escape-in-two'] }).closest('tr')!;
    expect(escapeRow.querySelector('td[data-mark="helped"]')!.textContent).toBe(
      `${number('brandubh-two-corners')}. ${title('brandubh-two-corners')}`,
    );
    expect(escapeRow.querySelector('td[data-mark="solved"]')!.textContent).toContain(`${number('tablut-fork')}. ${title('tablut-fork')}`);
    expect(
      within(adaTable!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Kind', 'Solved', 'Solved with help', 'Not solved']);
  });

  it('points out a name given twice, and counts each line', () => {
    render(h(CodeReader, { puzzles: INFO, steps: STEPS }));
    read(`Ada: ${ada}\nBen: ${ben}\nada: ${ben}`);
    expect(screen.getByTestId('code-reader-duplicates').textContent).toContain('Ada is on lines 1 and 3');
    expect(screen.getByTestId('code-reader-status').textContent).toBe('3 codes read.');
    expect(screen.getByTestId('code-reader-overview').textContent).toContain('(name given twice, line 3)');
  });

  it('keeps the class on this device: a reload reads it again, until "Clear the class"', () => {
    render(h(CodeReader, { puzzles: INFO, steps: STEPS }));
    read(`Ada: ${ada}\nBen: ${ben}`);
    expect(localStorage.getItem(CLASS_KEY)).toBe(`Ada: ${ada}\nBen: ${ben}`);
    cleanup();
    render(h(CodeReader, { puzzles: INFO, steps: STEPS }));
    expect((screen.getByLabelText('Pupils’ progress codes, one per line') as HTMLTextAreaElement).value).toBe(`Ada: ${ada}\nBen: ${ben}`);
    expect(screen.getByTestId('code-reader-status').textContent).toBe('2 codes read.');
    fireEvent.click(screen.getByTestId('code-reader-clear'));
    expect(localStorage.getItem(CLASS_KEY)).toBeNull();
    expect((screen.getByLabelText('Pupils’ progress codes, one per line') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByTestId('code-reader-overview')).toBeNull();
    cleanup();
    render(h(CodeReader, { puzzles: INFO, steps: STEPS }));
    expect(screen.getByTestId('code-reader-status').textContent).toBe('');
  });

  it('downloads the table as class-progress.csv', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:class');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(h(CodeReader, { puzzles: INFO, steps: STEPS }));
    read(`Ada: ${ada}`);
    fireEvent.click(screen.getByTestId('code-reader-csv'));
    expect(clicked).toEqual(['class-progress.csv']);
    const blob = create.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/csv');
    const text = await blob.text();
    expect(text.split('\r\n')[1]!.startsWith(`Ada,1,2,1,${PUZZLES.length - 3},2,1 of 1,`)).toBe(true);
  });
});
