import { useEffect, useRef } from 'react';

export interface QueueShortcutHandlers {
  next: () => void;
  previous: () => void;
  unpublish: () => void;
  approve: () => void;
  preview: () => void;
  /** Marks or unmarks the selected card for a bulk decision. */
  mark: () => void;
  unpublishMarked: () => void;
  approveMarked: () => void;
  help: () => void;
}

/** Inputs that take no typed text: a letter pressed on them is not typing. */
const KEYLESS_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Typing in a field must never decide a report (a select's letters pick an option). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUTS.has(target.type);
  return target.closest('textarea, select, [role="combobox"], [role="textbox"]') !== null;
}

/**
 * The key as the shortcuts name it: a letter with Shift is `Shift+U`; without Shift it is the
 * lower-case letter, so Caps Lock does not turn `a` (approve one) into Shift+A (approve marked).
 */
function shortcutOf(event: KeyboardEvent): string {
  if (!/^[a-z]$/i.test(event.key)) return event.key;
  return event.shiftKey ? `Shift+${event.key.toUpperCase()}` : event.key.toLowerCase();
}

/** Any open dialog (ours, or a Problem dialog) owns the keyboard: only Enter and Esc apply. */
function isDialogOpen(): boolean {
  return document.querySelector('[role="dialog"]') !== null;
}

/**
 * Decision 0103, keyboard: j/k move the selection, u unpublish, a approve, p preview, '?' the help;
 * decision 0178: x marks the selected card, Shift+U / Shift+A decide the marked ones.
 * Off while typing and while a dialog is open; modified keys (Ctrl+A, Cmd+P…) keep their
 * browser meaning.
 */
export function useQueueShortcuts(enabled: boolean, handlers: QueueShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || isDialogOpen()) return;
      const actions: Record<string, (() => void) | undefined> = {
        j: latest.current.next,
        k: latest.current.previous,
        u: latest.current.unpublish,
        a: latest.current.approve,
        p: latest.current.preview,
        x: latest.current.mark,
        'Shift+U': latest.current.unpublishMarked,
        'Shift+A': latest.current.approveMarked,
        '?': latest.current.help,
      };
      const action = actions[shortcutOf(event)];
      if (action === undefined) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
