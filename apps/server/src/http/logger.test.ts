import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('URLs in logs', () => {
  it('blanks query values that may carry a credential', () => {
    expect(redactUrl('/api/artifact?path=a/b.png')).toBe('/api/artifact?path=a%2Fb.png');
    const redacted = redactUrl('/confirmaccount?token=abc123&email=a%40b.test&x=1');
    expect(redacted).not.toContain('abc123');
    expect(redacted).not.toContain('a%40b.test');
    expect(redacted).toContain('x=1');
  });

  it('leaves a URL without a query alone', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
