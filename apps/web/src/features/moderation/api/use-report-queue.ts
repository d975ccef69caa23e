import {
  listReportsEndpoint,
  REPORT_POLL_INTERVAL_MS,
  type TId,
  type TModerationDecision,
} from '@vigil/contract';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { apiCall } from '../../../api/api-client';
import { reportsFetched } from '../lock/lock-events';
import { QueueLoader, type FetchReports } from '../queue/queue-loader';
import type { ReportFilters } from '../queue/report-filters';
import { initialQueueState, queueReducer } from '../queue/report-queue-state';

const fetchReports: FetchReports = (query, signal) =>
  apiCall(listReportsEndpoint, { query, signal, errorHandling: 'log' });

/**
 * The moderation queue for the chosen filters: first page, older pages on demand, and new or
 * changed reports every REPORT_POLL_INTERVAL_MS while `paused` is false (it is true while
 * moderation is locked: the lock screen decides when to ask again).
 */
export function useReportQueue(filters: ReportFilters, paused: boolean) {
  const [state, dispatch] = useReducer(queueReducer, filters, initialQueueState);
  const [loader] = useState(() => new QueueLoader(fetchReports, dispatch, reportsFetched));
  const { domain, status } = filters;

  // Declared before the polling effect: on a filter change the queue starts over first.
  useEffect(() => {
    loader.start({ domain, status });
    return () => loader.stop();
  }, [loader, domain, status]);

  useEffect(() => {
    if (paused) return;
    void loader.tick();
    const timer = window.setInterval(() => void loader.tick(), REPORT_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [loader, domain, status, paused]);

  const loadOlder = useCallback(() => void loader.loadOlder(), [loader]);
  const markRead = useCallback((id: TId) => dispatch({ type: 'read', id }), []);
  const applyDecision = useCallback(
    (decision: TModerationDecision) => dispatch({ type: 'decided', decision }),
    [],
  );
  return { state, loadOlder, markRead, applyDecision };
}
