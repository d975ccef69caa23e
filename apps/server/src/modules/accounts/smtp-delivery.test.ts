import type { AddressInfo } from 'node:net';
import { ACCOUNT_MESSAGES } from '@vigil/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { linkParams, parseEml, readOutbox } from './outbox-reader';

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

const PASSWORD = 'copper willow anthem 26';

describe('confirmation email through a real SMTP server (SMTP_URL)', () => {
  let smtp: SMTPServer;
  let server: TestServer;
  const delivered: Delivered[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      // Plain SMTP on the loopback: no certificate for nodemailer to distrust.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          delivered.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await createTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the confirmation link by SMTP, and the link confirms the account', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Sam Smtp',
        tenant_name: 'Mail Works',
        email: 'sam@mailworks.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(response.statusCode).toBe(201);
    // The email is the job's work, after the reply (decision 0122).
    expect(delivered).toHaveLength(0);
    await server.ctx.jobs.drain();

    expect(delivered).toHaveLength(1);
    const mail = delivered[0];
    expect(mail?.to).toEqual(['sam@mailworks.test']);
    expect(mail?.from).toBe('no-reply@vigil.test');
    const parsed = parseEml('smtp', mail?.raw ?? '');
    expect(parsed.subject).toBe('Confirm your Vigil account');
    expect(parsed.links).toHaveLength(1);
    const link = linkParams(parsed.links[0] ?? '');
    expect(link).toMatchObject({ path: '/confirmaccount', email: 'sam@mailworks.test' });
    // Nothing went to the outbox: SMTP_URL replaces it.
    expect(readOutbox(server.dataDir)).toEqual([]);

    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/api/account-confirmation',
      payload: { token: link.token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: ACCOUNT_MESSAGES.accountConfirmed });
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'sam@mailworks.test', password: PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(server.logs.join('\n')).not.toContain(link.token);
  });
});
