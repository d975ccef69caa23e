/**
 * Block-list regular expressions run inside the shared scan worker, on text anyone can post,
 * so a pattern whose backtracking can explode must never be stored (decision 0091). This is a
 * conservative syntactic check, not a proof: it refuses the constructs behind catastrophic
 * backtracking and leaves the rest to the capped input (see block-pattern.ts).
 *
 * Refused: lookbehind (`(?<=`, `(?<!`), backreferences (`\1`, `\k<name>`), and a group
 * repeated by `*`, `+` or `{n,…}` that itself contains repetition or alternatives
 * (`(a+)+`, `(\w+\s?)*`, `(a|aa)+`).
 */

interface GroupFrame {
  repeats: boolean;
  alternates: boolean;
}

/** The quantifier starting at `index`, if any: its length and whether it repeats (> 1). */
function quantifierAt(source: string, index: number): { length: number; repeats: boolean } | null {
  const char = source[index];
  let length: number;
  let repeats = false;
  if (char === '*' || char === '+') {
    length = 1;
    repeats = true;
  } else if (char === '?') {
    length = 1;
  } else if (char === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(index));
    if (!match) return null;
    length = match[0].length;
    const low = Number(match[1]);
    const high = match[2] === undefined ? low : match[3] === '' ? Infinity : Number(match[3]);
    repeats = high > 1;
  } else {
    return null;
  }
  // A lazy or possessive-looking suffix belongs to the quantifier.
  if (source[index + length] === '?') length += 1;
  return { length, repeats };
}

/** True when the source uses a construct refused above. */
export function isUnsafeRegex(source: string): boolean {
  const stack: GroupFrame[] = [{ repeats: false, alternates: false }];
  let closed: GroupFrame | null = null;
  for (let index = 0; index < source.length;) {
    const char = source[index];
    const top = stack[stack.length - 1];
    if (!top) return true;
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && source[index + 2] === '<')) return true;
      closed = null;
      index += 2;
    } else if (char === '[') {
      // A character class is one atom; skip to its end.
      let end = index + 1;
      if (source[end] === '^') end += 1;
      if (source[end] === ']') end += 1;
      while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
      closed = null;
      index = end + 1;
    } else if (char === '(') {
      if (source.startsWith('(?<=', index) || source.startsWith('(?<!', index)) return true;
      stack.push({ repeats: false, alternates: false });
      closed = null;
      index += 1;
    } else if (char === ')') {
      const frame = stack.pop();
      const parent = stack[stack.length - 1];
      if (!frame || !parent) return true;
      parent.repeats ||= frame.repeats;
      closed = frame;
      index += 1;
      continue;
    } else if (char === '|') {
      top.alternates = true;
      closed = null;
      index += 1;
    } else {
      const quantifier = quantifierAt(source, index);
      if (quantifier) {
        if (quantifier.repeats) {
          if (closed && (closed.repeats || closed.alternates)) return true;
          top.repeats = true;
        }
        closed = null;
        index += quantifier.length;
        continue;
      }
      closed = null;
      index += 1;
    }
  }
  return false;
}
