/** The content security policy's checks on a loaded page and its response (csp.browser.ts, every-page.browser.ts). */
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';

const isEmbed = (path: string): boolean => path.startsWith('/embed/');

/** The policy's directives, each name to its sources, from a policy's text. */
function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** The page's <meta> policy, and whether it comes before every script, style sheet and style element. */
export async function metaPolicy(page: Page): Promise<{ policy: string | null; first: boolean }> {
  return page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[http-equiv="content-security-policy" i]');
    const governed = document.querySelector('script, style, link[rel~="stylesheet"], link[rel~="modulepreload"]');
    const first = meta !== null && (governed === null || (meta.compareDocumentPosition(governed) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
    return { policy: meta?.content ?? null, first };
  });
}

/** Checks the policy that a page carries in its <meta>. */
export function checkPolicy(path: string, policy: string): void {
  const d = directives(policy);
  const hashes = (name: string) => (d.get(name) ?? []).filter((s) => /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(s));
  const keywords = (name: string) => (d.get(name) ?? []).filter((s) => !/^'sha(256|384|512)-/.test(s));
  expect(keywords('script-src'), `${path}: script-src is the site and hashes only`).toEqual(["'self'"]);
  expect(hashes('script-src').length, `${path}: script-src has Astro's hashes`).toBeGreaterThan(0);
  expect(keywords('style-src'), `${path}: style-src is the site and hashes only`).toEqual(["'self'"]);
  expect(policy, `${path}: nothing unsafe`).not.toMatch(/'unsafe-(inline|eval|hashes)'|'strict-dynamic'|\*/);
  expect(d.get('default-src'), path).toEqual(["'self'"]);
  expect(d.get('connect-src'), path).toEqual(["'self'"]);
  expect(d.get('img-src'), path).toEqual(["'self'", 'data:']);
  expect(d.get('worker-src'), path).toEqual(["'self'"]);
  expect(d.get('object-src'), path).toEqual(["'none'"]);
  expect(d.get('base-uri'), path).toEqual(["'self'"]);
  expect(d.get('form-action'), path).toEqual(["'self'"]);
  // Ignored in a <meta>, where Chromium warns about it: framing is the headers' business.
  expect(d.has('frame-ancestors'), `${path}: no frame-ancestors in the meta`).toBe(false);
}

/** Checks the framing headers of a response: anyone may frame /embed/, no one any other page. */
export function checkFramingHeaders(path: string, response: Response | null): void {
  const headers = response?.headers() ?? {};
  if (isEmbed(path)) {
    expect(headers['content-security-policy'], path).toBe('frame-ancestors *');
    expect(headers['x-frame-options'], path).toBeUndefined();
  } else {
    expect(headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
}
