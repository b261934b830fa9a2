/**
 * node scripts/search-words.mjs <dist>
 *
 * Writes <dist>/pagefind/search-words.json (beside the index, so the service worker keeps it as it
 * keeps the index, for search offline): every word of the built pages' searchable text (what Pagefind
 * indexes: the <main data-pagefind-body> of each page, without scripts, styles, board pictures and
 * anything marked data-pagefind-ignore), lower-cased, four letters or more, with how often it occurs,
 * the most frequent first. The search dialog reads it to offer the nearest word when a query finds
 * nothing (src/components/search/near-miss.ts). Run by `npm run build`, after Pagefind.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';

/** Every .html file below `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Removes each element opened by `open` (a regex for its start tag) with everything inside it, nested ones included. */
function removeElements(html, tag, open) {
  let out = html;
  for (;;) {
    const start = out.search(open);
    if (start < 0) return out;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
    tags.lastIndex = start;
    let depth = 0;
    let end = out.length;
    for (let m = tags.exec(out); m; m = tags.exec(out)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    out = out.slice(0, start) + out.slice(end);
  }
}

const counts = new Map();
for (const file of htmlFiles(dist)) {
  const html = readFileSync(file, 'utf8');
  const main = /<main\b[^>]*data-pagefind-body[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1];
  if (!main) continue;
  let text = main.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ');
  text = removeElements(text, 'svg', /<svg\b/i);
  for (const tag of ['div', 'section', 'figure', 'p', 'span', 'details'])
    text = removeElements(text, tag, new RegExp(`<${tag}\\b[^>]*data-pagefind-ignore`, 'i'));
  text = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  for (const word of text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
}
const words = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
writeFileSync(join(dist, 'pagefind', 'search-words.json'), JSON.stringify({ words }));
console.log(`search-words.json: ${words.length} words`);
