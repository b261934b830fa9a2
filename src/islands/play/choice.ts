/**
 * A choice made in one of the page's selects. The select shows the state's value (a controlled
 * select), but the parts holding the selects render again only when their props change (pure): a
 * choice the page refuses or only offers (a rule that needs another) changes no prop, so nothing
 * would put the select back. `takeChoice` reads the reader's choice and puts the select back on the
 * value it shows; once the state takes the choice, the next render shows it.
 */
export function takeChoice(e: Event, shown: string): string {
  const select = e.currentTarget as HTMLSelectElement;
  const chosen = select.value;
  select.value = shown;
  return chosen;
}
