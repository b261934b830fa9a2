/**
 * The key below the board: the piece kinds present and the special squares, drawn with the same
 * shapes and hatching as the board, and the position in words for readers who cannot see it.
 */
import type { ComponentChildren } from 'preact';
import { SpecialMark } from './hatch';
import { PieceShape } from './Pieces';
import type { BoardStyle, BoardView } from './types';
import { KIND_WORD, capitalise, piecesByKind, type BoardMode } from './words';

interface LegendProps {
  readonly view: BoardView;
  readonly boardStyle: BoardStyle;
  readonly mode: BoardMode;
}

/** A one-square picture in the board's own style. */
function Swatch({ boardStyle, children }: { readonly boardStyle: BoardStyle; readonly children?: ComponentChildren }) {
  return (
    <svg class="tb-swatch" viewBox="0 0 1 1" aria-hidden="true" focusable="false">
      {boardStyle === 'intersections' ? (
        <>
          <rect class="tb-bg tb-bg--swatch" width={1} height={1} />
          <path class="tb-line" d="M0 0.5H1M0.5 0V1" />
        </>
      ) : (
        <rect class="tb-cell" width={1} height={1} />
      )}
      {children}
    </svg>
  );
}

function Special({ boardStyle, kind }: { readonly boardStyle: BoardStyle; readonly kind: 'throne' | 'corner' }) {
  const shape =
    boardStyle === 'intersections'
      ? ({ kind: 'circle', cx: 0.5, cy: 0.5, r: 0.4 } as const)
      : ({ kind: 'square', x: 0.03, y: 0.03, w: 0.94 } as const);
  return (
    <Swatch boardStyle={boardStyle}>
      <SpecialMark shape={shape} cross={kind === 'throne'} class={`tb-special tb-special--${kind}`} />
    </Swatch>
  );
}

function Item({ name, children, label }: { readonly name: string; readonly children: ComponentChildren; readonly label: string }) {
  return (
    <li data-legend={name}>
      {children}
      <span>{label}</span>
    </li>
  );
}

export function Legend({ view, boardStyle, mode }: LegendProps) {
  const groups = piecesByKind(view);
  const game = mode === 'move' || view.lastMove !== null;
  const inter = boardStyle === 'intersections';
  const round = (cls: string) =>
    inter ? <circle class={cls} cx={0.5} cy={0.5} r={0.44} /> : <rect class={cls} x={0.06} y={0.06} width={0.88} height={0.88} />;
  return (
    <div class="tb-legend-wrap">
      <ul class="tb-legend" aria-label="Key to the board">
        {groups.map((g) => (
          <Item key={g.kind} name={g.kind} label={`${capitalise(KIND_WORD[g.kind][g.squares.length === 1 ? 0 : 1])} (${g.squares.length})`}>
            <Swatch boardStyle={boardStyle}>
              <PieceShape kind={g.kind} cx={0.5} cy={0.5} />
            </Swatch>
          </Item>
        ))}
        <Item name="throne" label={`The centre${inter ? ' point' : ''} (throne), cross-hatched`}>
          <Special boardStyle={boardStyle} kind="throne" />
        </Item>
        {view.corners.length > 0 && (
          <Item
            name="corners"
            label={`${view.edgeGoal ? 'Special corner' : 'Corner'} ${inter ? 'points' : 'squares'}, hatched${view.edgeGoal ? '' : ': the king escapes to them'}`}
          >
            <Special boardStyle={boardStyle} kind="corner" />
          </Item>
        )}
        {view.voids.length > 0 && (
          <Item name="voids" label={`Dashed outline: ${inter ? 'a point' : 'a square'} cut from the board`}>
            <svg class="tb-swatch" viewBox="0 0 1 1" aria-hidden="true" focusable="false">
              {inter ? (
                <circle class="tb-void" cx={0.5} cy={0.5} r={0.22} />
              ) : (
                <rect class="tb-void" x={0.12} y={0.12} width={0.76} height={0.76} />
              )}
            </svg>
          </Item>
        )}
        {view.edgeGoal && (
          <Item name="edge" label="Dashed band: the king wins by reaching any edge square">
            <Swatch boardStyle={boardStyle}>
              <g class="tb-edge-band">
                <line x1={0} y1={inter ? 0.5 : 0.1} x2={1} y2={inter ? 0.5 : 0.1} />
              </g>
            </Swatch>
          </Item>
        )}
        {game && (
          <Item name="last" label={`${inter ? 'Ringed' : 'Framed'}: the last move (dashed where it left, solid where it arrived)`}>
            <Swatch boardStyle={boardStyle}>{round('tb-last tb-last--to')}</Swatch>
          </Item>
        )}
        {mode === 'move' && (
          <Item name="dest" label="Dot: where the picked-up piece (tinted) can go">
            <Swatch boardStyle={boardStyle}>
              <circle class="tb-dest" cx={0.5} cy={0.5} r={0.14} />
            </Swatch>
          </Item>
        )}
        {view.hint && (
          <Item name="hint" label={`Arrow: the hint, from ${view.hint.from} to ${view.hint.to} (the ringed piece)`}>
            <svg class="tb-swatch" viewBox="0 0 1 1" aria-hidden="true" focusable="false">
              <g class="tb-hint">
                <path class="tb-hint-shaft" d="M0.1 0.5L0.55 0.5" />
                <path class="tb-hint-head" d="M0.92 0.5L0.55 0.27L0.55 0.73Z" />
              </g>
            </svg>
          </Item>
        )}
        {(game || view.captured.length > 0) && (
          <Item name="captured" label="Cross: a piece just captured">
            <Swatch boardStyle={boardStyle}>
              <path class="tb-cross" d="M0.28 0.28L0.72 0.72M0.72 0.28L0.28 0.72" />
            </Swatch>
          </Item>
        )}
      </ul>
      <details class="tb-words">
        <summary>The position, in words</summary>
        <ul>
          {groups.map((g) => (
            <li key={g.kind}>
              <strong>
                {capitalise(KIND_WORD[g.kind][g.squares.length === 1 ? 0 : 1])} ({g.squares.length}):
              </strong>{' '}
              {g.squares.join(', ')}
            </li>
          ))}
          <li>
            <strong>Centre:</strong> {view.throne}
            {view.corners.length > 0 && (
              <>
                ; <strong>corner squares:</strong> {view.corners.join(', ')}
              </>
            )}
            {view.voids.length > 0 && (
              <>
                ; <strong>cut from the board:</strong> {view.voids.join(', ')}
              </>
            )}
          </li>
        </ul>
      </details>
    </div>
  );
}
