/** An inclusive byte range of a file, as in `Content-Range: bytes start-end/size`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range` header asks for (RFC 9110 §14.1.2): `bytes=a-b`, `bytes=a-` or the
 * suffix `bytes=-n`; an end past the file is clamped to its last byte. `undefined` means
 * "send the whole file" (no header, another unit, several ranges or a malformed value: a
 * server may ignore Range), 'unsatisfiable' a range that starts past the end (416).
 * Browsers ask for one range when they seek in a video, which is all this serves.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
