/**
 * The reading and its starting layout: a <select> of every reading grouped as PRESET_GROUPS, the
 * chosen reading's author and summary, and a <select> of its layouts with how the layout is known.
 */
import { getLayout, PRESETS, getPreset, PRESET_GROUPS, type PresetGroup } from '../../engine';
import { layoutChoices } from './game-line';
import type { PlayAction } from './model';
import { Cite, Evidence } from './Sourced';
import { takeChoice } from './choice';

interface Props {
  presetId: string | null;
  layoutId: string | null;
  disabled: boolean;
  dispatch: (a: PlayAction) => void;
}

const GROUPS = Object.keys(PRESET_GROUPS) as PresetGroup[];

/** The reading chooser, grouped (the Alea readings, the family). */
function ReadingSelect({ presetId, disabled, dispatch }: Pick<Props, 'presetId' | 'disabled' | 'dispatch'>) {
  const preset = presetId ? getPreset(presetId) : undefined;
  return (
    <select
      id="play-preset"
      value={presetId ?? ''}
      disabled={disabled}
      onChange={(e) => dispatch({ type: 'choosePreset', presetId: takeChoice(e, presetId ?? '') })}
    >
      {!preset && (
        <option value="" disabled>
          Custom rules (from an imported record)
        </option>
      )}
      {GROUPS.map((g) => (
        <optgroup key={g} label={PRESET_GROUPS[g]}>
          {PRESETS.filter((p) => p.group === g).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

/** The layout chooser: the reading's own, the others of its size, or an edited position. */
function LayoutSelect({ presetId, layoutId, disabled, dispatch }: Props) {
  const preset = presetId ? getPreset(presetId) : undefined;
  const layouts = layoutChoices(presetId);
  return (
    <select
      id="play-layout"
      value={layoutId ?? ''}
      disabled={disabled}
      onChange={(e) => dispatch({ type: 'chooseLayout', layoutId: takeChoice(e, layoutId ?? '') })}
    >
      {layoutId === null && (
        <option value="" disabled>
          An edited or imported position
        </option>
      )}
      {layoutId !== null && !layouts.includes(layoutId) && <option value={layoutId}>{getLayout(layoutId)?.name ?? layoutId}</option>}
      {layouts.map((id) => (
        <option key={id} value={id}>
          {getLayout(id)?.name ?? id}
          {preset && id === preset.layout.value ? ' (the reading’s own)' : ''}
        </option>
      ))}
    </select>
  );
}

/** Where the layout comes from: the reading's own with its evidence, another named layout, or none. */
function LayoutInfo({ presetId, layoutId }: Pick<Props, 'presetId' | 'layoutId'>) {
  const preset = presetId ? getPreset(presetId) : undefined;
  const isOwn = preset !== undefined && layoutId === preset.layout.value;
  const layout = layoutId ? getLayout(layoutId) : undefined;
  return (
    <p class="play-layout-info">
      {isOwn && preset ? (
        <>
          The reading’s layout: <Evidence evidence={preset.layout.evidence} following={preset.layout.following} announce />
          {preset.layout.cite && (
            <>
              {' '}
              — <Cite cite={preset.layout.cite} />
            </>
          )}
          {preset.layout.quote && (
            <span class="play-note">
              <q data-quote>{preset.layout.quote}</q>
            </span>
          )}
          {preset.layout.note && <span class="play-note">{preset.layout.note}</span>}
        </>
      ) : layout ? (
        <>
          {preset ? 'Another layout, not the reading’s own: ' : 'A named layout: '}
          <Cite cite={layout.cite} />
          <span class="play-note">{layout.provenance}</span>
        </>
      ) : (
        <>The start is a position you edited or imported, not a named layout.</>
      )}
    </p>
  );
}

export function PresetPicker({ presetId, layoutId, disabled, dispatch }: Props) {
  const preset = presetId ? getPreset(presetId) : undefined;
  return (
    <section class="play-panel play-preset" aria-labelledby="play-reading-h">
      <h2 id="play-reading-h">Reading and layout</h2>
      <label class="play-field" for="play-preset">
        <span class="play-label">Reading</span>
        <ReadingSelect presetId={presetId} disabled={disabled} dispatch={dispatch} />
      </label>
      {preset ? (
        <>
          <p class="play-author">{preset.author}</p>
          <p class="play-summary">{preset.summary}</p>
        </>
      ) : (
        <p class="play-summary">
          These rules came with an imported record and match no reading on this site, so no value is marked as a reading's.
        </p>
      )}
      <label class="play-field" for="play-layout">
        <span class="play-label">Starting layout</span>
        <LayoutSelect presetId={presetId} layoutId={layoutId} disabled={disabled} dispatch={dispatch} />
      </label>
      <LayoutInfo presetId={presetId} layoutId={layoutId} />
    </section>
  );
}
