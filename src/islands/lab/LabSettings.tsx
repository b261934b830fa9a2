/**
 * The run's settings: the reading (its own layout, or the one a link asks for), the AI level with what each level does, the
 * number of games, the seed, and the move limit. Numbers are kept as typed; a bad one gets its
 * sentence under the field and Run waits until it is fixed.
 */
import { LEVELS, LEVEL_IDS, type LevelId } from '../../ai/play/levels';
import { getLayout, PRESETS, getPreset, PRESET_GROUPS, type PresetGroup } from '../../engine';
import { numberProblem, type LabAction, type LabSettings, type NumberField } from './model';

type Dispatch = (a: LabAction) => void;

const GROUPS = Object.keys(PRESET_GROUPS) as PresetGroup[];

const sizeOf = (layoutId: string): string => {
  const n = getLayout(layoutId)?.size;
  return n ? `${n}×${n}` : '';
};

export function ReadingField({ presetId, other, dispatch }: { presetId: string; other?: string | null; dispatch: Dispatch }) {
  const preset = getPreset(presetId);
  const layout = preset ? getLayout(preset.layout.value) : undefined;
  const otherLayout = other ? getLayout(other) : undefined;
  return (
    <div class="lab-reading">
      <label class="lab-field" for="lab-preset">
        <span class="lab-label">Reading</span>
        <select
          id="lab-preset"
          value={presetId}
          onChange={(e) => dispatch({ type: 'choosePreset', presetId: (e.currentTarget as HTMLSelectElement).value })}
        >
          {GROUPS.map((g) => (
            <optgroup key={g} label={PRESET_GROUPS[g]}>
              {PRESETS.filter((p) => p.group === g).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({sizeOf(p.layout.value)})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {preset && (
        <>
          <p class="lab-author">{preset.author}</p>
          {otherLayout ? (
            <p class="lab-note lab-layout" data-testid="lab-layout">
              Games start from {otherLayout.name}, as the link asks, not from the reading’s own layout.{' '}
              <button type="button" class="lab-link-button" onClick={() => dispatch({ type: 'ownLayout' })}>
                Use the reading’s own layout
              </button>
            </p>
          ) : (
            <p class="lab-note">
              Games start from the reading’s own layout{layout ? `: ${layout.name}` : ''}. Smaller boards play much faster.
            </p>
          )}
        </>
      )}
    </div>
  );
}

export function LevelField({ level, dispatch }: { level: LevelId; dispatch: Dispatch }) {
  return (
    <fieldset class="lab-levels">
      <legend>AI level (both sides)</legend>
      {LEVEL_IDS.map((id) => (
        <label key={id} class="lab-level" for={`lab-level-${id}`}>
          <input
            type="radio"
            id={`lab-level-${id}`}
            name="lab-level"
            value={id}
            checked={level === id}
            aria-describedby={`lab-level-${id}-d`}
            onChange={() => dispatch({ type: 'setLevel', level: id })}
          />
          <span>
            <span class="lab-level-name">{LEVELS[id].label}</span>
            <span class="lab-level-desc" id={`lab-level-${id}-d`}>
              {LEVELS[id].description}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

interface NumberProps {
  field: NumberField;
  label: string;
  hint?: string;
  settings: LabSettings;
  dispatch: Dispatch;
}

function NumberInput({ field, label, hint, settings, dispatch }: NumberProps) {
  const id = `lab-${field}`;
  const problem = numberProblem(settings, field);
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div class="lab-field">
      <label class="lab-label" for={id}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellcheck={false}
        value={settings[field]}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={describedBy || undefined}
        onInput={(e) => dispatch({ type: 'setNumber', field, text: (e.currentTarget as HTMLInputElement).value })}
      />
      {hint && (
        <p class="lab-note" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {problem && (
        <p class="lab-problem" id={`${id}-error`}>
          {problem}
        </p>
      )}
    </div>
  );
}

export function NumberFields({ settings, dispatch }: { settings: LabSettings; dispatch: Dispatch }) {
  return (
    <div class="lab-numbers">
      <NumberInput field="games" label="Number of games" hint="From 2 to 1000." settings={settings} dispatch={dispatch} />
      <NumberInput
        field="seed"
        label="Seed"
        hint="Openings are varied by seed so games differ: game 1 uses this seed, game 2 the next, and so on. The same seed replays the same games."
        settings={settings}
        dispatch={dispatch}
      />
      <details class="lab-advanced">
        <summary>Advanced</summary>
        <NumberInput
          field="maxPlies"
          label="Move limit (moves)"
          hint="A game still going after this many moves (a move by either side counts one) is stopped and counted as a draw. Unless you change it: 400, or 800 on a 19×19 board, whose games are longer."
          settings={settings}
          dispatch={dispatch}
        />
      </details>
    </div>
  );
}
