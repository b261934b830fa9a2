/** The marks of a PointDiagram (PointDiagram.astro): groups of squares, each with a label and a kind. */
export type PointKind = 'defender' | 'attacker' | 'changes' | 'king' | 'marked' | 'plain';

export interface PointGroup {
  /** The group's name in the list of squares ("Class 4"). */
  readonly name: string;
  /** The text inside each mark (one or two characters), or '' for none. */
  readonly label: string;
  readonly kind: PointKind;
  /** Squares as file letter and rank: "j10". */
  readonly squares: readonly string[];
}
