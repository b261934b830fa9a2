/**
 * The parts of the class set (/learn/print/class/) by id, and the ones an address's `?parts=` names:
 * apart from class-set.ts so that the page's script does not carry the lessons' data.
 */

/** The parts of the class set, in the order they print. */
export const CLASS_PART_IDS = ['rules-sheet', 'lesson-pages', 'puzzle-sheet', 'blank-board'] as const;
export type ClassPartId = (typeof CLASS_PART_IDS)[number];

/** The parts a `?parts=` value names, in print order; every part when it names none that exist. */
export function chosenParts(value: string | null): ClassPartId[] {
  const asked = new Set((value ?? '').split(',').map((s) => s.trim()));
  const parts = CLASS_PART_IDS.filter((id) => asked.has(id));
  return parts.length > 0 ? parts : [...CLASS_PART_IDS];
}
