/**
 * One flat RuleSet: each rule dimension on which the sources differ is one key with a literal-union
 * value. The value vocabularies are `as const` tuples so that the metadata table, the toggles and
 * the parser all read the same lists. Rule code branches on these values, never on preset names.
 */
export const RULE_VALUES = {
  firstMover: ['attackers', 'defenders'],
  movement: ['rook', 'one-step'],
  kingGoal: ['corner', 'edge'],
  cornerShape: ['none', 'single', 'block', 'block-minus-corner', 'removed'],
  cornerHostile: ['both', 'attackers', 'none'],
  throneLanding: ['king', 'nobody', 'anyone'],
  thronePass: ['anyone', 'king-only'],
  throneHostileEmpty: ['both', 'attackers', 'defenders', 'none'],
  throneHostileKing: ['none', 'attackers', 'both'],
  kingArmed: ['both', 'mover', 'anvil', 'none'],
  kingCapture: ['two-sided', 'four-sided', 'throne-strong'],
  kingSideThrone: ['yes', 'no'],
  kingSideEdge: ['no', 'yes'],
  kingSideCorner: ['no', 'yes'],
  edgeCaptures: ['no', 'yes'],
  multiCapture: ['yes', 'no'],
  sandwichSafe: ['yes', 'no'],
  evangelists: ['jump', 'ordinary'],
  shieldwall: ['no', 'yes'],
  edgeForts: ['no', 'yes'],
  encirclement: ['no', 'yes'],
  noMoves: ['loses', 'draw', 'pass'],
  repetition: ['ignored', 'draw', 'repeater-loses', 'defenders-lose'],
  defendersExhausted: ['no', 'king-and-one'],
} as const;

export type RuleKey = keyof typeof RULE_VALUES;
export type RuleSet = { readonly [K in RuleKey]: (typeof RULE_VALUES)[K][number] };
export type RulePatch = Partial<RuleSet>;

/** Keys in their canonical order (the order of the table above). */
export const RULE_KEYS = Object.keys(RULE_VALUES) as RuleKey[];

export const isRuleKey = (key: string): key is RuleKey => Object.hasOwn(RULE_VALUES, key);

export const isRuleValue = <K extends RuleKey>(key: K, value: string): value is RuleSet[K] =>
  (RULE_VALUES[key] as readonly string[]).includes(value);

/** The keys on which two rule sets differ, in canonical order. */
export const diffRules = (a: RuleSet, b: RuleSet): RuleKey[] => RULE_KEYS.filter((k) => a[k] !== b[k]);
