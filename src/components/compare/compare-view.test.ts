/** /compare's choice in the query: read, written back, the rules shown, and what the page says. */
import { describe, expect, it } from 'vitest';
import { linkNotice, readView, shownRules, summary, tableCaption, writeView } from './compare-view';

const COLUMNS = ['alea-murray', 'alea-helmfrid', 'tablut', 'brandubh'];
const DEFAULTS = ['alea-murray', 'alea-helmfrid'];

describe('readView and writeView', () => {
  it('chooses the default readings when the query names none', () => {
    expect(readView('', COLUMNS, DEFAULTS)).toEqual({ view: { readings: DEFAULTS, differ: false }, unknown: 0, fellBack: false });
    expect(readView('?differ=1', COLUMNS, DEFAULTS).view).toEqual({ readings: DEFAULTS, differ: true });
  });

  it('keeps the named readings in the table’s order, once each', () => {
    expect(readView('?readings=tablut,alea-murray,tablut', COLUMNS, DEFAULTS).view.readings).toEqual(['alea-murray', 'tablut']);
    expect(readView('?readings=', COLUMNS, DEFAULTS).view.readings).toEqual([]);
  });

  it('leaves out unknown ids and counts them; falls back to the defaults when none is known', () => {
    const some = readView('?readings=tablut,nope,<b>', COLUMNS, DEFAULTS);
    expect(some).toEqual({ view: { readings: ['tablut'], differ: false }, unknown: 2, fellBack: false });
    expect(linkNotice(some)).toBe('The link named 2 readings this site does not know; they were left out.');
    const none = readView('?readings=nope&differ=yes', COLUMNS, DEFAULTS);
    expect(none).toEqual({ view: { readings: DEFAULTS, differ: true }, unknown: 1, fellBack: true });
    expect(linkNotice(none)).toBe('The link named a reading this site does not know, so the Alea Evangelii readings are shown instead.');
    expect(linkNotice(readView('?readings=tablut', COLUMNS, DEFAULTS))).toBeNull();
  });

  it('writes a query that reads back, leaving out the defaults', () => {
    expect(writeView({ readings: DEFAULTS, differ: false }, COLUMNS, DEFAULTS)).toBe('');
    expect(writeView({ readings: [...DEFAULTS].reverse(), differ: true }, COLUMNS, DEFAULTS)).toBe('differ=1');
    const view = { readings: ['brandubh', 'alea-murray'], differ: true };
    const query = writeView(view, COLUMNS, DEFAULTS);
    expect(query).toBe('readings=alea-murray,brandubh&differ=1');
    expect(readView(query, COLUMNS, DEFAULTS).view).toEqual({ readings: ['alea-murray', 'brandubh'], differ: true });
    expect(readView(writeView({ readings: [], differ: false }, COLUMNS, DEFAULTS), COLUMNS, DEFAULTS).view.readings).toEqual([]);
  });
});

describe('shownRules and summary', () => {
  const rows = new Map([
    ['kingGoal', { 'alea-murray': 'edge', 'alea-helmfrid': 'corner', tablut: 'edge', brandubh: 'corner' }],
    ['movement', { 'alea-murray': 'rook', 'alea-helmfrid': 'rook', tablut: 'rook', brandubh: 'rook' }],
    ['firstMover', { 'alea-murray': 'attackers', 'alea-helmfrid': 'attackers', tablut: 'defenders', brandubh: 'attackers' }],
  ]);

  it('shows every rule, or only those on which the chosen readings differ', () => {
    expect(shownRules(rows, { readings: DEFAULTS, differ: false })).toEqual(['kingGoal', 'movement', 'firstMover']);
    expect(shownRules(rows, { readings: DEFAULTS, differ: true })).toEqual(['kingGoal']);
    expect(shownRules(rows, { readings: ['alea-murray', 'tablut'], differ: true })).toEqual(['firstMover']);
    expect(shownRules(rows, { readings: ['alea-murray'], differ: true })).toEqual([]);
  });

  it('says how many readings and rules are shown', () => {
    expect(summary({ readings: DEFAULTS, differ: false }, 3, 3, 4)).toBe('Showing 2 readings of 4, 3 rules of 3.');
    expect(summary({ readings: COLUMNS, differ: true }, 1, 3, 4)).toBe('Showing all 4 readings: they differ on 1 rule of 3.');
    expect(summary({ readings: DEFAULTS, differ: true }, 0, 3, 4)).toBe(
      'Showing 2 readings of 4: they agree on every rule, so no rule is shown.',
    );
    expect(summary({ readings: ['tablut'], differ: true }, 0, 3, 4)).toMatch(/^Showing 1 reading of 4; one reading cannot differ/);
    expect(summary({ readings: [], differ: false }, 3, 3, 4)).toBe('No reading is chosen: choose at least one to compare.');
  });

  it('captions the table with what it shows', () => {
    expect(tableCaption({ readings: DEFAULTS, differ: false }, 4)).toBe('The rules of the 2 chosen readings of 4, one row per rule.');
    expect(tableCaption({ readings: COLUMNS, differ: true }, 4)).toBe(
      'The rules of all 4 readings, one row per rule on which they differ.',
    );
  });
});
