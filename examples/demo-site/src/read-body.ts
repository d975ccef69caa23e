import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** The request body as UTF-8 text, refusing anything over `limit` bytes. */
export async function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`The request body is over ${limit} bytes.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
