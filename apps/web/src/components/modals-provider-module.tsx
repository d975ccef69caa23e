// Loaded lazily by modal-host.tsx: a module of its own, so the bundler can leave the dialogs'
// code out of the first download while the `modals` events stay in it.
export { ModalsProvider } from '@mantine/modals';
