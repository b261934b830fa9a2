// @vitest-environment happy-dom
/**
 * The code reader in a DOM, as a teacher uses it: two good codes and a mistyped one pasted, read on
 * "Read the codes": a polite status line, the bad line named with its problem, the class table, and a
 * table per pupil with the puzzles sorted by kind into solved, with help and not tried.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PUZZLES } from '../../learn/puzzles';
import { KIND_LABEL } from '../puzzle/kinds';
import { encodeProgress, marksOf } from '../puzzle/progressCode';
import CodeReader from './CodeReader';

const INFO = PUZZLES.map((p) => ({ id: p.id, title: p.title, kind: p.kind }));
const number = (id: string): number => PUZZLES.findIndex((p) => p.id === id) + 1;
const title = (id: string): string => PUZZLES.find((p) => p.id === id)!.title;

afterEach(cleanup);

describe('the code reader', () => {
  it('reads two codes and names the mistyped one', () => {
    render(h(CodeReader, { puzzles: INFO }));
    const ada = encodeProgress(marksOf(['brandubh-corner-anvil', 'tablut-fork'], ['brandubh-two-corners']));
    const ben = encodeProgress(marksOf(['alea-edge-or-corner'], []));
    const typo = `${ben.slice(0, 6)}${ben[6] === 'X' ? 'Y' : 'X'}${ben.slice(7)}`;
    const box = screen.getByLabelText('Pupils’ progress codes, one per line');
    fireEvent.input(box, { target: { value: `Ada: ${ada}\nSam: ${typo}\nBen: ${ben}` } });
    expect(screen.getByTestId('code-reader-status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Read the codes' }));

    const status = screen.getByTestId('code-reader-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('2 codes read; 1 line has a problem, listed below.');
    expect(screen.getByTestId('code-reader-problems').textContent).toContain('Line 2 (Sam): the code');

    const overview = screen.getByTestId('code-reader-overview');
    const rows = within(overview)
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Pupil', 'Solved', 'With help', 'Not tried'],
      ['Ada', '2', '1', String(PUZZLES.length - 3)],
      ['Ben', '1', '0', String(PUZZLES.length - 1)],
    ]);

    const [adaTable] = screen.getAllByTestId('code-reader-pupil');
    expect(within(adaTable!).getByRole('heading', { level: 3 }).textContent).toBe('Ada');
    expect(adaTable!.textContent).toContain(`2 solved, 1 with help, ${PUZZLES.length - 3} not tried.`);
    const escapeRow = within(adaTable!).getByRole('rowheader', { name: KIND_LABEL['escape-in-two'] }).closest('tr')!;
    const helpCell = escapeRow.querySelector('td[data-mark="helped"]')!;
    expect(helpCell.textContent).toBe(`${number('brandubh-two-corners')}. ${title('brandubh-two-corners')}`);
    expect(escapeRow.querySelector('td[data-mark="solved"]')!.textContent).toContain(`${number('tablut-fork')}. ${title('tablut-fork')}`);
    const headers = within(adaTable!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(headers).toEqual(['Kind', 'Solved', 'Solved with help', 'Not tried']);
  });
});
