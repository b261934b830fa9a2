/**
 * Which demonstration each cell of /compare links to. A cell is one reading's value of one rule; its
 * link shows that value at work, named with that reading wherever one can be:
 *   1. an essay claim set in that reading (or comparing it) whose board starts on that value;
 *   2. else /play, opening that reading on its own board with a claim's position and move, when the
 *      claim holds there (claim-placement.ts moves the claim's small board onto the reading's, and the
 *      engine checks it under every value of the rule with the reading's own rules), so the board shows
 *      what this reading does and flipping the rule on /play shows the difference;
 *   3. else an essay claim set in another reading whose board starts on that value;
 *   4. else /play, opening the claim's own reading on its own board with the rule set to that value.
 * A claim that holds at no placement on the reading's board is passed over: no link opens a board of
 * another size than its reading's. A /play link opens before the claim's move, with /play's guide
 * (the `show` query: the rule and the move) saying which move to play and what it does there.
 * A value no claim can show gets no link, rather than a link to a claim about some other value.
 * Claims are the essays' shown claims first, then the source claims (src/engine/rules/source-claims.ts).
 */
import { getPreset, type RuleKey, claims, replayTexts, valueName } from '../../engine';
import type { EssayClaim } from '../../essays/claims';
import { lineQuery } from '../../islands/embed/claimQuery';
import { presetName, readingValue, ruleSetting, startValue } from '../../islands/claim/model';
import { guideQuery } from '../../islands/play/guide';
import { url } from '../../site/url';
import { claimAnchor } from '../essay/claim-check';
import { placeIn, placeOn, readingSize } from './claim-placement';

type AnyClaim = claims.AnyClaim;

export interface CellLink {
  readonly kind: 'essay' | 'play';
  readonly href: string;
  /** The claim whose position the link shows. */
  readonly claimId: string;
  /** The reading the demonstration is named with: the cell's own, or (steps 3 and 4) the claim's. */
  readonly reading: string;
  /** The essay's slug, for an essay link. */
  readonly essay?: string;
}

export interface LinkClaims {
  /** Claims rendered on the essays' pages (their anchors exist). */
  readonly essay: readonly EssayClaim[];
  /** Claims with no page of their own, shown only through /play. */
  readonly source: readonly AnyClaim[];
}

/**
 * Where a claim is set for a link: `presetId` given, the claim in that reading's rules (not its patch)
 * on that reading's board; omitted, the claim as written (its reading and patch) on its reading's board.
 * Null where it holds at no placement.
 */
export type Place = (claim: AnyClaim, presetId?: string) => AnyClaim | null;

const placeClaim: Place = (claim, presetId) => {
  if (presetId !== undefined) return placeIn(claim, presetId);
  const size = readingSize(claim.preset);
  return size === undefined ? null : placeOn(claim, size);
};

/** Whether the claim holds in the reading, on the reading's own board, at some placement: under every value of its rule the engine does what it says. */
export function holdsIn(claim: AnyClaim, presetId: string): boolean {
  return placeIn(claim, presetId) !== null;
}

/**
 * /play's query for the claim's position and move under `value`, shown before the move (the move is
 * left out where it is illegal), with the guide that names the rule and the move to try; null where
 * the setup is refused.
 */
export function playQuery(claim: AnyClaim, value: string): string | null {
  const start = claims.claimLine(claim, value);
  if (!start.ok) return null;
  const before = start.value.moves.length;
  const line = replayTexts(start.value, [claim.move]).line;
  const cursor = line.moves.length > before ? `&c=${before}` : '';
  return `${lineQuery(line, claim.preset)}${cursor}&${guideQuery(claim.key, claim.move)}`;
}

const essayHref = (c: EssayClaim): string => url(`essays/${c.essay}/#${claimAnchor(c.id)}`);
const playHref = (query: string): string => url(`play/?${query}`);

/** Claims ordered for one reading: set in it, comparing it, then its board size, then the rest, stable. */
function preferFor<C extends AnyClaim>(list: readonly C[], presetId: string): C[] {
  const size = readingSize(presetId);
  const rank = (c: C): number =>
    c.preset === presetId ? 0 : (c as { compare?: readonly string[] }).compare?.includes(presetId) ? 1 : c.position.size === size ? 2 : 3;
  return list
    .map((c, i) => ({ c, i, r: rank(c) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.c);
}

/**
 * The link for one cell: the reading `presetId`'s value of `key`. `place` sets a claim on a reading's
 * board where it holds (memoised by cellLinks; placeClaim by default).
 */
export function cellLink(key: RuleKey, presetId: string, from: LinkClaims, place: Place = placeClaim): CellLink | null {
  const value = readingValue(presetId, key) ?? '';
  const essay = from.essay.filter((c) => c.key === key);
  const source = from.source.filter((c) => c.key === key);
  const shows = (c: EssayClaim): boolean => startValue(c) === value;
  const essayLink = (c: EssayClaim): CellLink => ({ kind: 'essay', href: essayHref(c), claimId: c.id, reading: c.preset, essay: c.essay });
  // 1. An essay claim set in this reading, or else comparing it (its demo names this reading beside the value).
  const own = essay.find((c) => shows(c) && c.preset === presetId);
  if (own) return essayLink(own);
  const comparing = essay.find((c) => shows(c) && c.compare?.includes(presetId));
  if (comparing) return { ...essayLink(comparing), reading: presetId };
  // 2. /play in this reading, on its board, with a claim that holds there.
  for (const c of preferFor<AnyClaim>([...essay, ...source], presetId)) {
    const placed = place(c, presetId);
    const query = placed && playQuery(placed, value);
    if (query) return { kind: 'play', href: playHref(query), claimId: c.id, reading: presetId };
  }
  // 3. An essay claim in another reading that starts on this value, in the same family of readings first.
  const group = getPreset(presetId)!.group;
  const elsewhere = essay
    .filter(shows)
    .sort((a, b) => Number(getPreset(a.preset)?.group !== group) - Number(getPreset(b.preset)?.group !== group));
  if (elsewhere[0]) return essayLink(elsewhere[0]);
  // 4. /play in the claim's own reading, on its board, with the rule set to this value.
  for (const c of [...essay, ...source]) {
    const placed = place(c);
    const query = placed && playQuery(placed, value);
    if (query) return { kind: 'play', href: playHref(query), claimId: c.id, reading: c.preset };
  }
  return null;
}

/** Every cell's link, by rule and reading; each claim is placed in each reading once. */
export function cellLinks(
  keys: readonly RuleKey[],
  presetIds: readonly string[],
  from: LinkClaims,
): Map<RuleKey, Map<string, CellLink | null>> {
  const memo = new Map<AnyClaim, Map<string, AnyClaim | null>>();
  const place: Place = (c, presetId) => {
    const byReading = memo.get(c) ?? memo.set(c, new Map()).get(c)!;
    // The claim as written is keyed by the empty string, which no reading's id is.
    const at = presetId ?? '';
    if (!byReading.has(at)) byReading.set(at, placeClaim(c, presetId));
    return byReading.get(at)!;
  };
  return new Map(keys.map((key) => [key, new Map(presetIds.map((p) => [p, cellLink(key, p, from, place)]))]));
}

export interface LinkWords {
  /** The link's visible text. */
  readonly text: string;
  /** Read after the visible text by assistive technology: the reading, the rule and where the link goes. */
  readonly hidden: string;
  /** The tooltip. */
  readonly title: string;
}

/**
 * The link's words for the cell of `presetId` on `key`. `essayTitle` names an essay by its slug. The
 * reading is named by its name (never its id); where the demonstration is set in another reading, the
 * words say which.
 */
export function linkWords(link: CellLink, key: RuleKey, presetId: string, essayTitle: (slug: string) => string): LinkWords {
  const value = readingValue(presetId, key) ?? '';
  const reading = presetName(link.reading);
  const where = link.kind === 'essay' ? `in the essay “${essayTitle(link.essay!)}”` : 'on a board';
  const text = link.kind === 'essay' ? 'see it played' : 'try it';
  if (link.reading === presetId)
    return {
      text,
      hidden: `: ${reading}, ${ruleSetting(key, value)}, ${where}`,
      title: `See ${reading}: ${valueName(key, value)} ${where}`,
    };
  return {
    text,
    hidden: `: ${ruleSetting(key, value)}, shown in ${reading}, ${where}`,
    title: `See ${valueName(key, value)} in ${reading} ${where}`,
  };
}
