import { listReportsEndpoint } from '@vigil/contract';
import { useState } from 'react';
import { apiCall } from '../../../api/api-client';
import { ApiError } from '../../../api/api-error';
import { reportsFetched } from './lock-events';

export interface ResumeModeration {
  resume: () => Promise<void>;
  checking: boolean;
  /** The check failed other than with a 423 (a 423 keeps the lock and updates its end). */
  failed: boolean;
}

/**
 * "Resume moderation" asks for reports: spec §4 says a successful report fetch unlocks. One
 * report is enough to learn whether the server still refuses; the queue loads its own list
 * once it is shown again.
 */
export function useResumeModeration(): ResumeModeration {
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);

  const resume = async () => {
    setChecking(true);
    setFailed(false);
    const requestedAt = Date.now();
    try {
      // Spec §8: report call failures are only logged; a 423 still locks (catalogue).
      await apiCall(listReportsEndpoint, { query: { limit: 1 }, errorHandling: 'log' });
      reportsFetched(requestedAt);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 423)) setFailed(true);
    } finally {
      setChecking(false);
    }
  };

  return { resume, checking, failed };
}
