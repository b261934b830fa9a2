// @vitest-environment happy-dom
/** The manuscript view renders the 73 points and its radio group switches 16 of them between the sides. */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import ManuscriptView from './ManuscriptView';

afterEach(cleanup);

const sidesOf = (root: ParentNode) =>
  new Map([...root.querySelectorAll('[data-point]')].map((el) => [el.getAttribute('data-point')!, el.getAttribute('data-side')!]));

describe('ManuscriptView', () => {
  it('draws the 73 points, the king on j10, and labels the four sides', () => {
    const { container } = render(h(ManuscriptView, { initial: 'M' }));
    const sides = sidesOf(container);
    expect(sides.size).toBe(73);
    expect(sides.get('j10')).toBe('king');
    expect([...sides.values()].filter((s) => s === 'defender')).toHaveLength(24);
    expect([...sides.values()].filter((s) => s === 'attacker')).toHaveLength(48);
    const edges = Object.fromEntries(
      [...container.querySelectorAll('[data-edge]')].map((el) => [el.getAttribute('data-edge'), el.getAttribute('data-evangelist')]),
    );
    expect(edges).toEqual({ top: 'Matthew', right: 'Luke', bottom: 'John', left: 'Mark' });
    expect([...container.querySelectorAll('[data-variegated]')].map((el) => el.getAttribute('data-point')).sort()).toEqual([
      'f14',
      'f6',
      'n14',
      'n6',
    ]);
    expect([...container.querySelectorAll('[data-primary]')].map((el) => el.getAttribute('data-point'))).toEqual(['e13']);
  });

  it('draws the two sides with different shapes', () => {
    const { container } = render(h(ManuscriptView, { initial: 'M' }));
    expect(container.querySelector('[data-point="i5"] .mv-man--defender')?.tagName.toLowerCase()).toBe('rect');
    expect(container.querySelector('[data-point="c1"] .mv-man--attacker')?.tagName.toLowerCase()).toBe('circle');
  });

  it('the radio group switches exactly 16 points between the sides, and back', () => {
    const { container } = render(h(ManuscriptView, { initial: 'M' }));
    const before = sidesOf(container);
    const w = container.querySelector<HTMLInputElement>('input[data-allocation-option="W"]')!;
    const m = container.querySelector<HTMLInputElement>('input[data-allocation-option="M"]')!;
    expect(m.checked).toBe(true);
    fireEvent.click(w);
    expect(w.checked).toBe(true);
    expect(container.querySelector('[data-testid="manuscript-view"]')?.getAttribute('data-allocation')).toBe('W');
    const after = sidesOf(container);
    const changed = [...before.keys()].filter((k) => before.get(k) !== after.get(k)).sort();
    expect(changed).toHaveLength(16);
    expect(changed).toEqual(['d10', 'e11', 'e9', 'f14', 'f6', 'i15', 'i5', 'j16', 'j4', 'k15', 'k5', 'n14', 'n6', 'o11', 'o9', 'p10']);
    expect(after.get('f6')).toBe('defender');
    expect(after.get('i5')).toBe('attacker');
    expect(container.querySelector('[data-testid="manuscript-status"]')?.textContent).toContain('layout W');
    fireEvent.click(m);
    expect(sidesOf(container)).toEqual(before);
  });

  it('lists the points in words for the allocation shown', () => {
    const { container } = render(h(ManuscriptView, { initial: 'W' }));
    const words = container.querySelector('[data-testid="manuscript-words"]')!;
    expect(words.querySelector('[data-list="defender"]')?.textContent?.split(', ')).toHaveLength(24);
    expect(words.querySelector('[data-list="defender"]')?.textContent).toContain('f6');
    expect(words.querySelector('[data-list="attacker"]')?.textContent?.split(', ')).toHaveLength(48);
    expect(words.textContent).toContain('e13: attacker');
  });

  it('server-renders layout M with every point and a labelled image', () => {
    const html = renderToString(h(ManuscriptView, { initial: 'M' }));
    expect(html.match(/data-point="/g)).toHaveLength(73);
    expect(html).toContain('data-allocation="M"');
    expect(html).toMatch(/role="img"/);
    expect(html).toMatch(/aria-labelledby="[^"]+"/);
  });
});
