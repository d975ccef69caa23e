import { describe, expect, it } from 'vitest';
import {
  OIDC_ERROR_CODES,
  OIDC_ERROR_MESSAGES,
  ZOidcStartQuerySchema,
  isSafeConsolePath,
  oidcStartPath,
} from './oidc-redirects';

describe('isSafeConsolePath', () => {
  it('accepts console paths with queries', () => {
    expect(isSafeConsolePath('/moderation')).toBe(true);
    expect(isSafeConsolePath('/domains/manage?id=3')).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'moderation', '/a\r\nb'])(
    'refuses %j',
    (value) => {
      expect(isSafeConsolePath(value)).toBe(false);
    },
  );
});

describe('ZOidcStartQuerySchema', () => {
  it('defaults to sign-in and drops an unsafe redirect', () => {
    expect(ZOidcStartQuerySchema.parse({ redirect: '//evil.example' })).toEqual({
      mode: 'login',
      redirect: undefined,
    });
  });

  it('refuses an unknown mode', () => {
    expect(ZOidcStartQuerySchema.safeParse({ mode: 'register' }).success).toBe(false);
  });
});

describe('oidcStartPath', () => {
  it('encodes the redirect and leaves out an unsafe one', () => {
    expect(oidcStartPath('google', 'login', '/domains/manage?id=3')).toBe(
      '/api/auth/oidc/google/start?mode=login&redirect=%2Fdomains%2Fmanage%3Fid%3D3',
    );
    expect(oidcStartPath('microsoft', 'link', '//evil.example')).toBe(
      '/api/auth/oidc/microsoft/start?mode=link',
    );
  });
});

it('has a text for every error code', () => {
  for (const code of OIDC_ERROR_CODES) expect(OIDC_ERROR_MESSAGES[code]).toMatch(/\w/);
});
