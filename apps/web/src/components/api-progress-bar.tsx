import { Progress } from '@mantine/core';
import { apiActivityStore } from '../api/api-activity';
import { useStore } from '../lib/create-store';

/** A thin bar along the top edge while any non-quiet call is in flight. */
export function ApiProgressBar() {
  const active = useStore(apiActivityStore) > 0;
  if (!active) return null;
  return (
    <Progress
      value={100}
      animated
      striped={false}
      size={3}
      radius={0}
      aria-label="Loading"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    />
  );
}
