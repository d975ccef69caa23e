import classes from './chart.module.css';

export interface TooltipRow {
  label: string;
  /** A CSS colour (a theme variable). */
  colour: string;
  value: string;
  type?: 'bar' | 'line';
}

/** Where a tooltip stands: beside a point, on its left or right, level with it or below it. */
export interface TooltipAnchor {
  x: number;
  y: number;
  side: 'left' | 'right';
  align: 'middle' | 'top';
}

/**
 * The figures of one entry beside it. It repeats what the focused entry's accessible name
 * already says, so it is hidden from screen readers (they would hear everything twice); its
 * role still says what it is to tools that look (tests).
 */
export function ChartTooltip({
  title,
  rows,
  total,
  anchor,
}: {
  title: string;
  rows: readonly TooltipRow[];
  total?: TooltipRow;
  anchor: TooltipAnchor;
}) {
  const shiftX = anchor.side === 'left' ? '-100%' : '0';
  const shiftY = anchor.align === 'middle' ? '-50%' : '0';
  return (
    <div
      className={classes.tooltip}
      role="tooltip"
      aria-hidden
      style={{
        transform: `translate(${Math.round(anchor.x)}px, ${Math.round(anchor.y)}px) translate(${shiftX}, ${shiftY})`,
      }}
    >
      <div className={classes.tooltipTitle}>{title}</div>
      {rows.map((row) => (
        <TooltipLine key={row.label} row={row} />
      ))}
      {total ? (
        <div className={classes.tooltipTotal}>
          <TooltipLine row={total} />
        </div>
      ) : null}
    </div>
  );
}

function TooltipLine({ row }: { row: TooltipRow }) {
  return (
    <div className={classes.tooltipRow}>
      <span
        className={row.type === 'line' ? classes.lineSwatch : classes.swatch}
        style={{ background: row.colour }}
      />
      <span>{row.label}</span>
      <span className={classes.tooltipValue}>{row.value}</span>
    </div>
  );
}
