// Loaded lazily by toast-host.tsx: a module of its own, so the bundler can leave the toasts'
// container out of the first download while the `notifications` store stays in it.
export { Notifications } from '@mantine/notifications';
