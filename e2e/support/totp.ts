import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

/**
 * An authenticator app for tests: real RFC 6238 codes from the secret shown on the set-up
 * page. The server accepts a code once and only for a step after the last one it accepted,
 * within ±1 step of now; so each code is for a step after the last one used, and when that
 * step is more than one ahead the device waits for the clock instead.
 */
export class TestAuthenticator {
  private readonly totp: TOTP;
  private lastStep = -1;

  constructor(secretBase32: string) {
    this.totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_MS / 1000,
      secret: Secret.fromBase32(secretBase32.replace(/\s+/g, '').toUpperCase()),
    });
  }

  async nextCode(): Promise<string> {
    const now = Date.now();
    const currentStep = Math.floor(now / PERIOD_MS);
    const step = Math.max(currentStep, this.lastStep + 1);
    if (step > currentStep + 1) {
      // Two steps ahead would be outside the server's window: wait for the next step.
      await new Promise((resolve) => setTimeout(resolve, (currentStep + 1) * PERIOD_MS - now + 50));
    }
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * PERIOD_MS });
  }
}
