import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Toasts wait in the notifications store until a container shows them, so the container (and
// its transitions) loads with the first toast instead of with every page (decision 0172).
const Notifications = lazy(() =>
  import('./notifications-module').then((module) => ({ default: module.Notifications })),
);

/** Where toasts render (spec §8); mounted once beside the router. */
export function ToastHost(props: NotificationsProps) {
  const state = useNotifications();
  const [needed, setNeeded] = useState(false);
  const waiting = state.notifications.length > 0 || state.queue.length > 0;
  if (waiting && !needed) setNeeded(true);
  if (!needed && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
