// @vitest-environment happy-dom
/** pure(): a part renders again only when one of its props is not the same as before. */
import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { pure } from './pure';

describe('pure', () => {
  it('skips a render whose props are the same, one by one, and takes one that changes any', () => {
    let renders = 0;
    const Inner = ({ n, list }: { n: number; list: readonly number[] }) => {
      renders++;
      return h('p', null, `${n}:${list.join(',')}`);
    };
    const Pure = pure(Inner);
    const root = document.createElement('div');
    const list = [1, 2];
    render(h(Pure, { n: 1, list }), root);
    render(h(Pure, { n: 1, list }), root);
    expect(renders).toBe(1);
    render(h(Pure, { n: 2, list }), root);
    expect(renders).toBe(2);
    expect(root.textContent).toBe('2:1,2');
    render(h(Pure, { n: 2, list: [1, 2] }), root);
    expect(renders, 'an equal but new array is a change').toBe(3);
  });
});
