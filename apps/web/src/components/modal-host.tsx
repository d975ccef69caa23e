import { modals } from '@mantine/modals';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

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
      <ModalsProvider>
        <ListeningSignal />
      </ModalsProvider>
    </Suspense>
  );
}

export function openModal(settings: Parameters<typeof modals.open>[0]): void {
  whenListening(() => modals.open(settings));
}

export function openConfirmModal(settings: Parameters<typeof modals.openConfirmModal>[0]): void {
  whenListening(() => modals.openConfirmModal(settings));
}

export const closeModal = (id: string): void => modals.close(id);
export const closeAllModals = (): void => modals.closeAll();
