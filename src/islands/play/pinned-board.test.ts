import { describe, expect, it } from 'vitest';
import { pictureWidth } from '../board/geometry';
import { frameOf } from '../board/look';
import { readingPanel } from './PlayIsland';
import { railPlacement } from '../board/ZoomRails';

describe('the pinned board lets go while the reader is in the moves or the rules', () => {
  const board = 480;
  it('holds while a panel is still below the board, or has nearly passed under it', () => {
    expect(readingPanel([{ top: 600, bottom: 1400 }], board), 'the panel starts below the board').toBe(false);
    expect(readingPanel([{ top: -900, bottom: 500 }], board), 'only its last lines are left under the board').toBe(false);
    expect(readingPanel([], board)).toBe(false);
  });
  it('lets go once a panel passes under the board with more of it to read', () => {
    expect(readingPanel([{ top: 400, bottom: 1400 }], board)).toBe(true);
    expect(
      readingPanel(
        [
          { top: 900, bottom: 1000 },
          { top: -200, bottom: 800 },
        ],
        board,
      ),
      'any of the panels',
    ).toBe(true);
  });
});

describe('the zoomed board’s coordinate rails', () => {
  const size = 19;
  const unit = 30;
  const MARGIN = frameOf(size);
  const width = pictureWidth(size) * unit;
  const height = (size + MARGIN.top + MARGIN.bottom) * unit;
  const app = { left: 10, top: 100, width: 380, height: 380 };
  const container = { left: 10, top: 90 };

  it('stand on the frame, one board unit apart, level with the board as it scrolls', () => {
    // Scrolled 150 px right and 120 px down.
    const p = railPlacement(app, container, { left: 10 - 150, top: 100 - 120, width, height }, size);
    expect(p).toMatchObject({ left: 0, top: 10, width: 380, height: 380 });
    expect(p.unit).toBeCloseTo(unit);
    expect(p.x, 'the first column begins this far left of the frame').toBeCloseTo(-150 + MARGIN.left * unit);
    expect(p.y).toBeCloseTo(-120 + MARGIN.top * unit);
    expect(p.ownFiles, 'the drawing’s own files are scrolled out below').toBe(false);
    expect(p.ownRanks, 'its own ranks are scrolled out to the left').toBe(false);
  });

  it('step aside where the drawing’s own labels are in view', () => {
    const topLeft = railPlacement(app, container, { left: 10, top: 100, width, height }, size);
    expect(topLeft.ownRanks).toBe(true);
    expect(topLeft.ownFiles).toBe(false);
    const bottomRight = railPlacement(app, container, { left: 390 - width, top: 480 - height, width, height }, size);
    expect(bottomRight.ownFiles).toBe(true);
    expect(bottomRight.ownRanks).toBe(false);
  });
});
