/**
 * OTN rules strings, read (rules-read.ts) and written (rules-write.ts) wherever our rules and OpenTafl's
 * mean the same game; rules-map.ts holds the tables both share. Bad input is a Result with the code
 * 'bad-otn' (malformed) or 'otn-unsupported' (valid OTN, or a rule of ours, that the other side cannot
 * express) and one sentence; nothing here throws for bad input.
 *
 * Semantics follow OpenTafl's code (jslater89/OpenTafl: RulesSerializer, GenericRules, BoardImpl,
 * Taflman, RulesPrinter), not only the spec text, because the spec is silent on the points that decide
 * whether two rule sets play the same game:
 * - A special square's hostility is looked up per SIDE: GenericRules.isSpaceHostileToSide reads only
 *   the `t` entry for attackers and the `T` entry for defenders. The king is a defender, so a corner or
 *   centre hostile to defenders (T) always counts against the king, and one that is not never does.
 * - A square occupied by an enemy king is hostile only if the king is armed (BoardImpl.isSpaceHostileTo
 *   returns "not hostile" for an unarmed enemy king before it looks at `cenh`). So `cenh`'s `t` entry
 *   never matters: an armed king on the centre is hostile to attackers anyway, an unarmed one never.
 * - `cenh` applies to the occupied centre whoever occupies it, not only the king.
 * - A piece can stop on a square only if it may also pass through it (Taflman.getAllowableMovesFrom
 *   stops at the first impassable square before it filters the stoppable ones).
 * - The edge is never hostile in a sandwich; a strong king (ks:s) needs four hostile neighbours, so he
 *   cannot be captured on the edge; a middleweight king (ks:m) needs every neighbour hostile, so on the
 *   edge three suffice; a king strong at the centre (ks:c) is strong on and beside it, weak elsewhere.
 * - Any piece may move between two enemies; every sandwiched piece is captured; pieces move like rooks;
 *   a player who cannot move loses (RulesPrinter's rule text).
 *
 * Mapping (ours ↔ OTN). Lists are written in OpenTafl's `tcnkTCNK` order; ALL = `tcnkTCNK`.
 *   board size                 ↔ dim (written first)
 *   name argument              ↔ name (spaces written as `_`)
 *   kingGoal corner/edge       ↔ esc:c / esc:e
 *   firstMover attackers/def.  ↔ atkf:y / atkf:n
 *   repetition ignored/draw/repeater-loses ↔ tfr:i / d / w   (as OpenTafl plays tfr, where `w` gives the game
 *                                 to the side to move after the third repetition; the spec's list of values
 *                                 says the opposite: rules-read.ts, docs/opentafl.md. defenders-lose:
 *                                 unsupported; tfr:l, the repeater winning: unsupported on import)
 *   kingArmed both/mover/anvil/none ↔ ka:y / h / a / n
 *   kingCapture + kingSideEdge:
 *     four-sided, edge no      ↔ ks:y (= s, strong; y is also what spec-era readers understand)
 *     four-sided, edge yes     ↔ ks:m (middleweight: every neighbour hostile, so three on the edge)
 *     throne-strong, edge no   ↔ ks:c
 *     two-sided, edge no       ↔ ks:n (= w, weak; n is also what spec-era readers understand)
 *     two-sided or throne-strong with edge yes: unsupported (OpenTafl never sandwiches against the edge)
 *   (king jumps)               ↔ kj:n
 *   cornerShape none/single/block ↔ cor: (empty) / the 4 corners / the 16 squares of the 2×2 blocks
 *     block-minus-corner: unsupported. The outermost corner squares are out of play in our reading, and
 *     OpenTafl has no void squares: listing the 12 red squares as corners would leave the 4 outermost
 *     squares in play as ordinary squares (pieces could stop there and the king could walk round the
 *     red squares), so no faithful mapping exists. removed: unsupported for the same reason.
 *   cornerHostile both/attackers/none ↔ corh:ALL / corh:tcnk / corh:   (corp:K cors:K always)
 *   kingSideCorner             ↔ (derived) yes exactly when corh holds T; must agree where it matters
 *   the centre                 ↔ cen:<centre>,  (always written; import of `cen:` gives an ordinary centre)
 *   throneHostileKing none/attackers/both ↔ cenh: / cenh:tcnk / cenh:ALL (needs an armed king as anvil
 *                                 for attackers/both; needs throneLanding ≠ anyone)
 *   throneHostileEmpty both/attackers/defenders/none ↔ cenhe:ALL / tcnk / TCNK / (empty)
 *   kingSideThrone             ↔ (derived) yes exactly when cenhe holds T
 *   thronePass anyone/king-only ↔ cenp:ALL / cenp:K
 *   throneLanding king/nobody/anyone ↔ cens:K / cens: / cens:ALL (anyone needs thronePass anyone)
 *   shieldwall no/yes          ↔ sw:n / sw:s swf:y (ours lets a corner close the wall and needs the
 *                                 moving piece to close it: OpenTafl's strong, flanking shieldwall)
 *   edgeForts no/yes           ↔ efe:n / efe:y
 *   encirclement no/yes        ↔ surf:n / surf:y
 *   (berserk)                  ↔ ber:n
 *   placement                  ↔ start (written last; rank 1 first). starti, the same ranks listed from
 *                                 the top, as OpenTafl saves games, is read too (rules-read.ts)
 * Our keys with no OTN counterpart are exportable only at OpenTafl's behaviour: movement rook,
 * edgeCaptures no, multiCapture yes, sandwichSafe yes, noMoves loses, defendersExhausted no, and no
 * Evangelists on the board. (OpenTafl's code-only `spd` key can limit moves to one square, but it is
 * not in the notation spec and spec readers would play rook moves, so one-step movement is not
 * exported; `spd:1` is accepted on import.)
 */
export { makeOtnRules } from './rules-write';
export { type OtnRules, parseOtnRules } from './rules-read';
