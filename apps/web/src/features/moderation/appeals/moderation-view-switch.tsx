import { SegmentedControl, Stack, Text } from '@mantine/core';
import { APPEALS_SCREEN_TEXTS as T } from '@vigil/contract';
import { useId } from 'react';

export type ModerationView = 'queue' | 'appeals';

/** The Moderation screen's two views: the review queue and authors' appeals (decision 0185). */
export function ModerationViewSwitch({
  view,
  openAppeals,
  onChange,
}: {
  view: ModerationView;
  openAppeals: number;
  onChange: (view: ModerationView) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {T.viewLabel}
      </Text>
      <SegmentedControl<ModerationView>
        aria-labelledby={labelId}
        value={view}
        onChange={onChange}
        w="fit-content"
        data={[
          { value: 'queue', label: T.queueView },
          {
            value: 'appeals',
            label: openAppeals > 0 ? T.appealsViewCount(openAppeals) : T.appealsView,
          },
        ]}
      />
    </Stack>
  );
}
