/**
 * Next to the board: who plays the other side (the computer, at which level, or a person), with one
 * line to switch to two people or to Alea Evangelii itself; which reading the game follows and, when the rules in force differ from it
 * (changed here, or opened from a shared link), how many rules and which, each with its way back,
 * and one button that resets them all. A game put aside by a reading change can be returned to from here.
 */
import { LEVELS } from '../../ai/play/levels';
import { RULE_META, describeValue, diffRules, getPreset } from '../../engine';
import { gameName, rulesOf, type PlayAction, type PlayState } from './model';

/** The reading the "Alea Evangelii itself" switch opens: Walker's web rules, the site's usual 19×19 game. */
export const ALEA_GAME = 'alea-cyningstan';

interface Props {
  readonly state: PlayState;
  readonly dispatch: (a: PlayAction) => void;
}

export function ReadingBar({ state, dispatch }: Props) {
  const preset = state.presetId ? getPreset(state.presetId) : undefined;
  const rules = rulesOf(state);
  const changed = preset ? diffRules(state.base, rules) : [];
  const editing = state.editor !== null;
  const previous = state.previous;
  const aiSide = state.opponent === 'person' ? null : state.opponent;
  return (
    <section class="play-reading-bar" aria-labelledby="play-reading-bar-h" data-testid="reading-bar">
      <p class="play-opponent" data-testid="play-opponent">
        {aiSide ? (
          <>
            You play the {aiSide === 'attackers' ? 'defenders, the king’s side' : 'attackers'}; the computer plays the {aiSide}, at the{' '}
            {LEVELS[state.level].label.toLowerCase()} level.{' '}
            <button
              type="button"
              class="play-small"
              disabled={editing}
              onClick={() => dispatch({ type: 'setOpponent', opponent: 'person' })}
            >
              Two people instead
            </button>
          </>
        ) : (
          <>Two people play here, taking turns at this screen. </>
        )}
        {!state.presetId?.startsWith('alea-') && (
          <>
            {' '}
            <button
              type="button"
              class="play-small"
              disabled={editing}
              onClick={() => dispatch({ type: 'choosePreset', presetId: ALEA_GAME })}
            >
              Play Alea Evangelii
            </button>
          </>
        )}
      </p>
      <h2 id="play-reading-bar-h" class="play-reading-name">
        {preset ? preset.name : 'Custom rules, not from a reading'}
        {changed.length > 0 && (
          <span class="play-changed-count" data-testid="rules-changed-count">
            , {changed.length === 1 ? 'one rule' : `${changed.length} rules`} changed
          </span>
        )}
      </h2>
      {changed.length > 0 && (
        <>
          <ul class="play-changed-list">
            {changed.map((k) => (
              <li key={k}>
                <span class="changed-mark" aria-hidden="true">
                  ✎
                </span>{' '}
                <strong>{RULE_META[k].label}</strong> {describeValue(k, rules[k] as never)}{' '}
                <button
                  type="button"
                  class="play-small"
                  disabled={editing}
                  aria-label={`Back to the reading: ${RULE_META[k].label}`}
                  title={`The reading says: ${describeValue(k, state.base[k] as never)}`}
                  onClick={() => dispatch({ type: 'resetRule', key: k })}
                >
                  Back to the reading
                </button>
              </li>
            ))}
          </ul>
          <button type="button" class="play-small" disabled={editing} onClick={() => dispatch({ type: 'resetRules' })}>
            Reset every rule to {preset?.name}
          </button>
        </>
      )}
      {previous && (
        <p class="play-previous">
          Your game of {previous.line.moves.length === 1 ? 'one move' : `${previous.line.moves.length} moves`} under {gameName(previous)} is
          put aside.{' '}
          <button type="button" class="play-small" disabled={editing} onClick={() => dispatch({ type: 'returnToPrevious' })}>
            Return to it
          </button>
        </p>
      )}
    </section>
  );
}
