/**
 * The moves in the site's notation, numbered by turn, the ply shown marked (aria-current); a move is
 * a button that shows the position after it. Undo, Redo and Restart are plain <button>s with text
 * labels (the steps through the game are under the board, in GameBar); at an end they say so
 * (aria-disabled) instead of losing focus.
 * On paper (PrintedGame) the buttons give way to the game record: the reading, the rules changed,
 * and every move in a table of numbered turns with a column per side.
 */
import { getLayout, RULE_META, describeValue, getPreset, diffRules } from '../../engine';
import { moveTexts } from './game-line';
import { ControlButton, moveControls } from './moveControls';
import { rulesOf, type PlayAction, type PlayState } from './model';

interface Props {
  state: PlayState;
  dispatch: (a: PlayAction) => void;
}

const SIDE_NAMES = { attackers: 'Attackers', defenders: 'Defenders' } as const;

/** One table of turns: the turn's number, then each side's move in the order they play. */
function TurnTable({ turns, sides, tokens, cursor }: { turns: number[]; sides: readonly string[]; tokens: string[]; cursor: number }) {
  return (
    <table class="play-print-table">
      <thead>
        <tr>
          <th scope="col">Turn</th>
          {sides.map((side) => (
            <th scope="col" key={side}>
              {side}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {turns.map((i) => (
          <tr key={i}>
            <th scope="row">{i / 2 + 1}</th>
            {[i, i + 1].map((j) => (
              <td key={j} class={cursor === j + 1 ? 'play-print-shown' : undefined}>
                {tokens[j] ?? ''}
                {cursor === j + 1 && j + 1 < tokens.length ? ' *' : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Paper only (print.css shows `.print-only` in print): the reading, the layout when it is not the
 * reading's own, the move the board shows and the rules changed, above the board (play.css orders
 * them); and every move of the game, in two tables side by side once the game is long.
 */
function PrintedGame({ state, tokens }: { state: PlayState; tokens: string[] }) {
  const preset = state.presetId ? getPreset(state.presetId) : undefined;
  const rules = rulesOf(state);
  const changed = diffRules(state.base, rules);
  const layout = state.layoutId ? getLayout(state.layoutId) : undefined;
  const end = tokens.length;
  const first = state.start.turn;
  const sides = first === 'attackers' ? [SIDE_NAMES.attackers, SIDE_NAMES.defenders] : [SIDE_NAMES.defenders, SIDE_NAMES.attackers];
  const turns: number[] = [];
  for (let i = 0; i < end; i += 2) turns.push(i);
  // More than 12 turns: two tables side by side, the first half of the game on the left.
  const split = turns.length > 12 ? Math.ceil(turns.length / 2) : turns.length;
  const halves = [turns.slice(0, split), turns.slice(split)].filter((h) => h.length > 0);
  return (
    <>
      <div class="play-print-head print-only" data-testid="print-head">
        <p class="play-print-title">
          <strong>{preset ? preset.name : 'Custom rules, not from a reading'}</strong>
          {layout && preset && state.layoutId !== preset.layout.value && <>, {layout.name}</>}
          {state.layoutId === null && <>, from a start position set up or imported</>}
        </p>
        <p>
          The board shows {state.cursor === 0 ? 'the start' : `the position after move ${state.cursor}`}
          {end > 0 ? ` of ${end}` : ''}.
        </p>
        {preset &&
          (changed.length === 0 ? (
            <p>The reading’s rules, unchanged.</p>
          ) : (
            <div>
              <p>Rules changed from the reading:</p>
              <ul>
                {changed.map((key) => (
                  <li key={key}>
                    {RULE_META[key].label}: {describeValue(key, rules[key] as never)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </div>
      <div class="play-print-moves print-only" data-testid="print-moves">
        <h2>Moves</h2>
        {end === 0 ? (
          <p>No moves yet: the {first} move first.</p>
        ) : (
          <>
            <div class="play-print-tables">
              {halves.map((h) => (
                <TurnTable key={h[0]} turns={h} sides={sides} tokens={tokens} cursor={state.cursor} />
              ))}
            </div>
            <p class="play-print-note">
              {end} {end === 1 ? 'move' : 'moves'} in the site’s notation: the square a piece leaves, the square it reaches, then x and the
              square of each piece it captures.
              {state.cursor < end && state.cursor > 0 ? ' * marks the move the board shows.' : ''}
            </p>
          </>
        )}
      </div>
    </>
  );
}

export function MoveList({ state, dispatch }: Props) {
  const { line, cursor } = state;
  const tokens = moveTexts(line);
  const end = tokens.length;
  const editing = state.editor !== null;
  const controls = moveControls(state, dispatch);
  const rows: number[] = [];
  for (let i = 0; i < end; i += 2) rows.push(i);
  return (
    <section class="play-panel play-moves" data-unpins-board aria-labelledby="play-moves-h">
      <h2 id="play-moves-h">Moves</h2>
      <div class="play-buttons" role="group" aria-label="Change the game">
        {controls.change
          .filter((c) => c.label !== 'Undo')
          .map((c) => (
            <ControlButton key={c.label} control={c} />
          ))}
      </div>
      {end === 0 ? (
        <p class="play-hint">No moves yet. {state.start.turn === 'attackers' ? 'The attackers' : 'The defenders'} move first here.</p>
      ) : (
        <ol class="move-list" aria-label="Moves of the game">
          {rows.map((i) => (
            <li key={i}>
              <span class="move-no" aria-hidden="true">
                {i / 2 + 1}.
              </span>
              {[i, i + 1]
                .filter((j) => j < end)
                .map((j) => (
                  <button
                    key={j}
                    type="button"
                    class="move"
                    aria-current={cursor === j + 1 ? 'step' : undefined}
                    aria-label={`Move ${j + 1}: ${tokens[j]}`}
                    onClick={() => !editing && dispatch({ type: 'jump', ply: j + 1 })}
                  >
                    {tokens[j]}
                  </button>
                ))}
            </li>
          ))}
        </ol>
      )}
      {cursor < end && (
        <p class="play-hint">
          Showing the position after {cursor === 0 ? 'no move (the start)' : `move ${cursor}`} of {end}. A move played here replaces the
          moves after it.
        </p>
      )}
      <PrintedGame state={state} tokens={tokens} />
    </section>
  );
}
