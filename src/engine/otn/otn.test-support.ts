/** Shared helpers and real OpenTafl records for the OTN tests. */
import { parseSquare } from '../geometry';
import { getLayout } from '../layouts';
import { parseOtnMove } from './index';
import { parsePlacement } from '../placement';
import { geometryOf, lineAppend, lineCurrent, lineFrom, type GameLine, type Placement, type Position } from '../position';
import { getPreset, resolveRules } from '../rules/presets';
import type { RulePatch, RuleSet } from '../rules/ruleset';
import type { Result, Square } from '../types';

// ---- helpers --------------------------------------------------------------------------------------------

export function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}
export function errorOf<T>(r: Result<T>) {
  if (r.ok) throw new Error('expected an error');
  return r.error;
}
export const placementOfLayout = (id: string): Placement => value(parsePlacement(getLayout(id)!.placement));
export const at = (p: Placement, name: string): string | null => {
  const m = /^([a-s])([0-9]+)$/.exec(name)!;
  const file = m[1]!.charCodeAt(0) - 97;
  const rank = Number(m[2]) - 1;
  return p.cells[rank * p.size + file] ?? null;
};
export const presetRules = (id: string, patch: RulePatch = {}): RuleSet => resolveRules(getPreset(id)!, patch);
export const squareOf = (pos: Position, name: string): Square => value(parseSquare(geometryOf(pos), name));
export const finalPosition = (line: GameLine): Position => lineCurrent(line);

/** Plays moves given as "a1-a2" from a start, with the engine's own captures. */
export function playLine(start: Position, moves: readonly string[]): GameLine {
  let line = lineFrom(start);
  for (const text of moves) {
    const pos = lineCurrent(line);
    const parsed = value(parseOtnMove(pos, text));
    line = value(lineAppend(line, parsed.move));
  }
  return line;
}

export const BRANDUB_SPEC = '/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/';
export const FETLAR_PUZZLE_START = '/4tt2t2/3tTTT2t1/1t2T3T1t/t2T4T2/t9t/t4K1T1tt/t3TTT3t/t4T1t2t/3t7/5t5/4ttt4/';

// ---- real records (jslater89/OpenTafl, unbuilt/saved-games/replays): tags and moves verbatim,
// ---- the long commentary replaced by short placeholders of the same shape.

/** Animals-Xerxes-Brandub-Triathlon-2015.otg: a multi-line tag after the rules tag, comments after turns. */
export const BRANDUB_RECORD = `[date:2015.05.04]
[event:Tafl Triathlon 2015]
[result:-1]
[termination:Black resigns]
[rules:dim:7 name:Brandub_Strong_Center_King surf:n atkf:y ks:c nj:n cj:n cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]
[start-comment:A tag after the rules tag.

It spans several lines, as in the original file.]

1. d2-e2 c4-c5
[Fairly standard opening move.|A good opening move for white.]

2. f4-f5 c5-a5
[|]

3. d6-a6xa5 d5-a5xa6
[Both sides capture.|]

4. f5-d5 d3-a3xa4
[]

5. e2-c2 a5-b5
[|]

6. b4-c4 b5-b4xc4
[|]

7. d1-d3 e4-e2
[|]

8. d3-d2 Kd4-d3
[|]

9. g4-g3 Kd3-f3
[|]

10. d2-d1 Kf3-f2
[|]

`;

/** Fetlar-Escape-Puzzle.otg: defenders first, king captures, variation lines, ends with the escape. */
export const FETLAR_PUZZLE_RECORD = `[date:2016.08.27]
[result:-1]
[puzzle-mode:loose]
[puzzle-prestart:0a]
[puzzle-start:1b]
[rules:dim:11 name:Fetlar_Defenders_First atkf:n nj:n cj:n start:${FETLAR_PUZZLE_START}]

1. Kf6-c6 a8-c8 
[A comment.

1. A numbered line inside a comment is not a turn.|]

2. Kc6-c1 b3-b1 
[|]

2a.1.1a. Kc6-c2xd2 
[A variation.]

3. Kc1-c2xd2 b1-b2 
[|]

3a.2.1a.1.1a. ..... b1-b2 
[]

4. e3-a3 e1-b1 
[|]

5. Kc2-c1xb1 b2-b1 
[|]

6. Kc1-c2 b1-b2 
[|]

7. a3-a2xb2 a7-b7 
[|]

8. Kc2-b2 f1-b1 
[|]

9. a2-a3 b7-b3 
[|]

10. Kb2-a2 b1-b2 
[|]

11. Ka2-a1 
[]

`;

/** Ard-Ri-Capture-Puzzle.otg: no corners, no centre, weak king, and a king capture written xKc4. */
export const ARD_RI_RECORD = `[date:2016.08.30]
[result:1]
[rules:dim:7 name:Ard_Ri esc:e surf:n atkf:y ks:w cor: cen: start:/1t5/2t4/2T4/tTKt3/2tT3/t6/Tt1t3/]
[start-comment:The attackers to move, winning in two.]
[puzzle-mode:loose]

1. d7-d6xd5 c3-b3 
[Correct!|]

2. c2-c3xKc4 
[]

`;

/** Fish-Nasa-2015-Fetlar.otg (ks:w version): a whole game, 31 moves, with captures. */
export const FISH_NASA_RULES =
  'dim:11 name:Fetlar_Defenders_First atkf:n ks:w nj:n cj:n start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/';
export const FISH_NASA_MOVES = `1. h6-h3 h1-h2
2. f4-h4 g1-j1
3. h3-i3 h2-i2
4. h4-i4 j1-j3
5. g6-h6 h11-h8
6. g5-g1 i2-i1
7. g1-g2 j3-j2
8. e5-e2xf2 d1-d2
9. f5-f2 b6-b3
10. e6-e3 k4-k3
11. d6-d4 d11-d9
12. Kf6-c6 a8-c8
13. Kc6-c1 b3-b1
14. Kc1-c2xd2 b1-b2
15. e3-a3 e1-c1
16. a3-a2xb2
`;

/** The Fish-Nasa excerpt as quoted in the notes (ks:y version): trailing spaces, variation addresses. */
export const FISH_NASA_EXCERPT_HEAD = `[rules:dim:11 name:Fetlar_Defenders_First atkf:n ks:y nj:n cj:n start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]
1. h6-h3 h1-h2 
12b.1.1a. ..... d2-c2 
12b.1.2a. Kc6-c11 b3-b11 
`;

// ---- OpenTafl's own rules strings (jslater89/OpenTafl), verbatim ------------------------------------------

/**
 * OpenTafl's built-in Copenhagen (Copenhagen.newCopenhagen11, threefoldRepetitionResult
 * THIRD_REPETITION_WINS) as its RulesSerializer writes it: the `start-game` packet of
 * src/com/manywords/softworks/tafl/network/server/DummyTestServer.java (commit 0f0c21b0a019…).
 */
export const OPENTAFL_COPENHAGEN_RULES =
  'dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/';

/**
 * saved-games/replays/Copenhagen-Escape-Puzzle.otg (commit 75dcde7df25a…), verbatim: OpenTafl's saved
 * form of a rules string, with `starti:` (ranks from the top) and `tfr:w`, a single corner (g7) and an
 * off-centre centre (b2).
 */
export const COPENHAGEN_ESCAPE_PUZZLE_RECORD = `[date:2017.04.15]
[result:?]
[compiler:OpenTafl]
[rules:dim:7 name:CopenhagenPuzzle atkf:y tfr:w cor:g7, cen:b2, sw:s efe:y starti:/tt2T2/1t2K2/2tt3/6t/3TTt1/4Tt1/4Tt1/]

1. f3-f6 e7-d7 
[|]

2. f6-g6 Ke6-e7 
[|]

2a.1.1a. d5-f5 Ke6-e7 
[|]

2a.1.2a. f6-f7 Ke7-e6 
[|]

2a.1.3a. f5-f6 Ke6-e7xf7 
[|]

2a.1.4a. f6-f7 Ke7-e6 
[|]

2a.1.5a. g4-g6 Ke6-e7xf7 
[|]

2a.1.6a. f2-f7 Ke7-e5 
[|]

2a.1.7a. b6-f6 Ke5-e7xf7 
[|]

2a.1.8a. f6-f7 Ke7-e5 
[|]

2a.1.9a. f1-f6 Ke5-e7xf7 
[|]

2a.1.10a. f6-f7 Ke7-e5 
[|]

2a.1.11a. c5-c6 Ke5-e7xf7 
[|]

2a.1.12a. c6-f6 Ke7-g7 
[|]

3. f2-f7 Ke7-e5 
[|]

4. g4-g5 Ke5-e7xf7 
[|]

5. f1-f7 Ke7-e6 
[|]

6. g6-f6 Ke6-e7xf7 
[|]

7. f6-f7 Ke7-e6 
[|]

8. g5-g6 Ke6-e7xf7 
[|]

9. d5-f5 Ke7-g7 
[|]

`;

/**
 * The rules-string examples of OpenTafl's notation spec, opentafl-notation-spec.txt (commit
 * 5f1208fe1ad3…), section 3, verbatim.
 */
export const SPEC_RULES_EXAMPLES = {
  fetlar: 'dim:11 atkf:n start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/',
  copenhagen: 'dim:11 atkf:n sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/',
  berserk: 'dim:11 surf:n atkf:n kj:r ber:c start:/3ttttt3/5c5/11/t4T4t/t3NTT3t/tc1TTKTT1ct/t3TTT3t/t4T4t/11/5c5/3ttttt3/',
  brandub: 'dim:7 ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/',
  seaBattle: 'dim:9 esc:e ka:n cen: cenhe: cor: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/',
} as const;

/**
 * unbuilt/saved-games/replays/Ard-Ri-Escape-Puzzle-2.otg (commit 0167757933ee…), verbatim: a game from
 * playtaflonline.com saved by OpenTafl, edge escape with a weak king and no special squares.
 */
export const ARD_RI_ESCAPE_PUZZLE_2_RECORD = `[date:2016.09.24]
[result:-1]
[compiler:OpenTafl]
[rules:dim:7 name:H.H._Ard_Ri esc:e atkf:y ks:w cor: cen: cens:tcnkTCNK cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]
[attackers:tuireann]
[defenders:opentaflbot]
[site:playtaflonline.com]
[annotator:Jay Slater]
[puzzle-mode:loose]
[puzzle-start:9a]

1. d1-e1 d3-b3 
[|]

2. b4-b5 c4-c6 
[|]

3. d6-e6 b3-b4 
[|]

4. f4-f3 c6-b6xb5 
[|]

5. f3-c3 Kd4-c4 
[|]

6. d7-c7 Kc4-c5 
[|]

7. a4-a5 d5-d3 
[|]

8. g4-g5 b6-a6 
[|]

9. e6-c6 b4-b3xc3 
[|]

10. e1-c1 Kc5-e5 
[|]

11. c6-e6 e4-a4xa5 
[|]

12. c7-c5 Ke5-e1 
[|]

`;

/**
 * saved-games/replays/Puzzle-Corner-Endgame.otg (commit 75dcde7df25a…), verbatim: a 5×5 position under
 * OpenTafl's Copenhagen rules (tfr:w), with no moves.
 */
export const PUZZLE_CORNER_ENDGAME_RECORD = `[date:2016.09.16]
[result:?]
[compiler:OpenTafl]
[rules:dim:5 name:Copenhagen atkf:n tfr:w cor:a1, cen: sw:s efe:y start:/1tTTt/tKt2/t2T1/5/1T3/]

`;

// ---- positions ------------------------------------------------------------------------------------------
