import {
  enableTwoFactorEndpoint,
  getTwoFactorQrCodeEndpoint,
  type TTwoFactorQrCodeResponse,
} from '@vigil/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiCall } from '../../api/api-client';

export type TwoFactorSetupState =
  | { status: 'loading' }
  | { status: 'ready'; qrCode: TTwoFactorQrCodeResponse }
  | { status: 'failed' };

/**
 * Starts a set-up when the screen opens: a new unconfirmed secret (POST), then its QR code.
 * Failures went through the catalogue (a 401 signs out); the screen offers to try again.
 */
export function useTwoFactorSetup(): { state: TwoFactorSetupState; retry: () => void } {
  const [state, setState] = useState<TwoFactorSetupState>({ status: 'loading' });
  const started = useRef(false);

  const start = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      await apiCall(enableTwoFactorEndpoint);
      const qrCode = await apiCall(getTwoFactorQrCodeEndpoint);
      setState({ status: 'ready', qrCode });
    } catch {
      setState({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    // StrictMode runs effects twice; a second POST would replace the secret just shown.
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  return { state, retry: () => void start() };
}
