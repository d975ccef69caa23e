/** The element that last took focus, however focus was lost since. */
let lastFocused: WeakRef<HTMLElement> | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = new WeakRef(event.target);
    },
    true,
  );
}

/** The focused element; when focus was lost to the page, the one that had it last. */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  // A button that disables itself while its request runs (Mantine's `loading`) loses focus
  // before the answer opens a dialog, e.g. the Problem dialog of a failed request.
  const last = lastFocused?.deref();
  return last?.isConnected ? last : null;
}

/**
 * Where focus goes back to when a dialog closes (WCAG 2.4.3, decision 0176): the element that
 * had focus when it opened (or last had it, when the page had lost it) — or, when that was an
 * item of a menu, the menu's button, since the menu closes as the dialog opens and its items
 * are gone by the time the dialog closes.
 */
export function focusReturnTarget(): HTMLElement | null {
  const active = focusedElement();
  if (active === null) return null;
  // Mantine's menu names its dropdown by its button (aria-labelledby).
  const menuButtonId = active.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const menuButton = menuButtonId ? document.getElementById(menuButtonId) : null;
  return menuButton ?? active;
}

/**
 * Gives focus back to `target` when the closing dialog still holds it or it was lost with the
 * dialog (the document body); focus that went elsewhere on purpose meanwhile stays there.
 */
export function returnFocus(target: HTMLElement | null): void {
  if (target === null || !target.isConnected) return;
  const active = document.activeElement;
  const lost = active === null || active === document.body;
  if (lost || active.closest('[role="dialog"]') !== null) target.focus({ preventScroll: true });
}
