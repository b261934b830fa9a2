/**
 * Copying text for the reader (a share link, a game record, an embed code, a progress code): the
 * clipboard API where the browser allows it; where it is missing or refused (no permission, a page not
 * served securely, a frame), the text is selected in its field so the reader can copy it with the
 * keyboard or the menu. Resolves to whether the text reached the clipboard. Call from a handler only.
 */
export async function copyText(text: string, field: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused: fall back to selecting the text.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
