/**
 * Drives the report calls of the queue: the first page for the current filters, older pages
 * by `cursor`, and polling by `changed_since` (decision 0101). It owns the cursors, so a tick
 * right after a filter change already asks with the new filters; the reducer holds what is
 * shown. An answer for filters that have since changed is thrown away. Failures were already
 * logged by the catalogue (spec §8: report calls are only logged); the next tick tries again.
 */
import {
  REPORT_PAGE_DEFAULT,
  REPORT_POLL_INTERVAL_MS,
  REPORT_QUEUE_PAGE,
  type TListReportsQuery,
  type TListReportsResponse,
} from '@vigil/contract';
import type { Dispatch } from 'react';
import type { QueueAction } from './report-queue-state';
import { reportFilterQuery, type ReportFilters } from './report-filters';

export type FetchReports = (
  query: Partial<TListReportsQuery>,
  signal: AbortSignal,
) => Promise<TListReportsResponse>;

/** A burst of changes larger than this many full pages waits for the next tick. */
const MAX_POLL_ROUNDS = 5;

export class QueueLoader {
  private filters: ReportFilters | null = null;
  private generation = 0;
  private controller = new AbortController();
  private ticking = false;
  private loadingOlder = false;
  private olderFailedAt = Number.NEGATIVE_INFINITY;
  private pollCursor: string | null = null;
  private nextCursor: string | null = null;

  constructor(
    private readonly fetchReports: FetchReports,
    private readonly dispatch: Dispatch<QueueAction>,
    /**
     * Spec §4: a successful report fetch unlocks moderation. Given when the call was sent, so
     * an answer already on its way when the console locked does not undo that lock.
     */
    private readonly onFetched: (requestedAt: number) => void,
  ) {}

  start(filters: ReportFilters): void {
    this.stop();
    this.controller = new AbortController();
    this.generation += 1;
    this.filters = filters;
    this.ticking = false;
    this.loadingOlder = false;
    this.olderFailedAt = Number.NEGATIVE_INFINITY;
    this.pollCursor = null;
    this.nextCursor = null;
    this.dispatch({ type: 'reset', filters });
  }

  stop(): void {
    this.controller.abort();
  }

  /** The first page until it has answered, then the changes since the last answer. */
  async tick(): Promise<void> {
    const filters = this.filters;
    if (filters === null || this.ticking) return;
    const generation = this.generation;
    const signal = this.controller.signal;
    this.ticking = true;
    try {
      if (this.pollCursor === null) {
        const requestedAt = Date.now();
        const page = await this.fetchReports(
          { ...reportFilterQuery(filters), limit: REPORT_QUEUE_PAGE },
          signal,
        );
        if (generation !== this.generation) return;
        this.pollCursor = page.poll_cursor;
        this.nextCursor = page.next_cursor;
        this.onFetched(requestedAt);
        this.dispatch({ type: 'first-page', page });
        return;
      }
      for (let round = 0; round < MAX_POLL_ROUNDS; round += 1) {
        // The status filter is not sent: the server returns reports that left it, to drop.
        const requestedAt = Date.now();
        const page = await this.fetchReports(
          { domain: reportFilterQuery(filters).domain, changed_since: this.pollCursor },
          signal,
        );
        if (generation !== this.generation) return;
        this.pollCursor = page.poll_cursor;
        this.onFetched(requestedAt);
        this.dispatch({ type: 'polled', page });
        if (page.data.length < REPORT_PAGE_DEFAULT) return;
      }
    } catch {
      // Logged by the catalogue; the next tick asks again.
    } finally {
      if (generation === this.generation) this.ticking = false;
    }
  }

  /** The next older page, when there is one and none is on its way. */
  async loadOlder(now: number = Date.now()): Promise<void> {
    const filters = this.filters;
    const cursor = this.nextCursor;
    if (filters === null || cursor === null || this.loadingOlder) return;
    // After a failure the list's end stays in view: without a pause it would ask in a loop.
    if (now - this.olderFailedAt < REPORT_POLL_INTERVAL_MS) return;
    const generation = this.generation;
    this.loadingOlder = true;
    this.dispatch({ type: 'older-requested' });
    const requestedAt = Date.now();
    try {
      const page = await this.fetchReports(
        { ...reportFilterQuery(filters), cursor, limit: REPORT_QUEUE_PAGE },
        this.controller.signal,
      );
      if (generation !== this.generation) return;
      this.nextCursor = page.next_cursor;
      this.onFetched(requestedAt);
      this.dispatch({ type: 'older-page', page });
    } catch {
      if (generation !== this.generation) return;
      this.olderFailedAt = Date.now();
      this.dispatch({ type: 'older-page', page: null });
    } finally {
      if (generation === this.generation) this.loadingOlder = false;
    }
  }
}
