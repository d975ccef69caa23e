/**
 * Reads an answer's body up to `maxBytes`, so a server that sends more than it should cannot
 * fill our memory: undefined (and the rest cancelled) when there is more.
 */
export async function readLimitedBody(
  response: Response,
  maxBytes: number,
): Promise<Buffer | undefined> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
}
