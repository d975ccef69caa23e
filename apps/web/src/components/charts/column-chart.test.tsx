import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme';
import type { ColumnSeries } from './chart-model';
import { ColumnChart, type ColumnChartProps } from './column-chart';

interface Day {
  day: string;
  clean: number;
  review: number;
  submitted: number;
}

const DAYS: Day[] = [
  { day: 'Mon', clean: 1200, review: 4, submitted: 1300 },
  { day: 'Tue', clean: 20, review: 0, submitted: 25 },
  { day: 'Wed', clean: 0, review: 0, submitted: 0 },
];

const BARS: ColumnSeries[] = [
  { name: 'clean', label: 'Clean', color: 'green' },
  { name: 'review', label: 'Sent to review', color: 'orange' },
];
const LINE: ColumnSeries = {
  name: 'submitted',
  label: 'Submitted',
  color: 'indigo.5',
  type: 'line',
};

function renderChart(props: Partial<ColumnChartProps<Day>> = {}) {
  return render(
    <MantineProvider theme={theme} env="test">
      <button type="button">Before</button>
      <ColumnChart<Day>
        data={DAYS}
        entryKey="day"
        series={BARS}
        height={240}
        entryColumn="Day"
        {...props}
      />
      <button type="button">After</button>
    </MantineProvider>,
  );
}

const entries = () => screen.getAllByRole('img');
/** The bars drawn for one entry: each a path in the entry's group. */
const barsOf = (entry: HTMLElement) => entry.querySelectorAll('path').length;
const tooltip = () => screen.queryByRole('tooltip', { hidden: true });

describe('ColumnChart', () => {
  it('is a group named by its kind, series and entries, each entry named by its figures', () => {
    renderChart({ stacked: true, series: [...BARS, LINE] });
    expect(
      screen.getByRole('group', {
        name: 'Bar and line chart of Clean, Sent to review, and Submitted, 3 entries',
      }),
    ).toBeTruthy();
    expect(entries().map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Mon: Clean 1,200, Sent to review 4, Submitted 1,300, Total 1,204',
      'Tue: Clean 20, Sent to review 0, Submitted 25, Total 20',
      'Wed: Clean 0, Sent to review 0, Submitted 0, Total 0',
    ]);
  });

  it('stacks one segment per counted series, and draws nothing for a zero', () => {
    renderChart({ stacked: true });
    expect(screen.getByRole('group', { name: /^Stacked bar chart of/ })).toBeTruthy();
    expect(entries().map(barsOf)).toEqual([2, 1, 0]);
  });

  it('sets grouped bars side by side, each starting from the zero line', () => {
    renderChart();
    expect(screen.getByRole('group', { name: /^Bar chart of/ })).toBeTruthy();
    const [monday] = entries();
    expect(monday && barsOf(monday)).toBe(2);
    const [clean, review] = [...(monday?.querySelectorAll('path') ?? [])].map((path) =>
      path.getAttribute('d'),
    );
    // The same base (the path ends on the zero line) at two different x positions.
    const base = (d: string | null | undefined) => d?.match(/V([\d.]+)Z$/)?.[1];
    expect(base(clean)).toBe(base(review));
    expect(clean?.slice(0, 8)).not.toBe(review?.slice(0, 8));
  });

  it('draws a line through every entry, a dot on each point when asked', () => {
    const { container } = renderChart({ series: [LINE], withDots: true });
    expect(screen.getByRole('group', { name: 'Line chart of Submitted, 3 entries' })).toBeTruthy();
    expect(entries()).toHaveLength(3);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
  });

  it('names each series in its colour in a legend, in the order drawn', () => {
    renderChart({ stacked: true, series: [...BARS, LINE] });
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Clean', 'Sent to review', 'Submitted']);
    const swatch = within(legend).getByText('Clean').querySelector('span');
    expect(swatch?.getAttribute('style')).toContain('var(--mantine-color-green-filled)');
  });

  it('has no legend for a single series unless asked', () => {
    renderChart({ series: [LINE] });
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
  });

  it('is one tab stop; the arrow keys move between entries and show each one’s tooltip', async () => {
    renderChart({ stacked: true, series: [...BARS, LINE] });
    expect(entries().map((entry) => entry.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tooltip()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(entries()[0]);
    expect(tooltip()?.textContent).toBe('MonClean1,200Sent to review4Submitted1,300Total1,204');

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(entries()[1]);
    expect(tooltip()?.textContent).toContain('Tue');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(entries()[2]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(entries()[2]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(entries()[0]);
    await userEvent.keyboard('{ArrowDown}');
    expect(tooltip()?.textContent).toContain('Tue');

    // Escape hides the tooltip and keeps the place; Tab leaves the chart at once.
    await userEvent.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    expect(document.activeElement).toBe(entries()[1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    expect(tooltip()).toBeNull();
    // Coming back lands on the entry read last.
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(entries()[1]);
  });

  it('shows the tooltip of the entry under the pointer', () => {
    renderChart({ stacked: true });
    const band = entries()[1]?.querySelector('rect');
    const x = Number(band?.getAttribute('x')) + Number(band?.getAttribute('width')) / 2;
    const y = Number(band?.getAttribute('y')) + Number(band?.getAttribute('height')) / 2;
    const svg = screen.getByRole('group', { name: /chart of/ });
    fireEvent.pointerMove(svg, { clientX: x, clientY: y });
    expect(tooltip()?.textContent).toContain('Tue');
    expect(band?.hasAttribute('data-active')).toBe(true);
    fireEvent.pointerLeave(svg);
    expect(tooltip()).toBeNull();
  });

  it('holds every figure in a table for screen readers', () => {
    renderChart({ stacked: true, series: [...BARS, LINE] });
    const table = screen.getByRole('table', { name: /^Bar and line chart of .*: the figures$/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Day', 'Clean', 'Sent to review', 'Submitted'],
      ['Mon', '1,200', '4', '1,300'],
      ['Tue', '20', '0', '25'],
      ['Wed', '0', '0', '0'],
    ]);
  });

  it('marks a threshold at the start of the entry it opens, with its label', () => {
    renderChart({
      stacked: true,
      valueScale: 'symlog',
      referenceLines: [{ entry: 'Tue', label: 'Moderation 50', color: 'orange' }],
    });
    expect(screen.getByText('Moderation 50').getAttribute('fill')).toBe(
      'var(--mantine-color-orange-text)',
    );
    // Symlog ticks: 0, 1, 10, … up to the first power of ten over the tallest bar (1,204).
    expect(screen.getByText('10,000')).toBeTruthy();
  });
});
