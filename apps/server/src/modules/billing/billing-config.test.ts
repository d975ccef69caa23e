import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env';

describe('billing portal configuration', () => {
  it('is off by default', () => {
    expect(loadConfig({}, []).billing).toEqual({ portalUrl: undefined, stripe: undefined });
  });

  it('takes a static BILLING_PORTAL_URL (http or https only)', () => {
    const url = 'https://billing.example.com/p/login/abc';
    expect(loadConfig({ BILLING_PORTAL_URL: url }, []).billing).toEqual({
      portalUrl: url,
      stripe: undefined,
    });
    expect(() => loadConfig({ BILLING_PORTAL_URL: 'javascript:alert(1)' }, [])).toThrow(
      /BILLING_PORTAL_URL/,
    );
    expect(() => loadConfig({ BILLING_PORTAL_URL: 'not a url' }, [])).toThrow(/BILLING_PORTAL_URL/);
  });

  it('takes STRIPE_SECRET_KEY, with Stripe’s own API unless STRIPE_API_BASE says otherwise', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' }, []).billing.stripe).toEqual({
      secretKey: 'sk_live_x',
      apiBase: 'https://api.stripe.com',
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_BASE: 'http://127.0.0.1:9999' }, [])
        .billing.stripe?.apiBase,
    ).toBe('http://127.0.0.1:9999');
  });

  it('refuses both at once, without repeating the key', () => {
    const key = 'sk_live_do_not_print_me_123456';
    let message = '';
    try {
      loadConfig({ BILLING_PORTAL_URL: 'https://billing.example.com', STRIPE_SECRET_KEY: key }, []);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/BILLING_PORTAL_URL or STRIPE_SECRET_KEY/);
    expect(message).not.toContain(key);
  });
});
