import type { MailMessage } from '../../lib/mailer';

/**
 * The account emails: plain text in the product's voice, each link alone on its line so a
 * person can click it and a script can read it.
 */
export interface AccountEmailInput {
  to: string;
  name: string;
  tenantName: string;
  link: string;
}

const SIGN_OFF = ['Thank you,', 'The Vigil team'];

export function confirmationEmail({ to, name, tenantName, link }: AccountEmailInput): MailMessage {
  return {
    to,
    subject: 'Confirm your Vigil account',
    text: [
      `Hello ${name},`,
      '',
      `Thank you for creating a Vigil account for ${tenantName}. Please confirm your email address by opening this link:`,
      '',
      link,
      '',
      'The link works for 7 days. If you did not create this account, you can ignore this email: nothing happens until the address is confirmed.',
      '',
      ...SIGN_OFF,
      '',
    ].join('\n'),
  };
}

export function invitationEmail({ to, name, tenantName, link }: AccountEmailInput): MailMessage {
  return {
    to,
    subject: `You have been invited to ${tenantName} on Vigil`,
    text: [
      `Hello ${name},`,
      '',
      `${tenantName} has added you to its Vigil console, where the team reviews and moderates the content of its websites. To join, open this link and choose your password:`,
      '',
      link,
      '',
      'The link works for 7 days. If you were not expecting this invitation, you can ignore this email.',
      '',
      ...SIGN_OFF,
      '',
    ].join('\n'),
  };
}

export function passwordResetEmail({
  to,
  name,
  link,
}: Omit<AccountEmailInput, 'tenantName'>): MailMessage {
  return {
    to,
    subject: 'Reset your Vigil password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Vigil account. If it was you, open this link to choose a new password:',
      '',
      link,
      '',
      'The link works once, within 60 minutes. If you did not ask for it, you can ignore this email: your password stays as it is.',
      '',
      ...SIGN_OFF,
      '',
    ].join('\n'),
  };
}

export interface ExistingAccountEmailInput {
  to: string;
  name: string;
  signInLink: string;
  resetLink: string;
}

/**
 * Create Account with an address that already has a confirmed account (decision 0122): the
 * form answered as for a new address, so the owner learns here — and only the owner does.
 */
export function existingAccountEmail({
  to,
  name,
  signInLink,
  resetLink,
}: ExistingAccountEmailInput): MailMessage {
  return {
    to,
    subject: 'You already have a Vigil account',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to create a Vigil account with this email address, but it already has one, so no new account was created. To sign in, open:',
      '',
      signInLink,
      '',
      'If you have forgotten your password, you can choose a new one here:',
      '',
      resetLink,
      '',
      'If you did not ask for this, you can ignore this email: your account stays as it is.',
      '',
      ...SIGN_OFF,
      '',
    ].join('\n'),
  };
}

/**
 * An administrator invited an address that already belongs to another Vigil account (decision
 * 0122). The administrator is answered as for any invitation, so the owner is told here.
 */
export function invitationAddressInUseEmail({
  to,
  name,
  tenantName,
}: Omit<AccountEmailInput, 'link'>): MailMessage {
  return {
    to,
    subject: `You have been invited to ${tenantName} on Vigil`,
    text: [
      `Hello ${name},`,
      '',
      `${tenantName} has tried to add you to its Vigil console. This email address already belongs to a Vigil account, and an address can belong to one account only, so you cannot join ${tenantName} with it.`,
      '',
      `If you want to join, ask ${tenantName} to invite another address of yours. Your existing account stays as it is.`,
      '',
      ...SIGN_OFF,
      '',
    ].join('\n'),
  };
}
