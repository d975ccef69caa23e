import type { MailMessage } from '../../lib/mailer';

export interface TwoFactorResetEmailInput {
  to: string;
  name: string;
  tenantName: string;
  administratorName: string;
}

/**
 * Tells a user an administrator turned their two-factor sign-in off, so a reset they did not
 * ask for (a taken-over administrator account) is noticed. No link: nothing to click.
 */
export function twoFactorResetEmail({
  to,
  name,
  tenantName,
  administratorName,
}: TwoFactorResetEmailInput): MailMessage {
  return {
    to,
    subject: 'Your Vigil two-factor sign-in was reset',
    text: [
      `Hello ${name},`,
      '',
      `${administratorName}, an administrator of ${tenantName}, has reset the two-factor sign-in of your Vigil account. Your authenticator app and your recovery codes no longer work for it, and you have been signed out everywhere.`,
      '',
      'You can set two-factor sign-in up again in Settings › Security after you sign in. If your organisation requires it, you will be asked to do so at once.',
      '',
      `If you did not expect this, please contact an administrator of ${tenantName} and change your password.`,
      '',
      'Thank you,',
      'The Vigil team',
      '',
    ].join('\n'),
  };
}
