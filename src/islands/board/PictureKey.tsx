/**
 * The short key under a diagram (BoardPicture): the pieces, drawn as the picture draws them and
 * named in a word each, then the marks the picture has (the centre, the special corner squares,
 * the squares cut from the board). A line of small marks, for a figure's caption; the playable
 * board's fuller key is Legend. The attacker, the defender and the king are always named, so the
 * key reads the same under every diagram of a page; the Evangelist only where one stands.
 */
import type { ComponentChildren } from 'preact';
import { placeWord } from './look';
import { PieceSwatch, SpecialSwatch, VoidSwatch } from './swatches';
import type { BoardStyle, BoardView } from './types';

function Key({ name, children, label }: { readonly name: string; readonly children: ComponentChildren; readonly label: string }) {
  return (
    <span class="tb-key" data-key={name}>
      {children} {label}
    </span>
  );
}

export function PictureKey({ view, boardStyle }: { readonly view: BoardView; readonly boardStyle: BoardStyle }) {
  const hasEvangelists = Object.values(view.pieces).includes('evangelist');
  const inter = boardStyle === 'intersections';
  return (
    <p class="tb-keys">
      <Key name="attacker" label="attacker">
        <PieceSwatch kind="attacker" boardStyle={boardStyle} />
      </Key>
      <Key name="defender" label="defender">
        <PieceSwatch kind="defender" boardStyle={boardStyle} />
      </Key>
      {hasEvangelists && (
        <Key name="evangelist" label="Evangelist">
          <PieceSwatch kind="evangelist" boardStyle={boardStyle} />
        </Key>
      )}
      <Key name="king" label="king">
        <PieceSwatch kind="king" boardStyle={boardStyle} />
      </Key>
      <Key name="throne" label={`cross-hatched: the centre${inter ? ' point' : ''}`}>
        <SpecialSwatch kind="throne" boardStyle={boardStyle} />
      </Key>
      {view.corners.length > 0 && (
        <Key name="corners" label={`hatched: the special corner ${placeWord(boardStyle, true)}`}>
          <SpecialSwatch kind="corner" boardStyle={boardStyle} />
        </Key>
      )}
      {view.voids.length > 0 && (
        <Key name="voids" label={`dashed: ${placeWord(boardStyle, true)} cut from the board`}>
          <VoidSwatch boardStyle={boardStyle} />
        </Key>
      )}
    </p>
  );
}
