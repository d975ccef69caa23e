import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Authenticated encryption (AES-256-GCM) for secrets the server must read back later: TOTP
 * secrets now, domain secret keys later. Each value carries its own random IV; tampering
 * makes decryption fail instead of returning garbage.
 */
export interface SecretBox {
  encrypt(plaintext: string): string;
  decrypt(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(keyMaterial: string): SecretBox {
  // Any sufficiently long string becomes a 256-bit key.
  const key = createHash('sha256').update(keyMaterial).digest();
  return {
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * The configured key, or one kept in DATA_DIR/secret.key (created on first start, readable by
 * the owner only). Several instances must share VIGIL_SECRET_KEY instead.
 */
export function loadSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  return generated;
}
