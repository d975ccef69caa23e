import {
  BULK_DECISION_LIMIT,
  decideReportsEndpoint,
  type BulkDecision,
  type TBulkDecisionResult,
} from '@vigil/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '../../../api/api-client';

export interface BulkProgress {
  done: number;
  total: number;
}

/**
 * Sends a bulk decision in parts of BULK_DECISION_LIMIT, one after another, and answers every
 * id's result. A part that fails stops the rest (nothing more is sent) and the answer says so;
 * the parts before it stand, their results passed to `onPart` as each arrives.
 */
export function useBulkDecide(onPart: (results: readonly TBulkDecisionResult[]) => void) {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ decision, ids }: { decision: BulkDecision; ids: readonly string[] }) => {
      const results: TBulkDecisionResult[] = [];
      setProgress({ done: 0, total: ids.length });
      try {
        for (let start = 0; start < ids.length; start += BULK_DECISION_LIMIT) {
          const part = ids.slice(start, start + BULK_DECISION_LIMIT);
          const reply = await apiCall(decideReportsEndpoint, {
            body: { decision, ids: part },
            errorHandling: 'log',
          });
          results.push(...reply.data.results);
          onPart(reply.data.results);
          setProgress({ done: start + part.length, total: ids.length });
        }
        return { decision, results, failed: false };
      } catch {
        // Logged by the API client (spec §8: moderation calls are only logged); a 423 brings
        // the lock screen with the next poll. What the parts before decided still stands.
        return { decision, results, failed: true };
      } finally {
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress };
}
