/**
 * Width of a label in the console's font, so axes leave room for their longest label and long
 * names are cut with an ellipsis rather than run into the bars. A canvas measures it in the
 * browser; where there is none (unit tests) an average glyph width stands in.
 */

const AVERAGE_GLYPH = 0.6;
let measurer: { context: CanvasRenderingContext2D; family: string } | null | undefined;
/** Labels repeat on every redraw (each hover); a bound keeps a long session's memory flat. */
const cache = new Map<string, number>();
const CACHE_LIMIT = 2000;

function canvasMeasurer(): { context: CanvasRenderingContext2D; family: string } | null {
  if (measurer !== undefined) return measurer;
  try {
    const context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    measurer = context
      ? { context, family: getComputedStyle(document.body).fontFamily || 'sans-serif' }
      : null;
  } catch {
    measurer = null;
  }
  return measurer;
}

export function textWidth(text: string, fontSize: number): number {
  const key = `${fontSize}\u0000${text}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const canvas = canvasMeasurer();
  let width = text.length * fontSize * AVERAGE_GLYPH;
  if (canvas) {
    canvas.context.font = `${fontSize}px ${canvas.family}`;
    width = canvas.context.measureText(text).width;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, width);
  return width;
}

/** The text as is when it fits, else as much of it as fits followed by an ellipsis. */
export function fitText(text: string, maxWidth: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  const characters = [...text];
  const cut = (length: number) => `${characters.slice(0, length).join('').trimEnd()}…`;
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (textWidth(cut(middle), fontSize) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}
