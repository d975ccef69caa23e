import { describe, expect, it } from 'vitest';
import { summariseUserAgent } from './user-agent-summary';

describe('summariseUserAgent', () => {
  it('names browser and system the way people know them', () => {
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toBe('Safari on macOS');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      summariseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) FxiOS/125.0'),
    ).toBe('Firefox on iOS');
  });

  it('falls back on what it has', () => {
    expect(summariseUserAgent(null)).toBeNull();
    expect(summariseUserAgent('  ')).toBeNull();
    expect(summariseUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
