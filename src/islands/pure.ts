/**
 * A component that renders again only when one of its props has changed (compared one by one, by
 * identity): for the big, slow-changing parts of an island (the rules' selects, their prose), so that
 * a move on the board does not diff them again. Preact's own `memo` lives in preact/compat, which the
 * site does not otherwise load.
 */
import { Component, type FunctionComponent, h } from 'preact';

const sameProps = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

export function pure<P extends object>(Inner: FunctionComponent<P>): FunctionComponent<P> {
  class Pure extends Component<P> {
    static displayName = `pure(${Inner.displayName ?? Inner.name})`;
    override shouldComponentUpdate(next: P): boolean {
      return !sameProps(this.props as Record<string, unknown>, next as Record<string, unknown>);
    }
    override render() {
      return h(Inner, this.props as P);
    }
  }
  return Pure as unknown as FunctionComponent<P>;
}
