/** The rules in force as prose (rulesProse): a list per group, each sentence with its evidence and source. */
import { rulesProse, type RuleSet } from '../../engine';
import { Cites, Evidence } from './Sourced';

export function RulesProse({ rules, presetId }: { rules: RuleSet; presetId: string | null }) {
  const sections = rulesProse(rules, presetId);
  return (
    <section class="play-prose" aria-labelledby="play-prose-h" data-testid="rules-prose">
      <h2 id="play-prose-h">The rules in play</h2>
      {sections.map((s) => (
        <section key={s.group} aria-labelledby={`play-prose-${s.group}`}>
          <h3 id={`play-prose-${s.group}`}>{s.title}</h3>
          <ul>
            {s.sentences.map((x) => (
              <li key={x.key} class={x.changed ? 'prose-changed' : undefined} data-rule={x.key}>
                {x.text} <Evidence evidence={x.evidence} following={x.following} announce />{' '}
                <span class="prose-cite">
                  (<Cites cites={x.cites} />)
                </span>
              </li>
            ))}
          </ul>
          {s.omitted.length > 0 && (
            <div class="prose-omitted">
              <p>Not in play under these rules:</p>
              <ul>
                {s.omitted.map((o) => (
                  <li key={o.key} data-rule={o.key}>
                    {o.label}: {o.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      ))}
    </section>
  );
}
