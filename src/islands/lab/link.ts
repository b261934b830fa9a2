/**
 * The lab's settings in its URL query, so that a link can open the lab on a run to play again (a cell
 * of a rule-effect map, rule-map.ts):
 *
 *   /lab/?r=<rules string>&l=<layout id>&n=<games>&s=<seed>
 *
 * r is the rules string of notation.ts (`<reading id>;key=value;…`, only the changed keys), l the layout
 * when it is not the reading's own, n the number of games and s the first seed. The reader still
 * presses Run: a link never starts games by itself. readLabQuery never throws: a broken or tampered
 * link keeps everything it can read, and each problem is one sentence for the page.
 */
import { diffRules, getLayout, getPreset, notation, readRulesLeniently, resolveRules, startPosition, type RulePatch } from '../../engine';
import { linkProblem } from '../play/link-problems';
import { quote } from '../play/words';
import { DEFAULT_LAB_PRESET, followBoard, type LabSettings } from './model';

export interface LabLink {
  readonly presetId: string;
  readonly patch: RulePatch;
  /** The layout, when it is not the reading's own. */
  readonly layout?: string | null;
  readonly games: number;
  readonly seed: number;
}

/** `;`, `=`, `,` and `/` stay readable in the query. */
const enc = (v: string): string =>
  encodeURIComponent(v).replace(/%3B/gi, ';').replace(/%3D/gi, '=').replace(/%2F/gi, '/').replace(/%2C/gi, ',');

/** The query string (without `?`) that opens the lab on these settings. */
export function labQuery(l: LabLink): string {
  const preset = getPreset(l.presetId);
  if (!preset) throw new Error(`labQuery: there is no reading "${l.presetId}".`);
  const parts = [`r=${enc(notation.makeRules(resolveRules(preset, l.patch), preset.id))}`];
  if (l.layout && l.layout !== preset.layout.value) parts.push(`l=${enc(l.layout)}`);
  parts.push(`n=${l.games}`, `s=${l.seed}`);
  return parts.join('&');
}

export interface ReadLab {
  readonly settings: LabSettings;
  /** One sentence per problem, in the order found. */
  readonly problems: readonly string[];
}

/**
 * The settings a query asks for, starting from `base` (the lab's own first settings), or null when the
 * query asks for nothing the lab reads. Numbers are kept as typed, so a bad one shows the field's own
 * sentence; rules and a layout that cannot be used are left out, each with a sentence.
 */
export function readLabQuery(search: string, base: LabSettings): ReadLab | null {
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(search);
  } catch {
    return null;
  }
  const [r, l, n, sd] = ['r', 'l', 'n', 's'].map((k) => q.get(k) ?? undefined);
  if (r === undefined && l === undefined && n === undefined && sd === undefined) return null;
  const problems: string[] = [];
  const fallback = getPreset(DEFAULT_LAB_PRESET)!;
  const read = readRulesLeniently(r, fallback.id);
  for (const p of read.problems) problems.push(linkProblem(p, fallback.name, 'link'));
  // The lab starts from a reading: custom rules become the fallback reading with changes.
  const preset = getPreset(read.presetId ?? fallback.id)!;
  const own = resolveRules(preset);
  const patch = Object.fromEntries(diffRules(own, read.rules).map((k) => [k, read.rules[k]])) as RulePatch;
  let layout: string | null = null;
  if (l !== undefined && l !== preset.layout.value) {
    if (!getLayout(l))
      problems.push(`The link names a layout "${quote(l)}" that this site does not know, so the reading's own layout is used.`);
    else if (!startPosition(preset.id, { patch, layout: l }).ok)
      problems.push(`The layout "${quote(l)}" cannot be set up under these rules, so the reading's own layout is used.`);
    else layout = l;
  }
  return {
    // On another board the move limit is that board's, as the run the link stands for was played.
    settings: followBoard(base, {
      ...base,
      presetId: preset.id,
      patch,
      layout,
      ...(n !== undefined ? { games: n } : {}),
      ...(sd !== undefined ? { seed: sd } : {}),
    }),
    problems,
  };
}
