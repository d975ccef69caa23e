/**
 * Domain names are stored in punycode (decisions 0070–0077: IDN accepted, stored as xn--…) and shown in
 * Unicode. Browsers expose only the other direction (URL host parsing gives punycode), so
 * this decodes RFC 3492 labels itself; a label that does not decode is shown as stored.
 */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const ACE_PREFIX = 'xn--';

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 22; // 0-9 → 26-35
  if (code >= 65 && code <= 90) return code - 65; // A-Z
  if (code >= 97 && code <= 122) return code - 97; // a-z
  return BASE; // not a digit: the label is not punycode
}

/** One punycode label (without its xn-- prefix) to Unicode; null when it is malformed. */
export function decodePunycodeLabel(input: string): string | null {
  const output: number[] = [];
  const basicEnd = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(basicEnd, 0); j += 1) output.push(input.charCodeAt(j));
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length;) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index));
      index += 1;
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    const points = output.length + 1;
    bias = adapt(i - oldI, points, oldI === 0);
    n += Math.floor(i / points);
    i %= points;
    if (n > 0x10ffff) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** 'xn--bcher-kva.example' → 'bücher.example'; anything else unchanged. */
export function domainToUnicode(name: string): string {
  return name
    .split('.')
    .map((label) => {
      if (!label.toLowerCase().startsWith(ACE_PREFIX)) return label;
      return decodePunycodeLabel(label.slice(ACE_PREFIX.length)) ?? label;
    })
    .join('.');
}
