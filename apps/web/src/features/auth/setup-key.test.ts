import { describe, expect, it } from 'vitest';
import { setupKeyFromUrl } from './setup-key';

describe('setupKeyFromUrl', () => {
  it('reads the secret and groups it in fours for typing', () => {
    expect(
      setupKeyFromUrl(
        'otpauth://totp/Vigil:ada%40example.com?issuer=Vigil&secret=JBSWY3DPEHPK3PXPAB',
      ),
    ).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('is null without a secret or a URL', () => {
    expect(setupKeyFromUrl('otpauth://totp/Vigil:ada?issuer=Vigil')).toBeNull();
    expect(setupKeyFromUrl('not a url')).toBeNull();
  });
});
