/**
 * One essay claim, playable, as a counterfactual seen at a glance: the claim's statement and citation,
 * then the claim's position on two boards side by side (stacked on a phone), the first under the
 * claim's own reading's value of the rule, the second under the most instructive other value
 * (model.ts, contrastValue), which the reader may change among the rule's other values. Each board is
 * captioned with its reading, its value and what the move does there in a few words; the move is drawn
 * as an arrow (struck out where the rule forbids it). "Play the move" plays it on both boards at once,
 * and again; the pieces it captures stay on their squares, crossed out (a captured king too). The full
 * sentences (outcomeText.ts), the values' evidence, the key and both positions in words are folded
 * below. The reader may also play any legal move on either board. Props are the claim itself (plain
 * data), so the island renders on the server as it first appears.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Board } from '../board/Board';
import { Projector, type ProjectorAction } from '../board/Projector';
import type { BoardView } from '../board/types';
import { capitalise } from '../board/words';
import { toBoardView } from '../adapter';
import { RULE_VALUES, SOURCES, formatCitation, replayTexts, claims, valueName } from '../../engine';
import { citationHref } from '../../site/url';
import type { EssayClaim } from '../../essays/claims';
import {
  boardReading,
  contrastValue,
  observeAll,
  presetName,
  ruleSetting,
  startValue,
  valueEvidence,
  valueOptions,
  type ValueObservation,
} from './model';
import { type BoardResult, fewWords, outcomeText } from './outcomeText';
import { ClaimKey } from './ClaimKey';
import { claimEmbedQuery } from '../embed/claimQuery';
import { EmbedCode } from '../embed/EmbedCode';
import { boardScaleFor as boardScale, boardStyleFor } from '../board/look';
import './claim.css';

export interface ClaimDemoProps {
  readonly claim: EssayClaim;
}

const slug = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, '-');

/** The squares of a move written as text ("e2-e4" → e2, e4), for its arrow. */
const moveSquares = (move: string): { from: string; to: string } | null => {
  const m = /([a-s][0-9]{1,2})\s*[-^]\s*([a-s][0-9]{1,2})/i.exec(move);
  return m ? { from: m[1]!.toLowerCase(), to: m[2]!.toLowerCase() } : null;
};

/** How long a replay shows the position before the move is played again. */
const REPLAY_PAUSE_MS = 350;

interface Shown {
  readonly view: BoardView | null;
  /** The moves actually on the board after the start (the reader's moves that are still legal). */
  readonly played: readonly string[];
  /** The engine's reason the value refuses the setup, when it does. */
  readonly refused: string | null;
}

/**
 * One board: the claim under `value` with the moves still legal there. At the start it draws the
 * claim's move as an arrow, struck out where the value forbids it, and the claim's forbidden moves
 * struck out. A value that refuses the setup
 * shows the position under the claim's own value, as a picture.
 */
function shownBoard(claim: EssayClaim, value: string, ownValue: string, moves: readonly string[], observation: ValueObservation): Shown {
  const start = claims.claimLine(claim, value);
  if (start.ok) {
    const { line, played } = replayTexts(start.value, moves);
    const view = toBoardView(line);
    if (played.length > 0) return { view, played, refused: null };
    const arrow = moveSquares(claim.move);
    const forbidden = (claim.forbidden ?? []).flatMap((m) => moveSquares(m) ?? []);
    const illegal = observation.kind === 'illegal';
    const drawn: BoardView = {
      ...view,
      hint: illegal ? null : arrow,
      refusedMoves: [...(illegal && arrow ? [arrow] : []), ...forbidden],
      ...(illegal ? { status: `${claim.move} is not allowed under this rule.` } : {}),
    };
    return { view: drawn, played, refused: null };
  }
  const fallback = claims.claimLine(claim, ownValue);
  return {
    view: fallback.ok ? { ...toBoardView(fallback.value, { interactive: false }), status: 'This rule does not allow the position.' } : null,
    played: [],
    refused: start.error.message,
  };
}

/** What the claim's move does under each value, with the pieces it takes there (a captured king included). */
function resultsOf(claim: EssayClaim, observations: Record<string, ValueObservation>): Record<string, BoardResult> {
  const out: Record<string, BoardResult> = {};
  for (const value of RULE_VALUES[claim.key] as readonly string[]) {
    const observation = observations[value] ?? { kind: 'error' as const, message: `No value "${value}".` };
    const start = observation.kind === 'played' ? claims.claimLine(claim, value) : null;
    const taken = start?.ok ? toBoardView(replayTexts(start.value, [claim.move]).line).captured : [];
    out[value] = { observation, taken };
  }
  return out;
}

/** The demo's state: the second board's value and the moves on each board, with all that follows from them. */
function useClaimPair(claim: EssayClaim) {
  const own = useMemo(() => startValue(claim), [claim]);
  const observations = useMemo(() => observeAll(claim), [claim]);
  const results = useMemo(() => resultsOf(claim, observations), [claim, observations]);
  const others = useMemo(() => valueOptions(claim).filter((o) => o.value !== own), [claim, own]);
  const [value, setValue] = useState(() => contrastValue(claim, observations));
  const [moves, setMoves] = useState<{ readonly left: readonly string[]; readonly right: readonly string[] }>({ left: [], right: [] });
  const [said, setSaid] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const left = useMemo(() => shownBoard(claim, own, own, moves.left, results[own]!.observation), [claim, own, moves.left, results]);
  const right = useMemo(
    () => shownBoard(claim, value, own, moves.right, results[value]!.observation),
    [claim, value, own, moves.right, results],
  );
  const sides = [
    { side: 'left' as const, value: own, shown: left, result: results[own]!, other: results[value]! },
    { side: 'right' as const, value, shown: right, result: results[value]!, other: results[own]! },
  ].map((b) => ({ ...b, reading: boardReading(claim, b.value, own), words: capitalise(fewWords(b.result, b.other)) }));
  const summary = sides.map((b) => `${b.reading}: ${b.words}.`).join(' ');

  const stopReplay = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const playBoth = () => {
    stopReplay();
    const both = { left: [claim.move], right: [claim.move] };
    setSaid(`${claim.move} played on both boards. ${summary}`);
    if (moves.left.length === 0 && moves.right.length === 0) {
      setMoves(both);
      return;
    }
    // Played before: back to the claim's position for a moment, then the move again.
    setMoves({ left: [], right: [] });
    timer.current = setTimeout(() => setMoves(both), REPLAY_PAUSE_MS);
  };
  const reset = () => {
    stopReplay();
    setMoves({ left: [], right: [] });
    setSaid('Both boards are back at the claim’s position.');
  };
  const choose = (v: string) => {
    setValue(v);
    const words = capitalise(fewWords(results[v]!, results[own]!));
    setSaid(`Second board: ${boardReading(claim, v, own)}, ${ruleSetting(claim.key, v)}. ${words}.`);
  };
  const moveOn = (side: 'left' | 'right', played: readonly string[], move: string) => {
    stopReplay();
    setMoves((m) => ({ ...m, [side]: [...played, move] }));
  };
  return { own, value, others, observations, sides, said, playBoth, reset, choose, moveOn };
}

type Pair = ReturnType<typeof useClaimPair>;
type PaneData = Pair['sides'][number];

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

/** The mark before a caption's words: a shape for what happens, so that it is not told by colour. */
function resultMark(o: ValueObservation, taken: number): { readonly kind: string; readonly sign: string } {
  if (o.kind !== 'played') return { kind: 'refused', sign: '⊘' };
  if (taken > 0) return { kind: 'capture', sign: '✕' };
  if (o.outcome) return { kind: 'end', sign: '⚑' };
  return { kind: 'none', sign: '–' };
}

/** The rule's other values, as pressed buttons choosing the second board's value (its caption names the reading). */
function CompareToggle({ claim, pair, base }: { readonly claim: EssayClaim; readonly pair: Pair; readonly base: string }) {
  if (pair.others.length < 2) return null;
  return (
    <div class="claim-toggle" role="group" aria-label={ruleSetting(claim.key, 'the second board’s value')}>
      <span class="claim-label" aria-hidden="true">
        Second board:
      </span>
      {pair.others.map((o) => (
        <button
          key={o.value}
          type="button"
          class="claim-value button"
          aria-pressed={o.value === pair.value ? 'true' : 'false'}
          aria-describedby={`${base}-v-${slug(o.value)}`}
          data-value={o.value}
          onClick={() => pair.choose(o.value)}
        >
          {valueName(claim.key, o.value)}
          <span id={`${base}-v-${slug(o.value)}`} hidden>
            {o.description}
          </span>
        </button>
      ))}
    </div>
  );
}

function ClaimPane({
  claim,
  pair,
  pane,
  controls,
}: {
  readonly claim: EssayClaim;
  readonly pair: Pair;
  readonly pane: PaneData;
  readonly controls: readonly ProjectorAction[];
}) {
  const { shown, value, reading } = pane;
  const setting = ruleSetting(claim.key, value);
  const title = `${reading}, ${setting}`;
  const mark = resultMark(pane.result.observation, pane.result.taken.length);
  return (
    <figure class="claim-pane" data-side={pane.side} data-value={value}>
      <div class="claim-pane-board">
        {shown.view ? (
          <Projector
            title={title}
            download={{ reading: `${claim.preset}-${claim.key}-${value}`, ply: shown.played.length }}
            controls={controls}
            controlsLabel="The rule’s values, and the move"
          >
            <Board
              view={shown.view}
              boardStyle={boardStyleFor(claim.position.size)}
              frame="compact"
              label={`Board: ${title}`}
              legend={false}
              onMove={(from, to) => pair.moveOn(pane.side, shown.played, `${from}-${to}`)}
            />
          </Projector>
        ) : (
          <p class="claim-note">The position cannot be set up under any of these rules.</p>
        )}
      </div>
      <figcaption class="claim-caption">
        <span class="claim-caption-who">{reading}</span>
        <span class="claim-caption-rule">{setting}</span>
        <span class="claim-caption-what" data-testid="claim-caption" data-result={mark.kind}>
          <span class="claim-caption-sign" aria-hidden="true">
            {mark.sign}
          </span>{' '}
          {pane.words}
        </span>
        {shown.refused !== null && (
          <span class="claim-note" data-testid="claim-refused">
            The board shows the position under {presetName(claim.preset)} ({ruleSetting(claim.key, pair.own)}), because this value refuses
            it.
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** The folded detail: each board's full sentence and its value's evidence, the key, and the positions in words. */
function ClaimDetails({ claim, pair }: { readonly claim: EssayClaim; readonly pair: Pair }) {
  const options = valueOptions(claim);
  return (
    <details class="claim-more" data-testid="claim-more">
      <summary>In full, with the key</summary>
      <div class="claim-outcomes">
        {pair.sides.map((b) => {
          const evidence = valueEvidence(claim, b.value, pair.own);
          return (
            <div key={b.side} class="claim-outcome-block">
              <p class="claim-outcome" data-testid="claim-outcome" data-side={b.side}>
                {outcomeText({
                  move: claim.move,
                  key: claim.key,
                  value: b.value,
                  preset: claim.preset,
                  presetValue: pair.own,
                  ...(claim.compare ? { compare: claim.compare } : {}),
                  observation: b.result.observation,
                  others: options.filter((o) => o.value !== b.value).map((o) => pair.observations[o.value]!),
                })}
              </p>
              <p class="claim-value-text">
                {options.find((o) => o.value === b.value)?.description}
                {evidence && <> {evidence}</>}
              </p>
            </div>
          );
        })}
      </div>
      <ClaimKey
        boards={pair.sides.flatMap((b) => (b.shown.view ? [{ name: b.reading, view: b.shown.view }] : []))}
        boardStyle={boardStyleFor(claim.position.size)}
      />
    </details>
  );
}

export default function ClaimDemo({ claim }: ClaimDemoProps) {
  const pair = useClaimPair(claim);
  const base = `claim-${slug(claim.id)}`;
  const scale = boardScale(claim.position.size);
  const right = pair.sides[1]!;
  const actions: ProjectorAction[] = [
    { label: 'Play the move', hint: `Play ${claim.move} on both boards`, onClick: pair.playBoth },
    { label: 'Reset', hint: 'Back to the claim’s position', onClick: pair.reset },
  ];
  const valueControls: ProjectorAction[] = pair.others.map((o) => ({
    label: o.label,
    hint: o.description,
    pressed: o.value === pair.value,
    onClick: () => pair.choose(o.value),
  }));
  const embedQuery = claimEmbedQuery(claim, pair.value, pair.own, right.shown.played);

  return (
    <div
      class={`claim-demo claim-demo--${scale}`}
      data-testid="claim"
      data-claim={claim.id}
      data-value={pair.value}
      role="group"
      aria-labelledby={`${base}-statement`}
    >
      <ClaimStatement claim={claim} id={`${base}-statement`} />
      <CompareToggle claim={claim} pair={pair} base={base} />
      <div class={`claim-pair claim-pair--${scale}`}>
        {pair.sides.map((pane) => (
          <ClaimPane
            key={pane.side}
            claim={claim}
            pair={pair}
            pane={pane}
            controls={pane.side === 'right' && valueControls.length > 1 ? [...valueControls, ...actions] : actions}
          />
        ))}
      </div>
      <div class="claim-actions">
        <button type="button" class="claim-button big-button" onClick={pair.playBoth}>
          Play the move <strong class="claim-button-move">{claim.move}</strong>
        </button>
        <button type="button" class="claim-button big-button" onClick={pair.reset}>
          Reset
        </button>
        {claim.prelude && claim.prelude.length > 0 && <p class="claim-move">After {claim.prelude.join(', ')}</p>}
      </div>
      <p class="visually-hidden" aria-live="polite" data-testid="claim-said">
        {pair.said}
      </p>
      <div class="claim-footer">
        <ClaimDetails claim={claim} pair={pair} />
        {embedQuery !== null && (
          <EmbedCode query={embedQuery} title={`${right.reading}, ${ruleSetting(claim.key, right.value)}`} size={claim.position.size} />
        )}
      </div>
    </div>
  );
}

export { ClaimDemo };
