import fs from 'node:fs';
import path from 'node:path';

/** One email the outbox mailer wrote, as a script would read it (tests and tooling). */
export interface OutboxEmail {
  file: string;
  to: string;
  subject: string;
  body: string;
  /** Every line of the body that is a link on its own. */
  links: string[];
}

function header(text: string, name: string): string {
  const match = new RegExp(`^${name}: (.*)$`, 'm').exec(text);
  return match?.[1]?.trim() ?? '';
}

/** RFC 2045 quoted-printable, as SMTP transports encode long lines. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A plain-text message as the outbox writes it (8bit) or an SMTP server receives it. */
export function parseEml(file: string, raw: string): OutboxEmail {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const encoded = split === -1 ? '' : text.slice(split + 2);
  const quotedPrintable = /^Content-Transfer-Encoding: quoted-printable$/im.test(head);
  const body = quotedPrintable ? decodeQuotedPrintable(encoded) : encoded;
  const links = body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^https?:\/\/\S+$/.test(line));
  return { file, to: header(head, 'To'), subject: header(head, 'Subject'), body, links };
}

/** Every email in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxEmail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const file = path.join(dir, name);
      return { file, mtime: fs.statSync(file).mtimeMs, raw: fs.readFileSync(file, 'utf8') };
    })
    .sort((a, b) => a.mtime - b.mtime || a.file.localeCompare(b.file))
    .map(({ file, raw }) => parseEml(file, raw));
}

/**
 * Waits for the n-th email (1-based, default the first) sent to an address: some are sent
 * after the reply (password reset), so a test cannot read them at once.
 */
export async function waitForEmail(
  dataDir: string,
  to: string,
  options: { count?: number; timeoutMs?: number } = {},
): Promise<OutboxEmail> {
  const count = options.count ?? 1;
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    const emails = readOutbox(dataDir).filter((email) => email.to === to);
    const email = emails[count - 1];
    if (email) return email;
    if (Date.now() > deadline) {
      throw new Error(`No email number ${count} to ${to} (found ${emails.length})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token and email of a link such as /confirmaccount?token=…&email=…. */
export function linkParams(link: string): {
  path: string;
  token: string;
  email: string;
  invite: boolean;
} {
  const url = new URL(link);
  return {
    path: url.pathname,
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email') ?? '',
    invite: url.searchParams.get('invite') === '1',
  };
}
