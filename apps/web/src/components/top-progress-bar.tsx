import { Progress } from '@mantine/core';

/** A thin animated bar along the top edge of the window, named for what it waits on. */
export function TopProgressBar({ label }: { label: string }) {
  return (
    <Progress
      value={100}
      animated
      striped={false}
      size={3}
      radius={0}
      aria-label={label}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    />
  );
}
