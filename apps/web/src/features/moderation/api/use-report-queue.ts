import {
  listReportsEndpoint,
  REPORT_POLL_INTERVAL_MS,
  type TId,
  type TModerationDecision,
} from '@vigil/contract';
import {
  startTransition,
  useCallback,
  useEffect,
  useReducer,
  useState,
  type Dispatch,
} from 'react';
import { apiCall } from '../../../api/api-client';
import { reportsFetched } from '../lock/lock-events';
import { QueueLoader, type FetchReports } from '../queue/queue-loader';
import type { ReportFilters } from '../queue/report-filters';
import { initialQueueState, queueReducer, type QueueAction } from '../queue/report-queue-state';

const fetchReports: FetchReports = (query, signal) =>
  apiCall(listReportsEndpoint, { query, signal, errorHandling: 'log' });

/** Answers that bring reports: rendering their cards may take a while on a slow phone. */
const ARRIVALS: ReadonlySet<QueueAction['type']> = new Set(['first-page', 'polled', 'older-page']);

/**
 * Reports arrive as a transition (decision 0210): React renders the new cards in slices, so a
 * key press or a click in between is not kept waiting; resetting the queue stays immediate.
 */
function arrivalsAsTransitions(dispatch: Dispatch<QueueAction>): Dispatch<QueueAction> {
  return (action) => {
    if (ARRIVALS.has(action.type)) startTransition(() => dispatch(action));
    else dispatch(action);
  };
}

/**
 * The moderation queue for the chosen filters: first page, older pages on demand, and new or
 * changed reports every REPORT_POLL_INTERVAL_MS while `paused` is false (it is true while
 * moderation is locked: the lock screen decides when to ask again).
 */
export function useReportQueue(filters: ReportFilters, paused: boolean) {
  const [state, dispatch] = useReducer(queueReducer, filters, initialQueueState);
  const [loader] = useState(
    () => new QueueLoader(fetchReports, arrivalsAsTransitions(dispatch), reportsFetched),
  );
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
