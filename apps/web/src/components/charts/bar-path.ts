/**
 * A bar as an SVG path with its outer end rounded (the top of a column, the right end of a
 * row) and its base square, so stacked segments meet flush and only the stack's end is soft.
 */
export function barPath(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  roundedEnd: 'top' | 'right' | 'none',
): string {
  const w = Math.max(0, width);
  const h = Math.max(0, height);
  const r =
    roundedEnd === 'none'
      ? 0
      : Math.min(radius, roundedEnd === 'top' ? w / 2 : h / 2, roundedEnd === 'top' ? h : w);
  const f = (value: number) => Number(value.toFixed(2));
  if (r <= 0) return `M${f(x)},${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`;
  if (roundedEnd === 'top') {
    return (
      `M${f(x)},${f(y + h)}V${f(y + r)}a${f(r)},${f(r)} 0 0 1 ${f(r)},${f(-r)}` +
      `H${f(x + w - r)}a${f(r)},${f(r)} 0 0 1 ${f(r)},${f(r)}V${f(y + h)}Z`
    );
  }
  return (
    `M${f(x)},${f(y)}H${f(x + w - r)}a${f(r)},${f(r)} 0 0 1 ${f(r)},${f(r)}` +
    `V${f(y + h - r)}a${f(r)},${f(r)} 0 0 1 ${f(-r)},${f(r)}H${f(x)}Z`
  );
}
