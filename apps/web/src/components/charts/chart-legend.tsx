import { CHART_TEXTS } from './chart-texts';
import classes from './chart.module.css';

export interface LegendItem {
  label: string;
  /** A CSS colour (a theme variable). */
  colour: string;
  type?: 'bar' | 'line';
}

/** The series in their drawing order, each with its colour, in a row that wraps. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className={classes.legend} aria-label={CHART_TEXTS.legendLabel}>
      {items.map((item) => (
        <li key={item.label} className={classes.legendItem}>
          <span
            aria-hidden
            className={item.type === 'line' ? classes.lineSwatch : classes.swatch}
            style={{ background: item.colour }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
