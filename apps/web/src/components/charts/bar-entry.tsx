import type { ReactNode } from 'react';
import { barPath } from './bar-path';
import classes from './chart.module.css';
import type { Box } from './column-geometry';
import type { EntryProps } from './use-active-entry';

const BAR_RADIUS = 4;

export interface BarEntryProps {
  /** The entry's whole slot: its hover area and highlight band. */
  slot: Box;
  /** The entry's bars, one per series, in drawing order. */
  bars: ReadonlyArray<Box & { series: number; end: boolean }>;
  /** Read out on focus. */
  label: string;
  entryProps: EntryProps;
  shown: boolean;
  focused: boolean;
  stacked: boolean;
  /** Where the end of a stack (or a lone bar) is rounded: the top of a column, a row's right. */
  roundedEnd: 'top' | 'right';
  bandRadius: number;
  colourOf: (series: number) => string;
  /** Drawn above the bars, below the focus ring (a row's value label). */
  children?: ReactNode;
}

/**
 * One entry of a column or row chart: an image named by its figures, holding its band, its
 * bars and, while it has keyboard focus, its ring (`data-focus-ring`, decision 0176).
 */
export function BarEntry({
  slot,
  bars,
  label,
  entryProps,
  shown,
  focused,
  stacked,
  roundedEnd,
  bandRadius,
  colourOf,
  children,
}: BarEntryProps) {
  return (
    <g className={classes.entry} role="img" aria-label={label} {...entryProps}>
      <rect
        className={classes.band}
        data-active={shown || undefined}
        x={slot.x}
        y={slot.y}
        width={slot.width}
        height={slot.height}
        rx={bandRadius}
      />
      {bars.map((bar) => (
        <path
          key={bar.series}
          className={stacked ? classes.segment : undefined}
          d={barPath(
            bar.x,
            bar.y,
            bar.width,
            bar.height,
            BAR_RADIUS,
            bar.end ? roundedEnd : 'none',
          )}
          fill={colourOf(bar.series)}
        />
      ))}
      {children}
      {focused ? (
        <rect
          className={classes.focusRing}
          data-focus-ring
          x={slot.x + 1}
          y={slot.y + 1}
          width={Math.max(0, slot.width - 2)}
          height={Math.max(0, slot.height - 2)}
          rx={4}
        />
      ) : null}
    </g>
  );
}
