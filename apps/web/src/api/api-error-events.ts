import type { ApiError } from './api-error';
import type { ErrorAction } from './error-catalogue';

/**
 * The client decides, the app acts: src/app registers the one handler that signs out,
 * opens dialogs or navigates, so the API layer needs no router or UI.
 */
export type ApiErrorListener = (action: ErrorAction, error: ApiError) => void;

const listeners = new Set<ApiErrorListener>();

export function onApiErrorAction(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiErrorAction(action: ErrorAction, error: ApiError): void {
  listeners.forEach((listener) => listener(action, error));
}
