/**
 * The manuscript view: the 19×19 points of Alea Evangelii with the 72 + 1 points every
 * reconstruction occupies, the four variegated points, the presumed place of the "primary man",
 * and the four evangelists' sides along the edges. A radio group colours the men by Murray's
 * allocation (layout M) or the alternative one (layout W); the two sides differ in shape as well
 * as colour. Server-rendered with layout M, so the figure reads without JavaScript.
 */
import type { ComponentChildren } from 'preact';
import { useId, useMemo, useState } from 'preact/hooks';
import { FILES } from '../../engine';
import {
  ALLOCATIONS,
  ALLOCATION_LABEL,
  BOARD_SIZE,
  PRIMARY_POINT,
  manuscriptPoints,
  pointsOf,
  switchedPoints,
  type Allocation,
  type ManuscriptPoint,
  type Side,
} from './points';
import { citationHref } from '../../site/url';
import './manuscript.css';

const LAST = BOARD_SIZE - 1;
/** SVG y of a rank (rank 19 at the top). */
const yOf = (rank: number) => LAST - rank;

const SIDE_WORD: { readonly [S in Side]: readonly [string, string] } = {
  attacker: ['attacker', 'attackers'],
  defender: ['defender', 'defenders'],
  king: ['king', 'kings'],
};

/** A man drawn around (cx, cy): attackers are dark discs, defenders light squares, the king a crowned disc. */
function Man({ side, cx, cy }: { readonly side: Side; readonly cx: number; readonly cy: number }) {
  switch (side) {
    case 'attacker':
      return <circle class="mv-man mv-man--attacker" cx={cx} cy={cy} r={0.34} />;
    case 'defender':
      return <rect class="mv-man mv-man--defender" x={cx - 0.28} y={cy - 0.28} width={0.56} height={0.56} />;
    case 'king':
      return (
        <g class="mv-man mv-man--king">
          <circle cx={cx} cy={cy} r={0.42} />
          <path class="mv-crown" d={`M${cx - 0.22} ${cy + 0.14}l-0.04 -0.3 0.13 0.11 0.13 -0.21 0.13 0.21 0.13 -0.11 -0.04 0.3z`} />
        </g>
      );
  }
}

function VariegatedMark({ cx, cy }: { readonly cx: number; readonly cy: number }) {
  return <circle class="mv-mark mv-mark--variegated" cx={cx} cy={cy} r={0.52} />;
}

function PrimaryMark({ cx, cy }: { readonly cx: number; readonly cy: number }) {
  return <rect class="mv-mark mv-mark--primary" x={cx - 0.5} y={cy - 0.5} width={1} height={1} transform={`rotate(45 ${cx} ${cy})`} />;
}

/** A small picture for the key, one point wide. */
function Swatch({ children }: { readonly children: ComponentChildren }) {
  return (
    <svg class="mv-swatch" viewBox="-0.75 -0.75 1.5 1.5" aria-hidden="true" focusable="false">
      <path class="mv-line" d="M-0.75 0H0.75M0 -0.75V0.75" />
      {children}
    </svg>
  );
}

/** The evangelists' sides, in Robinson's order: each read in the direction the text walks it. */
const EDGE_LABELS = [
  { side: 'top', name: 'Matthew', text: 'Matthew →', x: LAST / 2, y: -0.95, rotate: 0 },
  { side: 'right', name: 'Luke', text: 'Luke →', x: LAST + 0.95, y: LAST / 2, rotate: 90 },
  { side: 'bottom', name: 'John', text: '← John', x: LAST / 2, y: LAST + 2.05, rotate: 0 },
  { side: 'left', name: 'Mark', text: 'Mark →', x: -1.75, y: LAST / 2, rotate: -90 },
] as const;

/** The allocation's name inside a sentence. */
const ALLOCATION_PHRASE: { readonly [A in Allocation]: string } = {
  M: 'the allocation credited to Murray (layout M)',
  W: 'the alternative allocation (layout W)',
};

const list = (names: readonly string[]) => names.join(', ');

/** What the figure says under one allocation: the men of each side and the marked points. */
interface Reading {
  readonly points: readonly ManuscriptPoint[];
  readonly switched: readonly string[];
  readonly allocation: Allocation;
  readonly defenders: readonly string[];
  readonly attackers: readonly string[];
  readonly king: readonly string[];
  readonly variegated: readonly ManuscriptPoint[];
  readonly primary: ManuscriptPoint | undefined;
}

function readingOf(points: readonly ManuscriptPoint[], switched: readonly string[], allocation: Allocation): Reading {
  return {
    points,
    switched,
    allocation,
    defenders: pointsOf(points, allocation, 'defender'),
    attackers: pointsOf(points, allocation, 'attacker'),
    king: pointsOf(points, allocation, 'king'),
    variegated: points.filter((p) => p.variegated),
    primary: points.find((p) => p.primary),
  };
}

function AllocationToggle({
  uid,
  allocation,
  onChange,
}: {
  readonly uid: string;
  readonly allocation: Allocation;
  readonly onChange: (a: Allocation) => void;
}) {
  return (
    <fieldset class="mv-toggle">
      <legend>Colour the men by</legend>
      {ALLOCATIONS.map((a) => (
        <label key={a}>
          <input
            type="radio"
            name={`${uid}-allocation`}
            value={a}
            checked={allocation === a}
            onChange={() => onChange(a)}
            data-allocation-option={a}
          />{' '}
          {ALLOCATION_LABEL[a]}
        </label>
      ))}
    </fieldset>
  );
}

function StatusLine({ id, r }: { readonly id: string; readonly r: Reading }) {
  return (
    <p id={id} class="mv-status" aria-live="polite" data-testid="manuscript-status">
      {ALLOCATION_LABEL[r.allocation]}: the king on {r.king.join('')}, {r.defenders.length} {SIDE_WORD.defender[1]} and {r.attackers.length}{' '}
      {SIDE_WORD.attacker[1]} on the {r.points.length - 1} points around him.
    </p>
  );
}

/**
 * The board's lines and its file letters and rank numbers. Their size is manuscript.css's, by the
 * width the picture is drawn at; their places do not depend on it: a rank number is centred on its
 * line (a central baseline), a file letter hangs from under the board (text-before-edge).
 */
function GridAndCoords() {
  return (
    <>
      <rect class="mv-bg" x={-0.6} y={-0.6} width={LAST + 1.2} height={LAST + 1.2} />
      <g class="mv-grid" aria-hidden="true">
        {Array.from({ length: BOARD_SIZE }, (_, i) => (
          <path key={i} class="mv-line" d={`M0 ${i}H${LAST}M${i} 0V${LAST}`} />
        ))}
      </g>
      <g class="mv-coords" aria-hidden="true">
        {Array.from({ length: BOARD_SIZE }, (_, i) => (
          <text key={`f${i}`} class="mv-coord" x={i} y={LAST + 0.66} text-anchor="middle" dominant-baseline="text-before-edge">
            {FILES[i]}
          </text>
        ))}
        {Array.from({ length: BOARD_SIZE }, (_, i) => (
          <text key={`r${i}`} class="mv-coord" x={-0.62} y={yOf(i)} text-anchor="end" dominant-baseline="central">
            {i + 1}
          </text>
        ))}
      </g>
    </>
  );
}

function EdgeLabels() {
  return (
    <g class="mv-edges">
      {EDGE_LABELS.map((e) => (
        <text
          key={e.side}
          class="mv-evangelist"
          data-edge={e.side}
          data-evangelist={e.name}
          x={e.x}
          y={e.y}
          text-anchor="middle"
          transform={e.rotate ? `rotate(${e.rotate} ${e.x} ${e.y})` : undefined}
        >
          {e.text}
        </text>
      ))}
    </g>
  );
}

function Points({ points, allocation }: { readonly points: readonly ManuscriptPoint[]; readonly allocation: Allocation }) {
  return (
    <g class="mv-points">
      {points.map((p) => {
        const cx = p.file;
        const cy = yOf(p.rank);
        const side = p.side[allocation];
        return (
          <g
            key={p.name}
            data-point={p.name}
            data-side={side}
            data-variegated={p.variegated ? 'true' : undefined}
            data-primary={p.primary ? 'true' : undefined}
          >
            {p.variegated && <VariegatedMark cx={cx} cy={cy} />}
            {p.primary && <PrimaryMark cx={cx} cy={cy} />}
            <Man side={side} cx={cx} cy={cy} />
          </g>
        );
      })}
    </g>
  );
}

function Figure({ titleId, statusId, r }: { readonly titleId: string; readonly statusId: string; readonly r: Reading }) {
  return (
    <div class="mv-picture" data-pagefind-ignore="all">
      <svg class="mv-svg" viewBox="-2.5 -1.7 22.2 22.2" role="img" aria-labelledby={titleId} aria-describedby={statusId}>
        <title id={titleId}>
          The 19 by 19 points of Alea Evangelii with the 73 occupied points of the reconstructions, the evangelists’ sides marked along the
          edges
        </title>
        <GridAndCoords />
        <EdgeLabels />
        <Points points={r.points} allocation={r.allocation} />
      </svg>
    </div>
  );
}

function KeyItem({ mark, children }: { readonly mark: ComponentChildren; readonly children: ComponentChildren }) {
  return (
    <li>
      <Swatch>{mark}</Swatch>
      {children}
    </li>
  );
}

function Key({ r }: { readonly r: Reading }) {
  return (
    <ul class="mv-key" aria-label="Key to the figure">
      <KeyItem mark={<Man side="attacker" cx={0} cy={0} />}>Dark disc: an attacker ({r.attackers.length})</KeyItem>
      <KeyItem mark={<Man side="defender" cx={0} cy={0} />}>Light square: a defender ({r.defenders.length})</KeyItem>
      <KeyItem mark={<Man side="king" cx={0} cy={0} />}>Crowned disc: the king, on the centre</KeyItem>
      <KeyItem mark={<VariegatedMark cx={0} cy={0} />}>Dashed ring: a variegated point (inferred)</KeyItem>
      <KeyItem mark={<PrimaryMark cx={0} cy={0} />}>Diamond frame: the “primary man” (presumed)</KeyItem>
    </ul>
  );
}

function Caption({ r }: { readonly r: Reading }) {
  return (
    <figcaption class="mv-caption">
      The points are the 72 + 1 that both verified layouts occupy (
      <a class="citation" href={citationHref({ source: 'layout-research', where: '§2.1' })}>
        layout research, §2.1–2.3
      </a>
      ). They are the reconstructions’ geometry, not a copy of the drawing, on which the sources count from 69 to 72 pieces. The sides along
      the edges follow Robinson’s paraphrase, each read in the direction the text walks it. The four ringed points (
      {list(r.variegated.map((p) => p.name))}) are where the{' '}
      <a class="citation" href={citationHref({ source: 'layout-research', where: '§4' })}>
        layout research
      </a>{' '}
      places the variegated men, from Walker’s words as it records them, “in the middle of the diagonal rows of five pieces”: an inferred
      mapping, not a reading of the manuscript. The diamond at {PRIMARY_POINT} is where a single forum post puts the “primary man”; that
      post does not say which way up its board is, so the place is presumed. Switching the allocation changes the side of{' '}
      {r.switched.length} points.
    </figcaption>
  );
}

function PointsInWords({ r }: { readonly r: Reading }) {
  const { allocation, primary, variegated } = r;
  const variegatedSides = [...new Set(variegated.map((p) => SIDE_WORD[p.side[allocation]][1]))].join(' and ');
  return (
    <details class="mv-words">
      <summary>The points in words</summary>
      <dl data-testid="manuscript-words">
        <dt>King (1)</dt>
        <dd>{list(r.king)}</dd>
        <dt>
          Defenders ({r.defenders.length}) in {ALLOCATION_PHRASE[allocation]}
        </dt>
        <dd data-list="defender">{list(r.defenders)}</dd>
        <dt>
          Attackers ({r.attackers.length}) in {ALLOCATION_PHRASE[allocation]}
        </dt>
        <dd data-list="attacker">{list(r.attackers)}</dd>
        <dt>Variegated points ({variegated.length}, inferred mapping)</dt>
        <dd>
          {list(variegated.map((p) => p.name))}: {variegatedSides} under this allocation
        </dd>
        <dt>The “primary man” (presumed)</dt>
        <dd>{primary ? `${primary.name}: ${SIDE_WORD[primary.side[allocation]][0]} under this allocation` : 'not among the points'}</dd>
        <dt>Points whose side differs between the two allocations ({r.switched.length})</dt>
        <dd>{list(r.switched)}</dd>
        <dt>The evangelists’ sides</dt>
        <dd>Matthew the top, Luke the right, John the bottom, Mark the left</dd>
      </dl>
    </details>
  );
}

export interface ManuscriptViewProps {
  /** The allocation shown first (Murray's by default). */
  readonly initial?: Allocation;
}

export default function ManuscriptView({ initial = 'M' }: ManuscriptViewProps) {
  const points = useMemo(() => manuscriptPoints(), []);
  const switched = useMemo(() => switchedPoints(points), [points]);
  const [allocation, setAllocation] = useState<Allocation>(initial);
  const uid = useId();
  const titleId = `${uid}-title`;
  const statusId = `${uid}-status`;
  const r = readingOf(points, switched, allocation);

  return (
    <figure class="mv" data-testid="manuscript-view" data-allocation={allocation}>
      <AllocationToggle uid={uid} allocation={allocation} onChange={setAllocation} />
      <StatusLine id={statusId} r={r} />
      <Figure titleId={titleId} statusId={statusId} r={r} />
      <Key r={r} />
      <Caption r={r} />
      <PointsInWords r={r} />
    </figure>
  );
}
