import { TIME_SPENT_IV_BYTES } from '@vigil/contract';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './base64url';
import { decryptTimeSpent, encryptTimeSpent } from './time-spent-cipher';

function ivOf(sealed: string): Uint8Array | null {
  return base64UrlToBytes(sealed.split('.')[0] ?? '');
}

describe('time spent encryption (AES-GCM, fixed key, random IV)', () => {
  it('decrypts what it encrypted', async () => {
    for (const seconds of [0, 5, 3595, 28_800]) {
      expect(await decryptTimeSpent(await encryptTimeSpent(seconds))).toBe(seconds);
    }
  });

  it('uses a fresh 12-byte IV on every write, so equal times look different', async () => {
    const first = await encryptTimeSpent(60);
    const second = await encryptTimeSpent(60);
    expect(ivOf(first)).toHaveLength(TIME_SPENT_IV_BYTES);
    expect(ivOf(second)).toHaveLength(TIME_SPENT_IV_BYTES);
    expect(first).not.toBe(second);
    expect(ivOf(first)).not.toEqual(ivOf(second));
  });

  it('does not store the seconds readably', async () => {
    const sealed = await encryptTimeSpent(1234);
    expect(sealed).not.toContain('1234');
    expect(atob(sealed.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')).not.toContain(
      '1234',
    );
  });

  it('refuses any edit of the stored text (the GCM tag)', async () => {
    const sealed = await encryptTimeSpent(300);
    const [iv = '', data = ''] = sealed.split('.');
    const flipped = (data[0] === 'A' ? 'B' : 'A') + data.slice(1);
    expect(await decryptTimeSpent(`${iv}.${flipped}`)).toBeNull();
    expect(await decryptTimeSpent(`${iv}.${data.slice(0, -2)}`)).toBeNull();
    const otherIv = (iv[0] === 'A' ? 'B' : 'A') + iv.slice(1);
    expect(await decryptTimeSpent(`${otherIv}.${data}`)).toBeNull();
  });

  it.each(['', '0', '300', 'not base64!.x', 'a.b.c', '{"seconds":0}', 'AAAA.AAAA'])(
    'refuses %j',
    async (stored) => {
      expect(await decryptTimeSpent(stored)).toBeNull();
    },
  );
});
