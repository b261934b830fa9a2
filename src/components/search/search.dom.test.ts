// @vitest-environment happy-dom
/**
 * The pure parts of the search dialog's code: what kind of page a result is, the count wording, which
 * sections are shown under a result, and the excerpt HTML from Pagefind turned into text and <mark>
 * elements only (nothing else in it can become markup).
 */
import { describe, expect, it } from 'vitest';
import { countText, highlighted, kindOf, sectionsOf } from './search';

describe('kindOf', () => {
  it('names each part of the site from the address', () => {
    expect(kindOf('/')).toBe('Home');
    expect(kindOf('/essays/')).toBe('Essays');
    expect(kindOf('/essays/nielsen/')).toBe('Essay');
    expect(kindOf('/readings/brandubh/')).toBe('Reading');
    expect(kindOf('/learn/')).toBe('Learn');
    expect(kindOf('/learn/evangelists/')).toBe('Lesson');
    expect(kindOf('/learn/puzzles/')).toBe('Puzzles');
    expect(kindOf('/learn/teachers/')).toBe('For teachers');
    expect(kindOf('/sources/layouts/')).toBe('Sources');
    expect(kindOf('/play/')).toBe('Play');
    expect(kindOf('/something-else/')).toBe('');
  });

  it('reads the address below the site’s base', () => {
    expect(kindOf('/alea/essays/murray/', '/alea/')).toBe('Essay');
    expect(kindOf('/alea/', '/alea/')).toBe('Home');
  });
});

describe('countText', () => {
  it('says result or results', () => {
    expect(countText(1)).toBe('1 result');
    expect(countText(0)).toBe('0 results');
    expect(countText(12)).toBe('12 results');
  });
});

describe('sectionsOf', () => {
  const sub = (id: string | null, hits: number) => ({
    title: id ?? 'Page',
    url: id ? `/essays/x/#${id}` : '/essays/x/',
    excerpt: '',
    locations: Array.from({ length: hits }, (_, i) => i),
    ...(id ? { anchor: { id, location: 0 } } : {}),
  });

  it('keeps the sections with most hits, in the page’s order, and never the page itself', () => {
    const data = { url: '/essays/x/', sub_results: [sub(null, 9), sub('a', 1), sub('b', 5), sub('c', 2), sub('d', 4)] };
    expect(sectionsOf(data, 3).map((s) => s.anchor?.id)).toEqual(['b', 'c', 'd']);
  });

  it('is empty for a page without sections', () => {
    expect(sectionsOf({ url: '/', sub_results: [sub(null, 3)] })).toEqual([]);
  });
});

describe('highlighted', () => {
  const html = (f: DocumentFragment): string => {
    const div = document.createElement('div');
    div.append(f);
    return div.innerHTML;
  };

  it('keeps the marks and the text', () => {
    expect(html(highlighted('the four <mark>Evangelists</mark> jump'))).toBe('the four <mark>Evangelists</mark> jump');
  });

  it('turns anything else into text', () => {
    const out = html(highlighted('a &lt;b&gt; <img src=x onerror="alert(1)"><mark><em>king</em></mark>'));
    expect(out).toBe('a &lt;b&gt; <mark>king</mark>');
    expect(out).not.toContain('<img');
  });
});
