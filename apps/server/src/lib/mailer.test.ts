import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes a plain-text .eml whose link can be read as is, and logs the file, not the link', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-outbox-'));
    const lines: string[] = [];
    const logger = pino(
      {},
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString());
          callback();
        },
      }),
    );
    const link = `http://localhost:3000/confirmaccount?token=${'t'.repeat(90)}&email=a%40b.test`;
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Vigil <v@x.test>',
      outboxDir: dir,
      logger,
    });
    await mailer.send({
      to: 'a@b.test',
      subject: 'Confirm your account',
      text: `Open:\n${link}\n`,
    });

    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: a@b.test');
    expect(eml).toContain('Subject: Confirm your account');
    expect(eml).toContain(link);
    expect(lines.join('')).toContain('email written to the outbox');
    expect(lines.join('')).not.toContain('t'.repeat(90));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
