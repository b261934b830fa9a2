/**
 * The coordinates' sizes: the stylesheet's table (board.css) is look.ts's (COORD_STEPS), they are at
 * least 10 px from the narrowest width each frame is drawn at and modest on a laptop's big board, and
 * every frame holds the largest coordinates it is given (the stylesheet's at its narrowest, a picture
 * alone, the projector's), two-digit rank numbers included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pictureWidth, viewBoxOf } from './geometry';
import { COORD_STEPS, coordFontSize, coordStep, frameOf, narrowestWidth, PROJECTOR_COORD_SHARE } from './look';
import type { BoardFrame } from './types';

const SIZES = [7, 9, 11, 13, 15, 17, 19];
const FRAMES: readonly BoardFrame[] = ['standard', 'compact'];
const css = (name: string): string => readFileSync(join(import.meta.dirname, name), 'utf8');

/** The coordinates' height in CSS px where the picture is `width` px wide, as the stylesheet makes it. */
const pxAt = (width: number): number => {
  const step = coordStep(width);
  return (step.px * width) / step.from;
};

describe('the stylesheet sizes the coordinates as look.ts says', () => {
  it('board.css has COORD_STEPS as container queries, in order, each the share of the picture’s width', () => {
    const rules = [
      ...css('board.css').matchAll(
        /@container tb-board \(width (<|>=) (\d+)px\) \{\s*\.tb-coord \{\s*font-size: calc\(1em \* ([\d.]+) \/ (\d+)\);/g,
      ),
    ];
    expect(rules.map((r) => ({ from: Number(r[4]), px: Number(r[3]) }))).toEqual(COORD_STEPS);
    // The first rule holds below the second step; every other from its own.
    expect(rules.map((r) => `${r[1]} ${r[2]}`)).toEqual([`< ${COORD_STEPS[1]!.from}`, ...COORD_STEPS.slice(1).map((s) => `>= ${s.from}`)]);
    expect(css('board.css')).toMatch(/\.tb-app,\s*\.tb-picture \{\s*container: tb-board \/ inline-size;/);
  });

  it('board.css holds a board narrower than its frame’s narrowest width at that width’s size', () => {
    const caps = new Map(
      [
        ...css('board.css').matchAll(
          /@container tb-board \(width < (\d+)px\) \{\s*:where\(\.tb-coords\[data-narrowest="(\d+)"\]\) \.tb-coord \{\s*font-size: calc\(1em \* ([\d.]+) \/ (\d+)\);/g,
        ),
      ].map((r) => [Number(r[2]), r.slice(1)]),
    );
    const narrowest = new Set(SIZES.flatMap((size) => FRAMES.map((frame) => narrowestWidth(size, frame))));
    for (const width of narrowest) {
      const step = COORD_STEPS.find((s) => s.from === width);
      expect(step, `${width} px is where a step starts`).toBeDefined();
      if (width === COORD_STEPS[0]!.from) continue;
      expect(caps.get(width), `the rule for data-narrowest="${width}"`).toEqual([
        String(width),
        String(width),
        String(step!.px),
        String(width),
      ]);
    }
  });

  it('Projector.css gives the projector’s coordinates PROJECTOR_COORD_SHARE of the picture’s width', () => {
    expect(css('Projector.css')).toMatch(
      new RegExp(`\\.tb-projector \\.tb-coord \\{\\s*font-size: calc\\(1em \\* ${PROJECTOR_COORD_SHARE}\\);`),
    );
  });

  it('steps up with the width, and the font in board units never grows from one step to the next', () => {
    for (let i = 1; i < COORD_STEPS.length; i++) {
      const [a, b] = [COORD_STEPS[i - 1]!, COORD_STEPS[i]!];
      expect(b.from).toBeGreaterThan(a.from);
      expect(b.px).toBeGreaterThanOrEqual(a.px);
      expect(b.px / b.from).toBeLessThanOrEqual(a.px / a.from);
    }
  });
});

describe('sizes on the screen', () => {
  it.each(FRAMES)('%s: at least 10 px from the narrowest width the frame is drawn at, at most 16.5 px on a 1000 px board', (frame) => {
    for (const size of SIZES)
      for (let width = narrowestWidth(size, frame); width <= 1000; width++) {
        const px = pxAt(width);
        if (px < 10 || px > 16.5) throw new Error(`${size}×${size} ${frame} at ${width} px: ${px} px`);
      }
  });

  it('the frame’s narrowest widths are those of a phone: a claim’s boards, the home page’s diagram, a column', () => {
    expect(narrowestWidth(7, 'compact')).toBeLessThanOrEqual(145);
    expect(narrowestWidth(11, 'compact')).toBeLessThanOrEqual(176);
    expect(narrowestWidth(19, 'compact')).toBeLessThanOrEqual(208);
    for (const size of SIZES) expect(narrowestWidth(size, 'standard')).toBeLessThanOrEqual(320);
  });
});

describe('the frame holds its coordinates', () => {
  /** Widths in ems of a wide sans serif's digits, and the height of a line of letters with a "g". */
  const DIGIT = 0.64;
  const LINE = 1.17;
  it.each(FRAMES)('%s: the stylesheet’s size at the narrowest width, a picture alone and the projector’s', (frame) => {
    for (const size of SIZES) {
      const f = frameOf(size, frame);
      const width = pictureWidth(size, frame);
      const step = coordStep(narrowestWidth(size, frame));
      const fonts = {
        narrowest: (step.px / step.from) * width,
        alone: coordFontSize(size),
        projector: PROJECTOR_COORD_SHARE * width,
      };
      for (const [what, font] of Object.entries(fonts)) {
        const at = `${size}×${size} ${frame}, ${what} (${font.toFixed(3)})`;
        // The rank numbers right of the frame's left edge, the file letters above its bottom edge.
        expect(-f.rankX + String(size).length * DIGIT * font, at).toBeLessThanOrEqual(f.left);
        expect(f.fileY - size + LINE * font, at).toBeLessThanOrEqual(f.bottom);
        // A file letter narrower than its column, a rank number lower than its row.
        expect(font, at).toBeLessThan(1.25);
      }
      expect(viewBoxOf(size, frame)).toBe(`${-f.left} ${-f.top} ${width} ${width}`);
    }
  });

  it('a compact frame is wider than a standard one, and a standard picture at most 8% wider than the board with one unit of frame', () => {
    for (const size of SIZES) {
      expect(pictureWidth(size, 'compact')).toBeGreaterThanOrEqual(pictureWidth(size, 'standard'));
      expect(pictureWidth(size, 'standard')).toBeLessThanOrEqual((size + 1) * 1.08);
    }
  });
});
