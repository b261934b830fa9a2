/**
 * One key for a claim's two boards, folded under them (the boards themselves draw none): the piece
 * kinds on either board, the special squares, the marks of play, and the two arrows a claim draws,
 * the move it is about and the same move struck out where the rule forbids it. Then both positions
 * in words, for readers who cannot see the boards.
 */
import type { PieceKind } from '../../engine';
import { BoardItems, Item, PlayItems } from '../board/Legend';
import { PieceSwatch, SwatchFrame } from '../board/swatches';
import type { BoardStyle, BoardView } from '../board/types';
import { KIND_ORDER, KIND_WORD, capitalise, piecesInWords } from '../board/words';

export interface KeyedBoard {
  /** The board's name in its caption: "Murray as the site reads him". */
  readonly name: string;
  readonly view: BoardView;
}

function Arrow({ refused }: { readonly refused: boolean }) {
  return (
    <SwatchFrame>
      <g class={refused ? 'tb-hint tb-hint--refused' : 'tb-hint'}>
        <path class="tb-hint-shaft" d="M0.08 0.5L0.55 0.5" />
        <path class="tb-hint-head" d="M0.92 0.5L0.55 0.27L0.55 0.73Z" />
        {refused && <path class="tb-cross" d="M0.6 0.3L0.92 0.7M0.92 0.3L0.6 0.7" />}
      </g>
    </SwatchFrame>
  );
}

export function ClaimKey({ boards, boardStyle }: { readonly boards: readonly KeyedBoard[]; readonly boardStyle: BoardStyle }) {
  const first = boards[0]?.view;
  if (!first) return null;
  const kinds = new Set<PieceKind>(boards.flatMap((b) => Object.values(b.view.pieces)));
  return (
    <div class="claim-key tb-palette">
      <ul class="tb-legend" aria-label="Key to the boards">
        {KIND_ORDER.filter((k) => kinds.has(k)).map((kind) => (
          <Item key={kind} name={kind} label={capitalise(KIND_WORD[kind][0])}>
            <PieceSwatch kind={kind} boardStyle={boardStyle} />
          </Item>
        ))}
        <BoardItems view={first} boardStyle={boardStyle} />
        <Item name="move" label="Arrow: the move the claim is about">
          <Arrow refused={false} />
        </Item>
        <Item name="refused" label="Dashed arrow, struck out: the rule does not allow the move">
          <Arrow refused />
        </Item>
        <PlayItems view={{ ...first, hint: null, captured: [] }} boardStyle={boardStyle} mode="move" />
      </ul>
      <ul class="claim-key-words">
        {boards.map((b) => (
          <li key={b.name}>
            <strong>{b.name}:</strong> {piecesInWords(b.view)}
            {b.view.captured.length > 0 &&
              ` Captured by the move: ${b.view.captured.map((c) => `the ${KIND_WORD[c.kind][0]} on ${c.square}`).join(', ')}.`}
          </li>
        ))}
      </ul>
    </div>
  );
}
