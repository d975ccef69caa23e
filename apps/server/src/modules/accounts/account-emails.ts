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

export interface GuessingWarningInput {
  to: string;
  name: string;
  /** Failed attempts counted when the warning was sent. */
  failures: number;
  /** The console, where Settings › Security is. */
  consoleUrl: string;
}

/**
 * Someone keeps failing to sign in to the account (decision 0121). Says how often, that
 * nothing is known to be lost, and what the owner can do; never what was tried.
 */
export function passwordGuessingEmail({
  to,
  name,
  failures,
  consoleUrl,
}: GuessingWarningInput): MailMessage {
  return {
    to,
    subject: 'Failed sign-in attempts on your Vigil account',
    text: [
      `Hello ${name},`,
      '',
      `Within the last hour there were ${failures} failed attempts to sign in to your Vigil account with a wrong password, from places you have not signed in from before. We slow such attempts down and stop each place after a few tries; you can still sign in as usual.`,
      '',
      'This does not necessarily mean your password is known to anyone: every one of these attempts was refused. If they were not yours, we suggest you turn on two-factor sign-in (Settings › Security), and change your password if it is easy to guess or used anywhere else:',
      '',
      consoleUrl,
      '',
      'We send this email at most once a day.',
      '',
      ...SIGN_OFF,
      '',
    ].join('\n'),
  };
}

/**
 * Someone who had the password keeps failing the second factor (decision 0121). The code is
 * asked for only after a right password, so unlike the password warning this one says so.
 */
export function secondFactorGuessingEmail({
  to,
  name,
  failures,
  consoleUrl,
}: GuessingWarningInput): MailMessage {
  return {
    to,
    subject: 'Wrong two-factor codes entered for your Vigil account',
    text: [
      `Hello ${name},`,
      '',
      `Within the last hour ${failures} wrong two-factor codes were entered for your Vigil account, from places you have not signed in from before. Two-factor sign-in refused every one of them, so nobody got in.`,
      '',
      'A code is asked for only after the right password, so if these attempts were not yours, your password is probably known to someone else. Please change it now (Settings › Security) and keep two-factor sign-in on:',
      '',
      consoleUrl,
      '',
      'We send this email at most once a day.',
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
