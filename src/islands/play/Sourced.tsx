/**
 * Evidence labels and citations for the island, in the site's visual language (EvidenceBadge.astro,
 * Citation.astro): evidence always in words, with a border style per kind; a citation in its short
 * form with the full title as its tooltip, marked "(second-hand)" where the source is reported.
 */
import { Fragment } from 'preact';
import { SOURCES, formatCitation, type Citation } from '../../engine/rules/sources';
import { PROSE_EVIDENCE_LABELS, type ProseEvidence } from '../../engine/rules/prose';

export function Evidence({ evidence, announce = false }: { evidence: ProseEvidence; announce?: boolean }) {
  return (
    <span class={`evidence evidence-${evidence}`}>
      {announce && <span class="visually-hidden">Evidence: </span>}
      {PROSE_EVIDENCE_LABELS[evidence]}
    </span>
  );
}

export function Cite({ cite }: { cite: Citation }) {
  const info = SOURCES[cite.source];
  return (
    <>
      <cite class="citation" title={info.title}>
        {formatCitation(cite)}
      </cite>
      {info.access === 'reported' && <span class="reported"> (second-hand)</span>}
    </>
  );
}

/** Several citations joined with "; ", or "no source" in words. */
export function Cites({ cites }: { cites: readonly Citation[] }) {
  if (cites.length === 0) return <span class="no-source">no source</span>;
  return (
    <>
      {cites.map((c, i) => (
        <Fragment key={i}>
          {i > 0 && '; '}
          <Cite cite={c} />
        </Fragment>
      ))}
    </>
  );
}
