/**
 * The key below the board: the piece kinds present and the special squares, drawn with the same
 * shapes and hatching as the board (swatches.tsx), the marks of play when there are any, and the
 * position in words for readers who cannot see it.
 */
import type { ComponentChildren } from 'preact';
import type { PieceKind } from '../../engine';
import { placeWord } from './look';
import { PieceSwatch, SpecialSwatch, Swatch, SwatchFrame, VoidSwatch } from './swatches';
import type { BoardStyle, BoardView, SquareName } from './types';
import { KIND_WORD, capitalise, piecesByKind, type BoardMode } from './words';

interface LegendProps {
  readonly view: BoardView;
  readonly boardStyle: BoardStyle;
  readonly mode: BoardMode;
}

type Groups = readonly { readonly kind: PieceKind; readonly squares: readonly SquareName[] }[];

/** "Defenders (24)": a kind and how many of it stand on the board. */
const countLabel = (g: Groups[number]): string => `${capitalise(KIND_WORD[g.kind][g.squares.length === 1 ? 0 : 1])} (${g.squares.length})`;

/** One entry of a key: its swatch and its words (exported, with the groups below, for a host's own key of several boards). */
export function Item({ name, children, label }: { readonly name: string; readonly children: ComponentChildren; readonly label: string }) {
  return (
    <li data-legend={name}>
      {children}
      <span>{label}</span>
    </li>
  );
}

/** The board's own marks: the centre, the corners, the squares cut away and the edge band. */
export function BoardItems({ view, boardStyle }: { readonly view: BoardView; readonly boardStyle: BoardStyle }) {
  const inter = boardStyle === 'intersections';
  return (
    <>
      <Item name="throne" label={`The centre${inter ? ' point' : ''} (throne), cross-hatched`}>
        <SpecialSwatch boardStyle={boardStyle} kind="throne" />
      </Item>
      {view.corners.length > 0 && (
        <Item
          name="corners"
          label={`${view.edgeGoal ? 'Special corner' : 'Corner'} ${placeWord(boardStyle, true)}, hatched${view.edgeGoal ? '' : ': the king escapes to them'}`}
        >
          <SpecialSwatch boardStyle={boardStyle} kind="corner" />
        </Item>
      )}
      {view.voids.length > 0 && (
        <Item name="voids" label={`Dashed outline: a ${placeWord(boardStyle)} cut from the board`}>
          <VoidSwatch boardStyle={boardStyle} />
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
    </>
  );
}

/** The marks of play: the last move, the destinations, the hint and the capture cross. */
export function PlayItems({ view, boardStyle, mode }: LegendProps) {
  const game = mode === 'move' || view.lastMove !== null;
  const inter = boardStyle === 'intersections';
  const round = (cls: string) =>
    inter ? <circle class={cls} cx={0.5} cy={0.5} r={0.44} /> : <rect class={cls} x={0.06} y={0.06} width={0.88} height={0.88} />;
  return (
    <>
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
          <SwatchFrame>
            <g class="tb-hint">
              <path class="tb-hint-shaft" d="M0.1 0.5L0.55 0.5" />
              <path class="tb-hint-head" d="M0.92 0.5L0.55 0.27L0.55 0.73Z" />
            </g>
          </SwatchFrame>
        </Item>
      )}
      {(game || view.captured.length > 0) && (
        <Item name="captured" label="Cross: a piece just captured">
          <Swatch boardStyle={boardStyle}>
            <path class="tb-cross" d="M0.28 0.28L0.72 0.72M0.72 0.28L0.28 0.72" />
          </Swatch>
        </Item>
      )}
    </>
  );
}

/** The fold with the position in words: each kind's squares, then the special squares. */
function PositionInWords({ view, groups }: { readonly view: BoardView; readonly groups: Groups }) {
  return (
    <details class="tb-words">
      <summary>The position, in words</summary>
      <ul>
        {groups.map((g) => (
          <li key={g.kind}>
            <strong>{countLabel(g)}:</strong> {g.squares.join(', ')}
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
  );
}

export function Legend({ view, boardStyle, mode }: LegendProps) {
  const groups = piecesByKind(view);
  return (
    <div class="tb-legend-wrap" data-pagefind-ignore="all">
      <ul class="tb-legend" aria-label="Key to the board">
        {groups.map((g) => (
          <Item key={g.kind} name={g.kind} label={countLabel(g)}>
            <PieceSwatch kind={g.kind} boardStyle={boardStyle} />
          </Item>
        ))}
        <BoardItems view={view} boardStyle={boardStyle} />
        <PlayItems view={view} boardStyle={boardStyle} mode={mode} />
      </ul>
      <PositionInWords view={view} groups={groups} />
    </div>
  );
}
