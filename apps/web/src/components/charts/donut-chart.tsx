/**
 * Parts of one whole as a ring (decision 0175): each segment its share, a figure in the
 * middle, each share written beside its segment. Segments are entries like any chart's: one
 * tab stop, arrow keys between them, a tooltip on hover or focus.
 */
import { CHART_TEXTS } from './chart-texts';
import { countFormatter } from './chart-format';
import { ChartDataTable } from './chart-data-table';
import type { ValueFormatter } from './chart-entries';
import { ChartFrame } from './chart-frame';
import { ChartLegend } from './chart-legend';
import { ChartTooltip } from './chart-tooltip';
import classes from './chart.module.css';
import { arcAt, donutArcs, ringPath } from './donut-geometry';
import { useActiveEntry } from './use-active-entry';
import { useChartWidth } from './use-chart-width';
import { useThemeColour } from './use-theme-colour';

export interface DonutSegment {
  label: string;
  value: number;
  /** A Mantine colour name. */
  color: string;
}

export interface DonutChartProps {
  segments: readonly DonutSegment[];
  /** What the values count, for the tooltip and the table ("Items"). */
  valueLabel: string;
  /** The header of the segments' column in the table for screen readers. */
  entryColumn: string;
  /** A share in percent as written beside its segment, in the tooltip and the table. */
  formatShare: (percent: number) => string;
  formatValue?: ValueFormatter;
  /** The figure in the ring's middle, and a word under it saying what it is. */
  centre?: { value: string; label: string };
  size?: number;
  thickness?: number;
}

/** Room around the ring for the shares written beside it. */
const LABEL_ROOM = 34;

export function DonutChart({
  segments,
  valueLabel,
  entryColumn,
  formatShare,
  formatValue = countFormatter,
  centre,
  size = 200,
  thickness = 30,
}: DonutChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const colour = useThemeColour();
  const active = useActiveEntry(segments.length);
  const arcs = donutArcs(segments.map((segment) => segment.value));
  const height = size + LABEL_ROOM * 2;
  const cx = width / 2;
  const cy = height / 2;
  const outer = size / 2;
  const inner = outer - thickness;
  const drawn = arcs.filter((arc) => arc.end > arc.start).length;
  const summary = CHART_TEXTS.summary(
    'donut',
    segments.map((segment) => segment.label),
    segments.length,
  );
  const shareOf = (index: number) => formatShare(arcs[index]?.share ?? 0);
  const shown = active.shown;

  let tooltip = null;
  const shownSegment = shown === null ? undefined : segments[shown];
  const shownArc = shown === null ? undefined : arcs[shown];
  if (shown !== null && shownSegment && shownArc) {
    const right = Math.cos(shownArc.middle) >= 0;
    tooltip = (
      <ChartTooltip
        title={shownSegment.label}
        rows={[
          {
            label: valueLabel,
            colour: colour(shownSegment.color),
            value: formatValue(shownSegment.value),
          },
          { label: CHART_TEXTS.shareColumn, colour: 'transparent', value: shareOf(shown) },
        ]}
        anchor={{
          x: cx + Math.cos(shownArc.middle) * (outer + 14),
          y: cy + Math.sin(shownArc.middle) * (outer + 14),
          side: right ? 'right' : 'left',
          align: 'middle',
        }}
      />
    );
  }

  return (
    <ChartFrame
      frameRef={ref}
      height={height}
      summary={summary}
      active={active}
      locate={(x, y) => arcAt(arcs, x - cx, y - cy, inner, outer)}
      tooltip={tooltip}
      legend={
        <ChartLegend
          items={segments.map((segment) => ({
            label: segment.label,
            colour: colour(segment.color),
          }))}
        />
      }
      table={
        <ChartDataTable
          summary={summary}
          columns={[entryColumn, valueLabel, CHART_TEXTS.shareColumn]}
          rows={segments.map((segment, index) => ({
            name: segment.label,
            values: [formatValue(segment.value), shareOf(index)],
          }))}
        />
      }
    >
      <g>
        {segments.map((segment, index) => {
          const arc = arcs[index];
          if (!arc) return null;
          const lifted = shown === index ? 4 : 0;
          return (
            <g
              key={segment.label}
              className={classes.entry}
              role="img"
              aria-label={CHART_TEXTS.entry(segment.label, [
                CHART_TEXTS.share(formatValue(segment.value), shareOf(index)),
              ])}
              {...active.entryProps(index)}
            >
              <path
                className={classes.donutSegment}
                // Neighbours are parted by a gap of the card's colour; a whole ring needs none.
                data-parted={drawn > 1 || undefined}
                d={ringPath(cx, cy, inner, outer + lifted, arc.start, arc.end)}
                fill={colour(segment.color)}
              />
              {active.focused === index ? (
                <path
                  className={classes.focusRing}
                  data-focus-ring
                  d={ringPath(cx, cy, inner - 3, outer + 7, arc.start, arc.end)}
                />
              ) : null}
            </g>
          );
        })}
      </g>
      <g aria-hidden pointerEvents="none">
        {arcs.map((arc, index) => {
          if (arc.end <= arc.start) return null;
          const cos = Math.cos(arc.middle);
          const sin = Math.sin(arc.middle);
          const from = outer + 4;
          const to = outer + 12;
          return (
            <g key={segments[index]?.label ?? index}>
              <line
                className={classes.grid}
                x1={cx + cos * from}
                y1={cy + sin * from}
                x2={cx + cos * to}
                y2={cy + sin * to}
              />
              <text
                className={classes.valueLabel}
                x={cx + cos * (to + 4)}
                y={cy + sin * (to + 4)}
                textAnchor={Math.abs(cos) < 0.2 ? 'middle' : cos > 0 ? 'start' : 'end'}
                dominantBaseline={Math.abs(sin) < 0.2 ? 'central' : sin > 0 ? 'hanging' : 'auto'}
              >
                {shareOf(index)}
              </text>
            </g>
          );
        })}
        {centre ? (
          <>
            <text className={classes.centreValue} x={cx} y={cy - 4} textAnchor="middle">
              {centre.value}
            </text>
            <text className={classes.centreLabel} x={cx} y={cy + 16} textAnchor="middle">
              {centre.label}
            </text>
          </>
        ) : null}
      </g>
    </ChartFrame>
  );
}
