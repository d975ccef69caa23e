import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { createId } from './tokens';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links stand on their own line so a person or a script can read them. */
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}

/**
 * Sends through SMTP_URL when set. Otherwise each message is written as an .eml file under
 * DATA_DIR/outbox, so sign-up and password reset work with no mail server. The log names the
 * file, never the link: links carry single-use tokens.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.logger.info({ subject: message.subject }, 'email sent');
      },
    };
  }
  return {
    async send(message) {
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${createId()}.eml`);
      fs.writeFileSync(file, toPlainEml(options.from, message), { mode: 0o600 });
      options.logger.info({ subject: message.subject, file }, 'email written to the outbox');
    },
  };
}

/**
 * A plain-text RFC 5322 message in 8bit, so links are not folded by quoted-printable and a
 * script can read them straight from the file.
 */
export function toPlainEml(from: string, message: MailMessage, date = new Date()): string {
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
  return [
    `From: ${oneLine(from)}`,
    `To: ${oneLine(message.to)}`,
    `Subject: ${oneLine(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text.replace(/\r?\n/g, '\r\n'),
    '',
  ].join('\r\n');
}
