/**
 * The page's index of puzzles is server-rendered by the page, outside the island, with a hidden
 * "✓ solved" mark per puzzle (`[data-puzzle-mark="<id>"]`) and a link per puzzle
 * (`a[data-puzzle-link="<id>"]`). The island shows the marks of the solved puzzles and sets
 * aria-current on the link of the puzzle shown. Called from an effect, never at module load.
 */
export function markIndex(root: ParentNode, solved: ReadonlySet<string>, current: string | null): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-puzzle-mark]')) {
    el.hidden = !solved.has(el.getAttribute('data-puzzle-mark') ?? '');
  }
  for (const a of root.querySelectorAll<HTMLElement>('a[data-puzzle-link]')) {
    if (a.getAttribute('data-puzzle-link') === current) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  }
}
