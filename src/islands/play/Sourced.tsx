/**
 * Evidence labels and citations for the island, in the site's visual language (EvidenceBadge.astro,
 * Citation.astro): evidence always in words, with a border style per kind; a citation in its short
 * form, linked to its bibliography entry, marked "(second-hand)" where the source is reported.
 */
import { Fragment } from 'preact';
import {
  SOURCES,
  formatCitation,
  type Citation,
  PROSE_EVIDENCE_LABELS,
  type ProseEvidence,
  evidenceLabel,
  type Sourced,
} from '../../engine';
import { citationHref } from '../../site/url';

export function Evidence({
  evidence,
  following,
  announce = false,
}: {
  evidence: ProseEvidence;
  /** The program a choice copies ("Jocly"). */
  following?: string | undefined;
  announce?: boolean;
}) {
  const label = evidence === 'changed' || evidence === 'custom' ? PROSE_EVIDENCE_LABELS[evidence] : evidenceLabel({ evidence, following });
  return (
    <span class={`evidence evidence-${evidence}`}>
      {announce && <span class="visually-hidden">Evidence: </span>}
      {label}
    </span>
  );
}

/**
 * The source's own words behind a reading's value, in quotation marks, and the reading's note (the
 * reason, or why the project chose), folded under a summary so the rules panel stays short.
 */
export function SourceWords({ sourced, label }: { sourced: Pick<Sourced<unknown>, 'quote' | 'note' | 'evidence'>; label: string }) {
  if (!sourced.quote && !sourced.note) return null;
  // A reported value quotes the document that reports it, not the scholar.
  const words = sourced.evidence === 'reported' ? 'The report’s words' : 'The source’s words';
  return (
    <details class="source-words">
      <summary>
        {sourced.quote ? words : 'Why'}
        <span class="visually-hidden">: {label}</span>
      </summary>
      <p>
        {sourced.quote && <q data-quote>{sourced.quote}</q>}
        {sourced.quote && sourced.note && ' '}
        {sourced.note && <span class="source-note">{sourced.note}</span>}
      </p>
    </details>
  );
}

export function Cite({ cite }: { cite: Citation }) {
  const info = SOURCES[cite.source];
  return (
    <>
      <a class="citation" href={citationHref(cite)} data-citation={cite.source}>
        {formatCitation(cite)}
      </a>
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
