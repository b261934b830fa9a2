/**
 * One essay claim, playable: the claim's statement and citation, a toggle over every value of its
 * rule key, the claim's position on a board under the chosen value, "Play the move" and "Reset", and
 * the outcome sentence generated from what the engine does under that value. The reader may also
 * play any legal move on the board. Props are the claim itself (plain data), so the island renders
 * on the server with the claim's position under its reading's value.
 */
import { useMemo, useState } from 'preact/hooks';
import { Board } from '../board/Board';
import { Projector } from '../board/Projector';
import type { BoardView } from '../board/types';
import { toBoardView } from '../adapter';
import { RULE_META, SOURCES, formatCitation, replayTexts, claims } from '../../engine';
import { citationHref } from '../../site/url';
import type { EssayClaim } from '../../essays/claims';
import {
  observeAll,
  presetName,
  ruleSetting,
  startValue,
  valueEvidence,
  valueOptions,
  type ValueObservation,
  type ValueOption,
} from './model';
import { outcomeText } from './outcomeText';
import { claimEmbedQuery } from '../embed/claimQuery';
import { EmbedCode } from '../embed/EmbedCode';
import { boardScaleFor as boardScale, boardStyleFor } from '../board/look';
import './claim.css';

export interface ClaimDemoProps {
  readonly claim: EssayClaim;
}

const slug = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, '-');

interface Shown {
  readonly view: BoardView | null;
  /** The moves actually on the board after the start (the reader's moves that are still legal). */
  readonly played: readonly string[];
  /** The engine's reason the chosen value refuses the setup, when it does. */
  readonly refused: string | null;
}

function shownBoard(claim: EssayClaim, value: string, fallbackValue: string, moves: readonly string[]): Shown {
  const start = claims.claimLine(claim, value);
  if (start.ok) {
    const { line, played } = replayTexts(start.value, moves);
    return { view: toBoardView(line), played, refused: null };
  }
  // The value refuses the setup: show the claim's position under its reading's value, not a blank board.
  const fallback = claims.claimLine(claim, fallbackValue);
  return { view: fallback.ok ? toBoardView(fallback.value, { interactive: false }) : null, played: [], refused: start.error.message };
}

/** The sentence on what the move does under the chosen value, beside what it does under the others. */
function claimOutcome(
  claim: EssayClaim,
  value: string,
  initial: string,
  options: readonly ValueOption[],
  observations: Record<string, ValueObservation>,
): { readonly observation: ValueObservation; readonly outcome: string } {
  const observation = observations[value] ?? { kind: 'error' as const, message: `No value "${value}".` };
  const outcome = outcomeText({
    move: claim.move,
    key: claim.key,
    value,
    preset: claim.preset,
    presetValue: initial,
    ...(claim.compare ? { compare: claim.compare } : {}),
    observation,
    others: options.filter((o) => o.value !== value).map((o) => observations[o.value]!),
  });
  return { observation, outcome };
}

/** The demo's state: the value chosen and the moves on the board, with all that follows from them. */
function useClaimDemo(claim: EssayClaim) {
  const initial = useMemo(() => startValue(claim), [claim]);
  const options = useMemo(() => valueOptions(claim), [claim]);
  const observations = useMemo(() => observeAll(claim), [claim]);
  const [value, setValue] = useState(initial);
  const [moves, setMoves] = useState<readonly string[]>([]);
  const shown = useMemo(() => shownBoard(claim, value, initial, moves), [claim, value, initial, moves]);
  const { observation, outcome } = claimOutcome(claim, value, initial, options, observations);
  const playedClaim = shown.played.length === 1 && shown.played[0] === claim.move;
  // The board shown, as an embed query: the value shown (the reading's own when this one refuses the setup) and the moves on the board.
  const embedQuery = useMemo(() => claimEmbedQuery(claim, value, initial, shown.played), [claim, value, initial, shown]);
  return {
    initial,
    options,
    value,
    setValue,
    setMoves,
    shown,
    outcome,
    canPlay: shown.refused === null && observation.kind === 'played' && !playedClaim,
    embedQuery,
    /** The reading and the value the board shows. */
    boardTitle: `${presetName(claim.preset)}, ${ruleSetting(claim.key, shown.refused ? initial : value)}`,
  };
}

type Demo = ReturnType<typeof useClaimDemo>;

function ClaimStatement({ claim, id }: { readonly claim: EssayClaim; readonly id: string }) {
  const source = SOURCES[claim.cite.source];
  return (
    <p class="claim-statement" id={id}>
      <span class="claim-kicker">Claim</span> {claim.statement}{' '}
      <span class="claim-cite">
        (
        <a class="citation" href={citationHref(claim.cite)} data-citation={claim.cite.source}>
          {formatCitation(claim.cite)}
        </a>
        {source.access === 'reported' ? ', second-hand' : ''})
      </span>
    </p>
  );
}

function ClaimBoard({ claim, demo, view }: { readonly claim: EssayClaim; readonly demo: Demo; readonly view: BoardView }) {
  const { value, options, shown, setValue, setMoves } = demo;
  return (
    <Projector
      title={demo.boardTitle}
      download={{ reading: `${claim.preset}-${claim.key}-${value}`, ply: shown.played.length }}
      controls={[
        ...options.map((o) => ({
          label: o.label,
          hint: o.description,
          pressed: o.value === value,
          onClick: () => setValue(o.value),
        })),
        { label: 'Play the move', hint: `Play ${claim.move}`, disabled: !demo.canPlay, onClick: () => setMoves([claim.move]) },
        { label: 'Reset', hint: 'Back to the claim’s position', disabled: shown.played.length === 0, onClick: () => setMoves([]) },
      ]}
      controlsLabel="The rule’s values, and the move"
    >
      <Board
        view={view}
        boardStyle={boardStyleFor(claim.position.size)}
        label={`Board: ${demo.boardTitle}`}
        onMove={(from, to) => setMoves([...shown.played, `${from}-${to}`])}
      />
    </Projector>
  );
}

/** The rule's values as pressed buttons, and the chosen value's sentence with its evidence. */
function ValueToggle({ claim, demo, base }: { readonly claim: EssayClaim; readonly demo: Demo; readonly base: string }) {
  const { value, options, initial } = demo;
  const chosen = options.find((o) => o.value === value);
  const evidence = valueEvidence(claim, value, initial);
  return (
    <div class="claim-toggle" role="group" aria-labelledby={`${base}-key`}>
      <p class="claim-label" id={`${base}-key`}>
        {RULE_META[claim.key].label}
      </p>
      <div class="claim-values">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            class="claim-value big-button"
            aria-pressed={o.value === value ? 'true' : 'false'}
            aria-describedby={`${base}-v-${slug(o.value)}`}
            data-value={o.value}
            onClick={() => demo.setValue(o.value)}
          >
            {o.label}
            <span id={`${base}-v-${slug(o.value)}`} hidden>
              {o.description}
            </span>
          </button>
        ))}
      </div>
      {chosen && (
        <p class="claim-value-text">
          {chosen.description}
          {evidence && <> {evidence}</>}
        </p>
      )}
    </div>
  );
}

function ClaimControls({ claim, demo, base }: { readonly claim: EssayClaim; readonly demo: Demo; readonly base: string }) {
  return (
    <div class="claim-controls board-layout-controls">
      <ValueToggle claim={claim} demo={demo} base={base} />
      <p class="claim-move">
        The move: <strong>{claim.move}</strong>
        {claim.prelude && claim.prelude.length > 0 && <> (after {claim.prelude.join(', ')})</>}
      </p>
      <div class="claim-actions">
        <button type="button" class="claim-button big-button" disabled={!demo.canPlay} onClick={() => demo.setMoves([claim.move])}>
          Play the move
        </button>
        <button type="button" class="claim-button big-button" onClick={() => demo.setMoves([])}>
          Reset
        </button>
      </div>
      <p class="claim-outcome" data-testid="claim-outcome" aria-live="polite">
        {demo.outcome}
      </p>
      {demo.shown.refused !== null && (
        <p class="claim-note" data-testid="claim-refused">
          The board shows the position under {presetName(claim.preset)} ({ruleSetting(claim.key, demo.initial)}), because this value refuses
          it.
        </p>
      )}
    </div>
  );
}

export default function ClaimDemo({ claim }: ClaimDemoProps) {
  const demo = useClaimDemo(claim);
  const base = `claim-${slug(claim.id)}`;
  const scale = boardScale(claim.position.size);
  const { view } = demo.shown;

  return (
    <div
      class="claim-demo"
      data-testid="claim"
      data-claim={claim.id}
      data-value={demo.value}
      role="group"
      aria-labelledby={`${base}-statement`}
    >
      <ClaimStatement claim={claim} id={`${base}-statement`} />
      <div class={`claim-grid board-layout claim-grid--${scale}`}>
        <div class={`claim-board board-layout-board claim-board--${scale}`}>
          {view ? (
            <ClaimBoard claim={claim} demo={demo} view={view} />
          ) : (
            <p class="claim-note">The position cannot be set up under any of these rules.</p>
          )}
        </div>
        <ClaimControls claim={claim} demo={demo} base={base} />
      </div>
      {demo.embedQuery !== null && (
        <div class="claim-footer">
          <EmbedCode query={demo.embedQuery} title={demo.boardTitle} size={claim.position.size} />
        </div>
      )}
    </div>
  );
}

export { ClaimDemo };
