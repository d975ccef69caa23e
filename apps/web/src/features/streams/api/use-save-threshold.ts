import {
  saveScannerSettingEndpoint,
  type TDomainStream,
  type TId,
  type TScannerSetting,
  type ThresholdPair,
} from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { findSetting, samePair, withSetting, withoutSetting } from '../stream-settings';
import { domainStreamKey } from './use-domain-stream';

export interface SaveThresholdInput {
  domainScannerId: TId;
  categoryId: TId;
  pair: ThresholdPair;
}

interface SaveVariables extends SaveThresholdInput {
  /** The category's setting before this move, to take the move back if the save fails. */
  previous: TScannerSetting | undefined;
}

/**
 * Spec §2: every move saves at once (POST /domain-scanner-settings/:id, :id the domain
 * scanner). The pair is written to the cached stream first, so the slider stays where it
 * was left; a failure is only logged (spec §8) and the slider returns to the previous pair,
 * then to what the server holds (a re-read settles overlapping saves).
 */
export function useSaveThreshold(domainId: TId): (input: SaveThresholdInput) => void {
  const queryClient = useQueryClient();
  const key = domainStreamKey(domainId);
  const update = (change: (stream: TDomainStream) => TDomainStream) =>
    queryClient.setQueryData(key, (stream) => stream && change(stream));
  // Only the newest move of a category may write its outcome: an older answer arriving late
  // must not overwrite it.
  const stillCurrent = ({ domainScannerId, categoryId, pair }: SaveThresholdInput) =>
    samePair(findSetting(queryClient.getQueryData(key), domainScannerId, categoryId), pair);

  const mutation = useMutation({
    mutationFn: ({ domainScannerId, categoryId, pair }: SaveVariables) =>
      apiCall(saveScannerSettingEndpoint, {
        params: { id: String(domainScannerId) },
        body: { moderation_category_id: categoryId, ...pair },
        errorHandling: 'log',
      }),
    onSuccess: (reply, variables) => {
      if (stillCurrent(variables)) {
        update((stream) => withSetting(stream, variables.domainScannerId, reply.data));
      }
    },
    onError: (_error, variables) => {
      if (stillCurrent(variables)) {
        const { domainScannerId, categoryId, previous } = variables;
        update((stream) =>
          previous
            ? withSetting(stream, domainScannerId, previous)
            : withoutSetting(stream, domainScannerId, categoryId),
        );
      }
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  return (input) => {
    // A stream read in flight would overwrite the move with the old pair.
    void queryClient.cancelQueries({ queryKey: key });
    const stream = queryClient.getQueryData(key);
    const previous = findSetting(stream, input.domainScannerId, input.categoryId);
    update((current) =>
      withSetting(current, input.domainScannerId, {
        moderation_category_id: input.categoryId,
        domain_id: domainId,
        ...input.pair,
      }),
    );
    mutation.mutate({ ...input, previous });
  };
}
