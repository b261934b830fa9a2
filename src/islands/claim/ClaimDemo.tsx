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
import { RULE_META } from '../../engine/rules/meta';
import { SOURCES, formatCitation } from '../../engine/rules/sources';
import { citationHref } from '../../components/url';
import type { EssayClaim } from '../../essays/claims';
import { claimStart, observeAll, presetName, replayTexts, ruleSetting, startValue, valueEvidence, valueOptions } from './model';
import { outcomeText } from './outcomeText';
import { claimEmbedQuery } from '../embed/claimQuery';
import { EmbedCode } from '../embed/EmbedCode';
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
  const start = claimStart(claim, value);
  if (start.ok) {
    const { line, played } = replayTexts(start.line, moves);
    return { view: toBoardView(line), played, refused: null };
  }
  // The value refuses the setup: show the claim's position under its reading's value, not a blank board.
  const fallback = claimStart(claim, fallbackValue);
  return { view: fallback.ok ? toBoardView(fallback.line, { interactive: false }) : null, played: [], refused: start.message };
}

export default function ClaimDemo({ claim }: ClaimDemoProps) {
  const meta = RULE_META[claim.key];
  const initial = useMemo(() => startValue(claim), [claim]);
  const options = useMemo(() => valueOptions(claim), [claim]);
  const observations = useMemo(() => observeAll(claim), [claim]);
  const [value, setValue] = useState(initial);
  const [moves, setMoves] = useState<readonly string[]>([]);

  const shown = useMemo(() => shownBoard(claim, value, initial, moves), [claim, value, initial, moves]);
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

  const base = `claim-${slug(claim.id)}`;
  const chosen = options.find((o) => o.value === value);
  const evidence = valueEvidence(claim, value, initial);
  const playedClaim = shown.played.length === 1 && shown.played[0] === claim.move;
  const canPlay = shown.refused === null && observation.kind === 'played' && !playedClaim;
  const source = SOURCES[claim.cite.source];
  const boardStyle = claim.position.size >= 19 ? 'intersections' : 'squares';
  const scale = claim.position.size >= 19 ? 'large' : claim.position.size >= 11 ? 'medium' : 'small';
  // The board shown, as an embed query: the value shown (the reading's own when this one refuses the setup) and the moves on the board.
  const embedQuery = useMemo(() => claimEmbedQuery(claim, value, initial, shown.played), [claim, value, initial, shown]);

  return (
    <div class="claim-demo" data-testid="claim" data-claim={claim.id} data-value={value} role="group" aria-labelledby={`${base}-statement`}>
      <p class="claim-statement" id={`${base}-statement`}>
        <span class="claim-kicker">Claim</span> {claim.statement}{' '}
        <span class="claim-cite">
          (
          <a class="citation" href={citationHref(claim.cite)} data-citation={claim.cite.source}>
            {formatCitation(claim.cite)}
          </a>
          {source.access === 'reported' ? ', second-hand' : ''})
        </span>
      </p>
      <div class={`claim-grid claim-grid--${scale}`}>
        <div class={`claim-board claim-board--${scale}`}>
          {shown.view ? (
            <Projector
              title={`${presetName(claim.preset)}, ${ruleSetting(claim.key, shown.refused ? initial : value)}`}
              download={{ reading: `${claim.preset}-${claim.key}-${value}`, ply: shown.played.length }}
              controls={[
                ...options.map((o) => ({
                  label: o.label,
                  hint: o.description,
                  pressed: o.value === value,
                  onClick: () => setValue(o.value),
                })),
                { label: 'Play the move', hint: `Play ${claim.move}`, disabled: !canPlay, onClick: () => setMoves([claim.move]) },
                { label: 'Reset', hint: 'Back to the claim’s position', disabled: shown.played.length === 0, onClick: () => setMoves([]) },
              ]}
              controlsLabel="The rule’s values, and the move"
            >
              <Board
                view={shown.view}
                boardStyle={boardStyle}
                label={`Board: ${presetName(claim.preset)}, ${ruleSetting(claim.key, shown.refused ? initial : value)}`}
                onMove={(from, to) => setMoves([...shown.played, `${from}-${to}`])}
              />
            </Projector>
          ) : (
            <p class="claim-note">The position cannot be set up under any of these rules.</p>
          )}
        </div>
        <div class="claim-controls">
          <div class="claim-toggle" role="group" aria-labelledby={`${base}-key`}>
            <p class="claim-label" id={`${base}-key`}>
              {meta.label}
            </p>
            <div class="claim-values">
              {options.map((o) => (
                <button
                  key={o.value}
                  type="button"
                  class="claim-value"
                  aria-pressed={o.value === value ? 'true' : 'false'}
                  aria-describedby={`${base}-v-${slug(o.value)}`}
                  data-value={o.value}
                  onClick={() => setValue(o.value)}
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
          <p class="claim-move">
            The move: <strong>{claim.move}</strong>
            {claim.prelude && claim.prelude.length > 0 && <> (after {claim.prelude.join(', ')})</>}
          </p>
          <div class="claim-actions">
            <button type="button" class="claim-button" disabled={!canPlay} onClick={() => setMoves([claim.move])}>
              Play the move
            </button>
            <button type="button" class="claim-button" onClick={() => setMoves([])}>
              Reset
            </button>
          </div>
          <p class="claim-outcome" data-testid="claim-outcome" aria-live="polite">
            {outcome}
          </p>
          {shown.refused !== null && (
            <p class="claim-note" data-testid="claim-refused">
              The board shows the position under {presetName(claim.preset)} ({ruleSetting(claim.key, initial)}), because this value refuses
              it.
            </p>
          )}
        </div>
      </div>
      {embedQuery !== null && (
        <div class="claim-footer">
          <EmbedCode
            query={embedQuery}
            title={`${presetName(claim.preset)}, ${ruleSetting(claim.key, shown.refused ? initial : value)}`}
            size={claim.position.size}
          />
        </div>
      )}
    </div>
  );
}

export { ClaimDemo };
