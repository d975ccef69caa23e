import { VisuallyHidden } from '@mantine/core';
import { useId, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { CHART_TEXTS } from './chart-texts';
import classes from './chart.module.css';
import type { ActiveEntry } from './use-active-entry';

export interface ChartFrameProps {
  frameRef: RefObject<HTMLDivElement | null>;
  height: number;
  /** The chart's accessible name: its kind, series and number of entries. */
  summary: string;
  active: ActiveEntry;
  /** The entry under a point of the drawing, or null: hovering a band shows its tooltip. */
  locate: (x: number, y: number) => number | null;
  tooltip: ReactNode;
  legend?: ReactNode;
  table: ReactNode;
  /** The drawing: axes (hidden from screen readers) and one labelled group per entry. */
  children: ReactNode;
}

/**
 * What every chart shares: the SVG, a group named by the chart's summary whose entries are
 * labelled and reachable by keyboard, the tooltip laid over it, the legend under it and the
 * figures as a table for screen readers.
 */
export function ChartFrame({
  frameRef,
  height,
  summary,
  active,
  locate,
  tooltip,
  legend,
  table,
  children,
}: ChartFrameProps) {
  const hintId = useId();
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    active.hover(locate(x, y), { x, y });
  };
  return (
    <div ref={frameRef} className={classes.frame}>
      <svg
        className={classes.svg}
        role="group"
        aria-label={summary}
        aria-describedby={hintId}
        // The frame's width, measured: drawing units are the pixels the layout was made for.
        width="100%"
        height={height}
        onPointerMove={onPointerMove}
        onPointerLeave={() => active.hover(null)}
        onKeyDown={active.onKeyDown}
        // A click does not take focus: the focus ring and its tooltip are for the keyboard,
        // the pointer has its own.
        onMouseDown={(event) => event.preventDefault()}
      >
        {children}
      </svg>
      {tooltip}
      <VisuallyHidden id={hintId}>{CHART_TEXTS.keysHint}</VisuallyHidden>
      {legend}
      {table}
    </div>
  );
}
