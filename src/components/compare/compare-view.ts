/**
 * What /compare shows, as pure functions the page's script calls: the chosen readings and whether only
 * the rules on which they differ are shown, read from and written to the page's query
 * (`?readings=alea-murray,tablut&differ=1`); which rules are shown; and the sentences the page says.
 * Unknown reading ids in a link are left out and counted, never repeated back to the reader.
 */

export interface CompareView {
  /** The chosen readings' ids, in the table's column order. */
  readonly readings: readonly string[];
  /** Only the rules on which the chosen readings differ. */
  readonly differ: boolean;
}

export interface ReadView {
  readonly view: CompareView;
  /** How many reading ids in the query this page does not know (left out). */
  readonly unknown: number;
  /** True when the query named readings but none that this page knows, so the default choice is used. */
  readonly fellBack: boolean;
}

/** The query's parameters. */
export const PARAM_READINGS = 'readings';
export const PARAM_DIFFER = 'differ';

const paramsOf = (search: string): URLSearchParams => new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);

/**
 * The view a query describes. `columns` are every reading id in table order; `defaults` the readings
 * chosen when the query names none. Readings are kept in table order, once each; `readings=` (empty)
 * chooses none.
 */
export function readView(search: string, columns: readonly string[], defaults: readonly string[]): ReadView {
  const q = paramsOf(search);
  const differ = ['1', 'true', 'yes', 'on'].includes((q.get(PARAM_DIFFER) ?? '').toLowerCase());
  const raw = q.get(PARAM_READINGS);
  if (raw === null) return { view: { readings: [...defaults], differ }, unknown: 0, fellBack: false };
  const asked = raw
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const known = new Set(asked.filter((id) => columns.includes(id)));
  const unknown = new Set(asked.filter((id) => !columns.includes(id))).size;
  const fellBack = asked.length > 0 && known.size === 0;
  const readings = fellBack ? [...defaults] : columns.filter((id) => known.has(id));
  return { view: { readings, differ }, unknown, fellBack };
}

/** The query for a view, without `?`: the default choice of readings is left out, `differ` only when on. */
export function writeView(view: CompareView, columns: readonly string[], defaults: readonly string[]): string {
  const chosen = columns.filter((id) => view.readings.includes(id));
  const isDefault = chosen.length === defaults.length && defaults.every((id) => chosen.includes(id));
  const parts: string[] = [];
  if (!isDefault) parts.push(`${PARAM_READINGS}=${chosen.map(encodeURIComponent).join(',')}`);
  if (view.differ) parts.push(`${PARAM_DIFFER}=1`);
  return parts.join('&');
}

/** Whether the chosen readings hold more than one value of a rule; `values` maps reading id → value. */
export const differs = (values: Readonly<Record<string, string>>, readings: readonly string[]): boolean =>
  new Set(readings.map((id) => values[id])).size > 1;

/** The rules shown: all, or those on which the chosen readings differ. `rows` maps rule → (reading → value). */
export function shownRules(rows: ReadonlyMap<string, Readonly<Record<string, string>>>, view: CompareView): string[] {
  return [...rows].filter(([, values]) => !view.differ || differs(values, view.readings)).map(([key]) => key);
}

const count = (n: number, one: string, many: string): string => `${n === 0 ? 'no' : n} ${n === 1 ? one : many}`;

/** The sentence the page announces after a change: how many readings and rules are shown. */
export function summary(view: CompareView, rulesShown: number, rulesTotal: number, readingsTotal: number): string {
  const readings = view.readings.length;
  if (readings === 0) return 'No reading is chosen: choose at least one to compare.';
  const which = readings === readingsTotal ? `all ${readings} readings` : `${count(readings, 'reading', 'readings')} of ${readingsTotal}`;
  if (!view.differ) return `Showing ${which}, ${count(rulesShown, 'rule', 'rules')} of ${rulesTotal}.`;
  if (readings === 1) return `Showing ${which}; one reading cannot differ from itself, so no rule is shown. Choose another to compare.`;
  if (rulesShown === 0) return `Showing ${which}: they agree on every rule, so no rule is shown.`;
  return `Showing ${which}: they differ on ${count(rulesShown, 'rule', 'rules')} of ${rulesTotal}.`;
}

/** A polite sentence about a link's reading ids this page does not know (null when there are none). */
export function linkNotice(read: ReadView): string | null {
  if (read.unknown === 0) return null;
  const what = read.unknown === 1 ? 'a reading this site does not know' : `${read.unknown} readings this site does not know`;
  return read.fellBack
    ? `The link named ${what}, so the Alea Evangelii readings are shown instead.`
    : `The link named ${what}; ${read.unknown === 1 ? 'it was' : 'they were'} left out.`;
}

/** The table's caption once the page has applied a choice (the region is named by it). */
export function tableCaption(view: CompareView, readingsTotal: number): string {
  const n = view.readings.length;
  const which =
    n === readingsTotal ? `all ${n} readings` : `the ${n === 1 ? 'chosen reading' : `${n} chosen readings`} of ${readingsTotal}`;
  return `The rules of ${which}, one row per rule${view.differ ? ' on which they differ' : ''}.`;
}
