import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey } from './secret-box';

describe('the secret box', () => {
  const box = createSecretBox('a key that is long enough for the test suite');

  it('round-trips a secret and never shows it in the sealed form', () => {
    const sealed = box.encrypt('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.decrypt(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('uses a fresh IV each time', () => {
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const sealed = box.encrypt('secret');
    const parts = sealed.split('.');
    const last = parts[3] ?? '';
    const tampered = [
      ...parts.slice(0, 3),
      `${last.slice(0, -1)}${last.endsWith('A') ? 'B' : 'A'}`,
    ];
    expect(() => box.decrypt(tampered.join('.'))).toThrow();
    const other = createSecretBox('another key that is long enough for the test suite');
    expect(() => other.decrypt(sealed)).toThrow();
    expect(() => box.decrypt('not sealed')).toThrow();
  });

  it('keeps a generated key in the data directory, owner-readable only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-key-'));
    const first = loadSecretKey(undefined, dir);
    expect(loadSecretKey(undefined, dir)).toBe(first);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey('configured key of at least thirty-two chars', dir)).toBe(
      'configured key of at least thirty-two chars',
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
