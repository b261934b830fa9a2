/**
 * /compare's cell links: each cell links to a demonstration of its own value, named with its reading
 * where one exists; every target exists (an essay claim's anchor is rendered, a /play query reads back
 * with no problem); every /play link opens on its reading's own board, with a claim that the engine
 * says holds there, before the claim's move, with a guide that says in the reader's words what the
 * claim says; a row whose readings differ does not send every cell to the same claim; a value
 * no claim shows gets no link; and the words never show an id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESETS, PRESET_IDS, RULE_KEYS, type RuleKey, SOURCE_CLAIMS, claims } from '../../engine';
import { IDENTIFIERS } from '../../islands/play/play.test-support';
import { startValue } from '../../islands/claim/model';
import { guideWords, observeUnder, readGuide } from '../../islands/play/guide';
import { decodeState } from '../../islands/play/urlState';
import { rulesOf } from '../../islands/play/model';
import { shownClaims } from '../essay/essay-data';
import { placeIn, placeOn, readingSize } from './claim-placement';
import { type CellLink, cellLink, cellLinks, holdsIn, linkWords, playQuery } from './compare-links';

const ESSAYS = join(import.meta.dirname, '..', '..', '..', 'content', 'essays');
const essays = readdirSync(ESSAYS).map((id) => ({ id, body: readFileSync(join(ESSAYS, id, 'index.mdx'), 'utf8') }));
const essayClaims = shownClaims(essays);
const from = { essay: essayClaims, source: SOURCE_CLAIMS };
const ids = PRESETS.map((p) => p.id);
const links = cellLinks(RULE_KEYS, ids, from);
const valueIn = (presetId: string, key: RuleKey): string => PRESETS.find((p) => p.id === presetId)!.rules[key].value;
const cells = (): { key: RuleKey; presetId: string; link: CellLink | null }[] =>
  [...links].flatMap(([key, row]) => [...row].map(([presetId, link]) => ({ key, presetId, link })));

/** The value a link shows: an essay claim's starting value, or the rules /play reads from the link. */
function shownValue(link: CellLink, key: RuleKey): string {
  if (link.kind === 'essay') return startValue(essayClaims.find((c) => c.id === link.claimId && c.essay === link.essay)!);
  const decoded = decodeState(link.href.slice(link.href.indexOf('?')))!;
  return rulesOf(decoded.state)[key];
}

/**
 * The claim as a /play link sets it, found from the link: in the cell's reading (its rules, step 2) or
 * as written in its own (step 4), on the reading's board; an essay claim and a source claim may share
 * an id, so each is tried. Null when the link's game is none of them.
 */
function placedClaim(key: RuleKey, presetId: string, link: CellLink): claims.AnyClaim | null {
  const candidates = [...essayClaims, ...SOURCE_CLAIMS]
    .filter((c) => c.id === link.claimId && c.key === key)
    .flatMap((c) => [placeIn(c, link.reading), placeOn(c, readingSize(c.preset)!)]);
  return candidates.find((placed) => placed && link.href === `/play/?${playQuery(placed, valueIn(presetId, key))}`) ?? null;
}

describe('cellLinks', () => {
  it('gives every cell of the table a link here (the claims cover every value the readings hold)', () => {
    expect(links.size).toBe(RULE_KEYS.length);
    expect(cells().filter((c) => c.link === null)).toEqual([]);
  });

  it('links essay claims only by anchors the essays render', () => {
    const essayLinks = cells().filter((c) => c.link?.kind === 'essay');
    expect(essayLinks.length).toBeGreaterThan(20);
    for (const { link } of essayLinks) {
      const claim = essayClaims.find((c) => c.id === link!.claimId && c.essay === link!.essay);
      expect(claim, link!.href).toBeDefined();
      expect(link!.href).toBe(`/essays/${claim!.essay}/#claim-${claim!.id}`);
    }
  });

  it('opens /play with a query that reads back with no problem, on the cell’s value', () => {
    const playLinks = cells().filter((c) => c.link?.kind === 'play');
    expect(playLinks.length).toBeGreaterThan(20);
    for (const { presetId, link } of playLinks) {
      expect(link!.href.startsWith('/play/?')).toBe(true);
      const decoded = decodeState(link!.href.slice('/play/'.length));
      expect(decoded, link!.href).not.toBeNull();
      expect(decoded!.problems, link!.href).toEqual([]);
      expect(decoded!.state.presetId).toBe(link!.reading);
      // Opened in the cell's own reading, the link changes no rule: /play shows the reading as it is.
      if (link!.reading === presetId) expect(link!.href, link!.href).toMatch(new RegExp(`[?&]r=${presetId}(&|$)`));
    }
  });

  it('opens /play on the reading’s own board, with a claim that holds there under every value of its rule', () => {
    const broken: string[] = [];
    for (const { key, presetId, link } of cells()) {
      if (link!.kind !== 'play') continue;
      const start = decodeState(link!.href.slice('/play/'.length))!.state.start;
      const size = readingSize(link!.reading)!;
      if (start.size !== size) broken.push(`${key} ${presetId}: a ${start.size}×${start.size} board for a ${size}×${size} reading`);
      const placed = placedClaim(key, presetId, link!);
      if (!placed) broken.push(`${key} ${presetId}: the link's game is none of ${link!.claimId}'s placements`);
      // The engine, run again here: the claim at that placement does what it says under every value.
      else for (const v of claims.checkClaim(placed)) if (!v.pass) broken.push(`${key} ${presetId}: ${link!.claimId} ${v.problem}`);
    }
    expect(broken).toEqual([]);
  });

  it('opens /play before the claim’s move, with a guide that says what the claim says, in the reader’s words', () => {
    const broken: string[] = [];
    for (const { key, presetId, link } of cells()) {
      if (link!.kind !== 'play') continue;
      const search = link!.href.slice('/play/'.length);
      const { state } = decodeState(search)!;
      const guide = readGuide(search, state);
      if (guide === null || typeof guide === 'string') {
        broken.push(`${key} ${presetId}: no guide (${guide})`);
        continue;
      }
      const words = guideWords(state, guide);
      const placed = placedClaim(key, presetId, link!)!;
      if (guide.move !== placed.move) broken.push(`${key} ${presetId}: the guide tries ${guide.move}, the claim ${placed.move}`);
      // What the guide says happens is what the claim's check saw under the cell's value.
      const claimSaw = claims.observeClaim(placed, valueIn(presetId, key));
      const guideSaw = observeUnder(state, guide, rulesOf(state));
      const saw = (o: { kind: string; captures?: readonly string[]; outcome?: unknown }) =>
        JSON.stringify([o.kind, o.kind === 'played' ? o.captures : [], o.kind === 'played' ? o.outcome : null]);
      if (!claimSaw.ok || saw(claimSaw.value) !== saw(guideSaw)) broken.push(`${key} ${presetId}: the guide sees ${saw(guideSaw)}`);
      const all = words ? `${words.text} ${words.change?.label ?? ''}` : '';
      if (!words || IDENTIFIERS.test(all)) broken.push(`${key} ${presetId}: ${all || 'no words'}`);
      if (state.cursor !== (placed.prelude?.length ?? 0)) broken.push(`${key} ${presetId}: opens at ply ${state.cursor}`);
    }
    expect(broken).toEqual([]);
  });

  it('shows each cell’s own value, in the cell’s own reading wherever a claim holds in it', () => {
    for (const { key, presetId, link } of cells()) {
      expect(shownValue(link!, key), `${key} ${presetId}`).toBe(valueIn(presetId, key));
      if (link!.reading !== presetId)
        for (const c of [...essayClaims, ...SOURCE_CLAIMS].filter((c) => c.key === key))
          expect(holdsIn(c, presetId), `${key} ${presetId}: ${c.id} holds there`).toBe(false);
    }
  });

  it('prefers an essay claim set in the cell’s reading: Murray’s edge escape, Helmfrid’s corner goal', () => {
    expect(links.get('kingGoal')!.get('alea-murray')).toMatchObject({ kind: 'essay', claimId: 'edge-escape', reading: 'alea-murray' });
    expect(links.get('kingGoal')!.get('alea-helmfrid')).toMatchObject({ kind: 'essay', claimId: 'corner-goal', reading: 'alea-helmfrid' });
  });

  it('does not send a whole row to one claim when the readings differ', () => {
    for (const key of RULE_KEYS) {
      const row = links.get(key)!;
      if (new Set(ids.map((id) => valueIn(id, key))).size < 2) continue;
      expect(new Set([...row.values()].map((l) => l!.href)).size, key).toBeGreaterThan(1);
      // The same essay claim never stands for two different values.
      const byClaim = new Map<string, Set<string>>();
      for (const [id, l] of row) if (l?.kind === 'essay') byClaim.set(l.href, (byClaim.get(l.href) ?? new Set()).add(valueIn(id, key)));
      for (const [href, values] of byClaim) expect(values.size, `${key}: ${href}`).toBe(1);
    }
  });

  it('links nothing rather than a claim about another value', () => {
    const corner = essayClaims.find((c) => c.id === 'corner-goal')!;
    const only = { essay: [corner], source: [] };
    // Murray's reading escapes at the edge; the only claim starts on the corner, so its essay is no link for Murray.
    const murray = cellLink('kingGoal', 'alea-murray', only);
    expect(murray?.kind).toBe('play');
    expect(shownValue(murray!, 'kingGoal')).toBe('edge');
    expect(cellLink('kingGoal', 'alea-murray', { essay: [], source: [] })).toBeNull();
    expect(cellLink('kingGoal', 'alea-helmfrid', only, () => null)).toMatchObject({ kind: 'essay', claimId: 'corner-goal' });
  });
});

describe('linkWords', () => {
  const title = (slug: string): string => `Essay ${slug.length}`;

  it('names the cell’s reading and value, never an id', () => {
    for (const { key, presetId, link } of cells()) {
      const words = linkWords(link!, key, presetId, title);
      const all = `${words.text}${words.hidden} ${words.title}`;
      for (const id of PRESET_IDS) expect(all, `${key} ${presetId}`).not.toContain(id);
      expect(all).not.toContain(key);
      if (link!.reading === presetId) expect(words.title.startsWith(`See ${PRESETS.find((p) => p.id === presetId)!.name}: `)).toBe(true);
    }
  });

  it('reads as a sentence: “See Murray’s reconstruction: on four sides on a board”', () => {
    const link: CellLink = { kind: 'play', href: '/play/?r=alea-murray', claimId: 'x', reading: 'alea-murray' };
    expect(linkWords(link, 'kingCapture', 'alea-murray', title).title).toBe('See Murray as the site reads him: on four sides on a board');
    expect(linkWords({ ...link, reading: 'alea-nielsen-2015' }, 'kingCapture', 'alea-murray', title).title).toBe(
      "See on four sides in Nielsen's rules with Evangelists on a board",
    );
  });
});
