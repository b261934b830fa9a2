/**
 * A reader of the `_headers` file that Netlify and Cloudflare Pages read from the published folder
 * (the site's is public/_headers), so that the browser tests' server (global-setup.test-support.ts) sends the
 * headers a host would.
 *
 * The format: an unindented line is a rule's path pattern; the indented lines under it are its headers,
 * `Name: value` to set one, or `! Name` to drop the value an earlier rule set; a line starting with `#`
 * is a comment. In a pattern, `*` stands for any run of characters (`/` included) and `:name` for one
 * path segment. Every rule whose pattern matches a request's path applies, in the file's order, as on
 * Cloudflare Pages: a header that an earlier rule set gets the later value joined to it with ", ",
 * unless a `!` line dropped it first. Patterns with a host (`https://example.org/*`) are refused: the
 * tests' server has no name to match them against.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface HeaderRule {
  /** The pattern as written. */
  readonly pattern: string;
  readonly regExp: RegExp;
  /** The headers set, names in lower case, in the file's order. */
  readonly set: [name: string, value: string][];
  /** The headers dropped (`! Name`), names in lower case. */
  readonly unset: string[];
}

/** A pattern's regular expression: `*` any characters, `:name` one segment, the rest as written. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The rules of a `_headers` file's text; throws, naming the line, on a line it cannot read. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fail = (why: string): never => {
      throw new Error(`_headers, line ${i + 1} (${line}): ${why}`);
    };
    if (!/^\s/.test(raw)) {
      if (!line.startsWith('/')) fail('a pattern must be a path starting with "/"');
      rules.push({ pattern: line, regExp: patternRegExp(line), set: [], unset: [] });
      return;
    }
    const rule = rules.at(-1) ?? fail('a header before any path');
    if (line.startsWith('!')) {
      const name = line.slice(1).trim();
      if (name === '') fail('no header name after "!"');
      rule.unset.push(name.toLowerCase());
      return;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) fail('a header line is "Name: value" or "! Name"');
    const value = line.slice(colon + 1).trim();
    if (value === '') fail('a header without a value');
    rule.set.push([line.slice(0, colon).trim().toLowerCase(), value]);
  });
  return rules;
}

/** The rules of the `_headers` file at `path`, or none if there is no such file. */
export function readHeadersFile(path: string): HeaderRule[] {
  return existsSync(path) ? parseHeaders(readFileSync(path, 'utf8')) : [];
}

/** The headers the rules give a request for `path` (a URL's path, without its query), names in lower case. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.regExp.test(path)) continue;
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set) {
      const earlier = headers.get(name);
      headers.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
    }
  }
  return Object.fromEntries(headers);
}
