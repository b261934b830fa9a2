/**
 * Server rendering in plain node (no window, document or Worker): the lab's settings, its Run
 * button and the shipped-results section render from props alone, and no worker is made.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import LabIsland from './LabIsland';

describe('server rendering of the lab island', () => {
  it('runs with no browser globals', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
  });

  it('renders every setting, the Run button and the empty shipped table', () => {
    const html = renderToString(h(LabIsland, { defaultPreset: 'tablut', shipped: [] }));
    expect(html).toMatch(/<select id="lab-preset"/);
    expect(html).toContain('<option selected value="tablut">');
    expect((html.match(/id="lab-rule-/g) ?? []).length).toBe(24);
    expect((html.match(/type="radio"/g) ?? []).length).toBe(3);
    expect(html).toContain('>Run</button>');
    expect(html).toContain('No precomputed results yet');
  });
});
