/**
 * Every rule key as a <select>, grouped by RULE_GROUPS in fieldsets. Each option is the value's
 * sentence (RULE_META); under it, the reading's value with its evidence and citation, or, for a
 * changed key, "changed — the reading says: …" and a button back to the reading; and, folded, the
 * source's own words for a stated value or the reason for the others. Variations are
 * buttons that apply their patch.
 */
import {
  RULE_GROUPS,
  RULE_META,
  describeValue,
  type RuleGroup,
  getPreset,
  type Preset,
  notInPlay,
  RULE_KEYS,
  RULE_VALUES,
  type RuleKey,
  type RuleSet,
} from '../../engine';
import type { PlayAction } from './model';
import { Cite, Cites, Evidence, SourceWords } from './Sourced';
import { takeChoice } from './choice';

interface Props {
  presetId: string | null;
  rules: RuleSet;
  disabled: boolean;
  dispatch: (a: PlayAction) => void;
}

const GROUPS = Object.keys(RULE_GROUPS) as RuleGroup[];

function ReadingValue({ preset, k, changed, dispatch }: { preset: Preset; k: RuleKey; changed: boolean; dispatch: Props['dispatch'] }) {
  const sourced = preset.rules[k];
  const cites = sourced.cite ? [sourced.cite] : [];
  if (!changed)
    return (
      <>
        <p class="rule-reading">
          The reading’s value: <Evidence evidence={sourced.evidence} following={sourced.following} announce />, <Cites cites={cites} />.
        </p>
        <SourceWords sourced={sourced} label={RULE_META[k].label} />
      </>
    );
  return (
    <div class="rule-changed">
      <p>
        <strong class="changed-mark">changed</strong> — the reading says: {describeValue(k, sourced.value)} (
        <Evidence evidence={sourced.evidence} following={sourced.following} announce />, <Cites cites={cites} />)
      </p>
      <SourceWords sourced={sourced} label={RULE_META[k].label} />
      <button
        type="button"
        class="play-small"
        aria-label={`Reset to the reading: ${RULE_META[k].label}`}
        onClick={() => dispatch({ type: 'resetRule', key: k })}
      >
        Reset to the reading
      </button>
    </div>
  );
}

export function RuleToggles({ presetId, rules, disabled, dispatch }: Props) {
  const preset = presetId ? getPreset(presetId) : undefined;
  return (
    <section class="play-panel play-rules" data-unpins-board aria-labelledby="play-rules-h">
      <h2 id="play-rules-h">Rules</h2>
      <p class="play-hint">
        Change any rule: the game replays under the new rules. A change the engine cannot accept is refused with its reason, and nothing is
        lost. <a href="#play-prose-h">The rules in play</a> follow as prose after the last rule.
      </p>
      {preset?.variations && preset.variations.length > 0 && (
        <div class="play-variations" role="group" aria-label="Variations of this reading">
          <p class="play-label">Variations of this reading</p>
          {preset.variations.map((v) => (
            <p key={v.id}>
              <button
                type="button"
                class="play-small"
                aria-label={`Apply variation: ${v.label}`}
                disabled={disabled}
                onClick={() => dispatch({ type: 'applyVariation', id: v.id })}
              >
                {v.label}
              </button>{' '}
              <Cite cite={v.cite} />
            </p>
          ))}
        </div>
      )}
      {GROUPS.map((group) => (
        <fieldset key={group} class="rule-group" disabled={disabled}>
          <legend>{RULE_GROUPS[group]}</legend>
          {RULE_KEYS.filter((k) => RULE_META[k].group === group).map((k) => {
            const id = `play-rule-${k}`;
            const changed = preset !== undefined && preset.rules[k].value !== rules[k];
            const idle = notInPlay(rules, k);
            return (
              <div key={k} class={`rule${changed ? ' rule--changed' : ''}`} data-rule={k}>
                <label class="play-label" for={id}>
                  {RULE_META[k].label}
                </label>
                <select id={id} value={rules[k]} onChange={(e) => dispatch({ type: 'setRule', key: k, value: takeChoice(e, rules[k]) })}>
                  {RULE_VALUES[k].map((v) => (
                    <option key={v} value={v}>
                      {describeValue(k, v as never)}
                    </option>
                  ))}
                </select>
                <p class="rule-now" aria-hidden="true">
                  {describeValue(k, rules[k] as never)}
                </p>
                {idle && <p class="rule-idle">Cannot matter now: {idle}</p>}
                {preset && <ReadingValue preset={preset} k={k} changed={changed} dispatch={dispatch} />}
              </div>
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
