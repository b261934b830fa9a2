/**
 * Import and export for the play page: the site's records and positions, and OpenTafl's (.otg records,
 * OTN position records). Every failure is the engine's sentence; nothing here throws.
 */
import {
  lineFrom,
  setup,
  type GameLine,
  type Position,
  PRESETS,
  getPreset,
  resolveRules,
  diffRules,
  type RuleSet,
  notation,
  otn,
  fail,
  ok,
  type Result,
} from '../../engine';
import { layoutOf } from './game-line';

/** A game as loaded from a record, a position, a link or a saved game. */
export interface Loaded {
  readonly presetId: string | null;
  readonly rules: RuleSet;
  readonly layoutId: string | null;
  readonly line: GameLine;
}

export type Imported = Result<Loaded>;
export type Exported = Result<string>;
/** An OpenTafl export: the text, the sentence to show, and whether only the position could be written. */
export interface OtnExport {
  readonly text: string;
  readonly message: string;
  readonly partial: boolean;
}

/** OpenTafl records open with a tag and carry a rules tag. */
export const looksLikeOtg = (text: string): boolean => text.trimStart().startsWith('[') && text.includes('rules:');

/** The reading whose rules are exactly these, preferring one whose own layout is the start. */
function readingWithRules(rules: RuleSet, start: Position): string | null {
  const same = PRESETS.filter((p) => diffRules(resolveRules(p), rules).length === 0);
  const layout = layoutOf(start);
  return (same.find((p) => p.layout.value === layout) ?? same[0])?.id ?? null;
}

export function importRecord(text: string): Imported {
  if (text.trim() === '') return fail('The box is empty: paste a game record into it first.');
  if (looksLikeOtg(text)) {
    const r = otn.parseOtg(text);
    if (!r.ok) return r;
    const start = r.value.line.start;
    const presetId = readingWithRules(r.value.rules, start);
    const prefer = presetId ? [getPreset(presetId)!.layout.value] : [];
    return ok({ presetId, rules: r.value.rules, layoutId: layoutOf(start, prefer), line: r.value.line });
  }
  const r = notation.parseRecord(text);
  if (!r.ok) return r;
  const { presetId, rules, line } = r.value;
  const prefer = [r.value.layout, presetId ? getPreset(presetId)?.layout.value : null];
  return ok({ presetId, rules, layoutId: layoutOf(line.start, prefer), line });
}

/** A position (the site's `<placement> <a|d>`, or an OTN position record `/…/`) as a new start under the rules in force. */
export function importPosition(text: string, presetId: string | null, rules: RuleSet): Imported {
  const t = text.trim();
  if (t === '') return fail('The box is empty: paste a position into it first.');
  const placement = t.startsWith('/') ? otn.parseOtnPosition(t) : null;
  if (placement && !placement.ok) return placement;
  const start = placement?.ok ? setup(rules, placement.value) : notation.parsePosition(t, rules);
  if (!start.ok) return start;
  const prefer = presetId ? [getPreset(presetId)?.layout.value] : [];
  return ok({ presetId, rules: start.value.rules, layoutId: layoutOf(start.value, prefer), line: lineFrom(start.value) });
}

export interface RecordSource {
  readonly presetId: string | null;
  readonly base: RuleSet;
  readonly patch: Partial<RuleSet>;
  readonly layoutId: string | null;
  readonly line: GameLine;
}

const recordOf = (s: RecordSource): notation.GameRecord => ({
  presetId: s.presetId,
  rules: { ...s.base, ...s.patch },
  layout: s.layoutId,
  line: s.line,
});

export const exportRecord = (s: RecordSource): Exported => ok(notation.makeRecord(recordOf(s)));

export const exportPosition = (pos: Position): Exported => ok(notation.makePosition(pos));

/**
 * The game as an OpenTafl record; where OTN cannot write the game but can write the position shown,
 * that position, with the reason the record could not be written.
 */
export function exportOtn(s: RecordSource & { readonly cursor: number }): Result<OtnExport> {
  const otg = otn.makeOtg(recordOf(s));
  if (otg.ok) return ok({ text: otg.value, message: 'The game is in the box as an OpenTafl record (.otg).', partial: false });
  const pos = otn.makeOtnPosition(s.line.positions[s.cursor] ?? s.line.start);
  if (!pos.ok) return otg;
  return ok({
    text: pos.value,
    message: `${otg.error.message.replace(/\.$/, '')}; the box holds only the position shown, in OTN.`,
    partial: true,
  });
}
