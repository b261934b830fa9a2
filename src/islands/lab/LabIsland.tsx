/**
 * The balance lab: choose a reading, change rules, pick an AI level and a number of games, and let
 * the AI play itself in Web Workers while the results fill in. Props are plain data (the reading to
 * start with, the shipped results), so the island renders on the server; workers start on Run only.
 */
import { useEffect, useMemo, useReducer, useState } from 'preact/hooks';
import { LabRules } from './LabRules';
import { LevelField, NumberFields, ReadingField } from './LabSettings';
import { readLabQuery } from './link';
import { initialLabState, planRun, reduce, rulesOf, rulesProblem } from './model';
import { Results } from './Results';
import { RunPanel } from './RunPanel';
import { shippedFor, type ShippedResult } from './shipped';
import { ShippedTable } from './ShippedTable';
import { useLabRunner, type TestPool } from './useLabRunner';
import '../controls.css';
import './lab.css';
import './LabSettings.css';
import './RunPanel.css';
import './Results.css';
import './ShippedTable.css';

export interface LabProps {
  /** The reading the lab opens with. */
  readonly defaultPreset?: string;
  /** The precomputed results (from src/data/balance/, made plain by shippedResults). */
  readonly shipped?: readonly ShippedResult[];
  /** Tests only: fake workers instead of Web Workers. */
  readonly testPool?: TestPool;
}

export default function LabIsland({ defaultPreset, shipped = [], testPool }: LabProps) {
  const [state, dispatch] = useReducer(reduce, defaultPreset, initialLabState);
  const [ready, setReady] = useState(false);
  const [link, setLink] = useState<{ readonly problems: readonly string[] } | null>(null);
  useEffect(() => {
    // A link's settings (a map cell's "run it again"), read once: the reader still presses Run.
    const read = readLabQuery(location.search, initialLabState(defaultPreset).settings);
    if (read) {
      dispatch({ type: 'load', settings: read.settings });
      setLink({ problems: read.problems });
    }
    setReady(true);
  }, []);
  const { run, stop } = useLabRunner(dispatch, testPool);
  const s = state.settings;
  const rules = useMemo(() => rulesOf(s), [s.presetId, s.patch]);
  const rulesError = useMemo(() => rulesProblem(s), [s.presetId, s.patch]);
  const planned = useMemo(() => planRun(s), [s]);
  const current = state.run;
  const compare = current
    ? shippedFor(shipped, current.plan.presetId, current.plan.rules, current.plan.layout)
    : shippedFor(shipped, s.presetId, rules, s.layout);
  return (
    <div class="lab" data-ready={ready ? 'true' : undefined}>
      <div class="lab-grid">
        <section class="lab-panel lab-settings" aria-labelledby="lab-settings-h">
          <h2 id="lab-settings-h">Settings</h2>
          {link && (
            <div class="lab-link" data-testid="lab-link">
              <p class="lab-note">The link set the reading, its rules and the games below: press Run to play them.</p>
              {link.problems.length > 0 && (
                <div class="lab-link-problems" role="alert" data-testid="lab-link-problems">
                  {link.problems.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
              )}
            </div>
          )}
          <ReadingField presetId={s.presetId} other={s.layout} dispatch={dispatch} />
          <LabRules settings={s} rules={rules} problem={rulesError} dispatch={dispatch} />
          <LevelField level={s.level} dispatch={dispatch} />
          <NumberFields settings={s} dispatch={dispatch} />
          {current?.status === 'running' && <p class="lab-note">Changes apply to the next run.</p>}
        </section>
        <div class="lab-main">
          <RunPanel
            run={current}
            blocked={planned.ok ? null : planned.error[0]!}
            onRun={() => planned.ok && void run(planned.value)}
            onStop={stop}
          />
          <Results run={current} compare={compare} />
        </div>
      </div>
      <ShippedTable shipped={shipped} />
    </div>
  );
}

export { LabIsland };
