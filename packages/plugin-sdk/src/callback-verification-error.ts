/** Why a callback was refused; a plugin answers 401 for each of them. */
export type CallbackRejection =
  | 'missing-headers'
  | 'wrong-key'
  | 'bad-timestamp'
  | 'stale-timestamp'
  | 'bad-signature'
  | 'replayed'
  | 'invalid-body';

export class CallbackVerificationError extends Error {
  override readonly name = 'CallbackVerificationError';
  readonly reason: CallbackRejection;

  constructor(reason: CallbackRejection, message: string) {
    super(message);
    this.reason = reason;
  }
}
