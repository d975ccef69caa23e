import { createStore } from './create-store';

/**
 * Set when the API answers 423 on a /report call (spec §8 "moderation is locked"). The
 * moderation feature reads it to show its lock screen and clears it after a successful
 * report fetch; it lives here because the API layer may not import features.
 */
export const moderationLockStore = createStore<boolean>(false);
