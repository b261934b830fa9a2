/** OTN rules export: our rules and a placement as an OpenTafl rules string (rules.ts documents the mapping). */
import { byValue } from '../assert';
import { geometry, isValidSize, squareName } from '../geometry';
import type { Placement } from '../position';
import { validateRuleSet } from '../rules/compile';
import { RULE_META } from '../rules/meta';
import type { RuleKey, RuleSet } from '../rules/ruleset';
import { hostileTo, isYes, kingRoles } from '../rules/values';
import { err, ok, type Result } from '../types';
import { evangelistSquares, makeOtnPlacement } from './position';
import {
  ALL_TYPES,
  KING_ARMED_TO_OTN,
  OTN_YES_NO,
  REPETITION_TO_OTN,
  type OtnChoice,
  type OtnProblem,
  cellsToList,
  cornerCells,
  hostileLetters,
  kingSideCornerDependsOn,
  otnKingStrength,
} from './rules-map';

/**
 * Records why rule values cannot be exported (nothing when `why` is null): one key, or the keys of the
 * rules whose values together OTN cannot express, the one the problem is told under first.
 */
type AddProblem = (keys: RuleKey | OtnProblem['keys'], why: string | null) => void;

/** Records the problem of an OTN choice, if it has one. */
const addChoice = <T extends string>(add: AddProblem, choice: OtnChoice<T>): void => {
  if ('unsupported' in choice) add(choice.unsupported.keys, choice.unsupported.why);
};

/** Problems with movement, the corners and the centre. */
function boardProblems(rules: RuleSet, add: AddProblem): void {
  add(
    'movement',
    byValue(rules.movement, {
      rook: null,
      'one-step': "OpenTafl Notation moves every piece like a rook (OpenTafl's speed limits are not part of the notation)",
    }),
  );
  add(
    'cornerShape',
    byValue(rules.cornerShape, {
      none: null,
      single: null,
      block: null,
      'block-minus-corner':
        'the outermost corner squares are out of play and OpenTafl has no void squares: listing the 12 corner squares would leave the outermost ones in play as ordinary squares',
      removed: 'OpenTafl has no squares that are out of play',
    }),
  );
  const anyoneStops = byValue(rules.throneLanding, { king: false, nobody: false, anyone: true });
  const anyonePasses = byValue(rules.thronePass, { anyone: true, 'king-only': false });
  if (anyoneStops && !anyonePasses)
    add(
      ['throneLanding', 'thronePass'],
      'in OpenTafl a piece may stop on the centre only if it may also pass through it, and here only the king may pass',
    );
  const withKing = hostileTo(rules.throneHostileKing);
  const hostileWithKing = withKing.attackers || withKing.defenders;
  if (hostileWithKing && anyoneStops)
    add(
      ['throneHostileKing', 'throneLanding'],
      "OpenTafl's occupied-centre hostility (cenh) applies to whichever piece stands on the centre, and here any piece may stand there",
    );
  if (hostileWithKing && !kingRoles(rules.kingArmed).anvil)
    add(
      ['throneHostileKing', 'kingArmed'],
      'in OpenTafl a king who cannot be the far piece of a capture never helps capture attackers, even from the centre',
    );
}

/** Problems with what counts against the king. */
function kingProblems(rules: RuleSet, add: AddProblem): void {
  const throneHurtsDefenders = hostileTo(rules.throneHostileEmpty).defenders;
  if (isYes(rules.kingSideThrone) !== throneHurtsDefenders)
    add(
      ['kingSideThrone', 'throneHostileEmpty'],
      throneHurtsDefenders
        ? 'in OpenTafl an empty centre that is hostile to defenders is hostile to the king as well'
        : 'in OpenTafl the empty centre counts against the king only when it is hostile to defenders',
    );
  addChoice(add, otnKingStrength(rules.kingCapture, rules.kingSideEdge));
  const cornerHurtsDefenders = hostileTo(rules.cornerHostile).defenders;
  const cornerMattersBy = kingSideCornerDependsOn(rules);
  if (cornerMattersBy !== null && isYes(rules.kingSideCorner) !== cornerHurtsDefenders)
    add(
      ['kingSideCorner', 'cornerHostile', ...cornerMattersBy],
      `${
        cornerHurtsDefenders
          ? 'in OpenTafl a corner that is hostile to defenders is hostile to the king as well'
          : 'in OpenTafl a corner counts against the king only when it is hostile to defenders'
      }, and under these rules a king beside a corner square can be captured against it`,
    );
}

/** Problems with captures, special pieces and the end of the game. */
function playProblems(rules: RuleSet, placement: Placement, add: AddProblem): void {
  add('edgeCaptures', byValue(rules.edgeCaptures, { no: null, yes: 'in OpenTafl the board edge never stands in for a capturing piece' }));
  add('multiCapture', byValue(rules.multiCapture, { yes: null, no: 'OpenTafl captures every piece a move sandwiches' }));
  add('sandwichSafe', byValue(rules.sandwichSafe, { yes: null, no: 'in OpenTafl a piece may always move safely between two enemies' }));
  const evangelists = evangelistSquares(placement);
  if (evangelists.length > 0)
    add(
      'evangelists',
      `OpenTafl Notation has no symbol for Evangelists and the position has them on ${evangelists.join(', ')}${byValue(rules.evangelists, { jump: ' (nor can OpenTafl pieces capture by jumping)', ordinary: '' })}`,
    );
  const cannotMove = 'in OpenTafl a player who cannot move loses';
  add('noMoves', byValue(rules.noMoves, { loses: null, draw: cannotMove, pass: cannotMove }));
  addChoice(add, REPETITION_TO_OTN[rules.repetition]);
  add('defendersExhausted', byValue(rules.defendersExhausted, { no: null, 'king-and-one': 'OpenTafl has no such rule' }));
}

/**
 * Every way the rules and placement differ from anything OpenTafl can be told, in rule-key order. Each
 * problem names every rule whose value takes part in it, so changing one rule of rules that export
 * can only bring problems that name that rule.
 */
export function otnProblems(rules: RuleSet, placement: Placement): OtnProblem[] {
  const out: OtnProblem[] = [];
  const add: AddProblem = (keys, why) => {
    if (why !== null) out.push({ keys: typeof keys === 'string' ? [keys] : keys, why });
  };
  boardProblems(rules, add);
  kingProblems(rules, add);
  playProblems(rules, placement, add);
  return out;
}

/** A problem in words: `Label (key: value, with other: value, …), because why`. */
function describeProblem(rules: RuleSet, { keys: [first, ...others], why }: OtnProblem): string {
  const withOthers = others.length > 0 ? `, with ${others.map((key) => `${key}: ${rules[key]}`).join(', ')}` : '';
  return `${RULE_META[first].label} (${first}: ${rules[first]}${withOthers}), because ${why}`;
}

/** A name as an OTN value: no spaces (written `_`), and none of the characters that end a value or tag. */
const otnName = (name: string): string =>
  name
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[:[\]]/g, '');

/**
 * Writes an OTN rules string (`dim` first, `start` last, every list explicit because OpenTafl's
 * defaults changed between versions), or 'otn-unsupported' naming each rule OTN cannot express.
 */
export function makeOtnRules(rules: RuleSet, placement: Placement, name?: string): Result<string> {
  const checked = validateRuleSet(rules as unknown as Record<string, unknown>);
  if (!checked.ok) return checked;
  const size = placement.size;
  if (!isValidSize(size)) return err('bad-size', `Boards must have an odd size from 7 to 19; got ${size}.`);
  if (placement.cells.length !== size * size)
    return err('bad-setup', `A ${size}×${size} board has ${size * size} squares; the placement gives ${placement.cells.length}.`);
  const problems = otnProblems(rules, placement);
  if (problems.length > 0)
    return err(
      'otn-unsupported',
      `OpenTafl Notation cannot express ${problems.length === 1 ? 'this rule' : 'these rules'}: ${problems.map((p) => describeProblem(rules, p)).join('; ')}.`,
    );
  const tfr = REPETITION_TO_OTN[rules.repetition];
  const ks = otnKingStrength(rules.kingCapture, rules.kingSideEdge);
  // otnProblems has refused the rules already when either is unsupported.
  if (!('otn' in tfr) || !('otn' in ks)) return err('otn-unsupported', 'OpenTafl Notation cannot express these rules.');
  const start = makeOtnPlacement(placement);
  if (!start.ok) return start;
  const geo = geometry(size);
  const corners = cornerCells(rules.cornerShape, size);
  const entries: string[] = [`dim:${size}`];
  const otnNameValue = name === undefined ? '' : otnName(name);
  if (otnNameValue !== '') entries.push(`name:${otnNameValue}`);
  entries.push(
    `esc:${byValue(rules.kingGoal, { corner: 'c', edge: 'e' })}`,
    `atkf:${byValue(rules.firstMover, { attackers: 'y', defenders: 'n' })}`,
    `tfr:${tfr.otn}`,
    `ka:${KING_ARMED_TO_OTN[rules.kingArmed]}`,
    `ks:${ks.otn}`,
    'kj:n',
    `cor:${cellsToList(corners)}`,
  );
  // Without corner squares the corner lists mean nothing (cornerHostile is then irrelevant too).
  if (corners.length > 0) entries.push(`corh:${hostileLetters(rules.cornerHostile)}`, 'corp:K', 'cors:K');
  entries.push(
    `cen:${squareName(geo, geo.centre)},`,
    `cenh:${hostileLetters(rules.throneHostileKing)}`,
    `cenhe:${hostileLetters(rules.throneHostileEmpty)}`,
    `cenp:${byValue(rules.thronePass, { anyone: ALL_TYPES, 'king-only': 'K' })}`,
    `cens:${byValue(rules.throneLanding, { king: 'K', nobody: '', anyone: ALL_TYPES })}`,
    ...byValue(rules.shieldwall, { yes: ['sw:s', 'swf:y'], no: ['sw:n'] }),
    `efe:${byValue(rules.edgeForts, OTN_YES_NO)}`,
    `surf:${byValue(rules.encirclement, OTN_YES_NO)}`,
    'ber:n',
    `start:${start.value}`,
  );
  return ok(entries.join(' '));
}
