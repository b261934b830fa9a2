/**
 * The board's <svg> as a file that stands alone: a copy of the drawing with the styles the page's
 * stylesheet gives each element written onto the element (colours, line widths, dashes, fonts), the
 * parts that only serve the mouse and keyboard left out (hit areas, the cursor, destination dots,
 * a dragged piece, fading capture marks), and the SVG namespace, a size and a title added.
 * No browser API is touched at module load; the computed style is read through `styleOf`, which a
 * test can replace.
 */

/** Style properties that the board's CSS sets and that children inherit. */
const INHERITED = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'font-family',
  'font-size',
  'font-weight',
] as const;

/** Properties that are not inherited, with the value that need not be written. */
const OWN: readonly (readonly [string, string])[] = [['opacity', '1']];

/**
 * The coordinates keep the size their markup gives a picture that stands alone (look.ts,
 * coordFontSize), not the one the page's stylesheet gives them for the width the board is drawn at.
 */
const OWN_FONT_SIZE = '.tb-coords, .tb-coord';

/** What only serves interaction: left out of the file. */
const INTERACTIVE = '.tb-hit, .tb-cursor, [data-cursor], .tb-drag, [data-dest], .tb-ghost';

/** The attributes that only make sense on the page. */
const PAGE_ATTRS = ['aria-hidden', 'focusable', 'tabindex', 'role'];

export interface StyleReader {
  getPropertyValue(property: string): string;
}

export type StyleOf = (el: Element) => StyleReader;

export interface SvgExportOptions {
  /** The file's <title>, e.g. "Alea Evangelii (Murray), after 12 moves". */
  readonly title?: string;
  /** The computed style of an element of the page's board; window.getComputedStyle by default. */
  readonly styleOf?: StyleOf;
  /** The width and height of one board square in the file, in px (default 40). */
  readonly unit?: number;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Where the styles are written while the copy is made; `style` in the markup. The copy's elements
 * belong to the page, and a style attribute set on one is what the page's content security policy
 * refuses (astro.config.mjs), and reports, though the copy is never shown.
 */
const STYLE_ATTR = 'data-svg-export-style';

const defaultStyleOf: StyleOf = (el) => {
  const view = el.ownerDocument.defaultView;
  if (!view) throw new Error('svg-export: the board is not in a window');
  return view.getComputedStyle(el);
};

/** `"…"` quotes in a font list become `'…'`, so the style attribute reads cleanly. */
const clean = (value: string): string => value.trim().replace(/"/g, "'");

/**
 * The board drawing as standalone SVG markup (starting `<svg`). `svg` must be in the document, so
 * that its computed styles are the ones the reader sees.
 */
export function boardSvgMarkup(svg: SVGSVGElement, opts: SvgExportOptions = {}): string {
  const styleOf = opts.styleOf ?? defaultStyleOf;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  const values = new Map<Element, Map<string, string>>();
  const hidden: Element[] = [];
  originals.forEach((orig, i) => {
    const el = copies[i]!;
    const style = styleOf(orig);
    if (clean(style.getPropertyValue('display')) === 'none' || clean(style.getPropertyValue('visibility')) === 'hidden') {
      hidden.push(el);
      return;
    }
    const mine = new Map<string, string>();
    const parent = orig === svg || !orig.parentElement ? undefined : values.get(orig.parentElement);
    const decl: string[] = [];
    const ownFontSize = orig.matches(OWN_FONT_SIZE);
    for (const prop of INHERITED) {
      if (ownFontSize && prop === 'font-size') continue;
      const v = clean(style.getPropertyValue(prop));
      if (!v) continue;
      mine.set(prop, v);
      if (parent?.get(prop) !== v) decl.push(`${prop}:${v}`);
    }
    for (const [prop, dflt] of OWN) {
      const v = clean(style.getPropertyValue(prop));
      if (v && v !== dflt) decl.push(`${prop}:${v}`);
    }
    values.set(orig, mine);
    el.removeAttribute('style');
    if (decl.length > 0) el.setAttribute(STYLE_ATTR, decl.join(';'));
  });
  for (const el of hidden) el.remove();
  for (const el of [...copy.querySelectorAll(INTERACTIVE)]) el.remove();
  for (const el of [copy, ...copy.querySelectorAll('*')]) for (const a of PAGE_ATTRS) el.removeAttribute(a);

  copy.setAttribute('xmlns', SVG_NS);
  const box = (copy.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const unit = opts.unit ?? 40;
  if (box.length === 4 && box.every(Number.isFinite)) {
    copy.setAttribute('width', String(Math.round(box[2]! * unit)));
    copy.setAttribute('height', String(Math.round(box[3]! * unit)));
  }
  if (opts.title) {
    const title = copy.ownerDocument.createElementNS(SVG_NS, 'title');
    title.textContent = opts.title;
    copy.insertBefore(title, copy.firstChild);
  }
  const markup = new (copy.ownerDocument.defaultView?.XMLSerializer ?? XMLSerializer)().serializeToString(copy);
  // Inside a tag only: text has no unescaped "<" or ">".
  return markup.replace(new RegExp(`(<[^<>]*) ${STYLE_ATTR}="`, 'g'), '$1 style="').trimStart();
}

/** A file name such as `alea-murray-12.svg` (or another extension): the reading and the ply, safe on every system. */
/** A reading's id as the start of a file name: lower case, letters, digits and hyphens ("board" if nothing is left). */
export const fileBaseName = (reading: string): string =>
  reading
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'board';

export function svgFileName(reading: string, ply: number, extension = 'svg'): string {
  return `${fileBaseName(reading)}-${Math.max(0, Math.trunc(ply))}.${extension}`;
}

/** Offers `markup` as a download named `fileName` (a Blob behind a temporary link). */
export function downloadSvg(doc: Document, markup: string, fileName: string): void {
  downloadFile(doc, markup, fileName, 'image/svg+xml');
}

/** Saves text as a file the browser downloads (a board's SVG, a game record). */
export function downloadFile(doc: Document, text: string, fileName: string, type: string): void {
  const view = doc.defaultView;
  if (!view) return;
  const blob = new view.Blob([text], { type });
  const href = view.URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = href;
  a.download = fileName;
  a.hidden = true;
  doc.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled, so the download has its data.
  view.setTimeout(() => view.URL.revokeObjectURL(href), 1000);
}
