import { modals } from '@mantine/modals';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { focusReturnTarget, returnFocus } from './focus-return';

// The dialogs' code (Modal, focus trap, scroll lock) stays out of the first download: the
// host loads with the first dialog anyone asks for, which waits until it listens (decision
// 0172).
const ModalsProvider = lazy(() =>
  import('./modals-provider-module').then((module) => ({ default: module.ModalsProvider })),
);

let hostsListening = 0;
let waiting: Array<() => void> = [];
let hostWanted = false;
const wantedListeners = new Set<() => void>();

function subscribeWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function whenListening(open: () => void): void {
  if (hostsListening > 0) {
    open();
    return;
  }
  waiting.push(open);
  if (!hostWanted) {
    hostWanted = true;
    wantedListeners.forEach((listener) => listener());
  }
}

function ListeningSignal() {
  useEffect(() => {
    hostsListening += 1;
    // A child's effects run before its parent's: the provider subscribes to the dialog
    // events in the same synchronous pass, so a microtask later it is listening.
    queueMicrotask(() => {
      const queued = waiting;
      waiting = [];
      queued.forEach((open) => open());
    });
    return () => {
      hostsListening -= 1;
    };
  }, []);
  return null;
}

/** Where every dialog of the console renders; mounted once beside the router. */
export function ModalHost() {
  const wanted = useSyncExternalStore(subscribeWanted, () => hostWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Focus goes back from here, not from Mantine's Modal (see withFocusReturn). */}
      <ModalsProvider modalProps={{ returnFocus: false }}>
        <ListeningSignal />
      </ModalsProvider>
    </Suspense>
  );
}

/**
 * The host's one Modal remembers what had focus when it opened, which is not always the
 * dialog's trigger: an item of a menu is gone when the dialog closes, and a dialog asked for
 * before the host has loaded opens later. So the place focus goes back to is taken when the
 * dialog is asked for, and focus goes back as it closes, however it closes (decision 0176).
 */
function withFocusReturn<Settings extends { onClose?: () => void }>(settings: Settings): Settings {
  const returnTo = focusReturnTarget();
  return {
    ...settings,
    onClose: () => {
      settings.onClose?.();
      returnFocus(returnTo);
    },
  };
}

export function openModal(settings: Parameters<typeof modals.open>[0]): void {
  const withReturn = withFocusReturn(settings);
  whenListening(() => modals.open(withReturn));
}

export function openConfirmModal(settings: Parameters<typeof modals.openConfirmModal>[0]): void {
  const withReturn = withFocusReturn(settings);
  whenListening(() => modals.openConfirmModal(withReturn));
}

export const closeModal = (id: string): void => modals.close(id);
export const closeAllModals = (): void => modals.closeAll();
