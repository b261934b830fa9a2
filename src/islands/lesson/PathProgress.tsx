/**
 * The path's progress on /learn/: "3 of 9 done", and the "✓ done" mark of each finished step in the
 * server-rendered list (`[data-lesson-mark="<id>"]`, hidden until done). Reads storage in an effect,
 * never at module load.
 */
import { useEffect } from 'preact/hooks';
import { doneText, useStepsDone } from './progress';

export interface PathProgressProps {
  readonly stepIds: readonly string[];
}

/** Shows the marks of the done steps in the page's list. */
export function markSteps(root: ParentNode, done: ReadonlySet<string>): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-lesson-mark]'))
    el.hidden = !done.has(el.getAttribute('data-lesson-mark') ?? '');
}

export default function PathProgress({ stepIds }: PathProgressProps) {
  const [done] = useStepsDone(stepIds);
  useEffect(() => markSteps(document, new Set(done)), [done]);
  return (
    <p class="lesson-progress" data-testid="path-progress">
      <strong>Your progress:</strong> {doneText(done.length, stepIds.length)}
    </p>
  );
}

export { PathProgress };
