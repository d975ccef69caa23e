import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme';
import { RowChart, type RowChartProps } from './row-chart';

interface Member {
  name: string;
  unpublished: number;
  approved: number;
}

const LONG_NAME = 'A moderator with a name far too long for the column beside the bars';
const TEAM: Member[] = [
  { name: 'Morgan', unpublished: 14, approved: 18 },
  { name: LONG_NAME, unpublished: 0, approved: 3 },
];
const SERIES = [
  { name: 'unpublished', label: 'Unpublished', color: 'blue.8' },
  { name: 'approved', label: 'Approved', color: 'gray.6' },
];

function renderChart(props: Partial<RowChartProps<Member>> = {}) {
  return render(
    <MantineProvider theme={theme} env="test">
      <RowChart<Member>
        data={TEAM}
        entryKey="name"
        series={SERIES}
        entryColumn="Moderator"
        {...props}
      />
    </MantineProvider>,
  );
}

const entries = () => screen.getAllByRole('img');
const barsOf = (entry: HTMLElement) => entry.querySelectorAll('path').length;

describe('RowChart', () => {
  it('draws a row per entry, stacked segments for the counted series only', () => {
    renderChart({ stacked: true });
    expect(
      screen.getByRole('group', {
        name: 'Stacked bar chart of Unpublished and Approved, 2 entries',
      }),
    ).toBeTruthy();
    expect(entries().map(barsOf)).toEqual([2, 1]);
    expect(entries()[0]?.getAttribute('aria-label')).toBe(
      'Morgan: Unpublished 14, Approved 18, Total 32',
    );
  });

  it('groups one bar per series in each row', () => {
    renderChart({ data: [{ name: 'blog.example', unpublished: 4, approved: 9 }] });
    expect(screen.getByRole('group', { name: /^Bar chart of/ })).toBeTruthy();
    expect(entries().map(barsOf)).toEqual([2]);
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('UnpublishedApproved');
  });

  it('cuts a long name with an ellipsis on the axis and keeps it whole where it is read', async () => {
    renderChart({ stacked: true });
    const shown = screen.getByText(/^A moderator with.*…$/);
    expect(shown.textContent?.length).toBeLessThan(LONG_NAME.length);
    expect(entries()[1]?.getAttribute('aria-label')).toContain(LONG_NAME);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toContain(LONG_NAME);
  });

  it('writes each value after its bar when asked, formatted as given', () => {
    renderChart({
      data: [
        { name: 'Hate', unpublished: 0.21, approved: 0 },
        { name: 'Spam', unpublished: 5, approved: 0 },
      ],
      series: [{ name: 'unpublished', label: 'Reversal rate', color: 'red.6' }],
      integer: false,
      formatValue: (value) => `${value.toFixed(2)}%`,
      formatTick: (value) => `${value}%`,
      withValueLabels: true,
    });
    const drawing = screen.getByRole('group', { name: /chart of/ });
    expect(within(drawing).getByText('0.21%')).toBeTruthy();
    expect(within(drawing).getByText('5.00%')).toBeTruthy();
    // Ticks in the tick format, a single series without a legend.
    expect(within(drawing).getByText('5%')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
    const table = screen.getByRole('table', { name: /the figures$/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ModeratorReversal rate', 'Hate0.21%', 'Spam5.00%']);
  });

  it('grows with its rows: each entry keeps its height', () => {
    renderChart({ rowHeight: 40 });
    const svg = screen.getByRole('group', { name: /chart of/ });
    const twoRows = Number(svg.getAttribute('height'));
    expect(twoRows).toBeGreaterThan(80);
  });
});
