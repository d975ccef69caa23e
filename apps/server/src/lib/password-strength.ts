import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { MESSAGES } from '@vigil/contract';
import { ValidationError } from './http-errors';

/** zxcvbn's scale is 0–4; 3 means "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

/**
 * zxcvbn's matching grows faster than linearly with length, so only this many characters are
 * judged: a request with a megabyte-long password must not tie up the event loop. Judging a
 * prefix can only under-rate a password, never over-rate it.
 */
export const STRENGTH_CHECK_MAX_LENGTH = 100;

/** Who the password belongs to: zxcvbn penalises passwords built from these. */
export interface PasswordOwner {
  name: string;
  email: string;
  /** Anything else the person typed on the same form, e.g. the organisation name. */
  extra?: readonly string[];
}

// The dictionaries are large and immutable: load them once per process, on first use.
let estimator: ZxcvbnFactory | undefined;
function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return estimator;
}

/** The words a guesser who knows the person would try first. */
export function userInputsOf(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const [localPart = '', domain = ''] = email.split('@');
  const words = [
    owner.name,
    owner.name.replace(/\s+/g, ''),
    ...owner.name.split(/\s+/),
    email,
    localPart,
    ...localPart.split(/[._+-]+/),
    domain,
    ...domain.split('.'),
    ...(owner.extra ?? []),
    'vigil',
  ];
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((w) => w.length > 1))];
}

/** zxcvbn's score (0–4) of a password for this person. */
export function passwordScore(password: string, owner: PasswordOwner): number {
  return getEstimator().check(password.slice(0, STRENGTH_CHECK_MAX_LENGTH), userInputsOf(owner))
    .score;
}

export function isStrongPassword(password: string, owner: PasswordOwner): boolean {
  return passwordScore(password, owner) >= MIN_PASSWORD_SCORE;
}

/** Throws 422 on `password` with the spec's text when the password is too weak. */
export function assertStrongPassword(password: string, owner: PasswordOwner): void {
  if (!isStrongPassword(password, owner)) {
    throw new ValidationError({ password: [MESSAGES.weakPassword] });
  }
}
