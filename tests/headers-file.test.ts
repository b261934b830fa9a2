/**
 * The reader of the `_headers` format that the browser tests' server uses (tests/browser/headers-file.test-support.ts),
 * and what the site's own file (public/_headers) gives: no page may be framed by another site but the
 * embed, which any site may frame.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from './browser/headers-file.test-support';

const SITE = parseHeaders(readFileSync(join(import.meta.dirname, '..', 'public', '_headers'), 'utf8'));

describe("the site's _headers", () => {
  it('refuses framing for every page but the embed', () => {
    for (const path of ['/', '/play/', '/essays/nielsen/', '/readings/brandubh/sheet/', '/404.html', '/sw.js', '/embedded/']) {
      expect(headersFor(SITE, path), path).toEqual({ 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' });
    }
  });

  it('lets any site frame the embed', () => {
    for (const path of ['/embed/', '/embed/index.html']) {
      expect(headersFor(SITE, path), path).toEqual({ 'content-security-policy': 'frame-ancestors *' });
    }
  });
});

describe('the _headers reader', () => {
  it('applies every matching rule in order: a later value is joined to an earlier one, unless "!" dropped it', () => {
    const rules = parseHeaders(`# a comment
/*
  X-One: a
  X-Two: b

/docs/*
  # another comment
  X-One: c
  ! X-Two
  X-Two: d
`);
    expect(headersFor(rules, '/')).toEqual({ 'x-one': 'a', 'x-two': 'b' });
    expect(headersFor(rules, '/docs/page/')).toEqual({ 'x-one': 'a, c', 'x-two': 'd' });
  });

  it('reads "*" as any characters and ":name" as one path segment; the rest is literal', () => {
    const rules = parseHeaders('/a/:id/b\n  X-Seg: 1\n/files/*.txt\n  X-Txt: 1\n');
    expect(headersFor(rules, '/a/42/b')).toEqual({ 'x-seg': '1' });
    expect(headersFor(rules, '/a/4/2/b')).toEqual({});
    expect(headersFor(rules, '/files/x/y.txt')).toEqual({ 'x-txt': '1' });
    expect(headersFor(rules, '/files/xytxt')).toEqual({});
  });

  it('keeps a value with colons whole', () => {
    expect(headersFor(parseHeaders('/*\n  Link: <https://example.org/>; rel="x"\n'), '/')).toEqual({
      link: '<https://example.org/>; rel="x"',
    });
  });

  it('refuses what it cannot read, naming the line', () => {
    expect(() => parseHeaders('  X-One: a\n')).toThrow(/line 1 .*before any path/);
    expect(() => parseHeaders('/*\n  X-One:\n')).toThrow(/line 2 .*without a value/);
    expect(() => parseHeaders('/*\n  X-One a\n')).toThrow(/line 2 .*Name: value/);
    expect(() => parseHeaders('/*\n  !\n')).toThrow(/line 2 .*no header name/);
    expect(() => parseHeaders('https://example.org/*\n  X-One: a\n')).toThrow(/line 1 .*path starting with "\/"/);
  });
});
