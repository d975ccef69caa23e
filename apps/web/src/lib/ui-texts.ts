/**
 * Interface texts the spec uses but the contract does not export yet. Temporary: they move
 * to @vigil/contract's MESSAGES when the contract grows them; screens import them from here
 * until then so nobody retypes them.
 */
export const UI_TEXTS = {
  problemTitle: 'Problem',
  ok: 'OK',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const;
