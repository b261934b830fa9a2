// @vitest-environment happy-dom
/**
 * The board as a standalone SVG file: the drawing with each element's computed style written on it
 * (only where it differs from its parent's), no interaction-only parts, the SVG namespace, a size
 * from the viewBox and a title; and a file name made of the reading and the ply.
 */
import { cleanup, fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBoard } from './board-dom.test-support';
import { boardSvgMarkup, downloadSvg, svgFileName, type StyleOf } from './svg-export';
import { presetLine, viewOf } from './board.test-support';

afterEach(cleanup);

/** A stand-in for getComputedStyle: colours by class, inherited down the tree as in CSS. */
const fakeStyle: StyleOf = (el) => {
  const own = (e: Element | null): Record<string, string> => {
    if (!e) return { fill: 'rgb(0, 0, 0)', 'font-family': '"Segoe UI", sans-serif' };
    const cls = e.getAttribute('class') ?? '';
    const base = e.tagName.toLowerCase() === 'svg' ? own(null) : own(e.parentElement);
    const mine: Record<string, string> = { ...base };
    delete mine.opacity;
    if (cls.includes('tb-cell')) Object.assign(mine, { fill: 'rgb(233, 220, 184)', stroke: 'rgb(140, 122, 85)', 'stroke-width': '0.03px' });
    if (cls.includes('tb-piece--attacker')) mine.fill = 'rgb(42, 35, 32)';
    if (cls.includes('tb-lifted')) mine.opacity = '0.3';
    if (cls.includes('tb-legend-hidden')) mine.display = 'none';
    return mine;
  };
  const values = own(el);
  return { getPropertyValue: (p: string) => values[p] ?? '' };
};

const brandubh = () => renderBoard({ view: viewOf(presetLine('brandubh')), label: 'Board: Brandubh', onMove: vi.fn() });
const svgOf = (b: ReturnType<typeof brandubh>) => b.q('svg.tb-svg') as SVGSVGElement;
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;

describe('boardSvgMarkup', () => {
  it('writes a standalone SVG with the namespace, a size, a title and every piece', () => {
    const b = brandubh();
    const markup = boardSvgMarkup(svgOf(b), { title: 'Brandubh, the start', styleOf: fakeStyle });
    expect(markup.startsWith('<svg')).toBe(true);
    const doc = parse(markup);
    expect(doc.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(doc.getAttribute('viewBox')).toBe(svgOf(b).getAttribute('viewBox'));
    // 7 squares plus the frame's margins (7.781 units each way), at 40 px a square.
    expect(doc.getAttribute('width')).toBe('311');
    expect(doc.getAttribute('height')).toBe('311');
    expect(doc.querySelector('title')?.textContent).toBe('Brandubh, the start');
    expect(doc.querySelectorAll('[data-piece]').length).toBe(b.pieces().length);
    expect(doc.querySelectorAll('[data-piece="king"]').length).toBe(1);
  });

  it('writes the computed colours onto the elements, only where they change', () => {
    const doc = parse(boardSvgMarkup(svgOf(brandubh()), { styleOf: fakeStyle }));
    const root = doc.getAttribute('style') ?? '';
    expect(root).toContain('fill:rgb(0, 0, 0)');
    // Double quotes in a font list become single ones.
    expect(root).toContain("font-family:'Segoe UI', sans-serif");
    const cell = doc.querySelector('.tb-cell');
    expect(cell?.getAttribute('style')).toBe('fill:rgb(233, 220, 184);stroke:rgb(140, 122, 85);stroke-width:0.03px');
    const attacker = doc.querySelector('[data-piece="attacker"] .tb-piece--attacker');
    expect(attacker?.getAttribute('style')).toBe('fill:rgb(42, 35, 32)');
    // The circle inside inherits the same fill, so nothing is repeated on it.
    expect(attacker?.querySelector('circle')?.getAttribute('style')).toBeNull();
  });

  it('gives the coordinates the size of a picture that stands alone, not the one the page gives them', () => {
    // As board.css does on a phone: the group's font size is the picture's width, the labels a share of it.
    const pageStyle: StyleOf = (el) => {
      const cls = el.getAttribute('class') ?? '';
      const size = cls.includes('tb-coords') ? '7.781px' : cls.includes('tb-coord') ? '0.6px' : '';
      const base = fakeStyle(el);
      return { getPropertyValue: (p: string) => (p === 'font-size' && size ? size : base.getPropertyValue(p)) };
    };
    const doc = parse(boardSvgMarkup(svgOf(brandubh()), { styleOf: pageStyle }));
    const labels = [...doc.querySelectorAll('.tb-coord')];
    expect(labels).toHaveLength(14);
    for (const t of labels) {
      expect(t.getAttribute('font-size')).toBe('0.36');
      expect(t.getAttribute('style') ?? '').not.toContain('font-size');
    }
    expect(doc.querySelector('.tb-coords')?.getAttribute('style') ?? '').not.toContain('font-size');
  });

  it('leaves out the hit areas, the cursor, the destinations and the page-only attributes', () => {
    const b = brandubh();
    fireEvent.focus(b.board);
    fireEvent.click(b.square('d6'));
    expect(b.dests().length).toBeGreaterThan(0);
    expect(b.cursor()).not.toBeNull();
    const doc = parse(boardSvgMarkup(svgOf(b), { styleOf: fakeStyle }));
    expect(doc.querySelector('.tb-hit')).toBeNull();
    expect(doc.querySelector('[data-cursor]')).toBeNull();
    expect(doc.querySelector('[data-dest]')).toBeNull();
    expect(doc.hasAttribute('aria-hidden')).toBe(false);
    expect(doc.hasAttribute('focusable')).toBe(false);
    // The page's board is untouched.
    expect(b.dests().length).toBeGreaterThan(0);
    expect(svgOf(b).querySelector('.tb-hit')).not.toBeNull();
  });

  it('drops what the page does not show and keeps an opacity that differs', () => {
    const b = brandubh();
    const svg = svgOf(b);
    const hiddenGroup = svg.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'g');
    hiddenGroup.setAttribute('class', 'tb-legend-hidden');
    svg.append(hiddenGroup);
    svg.querySelector('[data-piece="defender"] .tb-piece--defender')?.setAttribute('class', 'tb-piece tb-piece--defender tb-lifted');
    const doc = parse(boardSvgMarkup(svg, { styleOf: fakeStyle }));
    expect(doc.querySelector('.tb-legend-hidden')).toBeNull();
    expect(doc.querySelector('.tb-lifted')?.getAttribute('style')).toContain('opacity:0.3');
  });
});

describe('svgFileName', () => {
  it.each([
    ['alea-murray', 12, 'alea-murray-12.svg'],
    ['brandubh', 0, 'brandubh-0.svg'],
    ['Puzzle: Ard Rí/1', 3, 'puzzle-ard-r-1-3.svg'],
    ['', -2, 'board-0.svg'],
  ])('%s at ply %d is %s', (reading, ply, name) => {
    expect(svgFileName(reading, ply)).toBe(name);
  });
});

describe('downloadSvg', () => {
  it('clicks a temporary link to a Blob with the file name, then removes it', () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:board');
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    downloadSvg(document, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'brandubh-0.svg');
    expect(clicked).toEqual([{ href: 'blob:board', download: 'brandubh-0.svg' }]);
    const blob = create.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('image/svg+xml');
    expect(document.querySelector('a[download]')).toBeNull();
    create.mockRestore();
    click.mockRestore();
  });
});
