/**
 * RULE_META: the one table that describes every rule key in words. Toggles, captions, the generated
 * rules prose and the comparison table all read it; no other file spells out what a rule means.
 * It is a mapped type over RuleSet, so a key or value missing here fails type-checking.
 */
import type { Citation } from './sources';
import type { RuleKey, RuleSet } from './ruleset';

export type RuleGroup = 'turn' | 'board' | 'throne' | 'king' | 'capture' | 'special' | 'end';

export interface RuleMeta<K extends RuleKey> {
  readonly label: string;
  readonly group: RuleGroup;
  /** One sentence per value: what the rule does under that value. */
  readonly values: { readonly [V in RuleSet[K]]: string };
  /** A few words per value, where a value is named beside the rule's label ("How the king is captured: on four sides"). */
  readonly names: { readonly [V in RuleSet[K]]: string };
  /** Where the sources discuss this dimension (the presets cite per value). */
  readonly sources: readonly Citation[];
}

export const RULE_GROUPS: { readonly [G in RuleGroup]: string } = {
  turn: 'Turn order and movement',
  board: 'Goal and special squares',
  throne: 'The centre (throne, city, castle)',
  king: 'The king',
  capture: 'Capturing',
  special: 'Special pieces and formations',
  end: 'How the game ends',
};

export const RULE_META: { readonly [K in RuleKey]: RuleMeta<K> } = {
  firstMover: {
    label: 'First to move',
    group: 'turn',
    names: {
      attackers: 'the attackers',
      defenders: 'the defenders',
    },
    values: {
      attackers: 'The attackers make the first move.',
      defenders: "The king's side makes the first move.",
    },
    sources: [
      { source: 'cyningstan-page', where: 'rule 2' },
      { source: 'walker-leaflet-2014', where: 'rule 4' },
      { source: 'viking-rules-page', where: 'rule 3' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 5' },
    ],
  },
  movement: {
    label: 'How pieces move',
    group: 'turn',
    names: {
      rook: 'any distance',
      'one-step': 'one square',
    },
    values: {
      rook: 'Every piece moves any number of empty squares along a row or column, like a rook.',
      'one-step': 'Every piece moves a single square along a row or column.',
    },
    sources: [
      { source: 'ancientgames-2019', where: 'Nielsen rule 6' },
      { source: 'layout-research', where: '§5.3 Ard Rí' },
    ],
  },
  kingGoal: {
    label: "The king's goal",
    group: 'board',
    names: {
      corner: 'a corner',
      edge: 'the edge',
    },
    values: {
      corner: 'The king wins by reaching one of the corner squares.',
      edge: 'The king wins by reaching any square on the edge of the board.',
    },
    sources: [
      { source: 'cyningstan-page', where: 'rule 11' },
      { source: 'layout-research', where: '§2.4, Murray per Walker' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 11.1' },
    ],
  },
  cornerShape: {
    label: 'Corner squares',
    group: 'board',
    names: {
      none: 'none',
      single: 'one square each',
      block: '2×2 blocks',
      'block-minus-corner': '2×2 blocks without the corner point',
      removed: 'cut from the board',
    },
    values: {
      none: 'The corners are ordinary squares.',
      single: 'Each of the four corner squares is special (4 squares).',
      block: 'A 2×2 block in each corner is special (16 squares).',
      'block-minus-corner':
        'Each 2×2 corner block minus its outermost square is special (12 squares); the outermost square is out of play.',
      removed: 'The four corner squares are cut from the board; no piece may use them.',
    },
    sources: [
      { source: 'cyningstan-page', where: 'rules intro' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 4' },
      { source: 'layout-research', where: '§6.2' },
    ],
  },
  cornerHostile: {
    label: 'Corner squares in captures',
    group: 'board',
    names: {
      both: 'against both sides',
      attackers: 'against attackers only',
      none: 'never',
    },
    values: {
      both: 'An empty corner square helps either side capture, as if a piece of the capturer stood on it.',
      attackers: 'An empty corner square helps capture attackers only.',
      none: 'Corner squares never take part in captures.',
    },
    sources: [
      { source: 'walker-leaflet-2014', where: 'rule 11' },
      { source: 'cyningstan-page', where: 'rule 9' },
      { source: 'viking-rules-page', where: 'rule 9' },
    ],
  },
  throneLanding: {
    label: 'Who may stop on the centre',
    group: 'throne',
    names: {
      king: 'the king only',
      nobody: 'nobody',
      anyone: 'any piece',
    },
    values: {
      king: 'Only the king may stop on the centre, and he may return to it.',
      nobody: 'No piece may stop on the centre, not even the king once he has left it.',
      anyone: 'The centre is an ordinary square: any piece may stop on it.',
    },
    sources: [
      { source: 'cyningstan-page', where: 'rule 5' },
      { source: 'walker-leaflet-2014', where: 'rule 7' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 4' },
    ],
  },
  thronePass: {
    label: 'Who may pass through the empty centre',
    group: 'throne',
    names: {
      anyone: 'any piece',
      'king-only': 'the king only',
    },
    values: {
      anyone: 'Any piece may pass over the centre while it is empty.',
      'king-only': 'Only the king may pass over the centre; it blocks every other piece.',
    },
    sources: [
      { source: 'cyningstan-page', where: 'rule 5' },
      { source: 'layout-research', where: '§3.4 Jocly' },
    ],
  },
  throneHostileEmpty: {
    label: 'The empty centre in captures',
    group: 'throne',
    names: {
      both: 'against both sides',
      attackers: 'against attackers only',
      defenders: 'against defenders only',
      none: 'never',
    },
    values: {
      both: 'The empty centre helps either side capture.',
      attackers: 'The empty centre helps capture attackers only.',
      defenders: 'The empty centre helps capture defenders only.',
      none: 'The empty centre never takes part in captures.',
    },
    sources: [
      { source: 'walker-leaflet-2014', where: 'rule 9' },
      { source: 'standard-rules-page' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 4' },
    ],
  },
  throneHostileKing: {
    label: 'The centre with the king on it',
    group: 'throne',
    names: {
      none: 'never',
      attackers: 'against attackers',
      both: 'against both sides',
    },
    values: {
      none: 'While the king sits on the centre, the square itself takes no part in captures.',
      attackers: 'While the king sits on the centre, it still helps capture attackers.',
      both: 'While the king sits on the centre, it helps capture attackers and defenders alike.',
    },
    sources: [{ source: 'standard-rules-page' }, { source: 'viking-rules-page', where: 'rule 9' }],
  },
  kingArmed: {
    label: 'Does the king capture?',
    group: 'king',
    names: {
      both: 'yes, fully',
      mover: 'only by moving',
      anvil: 'only as the far piece',
      none: 'no',
    },
    values: {
      both: 'The king captures like any defender, as the moving piece or as the piece on the far side.',
      mover: 'The king can capture by moving, but cannot be the piece on the far side.',
      anvil: 'The king can be the piece on the far side of a capture, but cannot capture by moving.',
      none: 'The king never takes part in captures.',
    },
    sources: [
      { source: 'walker-leaflet-2014', where: 'rule 13' },
      { source: 'viking-rules-page', where: 'rule 8 and variation 1' },
      { source: 'layout-research', where: '§3.2 Ludii code' },
    ],
  },
  kingCapture: {
    label: 'How the king is captured',
    group: 'king',
    names: {
      'two-sided': 'on two sides',
      'four-sided': 'on four sides',
      'throne-strong': 'four at the centre, three beside it',
    },
    values: {
      'two-sided': 'The king is captured like any other piece, between two enemies on opposite sides.',
      'four-sided': 'The king is captured only when enemies (or squares that count as enemies) close all four sides.',
      'throne-strong': 'On the centre the king needs four enemies, beside it three plus the centre, and anywhere else two.',
    },
    sources: [
      { source: 'cyningstan-page', where: 'rule 8' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 11.2' },
      { source: 'layout-research', where: '§2.4 Murray per Walker' },
    ],
  },
  kingSideThrone: {
    label: 'The empty centre against the king',
    group: 'king',
    names: {
      yes: 'yes',
      no: 'no',
    },
    values: {
      yes: 'When the king stands beside the empty centre, the centre counts as one of his enemies.',
      no: 'The centre never counts as an enemy of the king.',
    },
    sources: [
      { source: 'viking-rules-page', where: 'rule 11 and variation 2' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 11.2' },
    ],
  },
  kingSideEdge: {
    label: 'The board edge against the king',
    group: 'king',
    names: {
      no: 'no',
      yes: 'yes',
    },
    values: {
      no: 'The board edge never counts as an enemy of the king.',
      yes: 'A king on the edge is captured by enemies on his three other sides.',
    },
    sources: [
      { source: 'viking-rules-page', where: 'rule 10 and variation 3' },
      { source: 'layout-research', where: '§3.1 Ludii text' },
    ],
  },
  kingSideCorner: {
    label: 'Corner squares against the king',
    group: 'king',
    names: {
      no: 'no',
      yes: 'yes',
    },
    values: {
      no: 'A corner square never counts as an enemy of the king.',
      yes: 'An empty corner square counts as an enemy of the king.',
    },
    sources: [
      { source: 'viking-rules-page', where: 'rule 11' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 11.2' },
    ],
  },
  edgeCaptures: {
    label: 'The edge in ordinary captures',
    group: 'capture',
    names: {
      no: 'no',
      yes: 'yes',
    },
    values: {
      no: 'The board edge never stands in for a capturing piece.',
      yes: 'A piece on the edge is captured by a single enemy beside it on the same line, the edge closing the other side.',
    },
    sources: [{ source: 'viking-rules-page', where: 'rule 10' }],
  },
  multiCapture: {
    label: 'Several captures in one move',
    group: 'capture',
    names: {
      yes: 'yes',
      no: 'one at most',
    },
    values: {
      yes: 'One move captures every enemy it sandwiches, in up to three directions.',
      no: 'One move captures at most one piece (the first direction found, in the order up, right, down, left).',
    },
    sources: [
      { source: 'cyningstan-page', where: 'rule 7' },
      { source: 'viking-rules-page', where: 'rule 7' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 8' },
    ],
  },
  sandwichSafe: {
    label: 'Moving between two enemies',
    group: 'capture',
    names: {
      yes: 'safe',
      no: 'captured',
    },
    values: {
      yes: "A piece may move between two enemies without being captured; only the enemy's move captures.",
      no: 'A piece other than the king that moves between two enemies is captured at once.',
    },
    sources: [
      { source: 'cyningstan-page', where: 'rule 10' },
      { source: 'walker-leaflet-2014', where: 'rule 12' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 9' },
    ],
  },
  evangelists: {
    label: "Nielsen's Evangelists",
    group: 'special',
    names: {
      jump: 'they jump',
      ordinary: 'ordinary men',
    },
    values: {
      jump: 'An Evangelist may also capture by jumping over an adjacent attacker to the empty square behind it, and may capture in the ordinary way from where it lands.',
      ordinary: 'Evangelists move and capture like ordinary defenders.',
    },
    sources: [{ source: 'ancientgames-2019', where: 'Nielsen rules 2, 10' }],
  },
  shieldwall: {
    label: 'Shieldwall captures',
    group: 'special',
    names: {
      no: 'no',
      yes: 'yes',
    },
    values: {
      no: 'Pieces on the edge are captured only one at a time, in the ordinary way.',
      yes: 'A row of two or more pieces on the edge, each faced by an enemy, is captured at once when both ends are closed.',
    },
    sources: [{ source: 'layout-research', where: '§5.5 Copenhagen' }],
  },
  edgeForts: {
    label: 'Edge forts',
    group: 'special',
    names: {
      no: 'no',
      yes: 'yes',
    },
    values: {
      no: 'A king sheltered on the edge has not won.',
      yes: 'The defenders win when the king is on the edge, can move, and sits in a fort the attackers cannot break.',
    },
    sources: [{ source: 'layout-research', where: '§5.5 Copenhagen' }],
  },
  encirclement: {
    label: 'Encirclement',
    group: 'end',
    names: {
      no: 'no',
      yes: 'yes',
    },
    values: {
      no: 'Surrounding the defenders does not by itself end the game.',
      yes: 'The attackers win when they enclose the king and every defender so that none can reach the edge.',
    },
    sources: [
      { source: 'ancientgames-2019', where: 'Nielsen rule 12' },
      { source: 'layout-research', where: '§5.5' },
    ],
  },
  noMoves: {
    label: 'A player with no legal move',
    group: 'end',
    names: {
      loses: 'loses',
      draw: 'draws',
      pass: 'passes',
    },
    values: {
      loses: 'A player who cannot move loses.',
      draw: 'A player who cannot move draws the game.',
      pass: 'A player who cannot move loses the turn; if neither side can move, the game is drawn.',
    },
    sources: [
      { source: 'ancientgames-2019', where: 'Nielsen rule 14' },
      { source: 'walker-leaflet-2014', where: 'rule 14' },
      { source: 'layout-research', where: '§3.5 old Wikipedia' },
    ],
  },
  repetition: {
    label: 'Repeated positions',
    group: 'end',
    names: {
      ignored: 'ignored',
      draw: 'a draw',
      'repeater-loses': 'the repeater loses',
      'defenders-lose': 'the defenders lose',
    },
    values: {
      ignored: 'Repeating a position has no consequence.',
      draw: 'The third occurrence of the same position, same side to move, draws the game.',
      'repeater-loses': 'The player whose move makes the same position occur a third time loses.',
      'defenders-lose': 'When the same position occurs a third time, the defenders lose.',
    },
    sources: [
      { source: 'walker-leaflet-2014', where: 'rule 14' },
      { source: 'ancientgames-2019', where: 'Nielsen rule 13' },
      { source: 'layout-research', where: '§5.5' },
    ],
  },
  defendersExhausted: {
    label: 'Defenders reduced to the king and one piece',
    group: 'end',
    names: {
      no: 'play on',
      'king-and-one': 'the king and one left lose',
    },
    values: {
      no: 'The defenders play on however few they are.',
      'king-and-one': 'The attackers win once the defenders have only the king and one other piece left.',
    },
    sources: [{ source: 'viking-rules-page', where: 'variation 4' }],
  },
};

/** A value's few words (RULE_META names): what the site shows where it names a value, never its identifier. */
export const valueName = (key: RuleKey, value: string): string =>
  (RULE_META[key].names as Readonly<Record<string, string>>)[value] ?? value;

/** A rule and a value in words: "How the king is captured: four sided"; a label that is a question takes no colon. */
export const ruleSetting = (key: RuleKey, value: string): string => {
  const label = RULE_META[key].label;
  return `${label}${label.endsWith('?') ? '' : ':'} ${valueName(key, value)}`;
};

export const describeValue = <K extends RuleKey>(key: K, value: RuleSet[K]): string => {
  const meta: RuleMeta<K> = RULE_META[key];
  return meta.values[value];
};
