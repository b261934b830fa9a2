/**
 * The page's index of puzzles is server-rendered by the page, outside the island, with a hidden mark
 * per puzzle (`[data-puzzle-mark="<id>"]`) holding two wordings, `[data-mark-state="solved"]`
 * ("✓ solved") and `[data-mark-state="helped"]` ("solved with help"), and a link per puzzle
 * (`a[data-puzzle-link="<id>"]`). The island shows the mark of each puzzle solved, in the wording that
 * fits, sets the mark's data-state (the page styles the two differently, in border as well as words),
 * and sets aria-current on the link of the puzzle shown. Called from an effect, never at module load.
 */
export function markIndex(
  root: ParentNode,
  progress: { readonly solved: ReadonlySet<string>; readonly helped: ReadonlySet<string> },
  current: string | null,
): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-puzzle-mark]')) {
    const id = el.getAttribute('data-puzzle-mark') ?? '';
    const state = progress.solved.has(id) ? 'solved' : progress.helped.has(id) ? 'helped' : null;
    el.hidden = state === null;
    if (state) el.setAttribute('data-state', state);
    else el.removeAttribute('data-state');
    for (const words of el.querySelectorAll<HTMLElement>('[data-mark-state]')) {
      words.hidden = words.getAttribute('data-mark-state') !== state;
    }
  }
  for (const a of root.querySelectorAll<HTMLElement>('a[data-puzzle-link]')) {
    if (a.getAttribute('data-puzzle-link') === current) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  }
}
