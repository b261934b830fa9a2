/**
 * The rule toggles, compact: every rule key as a <select> of its values' sentences (RULE_META),
 * grouped as RULE_GROUPS, folded away until opened. A changed rule says so in words and names the
 * reading's value. A combination the engine refuses is shown as its sentence, outside the fold.
 */
import { RULE_GROUPS, RULE_META, describeValue, type RuleGroup, getPreset, RULE_KEYS, RULE_VALUES, type RuleSet } from '../../engine';
import { changedKeys, type LabAction, type LabSettings } from './model';

const GROUPS = Object.keys(RULE_GROUPS) as RuleGroup[];

interface Props {
  settings: LabSettings;
  rules: RuleSet;
  problem: string | null;
  dispatch: (a: LabAction) => void;
}

export function LabRules({ settings, rules, problem, dispatch }: Props) {
  const preset = getPreset(settings.presetId);
  const changed = changedKeys(settings).length;
  return (
    <div class="lab-rules">
      <details>
        <summary>
          Rules: {changed === 0 ? 'as the reading has them' : <strong class="lab-changed">{`${changed} changed from the reading`}</strong>}
        </summary>
        <p class="lab-note">Change any rule to see how the balance moves. The reading’s own value is named under a changed rule.</p>
        <p>
          <button type="button" class="lab-small" disabled={changed === 0} onClick={() => dispatch({ type: 'resetRules' })}>
            Reset every rule to the reading
          </button>
        </p>
        {GROUPS.map((group) => (
          <fieldset key={group} class="lab-rule-group">
            <legend>{RULE_GROUPS[group]}</legend>
            {RULE_KEYS.filter((k) => RULE_META[k].group === group).map((k) => {
              const id = `lab-rule-${k}`;
              const own = preset?.rules[k].value;
              const isChanged = own !== undefined && own !== rules[k];
              return (
                <div key={k} class={`lab-rule${isChanged ? ' lab-rule--changed' : ''}`} data-rule={k}>
                  <label class="lab-label" for={id}>
                    {RULE_META[k].label}
                  </label>
                  <select
                    id={id}
                    value={rules[k]}
                    aria-describedby={isChanged ? `${id}-was` : undefined}
                    onChange={(e) => dispatch({ type: 'setRule', key: k, value: (e.currentTarget as HTMLSelectElement).value })}
                  >
                    {RULE_VALUES[k].map((v) => (
                      <option key={v} value={v}>
                        {describeValue(k, v as never)}
                      </option>
                    ))}
                  </select>
                  {isChanged && own !== undefined && (
                    <p class="lab-note" id={`${id}-was`}>
                      <strong class="lab-changed">Changed</strong> — the reading says: {describeValue(k, own as never)}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
      </details>
      {problem && (
        <p class="lab-problem" id="lab-rules-error">
          {problem}
        </p>
      )}
    </div>
  );
}
