import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The e2e server has no SMTP_URL, so every email is an .eml file under
 * `${VIGIL_E2E_DATA_DIR}/outbox`, with each link alone on its line (decisions 0030–0049, Email).
 */
function outboxDir(): string {
  const dataDir = process.env.VIGIL_E2E_DATA_DIR;
  if (!dataDir) throw new Error('VIGIL_E2E_DATA_DIR is not set (see playwright.config.ts)');
  return path.join(dataDir, 'outbox');
}

interface Email {
  to: string;
  subject: string;
  links: string[];
}

/** Undoes quoted-printable soft line breaks and escapes, in case a transport used them. */
function decodeBody(head: string, body: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(head)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function readEmails(): Email[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(dir, name), 'utf8').replace(/\r\n/g, '\n');
      const split = raw.indexOf('\n\n');
      const head = raw.slice(0, split);
      const body = decodeBody(head, raw.slice(split + 2));
      const header = (field: string) =>
        new RegExp(`^${field}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
      const links = body
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^https?:\/\/\S+$/.test(line));
      return { to: header('To'), subject: header('Subject'), links };
    });
}

/**
 * The path and query of the link in the newest email to `to` that links to `pathname`
 * (`/confirmaccount`, `/resetpassword`), waiting for it: some emails are sent after the reply.
 * Relative, so the test opens it on its own server whatever PUBLIC_URL says.
 */
export async function linkFromEmail(to: string, pathname: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const links = readEmails()
          .filter((email) => email.to.toLowerCase().includes(to.toLowerCase()))
          .flatMap((email) => email.links)
          .filter((link) => new URL(link).pathname === pathname);
        found = links.at(-1);
        return found !== undefined;
      },
      { message: `an email to ${to} with a ${pathname} link`, timeout: 10_000 },
    )
    .toBe(true);
  const url = new URL(found ?? '');
  return url.pathname + url.search;
}

/** How many emails to `to` link to `pathname` (to wait for a second, newer one). */
export function countLinks(to: string, pathname: string): number {
  return readEmails()
    .filter((email) => email.to.toLowerCase().includes(to.toLowerCase()))
    .flatMap((email) => email.links)
    .filter((link) => new URL(link).pathname === pathname).length;
}
