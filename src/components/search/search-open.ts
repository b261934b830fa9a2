/**
 * The part of the site search that every page loads: opens the search dialog from the header's
 * button, from `/` and from Ctrl+K or Cmd+K, and closes it with Escape or its Close button, giving
 * the focus back to where it was. The searching itself (search.ts, then Pagefind's own script and
 * index) is fetched the first time the dialog opens.
 */

const dialog = document.getElementById('site-search') as HTMLDialogElement | null;
const button = document.querySelector<HTMLButtonElement>('[data-search-open]');

/** Where the focus was before the dialog opened, to go back to when it closes. */
let returnTo: HTMLElement | null = null;
/** Whether the searching code has been asked for (once; again only if fetching it failed). */
let started = false;

/** True when a key press belongs to a field the reader is typing in. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

function open(): void {
  if (!dialog || dialog.open) return;
  returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : button;
  dialog.showModal();
  button?.setAttribute('aria-expanded', 'true');
  const input = dialog.querySelector<HTMLInputElement>('[data-search-input]');
  input?.focus();
  input?.select();
  if (started) return;
  started = true;
  import('./search')
    .then((m) => m.startSearch(dialog))
    .catch(() => {
      // Only if this site's own script could not be fetched (offline before the site was saved).
      const status = dialog.querySelector('[data-search-status]');
      if (status) status.textContent = 'Search could not start: the network cannot be reached. Try again when you are online.';
      started = false;
    });
}

/** After the dialog has closed, however it was closed: the button says so, the focus goes back. */
function closed(): void {
  if (!returnTo) return;
  button?.setAttribute('aria-expanded', 'false');
  const back = returnTo.isConnected ? returnTo : button;
  returnTo = null;
  // Without scrolling: a result on this very page has just moved the view to its section.
  back?.focus({ preventScroll: true });
}

function close(): void {
  if (!dialog?.open) return;
  dialog.close();
  closed();
}

if (dialog && button) {
  button.setAttribute('aria-expanded', 'false');
  button.addEventListener('click', open);
  dialog.querySelector('[data-search-close]')?.addEventListener('click', close);
  // Escape: one press closes, whatever has the focus inside (a search field would first clear itself).
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) close();
  });
  dialog.addEventListener('close', closed);
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || dialog.open || event.altKey) return;
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typing(event.target);
    const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
    if (!slash && !k) return;
    event.preventDefault();
    open();
  });
}

// A module, not a script: its names stay its own (window has `closed` and `opener` already).
export {};
