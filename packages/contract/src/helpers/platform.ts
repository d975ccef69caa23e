/**
 * The contract compiles without DOM or Node typings (it runs in both), so the two web
 * platform globals it needs are typed here by hand. Both exist in browsers and Node ≥ 16;
 * Buffer is deliberately not used because browsers do not have it.
 */
interface Utf8Decoder {
  decode(input: Uint8Array): string;
}

interface PlatformGlobals {
  atob(data: string): string;
  TextDecoder: new (label: string, options: { fatal: boolean }) => Utf8Decoder;
}

const platform = globalThis as unknown as PlatformGlobals;

/** Decodes base64 to bytes; null when the platform refuses the input. */
export function base64ToBytes(base64: string): Uint8Array | null {
  let binary: string;
  try {
    binary = platform.atob(base64);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) {
    bytes[index] = binary.charCodeAt(index);
  }
  return bytes;
}

/** Strict UTF-8: null for any malformed sequence instead of U+FFFD replacements. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new platform.TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
