/**
 * No teaching sentence credits a scholar with a value the reading labels the project's choice (or
 * infers from someone else's document). The values a sentence speaks of are found by the engine,
 * not listed by hand: the rule keys that decide the puzzle's solution (deciding.test-support.ts). Every sentence
 * of a puzzle's or a lesson step's text that names a scholar whose reading is in play must then say
 * so with the helper's phrase ("the site's reading of Helmfrid"), when any deciding value of that
 * reading is not the scholar's own. And every double-quoted passage is verbatim in a document the
 * reading cites; names of the site's own controls are set in single quotes and must exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getPreset, type RuleKey, type SourceId } from '../engine';
import { HAVE_DOCUMENTS, notVerbatim } from '../../tests/source-documents.test-support';
import { credit, creditLabel, needsQualifying, notTheScholars, PRESETS_OF, qualifiedName, SCHOLARS, type Scholar } from './credit';
import { decidingKeys, type Under } from './deciding.test-support';
import { LESSONS } from './lessons';
import { PUZZLES } from './puzzles';
import type { Puzzle } from './types';

describe('the attribution helper', () => {
  it('finds each scholar’s readings from the presets’ authors', () => {
    expect(PRESETS_OF.Murray).toEqual(['alea-murray']);
    expect([...PRESETS_OF.Walker].sort()).toEqual(['alea-cyningstan', 'alea-walker-2014']);
    expect(PRESETS_OF.Helmfrid).toEqual(['alea-helmfrid']);
    expect(PRESETS_OF.Perkis).toEqual(['alea-perkis']);
    expect(PRESETS_OF.Nielsen).toEqual(['alea-nielsen-2015']);
    expect(PRESETS_OF.Linnaeus).toEqual(['tablut']);
  });

  it('names the source for stated values and the site for choices and outside inferences', () => {
    expect(credit('alea-cyningstan', ['throneLanding', 'throneHostileEmpty'])).toBe("Walker's web rules");
    expect(credit('alea-walker-2014', ['throneLanding', 'kingArmed'])).toBe("Walker's 2014 leaflet");
    // Murray's edge escape is reported second-hand (Walker's report, through the layout research); his centre is Jocly's.
    expect(credit('alea-murray', ['kingGoal'])).toBe("Murray's rules as Walker reports them");
    expect(credit('alea-murray', ['kingGoal', 'thronePass'])).toBe("the site's reading of Murray");
    expect(creditLabel('alea-murray', ['thronePass', 'throneLanding'])).toBe("the project's choice, following Jocly");
    // Helmfrid's corners are inferred from the standard rules page, not from anything of his.
    expect(credit('alea-helmfrid', ['cornerShape'])).toBe("the site's reading of Helmfrid");
    // Nielsen's corner shape is inferred from his own rule 4 as the article prints it.
    expect(needsQualifying('alea-nielsen-2015', ['cornerShape', 'kingSideCorner'])).toBe(false);
    expect(notTheScholars('alea-perkis', ['evangelists', 'cornerShape'])).toEqual(['cornerShape']);
  });
});

/** A text the reader sees, with the puzzle whose position it speaks of (none for a game step). */
interface Text {
  readonly where: string;
  readonly text: string;
  readonly puzzle?: Puzzle;
}

const puzzleTexts = (p: Puzzle, where: string): Text[] =>
  [
    ['title', p.title],
    ['goal', p.goal],
    ['hint', p.hint],
    ['explanation', p.explanation],
    ['compare', p.compare?.explanation],
  ]
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([field, text]) => ({ where: `${where} ${field}`, text, puzzle: p }));

const TEXTS: readonly Text[] = [
  ...PUZZLES.flatMap((p) => puzzleTexts(p, `puzzle ${p.id}`)),
  ...LESSONS.flatMap((l): Text[] => {
    const common = [
      ['title', l.title],
      ['rule', l.rule],
      ['text', l.text],
      ['goal', l.goal],
      ...(l.kind === 'game' ? [['linkText', l.linkText] as const, ['howTo', l.howTo] as const] : []),
    ].map(([field, text]) => ({ where: `lesson ${l.id} ${field}`, text: text!, ...(l.kind === 'puzzle' ? { puzzle: l.puzzle } : {}) }));
    return l.kind === 'puzzle' ? [...common, ...puzzleTexts(l.puzzle, `lesson ${l.id}`)] : common;
  }),
];

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?:;])\s+(?=[A-Z‘“"])/);
const flat = (s: string): string => s.replace(/[’‘]/g, "'").toLowerCase();
/** Whether the sentence carries the phrase, or its plural ("the site's readings of Helmfrid and Perkis"). */
const says = (sentence: string, phrase: string, scholar: Scholar): boolean =>
  flat(sentence).includes(flat(phrase)) ||
  (flat(phrase).endsWith(`reading of ${scholar.toLowerCase()}`) &&
    new RegExp(
      `${flat(phrase)
        .replace(/reading of \w+$/, '')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}readings of [^.;:]*\\b${scholar.toLowerCase()}\\b`,
    ).test(flat(sentence)));

const decidingCache = new Map<string, RuleKey[]>();
function deciding(p: Puzzle, under: Under): RuleKey[] {
  const key = `${p.id}|${typeof under === 'string' ? under : under.preset}`;
  if (!decidingCache.has(key)) decidingCache.set(key, decidingKeys(p, under));
  return decidingCache.get(key)!;
}

/**
 * The readings of a scholar that a sentence about puzzle `p` speaks of, each with the keys that
 * decide the puzzle there: the scholar's reading among the puzzle's own two, or else each of the
 * scholar's readings played on the same position (the puzzle's own deciding keys where the position
 * means nothing under it).
 */
function readingsNamed(p: Puzzle, scholar: Scholar): { preset: string; keys: RuleKey[] }[] {
  const mine = PRESETS_OF[scholar];
  const own: { preset: string; under: Under }[] = [
    { preset: p.preset, under: 'main' as const },
    ...(p.compare ? [{ preset: p.compare.preset, under: 'compare' as const }] : []),
  ].filter((r) => mine.includes(r.preset) && !(r.under === 'main' ? p.patch : p.compare?.patch));
  if (own.length) return own.map((r) => ({ preset: r.preset, keys: deciding(p, r.under) }));
  return mine.map((preset) => {
    const there = deciding(p, { preset });
    return { preset, keys: there.length ? there : deciding(p, 'main') };
  });
}

describe('sentences that name a scholar beside a rule', () => {
  const problems: string[] = [];
  it('say "the site’s reading of …" wherever a value that decides the puzzle is not the scholar’s own', () => {
    for (const t of TEXTS) {
      if (!t.puzzle) continue;
      for (const sentence of sentencesOf(t.text)) {
        for (const scholar of SCHOLARS) {
          if (!new RegExp(`\\b${scholar}\\b`).test(sentence)) continue;
          for (const { preset, keys } of readingsNamed(t.puzzle, scholar)) {
            if (!needsQualifying(preset, keys)) continue;
            const phrase = qualifiedName(preset);
            if (says(sentence, phrase, scholar)) continue;
            const off = notTheScholars(preset, keys);
            problems.push(
              `${t.where}: “${sentence}” names ${scholar}, but ${off.join(', ')} (${creditLabel(preset, off)}) decide${off.length === 1 ? 's' : ''} the puzzle there; say “${phrase}”.`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 20_000);
});

/** The documents a text's readings cite (the puzzle's reading and its comparison's). */
function citedDocuments(p: Puzzle | undefined): SourceId[] {
  const presets = p ? [p.preset, p.compare?.preset].filter((id): id is string => !!id) : [];
  const ids = presets.flatMap((id) => getPreset(id)!.cite.map((c) => c.source));
  return [...new Set(ids)];
}

/** Every string literal in the play island's files: the names of its controls. */
const PLAY_UI = (() => {
  const dir = join(import.meta.dirname, '..', 'islands', 'play');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(tsx?|astro)$/.test(f) && !/\.test\./.test(f))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
})();

describe('quotations in the teaching texts', () => {
  const quoted = TEXTS.flatMap((t) => [...t.text.matchAll(/“([^”]+)”|"([^"]+)"/g)].map((m) => ({ ...t, words: (m[1] ?? m[2])! })));

  it.skipIf(!HAVE_DOCUMENTS)(
    `are verbatim in a document the reading cites${HAVE_DOCUMENTS ? '' : ' (skipped: the founding documents are not beside the checkout)'}`,
    () => {
      const problems = quoted.flatMap((q) => {
        const docs = citedDocuments(q.puzzle);
        const found = docs.some((id) => notVerbatim(q.words, id) === null);
        return found ? [] : [`${q.where}: “${q.words}” is not verbatim in ${docs.join(', ') || 'any document this text cites'}`];
      });
      expect(problems).toEqual([]);
    },
  );

  it('set the names of the site’s controls in single quotes, and the controls exist', () => {
    const names = TEXTS.flatMap((t) => [...t.text.matchAll(/‘([^’]+)’/g)].map((m) => ({ where: t.where, name: m[1]! })));
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(PLAY_UI.includes(n.name), `${n.where}: ‘${n.name}’ is not a control of the play page`).toBe(true);
  });
});
