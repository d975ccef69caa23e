import type { TLocalReport } from '@vigil/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { reportRecord } from '../test/report-fixtures';
import { ReportList } from './report-list';

const TEN_THOUSAND: TLocalReport[] = Array.from({ length: 10_000 }, (_, index) => ({
  ...reportRecord(String(index + 1)),
  _new: false,
}));

describe('Report list', () => {
  it('renders only a window of 10,000 reports, each row knowing its place in the whole', () => {
    const onEndReached = vi.fn();
    renderScreen(
      <ReportList
        reports={TEN_THOUSAND}
        renderCard={(report) => (
          <article aria-label={String(report._id)}>{report.username}</article>
        )}
        hasMore={false}
        loadingOlder={false}
        onEndReached={onEndReached}
        scrollTarget={null}
      />,
    );
    const list = screen.getByRole('list', { name: 'Reports' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
    // The list is as tall as all its cards, so the scrollbar tells the truth.
    expect(Number.parseInt(list.style.height, 10)).toBeGreaterThan(10_000 * 200);
    expect(onEndReached).not.toHaveBeenCalled();
  });

  it('asks for older reports when the end of a short list is in view', () => {
    const onEndReached = vi.fn();
    renderScreen(
      <ReportList
        reports={TEN_THOUSAND.slice(0, 3)}
        renderCard={(report) => <article aria-label={String(report._id)} />}
        hasMore
        loadingOlder={false}
        onEndReached={onEndReached}
        scrollTarget={null}
      />,
    );
    expect(onEndReached).toHaveBeenCalled();
  });
});
