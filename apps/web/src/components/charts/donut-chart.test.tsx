import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme';
import { DonutChart, type DonutChartProps } from './donut-chart';

const SEGMENTS = [
  { label: 'Clean', value: 733, color: 'green' },
  { label: 'Unpublished', value: 61, color: 'red' },
];

function renderDonut(props: Partial<DonutChartProps> = {}) {
  return render(
    <MantineProvider theme={theme} env="test">
      <DonutChart
        segments={SEGMENTS}
        valueLabel="Items"
        entryColumn="Outcome"
        formatShare={(share) => `${share.toFixed(2)}%`}
        centre={{ value: '92.32%', label: 'Clean' }}
        {...props}
      />
    </MantineProvider>,
  );
}

const segments = () => screen.getAllByRole('img');
const drawing = () => screen.getByRole('group', { name: /^Donut chart/ });

describe('DonutChart', () => {
  it('draws a segment per part, each named by its value and share', () => {
    renderDonut();
    expect(
      screen.getByRole('group', { name: 'Donut chart of Clean and Unpublished, 2 entries' }),
    ).toBeTruthy();
    expect(segments().map((segment) => segment.getAttribute('aria-label'))).toEqual([
      'Clean: 733 (92.32%)',
      'Unpublished: 61 (7.68%)',
    ]);
    expect(segments().map((segment) => segment.querySelectorAll('path').length)).toEqual([1, 1]);
  });

  it('writes the figure in its middle and each share beside its segment', () => {
    renderDonut();
    // The centre figure, and the clean share beside its segment.
    expect(within(drawing()).getAllByText('92.32%')).toHaveLength(2);
    expect(within(drawing()).getByText('7.68%')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Clean', 'Unpublished']);
  });

  it('reads segment by segment with the arrow keys, a tooltip on each', async () => {
    renderDonut();
    await userEvent.tab();
    expect(document.activeElement).toBe(segments()[0]);
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(
      'CleanItems733Share92.32%',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(segments()[1]);
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toContain('Unpublished');
  });

  it('draws a whole ring for a single part, with no share for an empty one', () => {
    renderDonut({
      segments: [
        { label: 'Clean', value: 733, color: 'green' },
        { label: 'Unpublished', value: 0, color: 'red' },
      ],
    });
    const [clean, unpublished] = segments();
    expect(clean?.querySelector('path')?.getAttribute('d')).toMatch(/^M.*ZM.*Z$/);
    expect(unpublished?.querySelector('path')?.getAttribute('d')).toBe('');
    expect(within(drawing()).queryByText('0.00%')).toBeNull();
  });

  it('holds every part in a table for screen readers', () => {
    renderDonut();
    const table = screen.getByRole('table', { name: /^Donut chart of .*: the figures$/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['OutcomeItemsShare', 'Clean73392.32%', 'Unpublished617.68%']);
  });
});
